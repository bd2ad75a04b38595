/**
 * Instrument responses (spec, "Instrument score response"): the score body, the `/api/cdri/*` bodies, and
 * each instrument's request body as the document shows it (its item ids, integer values).
 */
import { z } from 'zod';
import { AUDIENCES } from '../../catalog/types.ts';
import { DEPTHS, type InstrumentDefinition } from '../../instruments/index.ts';

const recommendation = z.object({
  id: z.string(),
  priority: z.enum(['urgent', 'high', 'routine']),
  audience: z.enum(AUDIENCES),
  trigger: z.string().describe('`band:<name>` or `item:<item_id>`.'),
  text: z.string(),
  rationale: z.string(),
});

/** One instrument's score without the stamp (also each entry of `/api/cdri/compute` results). */
const scoreBody = z.object({
  instrument: z.string(),
  category: z.string(),
  finding: z.object({
    algorithm_id: z.string(),
    algorithm_version: z.string(),
    score: z.number(),
    band: z.string().describe('Band name; `unknown` when the score falls in no band.'),
    raw: z.object({ rubric_version: z.string(), responded_items: z.int() }),
    context: z.null(),
    sd: z.null(),
    prior_source: z.null(),
    imputed: z.boolean(),
  }),
  confidence: z.object({
    overall: z.number(),
    tier: z.string(),
    breakdown: z.object({
      input_completeness: z.number(),
      imputation_variance: z.null(),
      model_certainty: z.null(),
    }),
  }),
  recommendations: z
    .object({ items: z.array(recommendation) })
    .nullable()
    .describe('Null at depth basic and contextual.'),
  depth: z.enum(DEPTHS),
  catalog_version: z.string(),
});

const audienceSummary = z.object({
  audience: z.enum(AUDIENCES),
  addressed_to: z.string().nullable(),
  concern_level: z.enum(['favourable', 'watch', 'act', 'unknown']),
  headline: z.string(),
  text: z.string(),
  items: z.array(
    z.object({ item_id: z.string(), priority: z.enum(['urgent', 'info']), message: z.string() }),
  ),
});

export const scoreResponse = scoreBody
  .extend({ audience_summary: audienceSummary.optional().describe('Present with `?audience=`.') })
  .meta({ title: 'InstrumentScore' });

/**
 * The `responses` object as the document shows it: every item id with an integer value, required
 * (spec rule 1). Validation stays with the engine, so a missing item is the spec's 400 with `missing_items`.
 */
export function responsesDoc(def: InstrumentDefinition): Record<string, unknown> {
  const items = Object.fromEntries(def.items.map((item) => [item.id, z.int().describe(item.text)]));
  const sex =
    def.method.kind === 'sex_weighted_sum'
      ? {
          sex: z
            .enum(['male', 'female'])
            .nullable()
            .optional()
            .describe('Selects the weights; male when missing or any other value.'),
        }
      : {};
  const json = z.toJSONSchema(z.looseObject({ ...items, ...sex }), {
    target: 'draft-2020-12',
    io: 'input',
  });
  return {
    type: 'object',
    properties: json.properties,
    required: json.required,
    propertyNames: { maxLength: 64 },
    description: 'Item id -> integer answer; every item required.',
  };
}

export const questionsResponse = z.object({
  instruments: z.array(
    z.object({
      instrument: z.string(),
      category: z.string(),
      title: z.string(),
      rubric_version: z.string(),
      score_path: z.string(),
      items: z.array(
        z.object({
          id: z.string(),
          text: z.string(),
          values: z.array(z.object({ value: z.int(), label: z.string() })),
        }),
      ),
      notes: z.array(z.string()),
    }),
  ),
});

export const computeResponse = z.object({
  results: z.record(z.string(), scoreBody).describe('Instrument id -> its score body.'),
  profile: z.object({
    elevated: z.record(z.string(), z.array(z.string())),
    categories: z.array(
      z.object({
        category: z.string(),
        instruments: z.array(
          z.object({
            instrument: z.string(),
            band: z.string(),
            elevated: z.boolean().nullable(),
            elevated_bands: z.array(z.string()),
          }),
        ),
      }),
    ),
    instrument_count: z.int(),
    elevated_count: z.int(),
    basis: z.literal('published_bands'),
  }),
  depth: z.enum(DEPTHS),
  catalog_version: z.string(),
});
