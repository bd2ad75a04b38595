/** Spec, Authentication rules 1-8: only the `apikey` header authenticates; every failure is the small 401 before any business logic. */

import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { test } from 'node:test';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { assert401, call, raw, serve } from './support.ts';

/** Sends header names exactly as written (fetch would lowercase them). */
function sendWithHeaderCase(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + path, { method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the apikey header authenticates whatever the letter case of its name', async (t) => {
  const s = await serve(t);
  for (const name of ['apikey', 'APIKEY', 'ApiKey', 'apiKey']) {
    assert.equal(
      await sendWithHeaderCase(s.url, '/api/health/check', { [name]: s.key }),
      200,
      name,
    );
  }
});

test('credentials anywhere but the apikey header never authenticate', async (t) => {
  const s = await serve(t);
  const cases: Array<{ label: string; path?: string; headers: Record<string, string> }> = [
    { label: 'Authorization bearer', headers: { authorization: `Bearer ${s.key}` } },
    {
      label: 'Authorization basic',
      headers: { authorization: `Basic ${Buffer.from(`${s.key}:`).toString('base64')}` },
    },
    {
      label: 'Authorization basic (key as password)',
      headers: { authorization: `Basic ${Buffer.from(`user:${s.key}`).toString('base64')}` },
    },
    {
      label: '?apikey= query',
      path: `/api/health/check?apikey=${encodeURIComponent(s.key)}`,
      headers: {},
    },
    { label: 'cookie apikey', headers: { cookie: `apikey=${s.key}` } },
    { label: 'API-Key header', headers: { 'API-Key': s.key } },
    { label: 'X-API-Key header', headers: { 'X-API-Key': s.key } },
    { label: 'Api-Key header', headers: { 'Api-Key': s.key } },
  ];
  for (const c of cases)
    assert401(await raw(s, 'GET', c.path ?? '/api/health/check', { headers: c.headers }), c.label);
});

test('a bearer Authorization header without apikey is the 401 with a hint naming the apikey header, never the value', async (t) => {
  const s = await serve(t);
  for (const scheme of ['Bearer', 'bearer']) {
    const res = await raw(s, 'GET', '/api/health/check', {
      headers: { authorization: `${scheme} ${s.key}` },
    });
    assert401(res, scheme);
    assert.match(res.body.message, /`apikey` header/, scheme);
    assert.ok(!res.text.includes(s.key), `${scheme}: the credential is not echoed`);
  }
  const basic = await raw(s, 'GET', '/api/health/check', {
    headers: { authorization: `Basic ${Buffer.from(`x:${s.key}`).toString('base64')}` },
  });
  assert401(basic, 'basic');
  assert.doesNotMatch(basic.body.message, /bearer/i, 'the hint is for bearer credentials only');
});

test('a missing, empty, unknown or expired key is a 401 with exactly message and a 32-hex request_id', async (t) => {
  const s = await serve(t);
  const expired = generateKey();
  const active = generateKey();
  await writeKeyFile(s.keysFile, {
    consumers: [
      { id: 'c-test', username: 'tester', keys: [{ sha256: hashKey(s.key), expires_at: null }] },
      {
        id: 'c-rotated',
        username: 'rotated',
        keys: [
          { sha256: hashKey(expired), expires_at: '2020-01-01T00:00:00Z' },
          { sha256: hashKey(active), expires_at: null },
        ],
      },
    ],
  });
  const cases: Array<[string, Record<string, string>]> = [
    ['missing', {}],
    ['empty', { apikey: '' }],
    ['blank', { apikey: '   ' }],
    ['unknown', { apikey: 'not-a-real-key-0000000000000000' }],
    ['expired (deactivated)', { apikey: expired }],
  ];
  for (const [label, headers] of cases)
    assert401(await raw(s, 'GET', '/api/health/check', { headers }), label);
  const ok = await raw(s, 'GET', '/api/health/check', { headers: { apikey: active } });
  assert.equal(ok.status, 200, 'the rotated-in key of the same consumer works at once');
  assert.equal(ok.body.consumer.id, 'c-rotated');
});

test('without a key, every request is 401 before routing, size, media-type and body checks', async (t) => {
  const s = await serve(t);
  const json = { 'content-type': 'application/json' };
  const cases: Array<
    [string, string, string, { headers?: Record<string, string>; body?: string }]
  > = [
    ['unknown path', 'GET', '/api/no/such/thing', {}],
    ['wrong method on a known path', 'GET', '/api/psychosocial/depression_screen/score', {}],
    [
      'unknown instrument',
      'POST',
      '/api/pain/nope/score',
      { headers: json, body: '{"responses":{}}' },
    ],
    [
      'malformed JSON',
      'POST',
      '/api/psychosocial/depression_screen/score',
      { headers: json, body: '{' },
    ],
    [
      'bad body shape',
      'POST',
      '/api/psychosocial/depression_screen/score',
      { headers: json, body: '{"responses":1}' },
    ],
    [
      'identifier in the body',
      'POST',
      '/api/psychosocial/depression_screen/score',
      { headers: json, body: '{"email":"x"}' },
    ],
    [
      'non-JSON content type',
      'POST',
      '/api/psychosocial/depression_screen/score',
      { headers: { 'content-type': 'text/plain' }, body: 'hi' },
    ],
    [
      'oversize body',
      'POST',
      '/api/psychosocial/depression_screen/score',
      { headers: json, body: `{"pad":"${'x'.repeat(600 * 1024)}"}` },
    ],
    ['bad query value', 'GET', '/api/catalog/categories?audience=martians', {}],
  ];
  for (const [label, method, path, init] of cases)
    assert401(await raw(s, method, path, init), label);
});

test('only /health answers without a key', async (t) => {
  const s = await serve(t);
  assert.equal((await raw(s, 'GET', '/health')).status, 200);
  assert401(await raw(s, 'GET', '/api'), '/api itself');
});

test('only the health check and the debug echo report consumer identity', async (t) => {
  const s = await serve(t);
  const health = await call(s, 'GET', '/api/health/check');
  assert.deepEqual(health.body.consumer, { id: 'c-test', username: 'tester' });
  const echo = await call(s, 'POST', '/api/debug/echo', { hello: 'world' });
  assert.equal(echo.status, 200);
  assert.deepEqual(echo.body.consumer, { id: 'c-test', username: 'tester' });
  const score = await call(s, 'POST', '/api/psychosocial/depression_screen/score', {
    responses: {
      item_1: 0,
      item_2: 0,
      item_3: 0,
      item_4: 0,
      item_5: 0,
      item_6: 0,
      item_7: 0,
      item_8: 0,
      item_9: 0,
    },
  });
  assert.equal(score.status, 200);
  assert.equal('consumer' in score.body, false);
});
