/** Writers: RFC 4180 quoting, JSON and NDJSON framing, backpressure, the row-error report. */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { rowErrorWriter } from '../../src/io/row-errors.ts';
import { csvLine, csvWriter, jsonWriter, ndjsonWriter } from '../../src/io/write.ts';

/** A destination that accepts 1 KB at a time and completes each write on a later tick, so backpressure is real. */
function slowSink(): Writable & { text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      setImmediate(done);
    },
  }) as Writable & { text: () => string };
  stream.text = () => chunks.join('');
  return stream;
}

const quoting: Array<[unknown, string]> = [
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['cr\r', '"cr\r"'],
  [12, '12'],
  [null, ''],
  [undefined, ''],
  [{ a: 1 }, '"{""a"":1}"'],
];

for (const [value, expected] of quoting) {
  test(`csvLine writes ${JSON.stringify(value)} as ${JSON.stringify(expected)}`, () => {
    assert.equal(csvLine([value]), `${expected}\n`);
  });
}

test('csvLine quotes a field holding a custom delimiter', () => {
  assert.equal(csvLine(['a;b', 'c,d'], { delimiter: ';' }), '"a;b";c,d\n');
});

test('many CSV rows through a slow destination arrive complete, in order, and parse back', async () => {
  const sink = slowSink();
  const writer = csvWriter(sink, ['n', 'text'], { endDestination: true });
  for (let n = 0; n < 5000; n += 1) {
    const pending = writer.write([n, `row "${n}", ok`]);
    if (pending) await pending;
  }
  await writer.close();
  const rows = parse(sink.text(), { columns: true }) as Array<{ n: string; text: string }>;
  assert.equal(rows.length, 5000);
  assert.deepEqual(rows[4999], { n: '4999', text: 'row "4999", ok' });
});

test('an empty JSON array is still valid JSON, and a full one parses back', async () => {
  const empty = slowSink();
  await jsonWriter(empty, { endDestination: true }).close();
  assert.deepEqual(JSON.parse(empty.text()), []);
  const full = slowSink();
  const writer = jsonWriter(full, { endDestination: true });
  await writer.write({ a: 1 });
  await writer.write({ a: 2 });
  await writer.close();
  assert.deepEqual(JSON.parse(full.text()), [{ a: 1 }, { a: 2 }]);
});

test('NDJSON writes one object per line', async () => {
  const sink = slowSink();
  const writer = ndjsonWriter(sink, { endDestination: true });
  await writer.write({ a: 1 });
  await writer.write({ b: 'x\ny' });
  await writer.close();
  assert.deepEqual(
    sink
      .text()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l)),
    [{ a: 1 }, { b: 'x\ny' }],
  );
});

test('a destination that is not owned is flushed but left open', async () => {
  const sink = slowSink();
  const writer = ndjsonWriter(sink, { endDestination: false });
  await writer.write({ a: 1 });
  await writer.close();
  assert.equal(sink.writableEnded, false);
  assert.equal(sink.text(), '{"a":1}\n');
});

test('a failing destination makes close reject', async () => {
  const broken = new Writable({ write: (_c, _e, done) => done(new Error('disk full')) });
  const writer = ndjsonWriter(broken, { endDestination: true });
  await writer.write({ a: 1 });
  await assert.rejects(writer.close(), /disk full/);
});

test('the row-error report has row, line, field and problem columns', async () => {
  const sink = slowSink();
  const report = rowErrorWriter(sink, { endDestination: true });
  await report.write({
    row: 3,
    line: 4,
    field: 'responses',
    problem: 'Missing required items: item_3.',
  });
  await report.write({
    row: 7,
    line: null,
    field: null,
    problem: 'Unreadable record: record is not valid JSON.',
  });
  await report.close();
  assert.equal(
    sink.text(),
    'row,line,field,problem\n3,4,responses,Missing required items: item_3.\n7,,,Unreadable record: record is not valid JSON.\n',
  );
});

const formulas: Array<[unknown, string]> = [
  ['=1+1', "'=1+1"],
  ['+1', "'+1"],
  ['-5', "'-5"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tx', "'\tx"],
  ['\rx', `"'\rx"`],
  ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  [-5, '-5'],
  ['a-b', 'a-b'],
];
for (const [value, expected] of formulas) {
  test(`the formula guard writes ${JSON.stringify(value)} as ${JSON.stringify(expected)} (OWASP CSV injection)`, () => {
    assert.equal(csvLine([value]), `${expected}\n`);
  });
}

test('--no-formula-guard writes text cells as they are', () => {
  assert.equal(csvLine(['=1+1', '-5'], { formulaGuard: false }), '=1+1,-5\n');
});
