/** Streaming readers: CSV (BOM, delimiter, quoting, bad rows, broken streams), JSON arrays and NDJSON. */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { UsageError } from '../../src/errors.ts';
import {
  formatFromPath,
  type InputRecord,
  openRecords,
  type RecordFormat,
} from '../../src/io/read.ts';

/** The text as a stream of `size`-character chunks, so records and tokens straddle chunk boundaries. */
function chunked(text: string, size = 3): Readable {
  const buf = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < buf.length; i += size) parts.push(buf.subarray(i, i + size));
  return Readable.from(parts);
}

async function readAll(
  text: string,
  format: RecordFormat,
  options: { delimiter?: string; size?: number } = {},
) {
  const reader = await openRecords(chunked(text, options.size), format, options);
  const records: InputRecord[] = [];
  for await (const batch of reader.batches) records.push(...batch);
  return { columns: reader.columns, records };
}

test('a CSV with a BOM, CRLF line ends and a quoted multi-line field reads every record with its line', async () => {
  const { columns, records } = await readAll(
    '\uFEFFid,item_1\r\na,1\r\n\r\n"b, ""q""","x\ny"\r\nc,3',
    'csv',
  );
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
  assert.deepEqual(
    records.map((r) => [r.row, r.problem]),
    [
      [1, 'record has 1 fields; the header has 2'],
      [2, 'record has 3 fields; the header has 2'],
      [3, null],
    ],
  );
});

test('a CSV syntax error is one problem record at its line and reading resumes at the next line', async () => {
  const rows = Array.from({ length: 50 }, (_, i) => `r${i},${i % 4}`).join('\n');
  const { records } = await readAll(`id,item_1\n${rows}\nbad,"1"QZX\nnever,1\n`, 'csv', {
    size: 1 << 20,
  });
  assert.equal(records.length, 52);
  assert.equal(records[49]!.values!.id, 'r49');
  assert.deepEqual(
    [records[50]!.row, records[50]!.line, records[50]!.values, records[50]!.problem],
    [51, 52, null, 'unexpected characters follow a closing quote'],
  );
  assert.deepEqual(
    [records[51]!.row, records[51]!.line, records[51]!.values],
    [52, 53, { id: 'never', item_1: '1' }],
  );
});

/** [row, line, problem or the id read] of every record. */
const summary = (records: InputRecord[]) =>
  records.map((r) => [r.row, r.line, r.problem ?? r.values!.id]);

const strayQuotes: Array<[string, string, unknown[]]> = [
  [
    'a quote inside an unquoted cell (5\'10")',
    'id,h\nr1,1\nr2,5\'10"\nr3,3\n',
    [
      [1, 2, 'r1'],
      [2, 3, 'a quote appears inside an unquoted field'],
      [3, 4, 'r3'],
    ],
  ],
  [
    'a quote that opens a field and is never closed',
    'id,h\nr1,1\nr2,"x\nr3,3\nr4,4\n',
    [
      [1, 2, 'r1'],
      [2, 3, 'a quoted field is never closed'],
      [3, 4, 'r3'],
      [4, 5, 'r4'],
    ],
  ],
  [
    'a quote that closes lines later',
    'id,h\nr1,"x\nr2,2\nr3,"a",b\nr4,4\n',
    [
      [1, 2, 'unexpected characters follow a closing quote'],
      [2, 3, 'r2'],
      [3, 4, 'unexpected characters follow a closing quote'],
      [4, 5, 'r4'],
    ],
  ],
];
for (const [title, text, expected] of strayQuotes) {
  test(`${title}: that row is reported at its line, every other line is read`, async () => {
    for (const size of [1, 3, 1 << 20])
      assert.deepEqual(
        summary((await readAll(text, 'csv', { size })).records),
        expected,
        `chunks of ${size}`,
      );
  });
}

test('blank rows (empty lines, every cell empty, as Excel leaves them) are skipped and counted, not records', async () => {
  const reader = await openRecords(
    chunked('\n,,\nid,a,b\nr1,1,2\n,,\n  , ,\n\nr2,3,4\n,,\n,,\n'),
    'csv',
  );
  const records: InputRecord[] = [];
  for await (const batch of reader.batches) records.push(...batch);
  assert.deepEqual(summary(records), [
    [1, 4, 'r1'],
    [2, 8, 'r2'],
  ]);
  assert.equal(reader.blankRows(), 7);
});

const delimiters: Array<[string, string | undefined, string]> = [
  ['id;item_1\na;4\n', undefined, ';'],
  ['id\titem_1\na\t4\n', undefined, '\t'],
  ['id|item_1\na|4\n', undefined, '|'],
  ['"x;y",item_1\na,4\n', undefined, ','],
  ['id\titem_1\na\t4\n', '\\t', '\t'],
  ['id\titem_1\na\t4\n', 'tab', '\t'],
];
for (const [text, given, expected] of delimiters) {
  test(`the delimiter of ${JSON.stringify(text.split('\n')[0])} ${given === undefined ? 'is sniffed' : `given as ${given}`}: ${JSON.stringify(expected)}`, async () => {
    const reader = await openRecords(chunked(text), 'csv', { delimiter: given });
    assert.equal(reader.delimiter, expected);
    assert.equal(reader.columns.length, 2);
  });
}

const encoded: Array<[string, Buffer, string | undefined]> = [
  ['UTF-8 with a BOM', Buffer.from('\uFEFFid,name\nr1,café\n'), undefined],
  ['UTF-8 without a BOM', Buffer.from('id,name\nr1,café\n'), undefined],
  [
    'UTF-16 LE with a BOM',
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('id,name\nr1,café\n', 'utf16le')]),
    undefined,
  ],
  [
    'UTF-16 BE with a BOM',
    Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from('id,name\nr1,café\n', 'utf16le').swap16(),
    ]),
    undefined,
  ],
  [
    'windows-1252 with --encoding windows-1252',
    Buffer.from([...Buffer.from('id,name\nr1,caf'), 0xe9, 0x0a]),
    'windows-1252',
  ],
  [
    'ISO-8859-1 with --encoding latin1',
    Buffer.from([...Buffer.from('id,name\nr1,caf'), 0xe9, 0x0a]),
    'latin1',
  ],
];
for (const [title, bytes, encoding] of encoded) {
  test(`${title} reads é as é`, async () => {
    const parts: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 1) parts.push(bytes.subarray(i, i + 1)); // BOMs and characters split across chunks
    const reader = await openRecords(Readable.from(parts), 'csv', { encoding });
    const records: InputRecord[] = [];
    for await (const batch of reader.batches) records.push(...batch);
    assert.deepEqual(reader.columns, ['id', 'name']);
    assert.deepEqual(
      records.map((r) => r.values),
      [{ id: 'r1', name: 'café' }],
    );
  });
}

test('windows-1252 bytes read as UTF-8 fail their own rows with a pointer to --encoding; the other rows are read', async () => {
  const bytes = Buffer.from([
    ...Buffer.from('id,name\nr1,ok\nr2,caf'),
    0xe9,
    ...Buffer.from('\nr3,fine\n'),
  ]);
  const reader = await openRecords(Readable.from([bytes]), 'csv');
  const records: InputRecord[] = [];
  for await (const batch of reader.batches) records.push(...batch);
  assert.deepEqual(
    records.map((r) => [r.row, r.line, r.values === null]),
    [
      [1, 2, false],
      [2, 3, true],
      [3, 4, false],
    ],
  );
  assert.match(records[1]!.problem!, /not valid UTF-8; pass --encoding \(windows-1252/);
});

test('an unknown --encoding is a usage error', async () => {
  await assert.rejects(
    openRecords(chunked('a\n'), 'csv', { encoding: 'klingon-8' }),
    /--encoding must be an encoding such as/,
  );
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
  assert.deepEqual(
    records.map((r) => r.values),
    [
      { id: 'a]",{', item_1: 1, nested: { x: [1, 2] } },
      { id: 'b', item_1: 2 },
    ],
  );
  assert.deepEqual(
    records.map((r) => [r.row, r.line]),
    [
      [1, null],
      [2, null],
    ],
  );
});

test('bad JSON elements are problems, not failures of the file', async () => {
  const { records } = await readAll('[{"item_1":1}, 7, {"item_1": }, {"item_1":2}]', 'json');
  assert.deepEqual(
    records.map((r) => r.problem),
    [null, 'record is not a JSON object', 'record is not valid JSON', null],
  );
});

test('an empty JSON array has no records', async () => {
  assert.deepEqual(await readAll('[ ]', 'json'), { columns: [], records: [] });
});

test('JSON that is not an array is a usage error', async () => {
  await assert.rejects(openRecords(chunked('{"item_1":1}'), 'json'), UsageError);
});

test('a JSON array that is never closed ends with a problem record after the complete elements', async () => {
  const { records } = await readAll('[{"item_1":1},{"item_1":2},{"item_1"', 'json');
  assert.deepEqual(
    records.map((r) => [r.row, r.problem]),
    [
      [1, null],
      [2, null],
      [3, 'input broken off (the JSON array is not closed); the rest was not read'],
    ],
  );
});

test('NDJSON skips blank lines, strips a BOM and numbers rows and lines', async () => {
  const { columns, records } = await readAll(
    '\uFEFF{"id":"a","item_1":1}\n\nnot json\r\n{"id":"c","item_1":3}',
    'ndjson',
    { size: 5 },
  );
  assert.deepEqual(columns, ['id', 'item_1']);
  assert.deepEqual(
    records.map((r) => [r.row, r.line, r.problem]),
    [
      [1, 1, null],
      [2, 3, 'record is not valid JSON'],
      [3, 4, null],
    ],
  );
});

const extensions: Array<[string | null, RecordFormat]> = [
  ['a.json', 'json'],
  ['a.ndjson', 'ndjson'],
  ['a.JSONL', 'ndjson'],
  ['a.csv', 'csv'],
  ['a.txt', 'csv'],
  [null, 'csv'],
];
for (const [path, format] of extensions) {
  test(`the input format of ${path ?? 'stdin'} defaults to ${format}`, () =>
    assert.equal(formatFromPath(path), format));
}
