/**
 * Scores a stream of records in input order. A bad row is reported, never thrown: it goes to the sink
 * with its error and the batch goes on (or stops after it with `failFast`). Pure: I/O is the caller's.
 */
import { isOhdsError } from '../../errors.ts';
import { type AudienceSummary, summarizeScore } from '../../instruments/audience-summary.ts';
import { scoreInstrument } from '../../instruments/score.ts';
import type { Depth, InstrumentScore, RecommendationAudience } from '../../instruments/types.ts';
import type { InputRecord } from '../../io/read.ts';
import { type ColumnPlan, rowResponses } from './rows.ts';

export interface RowFailure {
  message: string;
  field: string | null;
  missing_items?: string[];
}

export interface ScoredRow {
  record: InputRecord;
  score: InstrumentScore | null;
  /** With `--audience`: the summary the score endpoint adds with `?audience=`. */
  summary: AudienceSummary | null;
  failure: RowFailure | null;
  /** Items answered outside their value range (scored as given). */
  outOfRange: readonly string[];
  unrecognisedSex: boolean;
}

export interface BatchSummary {
  scored: number;
  failed: number;
  /** Rows per band, `unknown` included. */
  bands: Map<string, number>;
  /** Rows with an out-of-range answer, per item. */
  outOfRange: Map<string, number>;
  /** Rows whose `sex` was neither 'male' nor 'female' (male weights applied). */
  unrecognisedSex: number;
  /** Row number of the failure that stopped a fail-fast batch. */
  stoppedAt: number | null;
}

export interface BatchOptions {
  depth: Depth;
  /** CSV input: cells are text. */
  textCells: boolean;
  failFast: boolean;
  /** Adds each scored row's audience summary. */
  audience?: RecommendationAudience;
}

function failureOf(err: unknown): RowFailure {
  if (!isOhdsError(err)) throw err;
  const missing = err.extras.missing_items;
  return {
    message: err.message,
    field: err.extras.field ?? null,
    ...(Array.isArray(missing) ? { missing_items: missing as string[] } : {}),
  };
}

/** Scores one record; an unreadable record or a rejected submission becomes a failure. */
function scoreRecord(plan: ColumnPlan, record: InputRecord, options: BatchOptions): ScoredRow {
  if (record.values === null) {
    const failure = {
      message: `Unreadable record: ${record.problem ?? 'unknown problem'}.`,
      field: null,
    };
    return { record, score: null, summary: null, failure, outOfRange: [], unrecognisedSex: false };
  }
  const { responses, outOfRange, unrecognisedSex } = rowResponses(
    plan,
    record.values,
    options.textCells,
  );
  try {
    const score = scoreInstrument(plan.instrument.id, responses, { depth: options.depth });
    const { audience } = options;
    const summary = audience === undefined ? null : summarizeScore(score, responses, audience);
    return { record, score, summary, failure: null, outOfRange, unrecognisedSex };
  } catch (err) {
    const failure = failureOf(err);
    return { record, score: null, summary: null, failure, outOfRange: [], unrecognisedSex: false };
  }
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function tally(summary: BatchSummary, row: ScoredRow): void {
  if (row.score === null) {
    summary.failed += 1;
    return;
  }
  summary.scored += 1;
  count(summary.bands, row.score.finding.band);
  for (const id of row.outOfRange) count(summary.outOfRange, id);
  if (row.unrecognisedSex) summary.unrecognisedSex += 1;
}

/**
 * Scores every record and hands each result to `sink` in input order, awaiting it when it applies backpressure.
 * `onRow` is called after each row (progress display).
 */
export async function scoreRecords(
  plan: ColumnPlan,
  batches: AsyncIterable<InputRecord[]>,
  options: BatchOptions,
  sink: (row: ScoredRow) => Promise<void> | undefined,
  onRow?: (summary: BatchSummary) => void,
): Promise<BatchSummary> {
  const summary: BatchSummary = {
    scored: 0,
    failed: 0,
    bands: new Map(),
    outOfRange: new Map(),
    unrecognisedSex: 0,
    stoppedAt: null,
  };
  for await (const batch of batches) {
    for (const record of batch) {
      const row = scoreRecord(plan, record, options);
      tally(summary, row);
      const pending = sink(row);
      if (pending !== undefined) await pending;
      onRow?.(summary);
      if (row.failure !== null && options.failFast) {
        summary.stoppedAt = record.row;
        return summary;
      }
    }
  }
  return summary;
}
