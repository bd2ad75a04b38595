/**
 * Streaming record writers (CSV via csv-stringify, JSON array, NDJSON) with backpressure: `write`
 * returns a promise only when the destination is full, so callers await it and memory stays flat.
 */
import { once } from 'node:events';
import { PassThrough, type Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/** Buffer sizes: large enough that backpressure waits are rare, small enough that memory stays flat. */
const RECORDS_BUFFERED = 256;
const BYTES_BUFFERED = 64 * 1024;

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

function streamWriter<T>(
  transform: Transform,
  destination: Writable,
  options: WriterOptions,
  encode: (record: T) => unknown,
  trailer?: () => string,
): RecordWriter<T> {
  const done = pipeline(transform, destination, { end: options.endDestination });
  done.catch(() => undefined);
  return {
    write(record) {
      if (transform.write(encode(record))) return undefined;
      return once(transform, 'drain').then(() => undefined);
    },
    async close() {
      if (trailer !== undefined) transform.write(trailer());
      transform.end();
      await done;
    },
  };
}

/** CSV with a header row; records are arrays aligned with `columns`. */
export function csvWriter(destination: Writable, columns: readonly string[], options: WriterOptions & { delimiter?: string }): RecordWriter<unknown[]> {
  const stringifier = stringify({
    header: true,
    columns: [...columns],
    delimiter: options.delimiter ?? ',',
    writableHighWaterMark: RECORDS_BUFFERED,
    readableHighWaterMark: BYTES_BUFFERED,
  });
  return streamWriter(stringifier, destination, options, (record) => record);
}

/** One JSON object per line. */
export function ndjsonWriter(destination: Writable, options: WriterOptions): RecordWriter<unknown> {
  return streamWriter(new PassThrough({ highWaterMark: BYTES_BUFFERED }), destination, options, (record) => `${JSON.stringify(record)}\n`);
}

/** A JSON array, one element per line, valid even when empty. */
export function jsonWriter(destination: Writable, options: WriterOptions): RecordWriter<unknown> {
  let count = 0;
  return streamWriter(
    new PassThrough({ highWaterMark: BYTES_BUFFERED }),
    destination,
    options,
    (record) => `${count++ === 0 ? '[\n' : ',\n'}${JSON.stringify(record)}`,
    () => (count === 0 ? '[]\n' : '\n]\n'),
  );
}
