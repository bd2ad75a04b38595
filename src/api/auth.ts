/**
 * Authentication (spec, Authentication): only the `apikey` header authenticates (Node lowercases header
 * names, so matching is case-insensitive). `Authorization`, `?apikey=`, cookies and `X-API-Key` are ignored.
 * A missing, empty, unknown or expired key is a 401 before any business logic.
 */
import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '../errors.ts';
import type { KeyStore } from '../keys/store.ts';
import type { Consumer } from './route.ts';

/** The one open route: the internal liveness probe (spec, Authentication rule 8). */
export const OPEN_ROUTE = '/health';

/**
 * True unless the router matched the open route. Decided on the route Fastify matched (after it decoded and
 * resolved the request target), never on the raw URL: percent-encoded, absolute-form, case-variant or
 * dot-segment spellings either match a route, which then needs its key, or match none, which needs one too.
 */
export function needsKey(matchedRoute: string | undefined): boolean {
  return matchedRoute !== OPEN_ROUTE;
}

/** Resolves the consumer for a request or throws Unauthenticated. */
export function authenticate(request: FastifyRequest, keys: KeyStore, now: Date): Consumer {
  const raw = request.headers['apikey'];
  const key = Array.isArray(raw) ? undefined : raw;
  if (key === undefined || key.trim() === '') throw new Unauthenticated('No API key found in request.');
  const consumer = keys.authenticate(key, now);
  if (consumer === null) throw new Unauthenticated('Invalid authentication credentials.');
  return consumer;
}
