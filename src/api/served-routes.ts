/**
 * The route list an app serves, handed to the catalog and OpenAPI builders. `buildApp` builds it once
 * from the route groups it is given; the catalog and OpenAPI routes read it from their context, so the
 * route files import no list of routes (no import cycle) and no module-level cache outlives an app.
 */
import { buildInfo } from '../build-info.ts';
import { availableCatalog, type CatalogRoot, type RegisteredRoutes } from '../catalog/index.ts';
import { buildOpenApi } from './openapi.ts';
import type { AnyRoute, ServedRoutes } from './route.ts';

/** Path -> method of every static route (parametric fallbacks are not catalog entries). */
export function staticRoutes(routes: readonly AnyRoute[]): RegisteredRoutes {
  return new Map(routes.filter((r) => !r.url.includes(':')).map((r) => [r.url, r.method]));
}

/** The served view of `routes`: the catalog and the OpenAPI document, each built on first use. */
export function serveRoutes(routes: readonly AnyRoute[]): ServedRoutes {
  let catalog: CatalogRoot | null = null;
  let openapi: Record<string, unknown> | null = null;
  return {
    list: routes,
    catalog: () => (catalog ??= availableCatalog(staticRoutes(routes))),
    openapi: () => (openapi ??= buildOpenApi(routes, buildInfo().version)),
  };
}
