/**
 * Bill review over a file of lines (`ohds fee --batch lines.csv`): each record carries the endpoint's
 * parameters as columns (other columns, such as a line id, are passed through). Every line is priced or
 * reported with its row number; a bad line never stops the others.
 */
import { isOhdsError } from '../../errors.ts';
import type { InputRecord } from '../../io/read.ts';
import { parseWith } from '../../validation.ts';
import type { DataStore } from '../store.ts';
import type { FeeLine } from './line.ts';
import { lookupFee } from './lookup.ts';
import { feeQuerySchema, toFeeQuery } from './query.ts';

export const PARAMETER_COLUMNS = [
  'jurisdiction',
  'code',
  'setting',
  'zip',
  'locality',
  'modifiers',
  'provider_type',
  'units',
  'as_of',
  'conversion_factor_basis',
] as const;

export interface BatchLine {
  row: number;
  line: number | null;
  /** Input columns that are not parameters, echoed for the reviewer (e.g. `line_id`). */
  passthrough: Record<string, string>;
  result: FeeLine | null;
  error: { field: string | null; message: string } | null;
}

export interface BatchSummary {
  lines: number;
  errors: number;
  by_status: Record<string, number>;
  /** Sum of `amount_for_units_usd` over priced lines, in dollars. */
  priced_total_usd: number;
}

function cell(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** Prices one input record. */
export async function priceRecord(
  store: DataStore,
  record: InputRecord,
  today: string,
): Promise<BatchLine> {
  const out: BatchLine = {
    row: record.row,
    line: record.line,
    passthrough: {},
    result: null,
    error: null,
  };
  if (record.values === null) {
    out.error = { field: null, message: record.problem ?? 'unreadable record' };
    return out;
  }
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(record.values)) {
    const text = cell(value);
    if ((PARAMETER_COLUMNS as readonly string[]).includes(key)) {
      if (text !== undefined) params[key] = text;
    } else out.passthrough[key] = text ?? '';
  }
  try {
    out.result = await lookupFee(store, toFeeQuery(parseWith(feeQuerySchema, params), today));
  } catch (err) {
    if (!isOhdsError(err) || err.status >= 500) throw err;
    out.error = {
      field: typeof err.extras.field === 'string' ? err.extras.field : null,
      message: err.message,
    };
  }
  return out;
}

export function emptySummary(): BatchSummary {
  return { lines: 0, errors: 0, by_status: {}, priced_total_usd: 0 };
}

export function addToSummary(summary: BatchSummary, line: BatchLine): void {
  summary.lines++;
  if (line.result === null) {
    summary.errors++;
    return;
  }
  summary.by_status[line.result.status] = (summary.by_status[line.result.status] ?? 0) + 1;
  if (line.result.amount_for_units_usd !== null) {
    summary.priced_total_usd =
      Math.round(summary.priced_total_usd * 100 + line.result.amount_for_units_usd * 100) / 100;
  }
}

export const CSV_RESULT_COLUMNS = [
  'row',
  'jurisdiction',
  'code',
  'setting',
  'status',
  'max_allowable_usd',
  'units',
  'amount_for_units_usd',
  'method',
  'locality',
  'medicare_release',
  'conversion_factor',
  'multiplier',
  'cap_applied_usd',
  'provider_adjustment',
  'modifiers_applied',
  'modifiers_not_applied',
  'version',
  'as_of',
  'notes',
  'error_field',
  'error',
] as const;

/** One flat CSV row: the pass-through columns first, then the result columns. */
export function csvResultRow(line: BatchLine, passthroughColumns: readonly string[]): unknown[] {
  const r = line.result;
  const values: Record<(typeof CSV_RESULT_COLUMNS)[number], unknown> = {
    row: line.row,
    jurisdiction: r?.jurisdiction ?? '',
    code: r?.code ?? '',
    setting: r?.setting ?? '',
    status: r?.status ?? 'error',
    max_allowable_usd: r?.max_allowable_usd ?? '',
    units: r?.units ?? '',
    amount_for_units_usd: r?.amount_for_units_usd ?? '',
    method: r?.method ?? '',
    locality: r?.location?.locality ?? '',
    medicare_release: r?.components.medicare_release ?? '',
    conversion_factor: r?.components.conversion_factor ?? '',
    multiplier: r?.components.multiplier ?? '',
    cap_applied_usd: r?.components.cap_applied?.amount_usd ?? '',
    provider_adjustment: r?.provider_type.adjustment ?? '',
    modifiers_applied: r?.modifiers_applied.join(',') ?? '',
    modifiers_not_applied: r?.modifiers_not_applied.join(',') ?? '',
    version: r?.version?.label ?? '',
    as_of: r?.as_of ?? '',
    notes: r?.notes.map((n) => n.code).join(';') ?? '',
    error_field: line.error?.field ?? '',
    error: line.error?.message ?? '',
  };
  return [
    ...passthroughColumns.map((c) => line.passthrough[c] ?? ''),
    ...CSV_RESULT_COLUMNS.map((c) => values[c]),
  ];
}

/** One JSON element: the full fee-schedule line, or the error. */
export function jsonResult(line: BatchLine): Record<string, unknown> {
  return { row: line.row, ...line.passthrough, result: line.result, error: line.error };
}
