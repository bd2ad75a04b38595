/**
 * Renders every error as the spec's envelope: `{timestamp, error, message, request_id, ...extras}`,
 * except 401, which is the small `{message, request_id}` with a 32-hex request id.
 */
import {
  InternalError,
  isOhdsError,
  type OhdsError,
  PayloadTooLarge,
  UnsupportedMediaType,
  ValidationError,
} from '../errors.ts';

export interface RenderedError {
  status: number;
  body: Record<string, unknown>;
  /**
   * `unexpected`: not in the catalogue (a bug): logged with its stack. `dependency`: a known 5xx (store or
   * model unavailable, upstream failure): one line with its code, no stack, so an outage does not flood the log.
   * `none` otherwise. Never the request body.
   */
  log: 'unexpected' | 'dependency' | 'none';
}

/** The 32-hex form of a UUID request id, used by the 401 envelope. */
function compactRequestId(requestId: string): string {
  return requestId.replace(/-/g, '');
}

/** Maps Fastify's own errors (body parsing, limits) into the catalogue; anything else is a 500. */
function toOhdsError(err: unknown): OhdsError {
  if (isOhdsError(err)) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new PayloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new UnsupportedMediaType();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ValidationError('Request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ValidationError('Request body is not valid JSON.');
    default:
      if (err instanceof SyntaxError || (typeof status === 'number' && status === 400)) {
        return new ValidationError('Request body is not valid JSON.');
      }
      if (typeof status === 'number' && status === 413) return new PayloadTooLarge();
      if (typeof status === 'number' && status === 415) return new UnsupportedMediaType();
      return new InternalError();
  }
}

export function renderError(err: unknown, requestId: string, now: Date): RenderedError {
  const error = toOhdsError(err);
  if (error.code === 'Unauthenticated') {
    return {
      status: 401,
      body: { message: error.message, request_id: compactRequestId(requestId) },
      log: 'none',
    };
  }
  const body: Record<string, unknown> = {
    timestamp: now.toISOString(),
    error: error.code,
    message: error.message,
    request_id: requestId,
  };
  for (const [key, value] of Object.entries(error.extras)) if (!(key in body)) body[key] = value;
  const log =
    error.status < 500
      ? 'none'
      : isOhdsError(err) && error.status !== 500
        ? 'dependency'
        : 'unexpected';
  return { status: error.status, body, log };
}
