/**
 * The Fastify app. Per request, in order: HTTPS redirect (when required), trace id, auth (onRequest),
 * rate limit per consumer, content type and size, JSON parsing, then the route (register-route.ts): the
 * de-identification scan of the body, zod validation of query and body, the credit reservation, the handler,
 * `request_id` and `timestamp`, and serialisation by the declared response schemas. Rate-limit and credit
 * counters live in the counter store (memory, or Redis with `OHDS_REDIS_URL`).
 * One error handler renders every envelope; unknown paths and wrong methods (HEAD included) are the 404 envelope,
 * counted by the rate limit like any call.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type onRequestHookHandler,
} from 'fastify';
import { HOST_PATTERN } from '../config.ts';
import { NotFound, Unauthenticated, ValidationError } from '../errors.ts';
import { KeyStore } from '../keys/store.ts';
import { type CounterStore, openCounterStore } from '../state/index.ts';
import { authenticate } from './auth.ts';
import type { JsonSchema } from './contract.ts';
import type { AppDeps } from './deps.ts';
import { renderError } from './envelope.ts';
import {
  BODY_LIMIT_BYTES,
  checkBodyHeaders,
  countFailedKey,
  countRequest,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
} from './limits.ts';
import { registerRoute } from './register-route.ts';
import type { AnyRoute, Consumer } from './route.ts';
import { registerLiveness } from './routes/health.ts';
import { routeGroups as defaultRouteGroups } from './routes/index.ts';
import { serializerFor } from './serializers.ts';
import { serveRoutes } from './served-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    consumer: Consumer | null;
  }
}

export type RouteGroups = ReadonlyArray<ReadonlyArray<AnyRoute>>;

export interface AppOptions {
  /** pino logger for request lines; none by default (tests stay quiet). */
  logger?: FastifyBaseLogger;
  /** The key store; by default one reading `deps.config.keysFile`. */
  keys?: KeyStore;
  /**
   * Routes to serve; by default every group in `routes/index.ts`. The catalog and OpenAPI routes describe
   * exactly these. `GET /health` (routes/health.ts) is served whatever the list, and is in neither.
   */
  routeGroups?: RouteGroups;
  /** Rate-limit and credit counters; by default opened from `deps.config.redisUrl` and closed with the app. */
  counters?: CounterStore;
}

/**
 * `OHDS_REQUIRE_HTTPS=1`: behind a TLS-terminating proxy, plain http gets a 301 to https. The Location names
 * `OHDS_PUBLIC_HOST`, or the `Host` header when it is a plain host name; never `X-Forwarded-Host`.
 */
function redirectPlainHttp(
  request: FastifyRequest,
  reply: FastifyReply,
  publicHost: string | null,
): boolean {
  const proto = String(request.headers['x-forwarded-proto'] ?? request.protocol)
    .split(',')[0]!
    .trim()
    .toLowerCase();
  if (proto === 'https') return false;
  const host = publicHost ?? request.headers.host ?? '';
  if (!HOST_PATTERN.test(host))
    throw new ValidationError('The Host header is not a host name.', { field: 'host' });
  const target = request.url.startsWith('/')
    ? request.url
    : new URL(request.url, 'http://x').pathname;
  void reply.code(301).header('location', `https://${host}${target}`).send();
  return true;
}

/**
 * A 32-hex trace id: a random per-process prefix and a counter, so unique without drawing randomness per
 * request (it names a request in logs and traces; it is no secret, and `request_id` stays a random UUID).
 */
const TRACE_PREFIX = randomBytes(8).toString('hex');
let traceCount = 0;
function traceId(): string {
  traceCount = (traceCount + 1) % Number.MAX_SAFE_INTEGER;
  return TRACE_PREFIX + traceCount.toString(16).padStart(16, '0');
}

/** Builds the app; call `listen` (see server.ts) or `inject`. */
export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    // Our own onResponse line replaces Fastify's request logs (which would carry URLs and query keys).
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'request_id',
    }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Client addresses (for the failed-key limit) come from X-Forwarded-For only when the proxy is trusted.
    ...(deps.config.trustProxy !== null ? { trustProxy: deps.config.trustProxy } : {}),
    // A method the spec does not list is a 404, HEAD included.
    exposeHeadRoutes: false,
  });
  const keys =
    options.keys ??
    new KeyStore(deps.config.keysFile, {
      onReloadError: (message) => app.log.warn({ event: 'keys_reload_failed' }, message),
    });
  // JSON only (text/plain is Fastify's other default); an empty JSON body is no body, for the schema to judge.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (/^\s*$/.test(body)) done(null, undefined);
    else if (nestsDeeperThan(body, MAX_JSON_DEPTH))
      done(
        new ValidationError(
          `The body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels.`,
          { field: 'body' },
        ),
        undefined,
      );
    else parseJson(request, body, done);
  });
  app.decorateRequest('consumer', null);
  // Every route's declared response schemas serialise its replies (serializers.ts), compiled once per process.
  app.setSerializerCompiler(({ schema }) => serializerFor(schema as JsonSchema));
  const counters =
    options.counters ??
    (await openCounterStore(deps.config, {
      onDown: (message) => app.log.error({ event: 'counter_store_down' }, message),
      onUp: () => app.log.info({ event: 'counter_store_up' }, 'counter store reachable again'),
    }));
  if (options.counters === undefined) app.addHook('onClose', async () => counters.close());

  const rateLimit = { max: deps.config.rateLimitMax, windowMs: deps.config.rateLimitWindowMs };
  const authFailures = { max: deps.config.authFailMax, windowMs: deps.config.rateLimitWindowMs };
  /**
   * The key check, rate limit and body headers, as an onRequest hook of every API route and of unknown paths.
   * Decided on the route the router matched (after it decoded and resolved the request target), never on the
   * raw URL: any spelling either matches a route, which then needs its key, or matches none, which needs one
   * too; only the open liveness route has no guard. Callback style: no promise per request on the hot path.
   */
  const guard: onRequestHookHandler = (request, reply, done) => {
    try {
      if (deps.config.requireHttps && redirectPlainHttp(request, reply, deps.config.publicHost))
        return;
      request.consumer = authenticate(request, keys, deps.now());
    } catch (err) {
      if (err instanceof Unauthenticated)
        countFailedKey(counters, authFailures, request, reply, err, done);
      else done(err as Error);
      return;
    }
    // Every authenticated request counts, unknown paths included (so path guessing is limited too).
    countRequest(counters, rateLimit, `consumer:${request.consumer.id}`, reply, (err) => {
      if (err !== undefined) {
        done(err);
        return;
      }
      // Then, before the body is read, a POST route's content type and declared size (415, 413).
      try {
        if (request.method === 'POST' && !request.is404) checkBodyHeaders(request);
      } catch (bad) {
        done(bad as Error);
        return;
      }
      done();
    });
  };
  app.addHook('onRequest', (request, reply, done) => {
    // The gateway trace id: independent of request_id, which callers cannot set either.
    void reply.header('x-request-id', traceId());
    if (request.is404) guard.call(app, request, reply, done);
    else done();
  });

  if (options.logger) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          consumer_id: request.consumer?.id ?? null,
          method: request.method,
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
          latency_ms: Math.round(reply.elapsedTime * 100) / 100,
        },
        'request',
      );
      done();
    });
  }

  app.setErrorHandler((err, request, reply) => {
    const rendered = renderError(err, request.id, deps.now());
    if (rendered.log === 'unexpected') request.log.error({ err }, 'request failed');
    else if (rendered.log === 'dependency')
      request.log.warn(
        { error: rendered.body.error, status: rendered.status },
        String(rendered.body.message),
      );
    return reply.code(rendered.status).send(rendered.body);
  });

  app.setNotFoundHandler(async () => {
    throw new NotFound('No endpoint matches this method and path.');
  });

  registerLiveness(app, deps);
  // The route list is built here, once, and handed to the catalog and OpenAPI builders (served-routes.ts).
  const routes = (options.routeGroups ?? defaultRouteGroups).flat();
  const shared = { keys, counters, routes: serveRoutes(routes) };
  for (const spec of routes) registerRoute(app, spec, deps, shared, guard);
  return app;
}
