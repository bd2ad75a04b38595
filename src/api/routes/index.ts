/**
 * Every routes file, in catalog order. Add one line per resource. Each file starts with the URLs it serves
 * (test/api/routes/index.test.ts keeps those lists true). `buildApp` flattens these groups into the app's
 * route list once and hands it to the catalog and OpenAPI routes (served-routes.ts).
 */
import type { AnyRoute } from '../route.ts';
import { catalogRoutes } from './catalog.ts';
import { cdriRoutes } from './cdri.ts';
import { codesRoutes } from './codes.ts';
import { debugRoutes } from './debug.ts';
import { feeScheduleRoutes } from './fee-schedule.ts';
import { gradingRoutes } from './grading.ts';
import { healthRoutes } from './health.ts';
import { nudgeRoutes } from './nudge.ts';
import { openapiRoutes } from './openapi.ts';
import { recordabilityRoutes } from './recordability.ts';
import { recordkeepingRoutes } from './recordkeeping.ts';
import { regulationsRoutes } from './regulations.ts';
import { scoreRoutes } from './score.ts';
import { versionRoutes } from './version.ts';

export const routeGroups: ReadonlyArray<ReadonlyArray<AnyRoute>> = [
  healthRoutes,
  debugRoutes,
  versionRoutes,
  catalogRoutes,
  cdriRoutes,
  scoreRoutes,
  openapiRoutes,
  recordabilityRoutes,
  recordkeepingRoutes,
  nudgeRoutes,
  gradingRoutes,
  regulationsRoutes,
  codesRoutes,
  feeScheduleRoutes,
];
