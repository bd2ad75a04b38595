/** Spec, Shared response fields, Errors and Limits: ids, timestamps, the envelope and its codes, rate-limit headers. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allItems, assertEnvelope, call, ISO_UTC_MS, raw, serve, UUID } from './support.ts';

const SCORE = '/api/psychosocial/depression_screen/score';
const GOOD = { responses: allItems(9, 1) };

test('every /api response carries a UUID request_id, a ms UTC timestamp and a distinct X-Request-ID header', async (t) => {
  const s = await serve(t);
  const cases: Array<[string, string, unknown]> = [
    ['GET', '/api/health/check', undefined],
    ['POST', SCORE, GOOD],
    ['GET', '/api/version/get', undefined],
    ['GET', '/api/nowhere', undefined],
    ['POST', SCORE, { responses: 'x' }],
    ['POST', '/api/pain/unknown_thing/score', GOOD],
  ];
  for (const [method, path, body] of cases) {
    const res = await call(s, method, path, body);
    const label = `${method} ${path} -> ${res.status}`;
    assert.match(res.body.request_id, UUID, label);
    assert.match(res.body.timestamp, ISO_UTC_MS, label);
    const trace = res.headers.get('x-request-id');
    assert.ok(trace !== null && trace !== '', `${label}: X-Request-ID header`);
    assert.notEqual(trace, res.body.request_id, label);
    assert.notEqual(trace?.replace(/-/g, ''), res.body.request_id.replace(/-/g, ''), label);
  }
});

test('a caller-supplied X-Request-ID header or body request_id is ignored', async (t) => {
  const s = await serve(t);
  const mine = '123e4567-e89b-42d3-a456-426614174000';
  const res = await call(s, 'POST', SCORE, { ...GOOD, request_id: mine }, { 'x-request-id': mine });
  assert.equal(res.status, 200, res.text);
  assert.notEqual(res.body.request_id, mine);
  assert.notEqual(res.headers.get('x-request-id'), mine);
  const again = await call(s, 'POST', SCORE, GOOD, { 'x-request-id': mine });
  assert.notEqual(again.body.request_id, res.body.request_id, 'each request gets its own id');
});

test('unknown paths and wrong methods on known paths are the 404 NotFound envelope', async (t) => {
  const s = await serve(t);
  const cases: Array<[string, string]> = [
    ['GET', '/api/does/not/exist'],
    ['GET', '/api/'],
    ['GET', SCORE],
    ['PUT', SCORE],
    ['DELETE', '/api/health/check'],
    ['POST', '/api/catalog/categories'],
    ['POST', '/api/lookup/regulations/get'],
    ['OPTIONS', SCORE],
    ['GET', '/nowhere'],
  ];
  for (const [method, path] of cases)
    assertEnvelope(await call(s, method, path), 404, 'NotFound', `${method} ${path}`);
  const head = await call(s, 'HEAD', '/api/health/check');
  assert.equal(head.status, 404, 'HEAD is a method the spec does not list');
});

test('a body over 512 KB is 413 PayloadTooLarge; one just under is accepted', async (t) => {
  const s = await serve(t);
  const pad = (size: number) => JSON.stringify({ ...GOOD, pad: 'x'.repeat(size) });
  const big = await raw(s, 'POST', SCORE, {
    headers: { apikey: s.key, 'content-type': 'application/json' },
    body: pad(520 * 1024),
  });
  assertEnvelope(big, 413, 'PayloadTooLarge', 'oversize');
  assert.deepEqual(Object.keys(big.body).sort(), ['error', 'message', 'request_id', 'timestamp']);
  const exactly = (size: number) => {
    const base = pad(0);
    return pad(size - Buffer.byteLength(base));
  };
  const limit = await raw(s, 'POST', SCORE, {
    headers: { apikey: s.key, 'content-type': 'application/json' },
    body: exactly(512 * 1024),
  });
  assert.equal(limit.status, 200, 'exactly 512 KB is within the limit');
  const over = await raw(s, 'POST', SCORE, {
    headers: { apikey: s.key, 'content-type': 'application/json' },
    body: exactly(512 * 1024 + 1),
  });
  assertEnvelope(over, 413, 'PayloadTooLarge', 'one byte over');
});

test('a body whose Content-Type is not application/json is 415 UnsupportedMediaType', async (t) => {
  const s = await serve(t);
  const body = JSON.stringify(GOOD);
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data; boundary=x',
  ]) {
    assertEnvelope(
      await raw(s, 'POST', SCORE, { headers: { apikey: s.key, 'content-type': type }, body }),
      415,
      'UnsupportedMediaType',
      type,
    );
  }
  const charset = await raw(s, 'POST', SCORE, {
    headers: { apikey: s.key, 'content-type': 'application/json; charset=utf-8' },
    body,
  });
  assert.equal(charset.status, 200, 'application/json with a charset parameter');
});

test('every response to a key holder carries RateLimit-* headers, errors included', async (t) => {
  const s = await serve(t);
  const cases: Array<[string, string, unknown, Record<string, string>?]> = [
    ['GET', '/api/health/check', undefined],
    ['POST', SCORE, GOOD],
    ['POST', SCORE, { responses: 1 }],
    ['GET', '/api/no/such/path', undefined],
    ['GET', SCORE, undefined],
    ['POST', SCORE, GOOD, { 'content-type': 'text/plain' }],
  ];
  for (const [method, path, body, headers] of cases) {
    const res = await call(s, method, path, body, headers);
    for (const h of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'])
      assert.ok(res.headers.get(h) !== null, `${method} ${path} ${res.status}: ${h}`);
  }
});

test('responses carry RateLimit-* headers; past the limit 429 RateLimited has retry_after and Retry-After', async (t) => {
  const s = await serve(t, {
    env: { OHDS_RATE_LIMIT_MAX: '3', OHDS_RATE_LIMIT_WINDOW_MS: '60000' },
  });
  const first = await call(s, 'GET', '/api/health/check');
  for (const h of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'])
    assert.ok(first.headers.get(h) !== null, h);
  let last = first;
  for (let i = 0; i < 4 && last.status !== 429; i++)
    last = await call(s, 'GET', '/api/health/check');
  assertEnvelope(last, 429, 'RateLimited', 'over the limit');
  assert.equal(typeof last.body.retry_after, 'number');
  assert.ok(last.body.retry_after >= 1);
  assert.ok(Number(last.headers.get('retry-after')) >= 1, 'Retry-After header');
});

test('400 with field for shape and range failures; the message never echoes the rejected value', async (t) => {
  const s = await serve(t);
  const cases: Array<[string, string, unknown, string]> = [
    ['responses of the wrong type', SCORE, { responses: 'secretvalue' }, 'responses'],
    ['missing body field', SCORE, {}, 'responses'],
    ['bad depth', `${SCORE}?depth=deepest`, GOOD, 'depth'],
    ['bad audience', '/api/catalog/categories?audience=secretvalue', undefined, 'audience'],
  ];
  for (const [label, path, body, field] of cases) {
    const res = await call(s, body === undefined ? 'GET' : 'POST', path, body);
    assertEnvelope(res, 400, 'ValidationError', label);
    assert.equal(res.body.field, field, label);
    assert.ok(
      !res.body.message.includes('secretvalue') && !res.body.message.includes('deepest'),
      label,
    );
  }
});

test('400 without field for a vocabulary rejection: an unknown instrument', async (t) => {
  const s = await serve(t);
  for (const path of ['/api/pain/not_an_instrument/score', '/api/pain/depression_screen/score']) {
    const res = await call(s, 'POST', path, GOOD);
    assertEnvelope(res, 400, 'ValidationError', path);
    assert.equal('field' in res.body, false, path);
  }
  const q = await call(s, 'POST', '/api/cdri/questions?instruments=not_an_instrument');
  assertEnvelope(q, 400, 'ValidationError', 'questions');
  assert.equal('field' in q.body, false);
  assert.match(
    q.body.message,
    /not_an_instrument/,
    'the message quotes the offending category value',
  );
});

test('the inbound scan rejects blocked field names anywhere in the tree with 400 DeIdentificationViolation naming the field', async (t) => {
  const s = await serve(t);
  const names = [
    'name',
    'first_name',
    'last_name',
    'full_name',
    'ssn',
    'dob',
    'date_of_birth',
    'email',
    'phone',
    'mrn',
    'patient_id',
    'member_id',
  ];
  for (const name of names) {
    const top = await call(s, 'POST', SCORE, { ...GOOD, [name]: 'redacted' });
    assertEnvelope(top, 400, 'DeIdentificationViolation', `top-level ${name}`);
    assert.equal(top.body.field, name);
    const deep = await call(s, 'POST', SCORE, { ...GOOD, extra: { list: [{ [name]: 1 }] } });
    assertEnvelope(deep, 400, 'DeIdentificationViolation', `nested ${name}`);
    assert.equal(deep.body.field, `extra.list[0].${name}`);
  }
});

test('identifier-shaped values are rejected naming the field, never echoing the value', async (t) => {
  const s = await serve(t);
  const values: Array<[string, string]> = [
    ['SSN shape', '078-05-1120'],
    ['SSN shape with spaces', '078 05 1120'],
    ['email shape', 'someone@example.org'],
    ['phone shape', '(555) 555-0100'],
    ['phone shape dotted', '555.555.0100'],
    ['past ISO day date', '2001-02-03'],
    ['past ISO day date in text', 'seen on 2001-02-03 at the clinic'],
  ];
  for (const [label, value] of values) {
    const res = await call(s, 'POST', SCORE, { ...GOOD, notes: { text: value } });
    assertEnvelope(res, 400, 'DeIdentificationViolation', label);
    assert.equal(res.body.field, 'notes.text', label);
    assert.ok(!res.text.includes(value), `${label}: value not echoed`);
  }
  const future = await call(s, 'POST', '/api/debug/echo', { when: '2999-01-01' });
  assert.equal(future.status, 200, 'a future day date is not an identifier');
  const stamp = await call(s, 'POST', '/api/debug/echo', { at: '2001-02-03T10:00:00Z' });
  assert.equal(stamp.status, 200, 'a timestamp is not a day-resolution date');
});
