/**
 * CSV text to records with their line numbers, going on past malformed records. csv-parse's
 * `skip_records_with_error` reports a record holding a stray quote (`5'10"` in an unquoted cell) and
 * resumes at the next line. A quote that opens a field and closes lines later (or never: then csv-parse
 * reads the rest of the input as that field and reports it at the end) swallows whole lines; with `raw`
 * the skipped text is known, so the record is reported at the line where it began and the lines after
 * that one are read again: one stray quote costs one row, never the rest of the file.
 * Records are taken in csv-parse's `on_record` hook rather than read from the stream: a parser error
 * destroys the parser, and records still in its buffer would be lost.
 */
import { finished } from 'node:stream/promises';
import { type CsvError, type Options, parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

/** A record's cells, or null with a problem for a record that could not be parsed. */
export interface CsvEvent {
  cells: string[] | null;
  /** A parsed record: the line where it ends; a malformed one: the line where it begins. */
  line: number;
  problem: string | null;
}

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted field',
  CSV_INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted field',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected characters follow a closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'unexpected characters follow a closing quote',
};

/** A safe description of a csv-parse error: from its code, never its message (it quotes the data). */
export function csvProblem(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  return CSV_PROBLEMS[code] ?? (code.startsWith('CSV_') ? 'malformed CSV' : null);
}

interface ParseState {
  queue: CsvEvent[];
  /** The last line an event accounted for. */
  last: number;
  /**
   * The last malformed text and the line it ends on: after a bad closing quote csv-parse may go on to
   * report the same text again, grown to the end of the input, as a field never closed.
   */
  skipped: { raw: string; end: number } | null;
}

const breaks = (text: string): number => text.split('\n').length - 1;

/**
 * Reports a malformed record at the line where it began. When its text spans lines (a quote that opened a
 * field and closed lines later, or never), the whole lines after the first are read again in place; the
 * line the error was found on is reported too, since the parser goes on after the error within it.
 */
function onSkip(
  state: ParseState,
  delimiter: string,
  offset: number,
  err: CsvError,
  raw: string | undefined,
): void {
  const text = raw ?? '';
  const problem = csvProblem(err.code) ?? 'malformed CSV';
  const prior = state.skipped;
  let after: number; // the line before `rest`
  let rest: string; // text not yet accounted for, from the start of a line
  if (prior !== null && prior.raw !== '' && text.startsWith(prior.raw)) {
    const tail = text.slice(prior.raw.length);
    after = prior.end;
    rest = tail.includes('\n') ? tail.slice(tail.indexOf('\n') + 1) : '';
  } else {
    after = state.last + 1;
    state.queue.push({ cells: null, line: after, problem });
    rest = text.includes('\n') ? text.slice(text.indexOf('\n') + 1) : '';
  }
  // A field never closed runs to the end of the input: every line of `rest` is whole.
  const whole =
    err.code === 'CSV_QUOTE_NOT_CLOSED' ? rest : rest.slice(0, rest.lastIndexOf('\n') + 1);
  let end = after;
  if (whole !== '') {
    const inner: ParseState = { queue: state.queue, last: after, skipped: null };
    parseSync(whole, parserOptions(inner, delimiter, after));
    end = after + breaks(whole) + (whole.endsWith('\n') ? 0 : 1);
  }
  if (whole !== rest) {
    end += 1;
    state.queue.push({ cells: null, line: end, problem });
  }
  state.skipped = { raw: text, end };
  state.last = Math.max(end, offset + (typeof err.lines === 'number' ? err.lines : 0));
}

function parserOptions(state: ParseState, delimiter: string, offset: number): Options {
  return {
    delimiter,
    relax_column_count: true,
    skip_records_with_error: true,
    raw: true,
    // With `raw`, csv-parse hands on_record `{ record, raw }` (its typings assume the bare record).
    on_record: (withRaw, context) => {
      const { record } = withRaw as unknown as { record: string[] };
      state.last = offset + context.lines;
      state.queue.push({ cells: record, line: state.last, problem: null });
      return null;
    },
    on_skip: (err, raw) => {
      if (err !== undefined) onSkip(state, delimiter, offset, err, raw);
      return undefined;
    },
  };
}

/**
 * Events in batches, one per input chunk; blank lines come through as records (the caller counts them).
 * @throws a read error of `chunks`, after every event before it was yielded
 */
export async function* csvEvents(
  chunks: AsyncIterable<string>,
  delimiter: string,
): AsyncGenerator<CsvEvent[]> {
  const state: ParseState = { queue: [], last: 0, skipped: null };
  let failure: unknown = null;
  const parser = parse(parserOptions(state, delimiter, 0));
  parser.on('error', (err) => {
    failure ??= err;
  });
  const drain = (): CsvEvent[] => {
    const batch = state.queue;
    state.queue = [];
    return batch;
  };
  for await (const chunk of chunks) {
    parser.write(chunk);
    if (state.queue.length > 0) yield drain();
    if (failure !== null) throw failure;
  }
  parser.end();
  // Only the writable side: nothing reads the parser's output (records leave through on_record).
  await finished(parser, { readable: false }).catch((err: unknown) => {
    failure ??= err;
  });
  if (state.queue.length > 0) yield drain();
  if (failure !== null) throw failure;
}
