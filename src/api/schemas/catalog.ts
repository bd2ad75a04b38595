/** Catalog responses (spec, "Catalog category"): category, resource and operation entries. */
import { z } from 'zod';
import { AUDIENCES } from '../../catalog/types.ts';
import { isoDate } from './common.ts';

const entry = {
  name: z.string(),
  display_name: z.string(),
  aliases: z
    .partialRecord(z.enum(AUDIENCES), z.string())
    .describe('Audience -> alias; may be empty.'),
  description: z.string(),
  version: z.string().describe('SemVer.'),
  last_updated: isoDate,
};

const catalogOperation = z.object({
  ...entry,
  http_method: z.enum(['GET', 'POST']),
  path: z.string().describe('Relative to the base URL; may carry a query.'),
});

const catalogResource = z.object({ ...entry, operations: z.array(catalogOperation) });

export const catalogCategory = z.object({ ...entry, resources: z.array(catalogResource) });

export const catalogRoot = z.object({
  version: z.string(),
  last_updated: isoDate,
  categories: z.array(catalogCategory),
  top_level_resources: z.array(catalogResource),
});

export const resourcesResponse = z.object({
  resources: z.array(catalogResource.extend({ category: z.string().nullable() })),
});

export const operationsResponse = z.object({
  operations: z.array(
    catalogOperation.extend({ category: z.string().nullable(), resource: z.string() }),
  ),
});
