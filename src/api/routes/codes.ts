/**
 * Code-set lookups (docs/reference-data.md). URLs served: `GET /api/lookup/${set}/{search,get,tree}` for
 * each set in CODE_SETS (src/lookup/codes/model.ts), and the NAICS calculator:
 *   GET /api/lookup/icd10cm/search   GET /api/lookup/icd10cm/get   GET /api/lookup/icd10cm/tree
 *   GET /api/lookup/naics/search     GET /api/lookup/naics/get     GET /api/lookup/naics/tree
 *   GET /api/lookup/cpt/search       GET /api/lookup/cpt/get       GET /api/lookup/cpt/tree
 *   GET /api/lookup/naics/calculate
 */
import { z } from 'zod';
import { CODE_SETS, type CodeSetName } from '../../lookup/codes/model.ts';
import {
  calculateNaics,
  codeSetTree,
  getCodeRecord,
  searchCodeSet,
} from '../../lookup/codes/service.ts';
import { defineRoute } from '../route.ts';
import {
  codeGetResponse,
  codeSearchResponse,
  codeTreeResponse,
  naicsCalculateResponse,
} from '../schemas/codes.ts';

const code = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9.\- ]+$/);
const NAMES: Record<CodeSetName, string> = {
  icd10cm: 'ICD-10-CM',
  naics: 'NAICS 2022',
  cpt: 'CPT / HCPCS Level II',
};

function codeSetRoutes(name: CodeSetName) {
  return [
    defineRoute({
      method: 'GET',
      url: `/api/lookup/${name}/search`,
      scanQuery: ['q'],
      summary: `Search ${NAMES[name]} by code, code prefix or words in the label.`,
      tag: 'lookup',
      query: z.object({
        q: z.string().trim().min(1).max(200),
        limit: z.coerce.number().int().min(1).max(100).default(20),
        level: z.string().max(40).optional(),
      }),
      response: codeSearchResponse,
      handler: async ({ query, deps }) => searchCodeSet(deps.data, name, query),
    }),
    defineRoute({
      method: 'GET',
      url: `/api/lookup/${name}/get`,
      summary: `One ${NAMES[name]} record with its ancestors.`,
      tag: 'lookup',
      query: z.object({ code }),
      response: codeGetResponse,
      handler: async ({ query, deps }) => getCodeRecord(deps.data, name, query.code),
    }),
    defineRoute({
      method: 'GET',
      url: `/api/lookup/${name}/tree`,
      summary: `${NAMES[name]} hierarchy: the roots, or one node and its children.`,
      tag: 'lookup',
      query: z.object({ code: code.optional() }),
      response: codeTreeResponse,
      handler: async ({ query, deps }) => codeSetTree(deps.data, name, query.code),
    }),
  ];
}

export const codesRoutes = [
  ...CODE_SETS.flatMap(codeSetRoutes),
  defineRoute({
    method: 'GET',
    url: '/api/lookup/naics/calculate',
    summary:
      'Recordkeeping scope for a NAICS code and peak employment (29 CFR 1904.1 size exemption; 1904.2 not determinable from the data).',
    tag: 'lookup',
    query: z.object({
      code: z
        .string()
        .trim()
        .regex(/^\d{2,6}$/),
      peak_employees: z.coerce.number().int().min(0).max(10_000_000).optional(),
    }),
    response: naicsCalculateResponse,
    handler: async ({ query, deps }) => ({
      ...(await calculateNaics(deps.data, {
        naics: query.code,
        peak_employees: query.peak_employees,
      })),
    }),
  }),
];
