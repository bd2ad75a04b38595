/** `ohds log`, in-process: analyze the sample folder, then build the year's documents from it (rules provider). */
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { runOhds } from '../support/streams.ts';

const SAMPLES = join(import.meta.dirname, '../../samples/recordkeeping');

async function workdir(t: import('node:test').TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-log-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await cp(SAMPLES, join(dir, 'rk'), { recursive: true });
  return dir;
}

test('analyze then log: the five documents and checks.json are written; warnings on stderr, exit 0', async (t) => {
  const dir = await workdir(t);
  const env = { OHDS_DATA_DIR: join(dir, 'no-data') };
  assert.equal(
    (await runOhds(['analyze', 'rk/cases', '--out', 'results'], { cwd: dir, env })).code,
    0,
  );
  const run = await runOhds(
    [
      'log',
      'results',
      '--cases',
      'rk/cases',
      '--establishment',
      'rk/establishment.csv',
      '--decisions',
      'rk/decisions.csv',
      '--out',
      'log',
    ],
    { cwd: dir, env },
  );
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual((await readdir(join(dir, 'log'))).sort(), [
    'checks.json',
    'ita-case-detail.csv',
    'ita-summary.csv',
    'osha-300-log.csv',
    'osha-300a-summary.csv',
    'osha-300a-summary.html',
  ]);
  assert.match(
    run.stderr,
    /ohds: log 2025: 8 logged, 1 pending review, 1 not recordable, 0 outside the year; checks: warn/,
  );
  assert.match(run.stderr, /\[warn\] open_1904_39_reports .*forklift-foot-fracture/);
  const log = parse(await readFile(join(dir, 'log', 'osha-300-log.csv'), 'utf8'), {
    columns: true,
  }) as Array<Record<string, string>>;
  assert.deepEqual(
    log.map((r) => r.review_status),
    [...new Array(8).fill('confirmed'), 'pending review'],
  );
  assert.equal(
    log.find((r) => r.ohds_case_id === 'nurse-needlestick-used')!['B employee_name'],
    'Privacy case',
  );
  const summary = parse(await readFile(join(dir, 'log', 'osha-300a-summary.csv'), 'utf8'), {
    columns: true,
  })[0] as Record<string, string>;
  assert.deepEqual(
    [summary.K_total_days_away, summary.total_recordable_case_rate, summary.cases_pending_review],
    ['197', '6.67', '1'],
  );
  const checks = JSON.parse(await readFile(join(dir, 'log', 'checks.json'), 'utf8'));
  assert.deepEqual(checks.input_problems, []);
  assert.equal(checks.documents, undefined);
});

test('a log from a decisions CSV alone; a bad row is reported by number and the command exits 1', async (t) => {
  const dir = await workdir(t);
  await writeFile(
    join(dir, 'made.csv'),
    [
      'case_id,recordable,column,days_away,case_type,privacy_case,job_title,incident_date,where,description',
      'c1,yes,H,5,injury,no,Welder,2025-03-02,Weld bay,Burn to right forearm from slag',
      'c2,yes,,,injury,no,Packer,2025-04-02,Line 3,Strained wrist',
      'c3,yes,J,,respiratory_condition,no,Painter,2025-05-02,Paint booth,Occupational asthma',
    ].join('\n'),
  );
  const run = await runOhds(
    ['log', '--decisions', 'made.csv', '--establishment', 'rk/establishment.json', '--out', 'log'],
    { cwd: dir },
  );
  assert.equal(run.code, 1);
  assert.match(run.stderr, /decisions row 2: Field 'column' is required when recordable is yes/);
  const log = parse(await readFile(join(dir, 'log', 'osha-300-log.csv'), 'utf8'), {
    columns: true,
  }) as Array<Record<string, string>>;
  assert.deepEqual(
    log.map((r) => [
      r['A case_number'],
      r['H days_away_from_work'],
      r['K days_away'],
      r['M3 respiratory_condition'],
    ]),
    [
      ['2025-001', 'X', '5', ''],
      ['2025-002', '', '0', 'X'],
    ],
  );
});

test('usage errors: no input, a bad establishment file', async (t) => {
  const dir = await workdir(t);
  const none = await runOhds(['log', '--establishment', 'rk/establishment.json', '--out', 'log'], {
    cwd: dir,
  });
  assert.equal(none.code, 2);
  await writeFile(join(dir, 'bad.json'), JSON.stringify({ establishment_name: 'X', year: 2025 }));
  const bad = await runOhds(
    ['log', '--decisions', 'rk/decisions.csv', '--establishment', 'bad.json', '--out', 'log'],
    { cwd: dir },
  );
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /Establishment file: Field 'street_address'/);
});

test('--no-formula-guard writes formula-like cells as they are; by default they are text', async (t) => {
  const dir = await workdir(t);
  const decisions = [
    'case_id,recordable,column,case_type,privacy_case,incident_date,job_title,where,description',
    'synthetic-formula,yes,J,injury,no,2025-05-01,Machinist,=SUM(A1),Cut to the hand from a sheet edge',
  ].join('\n');
  await writeFile(join(dir, 'formula.csv'), `${decisions}\n`);
  const base = ['log', '--decisions', 'formula.csv', '--establishment', 'rk/establishment.json'];
  assert.equal((await runOhds([...base, '--out', 'guarded'], { cwd: dir })).code, 0);
  assert.match(await readFile(join(dir, 'guarded/osha-300-log.csv'), 'utf8'), /'=SUM\(A1\)/);
  assert.equal(
    (await runOhds([...base, '--out', 'raw', '--no-formula-guard'], { cwd: dir })).code,
    0,
  );
  assert.match(await readFile(join(dir, 'raw/osha-300-log.csv'), 'utf8'), /,=SUM\(A1\),/);
});
