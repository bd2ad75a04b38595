/** `ohds analyze`, in-process with injected I/O, over a temp folder of synthetic cases (rules provider). */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { run } from '../../commands/index.ts';
import type { StopSignals } from '../../src/io/interrupt.ts';
import { textSink } from '../support/streams.ts';

const sink = textSink;

async function analyze(cwd: string, args: string[], onStopSignal?: StopSignals) {
  const stdout = sink(),
    stderr = sink();
  const code = await run(['analyze', ...args], {
    stdin: Readable.from(['']),
    stdout,
    stderr,
    cwd,
    env: { OHDS_DATA_DIR: join(cwd, 'no-data') },
    onStopSignal,
  });
  return { code, out: stdout.text(), err: stderr.text() };
}

const good = (injury: string) =>
  JSON.stringify({
    case: {
      incident: {
        description: 'While lifting a carton in the warehouse the packer cut the hand.',
        location_context: 'on_premises',
      },
      injury: { description: injury },
    },
  });

async function folder(t: import('node:test').TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-analyze-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'a-sutures.json'), good('Laceration closed with four sutures.'));
  await writeFile(
    join(dir, 'b-bandage.json'),
    good('Small cut cleaned and covered with a bandage; no other treatment.'),
  );
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
  assert.deepEqual(
    rows.map((r) => [r.case, r.status]),
    [
      ['a-sutures', 'analyzed'],
      ['b-bandage', 'analyzed'],
      ['c-broken', 'failed'],
      ['d-not-json', 'failed'],
    ],
  );
  assert.equal(rows[0]!.treatment_leaning, 'yes');
  assert.equal(rows[1]!.treatment_leaning, 'no');
  assert.match(rows[2]!.error!, /ValidationError: Field 'case\.incident\.description' is required/);
  assert.match(err, /case c-broken: ValidationError/);
  assert.match(err, /case d-not-json: the file is not readable JSON/);
  assert.match(err, /regulation text not imported/);
  const result = JSON.parse(await readFile(join(out, 'a-sutures.result.json'), 'utf8'));
  assert.equal(result.criteria_met.medical_treatment_beyond_first_aid, 'yes');
  assert.match(result.input_sha256, /^[0-9a-f]{64}$/);
});

test('a rerun skips cases whose result has the same input hash and redoes changed ones', async (t) => {
  const dir = await folder(t);
  await analyze(dir, [dir, '--out', dir]);
  await writeFile(join(dir, 'b-bandage.json'), good('Small cut closed with surgical glue.'));
  const { out: csv } = await analyze(dir, [dir, '--out', dir, '--lens', 'safety']);
  const rows = parse(csv, { columns: true }) as Array<Record<string, string>>;
  // --lens changes the body (and so the hash) of every case it is applied to.
  assert.deepEqual(
    rows.slice(0, 2).map((r) => r.status),
    ['analyzed', 'analyzed'],
  );
  const again = parse((await analyze(dir, [dir, '--out', dir, '--lens', 'safety'])).out, {
    columns: true,
  }) as Array<Record<string, string>>;
  assert.deepEqual(
    again.slice(0, 2).map((r) => [r.status, r.treatment_leaning]),
    [
      ['skipped', 'yes'],
      ['skipped', 'yes'],
    ],
  );
});

test('usage errors exit 2', async (t) => {
  const dir = await folder(t);
  const cases: string[][] = [[join(dir, 'missing.json')], [dir, '--concurrency', '0'], []];
  for (const args of cases) assert.equal((await analyze(dir, args)).code, 2, args.join(' '));
});

test('symlinks planted at the old temporary name and at a result name never lead a write to their target', async (t) => {
  const dir = await folder(t);
  const sentinel = join(dir, 'sentinel.txt');
  await writeFile(sentinel, 'do not touch\n');
  await symlink(sentinel, join(dir, 'a-sutures.result.json.tmp'));
  await symlink(sentinel, join(dir, 'b-bandage.result.json'));
  // What a SIGKILL can leave behind: neither a case nor a result.
  await writeFile(join(dir, '.a-sutures.result.json.0123456789abcdef.tmp'), '{"half": ');
  const { code, out: csv } = await analyze(dir, [dir, '--out', dir]);
  assert.equal(code, 1);
  assert.equal(await readFile(sentinel, 'utf8'), 'do not touch\n');
  assert.equal(await readlink(join(dir, 'b-bandage.result.json')), sentinel);
  const rows = parse(csv, { columns: true }) as Array<Record<string, string>>;
  assert.deepEqual(
    rows.map((r) => [r.case, r.status]),
    [
      ['a-sutures', 'analyzed'],
      ['b-bandage', 'failed'],
      ['c-broken', 'failed'],
      ['d-not-json', 'failed'],
    ],
  );
  assert.match(rows[1]!.error!, /UsageError: the result of case 'b-bandage' is a symbolic link/);
  assert.equal(
    JSON.parse(await readFile(join(dir, 'a-sutures.result.json'), 'utf8')).criteria_met
      .medical_treatment_beyond_first_aid,
    'yes',
  );
});

test('--out naming an input case file is refused naming the flag, exit 2, the case intact', async (t) => {
  const dir = await folder(t);
  const before = await readFile(join(dir, 'a-sutures.json'), 'utf8');
  const { code, err } = await analyze(dir, [
    join(dir, 'a-sutures.json'),
    '--out',
    join(dir, 'a-sutures.json'),
  ]);
  assert.equal(code, 2);
  assert.match(err, /ohds: --out names a file; it must be a folder/);
  assert.equal(await readFile(join(dir, 'a-sutures.json'), 'utf8'), before);
});

test('SIGINT mid-batch keeps the results written, leaves no temporary file, exits 130, and a rerun resumes', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-analyze-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const total = 120;
  for (let i = 0; i < total; i += 1)
    await writeFile(
      join(dir, `case-${String(i).padStart(3, '0')}.json`),
      good(`Laceration ${i} closed with four sutures.`),
    );
  const results = () => readdirSync(dir).filter((name) => name.endsWith('.result.json'));
  // Ctrl-C as soon as the first results are on disk.
  let listening = false;
  const onStopSignal: StopSignals = (listener) => {
    listening = true;
    const timer = setInterval(() => {
      if (results().length >= 3) listener('SIGINT');
    }, 1);
    return () => {
      listening = false;
      clearInterval(timer);
    };
  };
  const { code, out, err } = await analyze(
    dir,
    [dir, '--out', dir, '--concurrency', '4'],
    onStopSignal,
  );
  assert.equal(code, 130);
  assert.equal(out, '');
  assert.match(
    err,
    new RegExp(
      `ohds: Interrupted by SIGINT after \\d+ of ${total} cases; the results written are kept\\. Run the same command again to resume`,
    ),
  );
  assert.equal(listening, false);
  const kept = results();
  assert.ok(kept.length >= 3 && kept.length < total, `${kept.length} results kept`);
  assert.deepEqual(
    (await readdir(dir)).filter((name) => name.endsWith('.tmp')),
    [],
  );
  for (const name of kept)
    assert.match(
      JSON.parse(await readFile(join(dir, name), 'utf8')).input_sha256,
      /^[0-9a-f]{64}$/,
    );

  const rerun = await analyze(dir, [dir, '--out', dir]);
  assert.equal(rerun.code, 0);
  const statuses = (parse(rerun.out, { columns: true }) as Array<Record<string, string>>).map(
    (r) => r.status,
  );
  assert.equal(statuses.filter((s) => s === 'skipped').length, kept.length);
  assert.equal(statuses.filter((s) => s === 'analyzed').length, total - kept.length);
});

test('one case without --out prints its result on stdout and writes nothing beside it', async (t) => {
  const dir = await folder(t);
  const before = (await readdir(dir)).sort();
  const { code, out } = await analyze(dir, [join(dir, 'a-sutures.json')]);
  assert.equal(code, 0);
  const result = JSON.parse(out);
  assert.equal(result.criteria_met.medical_treatment_beyond_first_aid, 'yes');
  assert.match(result.input_sha256, /^[0-9a-f]{64}$/);
  assert.deepEqual((await readdir(dir)).sort(), before);
});

test('a folder without --out is a usage error and its folder is left as it was', async (t) => {
  const dir = await folder(t);
  const before = (await readdir(dir)).sort();
  const { code, err } = await analyze(dir, [dir]);
  assert.equal(code, 2);
  assert.match(err, /A folder of cases needs --out DIR/);
  assert.deepEqual((await readdir(dir)).sort(), before);
});

test('--interactive without a terminal is a usage error, exit 2', async (t) => {
  const dir = await folder(t);
  const { code, err } = await analyze(dir, ['--interactive']);
  assert.equal(code, 2);
  assert.match(err, /--interactive asks questions in a terminal/);
});

test('a case whose narrative carries a date ahead is analyzed, the date masked where it is quoted', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-analyze-date-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(
    join(dir, 'dated.json'),
    JSON.stringify({
      case: {
        incident: {
          description:
            'Synthetic: the picker slipped on shrink wrap at the dock; follow-up Thurs 10/9/2099.',
          location_context: 'on_premises',
        },
        injury: { description: 'Wrist sprain; prescription anti-inflammatory.' },
      },
    }),
  );
  const out = join(dir, 'out');
  const { code, err } = await analyze(dir, [dir, '--out', out]);
  assert.equal(code, 0, err);
  const files = await readdir(out);
  const written = await readFile(join(out, files.find((f) => f.endsWith('.json'))!), 'utf8');
  assert.ok(!written.includes('10/9/2099'));
  assert.match(written, /follow-up Thurs \[date\]/);
});
