import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UsageError } from '../../src/errors.ts';
import {
  addConsumerKey,
  generateKey,
  hashKey,
  listConsumerKeys,
  parseDuration,
  rotateConsumerKey,
} from '../../src/keys/manage.ts';

const now = new Date('2026-03-01T00:00:00Z');

test('a generated key is at least 32 random bytes in base64url', () => {
  const key = generateKey();
  assert.match(key, /^[A-Za-z0-9_-]{43,}$/);
  assert.notEqual(generateKey(), key);
});

test('a key is stored only as its lowercase hex sha256', () => {
  const { file } = addConsumerKey({ consumers: [] }, { username: 'acme', key: 'k1', now });
  assert.deepEqual(
    file.consumers[0]!.keys.map((k) => k.sha256),
    [hashKey('k1')],
  );
  assert.match(hashKey('k1'), /^[0-9a-f]{64}$/);
  assert.ok(!JSON.stringify(file).includes('"k1"'));
});

test('consumer ids default to the next free c-N and an explicit id is kept', () => {
  let { file } = addConsumerKey({ consumers: [] }, { username: 'a', key: 'k', now });
  ({ file } = addConsumerKey(file, { username: 'b', key: 'k2', now }));
  ({ file } = addConsumerKey(file, { username: 'c', id: 'partner-7', key: 'k3', now }));
  assert.deepEqual(
    file.consumers.map((c) => c.id),
    ['c-1', 'c-2', 'partner-7'],
  );
});

test('adding an existing username or id is a usage error', () => {
  const { file } = addConsumerKey({ consumers: [] }, { username: 'a', id: 'x', key: 'k', now });
  for (const input of [{ username: 'a' }, { username: 'b', id: 'x' }]) {
    assert.throws(() => addConsumerKey(file, { ...input, key: 'k2', now }), UsageError);
  }
});

test('rotation adds a key and expires older keys after the overlap, keeping earlier expiries', () => {
  const base = addConsumerKey({ consumers: [] }, { username: 'a', key: 'old', now }).file;
  const early = '2026-03-02T00:00:00.000Z';
  base.consumers[0]!.keys.push({ sha256: hashKey('older'), expires_at: early });
  const { consumer } = rotateConsumerKey(base, {
    username: 'a',
    key: 'new',
    now,
    overlapMs: 7 * 86_400_000,
  });
  assert.deepEqual(
    consumer.keys.map((k) => [k.sha256, k.expires_at]),
    [
      [hashKey('old'), '2026-03-08T00:00:00.000Z'],
      [hashKey('older'), early],
      [hashKey('new'), null],
    ],
  );
});

test('rotating an unknown consumer is a usage error', () => {
  assert.throws(
    () => rotateConsumerKey({ consumers: [] }, { username: 'x', key: 'k', now, overlapMs: 0 }),
    UsageError,
  );
});

test('the listing shows fingerprints and expiry states, never keys', () => {
  const file = rotateConsumerKey(
    addConsumerKey({ consumers: [] }, { username: 'a', key: 'old', now }).file,
    {
      username: 'a',
      key: 'new',
      now,
      overlapMs: 0,
    },
  ).file;
  const [row] = listConsumerKeys(file, new Date('2026-03-01T00:00:01Z'));
  assert.deepEqual(
    row!.keys.map((k) => k.active),
    [false, true],
  );
  assert.deepEqual(
    row!.keys.map((k) => k.fingerprint),
    [`sha256:${hashKey('old').slice(0, 8)}`, `sha256:${hashKey('new').slice(0, 8)}`],
  );
});

test('overlap durations parse by unit and reject anything else', () => {
  const table: ReadonlyArray<readonly [string, number]> = [
    ['7d', 604_800_000],
    ['12h', 43_200_000],
    ['30m', 1_800_000],
    ['0s', 0],
  ];
  for (const [text, ms] of table) assert.equal(parseDuration(text), ms, text);
  for (const bad of ['7', 'd', '1w', '-1d', '1.5h', ''])
    assert.throws(() => parseDuration(bad), UsageError, bad);
});
