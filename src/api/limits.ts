/**
 * Request limits (spec, Limits and Errors): a body must be `application/json` (415) and at most 512 KB (413),
 * checked before the body is read; the per-consumer rate limit counts in the shared counter store
 * (our own fixed window rather than `@fastify/rate-limit`, whose async hook cost about 3 µs a request).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PayloadTooLarge, RateLimited, UnsupportedMediaType } from '../errors.ts';
import type { CounterStore } from '../state/index.ts';

export const BODY_LIMIT_BYTES = 512 * 1024;

/** Deepest nesting of objects and arrays a body may have; no request of the spec needs more than 6. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests objects/arrays deeper than `max` (brackets inside strings do not count).
 * One pass over the text before it is parsed, so no later recursive walk can overflow the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped char
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/** Throws 415 for a body (or a declared content type) that is not JSON, 413 for a declared oversize body. */
export function checkBodyHeaders(request: FastifyRequest): void {
  const contentType = request.headers['content-type'];
  if (contentType !== undefined) {
    const mime = contentType.split(';')[0]!.trim().toLowerCase();
    if (mime !== 'application/json') throw new UnsupportedMediaType();
  } else if (hasBody(request)) {
    throw new UnsupportedMediaType();
  }
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > BODY_LIMIT_BYTES) throw new PayloadTooLarge();
}

/**
 * Counts one request against `who`'s fixed window of `windowMs` in the counter store (shared by every
 * instance when the counters are in Redis), sets `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`
 * (seconds), and past `max` fails it with 429 `RateLimited` and `Retry-After`. An unreachable store fails
 * the request with 503. In-process counters answer synchronously: no promise on the hot path.
 */
export function countRequest(
  counters: CounterStore,
  limit: { max: number; windowMs: number },
  who: string,
  reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  const key = `ohds:rate:${who}`;
  if (counters.hitSync !== undefined) {
    let hit: { count: number; ttlMs: number };
    try {
      hit = counters.hitSync(key, limit.windowMs);
    } catch (err) {
      done(err as Error);
      return;
    }
    done(applyLimit(reply, limit.max, hit));
    return;
  }
  counters.hit(key, limit.windowMs).then(
    (hit) => done(applyLimit(reply, limit.max, hit)),
    (err: Error) => done(err),
  );
}

/**
 * A failed key check, counted per client address in its own fixed window: up to `max` failures answer the
 * 401 as usual, past it 429 with `Retry-After`, so keys cannot be guessed at line rate. A counter store
 * that cannot count still answers the 401 (the request is refused either way).
 */
export function countFailedKey(
  counters: CounterStore,
  limit: { max: number; windowMs: number },
  request: FastifyRequest,
  reply: FastifyReply,
  unauthenticated: Error,
  done: (err: Error) => void,
): void {
  const key = `ohds:authfail:${request.ip}`;
  const decide = (hit: { count: number; ttlMs: number }): Error => {
    if (hit.count <= limit.max) return unauthenticated;
    const seconds = Math.max(1, Math.ceil(hit.ttlMs / 1000));
    void reply.header('retry-after', seconds);
    return new RateLimited(seconds);
  };
  if (counters.hitSync !== undefined) {
    let hit: { count: number; ttlMs: number };
    try {
      hit = counters.hitSync(key, limit.windowMs);
    } catch {
      done(unauthenticated);
      return;
    }
    done(decide(hit));
    return;
  }
  counters.hit(key, limit.windowMs).then(
    (hit) => done(decide(hit)),
    () => done(unauthenticated),
  );
}

/** The RateLimit-* headers for a counted request; the 429 error (with `Retry-After`) past the limit. */
function applyLimit(
  reply: FastifyReply,
  max: number,
  hit: { count: number; ttlMs: number },
): RateLimited | undefined {
  const resetSeconds = Math.ceil(hit.ttlMs / 1000);
  const exceeded = hit.count > max;
  void reply
    .header('ratelimit-limit', max)
    .header('ratelimit-remaining', exceeded ? 0 : max - hit.count)
    .header('ratelimit-reset', resetSeconds);
  if (!exceeded) return undefined;
  void reply.header('retry-after', resetSeconds);
  return new RateLimited(Math.max(1, resetSeconds));
}
