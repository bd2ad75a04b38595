/**
 * Streaming record readers for CSV, JSON arrays and NDJSON: memory stays flat whatever the input size.
 * Records come in batches, one per input chunk (a per-record await would cost more than the parsing).
 * The column list is known before the first record is handed out (CSV header, or the first JSON record's
 * keys), so callers can reject an unusable input before writing anything.
 * Bytes are decoded first (decode.ts: BOM, --encoding). A record that cannot be read (a stray quote, a
 * wrong field count, invalid JSON, bytes that are not UTF-8) is yielded with `values: null` and a
 * `problem`, so the caller reports it by number and goes on. Blank CSV rows (every cell empty, as Excel
 * leaves below a table) are not records: they are counted. A stream that breaks off (an unclosed JSON
 * array, a read error) ends with one problem record after every record read before it.
 */
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { UsageError } from '../errors.ts';
import { type CsvEvent, csvEvents, csvProblem } from './csv-records.ts';
import { decodeInput } from './decode.ts';
import { parseDelimiter, sniffDelimiter } from './delimiter.ts';
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
  /** CSV: the delimiter read with (given or sniffed from the header); null for JSON and NDJSON. */
  delimiter: string | null;
  /** Blank rows and lines skipped so far (the total once `batches` is consumed). */
  blankRows(): number;
}

export interface ReadOptions {
  /** `--delimiter` as given (`;`, `\t`, `tab`...); sniffed from the header when absent. */
  delimiter?: string | undefined;
  /** `--encoding` label; a byte-order mark wins over it. */
  encoding?: string | undefined;
}

/** `.json` -> json, `.ndjson`/`.jsonl` -> ndjson, anything else (and stdin) -> csv. */
export function formatFromPath(path: string | null): RecordFormat {
  const ext = path === null ? '' : extname(path).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.ndjson' || ext === '.jsonl') return 'ndjson';
  return 'csv';
}

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
    return csvProblem(code) ?? READ_PROBLEMS[code] ?? code;
  }
  return 'unreadable input';
}

function objectRecord(row: number, line: number | null, value: unknown): InputRecord {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return { row, line, values: value as Record<string, unknown>, problem: null };
  }
  return { row, line, values: null, problem: 'record is not a JSON object' };
}

/** The problem of a record read with bytes replaced by U+FFFD (decode.ts). */
const NOT_UTF8 =
  'record holds bytes that are not valid UTF-8; pass --encoding (windows-1252 for an Excel CSV saved on Windows)';

function jsonRecord(
  row: number,
  line: number | null,
  text: string,
  lossy: () => boolean,
): InputRecord {
  if (lossy() && text.includes('\uFFFD')) return { row, line, values: null, problem: NOT_UTF8 };
  try {
    return objectRecord(row, line, JSON.parse(text));
  } catch {
    return { row, line, values: null, problem: 'record is not valid JSON' };
  }
}

/** The record that ends a stream broken after `row` records: reported like a bad row, not thrown. */
function brokenInput(row: number, line: number | null, err: unknown): InputRecord {
  return {
    row: row + 1,
    line,
    values: null,
    problem: `input broken off (${describeReadError(err)}); the rest was not read`,
  };
}

async function* ndjsonBatches(
  chunks: AsyncIterable<string>,
  lossy: () => boolean,
  blank: { rows: number },
): AsyncGenerator<InputRecord[]> {
  let tail = '';
  let line = 0;
  let row = 0;
  const take = (text: string, batch: InputRecord[]): void => {
    line += 1;
    if (text.trim() === '') {
      blank.rows += 1;
      return;
    }
    row += 1;
    batch.push(jsonRecord(row, line, text, lossy));
  };
  try {
    for await (const chunk of chunks) {
      const lines = (tail + chunk).split('\n');
      tail = lines.pop()!;
      const batch: InputRecord[] = [];
      for (const text of lines) take(text, batch);
      if (batch.length > 0) yield batch;
    }
    const batch: InputRecord[] = [];
    if (tail !== '') take(tail, batch);
    if (batch.length > 0) yield batch;
  } catch (err) {
    if (row === 0) throw err;
    yield [brokenInput(row, line + 1, err)];
  }
}

async function* jsonBatches(
  chunks: AsyncIterable<string>,
  lossy: () => boolean,
): AsyncGenerator<InputRecord[]> {
  let row = 0;
  try {
    for await (const texts of jsonArrayElements(chunks)) {
      yield texts.map((text) => jsonRecord((row += 1), null, text, lossy));
    }
  } catch (err) {
    if (row === 0) throw err;
    yield [brokenInput(row, null, err)];
  }
}

async function* none(): AsyncGenerator<InputRecord[]> {}

/** A line with something besides delimiters and spaces (blank rows above a header are skipped). */
const CONTENT = /^.*[^,;\t| \r\n].*$/m;

/** The first line with content (to sniff the delimiter from) and every chunk, the peeked ones included. */
async function peekFirstLine(
  chunks: AsyncGenerator<string>,
): Promise<{ line: string; chunks: AsyncGenerator<string> }> {
  const peeked: string[] = [];
  let text = '';
  const complete = (): RegExpExecArray | null => {
    const m = CONTENT.exec(text);
    return m !== null && text.length > m.index + m[0].length ? m : null;
  };
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    peeked.push(next.value);
    text += next.value;
    if (complete() !== null) break;
  }
  const replay = async function* (): AsyncGenerator<string> {
    yield* peeked;
    yield* chunks;
  };
  return { line: CONTENT.exec(text)?.[0] ?? '', chunks: replay() };
}

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

async function openCsv(input: Readable, options: ReadOptions): Promise<RecordReader> {
  const given = options.delimiter === undefined ? null : parseDelimiter(options.delimiter);
  const decoded = decodeInput(input, options.encoding);
  let events: AsyncGenerator<CsvEvent[]>;
  let delimiter: string;
  let header: CsvEvent | undefined;
  let rest: CsvEvent[] = [];
  const blank = { rows: 0 };
  try {
    const peeked = await peekFirstLine(decoded.chunks);
    delimiter = given ?? sniffDelimiter(peeked.line);
    events = csvEvents(peeked.chunks, delimiter);
    while (header === undefined) {
      const next = await events.next();
      if (next.done)
        return { columns: [], batches: none(), delimiter, blankRows: () => blank.rows };
      const at = next.value.findIndex((e) => e.cells === null || !isBlank(e.cells));
      blank.rows += at === -1 ? next.value.length : at;
      if (at !== -1) [header, ...rest] = next.value.slice(at);
    }
  } catch (err) {
    input.destroy();
    throw new UsageError(`Cannot read the CSV header: ${describeReadError(err)}.`);
  }
  if (header.cells === null)
    throw new UsageError(
      `Cannot read the CSV header (line ${header.line}): ${header.problem ?? 'malformed CSV'}.`,
    );
  const columns = header.cells;
  const repeated = columns.find((name, i) => columns.indexOf(name) !== i);
  if (repeated !== undefined)
    throw new UsageError(`The CSV header repeats the column '${repeated}'.`);

  let row = 0;
  let line = header.line;
  const toRecords = (batch: readonly CsvEvent[]): InputRecord[] => {
    const records: InputRecord[] = [];
    for (const { cells, line: at, problem } of batch) {
      line = at;
      if (cells !== null && isBlank(cells)) {
        blank.rows += 1;
        continue;
      }
      row += 1;
      if (cells === null) records.push({ row, line, values: null, problem });
      else if (cells.length !== columns.length)
        records.push({
          row,
          line,
          values: null,
          problem: `record has ${cells.length} fields; the header has ${columns.length}`,
        });
      else if (decoded.lossy() && cells.some((cell) => cell.includes('\uFFFD')))
        records.push({ row, line, values: null, problem: NOT_UTF8 });
      else {
        const values: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i += 1) values[columns[i]!] = cells[i];
        records.push({ row, line, values, problem: null });
      }
    }
    return records;
  };
  async function* batches(): AsyncGenerator<InputRecord[]> {
    try {
      const first = toRecords(rest);
      if (first.length > 0) yield first;
      for await (const batch of events) {
        const records = toRecords(batch);
        if (records.length > 0) yield records;
      }
    } catch (err) {
      yield [brokenInput(row, line + 1, err)];
    } finally {
      input.destroy();
    }
  }
  return { columns, batches: batches(), delimiter, blankRows: () => blank.rows };
}

async function openJson(
  batches: AsyncGenerator<InputRecord[]>,
  blank: { rows: number },
): Promise<RecordReader> {
  const first = await batches.next().catch((err: unknown) => {
    throw new UsageError(`Cannot read the input: ${describeReadError(err)}.`);
  });
  const blankRows = (): number => blank.rows;
  if (first.done) return { columns: [], batches: none(), delimiter: null, blankRows };
  const head = first.value;
  const values = head[0]?.values;
  return {
    columns: values ? Object.keys(values) : [],
    batches: (async function* () {
      yield head;
      yield* batches;
    })(),
    delimiter: null,
    blankRows,
  };
}

/**
 * Opens a record stream. Resolves once the columns are known.
 * @throws UsageError when the input cannot be read, the delimiter or encoding is invalid, or the CSV header cannot be parsed.
 */
export function openRecords(
  input: Readable,
  format: RecordFormat,
  options: ReadOptions = {},
): Promise<RecordReader> {
  if (format === 'csv') return openCsv(input, options);
  const decoded = decodeInput(input, options.encoding);
  const blank = { rows: 0 };
  return openJson(
    format === 'json'
      ? jsonBatches(decoded.chunks, decoded.lossy)
      : ndjsonBatches(decoded.chunks, decoded.lossy, blank),
    blank,
  );
}
