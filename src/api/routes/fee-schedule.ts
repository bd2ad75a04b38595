/** Fee schedules: `GET /api/lookup/fee_schedule/{get,search,tree}` (spec "Fee-schedule line"; docs/fee-schedule.md). */
import { z } from 'zod';
import { lookupFee } from '../../lookup/fee-schedule/lookup.ts';
import { feeQuerySchema, toFeeQuery, utcDay } from '../../lookup/fee-schedule/query.ts';
import { feeScheduleTree } from '../../lookup/fee-schedule/tree.ts';
import { searchFeeCodes } from '../../lookup/fee-schedule/search.ts';
import { normaliseJurisdiction } from '../../lookup/fee-schedule/jurisdictions.ts';
import { defineRoute } from '../route.ts';

export const feeScheduleRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/lookup/fee_schedule/get',
    summary: 'Maximum allowable for one code, place of service, setting and date under a jurisdiction, with its components.',
    tag: 'lookup',
    query: feeQuerySchema,
    handler: async ({ query, deps }) => ({ ...(await lookupFee(deps.data, toFeeQuery(query, utcDay(deps.now())))) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/lookup/fee_schedule/search',
    scanQuery: ['q'],
    summary: 'Codes held by the imported Medicare releases, by code prefix or descriptor words, with code and label.',
    tag: 'lookup',
    query: z.object({
      q: z.string().trim().min(1).max(200),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    handler: async ({ query, deps }) => ({ ...(await searchFeeCodes(deps.data, query.q, query.limit)) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/lookup/fee_schedule/tree',
    summary: 'Jurisdictions, versions (configured or not), imported Medicare releases and, for one jurisdiction, its localities.',
    tag: 'lookup',
    query: z.object({
      jurisdiction: z.string().min(1).max(16).refine((v) => normaliseJurisdiction(v) !== null, 'must be a USPS state code, DC, medicare or owcp').optional(),
    }),
    handler: async ({ query, deps }) =>
      feeScheduleTree(deps.data, query.jurisdiction === undefined ? null : normaliseJurisdiction(query.jurisdiction), utcDay(deps.now())),
  }),
];
