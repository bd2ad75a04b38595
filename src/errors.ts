/**
 * The one error catalogue. Each class carries a stable `error` code from the spec
 * (a code is API: never renamed), its HTTP status and its CLI exit code.
 * Messages name the field or constraint and never echo a rejected value.
 */

export type ErrorCode =
  | 'ValidationError'
  | 'DeIdentificationViolation'
  | 'Unauthenticated'
  | 'PaymentRequired'
  | 'NotFound'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'UnprocessableEntity'
  | 'RateLimited'
  | 'InternalError'
  | 'UpstreamError'
  | 'ServiceUnavailable'
  | 'UpstreamTimeout'
  | 'UsageError'
  | 'OutputError'
  | 'Interrupted';

export interface ErrorExtras {
  field?: string;
  [key: string]: unknown;
}

export class OhdsError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly exitCode: number;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, status: number, message: string, extras: ErrorExtras = {}, exitCode = 1) {
    super(message);
    this.name = code;
    this.code = code;
    this.status = status;
    this.exitCode = exitCode;
    this.extras = extras;
  }
}

/** 400 shape/range failure (with `field`) or vocabulary rejection (without). */
export class ValidationError extends OhdsError {
  constructor(message: string, extras: ErrorExtras = {}) {
    super('ValidationError', 400, message, extras, 2);
  }
}

/** 400: identifier-shaped value or blocked field name. `field` always set; the value never echoed. */
export class DeIdentificationViolation extends OhdsError {
  constructor(field: string, message = `Identifier-shaped content is not accepted in field '${field}'.`) {
    super('DeIdentificationViolation', 400, message, { field }, 2);
  }
}

export class Unauthenticated extends OhdsError {
  constructor(message = 'Invalid credentials.') {
    super('Unauthenticated', 401, message);
  }
}

export class PaymentRequired extends OhdsError {
  constructor(message: string) {
    super('PaymentRequired', 402, message);
  }
}

export class NotFound extends OhdsError {
  constructor(message = 'Not found.') {
    super('NotFound', 404, message);
  }
}

export class PayloadTooLarge extends OhdsError {
  constructor(message = 'Request body exceeds 512 KB.') {
    super('PayloadTooLarge', 413, message);
  }
}

export class UnsupportedMediaType extends OhdsError {
  constructor(message = 'Content-Type must be application/json.') {
    super('UnsupportedMediaType', 415, message);
  }
}

export class RateLimited extends OhdsError {
  constructor(retryAfterSeconds: number) {
    super('RateLimited', 429, 'Rate limit exceeded; retry later.', { retry_after: retryAfterSeconds });
  }
}

export class InternalError extends OhdsError {
  constructor(message = 'Internal error.') {
    super('InternalError', 500, message);
  }
}

export class UpstreamError extends OhdsError {
  constructor(message = 'The upstream model returned an unusable response.') {
    super('UpstreamError', 502, message);
  }
}

export class ServiceUnavailable extends OhdsError {
  constructor(message = 'A dependency is unavailable.') {
    super('ServiceUnavailable', 503, message, {}, 2);
  }
}

export class UpstreamTimeout extends OhdsError {
  constructor(message = 'The upstream model timed out.') {
    super('UpstreamTimeout', 504, message);
  }
}

/** CLI-only: bad flags, unreadable file, unusable header. Exit code 2. */
export class UsageError extends OhdsError {
  constructor(message: string) {
    super('UsageError', 400, message, {}, 2);
  }
}

/**
 * CLI-only: an output could not be written (disk full, permission, read-only file system, I/O error).
 * Exit code 3. The message names the output's role (`--out`) and the errno code, never file content.
 */
export class OutputError extends OhdsError {
  constructor(message: string, extras: ErrorExtras = {}) {
    super('OutputError', 500, message, extras, 3);
  }
}

/** CLI-only: a run stopped by SIGINT or SIGTERM. Exit code 128 + the signal number, as a shell reports it: 130, 143. */
export class Interrupted extends OhdsError {
  constructor(signal: 'SIGINT' | 'SIGTERM', message: string) {
    super('Interrupted', 500, message, { signal }, signal === 'SIGINT' ? 130 : 143);
  }
}

export function isOhdsError(err: unknown): err is OhdsError {
  return err instanceof OhdsError;
}
