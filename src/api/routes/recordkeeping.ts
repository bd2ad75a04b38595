/**
 * `POST /api/recordkeeping/log`: the OSHA 300 Log, 300A and ITA files as JSON (docs/recordkeeping.md).
 * The cases are analysed here exactly as `ohds analyze` does (so one call replaces analyze + log), then the
 * reviewer's decisions are folded in. Charged as one composite analysis per case.
 */
import { z } from 'zod';
import { analyzeCase } from '../../recordability/analyze.ts';
import { caseSchema } from '../../recordability/schema.ts';
import { analyzeDeps } from '../../recordability/service.ts';
import { buildLog } from '../../recordkeeping/build.ts';
import { decisionSchema, establishmentSchema } from '../../recordkeeping/schema.ts';
import { logResponseSchema, logView } from '../../recordkeeping/view.ts';
import { defineRoute } from '../route.ts';

/** Credits of one `POST /api/recordability/analyze` (docs/credits.md). */
const ANALYSIS_COST = 5;

const body = z
  .strictObject({
    establishment: establishmentSchema,
    cases: z
      .array(z.strictObject({ case_id: decisionSchema.shape.case_id, case: caseSchema }))
      .max(200)
      .optional(),
    decisions: z.array(decisionSchema).max(2000).optional(),
    /** Default true: CSV cells starting with = + - @ get a leading ' (as the CLI's --no-formula-guard turns off). */
    formula_guard: z.boolean().optional(),
  })
  .refine((b) => (b.cases?.length ?? 0) + (b.decisions?.length ?? 0) > 0, {
    message: 'needs at least one case or decision',
    path: ['cases'],
  })
  .refine((b) => new Set(b.cases?.map((c) => c.case_id)).size === (b.cases?.length ?? 0), {
    message: 'must not repeat a case_id',
    path: ['cases'],
  });

/** Cases analysed, or (a log from decisions alone) one per decision. */
const caseCount = (b: z.output<typeof body>) =>
  b.cases !== undefined && b.cases.length > 0 ? b.cases.length : (b.decisions?.length ?? 0);

export const recordkeepingRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/recordkeeping/log',
    summary:
      'OSHA 300 Log, 300A summary (CSV and printable HTML) and ITA upload files from de-identified cases and reviewer decisions (29 CFR 1904.29-1904.32).',
    tag: 'recordability',
    body,
    // The cases run through the recordability engine, which may call a model (502/504 when it fails).
    upstream: true,
    response: logResponseSchema,
    deidentify: {
      pastDateExempt: [
        'cases[*].case.incident.incident_date',
        'cases[*].case.incident.reported_date',
        'cases[*].case.injury.symptom_onset_date',
        'cases[*].case.prior_condition.prior_incident_date',
        'decisions[*].incident_date',
      ],
    },
    cost: ({ body: b }) => ANALYSIS_COST * caseCount(b),
    handler: async ({ body: b, deps }) => {
      const ad = await analyzeDeps(deps.data, deps.model);
      const cases = await Promise.all(
        (b.cases ?? []).map(async (c) => ({
          case_id: c.case_id,
          case: c.case,
          analysis: await analyzeCase({ case: c.case }, ad),
        })),
      );
      return logView(
        buildLog({
          establishment: b.establishment,
          cases,
          decisions: b.decisions ?? [],
          formulaGuard: b.formula_guard ?? true,
        }),
      );
    },
  }),
];
