/**
 * The general recording criteria that need no AI judgment (29 CFR 1904.7(b)(1)(i)-(iii), (v)): read from
 * `case.work_status` (decisive) and, where work_status is silent, from what the case text states
 * (reported as `unsure` until the officer confirms it in work_status). Pure.
 */
import type { RecordabilityCase } from './schema.ts';
import { caseSources, check, evidenceOf, type Evidence } from './text.ts';

export type DirectCriterion = 'fatality' | 'days_away' | 'restricted_duty_or_transfer' | 'loss_of_consciousness';
export const DIRECT_CRITERIA: readonly DirectCriterion[] = ['fatality', 'days_away', 'restricted_duty_or_transfer', 'loss_of_consciousness'];

export const DIRECT_REFS: Record<DirectCriterion, string> = {
  fatality: '29 CFR 1904.7(b)(2)',
  days_away: '29 CFR 1904.7(b)(3)',
  restricted_duty_or_transfer: '29 CFR 1904.7(b)(4)',
  loss_of_consciousness: '29 CFR 1904.7(b)(6)',
};

/** `criteria_met` booleans: deterministic, from work_status only (spec). */
export function criteriaFromWorkStatus(c: RecordabilityCase): Record<DirectCriterion, boolean> {
  const ws = c.work_status ?? {};
  return {
    fatality: ws.fatality === true,
    days_away: (ws.days_away ?? 0) > 0,
    restricted_duty_or_transfer: ws.restricted_duty === true || ws.job_transfer === true,
    loss_of_consciousness: ws.loss_of_consciousness === true,
  };
}

/** Whether work_status answers the criterion at all (true or false given). */
export function workStatusAnswers(c: RecordabilityCase, k: DirectCriterion): boolean {
  const ws = c.work_status ?? {};
  switch (k) {
    case 'fatality':
      return ws.fatality !== undefined;
    case 'days_away':
      return ws.days_away !== undefined;
    case 'restricted_duty_or_transfer':
      return ws.restricted_duty !== undefined || ws.job_transfer !== undefined;
    case 'loss_of_consciousness':
      return ws.loss_of_consciousness !== undefined;
  }
}

const TEXT_PATTERNS: Record<DirectCriterion, RegExp> = {
  fatality: /\bdied\b|\bdeath\b|fatal(ity|ly)?|deceased|passed away|was killed/,
  days_away: /days? (away|off)( from work)?|off work|lost[- ]time|lost work ?days?|(missed|lost) (\w{1,30} )?(days?|shifts?) of work|missed work|(kept|taken) off work|stay(ed)? home from work|not (to )?return to work (for|until)|unable to work|excused from work|sent home|(should|must|could|was (told|advised|instructed)|were (told|advised|instructed)|(told|advised|instructed) (him|her|them|the (employee|worker))) not (to )?(work|report to work|return to work)\b(?! (restrictions?|limitations?))|(stay|remain) (at )?home (for|on|until|through)\b/,
  restricted_duty_or_transfer: /(with|under|on) (work |job |activity |lifting |duty )?restrictions|restrictions?:|light duty|restricted (duty|work|lifting|from|to)|(work|lifting|activity|job|duty) restrictions?|restrictions? (on|of|to|from|for)|modified (duty|work)|no lifting|limited duty|desk duty|transfer(red)? to (another|a different) (job|position|department)|reassigned|restricted from|(told|advised|instructed|directed|cleared|asked) ((him|her|them|the (employee|worker)) )?(not to|to avoid|against) (climb|lift|kneel|squat|drive|operate|carry|push|pull|bend|reach|stand|walk|type|grip|use|crawl|bear weight)\w{0,30}|(should|must|may|could) not (climb|lift|kneel|squat|drive|operate|carry|push|pull|bend|reach|stand|grip|type|crawl|bear weight)\w{0,30}|\bavoid (climbing|lifting|kneeling|squatting|driving|operating|carrying|pushing|pulling|bending|reaching|overhead work|repetitive|gripping|crawling|standing|walking)|(limited|restricted) ((him|her|them|the (employee|worker)) )?to (\w{1,30})[- ]hours?|(\w{1,30})[- ]hours? (per|a|each) (day|shift) instead of|(shortened|reduced|partial|half)[- ](shifts?|work ?days?|schedule|hours)|not (to )?work (a |the |his |her |their )?full (work ?day|shift|day)|(moved|transferred|assigned|switched|placed|reassigned) (\w{1,30} ){0,3}to (another|a different) (job|position|department|area|line|unit|task)|(moved|transferred|switched|reassigned) (\w{1,30} ){0,3}to the \w{1,30} (department|position|unit)|(a|another) different job\b|to another job\b/,
  loss_of_consciousness: /lost consciousness|loss of consciousness|\bLOC\b|unconscious|passed out|blacked out|knocked out|fainted|syncop\w{0,30}/,
};

/** What the case text states about each criterion (never decisive: the combiner reports it as `unsure`). */
export function criteriaFromText(c: RecordabilityCase): Record<DirectCriterion, Evidence> {
  const sources = caseSources(c);
  const out = {} as Record<DirectCriterion, Evidence>;
  for (const k of DIRECT_CRITERIA) {
    const mentions = check(sources, TEXT_PATTERNS[k]).mentions.map((m) =>
      // 1904.7(b)(3)(i), (b)(4)(iii): time off or a restriction only on the day of the injury does not count.
      SAME_DAY_ONLY.test(m.sentence) && (k === 'days_away' || k === 'restricted_duty_or_transfer') ? { ...m, negated: true } : m,
    );
    out[k] = evidenceOf(mentions);
  }
  // 1904.7(b)(4)(ii), (iv): a restriction from a function done less than once a week, with every routine function
  // and full shifts still worked, is not restricted work.
  const all = sources.map((s) => s.text).join(' ');
  if (out.restricted_duty_or_transfer === 'affirmed' && ((NOT_ROUTINE.test(all) && !WEEKLY.test(all)) || JOB_NEVER_REQUIRES.test(all)) && ALL_ROUTINE_DONE.test(all)) {
    out.restricted_duty_or_transfer = 'negated';
  }
  return out;
}

const NOT_ROUTINE = /\b(once|twice|two times|a few times|several times) (a|per|every) (month|quarter|year)|\b(monthly|quarterly|annually|yearly|seldom|rarely)\b|(less|fewer) than (once )?(a|per) week/i;
const JOB_NEVER_REQUIRES = /\b(job|work|duties|position|role) (never|rarely|does not|doesn't|do not|don't) (requires?|involves?|calls? for|includes?)\b/i;
const WEEKLY = /\b(every|each|per|a) (day|shift|week)\b|\b(daily|weekly)\b/i;
const ALL_ROUTINE_DONE = /\b(did|performed|does|performs|continued|kept doing|kept performing) (all|every one) of (his|her|their) (regular|usual|routine|normal|other|job)( \w{1,30})? (duties|tasks|functions|work)|(all|every one) of (his|her|their) (regular|usual|routine|normal)( \w{1,30})? (duties|tasks|functions|job)/i;

const SAME_DAY_ONLY = /\b(rest|remainder|balance) of (the|his|her|their|that) (day|shift)|for the day of (the )?injury|only (on )?the day of (the )?injury/i;

export const CRITERION_QUESTIONS: Record<DirectCriterion, string> = {
  fatality: 'Did the employee die as a result of the injury or illness?',
  days_away: 'Did a physician or other licensed health care professional recommend, or did the employee take, days away from work after the day of the injury? How many calendar days?',
  restricted_duty_or_transfer: 'Was the employee kept from any routine job function (done at least weekly) or from a full workday, or transferred to another job, after the day of the injury?',
  loss_of_consciousness: 'Did the employee lose consciousness at any time?',
};
