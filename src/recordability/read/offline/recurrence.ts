/**
 * The offline reader of the `recurrence` part of the fact schema: is this a new case (29 CFR 1904.6)? It reads
 * the earlier condition the case tells of (the prior-condition description and sentences such as "had a recorded
 * R wrist sprain last year"), whether it was a recorded case of the same type and body part, whether the employee
 * had recovered, whether a new event at work brought the symptoms back, a chronic illness recorded once, and a
 * professional's view on new case vs recurrence. A case that tells of no earlier condition reads nothing: the
 * regulation presumes a new case.
 */
import type { PartFacts } from '../../facts/parts.ts';
import type { FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { type BodyReading, compareBody, readBody } from './recurrence-body.ts';
import {
  CHRONIC_ILLNESS,
  CLINICIAN,
  DIFFERENT_PRIOR,
  EPISODE,
  NEW_EVENT,
  NO_NEW_EVENT,
  NON_WORK_PRIOR,
  NOT_RECOVERED,
  NOW,
  RECOVERED,
  SAYS_NEW,
  SAYS_RECURRENCE,
  WORK_PRIOR,
} from './recurrence-cues.ts';
import {
  currentSentences,
  type Passage,
  PRIOR_WORD,
  priorPassages,
  RECORDED,
  SAME_PART,
  STRONG_PRIOR,
  sentencesOf,
} from './recurrence-prior.ts';
import { affirmed, type CaseText, factOf, type Hit, only, scan } from './scan.ts';

type Reading = { value: FactValue['value']; hits: Hit[] };

/** A hit on the whole of each sentence, for evidence when no single cue carries the point. */
const whole = (texts: readonly CaseText[]): Hit[] => scan(texts, /^\S/);

/** What the current injury names: body part, diagnosis and the injury description, else the incident. */
function currentBody(c: RecordabilityCase, texts: readonly CaseText[]): BodyReading {
  const own = currentSentences(only(texts, 'case.injury'));
  const first = readBody(own.map((t) => t.text).join(' . '));
  if (first.regions.size > 0) return first;
  return readBody(
    currentSentences(only(texts, 'case.incident', 'case.injury'))
      .map((t) => t.text)
      .join(' . ') || c.injury.description,
  );
}

/**
 * 1904.6(a)(1) for one passage about an earlier condition: `no` when it came from outside work, was not
 * recorded, or differs in type or body part; `yes` when recorded and of the same body part; `unknown` when the
 * passage raises an earlier case without settling it ("back pain again", "history of knee problems").
 */
function readPassage(p: Passage, now: BodyReading): Reading {
  const t = [p.text];
  const nonWork = affirmed(scan(t, NON_WORK_PRIOR));
  if (nonWork.length > 0) return { value: 'no', hits: nonWork };
  const recorded = scan(t, RECORDED);
  const recordedYes = affirmed(recorded);
  if (recorded.length > 0 && recordedYes.length === 0) return { value: 'no', hits: recorded };
  const work = affirmed(scan(t, WORK_PRIOR));
  const strong = affirmed(scan(t, STRONG_PRIOR));
  const different = affirmed(scan(t, DIFFERENT_PRIOR));
  const same = affirmed(scan(t, SAME_PART));
  const body =
    different.length > 0
      ? 'different'
      : same.length > 0
        ? 'same'
        : compareBody(readBody(p.text.text), now);
  const cues = [...recordedYes, ...work, ...strong, ...same, ...affirmed(scan(t, PRIOR_WORD))];
  const hits = cues.length > 0 ? cues : whole(t);
  if (body === 'different') return { value: 'no', hits: different.length > 0 ? different : hits };
  if (recordedYes.length > 0 && body === 'same') return { value: 'yes', hits };
  return { value: 'unknown', hits };
}

/** The passages' readings folded: a recorded same-part case wins, then an explicit `no`, then an open question. */
function priorRecorded(passages: readonly Passage[], now: BodyReading): FactValue | undefined {
  const readings = passages.map((p) => readPassage(p, now));
  for (const value of ['yes', 'no', 'unknown'] as const) {
    const of = readings.filter((r) => r.value === value);
    if (of.length > 0)
      return factOf(
        value,
        of.flatMap((r) => r.hits),
      );
  }
  return undefined;
}

/**
 * 1904.6(a)(2): recovery, read in the passages and the sentence after each. "Never fully resolved" is read first.
 * (b)(2): a current episode of an episodic illness stands for the recovery between episodes.
 */
function recovered(
  passages: readonly Passage[],
  current: readonly CaseText[],
): FactValue | undefined {
  const context = passages.flatMap((p) => (p.next === null ? [p.text] : [p.text, p.next]));
  const not = affirmed(scan(context, NOT_RECOVERED));
  const mentions = scan(context, RECOVERED);
  const yes = affirmed(mentions);
  if (not.length > 0) return factOf(yes.length > 0 ? 'unknown' : 'no', [...not, ...yes]);
  if (yes.length > 0) return factOf('yes', yes);
  if (mentions.length > 0) return factOf('no', mentions);
  const episode = affirmed(scan(currentSentences(current), EPISODE));
  return episode.length > 0 ? factOf('yes', episode) : undefined;
}

/** 1904.6(a)(2), (b)(2): a new event or exposure at work in the current story, or an explicit "no new incident". */
function newWorkEvent(
  texts: readonly CaseText[],
  passages: readonly Passage[],
): FactValue | undefined {
  const story = only(
    texts,
    'case.incident',
    'case.injury.description',
    'case.injury.diagnosis',
    'case.statements',
  );
  const none = affirmed(scan([...story, ...passages.map((p) => p.text)], NO_NEW_EVENT));
  if (none.length > 0) return factOf('no', none);
  const mixed = affirmed(
    scan(
      passages.map((p) => p.text),
      NEW_EVENT,
    ),
  ).filter((h) => NOW.test(h.sentence.slice(0, h.index)));
  const events = [...affirmed(scan(currentSentences(story), NEW_EVENT)), ...mixed];
  return events.length > 0 ? factOf('yes', events) : undefined;
}

/** 1904.6(b)(1): an earlier recorded chronic occupational illness whose signs are back is recorded once. */
function chronicRecurrence(
  texts: readonly CaseText[],
  passages: readonly Passage[],
): FactValue | undefined {
  const earlier = passages.filter(
    (p) =>
      affirmed(scan([p.text], RECORDED)).length + affirmed(scan([p.text], WORK_PRIOR)).length > 0 ||
      p.fromPriorField,
  );
  // "Has black lung; the case was recorded when it was diagnosed": the illness may be named in the sentence before.
  const illness = affirmed(
    scan(
      earlier.flatMap((p) => (p.previous === null ? [p.text] : [p.previous, p.text])),
      CHRONIC_ILLNESS,
    ),
  );
  if (illness.length === 0) return undefined;
  const now = affirmed(
    scan(currentSentences(only(texts, 'case.incident', 'case.injury')), CHRONIC_ILLNESS),
  );
  const named = new Set(illness.map((h) => h.match.toLowerCase()));
  const same = now.filter((h) => named.has(h.match.toLowerCase()));
  return same.length > 0 ? factOf('yes', [...illness, ...same]) : undefined;
}

/** 1904.6(b)(3): a physician's or other LHCP's view, in a clinician statement or a sentence naming one. */
function professionalView(c: RecordabilityCase, texts: readonly CaseText[]): FactValue | undefined {
  const isClinicianStatement = (t: CaseText) => {
    const m = /^case\.statements\[(\d{1,4})\]/.exec(t.where);
    return m !== null && c.statements?.[Number(m[1])]?.source === 'clinician';
  };
  const named = sentencesOf(texts.filter((t) => !isClinicianStatement(t))).filter(
    (t) => scan([t], CLINICIAN).length > 0,
  );
  const pool = [...texts.filter(isClinicianStatement), ...named];
  const old = affirmed(scan(pool, SAYS_RECURRENCE));
  const fresh = affirmed(scan(pool, SAYS_NEW));
  if (old.length > 0 && fresh.length > 0) return factOf('unknown', [...old, ...fresh]);
  if (old.length > 0) return factOf('yes', old);
  return fresh.length > 0 ? factOf('no', fresh) : undefined;
}

export function readRecurrence(c: RecordabilityCase, texts: readonly CaseText[]): PartFacts {
  const passages = priorPassages(texts);
  const facts: PartFacts['facts'] = {};
  // Nothing about an earlier condition: 1904.6(a)(1) presumes a new case, and nothing is read.
  if (passages.length === 0 && c.prior_condition?.exists !== true)
    return { facts, treatments: [], days_away_count: null, notes: [] };
  const set = (key: keyof PartFacts['facts'], value: FactValue | undefined) => {
    if (value !== undefined) facts[key] = value;
  };
  const prior = priorRecorded(passages, currentBody(c, texts));
  const view = professionalView(c, texts);
  set('prior_recorded_same_injury', prior);
  // An earlier condition that was not a recorded case of this kind (from outside work, another body part) makes
  // this a new case under (a)(1) whatever else is said; only a professional's "new injury" is worth keeping.
  if (prior?.value === 'no' || (prior === undefined && c.prior_condition?.exists !== true)) {
    if (view?.value === 'no') set('professional_says_recurrence', view);
    return { facts, treatments: [], days_away_count: null, notes: [] };
  }
  set('recovered_from_prior', recovered(passages, only(texts, 'case.injury')));
  set('new_work_event_caused_recurrence', newWorkEvent(texts, passages));
  set('chronic_illness_recurrence', chronicRecurrence(texts, passages));
  set('professional_says_recurrence', view);
  return { facts, treatments: [], days_away_count: null, notes: [] };
}
