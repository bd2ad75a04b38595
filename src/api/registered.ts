/**
 * The routes the app serves, for the routes that describe the service itself (catalog, OpenAPI).
 * Read lazily: route files import this module and are themselves listed in `routes/index.ts`.
 */
import type { RegisteredRoutes } from '../catalog/index.ts';
import type { RouteSpec } from './route.ts';
import { routeGroups } from './routes/index.ts';

/** Every route spec in catalog order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function allRoutes(): ReadonlyArray<RouteSpec<any, any>> {
  return routeGroups.flat();
}

let cached: RegisteredRoutes | null = null;

/** Path -> method of every static route (parametric fallbacks are not catalog entries). */
export function registeredRoutes(): RegisteredRoutes {
  cached ??= new Map(allRoutes().filter((r) => !r.url.includes(':')).map((r) => [r.url, r.method]));
  return cached;
}
