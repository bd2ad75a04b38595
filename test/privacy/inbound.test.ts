import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DeIdentificationViolation } from '../../src/errors.ts';
import {
  assertDeidentified,
  BLOCKED_FIELD_NAMES,
  findInboundIdentifier,
} from '../../src/privacy/index.ts';

const now = new Date('2026-06-15T12:00:00Z');

test('every blocked field name is rejected wherever it appears, naming its path', () => {
  for (const name of BLOCKED_FIELD_NAMES) {
    assert.deepEqual(
      findInboundIdentifier({ a: [{ [name]: 'x' }] }, { now }),
      { field: `a[0].${name}`, kind: 'blocked_field' },
      name,
    );
  }
});

test('blocked names are matched whatever their case and separators', () => {
  for (const key of ['firstName', 'DOB', 'Patient-ID', 'dateOfBirth', 'Email']) {
    assert.equal(findInboundIdentifier({ [key]: 1 }, { now })?.kind, 'blocked_field', key);
  }
});

const hits: ReadonlyArray<readonly [string, string, string]> = [
  ['an SSN with dashes', 'ref 123-45-6789 on file', 'ssn'],
  ['an SSN with spaces', '123 45 6789', 'ssn'],
  ['an email address', 'contact worker.one@example.org today', 'email'],
  ['a phone with dashes', 'call 555-867-5309', 'phone'],
  ['a phone with brackets', '(555) 867-5309', 'phone'],
  ['a phone with +1', '+1 555 867 5309', 'phone'],
  ['a phone with dots', '555.867.5309', 'phone'],
  ['a past day date alone', '2026-06-14', 'date'],
  ['a past day date in text', 'seen on 1980-02-29 by the nurse', 'date'],
];

test('identifier-shaped values are rejected with their kind', () => {
  for (const [title, value, kind] of hits) {
    assert.deepEqual(
      findInboundIdentifier({ note: value }, { now }),
      { field: 'note', kind },
      title,
    );
  }
});

const clean: ReadonlyArray<readonly [string, unknown]> = [
  ['a timestamp (not day resolution)', '2026-01-05T10:00:00Z'],
  ['a timestamp with a space', '2026-01-05 10:00:00'],
  ['today', '2026-06-15'],
  ['a future date', '2026-12-31'],
  ['an impossible date', '2025-02-30'],
  ['a pain score range', 'pain 7 out of 10, 0-10 scale'],
  ['a small number', 42],
  ['a decimal number', 3.5],
  ['a code', 'S83.511A'],
  ['a long digit run', '12345678901234'],
  ['an ISO week', '2026-W05'],
  ['a version string', '1.0.0'],
  ['null', null],
];

test('clean values pass', () => {
  for (const [title, value] of clean)
    assert.equal(findInboundIdentifier({ note: value }, { now }), null, title);
});

test('exempt paths skip only the past-date rule, with [*] matching any index', () => {
  const body = {
    case: { incident: { incident_date: '2026-01-02' }, statements: [{ date: '2026-01-03' }] },
  };
  const exempt = ['case.incident.incident_date', 'case.statements[*].date'];
  assert.equal(findInboundIdentifier(body, { now, pastDateExempt: exempt }), null);
  assert.equal(findInboundIdentifier(body, { now })?.field, 'case.incident.incident_date');
  const ssn = { case: { incident: { incident_date: '123-45-6789' } } };
  assert.equal(findInboundIdentifier(ssn, { now, pastDateExempt: exempt })?.kind, 'ssn');
});

test('the first hit in document order is reported', () => {
  assert.equal(
    findInboundIdentifier({ a: 'x', b: ['ok', 'x@y.io'], name: 'n' }, { now })?.field,
    'b[1]',
  );
});

test('an identifier-shaped key names its parent, so the key is not echoed', () => {
  assert.deepEqual(findInboundIdentifier({ p: { '123-45-6789': 1 } }, { now }), {
    field: 'p',
    kind: 'ssn',
  });
});

test('deeply nested bodies are scanned without overflowing the stack', () => {
  let body: unknown = 'x@y.io';
  for (let i = 0; i < 100_000; i++) body = [body];
  assert.equal(findInboundIdentifier(body, { now })?.kind, 'email');
});

test('the violation names the field and never contains the value', () => {
  assert.throws(
    () => assertDeidentified({ notes: 'mail worker.one@example.org' }, { now }),
    (err: unknown) =>
      err instanceof DeIdentificationViolation &&
      err.extras.field === 'notes' &&
      !err.message.includes('example.org'),
  );
});

test('property: no JSON input makes the scan throw anything but a violation', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (body) => {
      try {
        assertDeidentified(body, { now });
      } catch (err) {
        assert.ok(err instanceof DeIdentificationViolation);
      }
    }),
    { numRuns: 300 },
  );
});

test('property: a planted identifier is always rejected and never echoed', () => {
  const identifier = fc.constantFrom(
    'a.b@example.org',
    '123-45-6789',
    '555-867-5309',
    '1999-12-31',
  );
  const key = fc.string({ unit: fc.constantFrom('a', 'b', '_', 'c'), minLength: 1, maxLength: 8 });
  fc.assert(
    fc.property(fc.jsonValue(), key, identifier, (other, k, id) => {
      const body = { other, nested: { [k]: [`text ${id}`] } };
      assert.throws(
        () => assertDeidentified(body, { now }),
        (err: unknown) => err instanceof DeIdentificationViolation && !err.message.includes(id),
      );
    }),
    { numRuns: 200 },
  );
});

test('property: an email, SSN or phone embedded anywhere in a string is always found', () => {
  const identifier = fc.constantFrom('a.b@example.org', '123-45-6789', '555-867-5309');
  const filler = fc.string({ unit: fc.constantFrom('a', ' ', 'b', '.', ','), maxLength: 20 });
  fc.assert(
    fc.property(filler, identifier, filler, (before, id, after) => {
      assert.notEqual(findInboundIdentifier({ t: `${before} ${id} ${after}` }, { now }), null);
    }),
  );
});
