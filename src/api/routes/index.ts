/** Every routes file, in catalog order. Add one line per resource. */
import type { RouteSpec } from '../route.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const routeGroups: ReadonlyArray<ReadonlyArray<RouteSpec<any, any>>> = [];
