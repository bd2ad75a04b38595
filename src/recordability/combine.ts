/**
 * The deterministic combiner: folds the five factor analyses along the 1904.4 decision tree
 * (work-related AND new case AND at least one recording criterion; an exception ruled in negates
 * work-relatedness) into `recordability_score`, the confidence report, `criteria_met`, the criteria
 * transparency block and the merged missing-information list. Pure: same input, same output.
 */
import {
  CRITERION_QUESTIONS,
  criteriaFromText,
  criteriaFromWorkStatus,
  DIRECT_CRITERIA,
  DIRECT_REFS,
  workStatusAnswers,
  type DirectCriterion,
} from './criteria.ts';
import { FACTOR_NAMES, type FactorName, type FactorResult, type Leaning, type RecordabilityCase } from './schema.ts';

export type Factors = Record<FactorName, FactorResult>;

/** Weight of a text-stated criterion not yet confirmed in work_status. */
const TEXT_CRITERION_LIKELIHOOD = 0.8;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** 1 for each required description (0.2 together), 0.1 per optional block, 0.03 per optional incident/injury field. */
export function inputCompleteness(c: RecordabilityCase): number {
  const blocks = [c.employee, c.treatment, c.prior_condition, c.statements, c.work_status].filter(
    (b) => b !== undefined && (Array.isArray(b) ? b.length > 0 : Object.keys(b).length > 0),
  ).length;
  const i = c.incident;
  const j = c.injury;
  const fields = [i.incident_date, i.reported_date, i.location_context, i.activity_at_time, i.during_assigned_hours, j.body_part, j.diagnosis, j.icd_category, j.symptom_onset_date, j.onset_type].filter(
    (v) => v !== undefined && v !== '',
  ).length;
  return round(0.2 + 0.1 * blocks + 0.03 * fields);
}

export function tierOf(overall: number): 'high' | 'moderate' | 'low' {
  return overall >= 0.75 ? 'high' : overall >= 0.5 ? 'moderate' : 'low';
}

type Verdict = Leaning;
interface CriterionRow {
  criterion: DirectCriterion | 'medical_treatment_beyond_first_aid' | 'significant_condition_or_specific_criteria';
  ref: string;
  met: Verdict;
  basis: 'work_status' | 'case_text' | 'factor:treatment' | 'factor:significance' | 'not_stated';
  likelihood: number;
}

export interface CombinedResult {
  recordability_score: number;
  confidence: { overall: number; tier: 'high' | 'moderate' | 'low'; breakdown: { input_completeness: number; model_certainty: number } };
  criteria_met: Record<DirectCriterion, boolean> & {
    medical_treatment_beyond_first_aid: Verdict;
    significant_condition_or_specific_criteria: Verdict;
  };
  criteria: {
    decision_rule: string;
    recordable_leaning: Verdict;
    work_related: WorkRelated;
    new_case: { verdict: Verdict; likelihood: number; basis: FactorName[] };
    recording_criteria: { verdict: Verdict; likelihood: number; rows: CriterionRow[] };
    score_formula: string;
  };
  missing_information: Array<{ question: string; factors: string[] }>;
}

export interface WorkRelated {
  verdict: Verdict;
  likelihood: number;
  exception_ruled_in: boolean;
  basis: FactorName[];
}

/** 1904.5: work-relatedness after exceptions; an exception ruled in negates it. */
export function combineWorkRelatedness(wr: FactorResult, ex: FactorResult): WorkRelated {
  const ruledIn = ex.leaning === 'yes';
  const verdict: Verdict = ruledIn ? 'no' : ex.leaning === 'unsure' && wr.leaning === 'yes' ? 'unsure' : wr.leaning;
  return { verdict, likelihood: round(wr.likelihood * (1 - ex.likelihood)), exception_ruled_in: ruledIn, basis: ['work_relatedness', 'exceptions'] };
}

function and3(a: Verdict, b: Verdict, c: Verdict): Verdict {
  if (a === 'no' || b === 'no' || c === 'no') return 'no';
  return a === 'yes' && b === 'yes' && c === 'yes' ? 'yes' : 'unsure';
}

/** Combines the five factor analyses for one case. */
export function combineFactors(factors: Factors, c: RecordabilityCase): CombinedResult {
  const wr = factors.work_relatedness;
  const ex = factors.exceptions;
  const rec = factors.recurrence;
  const tr = factors.treatment;
  const sig = factors.significance;

  const work = combineWorkRelatedness(wr, ex);
  const pWork = work.likelihood;
  const workVerdict = work.verdict;

  // 1904.7(b)(1): the general criteria; work_status is decisive, text-stated outcomes are unconfirmed.
  const direct = criteriaFromWorkStatus(c);
  const stated = criteriaFromText(c);
  const rows: CriterionRow[] = DIRECT_CRITERIA.map((k) => {
    if (direct[k]) return { criterion: k, ref: DIRECT_REFS[k], met: 'yes', basis: 'work_status', likelihood: 1 };
    if (workStatusAnswers(c, k)) return { criterion: k, ref: DIRECT_REFS[k], met: 'no', basis: 'work_status', likelihood: 0 };
    if (stated[k] === 'affirmed') return { criterion: k, ref: DIRECT_REFS[k], met: 'unsure', basis: 'case_text', likelihood: TEXT_CRITERION_LIKELIHOOD };
    if (stated[k] === 'negated') return { criterion: k, ref: DIRECT_REFS[k], met: 'no', basis: 'case_text', likelihood: 0 };
    return { criterion: k, ref: DIRECT_REFS[k], met: 'no', basis: 'not_stated', likelihood: 0 };
  });
  rows.push(
    { criterion: 'medical_treatment_beyond_first_aid', ref: '29 CFR 1904.7(b)(5)', met: tr.leaning, basis: 'factor:treatment', likelihood: tr.likelihood },
    { criterion: 'significant_condition_or_specific_criteria', ref: '29 CFR 1904.7(b)(7)', met: sig.leaning, basis: 'factor:significance', likelihood: sig.likelihood },
  );
  const anyDirect = DIRECT_CRITERIA.some((k) => direct[k]);
  const pCriterion = anyDirect ? 1 : 1 - rows.reduce((acc, r) => acc * (1 - r.likelihood), 1);
  const criterionVerdict: Verdict = rows.some((r) => r.met === 'yes') ? 'yes' : rows.some((r) => r.met === 'unsure') ? 'unsure' : 'no';

  const score = round(pWork * rec.likelihood * pCriterion);
  const modelCertainty = round(FACTOR_NAMES.reduce((s, f) => s + factors[f].certainty, 0) / FACTOR_NAMES.length);
  const completeness = inputCompleteness(c);
  const overall = round(0.5 * completeness + 0.5 * modelCertainty);

  return {
    recordability_score: score,
    confidence: { overall, tier: tierOf(overall), breakdown: { input_completeness: completeness, model_certainty: modelCertainty } },
    criteria_met: { ...direct, medical_treatment_beyond_first_aid: tr.leaning, significant_condition_or_specific_criteria: sig.leaning },
    criteria: {
      decision_rule:
        'Recordable when work-related (1904.5) AND a new case (1904.6) AND at least one recording criterion (1904.7-1904.11); an exception ruled in negates work-relatedness. Fatality, days away, restricted work or transfer and loss of consciousness from work_status satisfy the criterion branch without AI judgment.',
      recordable_leaning: and3(workVerdict, rec.leaning, criterionVerdict),
      work_related: work,
      new_case: { verdict: rec.leaning, likelihood: rec.likelihood, basis: ['recurrence'] },
      recording_criteria: { verdict: criterionVerdict, likelihood: round(pCriterion), rows },
      score_formula:
        'recordability_score = P(work-related) x P(new case) x P(criterion), where P(work-related) = work_relatedness.likelihood x (1 - exceptions.likelihood), P(new case) = recurrence.likelihood, and P(criterion) = 1 when work_status meets a criterion, else 1 - product(1 - p) over the rows (0.8 for an outcome stated only in the text, the treatment and significance likelihoods).',
    },
    missing_information: mergeQuestions(factors, rows),
  };
}

/** Unsure factors' questions first (factor order), then unconfirmed criteria, then the rest; duplicates merged. */
export function mergeQuestions(factors: Partial<Factors>, rows: CriterionRow[]): Array<{ question: string; factors: string[] }> {
  const merged = new Map<string, string[]>();
  const add = (q: string, from: string) => merged.set(q, [...new Set([...(merged.get(q) ?? []), from])]);
  const present = FACTOR_NAMES.filter((f) => factors[f] !== undefined);
  const unsure = (f: FactorName) => factors[f]!.leaning === 'unsure';
  for (const f of present.filter(unsure)) for (const q of factors[f]!.missing_information) add(q, f);
  for (const r of rows) {
    if (r.basis === 'case_text' && r.met === 'unsure') add(CRITERION_QUESTIONS[r.criterion as DirectCriterion], 'criteria');
  }
  const silent = rows.filter((r) => r.basis === 'not_stated').map((r) => r.criterion.replaceAll('_', ' '));
  if (silent.length > 0) add(`The case does not state the work outcome: was there any ${silent.join(', ')}? (Record the answer in work_status.)`, 'criteria');
  for (const f of present.filter((f) => !unsure(f))) for (const q of factors[f]!.missing_information) add(q, f);
  return [...merged].map(([question, from]) => ({ question, factors: from }));
}
