/**
 * The scorer: every care-team member, in request order, graded on the priorities their role owns.
 * KPI scores roll up to priorities by the role's fixed KPI weights (over scored KPIs only), and
 * priorities to the member by the caller's lever (over scored priorities only). A null is never a zero.
 */
import { CATALOG_VERSION } from '../catalog/version.ts';
import { kpisFor, MATRIX_VERSION, PRIORITY_KEYS, type PriorityKey, type Role } from './matrix.ts';
import { type MeasureContext, measureKpi } from './measures.ts';
import type { GradeCaseInput, GradePriorityInput, Lever } from './schema.ts';
import { type CaseEvidence, evidenceOf, normaliseSignals } from './signals.ts';

export type NotScoredReason = 'insufficient_signal' | 'not_yet_resolvable';

export interface KpiResult {
  key: string;
  score: number | null;
  covered: boolean;
  role_weight: number;
  rationale: string;
}

export interface PriorityResult {
  key: PriorityKey;
  score: number | null;
  coverage: number;
  not_scored_reason: NotScoredReason | null;
  kpis: KpiResult[];
}

export interface MemberResult<Reason extends string = NotScoredReason> {
  clinician_user_id_hash: string;
  role: Role;
  score: number | null;
  coverage: number;
  not_scored_reason: Reason | null;
  priorities: PriorityResult[];
}

export interface GradeCaseResult {
  members: MemberResult[];
  matrix_version: string;
  catalog_version: string;
}

export interface GradeOptions {
  /** The grading clock: a required filing not yet due is not yet resolvable. */
  now: Date;
}

/** Scores and coverage are reported to four decimals. */
const round = (n: number): number => Math.round(n * 10_000) / 10_000;

/** Weighted mean over entries with a score and positive weight; null when there are none. */
function weightedMean(
  entries: ReadonlyArray<{ score: number | null; weight: number }>,
): number | null {
  let sum = 0,
    weights = 0;
  for (const { score, weight } of entries) {
    if (score === null || weight <= 0) continue;
    sum += score * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}

/**
 * The lever as relative weights in [0, 1]: omitted keys weigh zero; absent, empty or all-zero means
 * equal weight. Dividing by the largest weight keeps only the ratios (and avoids overflow); resolving
 * each ratio to 1e-9 absorbs the last-bit float noise of scaling, so scaled levers give identical results.
 */
export function leverWeights(lever: Lever | null | undefined): Record<PriorityKey, number> {
  const given = PRIORITY_KEYS.map((key) => lever?.[key] ?? 0);
  const max = Math.max(...given);
  const ratio = (w: number): number => (max > 0 ? Math.round((w / max) * 1e9) / 1e9 : 1);
  return Object.fromEntries(PRIORITY_KEYS.map((key, i) => [key, ratio(given[i]!)])) as Record<
    PriorityKey,
    number
  >;
}

const roundOrNull = (n: number | null): number | null => (n === null ? null : round(n));

/** One graded priority, with the unrounded score and KPI counts the member roll-up needs. */
interface GradedPriority {
  result: PriorityResult;
  exact: number | null;
  covered: number;
  total: number;
}

function gradePriority(role: Role, key: PriorityKey, ctx: MeasureContext): GradedPriority {
  const kpis = kpisFor(role, key);
  const evidence = kpis.map((kpi) => measureKpi(kpi.measure, ctx));
  const scores = evidence.map((e) => (e.state === 'scored' ? e.score : null));
  const exact = weightedMean(
    kpis.map((kpi, i) => ({ score: scores[i]!, weight: kpi.weights[role]! })),
  );
  const covered = scores.filter((s) => s !== null).length;
  return {
    result: {
      key,
      score: roundOrNull(exact),
      coverage: round(covered / kpis.length),
      // Pending evidence (an opening event without its closing event) outranks missing evidence.
      not_scored_reason:
        exact !== null
          ? null
          : evidence.some((e) => e.state === 'pending')
            ? 'not_yet_resolvable'
            : 'insufficient_signal',
      kpis: kpis.map((kpi, i) => ({
        key: kpi.key,
        score: roundOrNull(scores[i]!),
        covered: scores[i] !== null,
        role_weight: kpi.weights[role]!,
        rationale: evidence[i]!.rationale,
      })),
    },
    exact,
    covered,
    total: kpis.length,
  };
}

function gradeMember(
  member: GradeCaseInput['care_team'][number],
  evidence: CaseEvidence,
  weights: Record<PriorityKey, number>,
  now: number,
): MemberResult {
  const ctx: MeasureContext = {
    evidence,
    member: evidenceOf(evidence, member.clinician_user_id_hash),
    now,
  };
  const graded = PRIORITY_KEYS.filter((key) => kpisFor(member.role, key).length > 0).map((key) =>
    gradePriority(member.role, key, ctx),
  );
  const score = weightedMean(
    graded.map((g) => ({ score: g.exact, weight: weights[g.result.key] })),
  );
  const covered = graded.reduce((n, g) => n + g.covered, 0);
  const total = graded.reduce((n, g) => n + g.total, 0);
  const pending = graded.some(
    (g) => weights[g.result.key] > 0 && g.result.not_scored_reason === 'not_yet_resolvable',
  );
  return {
    clinician_user_id_hash: member.clinician_user_id_hash,
    role: member.role,
    score: roundOrNull(score),
    coverage: total === 0 ? 0 : round(covered / total),
    not_scored_reason:
      score !== null ? null : pending ? 'not_yet_resolvable' : 'insufficient_signal',
    priorities: graded.map((g) => g.result),
  };
}

/**
 * Grades every care-team member of one case (spec: "Grading result"). Pure: the clock comes in `now`.
 */
export function gradeCase(input: GradeCaseInput, { now }: GradeOptions): GradeCaseResult {
  const evidence = normaliseSignals(input.signals);
  const weights = leverWeights(input.priorities);
  return {
    members: input.care_team.map((member) => gradeMember(member, evidence, weights, now.getTime())),
    matrix_version: MATRIX_VERSION,
    catalog_version: CATALOG_VERSION,
  };
}

export interface GradePriorityResult {
  priority: PriorityKey;
  members: Array<MemberResult<NotScoredReason | 'not_owned'>>;
  matrix_version: string;
  catalog_version: string;
}

/**
 * The single-priority variant: every member in request order, graded on `priority` alone. A member whose
 * role does not own it gets `priorities: []`, a null score and `not_scored_reason: 'not_owned'`.
 */
export function gradeCasePriority(
  input: GradePriorityInput,
  options: GradeOptions,
): GradePriorityResult {
  const { priority } = input;
  const composite = gradeCase({ ...input, priorities: { [priority]: 1 } }, options);
  return {
    priority,
    members: composite.members.map((member) => {
      const owned = member.priorities.find((p) => p.key === priority);
      if (!owned)
        return {
          ...member,
          score: null,
          coverage: 0,
          not_scored_reason: 'not_owned' as const,
          priorities: [],
        };
      return {
        ...member,
        score: owned.score,
        coverage: owned.coverage,
        not_scored_reason: owned.not_scored_reason,
        priorities: [owned],
      };
    }),
    matrix_version: composite.matrix_version,
    catalog_version: composite.catalog_version,
  };
}
