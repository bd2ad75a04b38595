/**
 * What the resolution rules find for a card part, and the one-line reason a verdict carries. Each rule names the
 * spec rule it implements (shared spec, "States and transitions": the nudge card exits, and "POST
 * /api/nudge/check_resolution" rules 2-4). Reasons name segment ids and the kind of evidence, never transcript words.
 */
import type { JudgeStatus } from '../judge.ts';

/** Rules that resolve a card ("States and transitions", open -> resolved by `engine_resolved`). */
const RESOLVING = [
  'asked-answered',
  'proxy-answered',
  'volunteered',
  'stated',
  'action-done',
  'discussed',
  'moved-past',
] as const;
/** Rules that keep it open. */
const OPEN = [
  'safety',
  'partial',
  'one-part',
  'wrong-target',
  'unanswered',
  'deferred',
  'topic-only',
  'not-mentioned',
] as const;

export type ResolvingRule = (typeof RESOLVING)[number];
export type OpenRule = (typeof OPEN)[number];
export type Rule = ResolvingRule | OpenRule;

/** A rule's finding on one part: the turns (window indexes) that carry the evidence. */
export interface Finding {
  rule: Rule;
  turns: readonly number[];
  /** What kind of answer or action the evidence shows, for the reason ("a 0-10 rating", "the referral"). */
  what?: string;
  /** Answered no ("any medicines?" / "no, nothing"): the card's follow-on parts on the same topic are moot. */
  negative?: boolean;
}

const resolving: ReadonlySet<string> = new Set(RESOLVING);

export function resolves(f: Finding): boolean {
  return resolving.has(f.rule);
}

/** Open findings ranked: the most telling one explains the card (a partial answer says more than silence). */
const OPEN_RANK: Readonly<Record<OpenRule, number>> = {
  safety: 0,
  'one-part': 1,
  'wrong-target': 2,
  partial: 3,
  deferred: 4,
  unanswered: 5,
  'topic-only': 6,
  'not-mentioned': 7,
};

/** The more telling of two open findings. */
export function moreTelling(a: Finding | null, b: Finding): Finding {
  if (a === null) return b;
  return OPEN_RANK[a.rule as OpenRule] <= OPEN_RANK[b.rule as OpenRule] ? a : b;
}

/** The judge status of a card's finding: partial answers stay `partial` (spec rule 3), others `not_addressed`. */
export function statusOf(f: Finding): JudgeStatus {
  if (f.rule === 'moved-past') return 'moved_past';
  if (resolves(f)) return 'addressed';
  return f.rule === 'partial' || f.rule === 'one-part' || f.rule === 'wrong-target'
    ? 'partial'
    : 'not_addressed';
}

const SAYS: Readonly<Record<Rule, string>> = {
  'asked-answered': 'Asked and answered with {what}',
  'proxy-answered': 'Asked and answered for the patient, with {what}',
  volunteered: 'The patient side volunteered {what}',
  stated: 'The care team stated {what}',
  'action-done': 'The {what} was done in the visit',
  discussed: 'The clinician gave the substance of the discussion',
  'moved-past': 'The conversation moved past the card: {what}',
  safety: 'Safety category: never auto-resolved',
  partial: 'Only a partial or vague answer',
  'one-part': 'Only part of the card was done',
  'wrong-target': 'The answer was about a different target',
  unanswered: 'Asked but not answered',
  deferred: 'Planned, put off or declined, not done',
  'topic-only': 'The topic came up but not what the card asks for',
  'not-mentioned': 'Nothing in the window addresses the card',
};

/** One line naming the segments, no transcript words. */
export function reasonOf(f: Finding, ids: readonly string[]): string {
  const text = SAYS[f.rule].replace('{what}', f.what ?? 'the answer');
  return ids.length === 0
    ? `${text}.`
    : `${text} (${ids.length > 1 ? 'segments' : 'segment'} ${ids.join(', ')}).`;
}
