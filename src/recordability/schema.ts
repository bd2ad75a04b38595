/**
 * Request and response schemas of `POST /api/recordability/analyze` (spec: "POST /api/recordability/analyze",
 * "Recordability analysis result"). Strict everywhere: an unknown field at any depth is a 400.
 * The factor schema is the structured-output contract both model providers satisfy.
 */
import { z } from 'zod';

const text = (max: number) => z.string().min(1).max(max);
const upTo = (max: number) => z.string().max(max);
const day = z.iso.date();

export const LOCATION_CONTEXTS = [
  'on_premises',
  'parking_lot',
  'company_travel',
  'work_from_home',
  'offsite_work',
  'non_work_location',
  'unknown',
] as const;
const STATEMENT_SOURCES = [
  'employee',
  'witness',
  'clinician',
  'employer',
  'injury_report',
] as const;
export const LENSES = ['safety', 'occupational_medicine'] as const;

/** The four event dates exempt from the inbound past-date rule. */
export const EVENT_DATE_FIELDS = [
  'case.incident.incident_date',
  'case.incident.reported_date',
  'case.injury.symptom_onset_date',
  'case.prior_condition.prior_incident_date',
] as const;

export const caseSchema = z.strictObject({
  incident: z.strictObject({
    description: text(8000),
    incident_date: day.optional(),
    reported_date: day.optional(),
    location_context: z.enum(LOCATION_CONTEXTS).optional(),
    activity_at_time: upTo(1000).optional(),
    during_assigned_hours: z.boolean().optional(),
  }),
  injury: z.strictObject({
    description: text(8000),
    body_part: upTo(200).optional(),
    diagnosis: upTo(500).optional(),
    icd_category: upTo(40).optional(),
    symptom_onset_date: day.optional(),
    onset_type: z.enum(['acute', 'gradual', 'unknown']).optional(),
  }),
  employee: z
    .strictObject({
      job_title: upTo(200).optional(),
      job_duties: upTo(2000).optional(),
      department: upTo(200).optional(),
      tenure_bracket: upTo(40).optional(),
    })
    .optional(),
  treatment: z
    .strictObject({
      provided: z.array(text(1000)).max(25).optional(),
      provider_type: upTo(200).optional(),
      prescription_issued: z.boolean().optional(),
    })
    .optional(),
  prior_condition: z
    .strictObject({
      exists: z.boolean().optional(),
      description: upTo(4000).optional(),
      prior_incident_date: day.optional(),
    })
    .optional(),
  statements: z
    .array(z.strictObject({ source: z.enum(STATEMENT_SOURCES), text: text(8000) }))
    .max(20)
    .optional(),
  work_status: z
    .strictObject({
      days_away: z.int().min(0).max(3650).optional(),
      restricted_duty: z.boolean().optional(),
      job_transfer: z.boolean().optional(),
      loss_of_consciousness: z.boolean().optional(),
      fatality: z.boolean().optional(),
    })
    .optional(),
});

/**
 * Caller context (design: docs/recordability.md). Rendered after the engine's rules; shapes prose only.
 * References are always-loaded text: `load` other than `always` (on-demand) is rejected.
 */
export const assistContextSchema = z.strictObject({
  persona: upTo(200).optional(),
  instructions: upTo(2000).optional(),
  references: z
    .array(
      z.strictObject({ title: text(200), text: text(8000), load: z.literal('always').optional() }),
    )
    .max(5)
    .optional(),
});

export const analyzeRequestSchema = z.strictObject({
  case: caseSchema,
  lens: z.enum(LENSES).optional(),
  assist_context: assistContextSchema.optional(),
});

export type RecordabilityCase = z.output<typeof caseSchema>;
export type AssistContext = z.output<typeof assistContextSchema>;
export type AnalyzeRequest = z.output<typeof analyzeRequestSchema>;
export type Lens = (typeof LENSES)[number];

export const FACTOR_NAMES = [
  'work_relatedness',
  'exceptions',
  'recurrence',
  'treatment',
  'significance',
] as const;
export type FactorName = (typeof FACTOR_NAMES)[number];

/** `yes`/`no` answer the factor's question (see docs); `unsure` when the case text does not settle it. */
const LEANINGS = ['yes', 'no', 'unsure'] as const;
const DETERMINATIONS = ['yes', 'no', 'unsure'] as const;
export type Leaning = (typeof LEANINGS)[number];

export const citationSchema = z.strictObject({
  source_type: z.enum(['regulation', 'faq', 'interpretation', 'preamble']),
  ref: text(120),
  quote: text(2000),
});

/** One factor analysis: the structured output every provider returns, validated before use. */
export const factorResultSchema = z.strictObject({
  likelihood: z.number().min(0).max(1),
  leaning: z.enum(LEANINGS),
  reasoning: text(12000),
  citations: z.array(citationSchema).max(12),
  items: z
    .array(
      z.strictObject({
        key: z.string().regex(/^[a-z0-9_]{1,64}$/),
        determination: z.enum(DETERMINATIONS),
        note: text(2000),
      }),
    )
    .max(40),
  missing_information: z.array(text(500)).max(20),
  certainty: z.number().min(0).max(1),
});
export type FactorResult = z.output<typeof factorResultSchema>;
export type Citation = z.output<typeof citationSchema>;
