/** The error catalogue, row by row: each error's code, HTTP status and CLI exit code, and `cause` kept. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as errors from '../src/errors.ts';

const { ERROR_CATALOGUE, OhdsError } = errors;

/** The spec's statuses and the README's exit codes, written out so a change to the table is a visible change here. */
const EXPECTED: Record<errors.ErrorCode, [status: number, exitCode: number]> = {
  ValidationError: [400, 2],
  DeIdentificationViolation: [400, 2],
  Unauthenticated: [401, 1],
  PaymentRequired: [402, 1],
  NotFound: [404, 1],
  PayloadTooLarge: [413, 1],
  UnsupportedMediaType: [415, 1],
  UnprocessableEntity: [422, 1],
  RateLimited: [429, 1],
  InternalError: [500, 1],
  UpstreamError: [502, 1],
  ServiceUnavailable: [503, 2],
  UpstreamTimeout: [504, 1],
  UsageError: [400, 2],
  OutputError: [500, 3],
  Interrupted: [500, 130],
};

for (const [code, [status, exitCode]] of Object.entries(EXPECTED) as Array<
  [errors.ErrorCode, [number, number]]
>) {
  test(`${code} is HTTP ${status} and exit code ${exitCode}`, () => {
    assert.deepEqual(
      [ERROR_CATALOGUE[code].status, ERROR_CATALOGUE[code].exitCode],
      [status, exitCode],
    );
    const err = new OhdsError(code);
    assert.equal(err.code, code);
    assert.equal(err.name, code);
    assert.equal(err.status, status);
    assert.equal(err.exitCode, exitCode);
    assert.equal(err.message, ERROR_CATALOGUE[code].message);
  });
}

test('every named error class builds the row of its own name', () => {
  const made: Array<[string, errors.OhdsError]> = [
    ['ValidationError', new errors.ValidationError('x must be a number', { field: 'x' })],
    ['DeIdentificationViolation', new errors.DeIdentificationViolation('case.notes')],
    ['Unauthenticated', new errors.Unauthenticated()],
    ['PaymentRequired', new errors.PaymentRequired('Not enough credits.')],
    ['NotFound', new errors.NotFound()],
    ['PayloadTooLarge', new errors.PayloadTooLarge()],
    ['UnsupportedMediaType', new errors.UnsupportedMediaType()],
    ['RateLimited', new errors.RateLimited(3)],
    ['InternalError', new errors.InternalError()],
    ['UpstreamError', new errors.UpstreamError()],
    ['ServiceUnavailable', new errors.ServiceUnavailable()],
    ['UpstreamTimeout', new errors.UpstreamTimeout()],
    ['UsageError', new errors.UsageError('--out is required')],
    ['OutputError', new errors.OutputError('--out: ENOSPC')],
    ['Interrupted', new errors.Interrupted('SIGINT', 'stopped')],
  ];
  for (const [code, err] of made) {
    assert.equal(err.code, code);
    assert.equal(err.status, ERROR_CATALOGUE[err.code].status);
    assert.ok(err instanceof OhdsError && errors.isOhdsError(err));
  }
  assert.equal(Object.keys(ERROR_CATALOGUE).length, Object.keys(EXPECTED).length);
});

test('extras and the exit code of a stop by SIGTERM come through', () => {
  assert.deepEqual(new errors.RateLimited(7).extras, { retry_after: 7 });
  assert.deepEqual(new errors.DeIdentificationViolation('case.notes').extras, {
    field: 'case.notes',
  });
  assert.equal(new errors.Interrupted('SIGTERM', 'stopped').exitCode, 143);
});

test('the cause of a wrapped error is kept', () => {
  const cause = new Error('ECONNRESET');
  assert.equal(
    new errors.UpstreamError('The model server closed the connection.', { cause }).cause,
    cause,
  );
  assert.equal(new errors.UsageError('Cannot read --in.', { cause }).cause, cause);
  assert.equal(new errors.NotFound().cause, undefined);
});
