/**
 * Batch rows to strict submissions: which column holds which item (`--map`), caller-side reversal
 * (`--reverse`, the spec leaves it to callers), and the out-of-range and `sex` tallies the CLI warns about.
 * Pure: no I/O.
 */
import { UsageError } from '../../errors.ts';
import type { InstrumentDefinition } from '../../instruments/types.ts';
import { delimiterHint } from '../../io/delimiter.ts';

export interface ColumnPlan {
  instrument: InstrumentDefinition;
  /** Each item with the input column that holds it (null when the input lacks it). */
  items: ReadonlyArray<{ id: string; column: string | null; min: number; max: number }>;
  /** opioid_risk only: the column holding `sex`, when present. */
  sexColumn: string | null;
  /** Item ids reversed as (lowest + highest value) minus the answer before scoring. */
  reversed: readonly string[];
  /** Item ids whose column is absent: every row will fail with them missing. */
  missingColumns: readonly string[];
}

export interface PlanOptions {
  /** Column-name template with `{n}` for the item number, e.g. `phq9_{n}`; default `item_{n}`. */
  map?: string;
  /** Item ids to reverse. */
  reverse?: readonly string[];
}

/**
 * Matches an input header to an instrument's items.
 * @throws UsageError a template without `{n}`, an unknown item in `reverse`, or a header with no item column.
 */
export function planColumns(
  def: InstrumentDefinition,
  columns: readonly string[],
  options: PlanOptions = {},
): ColumnPlan {
  const template = options.map ?? 'item_{n}';
  if (!template.includes('{n}'))
    throw new UsageError(`--map must contain {n} where the item number goes (e.g. 'phq9_{n}').`);
  const itemIds = def.items.map((item) => item.id);
  const unknown = (options.reverse ?? []).filter((id) => !itemIds.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(
      `--reverse names items ${def.id} does not have: ${unknown.join(', ')} (items are ${itemIds[0]}..${itemIds.at(-1)}).`,
    );
  }
  const byTrimmed = new Map(columns.map((name) => [name.trim(), name]));
  const items = def.items.map((item, i) => {
    const values = item.values.map((v) => v.value);
    return {
      id: item.id,
      column: byTrimmed.get(template.replaceAll('{n}', String(i + 1))) ?? null,
      min: Math.min(...values),
      max: Math.max(...values),
    };
  });
  if (items.every((item) => item.column === null)) {
    const expected = `${template.replaceAll('{n}', '1')}..${template.replaceAll('{n}', String(items.length))}`;
    const hint = delimiterHint(columns) || ' Use --map if they are named differently.';
    throw new UsageError(`The input has none of the ${def.id} item columns (${expected}).${hint}`);
  }
  return {
    instrument: def,
    items,
    sexColumn: def.method.kind === 'sex_weighted_sum' ? (byTrimmed.get('sex') ?? null) : null,
    reversed: [...new Set(options.reverse ?? [])],
    missingColumns: items.filter((item) => item.column === null).map((item) => item.id),
  };
}

const INTEGER_TEXT = /^[+-]?\d+(?:\.0*)?$/;

/** A CSV cell as a response: blank is absent, integer text a number, anything else kept for the engine to reject. */
function fromCell(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return INTEGER_TEXT.test(text) ? Number(text) : text;
}

export interface RowResponses {
  responses: Record<string, unknown>;
  /** Items answered (before reversal) outside their value range: scored as given, but worth a warning. */
  outOfRange: string[];
  /** A `sex` value present but neither 'male' nor 'female': male weights applied. */
  unrecognisedSex: boolean;
}

/**
 * Builds the `responses` object of one row. CSV cells (`textCells`) are trimmed and integer text becomes a
 * number; JSON values are used as given, like the API. Absent and blank cells are left out, so they count
 * as missing items and not in `responded_items`.
 */
export function rowResponses(
  plan: ColumnPlan,
  values: Readonly<Record<string, unknown>>,
  textCells: boolean,
): RowResponses {
  const responses: Record<string, unknown> = {};
  const outOfRange: string[] = [];
  for (const item of plan.items) {
    if (item.column === null) continue;
    const raw = values[item.column];
    const value = textCells ? fromCell(raw) : raw;
    if (value === undefined) continue;
    if (Number.isSafeInteger(value)) {
      const n = value as number;
      if (n < item.min || n > item.max) outOfRange.push(item.id);
      responses[item.id] = plan.reversed.includes(item.id) ? item.min + item.max - n : n;
    } else {
      responses[item.id] = value;
    }
  }
  let unrecognisedSex = false;
  if (plan.sexColumn !== null) {
    const raw = values[plan.sexColumn];
    const sex = textCells && typeof raw === 'string' ? raw.trim() : raw;
    if (sex !== undefined && sex !== '') {
      responses.sex = sex;
      unrecognisedSex = sex !== 'male' && sex !== 'female' && sex !== null;
    }
  }
  return { responses, outOfRange, unrecognisedSex };
}
