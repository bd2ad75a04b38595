/**
 * Authentication (spec, Authentication): only the `apikey` header authenticates (Node lowercases header
 * names, so matching is case-insensitive). `Authorization`, `?apikey=`, cookies and `X-API-Key` are ignored.
 * A missing, empty, unknown or expired key is a 401 before any business logic.
 */
import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '../errors.ts';
import type { KeyStore } from '../keys/store.ts';
import type { Consumer } from './route.ts';

/** True for paths that need a key: everything under `/api`. `/health` is the one open path. */
export function needsKey(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
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
