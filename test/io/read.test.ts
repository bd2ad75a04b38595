/** Streaming readers: CSV (BOM, delimiter, quoting, bad rows, broken streams), JSON arrays and NDJSON. */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { UsageError } from '../../src/errors.ts';
import { formatFromPath, openRecords, type InputRecord, type RecordFormat } from '../../src/io/read.ts';

/** The text as a stream of `size`-character chunks, so records and tokens straddle chunk boundaries. */
function chunked(text: string, size = 3): Readable {
  const buf = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) parts.push(buf.subarray(i, i + size));
  return Readable.from(parts);
}

async function readAll(text: string, format: RecordFormat, options: { delimiter?: string; size?: number } = {}) {
  const reader = await openRecords(chunked(text, options.size), format, options);
  const records: InputRecord[] = [];
  for await (const batch of reader.batches) records.push(...batch);
  return { columns: reader.columns, records };
}

test('a CSV with a BOM, CRLF line ends and a quoted multi-line field reads every record with its line', async () => {
  const { columns, records } = await readAll('\uFEFFid,item_1\r\na,1\r\n\r\n"b, ""q""","x\ny"\r\nc,3', 'csv');
  assert.deepEqual(columns, ['id', 'item_1']);
  assert.deepEqual(records, [
    { row: 1, line: 2, values: { id: 'a', item_1: '1' }, problem: null },
    { row: 2, line: 5, values: { id: 'b, "q"', item_1: 'x\ny' }, problem: null },
    { row: 3, line: 6, values: { id: 'c', item_1: '3' }, problem: null },
  ]);
});

test('--delimiter is honoured', async () => {
  const { records } = await readAll('id;item_1\na;4\n', 'csv', { delimiter: ';' });
  assert.deepEqual(records[0]!.values, { id: 'a', item_1: '4' });
});

test('a record with the wrong number of fields is yielded as a problem and reading goes on', async () => {
  const { records } = await readAll('id,item_1\na\nb,2,extra\nc,3\n', 'csv');
  assert.deepEqual(records.map((r) => [r.row, r.problem]), [
    [1, 'record has 1 fields; the header has 2'],
    [2, 'record has 3 fields; the header has 2'],
    [3, null],
  ]);
});

test('a CSV syntax error keeps every record before it and ends with one problem record', async () => {
  const rows = Array.from({ length: 50 }, (_, i) => `r${i},${i % 4}`).join('\n');
  const { records } = await readAll(`id,item_1\n${rows}\nbad,"1"QZX\nnever,1\n`, 'csv', { size: 1 << 20 });
  assert.equal(records.length, 51);
  assert.equal(records[49]!.values!['id'], 'r49');
  assert.equal(records[50]!.row, 51);
  assert.equal(records[50]!.values, null);
  assert.match(records[50]!.problem!, /unexpected characters follow a closing quote.*rest was not read/);
  assert.ok(!records[50]!.problem!.includes('QZX'), 'the problem never quotes the input');
});

test('a repeated header column is a usage error', async () => {
  await assert.rejects(openRecords(chunked('item_1,item_1\n1,2\n'), 'csv'), UsageError);
});

test('an invalid delimiter is a usage error', async () => {
  await assert.rejects(openRecords(chunked('a\n'), 'csv', { delimiter: '"' }), UsageError);
});

test('an empty CSV has no columns and no records', async () => {
  assert.deepEqual(await readAll('', 'csv'), { columns: [], records: [] });
});

test('a JSON array is split into elements across chunk boundaries, strings with brackets and escapes included', async () => {
  const text = ' [ {"id":"a]\\",{","item_1":1,"nested":{"x":[1,2]}} , {"id":"b","item_1":2} ] ';
  const { columns, records } = await readAll(text, 'json', { size: 2 });
  assert.deepEqual(columns, ['id', 'item_1', 'nested']);
  assert.deepEqual(records.map((r) => r.values), [{ id: 'a]",{', item_1: 1, nested: { x: [1, 2] } }, { id: 'b', item_1: 2 }]);
  assert.deepEqual(records.map((r) => [r.row, r.line]), [[1, null], [2, null]]);
});

test('bad JSON elements are problems, not failures of the file', async () => {
  const { records } = await readAll('[{"item_1":1}, 7, {"item_1": }, {"item_1":2}]', 'json');
  assert.deepEqual(records.map((r) => r.problem), [null, 'record is not a JSON object', 'record is not valid JSON', null]);
});

test('an empty JSON array has no records', async () => {
  assert.deepEqual(await readAll('[ ]', 'json'), { columns: [], records: [] });
});

test('JSON that is not an array is a usage error', async () => {
  await assert.rejects(openRecords(chunked('{"item_1":1}'), 'json'), UsageError);
});

test('a JSON array that is never closed ends with a problem record after the complete elements', async () => {
  const { records } = await readAll('[{"item_1":1},{"item_1":2},{"item_1"', 'json');
  assert.deepEqual(records.map((r) => [r.row, r.problem]), [
    [1, null],
    [2, null],
    [3, 'input broken off (the JSON array is not closed); the rest was not read'],
  ]);
});

test('NDJSON skips blank lines, strips a BOM and numbers rows and lines', async () => {
  const { columns, records } = await readAll('\uFEFF{"id":"a","item_1":1}\n\nnot json\r\n{"id":"c","item_1":3}', 'ndjson', { size: 5 });
  assert.deepEqual(columns, ['id', 'item_1']);
  assert.deepEqual(records.map((r) => [r.row, r.line, r.problem]), [[1, 1, null], [2, 3, 'record is not valid JSON'], [3, 4, null]]);
});

const extensions: Array<[string | null, RecordFormat]> = [
  ['a.json', 'json'], ['a.ndjson', 'ndjson'], ['a.JSONL', 'ndjson'], ['a.csv', 'csv'], ['a.txt', 'csv'], [null, 'csv'],
];
for (const [path, format] of extensions) {
  test(`the input format of ${path ?? 'stdin'} defaults to ${format}`, () => assert.equal(formatFromPath(path), format));
}
