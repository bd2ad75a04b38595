import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { defineRoute } from '../../src/api/route.ts';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { routeGroups } from '../../src/api/routes/index.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX32 = /^[0-9a-f]{32}$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function call(server: TestServer, path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(server.url + path, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? null : JSON.parse(text) };
}

test('authentication accepts only the apikey header, in any letter case', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [string, string, Record<string, string>, number]> = [
    ['lowercase apikey', '', { apikey: server.key }, 200],
    ['mixed-case header name', '', { ApiKey: server.key }, 200],
    ['no key', '', {}, 401],
    ['empty key', '', { apikey: '' }, 401],
    ['unknown key', '', { apikey: 'not-a-key' }, 401],
    ['bearer authorization', '', { authorization: `Bearer ${server.key}` }, 401],
    ['basic authorization', '', { authorization: `Basic ${Buffer.from(`x:${server.key}`).toString('base64')}` }, 401],
    ['query key', `?apikey=${server.key}`, {}, 401],
    ['cookie', '', { cookie: `apikey=${server.key}` }, 401],
    ['X-API-Key', '', { 'x-api-key': server.key }, 401],
    ['API-Key', '', { 'api-key': server.key }, 401],
  ];
  for (const [title, query, headers, status] of table) {
    const res = await call(server, `/api/health/check${query}`, { headers });
    assert.equal(res.status, status, title);
  }
});

test('a 401 is the small envelope with a 32-hex request id', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  for (const headers of [{}, { apikey: 'wrong' }] as Array<Record<string, string>>) {
    const res = await call(server, '/api/catalog/categories', { headers });
    assert.equal(res.status, 401);
    assert.deepEqual(Object.keys(res.body).sort(), ['message', 'request_id']);
    assert.match(res.body.request_id, HEX32);
  }
});

test('unauthenticated requests never reach the body checks', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await call(server, '/api/debug/echo', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
  assert.equal(res.status, 401);
});

test('success bodies carry a UUID request_id and a timestamp; X-Request-ID differs and caller ids are ignored', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await call(server, '/api/debug/echo', {
    method: 'POST',
    headers: { apikey: server.key, 'content-type': 'application/json', 'x-request-id': 'caller-id-1' },
    body: JSON.stringify({ request_id: 'caller-id-2' }),
  });
  assert.equal(res.status, 200);
  assert.match(res.body.request_id, UUID);
  assert.match(res.body.timestamp, ISO_MS);
  const trace = res.headers.get('x-request-id');
  assert.ok(trace !== null && trace !== res.body.request_id && trace !== 'caller-id-1');
  assert.notEqual(trace!.replace(/-/g, ''), res.body.request_id.replace(/-/g, ''));
});

test('unknown paths and wrong methods give the 404 envelope', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [string, string]> = [
    ['GET', '/api/nowhere'],
    ['GET', '/api/debug/echo'],
    ['POST', '/api/health/check'],
    ['GET', '/api/psychosocial/depression_screen/score'],
    ['GET', '/nowhere'],
  ];
  for (const [method, path] of table) {
    const res = await call(server, path, { method, headers: { apikey: server.key } });
    assert.equal(res.status, 404, `${method} ${path}`);
    assert.equal(res.body.error, 'NotFound');
    assert.match(res.body.request_id, UUID);
    assert.match(res.body.timestamp, ISO_MS);
    assert.equal(typeof res.body.message, 'string');
  }
});

test('bodies must be JSON (415) and at most 512 KB (413)', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const big = JSON.stringify({ pad: 'a'.repeat(512 * 1024) });
  const table: ReadonlyArray<readonly [string, Record<string, string>, string, number, string | null]> = [
    ['text/plain', { 'content-type': 'text/plain' }, '{}', 415, 'UnsupportedMediaType'],
    ['form encoding', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415, 'UnsupportedMediaType'],
    ['a body without a content type', {}, '{}', 415, 'UnsupportedMediaType'],
    ['a vendor json type', { 'content-type': 'application/vnd.api+json' }, '{}', 415, 'UnsupportedMediaType'],
    ['json with charset', { 'content-type': 'application/json; charset=utf-8' }, '{}', 200, null],
    ['over 512 KB', { 'content-type': 'application/json' }, big, 413, 'PayloadTooLarge'],
    ['malformed JSON', { 'content-type': 'application/json' }, '{"a":', 400, 'ValidationError'],
  ];
  for (const [title, headers, body, status, error] of table) {
    const res = await call(server, '/api/debug/echo', { method: 'POST', headers: { apikey: server.key, ...headers }, body });
    assert.equal(res.status, status, title);
    if (error !== null) {
      assert.equal(res.body.error, error, title);
      assert.match(res.body.request_id, UUID, title);
    }
  }
});

test('every body is scanned before the handler: 400 DeIdentificationViolation naming the field, value not echoed', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [unknown, string]> = [
    [{ meta: { email: 'x' } }, 'meta.email'],
    [{ notes: ['fine', 'call 555-867-5309'] }, 'notes[1]'],
    [{ a: { b: '123-45-6789' } }, 'a.b'],
    [{ seen: '2001-04-05' }, 'seen'],
  ];
  for (const [body, field] of table) {
    const res = await call(server, '/api/debug/echo', {
      method: 'POST',
      headers: { apikey: server.key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(res.status, 400, field);
    assert.equal(res.body.error, 'DeIdentificationViolation');
    assert.equal(res.body.field, field);
    for (const secret of ['555-867-5309', '123-45-6789', '2001-04-05']) assert.ok(!JSON.stringify(res.body).includes(secret));
  }
});

test('the scan runs before validation, so a blocked field beats an unknown-field error', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await call(server, '/api/psychosocial/depression_screen/score', {
    method: 'POST',
    headers: { apikey: server.key, 'content-type': 'application/json' },
    body: JSON.stringify({ responses: {}, patient_id: 'p' }),
  });
  assert.equal(res.body.error, 'DeIdentificationViolation');
  assert.equal(res.body.field, 'patient_id');
});

test('the rate limit is per consumer, with retry_after, Retry-After and RateLimit-* headers', async (t) => {
  const server = await startTestServer({ env: { OHDS_RATE_LIMIT_MAX: '2', OHDS_RATE_LIMIT_WINDOW_MS: '60000' } });
  t.after(() => server.close());
  const headers = { apikey: server.key };
  const first = await call(server, '/api/version/get', { headers });
  assert.equal(first.headers.get('ratelimit-limit'), '2');
  assert.equal(first.headers.get('ratelimit-remaining'), '1');
  await call(server, '/api/version/get', { headers });
  const limited = await call(server, '/api/version/get', { headers });
  assert.equal(limited.status, 429);
  assert.equal(limited.body.error, 'RateLimited');
  assert.ok(Number.isInteger(limited.body.retry_after) && limited.body.retry_after >= 1);
  assert.equal(limited.headers.get('retry-after'), String(limited.body.retry_after));
  assert.equal(limited.headers.get('ratelimit-remaining'), '0');
  assert.match(limited.body.request_id, UUID);
});

test('an unexpected error is a generic 500 that reveals nothing', async (t) => {
  const boom = defineRoute({
    method: 'GET',
    url: '/api/test/boom',
    summary: 'throws',
    tag: 'test',
    response: z.never(),
    async handler() {
      throw new Error('secret internals at /srv/x');
    },
  });
  const server = await startTestServer({ app: { routeGroups: [...routeGroups, [boom]] } });
  t.after(() => server.close());
  const res = await call(server, '/api/test/boom', { headers: { apikey: server.key } });
  assert.equal(res.status, 500);
  assert.equal(res.body.error, 'InternalError');
  assert.ok(!JSON.stringify(res.body).includes('secret'));
});

test('query and body are validated with the route schemas, naming the field', async (t) => {
  const route = defineRoute({
    method: 'POST',
    url: '/api/test/validate',
    summary: 'validates',
    tag: 'test',
    query: z.object({ n: z.coerce.number().int().max(5).optional() }),
    body: z.object({ items: z.array(z.object({ code: z.string().max(3) })) }),
    response: z.object({ count: z.int(), n: z.int().nullable() }),
    async handler({ body, query }) {
      return { count: body.items.length, n: query.n ?? null };
    },
  });
  const server = await startTestServer({ app: { routeGroups: [[route]] } });
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [string, unknown, number, string | undefined]> = [
    ['', { items: [{ code: 'abc' }] }, 200, undefined],
    ['?n=9', { items: [] }, 400, 'n'],
    ['', { items: [{ code: 'toolong' }] }, 400, 'items[0].code'],
    ['', { nope: 1 }, 400, 'items'],
  ];
  for (const [query, body, status, field] of table) {
    const res = await call(server, `/api/test/validate${query}`, {
      method: 'POST',
      headers: { apikey: server.key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(res.status, status, `${query} ${JSON.stringify(body)}`);
    assert.equal(res.body.field, field);
    if (status === 400) assert.ok(!res.body.message.includes('toolong'));
  }
});

test('OHDS_REQUIRE_HTTPS=1 redirects plain http with 301 to the public host and serves forwarded https', async (t) => {
  const server = await startTestServer({ env: { OHDS_REQUIRE_HTTPS: '1', OHDS_PUBLIC_HOST: 'api.example.test' } });
  t.after(() => server.close());
  const plain = await fetch(`${server.url}/api/version/get?x=1`, { headers: { apikey: server.key, 'x-forwarded-host': 'evil.example.test' }, redirect: 'manual' });
  assert.equal(plain.status, 301);
  assert.equal(plain.headers.get('location'), 'https://api.example.test/api/version/get?x=1', 'X-Forwarded-Host is never copied');
  const forwarded = await call(server, '/api/version/get', { headers: { apikey: server.key, 'x-forwarded-proto': 'https' } });
  assert.equal(forwarded.status, 200);
  assert.equal((await fetch(`${server.url}/health`)).status, 200);
});

test('without OHDS_PUBLIC_HOST the redirect names the Host header only when it is a plain host name', async (t) => {
  const server = await startTestServer({ env: { OHDS_REQUIRE_HTTPS: '1' } });
  t.after(() => server.close());
  const app = server.app;
  const good = await app.inject({ method: 'GET', url: '/api/version/get', headers: { apikey: server.key, host: 'api.example.test:8443', 'x-forwarded-host': 'evil.example.test' } });
  assert.equal(good.statusCode, 301);
  assert.equal(good.headers['location'], 'https://api.example.test:8443/api/version/get');
  for (const host of ['evil.example.test/@x', 'a b', 'x\\y', 'example.test:80:80']) {
    const bad = await app.inject({ method: 'GET', url: '/api/version/get', headers: { apikey: server.key, host } });
    assert.equal(bad.statusCode, 400, host);
    assert.equal(bad.json().field, 'host');
    assert.equal(bad.headers['location'], undefined);
  }
});

test('/health is open, outside /api, and answers 200', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await call(server, '/health');
  assert.equal(res.status, 200);
  assert.equal(res.body.status, 'ok');
});

test('closing drains an in-flight request before the server stops', async (t) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const started = new Promise<void>((resolve) => (entered = resolve));
  const slow = defineRoute({
    method: 'GET',
    url: '/api/test/slow',
    summary: 'waits',
    tag: 'test',
    response: z.object({ done: z.boolean() }),
    async handler() {
      entered();
      await gate;
      return { done: true };
    },
  });
  const server = await startTestServer({ app: { routeGroups: [[slow]] } });
  const inflight = call(server, '/api/test/slow', { headers: { apikey: server.key } });
  await started;
  const closing = server.close();
  release();
  const res = await inflight;
  await closing;
  assert.equal(res.status, 200);
  assert.equal(res.body.done, true);
  await assert.rejects(fetch(`${server.url}/health`));
  t.diagnostic('drained');
});

test('key-file changes apply without a restart: an expired key gets 401, an overlap key keeps working', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const overlap = generateKey();
  const expired = generateKey();
  await writeKeyFile(server.keysFile, {
    consumers: [
      {
        id: 'c-test',
        username: 'tester',
        keys: [
          { sha256: hashKey(server.key), expires_at: null },
          { sha256: hashKey(overlap), expires_at: new Date(Date.now() + 86_400_000).toISOString() },
          { sha256: hashKey(expired), expires_at: new Date(Date.now() - 1000).toISOString() },
        ],
      },
    ],
  });
  const table: ReadonlyArray<readonly [string, string, number]> = [['current', server.key, 200], ['overlap', overlap, 200], ['expired', expired, 401]];
  for (const [title, apikey, status] of table) {
    assert.equal((await call(server, '/api/health/check', { headers: { apikey } })).status, status, title);
  }
});
