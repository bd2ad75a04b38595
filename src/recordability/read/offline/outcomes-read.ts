/**
 * Fact readers for the general recording criteria of 29 CFR 1904.7(b)(2)-(4) and (6): death, days away,
 * restricted work, job transfer, loss of consciousness, and the count of calendar days away. Each returns a
 * fact only when the case speaks of it (undefined: the regulation's presumption applies).
 */
import { analyze, numbersIn } from '../../../language/index.ts';
import type { FactValue } from '../../facts/schema.ts';
import * as cue from './outcomes-cues.ts';
import { affirmed, type CaseText, factOf, type Hit, negated, scan } from './scan.ts';

/** Whether any of the patterns (literals with the `i` flag) matches. */
const test = (re: RegExp | readonly RegExp[], text: string): boolean =>
  (Array.isArray(re) ? re : [re as RegExp]).some((r) => r.test(text));
const before = (h: Hit): string => h.sentence.slice(0, h.index);
const after = (h: Hit): string => h.sentence.slice(h.index + h.match.length);

/** Every mention of any of the patterns, with the shared negation reading. */
const scanAll = (texts: readonly CaseText[], patterns: readonly RegExp[]): Hit[] =>
  patterns.flatMap((p) => scan(texts, p));

/** Mentions of patterns that are themselves a statement, negative or not ("no lost time"): no negation reading. */
export function literalHits(
  texts: readonly CaseText[],
  patterns: RegExp | readonly RegExp[],
): Hit[] {
  return scanAll(texts, Array.isArray(patterns) ? patterns : [patterns as RegExp]).map((h) => ({
    ...h,
    negated: false,
  }));
}

/** Mentions about this employee and this injury: not an earlier case, not a feared outcome, not someone else. */
function own(hits: readonly Hit[]): Hit[] {
  return hits.filter(
    (h) =>
      !test(cue.EARLIER, before(h)) &&
      !test(cue.EARLIER_CASE, h.sentence) &&
      !test(cue.HYPOTHETICAL, before(h)) &&
      !test(cue.CONDITION_AFTER, after(h)) &&
      !(test(cue.OTHER_SUBJECT, before(h)) && !test(cue.REPORTED, before(h))),
  );
}

/** (b)(3)(i), (b)(4)(iii): a mention that covers only the day of the injury. */
const sameDayOnly = (h: Hit): boolean => {
  if (!test(cue.SAME_DAY_ONLY, h.sentence)) return false;
  // "Returned the next day at full duty" reaches the next day only to say nothing happened then.
  const said = [...cue.NO_DAYS_AWAY, ...cue.NO_RESTRICTION].flatMap((re) =>
    scan([{ ...h.text, text: h.sentence }], re),
  );
  let rest = h.sentence;
  for (const s of said)
    rest = `${rest.slice(0, s.index)}${' '.repeat(s.match.length)}${rest.slice(s.index + s.match.length)}`;
  return !test(cue.NEXT_DAY, rest);
};

/** `yes` on affirmed hits, else `no` on the negative ones, else not read. */
function settle(yes: readonly Hit[], no: readonly Hit[]): FactValue | undefined {
  if (yes.length > 0) return factOf('yes', yes);
  return no.length > 0 ? factOf('no', no) : undefined;
}

/** 1904.7(b)(2): the employee died (not a patient or a relative; not a feared outcome). */
export function readDeath(texts: readonly CaseText[]): FactValue | undefined {
  const hits = own(scan(texts, cue.DEATH)).filter(
    (h) => !test(cue.OTHER_AFTER, after(h)) && !test(cue.OTHER_DIED, before(h)),
  );
  return settle(affirmed(hits), negated(hits));
}

/** 1904.7(b)(6): unconscious for any length of time; "nearly fainted" and "no LOC" are not. */
export function readLossOfConsciousness(texts: readonly CaseText[]): FactValue | undefined {
  const hits = own(scan(texts, cue.LOC)).filter((h) => !test(cue.NEAR, before(h)));
  return settle(affirmed(hits), [...negated(hits), ...literalHits(texts, cue.CONSCIOUS)]);
}

/**
 * 1904.7(b)(3): days away after the day of the injury, taken or recommended by a professional even if the
 * employee worked anyway ((b)(3)(ii)); the injury day alone does not count ((b)(3)(i)).
 */
export function readDaysAway(texts: readonly CaseText[]): {
  fact: FactValue | undefined;
  hits: Hit[];
} {
  const hits = own(scanAll(texts, cue.DAYS_AWAY));
  // (b)(3)(iii): days the employee chose to stay home after a professional's release are not days away; nor
  // (b)(3) are days away for another reason named in the same sentence.
  const released = literalHits(texts, cue.RELEASED).length > 0;
  const chosen = (h: Hit) =>
    (released && test(cue.OWN_CHOICE, h.sentence)) || test(cue.OTHER_REASON_AWAY, h.sentence);
  const counted = affirmed(hits).filter((h) => !sameDayOnly(h) && !chosen(h));
  const sentHome = own(literalHits(texts, cue.SAME_DAY_ONLY)).filter(
    (h) => /\b(home|left|off)\b/i.test(h.sentence) && sameDayOnly(h),
  );
  const no = [
    ...negated(hits),
    ...affirmed(hits).filter((h) => sameDayOnly(h) || chosen(h)),
    ...own(literalHits(texts, cue.NO_DAYS_AWAY)),
    ...sentHome,
  ];
  const decided = chosenSide(texts, counted, no);
  if (decided !== null)
    return {
      fact: factOf(decided.value, decided.why),
      hits: decided.value === 'yes' ? counted : [],
    };
  return { fact: settle(counted, no), hits: counted };
}

/**
 * 1904.7(b)(4): kept from a routine function or a full workday after the injury day, or a professional
 * recommended it (followed or not, (b)(4)(viii)). Not when it covers only the injury day ((b)(4)(iii)), when the
 * task is done less than weekly and every routine function and full shift was worked ((b)(4)(ii), (iv)), or when
 * a vague "light duty" was clarified as every routine function and the full shift ((b)(4)(vii)).
 */
/** Kilograms or pounds, in pounds. */
const pounds = (value: string, unit: string): number =>
  Number(value) * (/^k/i.test(unit) ? 2.2046 : 1);

/**
 * (b)(4)(i)-(ii): a lifting limit at or above the heaviest load the job's own duties name keeps the employee
 * from no routine function.
 */
function limitAboveJob(
  counted: readonly Hit[],
  jobDuties: string | undefined,
  texts: readonly CaseText[],
): boolean {
  // The job's heaviest load from the job-duties field, else from a sentence of the case that sets no limit
  // ("the heaviest thing is her cash drawer, about 8 lb").
  const source =
    jobDuties ??
    scan(texts, cue.JOB_MAX_LOAD).find((h) => !test(cue.LIFT_LIMIT, h.sentence))?.match ??
    '';
  const job = cue.JOB_MAX_LOAD.exec(source);
  if (job === null || counted.length === 0) return false;
  const jobMax = pounds(job[2]!, job[3]!);
  return counted.every((h) => {
    const limit = cue.LIFT_LIMIT.exec(h.sentence);
    return limit !== null && pounds(limit[4]!, limit[5]!) >= jobMax;
  });
}

/** The weekday (0 = Sunday) a name or abbreviation stands for ("Thurs", "wed", "Saturday"). */
const weekdayIndex = (name: string): number =>
  cue.WEEKDAYS.findIndex((d) => d.startsWith(name.slice(0, 3).toLowerCase()));

/** The weekdays (0 = Sunday) a sentence names. */
function weekdaysIn(sentence: string): number[] {
  const names = [...sentence.matchAll(cue.WEEKDAY_FULL), ...sentence.matchAll(cue.WEEKDAY_SHORT)];
  return names.map((m) => weekdayIndex(m[0]));
}

/**
 * Whether a sentence is about a day after the injury: it says so ("the next day"), or it names a weekday other
 * than the injury's (from `incident_date`; without the date, any weekday named outside the incident's account).
 */
function aboutLaterDay(h: Hit, injuryWeekday: number | null): boolean {
  // The whole sentence: clauses split at a semicolon share their day ("Wed he came in ...; sent home after 4 hrs").
  const head = h.text.text.slice(0, h.sentenceStart);
  const from = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n')) + 1;
  const sentence = `${head.slice(from)}${h.sentence}`;
  if (test(cue.LATER_DAY, sentence)) return true;
  const days = weekdaysIn(sentence);
  if (days.length === 0) return false;
  return injuryWeekday === null
    ? !h.text.where.startsWith('case.incident')
    : days.some((d) => d !== injuryWeekday);
}

/** The weekday of an ISO date (0 = Sunday), or null. */
function weekdayOf(date: string | undefined): number | null {
  const day = date === undefined ? Number.NaN : Date.parse(`${date.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(day) ? null : new Date(day).getUTCDay();
}

/**
 * (b)(3)(ii), (b)(4)(viii): when the employer chose one of differing recommendations as the most authoritative,
 * the side whose sentences name the chosen one; null when no choice is stated or it names neither side.
 */
function chosenSide(
  texts: readonly CaseText[],
  yes: readonly Hit[],
  no: readonly Hit[],
): { value: 'yes' | 'no'; why: Hit[] } | null {
  if (yes.length === 0 || no.length === 0) return null;
  const chose = literalHits(texts, cue.CHOSE_RECOMMENDATION);
  const named = chose.length === 0 ? null : cue.CHOSE_RECOMMENDATION.exec(chose[0]!.sentence);
  const who = named?.[3]?.trim().toLowerCase();
  if (who === undefined || who.length < 2) return null;
  const names = (hits: readonly Hit[]) => hits.some((h) => h.sentence.toLowerCase().includes(who));
  if (names(no) && !names(yes)) return { value: 'no', why: [...chose, ...no] };
  if (names(yes) && !names(no)) return { value: 'yes', why: [...chose, ...yes] };
  return null;
}

export function readRestrictedWork(
  texts: readonly CaseText[],
  jobDuties?: string,
  incidentDate?: string,
): FactValue | undefined {
  const injuryWeekday = weekdayOf(incidentDate);
  const partial = own(scan(texts, cue.PARTIAL_SHIFT)).filter(
    (h) => !h.negated && aboutLaterDay(h, injuryWeekday),
  );
  // (b)(4)(i): "keep working as tolerated" lets the employee go on working; it keeps them from nothing.
  const hits = [
    ...own(scanAll(texts, cue.RESTRICTED)).filter(
      (h) => !(test(cue.VAGUE, h.match) && test(cue.GO_ON_AS_TOLERATED, h.sentence)),
    ),
    ...partial,
  ];
  const counted = affirmed(hits).filter((h) => !sameDayOnly(h));
  const no = [
    ...negated(hits),
    ...affirmed(hits).filter(sameDayOnly),
    ...own(literalHits(texts, cue.NO_RESTRICTION)),
  ];
  if (counted.length === 0) return settle([], no);
  const chosen = chosenSide(texts, counted, no);
  if (chosen !== null) return factOf(chosen.value, chosen.why);
  const all = texts.map((t) => t.text).join(' ');
  if (
    counted.every((h) => test(cue.VAGUE, h.match)) &&
    test(cue.CLARIFIED_FUNCTIONS, all) &&
    test(cue.CLARIFIED_SHIFT, all)
  ) {
    return factOf('no', literalHits(texts, cue.CLARIFIED_FUNCTIONS));
  }
  if (limitAboveJob(counted, jobDuties, texts)) return factOf('no', counted);
  // A weekly task makes the restricted one routine only when its sentence names the restricted activity and is
  // not about the rest of the job ("everything else he does every day"; "front desk every day" says nothing about
  // the monthly van run a no-driving note keeps her from).
  const activities = counted.flatMap((h) =>
    [...h.match.matchAll(cue.ACTIVITY)].map((m) => m[1]!.toLowerCase()),
  );
  const weeklyTask = literalHits(texts, cue.WEEKLY).some(
    (h) =>
      !test(cue.OTHER_DUTIES, h.sentence) &&
      (activities.length === 0 || activities.some((a) => h.sentence.toLowerCase().includes(a))),
  );
  const notRoutine =
    (test(cue.NOT_ROUTINE, all) && !weeklyTask) || test(cue.JOB_NEVER_REQUIRES, all);
  if (notRoutine) {
    const why = [
      ...literalHits(texts, cue.NOT_ROUTINE),
      ...literalHits(texts, cue.JOB_NEVER_REQUIRES),
    ];
    const done = literalHits(texts, cue.ALL_ROUTINE_DONE);
    // Done less than weekly: not a routine function; with the rest of the job and full shifts worked, no restriction.
    return done.length > 0
      ? factOf('no', [...why, ...done])
      : factOf('unknown', [...counted, ...why]);
  }
  return factOf('yes', counted);
}

/** 1904.7(b)(4)(ix)-(x): assigned to another job for all or part of a day after the injury day. */
export function readJobTransfer(texts: readonly CaseText[]): FactValue | undefined {
  const hits = own(scanAll(texts, cue.TRANSFER));
  return settle(
    affirmed(hits).filter((h) => !sameDayOnly(h)),
    [...negated(hits), ...affirmed(hits).filter(sameDayOnly)],
  );
}

/** What the number reader leaves to these: "x3 days", "a week", "Friday through Monday". */
const TIMES_DAYS = /\bx ?(\d{1,3}) ?(days?|d)\b/gi;
const TIMES_WEEKS = /\bx ?(\d{1,2}) ?(weeks?|wks?)\b/gi;
const A_WEEK = /\b(a|one) (full )?(week|wk)\b/gi;
const DAY_RANGE =
  /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]{0,6} ?(through|thru|to|-|until) ?(sun|mon|tue|wed|thu|fri|sat)[a-z]{0,6}/gi;
/** Calendar days per unit of a number read by src/language. */
const DAYS_PER: Readonly<Record<string, number>> = { day: 1, week: 7 };
/** Vague quantities are no count ("a few days"). */
const VAGUE_NUMBER = /few|several|some|couple of weeks/i;

/**
 * Calendar days named near a days-away mention ("off work 2 days", "out two wks", "Friday through Monday"),
 * numbers in words read by src/language; null when none (shifts are not calendar days, "a few" is no count).
 */
export function countDaysAway(hits: readonly Hit[]): number | null {
  let best: number | null = null;
  const take = (n: number | null) => {
    if (n !== null && n > 0 && (best === null || n > best)) best = Math.min(n, 3650);
  };
  for (const h of hits) {
    const near = h.sentence.slice(Math.max(0, h.index - 30), h.index + h.match.length + 40);
    for (const n of numbersIn(analyze(near))) {
      const per = n.unit === undefined ? undefined : DAYS_PER[n.unit.name];
      if (per !== undefined && !(n.approximate && VAGUE_NUMBER.test(n.text)))
        take(Math.round((n.high ?? n.value) * per));
    }
    for (const m of near.matchAll(TIMES_DAYS)) take(Number(m[1]));
    for (const m of near.matchAll(TIMES_WEEKS)) take(Number(m[1]) * 7);
    if (near.search(A_WEEK) >= 0) take(7);
    for (const m of near.matchAll(DAY_RANGE)) {
      const from = weekdayIndex(m[1]!);
      const to = weekdayIndex(m[3]!);
      take(((to - from + 7) % 7) + 1);
    }
  }
  return best;
}
