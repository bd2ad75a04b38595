/** One run through the real built `bin/ohds.js`: the README's main job on the messy sample. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { before, test } from 'node:test';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const exec = promisify(execFile);

before(async () => {
  // `npm run build` (tsc) writes dist/, which the bin imports; type errors elsewhere do not stop the emit.
  await exec(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.build.json'], { cwd: ROOT }).catch(() => undefined);
});

test('bin/ohds.js scores the messy sample, writes every row and exits 1 for the bad ones', async () => {
  const result = await exec(process.execPath, ['bin/ohds.js', 'score', 'samples/instruments/messy.csv', '--instrument', 'depression_screen'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
  }).then(
    () => assert.fail('expected exit code 1'),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
  assert.equal(result.code, 1);
  const lines = result.stdout.trim().split('\n');
  assert.equal(lines[0], 'respondent,site,shift,item_1,item_2,item_3,item_4,item_5,item_6,item_7,item_8,item_9,notes,score,band,responded_items,rubric_version,catalog_version,error');
  assert.equal(lines.length, 8);
  assert.match(result.stderr, /depression_screen: 5 scored, 2 failed/);
});
