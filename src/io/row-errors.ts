/** The `--errors FILE` report shared by batch commands: one CSV line per bad row, never the row's content. */
import type { Writable } from 'node:stream';
import { csvWriter, type RecordWriter, type WriterOptions } from './write.ts';

export interface RowError {
  /** 1-based record number (the CSV header is not counted). */
  row: number;
  /** Source line where known. */
  line: number | null;
  /** Field path (`responses.item_3`) or null when the whole record is at fault. */
  field: string | null;
  problem: string;
}

const ROW_ERROR_COLUMNS = ['row', 'line', 'field', 'problem'] as const;

export function rowErrorWriter(
  destination: Writable,
  options: WriterOptions,
): RecordWriter<RowError> {
  const csv = csvWriter(destination, ROW_ERROR_COLUMNS, options);
  return {
    write: (e) => csv.write([e.row, e.line ?? '', e.field ?? '', e.problem]),
    close: () => csv.close(),
  };
}

/** `row 3 (line 4): Missing required items: item_3.`, for stderr (the problem names the field). */
export function rowErrorText(e: RowError): string {
  return `row ${e.row}${e.line === null ? '' : ` (line ${e.line})`}: ${e.problem}`;
}
