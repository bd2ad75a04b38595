import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { defineRoute } from '../../src/api/route.ts';
import { healthRoutes } from '../../src/api/routes/health.ts';
import { scoreRoutes } from '../../src/api/routes/score.ts';
import { InternalError } from '../../src/errors.ts';
import { type KeyFile, readKeyFile, writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { MemoryCounterStore } from '../../src/state/index.ts';
import { callJson } from '../support/http.ts';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server.ts';

const SCORE = '/api/psychosocial/anxiety_screen/score';
const anxiety = {
  responses: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`item_${i + 1}`, 1])),
};
// 23:00 UTC: a daily period resets in one hour. Clock and counters share it.
const NOW = new Date('2026-11-22T23:00:00Z');

/** A test server whose consumer `c-test` gets the credit settings given (key file rewritten; reloads are immediate). */
async function meteredServer(
  t: import('node:test').TestContext,
  edit: (file: KeyFile) => void,
  opts: TestServerOptions = {},
): Promise<TestServer> {
  const server = await startTestServer({
    deps: { now: () => NOW },
    app: { counters: new MemoryCounterStore(() => NOW.getTime()), ...opts.app },
    ...opts,
  });
  t.after(() => server.close());
  const file = await readKeyFile(server.keysFile);
  edit(file);
  await writeKeyFile(server.keysFile, file);
  return server;
}

const score = (server: TestServer) => callJson(server, 'POST', SCORE, anxiety);

test('a consumer without credit settings is unmetered: no X-Credits headers, never a 402', async (t) => {
  const server = await meteredServer(t, () => {});
  for (let i = 0; i < 3; i++) {
    const res = await score(server);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-credits-remaining'), null);
  }
});

test('the balance is spent one credit per score until a 402 says it is depleted', async (t) => {
  const server = await meteredServer(t, (f) => (f.consumers[0]!.credits = { granted: 2 }));
  const remaining: Array<string | null> = [];
  for (let i = 0; i < 2; i++) {
    const res = await score(server);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-credits-cost'), '1');
    assert.equal(res.headers.get('x-credits-scope'), 'balance');
    assert.equal(res.headers.get('x-credits-reset'), null, 'a balance does not reset');
    remaining.push(res.headers.get('x-credits-remaining'));
  }
  assert.deepEqual(remaining, ['1', '0']);
  const refused = await score(server);
  assert.equal(refused.status, 402);
  assert.equal(refused.body.error, 'PaymentRequired');
  assert.match(refused.body.message, /balance depleted/);
  assert.equal(refused.body.field, undefined);
  assert.equal(refused.headers.get('x-credits-remaining'), '0');
  assert.equal(refused.headers.get('x-credits-cost'), '0');
});

test('402s name the limit that refused the call: balance, key allocation or account-wide cap', async (t) => {
  const table: ReadonlyArray<
    readonly [string, (f: KeyFile) => void, RegExp, string, string | null]
  > = [
    [
      'balance',
      (f) => (f.consumers[0]!.credits = { granted: 1 }),
      /^Credit balance depleted/,
      'balance',
      null,
    ],
    [
      'allocation',
      (f) => (f.consumers[0]!.keys[0]!.allocation = { amount: 1, period: 'day' }),
      /^This key's daily credit allocation is exhausted.*2026-11-23T00:00:00\.000Z/,
      'allocation',
      '3600',
    ],
    [
      'cap',
      (f) => (f.consumers[0]!.credits = { cap: { amount: 1, period: 'hour' } }),
      /^The account-wide hourly credit cap is exhausted/,
      'cap',
      '3600',
    ],
  ];
  for (const [name, edit, message, scope, reset] of table) {
    const server = await meteredServer(t, edit);
    assert.equal((await score(server)).status, 200, name);
    const refused = await score(server);
    assert.equal(refused.status, 402, name);
    assert.match(refused.body.message, message, name);
    assert.equal(refused.headers.get('x-credits-scope'), scope, name);
    assert.equal(refused.headers.get('x-credits-reset'), reset, name);
  }
});

test('the account-wide cap is shared by every key of the consumer; each key has its own allocation', async (t) => {
  const second = generateKey();
  const server = await meteredServer(t, (f) => {
    const c = f.consumers[0]!;
    c.credits = { cap: { amount: 3, period: 'day' } };
    c.keys[0]!.allocation = { amount: 2, period: 'day' };
    c.keys.push({
      sha256: hashKey(second),
      expires_at: null,
      allocation: { amount: 2, period: 'day' },
    });
  });
  const other: TestServer = Object.assign(Object.create(server) as TestServer, { key: second }); // the same server, the second key
  assert.equal((await score(server)).status, 200);
  assert.equal((await score(server)).status, 200);
  const allocationSpent = await score(server);
  assert.match(allocationSpent.body.message, /key's daily credit allocation/);
  assert.equal((await score(other)).status, 200);
  const capSpent = await score(other);
  assert.equal(capSpent.status, 402);
  assert.match(capSpent.body.message, /account-wide daily credit cap/);
});

test('failed calls are not charged: a 400 from validation or from the engine, and a 500', async (t) => {
  const boom = defineRoute({
    method: 'POST',
    url: '/api/test/boom',
    summary: 'throws',
    tag: 'test',
    cost: 1,
    response: z.never(),
    handler: async () => {
      throw new InternalError();
    },
  });
  const server = await meteredServer(t, (f) => (f.consumers[0]!.credits = { granted: 1 }), {
    app: { routeGroups: [scoreRoutes, [boom]] },
  });
  assert.equal((await callJson(server, 'POST', SCORE, { responses: 'x' })).status, 400, 'schema');
  assert.equal(
    (await callJson(server, 'POST', SCORE, { responses: { item_1: 1 } })).status,
    400,
    'engine: missing items',
  );
  assert.equal((await callJson(server, 'POST', '/api/test/boom', {})).status, 500);
  const paid = await score(server);
  assert.equal(paid.status, 200);
  assert.equal(paid.headers.get('x-credits-remaining'), '0');
});

test('free operations cost nothing and need no credit: the health check with a spent balance', async (t) => {
  const server = await meteredServer(t, (f) => (f.consumers[0]!.credits = { granted: 0 }), {
    app: { routeGroups: [scoreRoutes, healthRoutes] },
  });
  assert.equal((await score(server)).status, 402);
  const health = await callJson(server, 'GET', '/api/health/check');
  assert.equal(health.status, 200);
  assert.equal(health.headers.get('x-credits-cost'), null);
});

test('concurrent calls cannot overspend the balance', async (t) => {
  const server = await meteredServer(t, (f) => (f.consumers[0]!.credits = { granted: 5 }));
  const statuses = await Promise.all(
    Array.from({ length: 20 }, () => score(server).then((r) => r.status)),
  );
  assert.equal(statuses.filter((s) => s === 200).length, 5);
  assert.equal(statuses.filter((s) => s === 402).length, 15);
});

test('credits added to the key file take effect on the running server', async (t) => {
  const server = await meteredServer(t, (f) => (f.consumers[0]!.credits = { granted: 1 }));
  assert.equal((await score(server)).status, 200);
  assert.equal((await score(server)).status, 402);
  const file = await readKeyFile(server.keysFile);
  file.consumers[0]!.credits = { granted: 3 };
  await writeKeyFile(server.keysFile, file);
  const res = await score(server);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-credits-remaining'), '1');
});

test('an operation costs what it declares: recordability analysis is dearer than a score', async (t) => {
  const server = await meteredServer(t, (f) => (f.consumers[0]!.credits = { granted: 4 }));
  const res = await callJson(server, 'POST', '/api/recordability/analyze', {
    case: {
      incident: { description: 'Synthetic: slipped on a wet floor.' },
      injury: { description: 'Synthetic: bruised knee.' },
    },
  });
  assert.equal(res.status, 402);
  assert.match(res.body.message, /costs 5 credits and the account has 4 left/);
});
