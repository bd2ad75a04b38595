/**
 * The catalog as served: only operations whose route is registered, with `http_method` taken from the
 * route itself; resources and categories left empty are dropped. One place keeps catalog and routes in step.
 */

import { catalogCategories, topLevelResources } from './tree.ts';
import type { CatalogCategory, CatalogOperation, CatalogResource, CatalogRoot } from './types.ts';
import { CATALOG_LAST_UPDATED, CATALOG_VERSION } from './version.ts';

/** Registered routes: path (no query) -> method. */
export type RegisteredRoutes = ReadonlyMap<string, 'GET' | 'POST'>;

function keepOperations(
  operations: CatalogOperation[],
  routes: RegisteredRoutes,
): CatalogOperation[] {
  const out: CatalogOperation[] = [];
  for (const op of operations) {
    const method = routes.get(op.path.split('?')[0]!);
    if (method !== undefined) out.push({ ...op, http_method: method });
  }
  return out;
}

function keepResources(resources: CatalogResource[], routes: RegisteredRoutes): CatalogResource[] {
  return resources
    .map((r) => ({ ...r, operations: keepOperations(r.operations, routes) }))
    .filter((r) => r.operations.length > 0);
}

/** The served catalog for a set of registered routes. */
export function availableCatalog(routes: RegisteredRoutes): CatalogRoot {
  const categories: CatalogCategory[] = catalogCategories
    .map((c) => ({ ...c, resources: keepResources(c.resources, routes) }))
    .filter((c) => c.resources.length > 0);
  return {
    version: CATALOG_VERSION,
    last_updated: CATALOG_LAST_UPDATED,
    categories,
    top_level_resources: keepResources(topLevelResources, routes),
  };
}
