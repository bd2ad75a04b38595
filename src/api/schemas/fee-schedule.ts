/** Fee-schedule responses (spec, "Fee-schedule line"): every key present on every 200; keys that do not apply are null. */
import { z } from 'zod';
import { isoDate } from './common.ts';

const triple = z.object({
  work: z.number(),
  practice_expense: z.number(),
  malpractice: z.number(),
});

export const feeLine = z.object({
  jurisdiction: z.string().describe('Uppercase state code, or medicare/owcp.'),
  code: z.string(),
  label: z.string().nullable(),
  status: z.enum([
    'priced',
    'no_published_cap',
    'not_payable',
    'bundled',
    'no_fee_schedule',
    'not_covered_by_engine',
  ]),
  max_allowable_usd: z
    .number()
    .nullable()
    .describe('Per-unit single-line maximum; null unless status is priced.'),
  units: z.int().min(1).max(999),
  amount_for_units_usd: z.number().nullable(),
  amount_basis: z.literal(
    'per_unit_single_line_before_multi_line_reductions_and_before_lesser_of_billed_charge',
  ),
  method: z
    .enum(['medicare_rbrvs', 'state_cf_rbrvs', 'state_table', 'fixed_fee', 'no_fee_schedule'])
    .nullable(),
  setting: z.enum(['facility', 'non_facility']),
  provider_type: z.object({ requested: z.string(), adjustment: z.number().nullable() }),
  modifiers_applied: z.array(z.string()),
  modifiers_not_applied: z.array(z.string()),
  location: z
    .object({
      locality: z.string(),
      name: z.string(),
      resolved_from: z.enum(['zip', 'zip+4', 'locality']),
      basis: z.literal('place_of_service'),
    })
    .nullable(),
  components: z.object({
    rvu: triple.nullable(),
    gpci: triple.nullable(),
    conversion_factor: z.number().nullable(),
    conversion_factor_basis: z.string().nullable(),
    multiplier: z.number().nullable(),
    medicare_release: z.string().nullable(),
    cap_applied: z.object({ kind: z.literal('opps'), amount_usd: z.number() }).nullable(),
    published_amount: z.number().nullable(),
  }),
  version: z
    .object({ label: z.string(), effective_from: isoDate, effective_to: isoDate.nullable() })
    .nullable(),
  citation: z.string().nullable(),
  as_of: isoDate,
  notes: z
    .array(z.looseObject({ code: z.string(), text: z.string() }))
    .describe('Key logic on `code`; some notes carry detail keys.'),
});

export const feeSearchResponse = z.object({
  query: z.string(),
  count: z.int(),
  results: z.array(z.object({ code: z.string(), label: z.string().nullable() })),
});

const version = z.object({
  label: z.string(),
  effective_from: isoDate,
  effective_to: isoDate.nullable(),
  configured: z.boolean(),
  missing: z.array(z.string()),
  medicare_release: z.string().nullable(),
});
const medicareVersion = z.object({
  label: z.string(),
  release: z.string(),
  imported: z.boolean(),
  missing_files: z.array(z.string()).nullable(),
});

export const feeTreeResponse = z.object({
  coverage: z.object({ from: isoDate, to: isoDate }),
  medicare_releases: z.array(
    z.object({
      id: z.string(),
      effective_from: isoDate,
      effective_to: isoDate,
      served: z.boolean(),
      missing_files: z.array(z.string()),
      gpci_from: z.string().nullable(),
      conversion_factor: z.object({ non_qp: z.string(), qp: z.string().nullable() }),
    }),
  ),
  jurisdictions: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      kind: z.string(),
      method: z.string().nullable(),
      citation: z.string().nullable(),
      versions: z.array(z.union([medicareVersion, version])),
    }),
  ),
  localities: z
    .array(z.object({ locality: z.string(), name: z.string() }))
    .optional()
    .describe('With ?jurisdiction= when a release is imported.'),
  localities_release: z.string().optional(),
});
