/**
 * Scale-out: two real `ohds serve` processes share one real `redis-server`, so they enforce one rate limit and
 * one credit balance; Redis going away gives 503 on metered calls and on the health check, and service resumes.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { NO_REDIS, redisServerAvailable, startRedis } from '../state/redis-server.ts';
import { type ServeProcess, startServeProcess } from './serve-process.ts';

const RATE_LIMIT = 6;
const BALANCE = 4;
const SCORE = '/api/psychosocial/anxiety_screen/score';
const anxiety = JSON.stringify({
  responses: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`item_${i + 1}`, 0])),
});

async function call(
  server: ServeProcess,
  key: string,
  path: string,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const post = path === SCORE;
  const res = await fetch(server.url + path, {
    method: post ? 'POST' : 'GET',
    headers: { apikey: key, ...(post ? { 'content-type': 'application/json' } : {}) },
    ...(post ? { body: anxiety } : {}),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

/** Polls until `check` holds (service resuming after Redis returns); fails after `limitMs`. */
async function eventually(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!(await check())) {
    if (performance.now() > deadline) assert.fail('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('two instances behind one Redis enforce one rate limit and one balance, and ride out a Redis outage', async (t) => {
  if (!redisServerAvailable()) return t.skip(NO_REDIS);
  const dir = await mkdtemp(join(tmpdir(), 'ohds-scale-'));
  const redis = await startRedis();
  t.after(async () => {
    await redis.stop();
    await rm(dir, { recursive: true, force: true });
  });
  const [metered, plain] = [generateKey(), generateKey()];
  const keysFile = join(dir, 'keys.json');
  await writeKeyFile(keysFile, {
    consumers: [
      {
        id: 'c-metered',
        username: 'synthetic-metered',
        keys: [{ sha256: hashKey(metered), expires_at: null }],
        credits: { granted: BALANCE },
      },
      {
        id: 'c-plain',
        username: 'synthetic-plain',
        keys: [{ sha256: hashKey(plain), expires_at: null }],
      },
    ],
  });
  const env = {
    OHDS_KEYS_FILE: keysFile,
    OHDS_DATA_DIR: join(dir, 'data'),
    OHDS_REDIS_URL: redis.url,
    OHDS_RATE_LIMIT_MAX: String(RATE_LIMIT),
    OHDS_RATE_LIMIT_WINDOW_MS: '600000',
  };
  const servers = await Promise.all([startServeProcess(env), startServeProcess(env)]);
  t.after(() => Promise.all(servers.map((s) => s.stop())));
  const [a, b] = servers as [ServeProcess, ServeProcess];

  // One balance: calls alternate between the instances; the (BALANCE + 1)th is refused wherever it lands.
  const spent: number[] = [];
  for (let i = 0; i <= BALANCE; i++)
    spent.push((await call(i % 2 === 0 ? a : b, metered, SCORE)).status);
  assert.deepEqual(spent, [...Array(BALANCE).fill(200), 402]);

  // One rate limit: RATE_LIMIT calls pass across both instances, the next is 429.
  const limited: number[] = [];
  for (let i = 0; i <= RATE_LIMIT; i++)
    limited.push((await call(i % 2 === 0 ? a : b, plain, '/api/version/get')).status);
  assert.deepEqual(limited, [...Array(RATE_LIMIT).fill(200), 429]);

  // Redis goes away: metered calls and the health check are 503 ServiceUnavailable; the liveness probe stays up.
  await redis.stop();
  for (const [server, path] of [
    [a, SCORE],
    [b, '/api/health/check'],
    [a, '/api/health/check'],
  ] as const) {
    const res = await call(server, metered, path);
    assert.equal(res.status, 503, path);
    assert.equal(res.body.error, 'ServiceUnavailable', path);
    assert.ok(typeof res.body.request_id === 'string' && typeof res.body.timestamp === 'string');
  }
  assert.equal((await fetch(`${b.url}/health`)).status, 200);

  // Redis returns (empty: this test server keeps no data), and both instances serve again.
  await redis.start();
  for (const server of servers)
    await eventually(
      async () => (await call(server, metered, '/api/health/check')).status === 200,
      15_000,
    );
  assert.equal((await call(b, metered, SCORE)).status, 200);
  for (const server of servers) assert.match(server.log(), /counter_store_down/);
});
