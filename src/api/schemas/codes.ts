/**
 * Code-set responses (`icd10cm`, `naics`, `cpt`): each record has `code`, `label` (null when it may not be
 * served), `level`, `parent`, and its set's attributes flattened beside them (ICD-10-CM `billable`; CPT
 * `code_system`, `cpt_category`, `pfs_status`, `label_source`, `label_note`).
 */
import { z } from 'zod';

const attribute = z.union([z.string(), z.boolean(), z.null()]);

const record = z
  .object({
    code: z.string(),
    label: z.string().nullable(),
    level: z.string(),
    parent: z.string().nullable(),
  })
  .catchall(attribute);

export const codeSearchResponse = z
  .object({
    code_set: z.enum(['icd10cm', 'naics', 'cpt']),
    query: z.string(),
    total: z.int(),
    results: z.array(
      record.extend({ score: z.number(), match: z.enum(['code', 'code_prefix', 'text']) }),
    ),
    notes: z.array(z.string()),
  })
  .meta({ title: 'CodeSearch' });

export const codeGetResponse = record
  .extend({
    code_set: z.enum(['icd10cm', 'naics', 'cpt']),
    path: z.array(record).describe('Ancestors, root first.'),
    notes: z.array(z.string()),
  })
  .meta({ title: 'CodeRecord' });

export const codeTreeResponse = z
  .object({
    code_set: z.enum(['icd10cm', 'naics', 'cpt']),
    levels: z.array(z.string()),
    node: record
      .extend({ path: z.array(record).optional() })
      .nullable()
      .describe('Null for the roots.'),
    children: z.array(record.extend({ child_count: z.int() })),
  })
  .meta({ title: 'CodeTree' });

const citation = z.object({ ref: z.string(), text: z.string().nullable() });

export const naicsCalculateResponse = z.object({
  naics: z.object({
    code: z.string(),
    label: z.string().nullable(),
    level: z.string(),
    sector: z.object({ code: z.string(), label: z.string().nullable() }).nullable(),
  }),
  size_exemption: z.object({
    status: z.enum(['exempt', 'not_exempt', 'not_determined']),
    peak_employees: z.int().nullable(),
    threshold: z.literal(10),
    reason: z.string(),
    citations: z.array(citation),
  }),
  industry_exemption: z.object({
    status: z.literal('not_determined'),
    reason: z.string(),
    appendix_id: z.int().nullable(),
    citations: z.array(citation),
  }),
  keep_records: z.enum([
    'not_required_unless_asked_in_writing',
    'required_unless_industry_exempt',
    'not_determined',
  ]),
  always_required: z.array(z.object({ duty: z.string(), citations: z.array(citation) })),
  notes: z.array(z.string()),
});
