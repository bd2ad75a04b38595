/**
 * The one decision engine: case facts in, everything the spec returns out (each factor's likelihood, leaning,
 * items, reasoning, citations, questions and certainty; `criteria_met`; `recordability_score`; `confidence`),
 * plus the criteria transparency block and the merged questions. Deterministic and pure. Confidence comes from
 * the provenance of the facts the decision rests on, so a decision that turns on an unknown fact is `low`.
 */
import type { Excerpts } from '../citations.ts';
import {
  type CaseFacts,
  FACTS,
  type FactKey,
  type FactValue,
  type Provenance,
  provenanceOf,
} from '../facts/schema.ts';
import {
  type AssistContext,
  FACTOR_NAMES,
  type FactorName,
  type FactorResult,
  type Lens,
  type RecordabilityCase,
} from '../schema.ts';
import { CRITERION_REFS } from './anchors.ts';
import { factorNodes, renderFactor } from './factors.ts';
import type { Verdict } from './logic.ts';
import { CRITERIA, type CriterionKey, type DecisionTree, decisionTree } from './tree.ts';

export type Factors = Record<FactorName, FactorResult>;
export type Tier = 'high' | 'moderate' | 'low';

export interface DecisionStep {
  fact: FactKey;
  value: FactValue['value'];
  provenance: Provenance;
  where: string | null;
  /** The case text touches this fact but no reader settled it: the presumption stands, less surely. */
  unsettled: boolean;
}

export interface CombinedResult {
  recordability_score: number;
  confidence: {
    overall: number;
    tier: Tier;
    breakdown: {
      input_completeness: number;
      /** The weakest evidence strength among the facts the decision rests on (0-1). */
      model_certainty: number;
      /** True when a fact the decision rests on is unknown: the tier is then `low`. */
      decided_on_unknown: boolean;
      /** The facts the decision rests on, with where each was read. */
      decision_path: DecisionStep[];
    };
  };
  criteria_met: {
    fatality: boolean;
    days_away: boolean;
    restricted_duty_or_transfer: boolean;
    loss_of_consciousness: boolean;
    medical_treatment_beyond_first_aid: Verdict;
    significant_condition_or_specific_criteria: Verdict;
  };
  criteria: {
    decision_rule: string;
    recordable_leaning: Verdict;
    work_related: {
      verdict: Verdict;
      likelihood: number;
      exception_ruled_in: boolean;
      place: DecisionTree['place'];
    };
    new_case: { verdict: Verdict; likelihood: number };
    recording_criteria: {
      verdict: Verdict;
      likelihood: number;
      rows: Array<{
        criterion: CriterionKey;
        ref: string;
        met: Verdict;
        provenance: Provenance;
        likelihood: number;
      }>;
    };
    score_formula: string;
  };
  missing_information: Array<{ question: string; factors: string[] }>;
  /** Reader notes for the reviewer (a structured field and the text disagree, and the like). */
  fact_notes: string[];
}

export interface Decision {
  combined: CombinedResult;
  factors: Factors;
  tree: DecisionTree;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

/** 0.2 for the two required descriptions, 0.1 per optional block, 0.03 per optional incident/injury field. */
function inputCompleteness(c: RecordabilityCase): number {
  const blocks = [c.employee, c.treatment, c.prior_condition, c.statements, c.work_status].filter(
    (b) => b !== undefined && (Array.isArray(b) ? b.length > 0 : Object.keys(b).length > 0),
  ).length;
  const i = c.incident;
  const j = c.injury;
  const fields = [
    i.incident_date,
    i.reported_date,
    i.location_context,
    i.activity_at_time,
    i.during_assigned_hours,
    j.body_part,
    j.diagnosis,
    j.icd_category,
    j.symptom_onset_date,
    j.onset_type,
  ].filter((v) => v !== undefined && v !== '').length;
  return round(0.2 + 0.1 * blocks + 0.03 * fields);
}

function tierOf(overall: number): Tier {
  return overall >= 0.85 ? 'high' : overall >= 0.6 ? 'moderate' : 'low';
}

/** `criteria_met` booleans: deterministic, from work_status only (spec). */
function criteriaFromWorkStatus(
  c: RecordabilityCase,
): Pick<
  CombinedResult['criteria_met'],
  'fatality' | 'days_away' | 'restricted_duty_or_transfer' | 'loss_of_consciousness'
> {
  const ws = c.work_status ?? {};
  return {
    fatality: ws.fatality === true,
    days_away: (ws.days_away ?? 0) > 0,
    restricted_duty_or_transfer: ws.restricted_duty === true || ws.job_transfer === true,
    loss_of_consciousness: ws.loss_of_consciousness === true,
  };
}

function factsWithDerived(read: CaseFacts, tree: DecisionTree): Record<FactKey, FactValue> {
  return { ...read.facts, medical_treatment: tree.medicalTreatmentFact };
}

/** Questions for unknown facts on the decision path first, then each factor's own; duplicates merged. */
function mergeQuestions(
  tree: DecisionTree,
  facts: Record<FactKey, FactValue>,
  factors: Factors,
  unsettled: ReadonlySet<FactKey>,
): CombinedResult['missing_information'] {
  const merged = new Map<string, Set<string>>();
  const add = (q: string, from: string) => merged.set(q, (merged.get(q) ?? new Set()).add(from));
  for (const k of tree.recordable.rests)
    if (facts[k].value === 'unknown') add(FACTS[k].question, 'decision');
  for (const k of tree.recordable.rests) if (unsettled.has(k)) add(FACTS[k].question, 'decision');
  for (const f of FACTOR_NAMES) for (const q of factors[f].missing_information) add(q, f);
  return [...merged].slice(0, 30).map(([question, from]) => ({ question, factors: [...from] }));
}

export interface DecideInput {
  read: CaseFacts;
  case: RecordabilityCase;
  excerpts: Excerpts;
  lens: Lens;
  assist?: AssistContext | undefined;
}

/** Decides one case from its facts. */
export function decideCase(input: DecideInput): Decision {
  const tree = decisionTree(input.read);
  const facts = factsWithDerived(input.read, tree);
  const nodes = factorNodes(tree);
  const factors = Object.fromEntries(
    FACTOR_NAMES.map((f) => [
      f,
      renderFactor(f, nodes[f], {
        read: input.read,
        tree,
        excerpts: input.excerpts,
        lens: input.lens,
        assist: input.assist,
      }),
    ]),
  ) as Factors;

  const r = tree.recordable;
  const unsettled = new Set(input.read.unsettled ?? []);
  const path: DecisionStep[] = r.rests.map((k) => {
    const read = facts[k].evidence.find((e) => e.provenance !== 'presumption');
    const provenance =
      provenanceOf(facts[k]) === 'none' && facts[k].evidence.length > 0
        ? 'presumption'
        : provenanceOf(facts[k]);
    return {
      fact: k,
      value: facts[k].value,
      provenance,
      where: read?.where ?? null,
      unsettled: unsettled.has(k),
    };
  });
  const decidedOnUnknown = r.verdict === 'unsure' || path.some((s) => s.value === 'unknown');
  const margin = Math.abs(r.p - 0.5) * 2;
  const overall = round(
    decidedOnUnknown ? Math.min(0.45, r.strength) : r.strength * (0.9 + 0.1 * margin),
  );

  const rows = CRITERIA.map((k) => {
    const node = tree.criterionNodes[k];
    const first = node.rests[0];
    return {
      criterion: k,
      ref: `29 CFR ${CRITERION_REFS[k]}`,
      met: node.verdict,
      provenance: first === undefined ? ('none' as Provenance) : provenanceOf(facts[first]),
      likelihood: round(node.p),
    };
  });

  const combined: CombinedResult = {
    recordability_score: round(r.p),
    confidence: {
      overall,
      tier: tierOf(overall),
      breakdown: {
        input_completeness: inputCompleteness(input.case),
        model_certainty: round(r.strength),
        decided_on_unknown: decidedOnUnknown,
        decision_path: path,
      },
    },
    criteria_met: {
      ...criteriaFromWorkStatus(input.case),
      medical_treatment_beyond_first_aid: factors.treatment.leaning,
      significant_condition_or_specific_criteria: factors.significance.leaning,
    },
    criteria: {
      decision_rule:
        'Recordable when there is an injury or illness that is work-related (1904.5) after the exceptions of 1904.5(b)(2), is a new case (1904.6), and meets a general (1904.7) or specific (1904.8-1904.11) recording criterion. Fatality, days away, restricted work or transfer and loss of consciousness in work_status satisfy the criterion directly.',
      recordable_leaning: r.verdict,
      work_related: {
        verdict: tree.workRelated.verdict,
        likelihood: round(tree.workRelated.p),
        exception_ruled_in: tree.exception.verdict === 'yes',
        place: tree.place,
      },
      new_case: { verdict: tree.newCase.verdict, likelihood: round(tree.newCase.p) },
      recording_criteria: {
        verdict: tree.criteria.verdict,
        likelihood: round(tree.criteria.p),
        rows,
      },
      score_formula:
        'recordability_score = P(work-related after exceptions) x P(new case) x P(at least one criterion), each fact weighing by where it was read (structured field 0.98, explicit entry 0.95, narrative 0.90; a presumption moves the base rate two thirds of the way to the presumed answer; an unknown fact carries its base rate), facts taken as independent.',
    },
    missing_information: mergeQuestions(tree, facts, factors, unsettled),
    fact_notes: input.read.notes,
  };
  return { combined, factors, tree };
}
