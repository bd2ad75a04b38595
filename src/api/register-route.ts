/**
 * One route spec as a Fastify route. Per request, after the onRequest hook: the de-identification scan of the
 * body, zod validation of query and body, the credit reservation (402; refunded when the call fails), the
 * handler, then `request_id` and `timestamp` on object bodies; the declared response schemas serialise the reply.
 * Synchronous end to end when nothing needs I/O (an unmetered consumer, a synchronous handler): no promise
 * per request on the hot path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Unauthenticated } from '../errors.ts';
import type { KeyStore } from '../keys/store.ts';
import { assertDeidentified } from '../privacy/index.ts';
import type { CounterStore } from '../state/index.ts';
import { parseWith } from '../validation.ts';
import { costOf, type Reservation, reserveCredits } from './credits.ts';
import type { AppDeps } from './deps.ts';
import { BODY_LIMIT_BYTES } from './limits.ts';
import {
  type AnyRoute,
  type Consumer,
  type RouteContext,
  RouteReply,
  type RouteResult,
  type ServedRoutes,
} from './route.ts';
import { responseSchemas } from './serializers.ts';

/** What every route of one app shares: the credit step's key store and counters, the served routes. */
export interface RouteShared {
  keys: KeyStore;
  counters: CounterStore;
  routes: ServedRoutes;
}

/**
 * The handler's context. `signal` aborts when the connection closes before the response was fully written
 * (the client went away); it is created on first use, so handlers that never look at it cost nothing.
 */
class Context implements RouteContext<unknown, unknown> {
  readonly query: unknown;
  readonly body: unknown;
  readonly params: Readonly<Record<string, string>>;
  readonly consumer: Consumer;
  readonly requestId: string;
  readonly deps: AppDeps;
  readonly routes: ServedRoutes;
  readonly #reply: FastifyReply;
  #signal: AbortSignal | null = null;

  constructor(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { query: unknown; body: unknown; consumer: Consumer },
    deps: AppDeps,
    routes: ServedRoutes,
  ) {
    this.query = input.query;
    this.body = input.body;
    this.params = request.params as Record<string, string>;
    this.consumer = input.consumer;
    this.requestId = request.id;
    this.deps = deps;
    this.routes = routes;
    this.#reply = reply;
  }

  get signal(): AbortSignal {
    if (this.#signal === null) {
      const controller = new AbortController();
      const raw = this.#reply.raw;
      if (raw.closed && !raw.writableFinished) controller.abort();
      else {
        raw.once('close', () => {
          if (!raw.writableFinished) controller.abort();
        });
      }
      this.#signal = controller.signal;
    }
    return this.#signal;
  }
}

let lastMs = NaN;
let lastIso = '';
/** `toISOString` of the clock's time, computed once per millisecond (many responses share one under load). */
function isoOf(now: Date): string {
  const ms = now.getTime();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = now.toISOString();
  }
  return lastIso;
}

function isPromise(value: unknown): value is Promise<RouteResult> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** A failed call is not charged; a refund the store cannot take is logged, never turned into the response. */
async function refund(reservation: Reservation, request: FastifyRequest): Promise<void> {
  try {
    await reservation.refund();
  } catch {
    request.log.warn(
      { event: 'credit_refund_failed' },
      'credit refund failed: counter store unavailable',
    );
  }
}

/** The body to send for a handler's result (status set on the reply), with `request_id` and `timestamp` on objects. */
function reply200(
  spec: AnyRoute,
  result: RouteResult,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
): unknown {
  let body: Record<string, unknown> | unknown[];
  if (result instanceof RouteReply) {
    void reply.code(result.statusCode);
    body = result.body;
  } else body = result;
  if (Array.isArray(body) || spec.bare === true) return body;
  return { ...body, request_id: request.id, timestamp: isoOf(deps.now()) };
}

/** The reply for a handler's result; a RouteReply error status gives the reserved credits back first. */
function settle(
  spec: AnyRoute,
  result: RouteResult,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  reservation: Reservation | null,
): unknown {
  if (reservation === null) return reply200(spec, result, request, reply, deps);
  if (result instanceof RouteReply && result.statusCode >= 400)
    return refund(reservation, request).then(() => reply200(spec, result, request, reply, deps));
  void reply.headers(reservation.headers);
  return reply200(spec, result, request, reply, deps);
}

/** A failed call: credits reserved for it are given back, then the error is answered. */
async function fail(
  err: unknown,
  reservation: Reservation | null,
  request: FastifyRequest,
): Promise<never> {
  if (reservation !== null) await refund(reservation, request);
  throw err;
}

/** Runs the handler (synchronously when it returns a body rather than a promise). */
function run(
  spec: AnyRoute,
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  reservation: Reservation | null,
): unknown {
  let result: RouteResult | Promise<RouteResult>;
  try {
    result = spec.handler(ctx);
  } catch (err) {
    if (reservation === null) throw err;
    return fail(err, reservation, request);
  }
  if (isPromise(result)) {
    return result.then(
      (r) => settle(spec, r, request, reply, ctx.deps, reservation),
      (err: unknown) => fail(err, reservation, request),
    );
  }
  return settle(spec, result, request, reply, ctx.deps, reservation);
}

/** Registers `spec`; `guard` (auth, rate limit, body headers) runs first on every request of it. */
export function registerRoute(
  app: FastifyInstance,
  spec: AnyRoute,
  deps: AppDeps,
  shared: RouteShared,
  guard: onRequestHookHandler,
): void {
  app.route({
    onRequest: guard,
    method: spec.method,
    url: spec.url,
    bodyLimit: BODY_LIMIT_BYTES,
    // A copy: Fastify normalises the map it is given; the schema objects themselves are shared and compiled once.
    schema: { response: { ...responseSchemas(spec) } },
    handler(request, reply) {
      const now = deps.now();
      if (request.body !== undefined) {
        assertDeidentified(request.body, { now, pastDateExempt: spec.deidentify?.pastDateExempt });
      }
      const query = spec.query ? parseWith(spec.query, request.query) : request.query;
      for (const name of spec.scanQuery ?? [])
        assertDeidentified({ [name]: (query as Record<string, unknown>)[name] }, { now });
      const body = spec.body ? parseWith(spec.body, request.body) : request.body;
      // The auth hook sets the consumer for every route but /health; a handler never runs without one.
      const consumer = request.consumer;
      if (consumer === null) throw new Unauthenticated('No API key found in request.');
      const ctx = new Context(request, reply, { query, body, consumer }, deps, shared.routes);
      // Before any work and after validation, so a 400 is never charged (docs/credits.md).
      const metering = shared.keys.meteringOf(consumer);
      if (metering === null) return run(spec, ctx, request, reply, null);
      return reserveCredits(
        shared.counters,
        metering,
        costOf(spec, { query, body }),
        now.getTime(),
        (h) => reply.headers(h),
      ).then((reservation) => run(spec, ctx, request, reply, reservation));
    },
  });
}
