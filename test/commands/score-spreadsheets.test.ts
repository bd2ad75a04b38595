/** `ohds score` on spreadsheets as people export them: delimiters, blank rows, stray quotes, formulas, encodings. */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { run } from '../../commands/index.ts';
import { textSink } from '../support/streams.ts';

async function score(args: string[], stdin: string | Buffer) {
  const stdout = textSink(),
    stderr = textSink();
  const code = await run(['score', '-', '-i', 'recovery_expectation', ...args], {
    stdin: Readable.from([stdin]),
    stdout,
    stderr,
    cwd: process.cwd(),
    env: {},
  });
  return { code, out: stdout.text(), err: stderr.text() };
}

test('a semicolon file is read without --delimiter and written back with semicolons', async () => {
  const { code, out } = await score([], 'site;item_1\nnorth;6\n');
  assert.equal(code, 0);
  assert.equal(
    out.split('\n')[0],
    'site;item_1;score;band;responded_items;rubric_version;catalog_version;error',
  );
});

test("--delimiter '\\t' and --delimiter tab read a tab file", async () => {
  for (const flag of ['\\t', 'tab'])
    assert.equal((await score(['--delimiter', flag], 'site\titem_1\nnorth\t6\n')).code, 0, flag);
});

test('a semicolon file read with --delimiter , gets a hint about --delimiter, not --map', async () => {
  const { code, err } = await score(['--delimiter', ','], 'site;item_1\nnorth;6\n');
  assert.equal(code, 2);
  assert.match(err, /pass --delimiter ';'/);
  assert.doesNotMatch(err, /--map/);
});

test("Excel's empty trailing rows are skipped and counted, exit 0", async () => {
  const { code, out, err } = await score([], 'site,item_1\nnorth,6\n,\n,\n\n');
  assert.equal(code, 0);
  assert.equal(parse(out, { columns: true }).length, 1);
  assert.match(err, /3 blank rows skipped/);
});

test('a stray quote fails its row, printed on stderr with its line; the rows after it are scored', async () => {
  const { code, out, err } = await score([], 'site,item_1\nnorth,6\nsouth 5\'10",3\neast,7\n');
  assert.equal(code, 1);
  assert.match(
    err,
    /^row 2 \(line 3\): Unreadable record: a quote appears inside an unquoted field\.$/m,
  );
  const rows = parse(out, { columns: true }) as Array<Record<string, string>>;
  assert.deepEqual(
    rows.map((r) => r.score),
    ['6', '', '7'],
  );
});

test('formula-leading cells are neutralised by default and kept raw with --no-formula-guard', async () => {
  const input = 'site,item_1\n"=HYPERLINK(""http://x"")",6\n-3,6\n';
  const guarded = parse((await score([], input)).out, { columns: true }) as Array<
    Record<string, string>
  >;
  assert.deepEqual(
    guarded.map((r) => [r.site, r.score]),
    [
      ['\'=HYPERLINK("http://x")', '6'],
      ["'-3", '6'],
    ],
  );
  const raw = parse((await score(['--no-formula-guard'], input)).out, { columns: true }) as Array<
    Record<string, string>
  >;
  assert.deepEqual(
    raw.map((r) => r.site),
    ['=HYPERLINK("http://x")', '-3'],
  );
});

test('a windows-1252 export reads with --encoding windows-1252; without it the row fails pointing at --encoding', async () => {
  const bytes = Buffer.from([...Buffer.from('site,item_1\nZ'), 0xfc, ...Buffer.from('rich,6\n')]);
  const decoded = await score(['--encoding', 'windows-1252'], bytes);
  assert.equal(decoded.code, 0);
  assert.equal(
    (parse(decoded.out, { columns: true }) as Array<Record<string, string>>)[0]!.site,
    'Zürich',
  );
  const plain = await score([], bytes);
  assert.equal(plain.code, 1);
  assert.match(
    plain.err,
    /row 1 \(line 2\): Unreadable record: record holds bytes that are not valid UTF-8; pass --encoding/,
  );
});

test('--interactive without a terminal is a usage error, exit 2', async () => {
  const stdout = textSink(),
    stderr = textSink();
  const code = await run(['score', '--interactive', '-i', 'recovery_expectation'], {
    stdin: Readable.from(['']),
    stdout,
    stderr,
    cwd: process.cwd(),
    env: {},
  });
  assert.equal(code, 2);
  assert.match(stderr.text(), /--interactive asks questions in a terminal, and stdin is not one/);
  assert.doesNotMatch(stderr.text(), /unexpected error/);
});
