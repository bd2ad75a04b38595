import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryCounterStore } from '../../src/state/memory.ts';
import { counterStoreContract } from './contract.ts';

counterStoreContract('memory', async () => ({
  store: new MemoryCounterStore(),
  close: async () => {},
}));

test('a hit window restarts once its time has passed (injected clock)', async () => {
  let now = 1_000_000;
  const store = new MemoryCounterStore(() => now);
  assert.deepEqual(await store.hit('k', 1000), { count: 1, ttlMs: 1000 });
  now += 400;
  assert.deepEqual(await store.hit('k', 1000), { count: 2, ttlMs: 600 });
  now += 600;
  assert.deepEqual(await store.hit('k', 1000), { count: 1, ttlMs: 1000 });
});

test('a period counter is dropped at its expiry, and a refund after that changes nothing', async () => {
  let now = 0;
  const store = new MemoryCounterStore(() => now);
  const charge = { key: 'cap', limit: 2, expiresAt: 100 };
  assert.equal((await store.reserve([charge], 2)).ok, true);
  assert.equal((await store.reserve([charge], 1)).ok, false);
  now = 100;
  await store.release([charge], 2);
  assert.deepEqual(await store.reserve([charge], 1), { ok: true, used: [1] });
});
