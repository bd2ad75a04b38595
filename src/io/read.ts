/**
 * Streaming record readers for CSV, JSON arrays and NDJSON: memory stays flat whatever the input size.
 * Records come in batches, one per input chunk (a per-record await would cost more than the parsing).
 * The column list is known before the first record is handed out (CSV header, or the first JSON record's
 * keys), so callers can reject an unusable input before writing anything.
 * A record that cannot be read (wrong field count, invalid JSON) is yielded with `values: null` and a
 * `problem`, so the caller reports it by number and goes on. A stream that breaks off (a CSV syntax error,
 * an unclosed JSON array, a read error) ends with one such record after every record read before it.
 */
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';
import { UsageError } from '../errors.ts';
import { jsonArrayElements } from './json-array.ts';

export type RecordFormat = 'csv' | 'json' | 'ndjson';
export const RECORD_FORMATS: readonly RecordFormat[] = ['csv', 'json', 'ndjson'];

export interface InputRecord {
  /** 1-based record number (a CSV header is not a record). */
  row: number;
  /** Source line: where a CSV record ends, an NDJSON line; null inside a JSON array. */
  line: number | null;
  values: Record<string, unknown> | null;
  /** Why `values` is null. Never contains input content. */
  problem: string | null;
}

export interface RecordReader {
  /** CSV header in file order, or the first JSON record's keys. */
  columns: readonly string[];
  /** Every record in input order, in non-empty batches. */
  batches: AsyncIterable<InputRecord[]>;
}

/** `.json` -> json, `.ndjson`/`.jsonl` -> ndjson, anything else (and stdin) -> csv. */
export function formatFromPath(path: string | null): RecordFormat {
  const ext = path === null ? '' : extname(path).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.ndjson' || ext === '.jsonl') return 'ndjson';
  return 'csv';
}

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted field',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected characters follow a closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'unexpected characters follow a closing quote',
};

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a parent is not a directory',
  JSON_NOT_ARRAY: 'a JSON input must be an array of objects',
  JSON_UNTERMINATED: 'the JSON array is not closed',
  JSON_TRAILING: 'unexpected content after the JSON array',
};

/** A safe description of a read or parse failure: from the error code, never the message (it may quote data). */
export function describeReadError(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    const known = CSV_PROBLEMS[code] ?? READ_PROBLEMS[code];
    if (known !== undefined) return known;
    if (code.startsWith('CSV_')) return 'malformed CSV';
    return code;
  }
  return 'unreadable input';
}

function objectRecord(row: number, line: number | null, value: unknown): InputRecord {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return { row, line, values: value as Record<string, unknown>, problem: null };
  }
  return { row, line, values: null, problem: 'record is not a JSON object' };
}

function jsonRecord(row: number, line: number | null, text: string): InputRecord {
  try {
    return objectRecord(row, line, JSON.parse(text));
  } catch {
    return { row, line, values: null, problem: 'record is not valid JSON' };
  }
}

/** The record that ends a stream broken after `row` records: reported like a bad row, not thrown. */
function brokenInput(row: number, line: number | null, err: unknown): InputRecord {
  return { row: row + 1, line, values: null, problem: `input broken off (${describeReadError(err)}); the rest was not read` };
}

/** Where a failure happened, when the error knows (csv-parse sets `lines`). */
function failedLine(err: unknown): number | null {
  const lines = (err as { lines?: unknown } | null)?.lines;
  return typeof lines === 'number' ? lines : null;
}

async function* ndjsonBatches(input: Readable): AsyncGenerator<InputRecord[]> {
  const decoder = new StringDecoder('utf8');
  let tail = '';
  let line = 0;
  let row = 0;
  const take = (text: string, batch: InputRecord[]): void => {
    line += 1;
    const body = line === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (body.trim() === '') return;
    row += 1;
    batch.push(jsonRecord(row, line, body));
  };
  try {
    for await (const chunk of input) {
      const lines = (tail + decoder.write(chunk as Buffer)).split('\n');
      tail = lines.pop()!;
      const batch: InputRecord[] = [];
      for (const text of lines) take(text, batch);
      if (batch.length > 0) yield batch;
    }
    const batch: InputRecord[] = [];
    take(tail + decoder.end(), batch);
    if (batch.length > 0) yield batch;
  } catch (err) {
    if (row === 0) throw err;
    yield [brokenInput(row, line + 1, err)];
  }
}

async function* jsonBatches(input: Readable): AsyncGenerator<InputRecord[]> {
  let row = 0;
  try {
    for await (const texts of jsonArrayElements(input)) {
      yield texts.map((text) => jsonRecord((row += 1), null, text));
    }
  } catch (err) {
    if (row === 0) throw err;
    yield [brokenInput(row, null, err)];
  }
}

interface CsvRow {
  cells: string[];
  /** The line where the record ends. */
  line: number;
}

/**
 * CSV rows in batches, one per input chunk. Records are taken in csv-parse's `on_record` hook rather than
 * read from the stream: a syntax error destroys the parser, and records still in its buffer would be lost.
 * @throws the csv-parse or read error that broke the stream, after every row before it was yielded
 */
async function* csvRows(input: Readable, delimiter: string): AsyncGenerator<CsvRow[]> {
  let queue: CsvRow[] = [];
  let failure: unknown = null;
  const parser = parse({
    bom: true,
    delimiter,
    skip_empty_lines: true,
    relax_column_count: true,
    on_record: (cells: string[], context: { lines: number }) => {
      queue.push({ cells, line: context.lines });
      return null;
    },
  });
  parser.on('error', (err) => {
    failure ??= err;
  });
  const drain = (): CsvRow[] => {
    const batch = queue;
    queue = [];
    return batch;
  };
  try {
    for await (const chunk of input) {
      parser.write(chunk);
      if (queue.length > 0) yield drain();
      if (failure !== null) throw failure;
    }
    parser.end();
    // Only the writable side: nothing reads the parser's output (records leave through on_record).
    await finished(parser, { readable: false }).catch((err: unknown) => {
      failure ??= err;
    });
    if (queue.length > 0) yield drain();
    if (failure !== null) throw failure;
  } finally {
    input.destroy();
  }
}

async function* none(): AsyncGenerator<InputRecord[]> {}

async function openCsv(input: Readable, delimiter: string): Promise<RecordReader> {
  if (delimiter === '' || /["\r\n]/.test(delimiter)) {
    throw new UsageError('The CSV delimiter must be one or more characters other than a quote or a line break.');
  }
  const rows = csvRows(input, delimiter);
  let first: CsvRow[] = [];
  try {
    while (first.length === 0) {
      const next = await rows.next();
      if (next.done) return { columns: [], batches: none() };
      first = next.value;
    }
  } catch (err) {
    throw new UsageError(`Cannot read the CSV header: ${describeReadError(err)}.`);
  }
  const [header, ...rest] = first as [CsvRow, ...CsvRow[]];
  const columns = header.cells;
  const repeated = columns.find((name, i) => columns.indexOf(name) !== i);
  if (repeated !== undefined) throw new UsageError(`The CSV header repeats the column '${repeated}'.`);

  let row = 0;
  let line = header.line;
  const toRecord = ({ cells, line: end }: CsvRow): InputRecord => {
    row += 1;
    line = end;
    if (cells.length !== columns.length) {
      return { row, line, values: null, problem: `record has ${cells.length} fields; the header has ${columns.length}` };
    }
    const values: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i += 1) values[columns[i]!] = cells[i];
    return { row, line, values, problem: null };
  };
  async function* batches(): AsyncGenerator<InputRecord[]> {
    try {
      if (rest.length > 0) yield rest.map(toRecord);
      for await (const batch of rows) yield batch.map(toRecord);
    } catch (err) {
      yield [brokenInput(row, failedLine(err) ?? line + 1, err)];
    }
  }
  return { columns, batches: batches() };
}

async function openJson(batches: AsyncGenerator<InputRecord[]>): Promise<RecordReader> {
  const first = await batches.next().catch((err: unknown) => {
    throw new UsageError(`Cannot read the input: ${describeReadError(err)}.`);
  });
  if (first.done) return { columns: [], batches: none() };
  const head = first.value;
  const values = head[0]?.values;
  return {
    columns: values ? Object.keys(values) : [],
    batches: (async function* () {
      yield head;
      yield* batches;
    })(),
  };
}

/**
 * Opens a record stream. Resolves once the columns are known.
 * @throws UsageError when the input cannot be read, the delimiter is invalid, or the CSV header cannot be parsed.
 */
export function openRecords(input: Readable, format: RecordFormat, options: { delimiter?: string } = {}): Promise<RecordReader> {
  if (format === 'csv') return openCsv(input, options.delimiter ?? ',');
  return openJson(format === 'json' ? jsonBatches(input) : ndjsonBatches(input));
}
