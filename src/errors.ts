/**
 * The one error catalogue: one row per error, with its stable `error` code from the spec (a code is API: never
 * renamed), its HTTP status, its CLI exit code and its default message. The classes below only name the rows
 * (for `instanceof` and readable throws); every status and exit code comes from the table.
 * Messages name the field or constraint and never echo a rejected value. `cause` is kept for logs and bug reports.
 */

export const ERROR_CATALOGUE = {
  /** 400 shape/range failure (with `field`) or vocabulary rejection (without). */
  ValidationError: { status: 400, exitCode: 2, message: 'The request is not valid.' },
  /** 400: identifier-shaped value or blocked field name. `field` always set; the value never echoed. */
  DeIdentificationViolation: {
    status: 400,
    exitCode: 2,
    message: 'Identifier-shaped content is not accepted.',
  },
  Unauthenticated: { status: 401, exitCode: 1, message: 'Invalid credentials.' },
  PaymentRequired: { status: 402, exitCode: 1, message: 'Not enough credits.' },
  NotFound: { status: 404, exitCode: 1, message: 'Not found.' },
  PayloadTooLarge: { status: 413, exitCode: 1, message: 'Request body exceeds 512 KB.' },
  UnsupportedMediaType: {
    status: 415,
    exitCode: 1,
    message: 'Content-Type must be application/json.',
  },
  UnprocessableEntity: { status: 422, exitCode: 1, message: 'The request cannot be processed.' },
  RateLimited: { status: 429, exitCode: 1, message: 'Rate limit exceeded; retry later.' },
  InternalError: { status: 500, exitCode: 1, message: 'Internal error.' },
  UpstreamError: {
    status: 502,
    exitCode: 1,
    message: 'The upstream model returned an unusable response.',
  },
  ServiceUnavailable: { status: 503, exitCode: 2, message: 'A dependency is unavailable.' },
  UpstreamTimeout: { status: 504, exitCode: 1, message: 'The upstream model timed out.' },
  /** CLI-only: bad flags, unreadable file, unusable header. */
  UsageError: { status: 400, exitCode: 2, message: 'Invalid usage.' },
  /** CLI-only: an output could not be written; the message names the output's role (`--out`) and the errno code. */
  OutputError: { status: 500, exitCode: 3, message: 'An output could not be written.' },
  /** CLI-only: a run stopped by SIGINT or SIGTERM; the exit code is 128 + the signal number (130, 143). */
  Interrupted: { status: 500, exitCode: 130, message: 'Interrupted.' },
} as const satisfies Record<string, { status: number; exitCode: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface ErrorExtras {
  field?: string;
  [key: string]: unknown;
}

export interface ErrorOptions {
  /** The error this one wraps (kept for logs; never sent to an API client). */
  cause?: unknown;
  /** Overrides the catalogue's exit code (Interrupted by SIGTERM: 143). */
  exitCode?: number;
}

export class OhdsError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly exitCode: number;
  readonly extras: ErrorExtras;

  constructor(
    code: ErrorCode,
    message: string = ERROR_CATALOGUE[code].message,
    extras: ErrorExtras = {},
    options: ErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = code;
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.exitCode = options.exitCode ?? ERROR_CATALOGUE[code].exitCode;
    this.extras = extras;
  }
}

export class ValidationError extends OhdsError {
  constructor(message: string, extras: ErrorExtras = {}, options?: ErrorOptions) {
    super('ValidationError', message, extras, options);
  }
}

export class DeIdentificationViolation extends OhdsError {
  constructor(
    field: string,
    message = `Identifier-shaped content is not accepted in field '${field}'.`,
  ) {
    super('DeIdentificationViolation', message, { field });
  }
}

export class Unauthenticated extends OhdsError {
  constructor(message?: string) {
    super('Unauthenticated', message);
  }
}

export class PaymentRequired extends OhdsError {
  constructor(message: string) {
    super('PaymentRequired', message);
  }
}

export class NotFound extends OhdsError {
  constructor(message?: string) {
    super('NotFound', message);
  }
}

export class PayloadTooLarge extends OhdsError {
  constructor(message?: string) {
    super('PayloadTooLarge', message);
  }
}

export class UnsupportedMediaType extends OhdsError {
  constructor(message?: string) {
    super('UnsupportedMediaType', message);
  }
}

export class RateLimited extends OhdsError {
  constructor(retryAfterSeconds: number) {
    super('RateLimited', undefined, { retry_after: retryAfterSeconds });
  }
}

export class InternalError extends OhdsError {
  constructor(message?: string, options?: ErrorOptions) {
    super('InternalError', message, {}, options);
  }
}

export class UpstreamError extends OhdsError {
  constructor(message?: string, options?: ErrorOptions) {
    super('UpstreamError', message, {}, options);
  }
}

export class ServiceUnavailable extends OhdsError {
  constructor(message?: string, options?: ErrorOptions) {
    super('ServiceUnavailable', message, {}, options);
  }
}

export class UpstreamTimeout extends OhdsError {
  constructor(message?: string, options?: ErrorOptions) {
    super('UpstreamTimeout', message, {}, options);
  }
}

export class UsageError extends OhdsError {
  constructor(message: string, options?: ErrorOptions) {
    super('UsageError', message, {}, options);
  }
}

export class OutputError extends OhdsError {
  constructor(message: string, extras: ErrorExtras = {}, options?: ErrorOptions) {
    super('OutputError', message, extras, options);
  }
}

export class Interrupted extends OhdsError {
  constructor(signal: 'SIGINT' | 'SIGTERM', message: string) {
    super('Interrupted', message, { signal }, { exitCode: signal === 'SIGINT' ? 130 : 143 });
  }
}

export function isOhdsError(err: unknown): err is OhdsError {
  return err instanceof OhdsError;
}
