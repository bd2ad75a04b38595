/**
 * Authentication (spec, Authentication): only the `apikey` header authenticates (Node lowercases header
 * names, so matching is case-insensitive). `Authorization`, `?apikey=`, cookies and `X-API-Key` are ignored.
 * A missing, empty, unknown or expired key is a 401 before any business logic.
 */
import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '../errors.ts';
import type { KeyStore } from '../keys/store.ts';
import type { Consumer } from './route.ts';

/** The one open route: the internal liveness probe (spec, Authentication rule 8); every other route has the key check. */
export const OPEN_ROUTE = '/health';

/**
 * The 401 for a request without a usable `apikey`. A bearer `Authorization` header gets a hint that the key
 * belongs in the `apikey` header (issue 18); its value is never echoed.
 */
function missingKey(request: FastifyRequest): Unauthenticated {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^\s*bearer\b/i.test(authorization)) {
    return new Unauthenticated(
      'No API key found in request. Send the key in the `apikey` header; Authorization bearer credentials are not accepted.',
    );
  }
  return new Unauthenticated('No API key found in request.');
}

/** Resolves the consumer for a request or throws Unauthenticated. */
export function authenticate(request: FastifyRequest, keys: KeyStore, now: Date): Consumer {
  const raw = request.headers.apikey;
  const key = Array.isArray(raw) ? undefined : raw;
  if (key === undefined || key.trim() === '') throw missingKey(request);
  const consumer = keys.authenticate(key, now);
  if (consumer === null) throw new Unauthenticated('Invalid authentication credentials.');
  return consumer;
}
