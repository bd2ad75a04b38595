/**
 * Regulation lookups (spec "Regulation item"; docs/reference-data.md). URLs served:
 *   GET /api/lookup/regulations/get   GET /api/lookup/regulations/search   GET /api/lookup/regulations/tree
 */
import { z } from 'zod';
import { getRegulation, searchAll, treeOf } from '../../lookup/regulations/service.ts';
import { defineRoute } from '../route.ts';
import {
  regulationGetResponse,
  regulationSearchResponse,
  regulationTreeResponse,
} from '../schemas/regulations.ts';

const title = z.coerce.number().int().min(1).max(50).optional();
const part = z
  .string()
  .regex(/^\d{1,5}[A-Za-z]?$/)
  .optional();

export const regulationsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/lookup/regulations/get',
    summary:
      'Full text of one regulation section (by section number or id) or guidance item (by id).',
    tag: 'lookup',
    query: z.object({
      id: z.coerce
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1)
        .optional(),
      section: z.string().min(1).max(200).optional(),
      title,
      type: z.enum(['regulation', 'guidance']).default('regulation'),
    }),
    response: regulationGetResponse,
    handler: async ({ query, deps }) => ({ ...(await getRegulation(deps.data, query)) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/lookup/regulations/search',
    scanQuery: ['q'],
    summary:
      'Ranked full-text search of regulation sections (and imported guidance) with snippets.',
    tag: 'lookup',
    query: z.object({
      q: z.string().trim().min(1).max(200),
      title,
      part,
      type: z.enum(['regulation', 'guidance']).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: regulationSearchResponse,
    handler: async ({ query, deps }) => ({ ...(await searchAll(deps.data, query)) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/lookup/regulations/tree',
    summary: 'Title, part, subpart and section tree of the imported regulations, with ids.',
    tag: 'lookup',
    query: z.object({ title, part }),
    response: regulationTreeResponse,
    handler: async ({ query, deps }) => ({ ...(await treeOf(deps.data, query)) }),
  }),
];
