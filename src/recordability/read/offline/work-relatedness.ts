/**
 * The offline reader of the `work_relatedness` part of the fact schema: whether there is an injury or illness
 * (29 CFR 1904.46), where the event happened (1904.5(b)(1), (b)(6), (b)(7)), whether a work event or exposure
 * caused it (1904.5(a), (b)(3)), and a pre-existing condition and its aggravation (1904.5(b)(4)-(5)). A fact is
 * returned only when the text speaks to it; silence leaves the regulation's presumption.
 */
import type { PartFacts } from '../../facts/parts.ts';
import type { FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { affirmed, type CaseText, factOf, only, scan } from './scan.ts';
import { matches, nonWorkCause, readCauses } from './wr-cause.ts';
import { readPlace } from './wr-place.ts';
import { readPreexisting } from './wr-preexisting.ts';

/** 1904.46: the case says there was no injury or illness at all (an exposure, a precaution). */
const NO_CONDITION =
  /\bno (signs (or|and) symptoms|symptoms|complaints)\b|asymptomatic|symptom[- ]free|without (any )?symptoms|\bno (illness|injury|injuries)\b(?! (from|to|other|beyond|except|was|were|noted|occurred|to report))|not (injured|ill|sick|hurt)\b|uninjured|no abnormal (condition|findings)/;
/** A diagnosis field that names none. */
const NO_DIAGNOSIS =
  /^\s{0,3}(none|n\/a|nil|unknown|pending|deferred|not (yet )?(diagnosed|known|given|made)|no (diagnosis|dx|injury|illness|abnormal))\b/i;
/** The named diagnosis, as evidence. */
const DIAGNOSIS_TEXT = /\w[^.;]{0,150}/;
/** A statement about an earlier time ("no symptoms since spring") says nothing about the present condition. */
const EARLIER = /\b(since|before|prior|previously|had been|for months|until)\b/;
/**
 * 1904.46: "an abnormal condition or disorder": a cut, fracture, sprain, a skin disease, a respiratory disorder, a
 * poisoning, or a diagnosed disease without symptoms ("dx silicosis").
 */
const CONDITION =
  /\b(cut|laceration|lacerat\w{0,15}|fractur\w{0,15}|broken|sprain\w{0,15}|strain\w{0,15}|burn(s|ed)?|scald\w{0,15}|bite|bitten|sting|stung|punctur\w{0,15}|contusion|bruis\w{0,15}|abrasion|scrape|swell\w{0,15}|swollen|rash|hives|blister\w{0,15}|pain\w{0,15}|sore(ness)?|ache|aching|cough\w{0,15}|wheez\w{0,15}|short(ness)? of breath|chest tightness|dizz\w{0,15}|nause\w{0,15}|vomit\w{0,15}|headache|infect\w{0,15}|inflam\w{0,15}|dermatitis|poisoning|positive|convert\w{0,15}|threshold shift|STS|hearing loss|tear|rupture\w{0,15}|amputat\w{0,15}|concussion|unconscious|passed out|fainted|anxiety|depression|PTSD|illness|disease|symptomatic|tick|splinter|foreign body|needle ?stick|stuck|pricked|wound|dx'?d?|diagnosed (with|as))\b/;

function readCondition(texts: readonly CaseText[]): FactValue | undefined {
  const event = only(texts, 'case.incident', 'case.injury', 'case.statements');
  // The cue is itself a negative statement ("no rash, no symptoms"): read it as written.
  const none = scan(event, NO_CONDITION).filter((h) => !matches(EARLIER, h.sentence));
  if (none.length === 0) return undefined;
  // A diagnosis named in its own field is a condition, with or without symptoms ("chronic simple silicosis").
  const diagnosis = only(texts, 'case.injury.diagnosis').filter(
    (t) => !NO_CONDITION.test(t.text) && !NO_DIAGNOSIS.test(t.text),
  );
  // `event` holds the diagnosis field already (case.injury.*): the field itself is not scanned twice.
  const condition = affirmed(scan(event, CONDITION));
  if (condition.length > 0) return factOf('yes', condition);
  return diagnosis.length > 0 ? factOf('yes', scan(diagnosis, DIAGNOSIS_TEXT)) : factOf('no', none);
}

export function readWorkRelatedness(c: RecordabilityCase, texts: readonly CaseText[]): PartFacts {
  const facts: PartFacts['facts'] = {};
  const condition = readCondition(texts);
  if (condition !== undefined) facts.injury_or_illness = condition;

  const causes = readCauses(texts, c.incident.location_context === 'work_from_home');
  // 1904.5(a), (b)(2)(ii), (b)(3): a cause away from work with no work event; both named leaves it open.
  const nonWork = nonWorkCause(causes, texts);
  if (nonWork !== null)
    facts.work_event_caused = factOf(nonWork.value === 'yes' ? 'no' : 'unknown', nonWork.hits);

  Object.assign(facts, readPlace(c, texts, causes));
  const { notes, ...pre } = readPreexisting(c, texts);
  Object.assign(facts, pre);
  return { facts, treatments: [], days_away_count: null, notes };
}
