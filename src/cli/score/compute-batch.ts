/**
 * `ohds score --instruments a,b`: wide rows holding several instruments' columns, each row computed all or
 * nothing like `POST /api/cdri/compute`. Column plans (`--map ID=TEMPLATE` per instrument, default
 * `ID_item_{n}`), the per-row computation and the output layouts. Pure: I/O is the caller's.
 */
import { CATALOG_VERSION } from '../../catalog/version.ts';
import { isOhdsError, UsageError } from '../../errors.ts';
import { type ComputeResult, computeInstruments } from '../../instruments/compute.ts';
import { requireInstrument } from '../../instruments/score.ts';
import type { Depth } from '../../instruments/types.ts';
import type { InputRecord } from '../../io/read.ts';
import type { RowError } from '../../io/row-errors.ts';
import { type ColumnPlan, planColumns, rowResponses } from './rows.ts';

/** `--map` values: `ID=TEMPLATE` per instrument. */
function parseMaps(ids: readonly string[], maps: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of maps) {
    const eq = entry.indexOf('=');
    const id = entry.slice(0, eq).trim();
    if (eq === -1 || !ids.includes(id)) {
      throw new UsageError(
        `With --instruments, each --map must be ID=TEMPLATE for one of: ${ids.join(', ')} (e.g. ${ids[0]}=${ids[0]}_{n}).`,
      );
    }
    out.set(id, entry.slice(eq + 1).trim());
  }
  return out;
}

/** One column plan per instrument, in `--instruments` order. @throws UsageError unknown or repeated id, bad map. */
export function planWide(
  ids: readonly string[],
  columns: readonly string[],
  maps: readonly string[],
): ColumnPlan[] {
  if (ids.length === 0) throw new UsageError('--instruments must name at least one instrument.');
  if (new Set(ids).size !== ids.length)
    throw new UsageError('--instruments names an instrument twice.');
  const templates = parseMaps(ids, maps);
  return ids.map((id) =>
    planColumns(requireInstrument(id), columns, { map: templates.get(id) ?? `${id}_item_{n}` }),
  );
}

export interface ComputedRow {
  record: InputRecord;
  result: ComputeResult | null;
  failure: { message: string; field: string | null } | null;
}

/** Computes one wide row; an unreadable record or any rejected instrument fails the whole row. */
export function computeRow(
  plans: readonly ColumnPlan[],
  record: InputRecord,
  options: { depth: Depth; textCells: boolean },
): ComputedRow {
  if (record.values === null)
    return {
      record,
      result: null,
      failure: {
        message: `Unreadable record: ${record.problem ?? 'unknown problem'}.`,
        field: null,
      },
    };
  const requests = Object.fromEntries(
    plans.map((p) => [
      p.instrument.id,
      { responses: rowResponses(p, record.values!, options.textCells).responses },
    ]),
  );
  try {
    return {
      record,
      result: computeInstruments(requests, { depth: options.depth }),
      failure: null,
    };
  } catch (err) {
    if (!isOhdsError(err)) throw err;
    return {
      record,
      result: null,
      failure: { message: err.message, field: err.extras.field ?? null },
    };
  }
}

/** CSV: every input column, then `<id>_score`, `<id>_band` per instrument, the elevated ids, version and error. */
export function wideColumns(
  plans: readonly ColumnPlan[],
  inputColumns: readonly string[],
): string[] {
  const added = [
    ...plans.flatMap((p) => [`${p.instrument.id}_score`, `${p.instrument.id}_band`]),
    'elevated',
    'catalog_version',
    'error',
  ];
  return [...inputColumns.filter((c) => !added.includes(c)), ...added];
}

export function wideCsvRow(
  columns: readonly string[],
  plans: readonly ColumnPlan[],
  row: ComputedRow,
): unknown[] {
  const cells = new Map<string, unknown>(Object.entries(row.record.values ?? {}));
  for (const p of plans) {
    const finding = row.result?.results[p.instrument.id]?.finding;
    cells.set(`${p.instrument.id}_score`, finding?.score ?? '');
    cells.set(`${p.instrument.id}_band`, finding?.band ?? '');
  }
  cells.set(
    'elevated',
    row.result ? Object.values(row.result.profile.elevated).flat().join(' ') : '',
  );
  cells.set('catalog_version', row.result ? CATALOG_VERSION : '');
  cells.set('error', row.failure?.message ?? '');
  return columns.map((c) => cells.get(c) ?? '');
}

/** JSON/NDJSON: the API's compute body plus the row number, or the row's error. */
export function wideJsonElement(row: ComputedRow): Record<string, unknown> {
  if (row.result !== null) return { row: row.record.row, ...row.result };
  const { message, field } = row.failure!;
  return {
    row: row.record.row,
    error: { error: 'ValidationError', message, ...(field === null ? {} : { field }) },
  };
}

export function wideRowError(row: ComputedRow): RowError {
  return {
    row: row.record.row,
    line: row.record.line,
    field: row.failure?.field ?? null,
    problem: row.failure?.message ?? '',
  };
}
