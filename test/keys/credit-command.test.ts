import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { run } from '../../commands/index.ts';

async function ohds(
  argv: string[],
  cwd: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const [stdout, stderr] = [new PassThrough(), new PassThrough()];
  let [out, err] = ['', ''];
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const code = await run(argv, { stdin: new PassThrough(), stdout, stderr, cwd, env: {} });
  return { code, stdout: out, stderr: err };
}

test('keys credit adds credits, sets a cap and an allocation, and keys list shows them', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-credit-cmd-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  assert.equal(
    (await ohds(['keys', 'add', '--file', 'keys.json', '--consumer', 'synthetic'], dir)).code,
    0,
  );
  const steps = [
    ['--add', '500'],
    ['--add', '250', '--cap', '100/day'],
    ['--allocation', '40/hour'],
  ];
  for (const flags of steps)
    assert.equal(
      (
        await ohds(
          ['keys', 'credit', '--file', 'keys.json', '--consumer', 'synthetic', ...flags],
          dir,
        )
      ).code,
      0,
      flags.join(' '),
    );
  const file = JSON.parse(await readFile(join(dir, 'keys.json'), 'utf8'));
  assert.deepEqual(file.consumers[0].credits, {
    granted: 750,
    cap: { amount: 100, period: 'day' },
  });
  assert.deepEqual(file.consumers[0].keys[0].allocation, { amount: 40, period: 'hour' });
  const listing = await ohds(['keys', 'list', '--file', 'keys.json'], dir);
  assert.match(listing.stdout, /granted 750, cap 100\/day/);
  assert.match(listing.stdout, /allocation 40\/hour/);
});

test('keys credit rejects bad amounts and periods with exit 2, leaving the file alone', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-credit-cmd-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await ohds(['keys', 'add', '--file', 'keys.json', '--consumer', 'synthetic'], dir);
  const before = await readFile(join(dir, 'keys.json'), 'utf8');
  for (const flags of [
    ['--add', '-5'],
    ['--add', 'ten'],
    ['--cap', '10/week'],
    ['--allocation', '5'],
    [],
  ]) {
    const res = await ohds(
      ['keys', 'credit', '--file', 'keys.json', '--consumer', 'synthetic', ...flags],
      dir,
    );
    assert.equal(res.code, 2, flags.join(' '));
  }
  assert.equal(await readFile(join(dir, 'keys.json'), 'utf8'), before);
});
