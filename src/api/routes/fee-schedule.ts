/**
 * Fee schedules (spec "Fee-schedule line"; docs/fee-schedule.md). URLs served:
 *   GET /api/lookup/fee_schedule/get   GET /api/lookup/fee_schedule/search   GET /api/lookup/fee_schedule/tree
 */
import { z } from 'zod';
import { normaliseJurisdiction } from '../../lookup/fee-schedule/jurisdictions.ts';
import { lookupFee } from '../../lookup/fee-schedule/lookup.ts';
import { feeQuerySchema, toFeeQuery, utcDay } from '../../lookup/fee-schedule/query.ts';
import { searchFeeCodes } from '../../lookup/fee-schedule/search.ts';
import { feeScheduleTree } from '../../lookup/fee-schedule/tree.ts';
import { defineRoute } from '../route.ts';
import { feeLine, feeSearchResponse, feeTreeResponse } from '../schemas/fee-schedule.ts';

/**
 * The shared request schema with `units` as the integer 1-999 the spec gives it, and the spec's rule that
 * `zip` and `locality` are never both sent (a 400 naming `locality`, whatever the jurisdiction).
 */
const feeQuery = feeQuerySchema
  .extend({
    units: z.coerce
      .number()
      .int()
      .min(1)
      .max(999)
      .optional()
      .describe('Units of service, 1-999; default 1.'),
  })
  .refine((q) => q.zip === undefined || q.locality === undefined, {
    path: ['locality'],
    message: "must not be sent with 'zip': send one place of service",
  });

export const feeScheduleRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/lookup/fee_schedule/get',
    summary:
      'Maximum allowable for one code, place of service, setting and date under a jurisdiction, with its components.',
    tag: 'lookup',
    query: feeQuery,
    response: feeLine,
    handler: async ({ query, deps }) => {
      const input = {
        ...query,
        units: query.units === undefined ? undefined : String(query.units),
      };
      return { ...(await lookupFee(deps.data, toFeeQuery(input, utcDay(deps.now())))) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/lookup/fee_schedule/search',
    scanQuery: ['q'],
    summary:
      'Codes held by the imported Medicare releases, by code prefix or descriptor words, with code and label.',
    tag: 'lookup',
    query: z.object({
      q: z.string().trim().min(1).max(200),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: feeSearchResponse,
    handler: async ({ query, deps }) => ({
      ...(await searchFeeCodes(deps.data, query.q, query.limit)),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/lookup/fee_schedule/tree',
    summary:
      'Jurisdictions, versions (configured or not), imported Medicare releases and, for one jurisdiction, its localities.',
    tag: 'lookup',
    query: z.object({
      jurisdiction: z
        .string()
        .min(1)
        .max(16)
        .refine(
          (v) => normaliseJurisdiction(v) !== null,
          'must be a USPS state code, DC, medicare or owcp',
        )
        .optional(),
    }),
    response: feeTreeResponse,
    handler: async ({ query, deps }) =>
      feeScheduleTree(
        deps.data,
        query.jurisdiction === undefined ? null : normaliseJurisdiction(query.jurisdiction),
        utcDay(deps.now()),
      ),
  }),
];
