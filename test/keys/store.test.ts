import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { UsageError } from '../../src/errors.ts';
import { type KeyFile, writeKeyFile } from '../../src/keys/file.ts';
import { hashKey } from '../../src/keys/manage.ts';
import { KeyStore } from '../../src/keys/store.ts';

const now = new Date('2026-03-01T00:00:00Z');

async function tempFile(
  t: { after(fn: () => Promise<void>): void },
  file: KeyFile,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-keys-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const path = join(dir, 'keys.json');
  await writeKeyFile(path, file);
  return path;
}

const consumer = (keys: KeyFile['consumers'][number]['keys']): KeyFile => ({
  consumers: [{ id: 'c-1', username: 'acme', keys }],
});

test('a key authenticates until its expires_at, and unknown keys never do', async (t) => {
  const path = await tempFile(
    t,
    consumer([
      { sha256: hashKey('live'), expires_at: null },
      { sha256: hashKey('overlap'), expires_at: '2026-03-08T00:00:00Z' },
      { sha256: hashKey('gone'), expires_at: '2026-02-01T00:00:00Z' },
    ]),
  );
  const store = new KeyStore(path);
  const table: ReadonlyArray<readonly [string, boolean]> = [
    ['live', true],
    ['overlap', true],
    ['gone', false],
    ['other', false],
  ];
  for (const [key, ok] of table) assert.equal(store.authenticate(key, now) !== null, ok, key);
  assert.equal(store.authenticate('overlap', new Date('2026-03-08T00:00:00Z')), null);
  assert.deepEqual(store.authenticate('live', now), { id: 'c-1', username: 'acme' });
});

test('changes to the file are picked up without a restart', async (t) => {
  const path = await tempFile(t, consumer([{ sha256: hashKey('first'), expires_at: null }]));
  const store = new KeyStore(path, { recheckMs: 0 });
  assert.notEqual(store.authenticate('first', now), null);
  await writeKeyFile(path, consumer([{ sha256: hashKey('second'), expires_at: null }]));
  assert.equal(store.authenticate('first', now), null);
  assert.notEqual(store.authenticate('second', now), null);
});

test('a file that turns invalid keeps the last good keys and reports once', async (t) => {
  const path = await tempFile(t, consumer([{ sha256: hashKey('k'), expires_at: null }]));
  const reports: string[] = [];
  const store = new KeyStore(path, { onReloadError: (m) => reports.push(m), recheckMs: 0 });
  await writeFile(path, '{ not json');
  assert.notEqual(store.authenticate('k', now), null);
  assert.notEqual(store.authenticate('k', now), null);
  assert.equal(reports.length, 1);
});

test('a missing or malformed file at start is a usage error', async (t) => {
  const path = await tempFile(t, consumer([]));
  assert.throws(() => new KeyStore(`${path}.missing`), UsageError);
  await writeFile(
    path,
    JSON.stringify({
      consumers: [{ id: 'c', username: 'u', keys: [{ sha256: 'NOT-HEX', expires_at: null }] }],
    }),
  );
  assert.throws(() => new KeyStore(path), UsageError);
});

test('with a recheck interval, a change is seen once the interval has passed, not before', async (t) => {
  // A fake monotonic clock (the store reads performance.now()): the interval passes when the test says so.
  let clock = 1000;
  t.mock.method(performance, 'now', () => clock);
  const path = await tempFile(t, consumer([{ sha256: hashKey('first'), expires_at: null }]));
  const store = new KeyStore(path, { recheckMs: 50 });
  assert.notEqual(store.authenticate('first', now), null);
  await writeKeyFile(path, consumer([{ sha256: hashKey('second'), expires_at: null }]));
  clock += 49;
  assert.equal(
    store.authenticate('second', now),
    null,
    'within the interval the loaded keys stand',
  );
  clock += 1;
  assert.notEqual(store.authenticate('second', now), null);
});
