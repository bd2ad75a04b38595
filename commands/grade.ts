/** `ohds grade FILE.json|FILE.ndjson`: care-team case grading, one request body per file or per line. */
import { text } from 'node:stream/consumers';
import type { Command } from 'commander';
import { renderGradeTable } from '../src/cli/grade/table.ts';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { isOhdsError, UsageError, ValidationError } from '../src/errors.ts';
import { type GradeCaseResult, gradeCase } from '../src/grading/grade.ts';
import { GRADING_PAST_DATE_EXEMPT, gradeCaseRequestSchema } from '../src/grading/schema.ts';
import { parseTimestamp } from '../src/grading/time.ts';
import { openInput, releaseInput } from '../src/io/files.ts';
import { formatFromPath, type InputRecord, openRecords } from '../src/io/read.ts';
import { jsonWriter, ndjsonWriter } from '../src/io/write.ts';
import { assertDeidentified } from '../src/privacy/index.ts';
import { parseWith } from '../src/validation.ts';

type Format = 'json' | 'ndjson' | 'table';
type Outcome =
  | { line: number; result: GradeCaseResult }
  | { line: number; error: { error: string; message: string; field?: string } };

/** The API's pipeline for one body: de-identification scan, validation, engine. */
function gradeRecord(record: InputRecord, now: Date): Outcome {
  const line = record.line ?? record.row;
  try {
    if (record.values === null)
      throw new ValidationError(`The ${record.problem ?? 'record is unreadable'}.`);
    assertDeidentified(record.values, { now, pastDateExempt: GRADING_PAST_DATE_EXEMPT });
    return { line, result: gradeCase(parseWith(gradeCaseRequestSchema, record.values), { now }) };
  } catch (err) {
    if (!isOhdsError(err)) throw err;
    const field = typeof err.extras.field === 'string' ? { field: err.extras.field } : {};
    return { line, error: { error: err.code, message: err.message, ...field } };
  }
}

/** Records of the input: the whole `.json` file as one body, else one body per NDJSON line. */
async function* recordsOf(
  file: string,
  single: boolean,
  io: CommandIO,
): AsyncGenerator<InputRecord> {
  const input = await openInput(file, io.cwd, io.stdin);
  try {
    if (single) {
      try {
        yield {
          row: 1,
          line: 1,
          values: JSON.parse((await text(input)).replace(/^\uFEFF/, '')) as Record<string, unknown>,
          problem: null,
        };
      } catch {
        yield { row: 1, line: 1, values: null, problem: 'file is not valid JSON' };
      }
      return;
    }
    for await (const batch of (await openRecords(input, 'ndjson')).batches) yield* batch;
  } finally {
    releaseInput(input, io.stdin);
  }
}

/** An output record: the result (or error) with the input line it came from. */
const withLine = (o: Outcome): Record<string, unknown> =>
  'result' in o ? { line: o.line, ...o.result } : { line: o.line, error: o.error };

function parseFormat(value: string | undefined, single: boolean, io: CommandIO): Format {
  if (value === undefined) return io.stdout.isTTY ? 'table' : single ? 'json' : 'ndjson';
  if (value === 'json' || value === 'ndjson' || value === 'table') return value;
  throw new UsageError('Option --format must be json, ndjson or table.');
}

export function register(cmd: Command, io: CommandIO, result: CommandResult): void {
  cmd
    .argument(
      '<file>',
      'FILE.json (one body), FILE.ndjson or FILE.jsonl (one body per line), or - for NDJSON on stdin',
    )
    .option(
      '--format <format>',
      'json, ndjson or table (default: table on a terminal; else json for .json, ndjson otherwise)',
    )
    .option('--now <timestamp>', 'grading clock, an ISO 8601 timestamp (default: the current time)')
    .action(async (file: string, flags: { format?: string; now?: string }) => {
      const single = file !== '-' && formatFromPath(file) === 'json';
      const format = parseFormat(flags.format, single, io);
      const nowMs = flags.now === undefined ? Date.now() : parseTimestamp(flags.now);
      if (nowMs === null)
        throw new UsageError(
          'Option --now must be an ISO 8601 timestamp such as 2026-03-01T12:00:00Z.',
        );
      const now = new Date(nowMs);
      // NDJSON input streams records with their line; a single .json body prints the bare result, as the API does.
      const writer =
        format === 'ndjson'
          ? ndjsonWriter(io.stdout, { endDestination: false })
          : format === 'json' && !single
            ? jsonWriter(io.stdout, { endDestination: false })
            : null;
      let graded = 0,
        failed = 0;
      for await (const record of recordsOf(file, single, io)) {
        const outcome = gradeRecord(record, now);
        if ('error' in outcome) {
          failed++;
          io.stderr.write(`${single ? file : `line ${outcome.line}`}: ${outcome.error.message}\n`);
        } else graded++;
        if (writer) await writer.write(withLine(outcome));
        else if ('result' in outcome && format === 'table')
          io.stdout.write(
            `${renderGradeTable(outcome.result, single ? file : `line ${outcome.line}`)}\n`,
          );
        else if ('result' in outcome)
          io.stdout.write(`${JSON.stringify(outcome.result, null, 2)}\n`);
      }
      await writer?.close();
      io.stderr.write(`graded ${graded} case${graded === 1 ? '' : 's'}, ${failed} failed\n`);
      if (failed > 0) result.exitCode = 1;
    });
}
