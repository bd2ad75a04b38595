/**
 * Recordability. URLs served: the composite (spec), one endpoint per factor in FACTOR_NAMES
 * (`POST /api/recordability/${factor}/analyze`, src/recordability/schema.ts) and work-relatedness after
 * exceptions:
 *   POST /api/recordability/analyze
 *   POST /api/recordability/work_relatedness/analyze   POST /api/recordability/exceptions/analyze
 *   POST /api/recordability/recurrence/analyze         POST /api/recordability/treatment/analyze
 *   POST /api/recordability/significance/analyze
 *   POST /api/work_relatedness/analyze
 * Same request body everywhere; the four event dates are exempt from the past-date rule.
 */
import { type Logger, pino } from 'pino';
import { analyzeCase, analyzeFactor, analyzeWorkRelatedness } from '../../recordability/analyze.ts';
import {
  analyzeRequestSchema,
  EVENT_DATE_FIELDS,
  FACTOR_NAMES,
  type FactorName,
} from '../../recordability/schema.ts';
import { analyzeDeps } from '../../recordability/service.ts';
import type { AppDeps } from '../deps.ts';
import { defineRoute } from '../route.ts';
import {
  analyzeResponse,
  factorResponse,
  workRelatednessResponse,
} from '../schemas/recordability.ts';

let logger: Logger | null = null;
/** Dropped citations and blocked output are logged (event, ref, kind: never case text or quotes). */
function logFor(deps: AppDeps, requestId: string) {
  logger ??= pino(
    { level: deps.config.logLevel, base: { service: 'ohds', area: 'recordability' } },
    pino.destination(2),
  );
  return (event: string, detail: Record<string, unknown>) =>
    logger!.warn({ request_id: requestId, event, ...detail }, event);
}

const shared = {
  method: 'POST' as const,
  tag: 'recordability',
  body: analyzeRequestSchema,
  deidentify: { pastDateExempt: EVENT_DATE_FIELDS },
  upstream: true,
};

const notesOf = (paragraphs: unknown) =>
  paragraphs === null
    ? [
        {
          code: 'regulation_text_not_imported',
          text: 'The 29 CFR Part 1904 text is not imported on this server, so no citation is returned; run `ohds data import`.',
        },
      ]
    : [];

function factorRoute(factor: FactorName) {
  return defineRoute({
    ...shared,
    url: `/api/recordability/${factor}/analyze`,
    response: factorResponse,
    summary: `One recordability factor (${factor.replace('_', ' ')}) for a de-identified case: likelihood, leaning, cited reasoning, open questions.`,
    handler: async ({ body, deps, requestId }) => {
      const ad = await analyzeDeps(deps.data, deps.model, logFor(deps, requestId));
      const result = await analyzeFactor(factor, body, ad);
      return {
        factor,
        ...result,
        lens: body.lens ?? 'safety',
        provider: deps.model.provider,
        notes: notesOf(ad.paragraphs),
      };
    },
  });
}

export const recordabilityRoutes = [
  defineRoute({
    ...shared,
    url: '/api/recordability/analyze',
    response: analyzeResponse,
    summary:
      'Weighted, cited recordability analysis of a de-identified case along 29 CFR 1904.4-1904.11 (never a final determination).',
    cost: 5,
    handler: async ({ body, deps, requestId }) => ({
      ...(await analyzeCase(
        body,
        await analyzeDeps(deps.data, deps.model, logFor(deps, requestId)),
      )),
    }),
  }),
  ...FACTOR_NAMES.map(factorRoute),
  defineRoute({
    ...shared,
    url: '/api/work_relatedness/analyze',
    response: workRelatednessResponse,
    summary:
      'Work-relatedness of a de-identified case after the exceptions of 29 CFR 1904.5(b)(2), (b)(6) and (b)(7).',
    cost: 2,
    handler: async ({ body, deps, requestId }) => {
      const ad = await analyzeDeps(deps.data, deps.model, logFor(deps, requestId));
      return {
        ...(await analyzeWorkRelatedness(body, ad)),
        lens: body.lens ?? 'safety',
        provider: deps.model.provider,
        notes: notesOf(ad.paragraphs),
      };
    },
  }),
];
