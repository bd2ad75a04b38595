import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { hashKey } from '../../src/keys/manage.ts';
import { KeyStore } from '../../src/keys/store.ts';
import { runOhds } from '../support/streams.ts';

const ohds = (argv: string[], cwd: string) => runOhds(argv, { cwd });

async function tempDir(t: { after(fn: () => Promise<void>): void }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-keys-cmd-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

test('keys add creates the file, prints the key once and stores only its hash', async (t) => {
  const dir = await tempDir(t);
  const res = await ohds(['keys', 'add', '--file', 'keys.json', '--consumer', 'acme'], dir);
  assert.equal(res.code, 0);
  const key = res.stdout.trim();
  assert.match(key, /^[A-Za-z0-9_-]{43,}$/);
  const text = await readFile(join(dir, 'keys.json'), 'utf8');
  assert.ok(!text.includes(key));
  assert.deepEqual(JSON.parse(text).consumers[0], {
    id: 'c-1',
    username: 'acme',
    keys: [
      {
        sha256: hashKey(key),
        expires_at: null,
        created_at: JSON.parse(text).consumers[0].keys[0].created_at,
      },
    ],
  });
  assert.ok(!res.stderr.includes(key));
});

test('keys rotate keeps the old key through the overlap and list never shows keys', async (t) => {
  const dir = await tempDir(t);
  const file = join(dir, 'keys.json');
  const oldKey = (
    await ohds(['keys', 'add', '--file', file, '--consumer', 'acme', '--id', 'c-9'], dir)
  ).stdout.trim();
  const store = new KeyStore(file, { recheckMs: 0 });
  const rotated = await ohds(
    ['keys', 'rotate', '--file', file, '--consumer', 'acme', '--overlap', '7d'],
    dir,
  );
  assert.equal(rotated.code, 0);
  const newKey = rotated.stdout.trim();
  const now = new Date();
  assert.deepEqual(store.authenticate(newKey, now), { id: 'c-9', username: 'acme' });
  assert.deepEqual(store.authenticate(oldKey, now), { id: 'c-9', username: 'acme' });
  assert.equal(store.authenticate(oldKey, new Date(now.getTime() + 8 * 86_400_000)), null);
  const listed = await ohds(['keys', 'list', '--file', file], dir);
  assert.equal(listed.code, 0);
  assert.match(listed.stdout, /c-9\tacme/);
  assert.match(listed.stdout, /active\texpires /);
  assert.match(listed.stdout, /active\tnever expires/);
  for (const key of [oldKey, newKey]) assert.ok(!listed.stdout.includes(key));
  const json = JSON.parse(
    (await ohds(['keys', 'list', '--file', file, '--format', 'json'], dir)).stdout,
  );
  assert.equal(json.consumers[0].keys.length, 2);
});

test('keys usage errors exit 2', async (t) => {
  const dir = await tempDir(t);
  await ohds(['keys', 'add', '--file', 'k.json', '--consumer', 'acme'], dir);
  const table: ReadonlyArray<readonly string[]> = [
    ['keys', 'add', '--file', 'k.json', '--consumer', 'acme'],
    ['keys', 'rotate', '--file', 'k.json', '--consumer', 'nobody'],
    ['keys', 'rotate', '--file', 'k.json', '--consumer', 'acme', '--overlap', 'soon'],
    ['keys', 'list', '--file', 'missing.json'],
    ['keys', 'list', '--file', 'k.json', '--format', 'xml'],
    ['keys', 'add', '--file', 'k.json'],
  ];
  for (const argv of table) assert.equal((await ohds([...argv], dir)).code, 2, argv.join(' '));
});
