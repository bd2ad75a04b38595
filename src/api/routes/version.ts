/** `GET /api/version/get`: build, catalog and deploy metadata (shape designed here; see docs/api.md). */
import { z } from 'zod';
import { CATALOG_LAST_UPDATED, CATALOG_VERSION } from '../../catalog/version.ts';
import { buildInfo } from '../build-info.ts';
import { defineRoute } from '../route.ts';

/** When this process started serving (module load ~ server start). */
const startedAt = new Date();

export const versionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/version/get',
    cost: 0,
    summary: 'Build, catalog and deploy metadata.',
    tag: 'version',
    response: z.object({
      service: z.string(),
      build: z.object({ version: z.string(), node: z.string() }),
      catalog: z.object({ version: z.string(), last_updated: z.string() }),
      rubric_version: z.string(),
      deploy: z.object({ started_at: z.string(), uptime_seconds: z.number(), model_provider: z.string() }),
    }),
    async handler({ deps }) {
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
