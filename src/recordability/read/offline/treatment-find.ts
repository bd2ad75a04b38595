/**
 * Reading the treatments of a case against 1904.7(b)(5). A treatment entry (`case.treatment.provided[i]`) is
 * classed WHOLE: every treatment named in it is read, and an entry with words the list does not recognise is
 * not first aid until someone says what they are ((b)(5)(iii): the list is closed). The narrative is read
 * sentence by sentence. Each treatment reads its class from its own stretch of text; treatments the text says
 * were not given ("no sutures needed") are not treatments; treatments a professional recommended are recorded
 * even when not followed ((b)(5)(v)).
 */
import type { TreatmentFact } from '../../facts/schema.ts';
import { isNegatedBy, type NegationRules, sentenceSpans } from '../../text.ts';
import {
  PRESCRIPTION_READING,
  PRESCRIPTION_WORD,
  type Reading,
  SUPPORT_QUALIFIERS,
  type TermContext,
  TREATMENT_LABELS,
  TREATMENT_TERMS,
  type TreatmentTerm,
  UNRECOGNISED_QUESTION,
  UNRECOGNISED_REF,
} from './first-aid-list.ts';
import { type CaseText, evidenceOf, type Hit } from './scan.ts';
import { DRUG_QUALIFIERS } from './treatment-drugs.ts';
import { residueWords } from './treatment-filler.ts';

/** "no sutures", "instead of stitches", "sutures not needed"; "and" ends a negation ("no sutures and Steri-Strips applied"). */
const TREATMENT_NEGATION: NegationRules = {
  before:
    /\b(no|not|nothing|denie[sd]|denying|without|never|none|nor|neither|did ?n[o']?t|does ?n[o']?t|was ?n[o']?t|were ?n[o']?t|is ?n[o']?t|instead of|rather than|in lieu of|no need for|ruled out|borderline for|on the fence about|debated|thought about|almost (needed|got|had)|close to needing)\b/gi,
  contrast: /\b(but|however|although|though|yet|whereas|and|then|plus)\b/gi,
  after:
    /^[\s,:-]{0,3}((was |were |is |are )?(not|never) (needed|required|given|applied|used|necessary|prescribed|indicated|done|performed|placed|recommended)|(nothing|none|unnecessary)\b)/i,
  lookBack: 50,
  lookAhead: 60,
};

/** 1904.7(b)(5)(v): recommended by a professional, followed or not. */
const RECOMMENDED =
  /recommend\w{0,20}|advis\w{0,20}|\btold\b|instruct\w{0,20}|referr\w{0,20}|referral|\border(ed|s)\b|suggest\w{0,20}|\bshould\b|\bnote (said|says|stated)|\bto (take|use|wear|apply|attend|start|continue)\b/i;
const NOT_FOLLOWED =
  /declin\w{0,20}|refus\w{0,20}|did ?n[o']?t (follow|attend|fill|take|go|wear|use|start)|not (followed|filled|attended|taken|worn)|never (filled|attended|went|started|took|wore)|ignored|chose not|skipped/i;
/** Treatment of an earlier condition, not of this injury. */
const HISTORY =
  /\b(previously|already (wears|wore|uses|used|takes|took|had|has|was|on)|(keep|kept|continue\w{0,20}) (taking |using |wearing |on )?(the |his |her |their )?(same|current|usual|existing|normal|regular|own)|history of|(years?|months?|weeks?) ago|last (year|month)|prior (injury|surgery|episode|condition)|had been (managed|treated)|before (the|this) (injury|incident|event))\b/i;
/** Goods handled at work ("lifting totes of IV fluid bags", "a case of bandages"): cargo, not care given. */
const CARGO =
  /\b(totes?|boxes|box|cases?|cartons?|pallets?|crates?|bins?|shipments?|loads?|racks?|trays?|bundles?|stacks?) of (\w{1,24} )?$/i;
/** The concept of a treatment named only by a label ("first aid", "medical treatment"). */
const LABEL = 'label';
/**
 * The employee caring for someone else ("while applying a splint to a patient's arm", "nurse giving flu shots at a
 * client's office"): not this injury's care.
 */
const WHILE_BEFORE =
  /\b(while|when|during|giving|administering|applying|doing|drawing up|preparing) (\w{1,24} ){0,3}$/i;
/** "suturing a patient", "splinting the resident's arm": a treatment the employee gives. */
const CARE_OBJECT =
  /^\s{1,2}((a|an|the|his|her|their) )?(\w{1,24} )?(patients?|residents?|clients?|customers?|child|victims?|dogs?|cats?|horses?|animals?|pets?|cows?|cattle|calf|calves|pigs?|sheep|goats?|livestock|mice|rats?)('s)?\b/i;
/**
 * "the needle just used to vaccinate", "a scalpel used for suturing", "the syringe to draw up a flu shot": the
 * instrument of the event, not care given.
 */
const INSTRUMENT_USE =
  /\b(used|using) (\w{1,24} )?(to|for|in) $|\bdraw(s|ing|n)? (it )?up (a |an |the |one )?(\w{1,24} )?$/i;
/** "Outpatient physical therapy clinic.", "the vaccine clinic": the employer or its unit, named in the incident account. */
const WORKPLACE_AFTER =
  /^\s{1,2}((?!(from|at|to|by|for|of|in|on|the|a|an|and|or)\b)[a-z-]{1,24} ){0,2}(clinics?|warehouses?|wholesalers?|distributors?|pharmac(y|ies)|plants?|stores?|shops?|business(es)?|firms?|facilit(y|ies)|offices?|practices?|departments?|dept|centers?|centres?|units?|aides?|assistants?|techs?|technicians?|staff|compan(y|ies)|programs?|counters?|desks?|stations?|booths?)\b/i;
const CARE_VERB =
  /\b(refer\w{0,20}|sent|send|went|go(es|ing)?|attend\w{0,20}|visit\w{0,20}|saw|see(n|ing)?|start\w{0,20}|order\w{0,20}|recommend\w{0,20}|prescri\w{0,20}|got|had|received)\b/i;
const CARE_RECIPIENT =
  /\b(patients?|residents?|clients?|customers?|child|children|victims?|another (employee|worker)|co-?worker's)\b/i;
/** Treatment the employee chose alone ("self-medicated with a leftover prescription"): not medical treatment unless a professional recommended it. */
const SELF_TREATED =
  /\bself[- ](treat\w{0,20}|medicat\w{0,20}|administer\w{0,20})|\bleftover\b|\b(his|her|their) own (prescription|medication|supply|pills)\b|\bon (his|her|their) own\b/i;
const PROFESSIONAL =
  /physician|doctor|\bdr\b|clinician|\bnurse|\bNP\b|\bPA\b|\bMD\b|provider|clinic|urgent care|\bER\b|\bED\b|hospital|recommend\w{0,20}|advis\w{0,20}|prescribed (by|for) (him|her|them|the)/i;
const SELF_TREATMENT: Reading = {
  key: 'self_treatment',
  class: 'not_treatment',
  ref: '1904.7(b)(5)(i)',
};

/** Conjunctions after which trailing words belong to the next treatment. */
const CONJUNCTION = /\s(and|plus|then|also|with|but)\s|\s?\+\s?|[,;]/i;

interface Found {
  term: TreatmentTerm;
  start: number;
  end: number;
}

export interface ReadTreatment {
  reading: Reading;
  concept: string;
  medication: boolean;
  status: TreatmentFact['status'];
  hit: Hit;
}

/** Where a text sits and what surrounds it. */
export interface Place {
  text: CaseText;
  /** Injury words that give an entry its context (the eye, heat stress). */
  scope: string;
  caseText: string;
  /** Memoised tests of the scope and of the whole case: each pattern runs once per text, not once per sentence. */
  scopeTests: Map<RegExp, boolean>;
  caseTests: Map<RegExp, boolean>;
}

/** `re.test(text)` once per (pattern, text): a stateful `g`/`y` pattern is reset first. */
function memoTest(cache: Map<RegExp, boolean>, re: RegExp, text: string): boolean {
  let hit = cache.get(re);
  if (hit === undefined) {
    re.lastIndex = 0;
    hit = re.test(text);
    cache.set(re, hit);
  }
  return hit;
}

function testsFor(place: Place, sentence: string) {
  return {
    inScope: (re: RegExp) => {
      re.lastIndex = 0;
      return re.test(sentence) || memoTest(place.scopeTests, re, place.scope);
    },
    inCase: (re: RegExp) => memoTest(place.caseTests, re, place.caseText),
  };
}

function claim(sentence: string, entry: boolean, place: Place): Found[] {
  const found: Found[] = [];
  const { inScope, inCase } = testsFor(place, sentence);
  for (const term of TREATMENT_TERMS) {
    if (term.entriesOnly === true && !entry) continue;
    const within = term.caseWide === true ? inCase : inScope;
    if (term.when?.some((re) => !within(re)) === true) continue;
    if (term.unless !== undefined && inScope(term.unless)) continue;
    for (const m of sentence.matchAll(term.pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].trim() === '' || overlaps(found, start, end)) continue;
      found.push({ term, start, end });
      if (found.length >= MAX_FOUND) break;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Treatments named in one sentence or entry, at most: beyond this a "sentence" is not prose. */
const MAX_FOUND = 64;

function overlaps(found: readonly Found[], start: number, end: number): boolean {
  for (const f of found) if (start < f.end && end > f.start) return true;
  return false;
}

const hitOf = (
  text: CaseText,
  sentence: string,
  sentenceStart: number,
  index: number,
  match: string,
  negated: boolean,
): Hit => ({ text, sentence, sentenceStart, index, match, negated });

/**
 * A mention that is not care of this injury: care the employee gives someone else, the instrument of the event,
 * goods handled, or (in the incident account) the employer named by what it does ("Rx wholesale distribution center").
 */
function notThisCare(place: Place, sentence: string, start: number, end: number): boolean {
  const before = sentence.slice(0, start);
  const after = sentence.slice(end);
  return (
    (WHILE_BEFORE.test(before) && CARE_RECIPIENT.test(sentence)) ||
    INSTRUMENT_USE.test(before) ||
    CARGO.test(before) ||
    CARE_OBJECT.test(after) ||
    (place.text.where.startsWith('case.incident') &&
      WORKPLACE_AFTER.test(after) &&
      !CARE_VERB.test(before))
  );
}

/** The treatments named in one sentence (or one whole entry). */
function readSentence(
  place: Place,
  sentence: string,
  sentenceStart: number,
): { reads: ReadTreatment[]; found: Found[] } {
  const entry =
    place.text.provenance === 'entry' && place.text.where.startsWith('case.treatment.provided');
  const found = claim(sentence, entry, place);
  const { inScope, inCase } = testsFor(place, sentence);
  const reads: ReadTreatment[] = [];
  found.forEach((f, i) => {
    const match = sentence.slice(f.start, f.end);
    const negated = isNegatedBy(TREATMENT_NEGATION, sentence, f.start, match.length);
    if (negated || HISTORY.test(sentence.slice(0, f.start))) return;
    if (notThisCare(place, sentence, f.start, f.end)) return;
    const tail = sentence.slice(f.end, found[i + 1]?.start ?? sentence.length);
    const rest = sentence.slice(f.end);
    const cut = rest.search(CONJUNCTION);
    const ctx: TermContext = {
      match,
      before: sentence.slice(found[i - 1]?.end ?? 0, f.start),
      tail,
      after: cut < 0 ? rest : rest.slice(0, cut),
      sentence,
      inScope,
      inCase,
      entry,
    };
    const classed = typeof f.term.read === 'function' ? f.term.read(ctx) : f.term.read;
    if (classed === null) return;
    // The employee's own choice of treatment is not medical treatment until a professional recommends it.
    const selfTreated =
      classed.class !== 'first_aid' &&
      classed.class !== 'not_treatment' &&
      SELF_TREATED.test(sentence) &&
      !PROFESSIONAL.test(sentence);
    const reading = selfTreated ? SELF_TREATMENT : classed;
    const window = entry ? sentence : `${ctx.before} ${match} ${tail}`;
    const status = RECOMMENDED.test(window) || NOT_FOLLOWED.test(window) ? 'recommended' : 'given';
    reads.push({
      reading,
      concept: f.term.concept,
      medication: f.term.medication === true,
      status,
      hit: hitOf(place.text, sentence, sentenceStart, f.start, match, false),
    });
  });
  // A prescription with no drug named beside it (and nothing named after it that it could be for).
  const heads = reads.filter((r) => r.medication).length > 0;
  for (const m of sentence.matchAll(PRESCRIPTION_WORD)) {
    // It is about a treatment named after it, or right before it in the same clause ("physical therapy prescribed").
    const about = (f: Found) =>
      f.start >= m.index ||
      (m.index >= f.start && m.index < f.end) ||
      !/[,;]|\band\b/i.test(sentence.slice(f.end, m.index));
    if (heads || found.some(about)) continue;
    if (
      isNegatedBy(TREATMENT_NEGATION, sentence, m.index, m[0].length) ||
      HISTORY.test(sentence.slice(0, m.index)) ||
      notThisCare(place, sentence, m.index, m.index + m[0].length)
    )
      continue;
    const status =
      RECOMMENDED.test(sentence) || NOT_FOLLOWED.test(sentence) ? 'recommended' : 'given';
    reads.push({
      reading: PRESCRIPTION_READING,
      concept: 'prescription',
      medication: true,
      status,
      hit: hitOf(place.text, sentence, sentenceStart, m.index, m[0], false),
    });
    break;
  }
  for (const label of TREATMENT_LABELS) {
    const m = sentence.matchAll(label.pattern).next().value;
    if (m === undefined || isNegatedBy(TREATMENT_NEGATION, sentence, m.index, m[0].length))
      continue;
    reads.push({
      reading: label.reading,
      concept: LABEL,
      medication: false,
      status: 'given',
      hit: hitOf(place.text, sentence, sentenceStart, m.index, m[0], false),
    });
  }
  return { reads, found };
}

/** `text` with every match of `re` blanked out (a `g` pattern is matched in one pass, another one by one). */
function blank(text: string, re: RegExp): string {
  if (re.global) return text.replace(re, ' ');
  let out = text;
  for (
    let m = re.exec(out), guard = 0;
    m !== null && m[0] !== '' && guard < 20;
    m = re.exec(out), guard++
  ) {
    out = `${out.slice(0, m.index)} ${out.slice(m.index + m[0].length)}`;
  }
  return out;
}

/** What is left of an entry once its treatments, prescriptions and qualifiers are taken out. */
function entryResidue(entry: string, found: readonly Found[]): string[] {
  let rest = entry;
  for (const f of [...found].sort((a, b) => b.start - a.start))
    rest = `${rest.slice(0, f.start)} ${rest.slice(f.end)}`;
  for (const re of [PRESCRIPTION_WORD, ...Object.values(DRUG_QUALIFIERS), ...SUPPORT_QUALIFIERS])
    rest = blank(rest, re);
  return residueWords(rest);
}

/** Every treatment read from one text of the case. */
export function readTreatmentsIn(place: Place): ReadTreatment[] {
  const isEntry = place.text.where.startsWith('case.treatment.provided');
  if (isEntry) {
    // An entry is one treatment record: read whole, never split into sentences.
    const text = place.text.text.trim();
    const start = place.text.text.indexOf(text);
    const { reads, found } = readSentence(place, text, start);
    const residue = entryResidue(text, found);
    if (
      residue.length > 0 &&
      !reads.some((r) => r.reading.class === 'medical') &&
      !/^(none|nothing|n\/?a|no (treatment|tx|care)( (given|needed|provided))?)\W*$/i.test(text)
    ) {
      reads.push({
        reading: {
          key: 'unrecognised_treatment',
          class: 'unknown',
          ref: UNRECOGNISED_REF,
          question: UNRECOGNISED_QUESTION(text),
        },
        concept: 'unrecognised',
        medication: false,
        status: RECOMMENDED.test(text) || NOT_FOLLOWED.test(text) ? 'recommended' : 'given',
        hit: hitOf(place.text, text, start, 0, text, false),
      });
    }
    return reads;
  }
  return sentenceSpans(place.text.text).flatMap(
    ({ sentence, start }) => readSentence(place, sentence, start).reads,
  );
}

/** Medications that settle an unknown generic one ("pain meds" beside "ibuprofen 200 mg OTC"). */
const settles = (unknown: ReadTreatment, other: ReadTreatment): boolean =>
  other.reading.class !== 'unknown' &&
  (other.concept === unknown.concept || (unknown.concept === 'medication' && other.medication));

/**
 * The case's treatments: one per treatment and class, entries first. An unknown reading is dropped when the
 * same thing is classed elsewhere in the case ("a brace" in one place, "a non-rigid brace" in another); a label
 * ("first aid", "medical treatment") counts only when no treatment is named at all.
 */
export function collectTreatments(reads: readonly ReadTreatment[]): TreatmentFact[] {
  const named = reads.filter((r) => r.concept !== LABEL);
  const kept = (named.length > 0 ? named : reads).filter(
    (r) => r.reading.class !== 'unknown' || !reads.some((o) => settles(r, o)),
  );
  const out: TreatmentFact[] = [];
  const seen = new Set<string>();
  for (const r of kept) {
    const id = `${r.reading.key}|${r.reading.class}|${r.status}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const fact: TreatmentFact = {
      key: r.reading.key,
      class: r.reading.class,
      ref: r.reading.ref,
      status: r.status,
      evidence: evidenceOf(r.hit),
    };
    if (r.reading.question !== undefined) fact.question = r.reading.question;
    out.push(fact);
  }
  return out.slice(0, 60);
}
