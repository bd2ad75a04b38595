/** All-or-nothing output files: exclusive temporary files, no writing through links, modes, failures, aborts. */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { OutputError, UsageError } from '../../src/errors.ts';
import { NEW_FILE_MODE, openAtomic, writeAtomic } from '../../src/io/atomic.ts';

async function folder(t: TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-atomic-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const TEMP_NAME = /^\.out\.csv\.[0-9a-f]{16}\.tmp$/;
const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

test('a new file gets its content and mode 0o600, and no temporary file is left', async (t) => {
  const dir = await folder(t);
  await writeAtomic(join(dir, 'out.csv'), '--out', 'a,b\n1,2\n');
  assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'a,b\n1,2\n');
  assert.equal(await modeOf(join(dir, 'out.csv')), NEW_FILE_MODE);
  assert.deepEqual(await readdir(dir), ['out.csv']);
});

test('an existing file is replaced whole and keeps its mode', async (t) => {
  const dir = await folder(t);
  const target = join(dir, 'out.csv');
  await writeFile(target, 'previous\n');
  await chmod(target, 0o644);
  await writeAtomic(target, '--out', 'next\n');
  assert.equal(await readFile(target, 'utf8'), 'next\n');
  assert.equal(await modeOf(target), 0o644);
});

test('while writing, the bytes go to one new exclusive temporary file with an unpredictable name; the target is untouched', async (t) => {
  const dir = await folder(t);
  const target = join(dir, 'out.csv');
  await writeFile(target, 'previous\n');
  const first = await openAtomic(target, '--out');
  const second = await openAtomic(target, '--out');
  first.stream.write('half of it');
  const temps = (await readdir(dir)).filter((name) => name !== 'out.csv');
  assert.equal(temps.length, 2);
  assert.notEqual(temps[0], temps[1]);
  for (const name of temps) assert.match(name, TEMP_NAME);
  assert.equal(await readFile(target, 'utf8'), 'previous\n');
  await Promise.all([first.discard(), second.discard()]);
  assert.deepEqual(await readdir(dir), ['out.csv']);
});

test('symlinks planted at temp-like names never lead the writer to their target', async (t) => {
  const dir = await folder(t);
  const sentinel = join(dir, 'sentinel.txt');
  await writeFile(sentinel, 'do not touch\n');
  const planted = [
    'out.csv.tmp',
    '.out.csv.tmp',
    'out.csv~',
    '.out.csv.swp',
    'out.csv.result.json.tmp',
  ];
  for (const name of planted) await symlink(sentinel, join(dir, name));
  await writeAtomic(join(dir, 'out.csv'), '--out', 'result\n');
  assert.equal(await readFile(sentinel, 'utf8'), 'do not touch\n');
  assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'result\n');
  for (const name of planted) assert.equal(await readlink(join(dir, name)), sentinel);
});

test('a symlink planted at the exact temporary name is never written through: the writer picks another name', async (t) => {
  const dir = await folder(t);
  const sentinel = join(dir, 'sentinel.txt');
  await writeFile(sentinel, 'do not touch\n');
  const predictable = join(dir, `.out.csv.${'00'.repeat(8)}.tmp`);
  await symlink(sentinel, predictable);
  // The attacker guessed the first name: the first draw is all zeros, later ones are random.
  const original = crypto.randomBytes;
  let draws = 0;
  t.mock.method(crypto, 'randomBytes', (size: number) =>
    draws++ === 0 ? Buffer.alloc(size) : original(size),
  );
  syncBuiltinESMExports();
  t.after(() => {
    t.mock.restoreAll();
    syncBuiltinESMExports();
  });
  await writeAtomic(join(dir, 'out.csv'), '--out', 'result\n');
  assert.ok(draws >= 2, 'a second name was drawn');
  assert.equal(await readFile(sentinel, 'utf8'), 'do not touch\n');
  assert.equal(await readlink(predictable), sentinel);
  assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'result\n');
});

test('when every name drawn is taken the write fails with an OutputError naming the flag, and nothing is written', async (t) => {
  const dir = await folder(t);
  const sentinel = join(dir, 'sentinel.txt');
  await writeFile(sentinel, 'do not touch\n');
  await symlink(sentinel, join(dir, `.out.csv.${'00'.repeat(8)}.tmp`));
  t.mock.method(crypto, 'randomBytes', (size: number) => Buffer.alloc(size));
  syncBuiltinESMExports();
  t.after(() => {
    t.mock.restoreAll();
    syncBuiltinESMExports();
  });
  await assert.rejects(writeAtomic(join(dir, 'out.csv'), '--out', 'result\n'), (err: unknown) => {
    assert.ok(err instanceof OutputError);
    assert.equal(err.exitCode, 3);
    assert.match(err.message, /^Cannot write --out \(EEXIST/);
    return true;
  });
  assert.equal(await readFile(sentinel, 'utf8'), 'do not touch\n');
  assert.equal(existsSync(join(dir, 'out.csv')), false);
});

test('a symlink at the target is refused: neither the link nor the file it names changes', async (t) => {
  const dir = await folder(t);
  const sentinel = join(dir, 'sentinel.txt');
  await writeFile(sentinel, 'do not touch\n');
  await symlink(sentinel, join(dir, 'out.csv'));
  await assert.rejects(
    writeAtomic(join(dir, 'out.csv'), '--out', 'result\n'),
    (err: unknown) => err instanceof UsageError && /--out is a symbolic link/.test(err.message),
  );
  assert.equal(await readFile(sentinel, 'utf8'), 'do not touch\n');
  assert.equal(await readlink(join(dir, 'out.csv')), sentinel);
  assert.deepEqual((await readdir(dir)).sort(), ['out.csv', 'sentinel.txt']);
});

test('a hard link at the target is replaced, never written through: the other name keeps its content', async (t) => {
  const dir = await folder(t);
  await writeFile(join(dir, 'input.csv'), 'input\n');
  await link(join(dir, 'input.csv'), join(dir, 'out.csv'));
  await writeAtomic(join(dir, 'out.csv'), '--out', 'result\n');
  assert.equal(await readFile(join(dir, 'input.csv'), 'utf8'), 'input\n');
  assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'result\n');
});

test('a stream failure (disk full) rejects the commit with an OutputError naming the flag and the errno; the target is left as it was', async (t) => {
  const dir = await folder(t);
  const target = join(dir, 'out.csv');
  await writeFile(target, 'previous\n');
  const file = await openAtomic(target, '--out');
  file.stream.write('partial');
  file.stream.destroy(Object.assign(new Error('secret row content'), { code: 'ENOSPC' }));
  await assert.rejects(file.commit(), (err: unknown) => {
    assert.ok(err instanceof OutputError);
    assert.equal(
      err.message,
      'Cannot write --out (ENOSPC: no space left on device); the file was not changed.',
    );
    return true;
  });
  assert.equal(await readFile(target, 'utf8'), 'previous\n');
  assert.deepEqual(await readdir(dir), ['out.csv']);
});

test('an aborted signal before the rename discards the file and rethrows the reason', async (t) => {
  const dir = await folder(t);
  const target = join(dir, 'out.csv');
  await writeFile(target, 'previous\n');
  const controller = new AbortController();
  controller.abort('SIGINT');
  await assert.rejects(
    writeAtomic(target, '--out', 'next\n', controller.signal),
    (err: unknown) => err === 'SIGINT',
  );
  assert.equal(await readFile(target, 'utf8'), 'previous\n');
  assert.deepEqual(await readdir(dir), ['out.csv']);
});

test('a device is written in place: /dev/null takes anything, /dev/full fails with ENOSPC', {
  skip: !existsSync('/dev/full') && 'no /dev/full',
}, async () => {
  await writeAtomic('/dev/null', '--out', 'anything\n');
  await assert.rejects(writeAtomic('/dev/full', '--errors', 'anything\n'), (err: unknown) => {
    assert.ok(err instanceof OutputError);
    assert.equal(err.message, 'Cannot write --errors (ENOSPC: no space left on device).');
    return true;
  });
});

const usage: Array<{ title: string; target: (dir: string) => string; message: RegExp }> = [
  { title: 'a folder', target: (dir) => dir, message: /--out is a folder/ },
  {
    title: 'a path in a missing folder',
    target: (dir) => join(dir, 'missing', 'out.csv'),
    message: /--out: its folder does not exist \(ENOENT\)/,
  },
  {
    title: 'a path under a file',
    target: (dir) => join(dir, 'file.txt', 'out.csv'),
    message: /--out: a parent is not a folder \(ENOTDIR\)/,
  },
];

for (const c of usage) {
  test(`${c.title} is a usage error`, async (t) => {
    const dir = await folder(t);
    await writeFile(join(dir, 'file.txt'), 'x');
    await mkdir(join(dir, 'sub'));
    await assert.rejects(
      writeAtomic(c.target(dir), '--out', 'x'),
      (err: unknown) => err instanceof UsageError && c.message.test(err.message),
    );
  });
}
