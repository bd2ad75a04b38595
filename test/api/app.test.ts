import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { defineRoute } from '../../src/api/route.ts';
import { routeGroups } from '../../src/api/routes/index.ts';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { send as call } from '../support/http.ts';
import { startTestServer } from '../support/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a body without a content type or of a vendor +json type is 415; malformed JSON is a 400 ValidationError', async (t) => {
  // The other media types, the charset parameter and the size limit are in test/conformance/envelope.test.ts.
  const server = await startTestServer();
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [string, Record<string, string>, string, number, string]> = [
    ['a body without a content type', {}, '{}', 415, 'UnsupportedMediaType'],
    [
      'a vendor json type',
      { 'content-type': 'application/vnd.api+json' },
      '{}',
      415,
      'UnsupportedMediaType',
    ],
    ['malformed JSON', { 'content-type': 'application/json' }, '{"a":', 400, 'ValidationError'],
  ];
  for (const [title, headers, body, status, error] of table) {
    const res = await call(server, '/api/debug/echo', {
      method: 'POST',
      headers: { apikey: server.key, ...headers },
      body,
    });
    assert.equal(res.status, status, title);
    assert.equal(res.body.error, error, title);
    assert.match(res.body.request_id, UUID, title);
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
  const server = await startTestServer({
    env: { OHDS_RATE_LIMIT_MAX: '2', OHDS_RATE_LIMIT_WINDOW_MS: '60000' },
  });
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
  const server = await startTestServer({
    env: { OHDS_REQUIRE_HTTPS: '1', OHDS_PUBLIC_HOST: 'api.example.test' },
  });
  t.after(() => server.close());
  const plain = await call(server, '/api/version/get?x=1', {
    headers: { apikey: server.key, 'x-forwarded-host': 'evil.example.test' },
  });
  assert.equal(plain.status, 301);
  assert.equal(
    plain.headers.get('location'),
    'https://api.example.test/api/version/get?x=1',
    'X-Forwarded-Host is never copied',
  );
  const forwarded = await call(server, '/api/version/get', {
    headers: { apikey: server.key, 'x-forwarded-proto': 'https' },
  });
  assert.equal(forwarded.status, 200);
  assert.equal((await call(server, '/health')).status, 200);
});

test('without OHDS_PUBLIC_HOST the redirect names the Host header only when it is a plain host name', async (t) => {
  const server = await startTestServer({ env: { OHDS_REQUIRE_HTTPS: '1' } });
  t.after(() => server.close());
  const app = server.app;
  const good = await app.inject({
    method: 'GET',
    url: '/api/version/get',
    headers: {
      apikey: server.key,
      host: 'api.example.test:8443',
      'x-forwarded-host': 'evil.example.test',
    },
  });
  assert.equal(good.statusCode, 301);
  assert.equal(good.headers.location, 'https://api.example.test:8443/api/version/get');
  for (const host of ['evil.example.test/@x', 'a b', 'x\\y', 'example.test:80:80']) {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/version/get',
      headers: { apikey: server.key, host },
    });
    assert.equal(bad.statusCode, 400, host);
    assert.equal(bad.json().field, 'host');
    assert.equal(bad.headers.location, undefined);
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
  const server = await startTestServer({ app: { routeGroups: [[slow]] }, listen: true });
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
  const table: ReadonlyArray<readonly [string, string, number]> = [
    ['current', server.key, 200],
    ['overlap', overlap, 200],
    ['expired', expired, 401],
  ];
  for (const [title, apikey, status] of table) {
    assert.equal(
      (await call(server, '/api/health/check', { headers: { apikey } })).status,
      status,
      title,
    );
  }
});
