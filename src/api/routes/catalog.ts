/**
 * Catalog discovery (spec, "Catalog category"). URLs served:
 *   GET /api/catalog/get          GET /api/catalog/categories   GET /api/catalog/category
 *   GET /api/catalog/resources    GET /api/catalog/operations
 * Categories in declaration order, `?audience=` labels, flattened resource and operation lists. Only
 * operations whose route this app serves are listed (the app's route list: ctx.routes).
 */
import { z } from 'zod';
import { AUDIENCES, categoryFor, operationFor, resourceFor } from '../../catalog/index.ts';
import { NotFound } from '../../errors.ts';
import { defineRoute } from '../route.ts';
import {
  catalogCategory,
  catalogRoot,
  operationsResponse,
  resourcesResponse,
} from '../schemas/catalog.ts';

const audience = z
  .enum(AUDIENCES)
  .optional()
  .describe("employee, employer or provider: display_name becomes that audience's alias.");
const audienceQuery = z.object({ audience });

export const catalogRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/catalog/get',
    cost: 0,
    summary: 'The whole catalog: version, last_updated, categories and top-level resources.',
    tag: 'catalog',
    query: audienceQuery,
    response: catalogRoot,
    handler({ query, routes }) {
      const root = routes.catalog();
      return {
        version: root.version,
        last_updated: root.last_updated,
        categories: root.categories.map((c) => categoryFor(c, query.audience)),
        top_level_resources: root.top_level_resources.map((r) => resourceFor(r, query.audience)),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/catalog/categories',
    cost: 0,
    summary: 'Every category as a top-level JSON array, in declaration order.',
    tag: 'catalog',
    query: audienceQuery,
    response: z.array(catalogCategory),
    handler({ query, routes }) {
      return routes.catalog().categories.map((c) => categoryFor(c, query.audience));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/catalog/category',
    cost: 0,
    summary: 'One category by name.',
    tag: 'catalog',
    query: z.object({ name: z.string().min(1).max(64), audience }),
    response: catalogCategory,
    handler({ query, routes }) {
      const found = routes.catalog().categories.find((c) => c.name === query.name);
      if (found === undefined)
        throw new NotFound('No category has that name; see /api/catalog/categories.');
      return { ...categoryFor(found, query.audience) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/catalog/resources',
    cost: 0,
    summary: 'Every resource, flattened, with its category (null for top-level resources).',
    tag: 'catalog',
    query: audienceQuery,
    response: resourcesResponse,
    handler({ query, routes }) {
      const root = routes.catalog();
      return {
        resources: [
          ...root.categories.flatMap((c) =>
            c.resources.map((r) => ({ category: c.name, ...resourceFor(r, query.audience) })),
          ),
          ...root.top_level_resources.map((r) => ({
            category: null,
            ...resourceFor(r, query.audience),
          })),
        ],
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/catalog/operations',
    cost: 0,
    summary: 'Every operation, flattened, with its category, resource, method and path.',
    tag: 'catalog',
    query: audienceQuery,
    response: operationsResponse,
    handler({ query, routes }) {
      const root = routes.catalog();
      const rows = [
        ...root.categories.flatMap((c) =>
          c.resources.map((r) => ({ category: c.name as string | null, r })),
        ),
        ...root.top_level_resources.map((r) => ({ category: null, r })),
      ];
      return {
        operations: rows.flatMap(({ category, r }) =>
          r.operations.map((op) => ({
            category,
            resource: r.name,
            ...operationFor(op, query.audience),
          })),
        ),
      };
    },
  }),
];
