import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UsageError } from '../../src/errors.ts';
import {
  creditConsumer,
  meteringFor,
  parseAllowance,
  periodWindow,
} from '../../src/keys/credits.ts';
import type { KeyFile } from '../../src/keys/file.ts';
import {
  addConsumerKey,
  hashKey,
  listConsumerKeys,
  rotateConsumerKey,
} from '../../src/keys/manage.ts';

const now = new Date('2026-03-01T00:00:00Z');
const fresh = (): KeyFile =>
  addConsumerKey({ consumers: [] }, { username: 'synthetic', key: 'k1', now }).file;

test('allowances parse as N/hour, N/day, N/month or none, and reject anything else', () => {
  assert.deepEqual(parseAllowance('1000/day', '--cap'), { amount: 1000, period: 'day' });
  assert.deepEqual(parseAllowance('5/hour', '--cap'), { amount: 5, period: 'hour' });
  assert.deepEqual(parseAllowance('0/month', '--cap'), { amount: 0, period: 'month' });
  assert.equal(parseAllowance('none', '--cap'), null);
  for (const bad of ['1000', '10/week', '-1/day', '1.5/day', 'day', ''])
    assert.throws(() => parseAllowance(bad, '--cap'), UsageError, bad);
});

test('periods are UTC calendar hours, days and months', () => {
  const at = Date.parse('2026-02-28T13:45:10Z');
  const table: ReadonlyArray<readonly ['hour' | 'day' | 'month', string, string]> = [
    ['hour', '2026-02-28T13:00:00.000Z', '2026-02-28T14:00:00.000Z'],
    ['day', '2026-02-28T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['month', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
  ];
  for (const [period, start, end] of table) {
    const w = periodWindow(at, period);
    assert.deepEqual(
      [new Date(w.start).toISOString(), new Date(w.end).toISOString()],
      [start, end],
      period,
    );
  }
  assert.equal(
    new Date(periodWindow(Date.parse('2026-12-31T23:59:59Z'), 'month').end).toISOString(),
    '2027-01-01T00:00:00.000Z',
  );
});

test('a consumer without credit settings is unmetered; adding credits meters it', () => {
  const file = fresh();
  const c = file.consumers[0]!;
  assert.equal(meteringFor(c, c.keys[0]!), null);
  const credited = creditConsumer(file, { username: 'synthetic', add: 100 }).consumer;
  assert.deepEqual(meteringFor(credited, credited.keys[0]!), {
    consumerId: c.id,
    keyId: hashKey('k1').slice(0, 16),
    granted: 100,
    cap: null,
    allocation: null,
  });
  assert.equal(
    creditConsumer({ consumers: [credited] }, { username: 'synthetic', add: 50 }).consumer.credits
      ?.granted,
    150,
  );
});

test('a cap and allocations are set and removed; --key picks one key by fingerprint', () => {
  let file = rotateConsumerKey(fresh(), {
    username: 'synthetic',
    key: 'k2',
    now,
    overlapMs: 86_400_000,
  }).file;
  file = creditConsumer(file, {
    username: 'synthetic',
    cap: { amount: 10, period: 'day' },
    allocation: { amount: 4, period: 'hour' },
  }).file;
  assert.deepEqual(
    file.consumers[0]!.keys.map((k) => k.allocation?.amount),
    [4, 4],
  );
  file = creditConsumer(file, {
    username: 'synthetic',
    allocation: null,
    key: `sha256:${hashKey('k1').slice(0, 8)}`,
  }).file;
  assert.deepEqual(
    file.consumers[0]!.keys.map((k) => k.allocation?.amount),
    [undefined, 4],
  );
  file = creditConsumer(file, { username: 'synthetic', cap: null }).file;
  assert.deepEqual(file.consumers[0]!.credits, {});
  const [row] = listConsumerKeys(file, now);
  assert.deepEqual(row!.credits, { granted: null, cap: null });
  assert.deepEqual(
    row!.keys.map((k) => k.allocation),
    [null, '4/hour'],
  );
});

test('a rotated key takes over the allocation of the key it replaces', () => {
  const file = creditConsumer(fresh(), {
    username: 'synthetic',
    allocation: { amount: 7, period: 'day' },
  }).file;
  const rotated = rotateConsumerKey(file, {
    username: 'synthetic',
    key: 'k2',
    now,
    overlapMs: 0,
  }).consumer;
  assert.deepEqual(rotated.keys[1]!.allocation, { amount: 7, period: 'day' });
});

test('bad credit edits are usage errors', () => {
  const file = fresh();
  const table: ReadonlyArray<readonly [string, Parameters<typeof creditConsumer>[1]]> = [
    ['unknown consumer', { username: 'nobody', add: 1 }],
    ['nothing to change', { username: 'synthetic' }],
    ['zero credits', { username: 'synthetic', add: 0 }],
    ['fractional credits', { username: 'synthetic', add: 1.5 }],
    ['--key without --allocation', { username: 'synthetic', add: 1, key: 'sha256:00000000' }],
    ['--key matching no key', { username: 'synthetic', allocation: null, key: 'sha256:00000000' }],
    ['--key that is not a fingerprint', { username: 'synthetic', allocation: null, key: 'k1' }],
  ];
  for (const [name, input] of table)
    assert.throws(() => creditConsumer(file, input), UsageError, name);
});
