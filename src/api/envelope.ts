/**
 * Renders every error as the spec's envelope: `{timestamp, error, message, request_id, ...extras}`,
 * except 401, which is the small `{message, request_id}` with a 32-hex request id.
 */
import {
  InternalError,
  isOhdsError,
  PayloadTooLarge,
  UnsupportedMediaType,
  ValidationError,
  type OhdsError,
} from '../errors.ts';

export interface RenderedError {
  status: number;
  body: Record<string, unknown>;
  /** True for 5xx: the cause is logged server-side (never the request body). */
  internal: boolean;
}

/** The 32-hex form of a UUID request id, used by the 401 envelope. */
export function compactRequestId(requestId: string): string {
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
    return { status: 401, body: { message: error.message, request_id: compactRequestId(requestId) }, internal: false };
  }
  const body: Record<string, unknown> = {
    timestamp: now.toISOString(),
    error: error.code,
    message: error.message,
    request_id: requestId,
  };
  for (const [key, value] of Object.entries(error.extras)) if (!(key in body)) body[key] = value;
  return { status: error.status, body, internal: error.status >= 500 };
}
