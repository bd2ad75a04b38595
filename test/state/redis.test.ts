import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOhdsError } from '../../src/errors.ts';
import { RedisCounterStore } from '../../src/state/redis.ts';
import { counterStoreContract } from './contract.ts';
import { NO_REDIS, redisServerAvailable, startRedis } from './redis-server.ts';

const available = redisServerAvailable();

counterStoreContract('redis', async (t) => {
  if (!available) {
    t.skip(NO_REDIS);
    return null;
  }
  const redis = await startRedis();
  const store = new RedisCounterStore(redis.url);
  assert.equal(await store.ready(5000), true);
  return {
    store,
    close: async () => {
      await store.close();
      await redis.stop();
    },
  };
});

test('redis: an outage fails calls fast with ServiceUnavailable, and they work again once Redis is back', async (t) => {
  if (!available) return t.skip(NO_REDIS);
  const redis = await startRedis();
  const events: string[] = [];
  const store = new RedisCounterStore(redis.url, {
    onDown: () => events.push('down'),
    onUp: () => events.push('up'),
  });
  t.after(async () => {
    await store.close();
    await redis.stop();
  });
  assert.equal(await store.ready(5000), true);
  await store.ping();

  await redis.stop();
  await assert.rejects(
    store.hit('k', 1000),
    (err) => isOhdsError(err) && err.status === 503 && err.code === 'ServiceUnavailable',
  );
  await assert.rejects(store.ping(), (err) => isOhdsError(err) && err.status === 503);

  await redis.start();
  assert.equal(await store.ready(10_000), true);
  assert.equal((await store.hit('k', 1000)).count, 1);
  assert.deepEqual(events, ['down', 'up']);
});
