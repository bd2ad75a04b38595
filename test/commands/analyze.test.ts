/** `ohds analyze`, in-process with injected I/O, over a temp folder of synthetic cases (rules provider). */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { run } from '../../commands/index.ts';
import { textSink } from '../support/streams.ts';

const sink = textSink;

async function analyze(cwd: string, args: string[]) {
  const stdout = sink(), stderr = sink();
  const code = await run(['analyze', ...args], { stdin: Readable.from(['']), stdout, stderr, cwd, env: { OHDS_DATA_DIR: join(cwd, 'no-data') } });
  return { code, out: stdout.text(), err: stderr.text() };
}

const good = (injury: string) => JSON.stringify({ case: { incident: { description: 'While lifting a carton in the warehouse the packer cut the hand.', location_context: 'on_premises' }, injury: { description: injury } } });

async function folder(t: import('node:test').TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-analyze-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'a-sutures.json'), good('Laceration closed with four sutures.'));
  await writeFile(join(dir, 'b-bandage.json'), good('Small cut cleaned and covered with a bandage; no other treatment.'));
  await writeFile(join(dir, 'c-broken.json'), '{"case": {"incident": {}}}');
  await writeFile(join(dir, 'd-not-json.json'), 'not json');
  return dir;
}

test('a folder is analyzed case by case: results written, a summary CSV on stdout, failures reported, exit 1', async (t) => {
  const dir = await folder(t);
  const out = join(dir, 'out');
  const { code, out: csv, err } = await analyze(dir, [dir, '--out', out]);
  assert.equal(code, 1);
  const rows = parse(csv, { columns: true }) as Array<Record<string, string>>;
  assert.deepEqual(rows.map((r) => [r['case'], r['status']]), [['a-sutures', 'analyzed'], ['b-bandage', 'analyzed'], ['c-broken', 'failed'], ['d-not-json', 'failed']]);
  assert.equal(rows[0]!['treatment_leaning'], 'yes');
  assert.equal(rows[1]!['treatment_leaning'], 'no');
  assert.match(rows[2]!['error']!, /ValidationError: Field 'case\.incident\.description' is required/);
  assert.match(err, /case c-broken: ValidationError/);
  assert.match(err, /case d-not-json: the file is not readable JSON/);
  assert.match(err, /regulation text not imported/);
  const result = JSON.parse(await readFile(join(out, 'a-sutures.result.json'), 'utf8'));
  assert.equal(result.criteria_met.medical_treatment_beyond_first_aid, 'yes');
  assert.match(result.input_sha256, /^[0-9a-f]{64}$/);
});

test('a rerun skips cases whose result has the same input hash and redoes changed ones', async (t) => {
  const dir = await folder(t);
  await analyze(dir, [dir]);
  await writeFile(join(dir, 'b-bandage.json'), good('Small cut closed with surgical glue.'));
  const { out: csv } = await analyze(dir, [dir, '--lens', 'safety']);
  const rows = parse(csv, { columns: true }) as Array<Record<string, string>>;
  // --lens changes the body (and so the hash) of every case it is applied to.
  assert.deepEqual(rows.slice(0, 2).map((r) => r['status']), ['analyzed', 'analyzed']);
  const again = parse((await analyze(dir, [dir, '--lens', 'safety'])).out, { columns: true }) as Array<Record<string, string>>;
  assert.deepEqual(again.slice(0, 2).map((r) => [r['status'], r['treatment_leaning']]), [['skipped', 'yes'], ['skipped', 'yes']]);
});

test('usage errors exit 2', async (t) => {
  const dir = await folder(t);
  const cases: string[][] = [[join(dir, 'missing.json')], [dir, '--concurrency', '0'], []];
  for (const args of cases) assert.equal((await analyze(dir, args)).code, 2, args.join(' '));
});

