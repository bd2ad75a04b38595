/**
 * Streaming record writers (CSV, JSON array, NDJSON) with backpressure: records are formatted into a
 * 16 KB text buffer that is flushed to the destination; `write` returns a promise only when the
 * destination asks to slow down, so callers await it and memory stays flat.
 *
 * CSV fields are formatted here rather than by csv-stringify: its generic per-field machinery costs
 * about 2 µs per 17-field row, more than parsing and scoring the row together (bench/score.ts).
 * Quoting follows RFC 4180: a field holding the delimiter, a quote, CR or LF is quoted, quotes doubled.
 *
 * Formula guard (OWASP "CSV Injection"): a text cell starting with =, +, -, @, tab or CR is written with a
 * leading ' so a spreadsheet shows it as text instead of running it; on by default, off with
 * `--no-formula-guard` for pipelines that need the raw cells. Only strings are guarded: input cells
 * passed through are strings (a text `-5` from the input becomes `'-5`, as OWASP says), while numbers
 * ohds computes (a score, an amount) are number values and are written as they are; they cannot carry a
 * formula, and a spreadsheet must read them as numbers.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

const FLUSH_AT = 16 * 1024;

export interface RecordWriter<T> {
  /** Queues one record; returns a promise to await when the destination asks to slow down. */
  write(record: T): Promise<void> | undefined;
  /** Flushes everything; ends the destination only when the writer owns it. */
  close(): Promise<void>;
}

export interface WriterOptions {
  /** End `destination` on close (a file); false for stdout. */
  endDestination: boolean;
}

/** Buffers text and writes it to `destination` in large chunks, honouring its backpressure and errors. */
function textWriter(destination: Writable, options: WriterOptions): RecordWriter<string> {
  let buffer = '';
  let failure: unknown = null;
  destination.on('error', (err) => {
    failure ??= err;
  });
  const flush = (): Promise<void> | undefined => {
    if (failure !== null) return Promise.reject(failure);
    const text = buffer;
    buffer = '';
    if (text === '' || destination.write(text)) return undefined;
    return once(destination, 'drain').then(() => undefined);
  };
  return {
    write(text) {
      buffer += text;
      return buffer.length >= FLUSH_AT ? flush() : undefined;
    },
    async close() {
      await flush();
      if (options.endDestination) {
        destination.end();
        await finished(destination);
      }
      if (failure !== null) throw failure;
    },
  };
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: unknown, delimiter: string, guard: boolean): string {
  const text =
    typeof value === 'string'
      ? guard && FORMULA_START.test(value)
        ? `'${value}`
        : value
      : value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const needsQuotes =
    text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvOptions {
  /** Field delimiter (default ','). */
  delimiter?: string | undefined;
  /** Prefix formula-leading text cells with ' (default true). */
  formulaGuard?: boolean | undefined;
}

/** Formats one CSV line (RFC 4180 quoting, `\n` line ends, the formula guard). */
export function csvLine(values: readonly unknown[], options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const guard = options.formulaGuard ?? true;
  let line = '';
  for (let i = 0; i < values.length; i += 1)
    line += (i === 0 ? '' : delimiter) + csvField(values[i], delimiter, guard);
  return `${line}\n`;
}

/** CSV with a header row; records are arrays aligned with `columns`. */
export function csvWriter(
  destination: Writable,
  columns: readonly string[],
  options: WriterOptions & CsvOptions,
): RecordWriter<readonly unknown[]> {
  const text = textWriter(destination, options);
  void text.write(csvLine(columns, options));
  return { write: (record) => text.write(csvLine(record, options)), close: () => text.close() };
}

/** One JSON object per line. */
export function ndjsonWriter(destination: Writable, options: WriterOptions): RecordWriter<unknown> {
  const text = textWriter(destination, options);
  return {
    write: (record) => text.write(`${JSON.stringify(record)}\n`),
    close: () => text.close(),
  };
}

/** A JSON array, one element per line, valid even when empty. */
export function jsonWriter(destination: Writable, options: WriterOptions): RecordWriter<unknown> {
  const text = textWriter(destination, options);
  let count = 0;
  return {
    write: (record) => text.write(`${count++ === 0 ? '[\n' : ',\n'}${JSON.stringify(record)}`),
    async close() {
      await text.write(count === 0 ? '[]\n' : '\n]\n');
      await text.close();
    },
  };
}
