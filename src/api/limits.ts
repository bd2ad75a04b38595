/**
 * Request limits (spec, Limits and Errors): a body must be `application/json` (415) and at most 512 KB (413),
 * checked before the body is read; the per-consumer rate limit counts in the shared counter store.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { PayloadTooLarge, UnsupportedMediaType } from '../errors.ts';
import type { CounterStore } from '../state/index.ts';

export const BODY_LIMIT_BYTES = 512 * 1024;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
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
 * An `@fastify/rate-limit` store class over the counter store: one fixed window of `windowMs` per consumer,
 * shared by every instance when the counters are in Redis; an unreachable store fails the request with 503.
 */
export function rateLimitStore(counters: CounterStore, windowMs: number): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr(key: string, cb: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      counters.hit(`ohds:rate:${key}`, windowMs).then(
        ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
        (err: Error) => cb(err),
      );
    }

    /** Routes share the one per-consumer window (no route sets its own limit). */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
