/**
 * Health (spec, "GET /api/health/check"; Authentication rule 8). URLs served:
 *   GET /api/health/check   authenticated: 200 when every component is ok; 503 with the health body
 *                           (`degraded`, `python: down`) when the model server does not answer; 503
 *                           ServiceUnavailable envelope when the datastore probe fails
 *   GET /health             the internal liveness probe: no key, no rate limit, not in the catalog or
 *                           the OpenAPI document (registerLiveness, called by buildApp)
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ServiceUnavailable } from '../../errors.ts';
import { OPEN_ROUTE } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { defineRoute, RouteReply } from '../route.ts';
import { healthBody } from '../schemas/service.ts';

/** The data dir, when present, must be a readable directory (absent = nothing imported yet, still healthy). */
function probeDatastore(deps: AppDeps): void {
  const dir = deps.data.dataDir;
  if (!existsSync(dir)) return;
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
    accessSync(dir, constants.R_OK | constants.X_OK);
  } catch {
    throw new ServiceUnavailable('The reference datastore is unavailable.');
  }
}

/** The model port's own probe (src/model/probe.ts); a provider without one has nothing to reach. */
async function modelUp(deps: AppDeps): Promise<boolean> {
  return (await deps.model.probe?.(deps.now().getTime())) ?? true;
}

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/health/check',
    cost: 0,
    summary: 'Authenticated end-to-end health check with component flags and consumer identity.',
    tag: 'health',
    response: healthBody,
    // Spec: 503 is either this body (`degraded`, a component down) or the ServiceUnavailable envelope.
    replies: { 503: healthBody },
    async handler({ deps, consumer }) {
      probeDatastore(deps);
      // `node` is this API process, `python` the model port, `db` the datastore (opaque historical labels).
      const python = (await modelUp(deps)) ? 'ok' : 'down';
      const body = {
        status: python === 'ok' ? 'ok' : 'degraded',
        node: 'ok',
        python,
        db: 'ok',
        consumer: { id: consumer.id, username: consumer.username },
      };
      return body.status === 'ok' ? body : new RouteReply(503, body);
    },
  }),
];

/**
 * `GET /health`: liveness only (spec, Authentication rule 8: the one path without a key, an internal probe
 * outside the public interface), so a plain Fastify route: no guard, no schema, in no route list.
 */
export function registerLiveness(app: FastifyInstance, deps: AppDeps): void {
  app.get(OPEN_ROUTE, async (request) => ({
    status: 'ok',
    request_id: request.id,
    timestamp: deps.now().toISOString(),
  }));
}
