/**
 * Runs through the real `bin/ohds.js`, which imports the build in dist/: `npm ci` builds it (`prepare`), and so
 * does `npm run build` after a change. This test does not build: the CI typecheck is the compile step.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const exec = promisify(execFile);

test('bin/ohds.js scores the messy sample, writes every row and exits 1 for the bad ones', async () => {
  const result = await exec(
    process.execPath,
    ['bin/ohds.js', 'score', 'samples/instruments/messy.csv', '--instrument', 'depression_screen'],
    {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    },
  ).then(
    () => assert.fail('expected exit code 1'),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
  assert.equal(result.code, 1);
  const lines = result.stdout.trim().split('\n');
  assert.equal(
    lines[0],
    'respondent,site,shift,item_1,item_2,item_3,item_4,item_5,item_6,item_7,item_8,item_9,notes,score,band,responded_items,rubric_version,catalog_version,error',
  );
  assert.equal(lines.length, 8);
  assert.match(result.stderr, /depression_screen: 5 scored, 2 failed/);
});

for (const [signal, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  test(`${signal} in the middle of a large file: bin/ohds.js exits ${exitCode}, says so, and the previous --out is byte-identical`, async (t) => {
    const dir = await mkdtemp(join(tmpdir(), 'ohds-bin-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const header = `respondent,${Array.from({ length: 9 }, (_, i) => `item_${i + 1}`).join(',')}\n`;
    const body = Array.from(
      { length: 300_000 },
      (_, i) => `r${i},${Array.from({ length: 9 }, (_, j) => (i + j) % 4).join(',')}\n`,
    ).join('');
    await writeFile(join(dir, 'big.csv'), header + body);
    await writeFile(join(dir, 'out.csv'), 'the previous complete result\n');
    const child = spawn(
      process.execPath,
      [
        'bin/ohds.js',
        'score',
        join(dir, 'big.csv'),
        '-i',
        'depression_screen',
        '-o',
        join(dir, 'out.csv'),
      ],
      { cwd: ROOT },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    // The signal comes once the temporary file exists, that is while rows are being written.
    while (
      child.exitCode === null &&
      !readdirSync(dir).some((name) => name.startsWith('.out.csv.'))
    )
      await new Promise((r) => setTimeout(r, 2));
    child.kill(signal);
    assert.equal(await exited, exitCode);
    assert.match(
      stderr,
      new RegExp(
        `ohds: Interrupted by ${signal}; nothing was written \\(--out is left as it was\\)`,
      ),
    );
    assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'the previous complete result\n');
    assert.deepEqual((await readdir(dir)).sort(), ['big.csv', 'out.csv']);
  });
}
