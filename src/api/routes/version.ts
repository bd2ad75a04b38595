/** `GET /api/version/get`: build, catalog and deploy metadata (shape designed here; see docs/api.md). */

import { buildInfo } from '../../build-info.ts';
import { CATALOG_LAST_UPDATED, CATALOG_VERSION } from '../../catalog/version.ts';
import { defineRoute } from '../route.ts';
import { versionResponse } from '../schemas/service.ts';

/** When this process started serving (module load ~ server start). */
const startedAt = new Date();

export const versionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/version/get',
    cost: 0,
    summary: 'Build, catalog and deploy metadata.',
    tag: 'version',
    response: versionResponse,
    handler({ deps }) {
      const info = buildInfo();
      const now = deps.now();
      return {
        service: info.name,
        build: { version: info.version, node: info.node },
        catalog: { version: CATALOG_VERSION, last_updated: CATALOG_LAST_UPDATED },
        rubric_version: '1.0.0',
        deploy: {
          started_at: startedAt.toISOString(),
          uptime_seconds: Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000)),
          model_provider: deps.model.provider,
        },
      };
    },
  }),
];
