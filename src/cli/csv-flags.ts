/** The CSV flags every command that reads or writes CSV shares (src/io holds what they mean). */

import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import { parseDelimiter } from '../io/delimiter.ts';
import type { RecordReader } from '../io/read.ts';
import { type RowError, rowErrorText } from '../io/row-errors.ts';

export interface CsvFlags {
  delimiter?: string;
  encoding?: string;
  /** False with --no-formula-guard. */
  formulaGuard: boolean;
}

/** --delimiter, --encoding, --no-formula-guard. */
export function withCsvFlags(cmd: Command): Command {
  return cmd
    .option(
      '--delimiter <char>',
      "CSV field delimiter: ',', ';', '|', '\\t' or tab (default: detected from the header; output uses the input's)",
    )
    .option(
      '--encoding <name>',
      'input encoding when the file has no byte-order mark: utf-8 (default), windows-1252, latin1, utf-16le...',
    )
    .option(
      '--no-formula-guard',
      "write CSV cells starting with = + - @ as they are (default: prefixed with ' so a spreadsheet shows them as text)",
    );
}

/** The options of the CSV writer: the delimiter given, else the input's, else a comma. */
export function csvOutput(
  flags: CsvFlags,
  reader: RecordReader,
): { delimiter: string; formulaGuard: boolean } {
  return {
    delimiter:
      flags.delimiter === undefined ? (reader.delimiter ?? ',') : parseDelimiter(flags.delimiter),
    formulaGuard: flags.formulaGuard,
  };
}

/** Blank rows are skipped, not failed: say how many. */
export function reportBlankRows(reader: RecordReader, stderr: Writable): void {
  const n = reader.blankRows();
  if (n > 0) stderr.write(`${n} blank row${n === 1 ? '' : 's'} skipped\n`);
}

/** One bad row on stderr, as `fee`, `grade` and `nudge-check` print theirs. */
export function reportRowError(e: RowError, stderr: Writable): void {
  stderr.write(`${rowErrorText(e)}\n`);
}
