/**
 * How a scored row is written: CSV keeps every input column unchanged and appends the result columns;
 * JSON/NDJSON elements are the API's finding objects (with `--audience`, its `audience_summary` too) plus
 * the row number and the pass-through columns.
 */
import { CATALOG_VERSION } from '../../catalog/version.ts';
import type { RowError } from '../../io/row-errors.ts';
import type { ScoredRow } from './batch.ts';
import type { ColumnPlan } from './rows.ts';

const RESULT_COLUMNS = [
  'score',
  'band',
  'responded_items',
  'rubric_version',
  'catalog_version',
  'error',
] as const;
/** With `--audience`: the summary's level, its headline and text, and its item messages. */
const AUDIENCE_COLUMNS = ['concern_level', 'audience_summary', 'audience_items'] as const;
type ExtraColumn = 'reversed_items' | 'recommendations' | (typeof AUDIENCE_COLUMNS)[number];

export interface OutputShape {
  plan: ColumnPlan;
  /** Input columns written through (CSV output), in input order. */
  passthrough: readonly string[];
  /** Extra columns: `reversed_items` with --reverse, `recommendations` at depth full, the audience summary. */
  extra: readonly ExtraColumn[];
}

/**
 * The CSV layout: input columns, then the result columns. An input column named like a result column
 * (a re-scored output file) is replaced, and reported in `replaced`.
 */
export function outputShape(
  plan: ColumnPlan,
  inputColumns: readonly string[],
  options: { full: boolean; audience: boolean },
): OutputShape & { replaced: string[] } {
  const extra: ExtraColumn[] = [
    ...(plan.reversed.length > 0 ? ['reversed_items' as const] : []),
    ...(options.full ? ['recommendations' as const] : []),
    ...(options.audience ? AUDIENCE_COLUMNS : []),
  ];
  const added = new Set<string>([...RESULT_COLUMNS, ...extra]);
  return {
    plan,
    passthrough: inputColumns.filter((name) => !added.has(name)),
    extra,
    replaced: inputColumns.filter((name) => added.has(name)),
  };
}

export function csvColumns(shape: OutputShape): string[] {
  return [...shape.passthrough, ...RESULT_COLUMNS, ...shape.extra];
}

function extraCell(shape: OutputShape, row: ScoredRow, column: ExtraColumn): string {
  const summary = row.summary;
  switch (column) {
    case 'reversed_items':
      return shape.plan.reversed.join(' ');
    case 'recommendations':
      return (
        row.score?.recommendations?.items.map((r) => `${r.priority}: ${r.text}`).join(' | ') ?? ''
      );
    case 'concern_level':
      return summary?.concern_level ?? '';
    case 'audience_summary':
      return summary === null ? '' : `${summary.headline}. ${summary.text}`;
    case 'audience_items':
      return summary?.items.map((item) => item.message).join(' | ') ?? '';
  }
}

export function csvRow(shape: OutputShape, row: ScoredRow): unknown[] {
  const values = row.record.values;
  const finding = row.score?.finding;
  const cells: unknown[] = shape.passthrough.map((name) => values?.[name] ?? '');
  cells.push(
    finding?.score ?? '',
    finding?.band ?? '',
    finding?.raw.responded_items ?? '',
    finding?.raw.rubric_version ?? '',
    finding === undefined ? '' : CATALOG_VERSION,
    row.failure?.message ?? '',
  );
  for (const column of shape.extra) cells.push(extraCell(shape, row, column));
  return cells;
}

/** The record's columns other than the instrument's own (items and `sex`). */
function passthroughOf(
  plan: ColumnPlan,
  values: Readonly<Record<string, unknown>> | null,
): Record<string, unknown> | null {
  if (values === null) return null;
  const own = new Set([...plan.items.map((item) => item.column), plan.sexColumn]);
  return Object.fromEntries(Object.entries(values).filter(([key]) => !own.has(key)));
}

export function jsonElement(shape: OutputShape, row: ScoredRow): Record<string, unknown> {
  const head = { row: row.record.row, passthrough: passthroughOf(shape.plan, row.record.values) };
  if (row.score === null) {
    const { message, field, missing_items } = row.failure!;
    const error = {
      error: 'ValidationError',
      message,
      ...(field === null ? {} : { field }),
      ...(missing_items ? { missing_items } : {}),
    };
    return { ...head, instrument: shape.plan.instrument.id, error };
  }
  const reversed = shape.plan.reversed.length > 0 ? { reversed_items: shape.plan.reversed } : {};
  const summary = row.summary === null ? {} : { audience_summary: row.summary };
  return { ...head, ...row.score, catalog_version: CATALOG_VERSION, ...reversed, ...summary };
}

export function rowError(row: ScoredRow): RowError {
  return {
    row: row.record.row,
    line: row.record.line,
    field: row.failure?.field ?? null,
    problem: row.failure?.message ?? '',
  };
}
