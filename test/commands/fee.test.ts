/** `ohds fee`, in-process with injected I/O, on the imported reference data (skips without OHDS_DATA_SOURCE). */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { run } from '../../commands/index.ts';
import { feeData, SKIP } from '../lookup/fee-schedule/support.ts';
import { textSink } from '../support/streams.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const sink = textSink;

async function fee(dataDir: string, args: string[], stdin = '', cwd = ROOT) {
  const stdout = sink(),
    stderr = sink();
  const code = await run(['fee', ...args], {
    stdin: Readable.from([stdin]),
    stdout,
    stderr,
    cwd,
    env: { OHDS_DATA_DIR: dataDir },
  });
  return { code, out: stdout.text(), err: stderr.text() };
}

test('one line prints the fee-schedule line as JSON, exit 0', async (t) => {
  const data = feeData();
  if (data === null) return t.skip(SKIP);
  const { dataDir } = await data;
  const { code, out } = await fee(dataDir, [
    '--jurisdiction',
    'medicare',
    '--code',
    '99213',
    '--zip',
    '94110',
    '--setting',
    'non_facility',
    '--as-of',
    '2026-02-10',
  ]);
  assert.equal(code, 0);
  const line = JSON.parse(out);
  assert.equal(line.max_allowable_usd, 117.58);
  assert.equal(line.location.locality, 'CA:05');
});

test('a bad single line is a usage error naming the field, exit 2', async (t) => {
  const data = feeData();
  if (data === null) return t.skip(SKIP);
  const { dataDir } = await data;
  const { code, err } = await fee(dataDir, [
    '--jurisdiction',
    'medicare',
    '--code',
    '99213',
    '--setting',
    'office',
    '--zip',
    '94110',
  ]);
  assert.equal(code, 2);
  assert.match(err, /setting/);
});

test('the sample bill is priced line by line: bad lines reported by row, the rest written, totals by status, exit 1', async (t) => {
  const data = feeData();
  if (data === null) return t.skip(SKIP);
  const { dataDir } = await data;
  const { code, out, err } = await fee(dataDir, ['--batch', 'samples/fee/lines.csv']);
  assert.equal(code, 1);
  const rows = parse(out, { columns: true }) as Array<Record<string, string>>;
  assert.equal(rows.length, 18);
  assert.equal(rows[0]!.line_id, 'SYN-001');
  assert.equal(rows[0]!.max_allowable_usd, '117.58');
  const errors = rows.filter((r) => r.status === 'error').map((r) => [r.row, r.error_field]);
  assert.deepEqual(errors, [
    ['15', 'code'],
    ['16', 'setting'],
    ['17', 'locality'],
    ['18', 'zip'],
  ]);
  assert.match(err, /^row 15: /m);
  assert.match(err, /18 lines: .*errors 4; priced total \$/);
});

test('batch JSON output carries the full line for each row', async (t) => {
  const data = feeData();
  if (data === null) return t.skip(SKIP);
  const { dataDir } = await data;
  const csv =
    'code,jurisdiction,setting,locality,as_of\n99213,medicare,facility,CA:05,2026-02-10\n';
  const { code, out } = await fee(dataDir, ['--batch', '-', '--format', 'json'], csv);
  assert.equal(code, 0);
  const [first] = JSON.parse(out);
  assert.equal(first.row, 1);
  assert.equal(first.result.status, 'priced');
  assert.equal(first.error, null);
});

test('--out or --errors naming the --batch input is refused naming the flag, exit 2, the input intact', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-fee-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await copyFile(join(ROOT, 'samples/fee/lines.csv'), join(dir, 'lines.csv'));
  const before = await readFile(join(dir, 'lines.csv'));
  for (const flag of ['--out', '--errors']) {
    const { code, err } = await fee(
      join(dir, 'no-data'),
      ['--batch', 'lines.csv', flag, './lines.csv'],
      '',
      dir,
    );
    assert.equal(code, 2, flag);
    assert.match(err, new RegExp(`ohds: ${flag} names the same file as --batch`));
    assert.deepEqual(await readFile(join(dir, 'lines.csv')), before);
  }
  assert.deepEqual(await readdir(dir), ['lines.csv']);
});

test('a full disk under --out exits 3 naming the flag and ENOSPC; the previous --errors file is left as it was', {
  skip: !existsSync('/dev/full') && 'no /dev/full',
}, async (t) => {
  const data = feeData();
  if (data === null) return t.skip(SKIP);
  const { dataDir } = await data;
  const dir = await mkdtemp(join(tmpdir(), 'ohds-fee-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'errors.csv'), 'previous\n');
  const { code, err } = await fee(
    dataDir,
    [
      '--batch',
      join(ROOT, 'samples/fee/lines.csv'),
      '--out',
      '/dev/full',
      '--errors',
      'errors.csv',
    ],
    '',
    dir,
  );
  assert.equal(code, 3);
  assert.equal(
    err.split('\n').at(-2),
    'ohds: Cannot write --out (ENOSPC: no space left on device).',
  );
  assert.equal(await readFile(join(dir, 'errors.csv'), 'utf8'), 'previous\n');
  assert.deepEqual(await readdir(dir), ['errors.csv']);
});
