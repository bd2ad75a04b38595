/**
 * Recordability responses (spec, "Recordability analysis result"). Value sets still growing with the
 * engine (fact keys, provenance, places) are plain strings; the verdicts are the engine's three.
 */
import { z } from 'zod';
import {
  citationSchema,
  FACTOR_NAMES,
  factorResultSchema,
  LENSES,
} from '../../recordability/schema.ts';
import { codedNote } from './common.ts';

const verdict = z.enum(['yes', 'no', 'unsure']);
const shared = { lens: z.enum(LENSES), provider: z.string(), notes: z.array(codedNote) };
const missingInformation = z.array(
  z.object({ question: z.string(), factors: z.array(z.string()) }),
);
const workRelated = z.object({
  verdict,
  likelihood: z.number(),
  exception_ruled_in: z.boolean(),
  place: z.string(),
});

const oshaLog = z.object({
  column: z.object({ value: z.string(), basis: z.string(), ref: z.string() }),
  case_type: z.object({
    value: z.enum(['injury', 'illness', 'unsure']),
    illness_column: z.string().nullable(),
    note: z.string(),
  }),
  days_away: z.object({
    reported: z.int().nullable(),
    to_record: z.int().nullable(),
    capped: z.boolean(),
    ref: z.string(),
    note: z.string(),
  }),
  reporting: z.object({
    deadline_hours: z.int().nullable(),
    events: z.array(z.string()),
    ref: z.string(),
    note: z.string(),
  }),
  privacy_case: z.object({
    flag: verdict,
    grounds: z.array(z.object({ ref: z.string(), reason: z.string() })),
    question: z.string().nullable(),
  }),
  citations: z.array(citationSchema),
});

export const analyzeResponse = z.object({
  recordability_score: z.number(),
  confidence: z.object({
    overall: z.number(),
    tier: z.enum(['high', 'moderate', 'low']),
    breakdown: z.object({
      input_completeness: z.number(),
      model_certainty: z.number(),
      decided_on_unknown: z.boolean(),
      decision_path: z.array(
        z.object({
          fact: z.string(),
          value: z.string(),
          provenance: z.string(),
          where: z.string().nullable(),
          unsettled: z.boolean(),
        }),
      ),
    }),
  }),
  criteria_met: z.object({
    fatality: z.boolean(),
    days_away: z.boolean(),
    restricted_duty_or_transfer: z.boolean(),
    loss_of_consciousness: z.boolean(),
    medical_treatment_beyond_first_aid: verdict,
    significant_condition_or_specific_criteria: verdict,
  }),
  criteria: z.object({
    decision_rule: z.string(),
    recordable_leaning: verdict,
    work_related: workRelated,
    new_case: z.object({ verdict, likelihood: z.number() }),
    recording_criteria: z.object({
      verdict,
      likelihood: z.number(),
      rows: z.array(
        z.object({
          criterion: z.string(),
          ref: z.string(),
          met: verdict,
          provenance: z.string(),
          likelihood: z.number(),
        }),
      ),
    }),
    score_formula: z.string(),
  }),
  missing_information: missingInformation,
  fact_notes: z.array(z.string()),
  factors: z.object(
    Object.fromEntries(FACTOR_NAMES.map((f) => [f, factorResultSchema])) as Record<
      (typeof FACTOR_NAMES)[number],
      typeof factorResultSchema
    >,
  ),
  osha_log: oshaLog,
  ...shared,
});

export const factorResponse = factorResultSchema
  .extend({ factor: z.enum(FACTOR_NAMES), ...shared })
  .meta({ title: 'RecordabilityFactor' });

export const workRelatednessResponse = z.object({
  work_related: workRelated,
  factors: z.object({ work_relatedness: factorResultSchema, exceptions: factorResultSchema }),
  missing_information: missingInformation,
  fact_notes: z.array(z.string()),
  ...shared,
});
