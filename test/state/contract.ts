/** The behaviour every CounterStore implementation shares, run against memory and Redis. */
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { CounterStore } from '../../src/state/index.ts';

export type OpenStore = (
  t: TestContext,
) => Promise<{ store: CounterStore; close: () => Promise<void> } | null>;

export function counterStoreContract(name: string, open: OpenStore): void {
  const withStore = (title: string, body: (store: CounterStore) => Promise<void>): void => {
    test(`${name}: ${title}`, async (t) => {
      const opened = await open(t);
      if (opened === null) return;
      t.after(opened.close);
      await body(opened.store);
    });
  };
  const unique = (): string => `test:${Math.random().toString(36).slice(2)}`;

  withStore('hits count up within a window and report the time left', async (store) => {
    const key = unique();
    const first = await store.hit(key, 60_000);
    const second = await store.hit(key, 60_000);
    assert.equal(first.count, 1);
    assert.equal(second.count, 2);
    assert.ok(second.ttlMs > 0 && second.ttlMs <= 60_000);
  });

  withStore(
    'a reservation adds to every counter or, when one limit would be passed, to none',
    async (store) => {
      const [a, b] = [unique(), unique()];
      const charges = [
        { key: a, limit: 10, expiresAt: null },
        { key: b, limit: 3, expiresAt: Date.now() + 60_000 },
      ];
      assert.deepEqual(await store.reserve(charges, 2), { ok: true, used: [2, 2] });
      assert.deepEqual(await store.reserve(charges, 2), { ok: false, refused: 1, used: [2, 2] });
      assert.deepEqual(await store.reserve(charges, 1), { ok: true, used: [3, 3] });
    },
  );

  withStore('a counter without a limit is counted and never refuses', async (store) => {
    const charges = [{ key: unique(), limit: null, expiresAt: null }];
    await store.reserve(charges, 1000);
    assert.deepEqual(await store.reserve(charges, 1), { ok: true, used: [1001] });
  });

  withStore('a release gives the amount back and never goes below zero', async (store) => {
    const charges = [{ key: unique(), limit: 5, expiresAt: null }];
    await store.reserve(charges, 5);
    await store.release(charges, 3);
    assert.deepEqual(await store.reserve(charges, 3), { ok: true, used: [5] });
    await store.release(charges, 50);
    assert.deepEqual(await store.reserve(charges, 0), { ok: true, used: [0] });
  });

  withStore('concurrent reservations never pass the limit', async (store) => {
    const charges = [{ key: unique(), limit: 7, expiresAt: null }];
    const results = await Promise.all(Array.from({ length: 30 }, () => store.reserve(charges, 1)));
    assert.equal(results.filter((r) => r.ok).length, 7);
  });
}
