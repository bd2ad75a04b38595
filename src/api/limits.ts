/**
 * Request limits checked before the body is read (spec, Limits and Errors): a body must be
 * `application/json` (415) and at most 512 KB (413).
 */
import type { FastifyRequest } from 'fastify';
import { PayloadTooLarge, UnsupportedMediaType } from '../errors.ts';

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
