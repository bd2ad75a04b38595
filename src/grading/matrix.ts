/**
 * The KPI matrix as data: the seven priorities, the KPIs beneath them, which roles own each KPI with a
 * fixed per-role weight, and how each KPI is measured. These are the service's configured defaults,
 * versioned by MATRIX_VERSION; they are not published standards. docs/grading.md gives the reason for
 * every number.
 */

/** Bump whenever a KPI, owner, weight, target or limit changes: scores are not comparable across versions. */
export const MATRIX_VERSION = 'ohds-grading-1.0.0';

export const ROLES = ['ptp', 'case_mgr', 'frontline', 'navigator'] as const;
export type Role = (typeof ROLES)[number];

/** The seven priorities, in the order they appear in every result. */
export const PRIORITY_KEYS = [
  'clinical_effectiveness',
  'care_quality',
  'timeliness',
  'patient_experience',
  'employer_experience',
  'resource_utilization',
  'case_handling',
] as const;
export type PriorityKey = (typeof PRIORITY_KEYS)[number];

/** Opening/closing event families paired by `ref` (spec, signal table). */
export type PairFamily =
  | 'encounter_note'
  | 'handoff_note'
  | 'issue'
  | 'task'
  | 'thread'
  | 'question';

/** A duration scored 1 at or under `targetHours`, 0 at or over `limitHours`, linear in between. */
export interface DurationBand {
  targetHours: number;
  limitHours: number;
}

/** How a KPI is measured from the normalised signals. */
export type Measure =
  /** No signal group informs this KPI yet: always uncovered. */
  | { type: 'no_signal' }
  /** Earliest case anchor to the member's earliest event of `kind`. */
  | ({ type: 'first_response'; kind: string } & DurationBand)
  /** Each case anchor to the member's first event of `kind` after it (before the next anchor). */
  | ({ type: 'anchored'; kind: string } & DurationBand)
  /** Opening event to its closing event, paired by `ref`. */
  | ({ type: 'paired'; families: readonly PairFamily[] } & DurationBand)
  /** Share of the member's measured timeliness intervals that met their KPI's target. */
  | { type: 'consistency'; minIntervals: number }
  /** Mean of `required_fields_present / required_fields_total` (referrals also `packet_complete`). */
  | { type: 'completeness'; group: 'documentation' | 'referrals' }
  /** Share of required filings filed by their due time. */
  | { type: 'filing' }
  /** Share of orders that are not repeats of an earlier order code without a new indication. */
  | { type: 'orders' };

export interface KpiDefinition {
  key: string;
  priority: PriorityKey;
  /** Owning roles and their fixed weight within the priority (weights of one role in one priority sum to 1). */
  weights: Partial<Record<Role, number>>;
  measure: Measure;
}

export const KPIS: readonly KpiDefinition[] = [
  // clinical_effectiveness: no current signal group carries outcomes (spec: returns null today).
  {
    key: 'functional_improvement',
    priority: 'clinical_effectiveness',
    weights: { ptp: 0.6, frontline: 0.5 },
    measure: { type: 'no_signal' },
  },
  {
    key: 'return_to_work_progress',
    priority: 'clinical_effectiveness',
    weights: { ptp: 0.4, case_mgr: 1, frontline: 0.5 },
    measure: { type: 'no_signal' },
  },

  // care_quality
  {
    key: 'documentation_completeness',
    priority: 'care_quality',
    weights: { ptp: 0.5, case_mgr: 0.4, frontline: 0.7 },
    measure: { type: 'completeness', group: 'documentation' },
  },
  {
    key: 'referral_completeness',
    priority: 'care_quality',
    weights: { ptp: 0.3, case_mgr: 0.3, frontline: 0.3, navigator: 1 },
    measure: { type: 'completeness', group: 'referrals' },
  },
  {
    key: 'regulatory_completeness',
    priority: 'care_quality',
    weights: { ptp: 0.2, case_mgr: 0.3 },
    measure: { type: 'filing' },
  },

  // timeliness (frontline owns the spec's five keys)
  {
    key: 'time_to_first_response',
    priority: 'timeliness',
    weights: { ptp: 0.2, case_mgr: 0.35, frontline: 0.25, navigator: 0.5 },
    measure: { type: 'first_response', kind: 'first_contact', targetHours: 24, limitHours: 72 },
  },
  {
    key: 'decision_latency',
    priority: 'timeliness',
    weights: { ptp: 0.35, case_mgr: 0.25, frontline: 0.2 },
    measure: { type: 'anchored', kind: 'decision_made', targetHours: 24, limitHours: 120 },
  },
  {
    key: 'documentation_timeliness',
    priority: 'timeliness',
    weights: { ptp: 0.3, case_mgr: 0.15, frontline: 0.2, navigator: 0.2 },
    measure: { type: 'paired', families: ['encounter_note'], targetHours: 24, limitHours: 72 },
  },
  {
    key: 'intervention_timing',
    priority: 'timeliness',
    weights: { ptp: 0.15, frontline: 0.2 },
    measure: { type: 'anchored', kind: 'intervention_started', targetHours: 72, limitHours: 336 },
  },
  {
    key: 'responsiveness_consistency',
    priority: 'timeliness',
    weights: { case_mgr: 0.25, frontline: 0.15, navigator: 0.3 },
    measure: { type: 'consistency', minIntervals: 2 },
  },

  // patient_experience: no current signal group carries patient-reported experience (spec: null today).
  {
    key: 'patient_reported_experience',
    priority: 'patient_experience',
    weights: { ptp: 1, frontline: 1, navigator: 1 },
    measure: { type: 'no_signal' },
  },

  // employer_experience: the update-timeliness KPI is covered today; reported satisfaction is not.
  {
    key: 'employer_update_timeliness',
    priority: 'employer_experience',
    weights: { ptp: 0.5, case_mgr: 0.6, navigator: 0.6 },
    measure: { type: 'anchored', kind: 'employer_update_sent', targetHours: 24, limitHours: 120 },
  },
  {
    key: 'employer_reported_satisfaction',
    priority: 'employer_experience',
    weights: { ptp: 0.5, case_mgr: 0.4, navigator: 0.4 },
    measure: { type: 'no_signal' },
  },

  // resource_utilization
  {
    key: 'duplicate_order_avoidance',
    priority: 'resource_utilization',
    weights: { ptp: 1, frontline: 1 },
    measure: { type: 'orders' },
  },

  // case_handling
  {
    key: 'issue_resolution_time',
    priority: 'case_handling',
    weights: { ptp: 0.2, case_mgr: 0.3, frontline: 0.2, navigator: 0.3 },
    measure: { type: 'paired', families: ['issue'], targetHours: 48, limitHours: 240 },
  },
  {
    key: 'handoff_documentation',
    priority: 'case_handling',
    weights: { ptp: 0.3, case_mgr: 0.2, frontline: 0.4, navigator: 0.2 },
    measure: { type: 'paired', families: ['handoff_note'], targetHours: 4, limitHours: 24 },
  },
  {
    key: 'coordination_closure_time',
    priority: 'case_handling',
    weights: { ptp: 0.2, case_mgr: 0.3, frontline: 0.2, navigator: 0.3 },
    measure: { type: 'paired', families: ['task', 'thread'], targetHours: 72, limitHours: 240 },
  },
  {
    key: 'question_response_time',
    priority: 'case_handling',
    weights: { ptp: 0.3, case_mgr: 0.2, frontline: 0.2, navigator: 0.2 },
    measure: { type: 'paired', families: ['question'], targetHours: 8, limitHours: 48 },
  },
];

/** The KPIs a role owns under one priority, in matrix order (empty when the role does not own it). */
export function kpisFor(role: Role, priority: PriorityKey): KpiDefinition[] {
  return KPIS.filter((kpi) => kpi.priority === priority && kpi.weights[role] !== undefined);
}
