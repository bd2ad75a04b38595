/**
 * Batch checking for `ohds nudge-check`: one request per record, in input order; a bad record (invalid
 * JSON, a failing field, a failed model call) becomes an error outcome naming its line, and the rest go on.
 */
import { isOhdsError } from '../../errors.ts';
import type { InputRecord } from '../../io/read.ts';
import type { ModelClient } from '../../model/port.ts';
import { checkResolution } from '../../nudge/check.ts';
import { checkResolutionRequestSchema, type NudgeResolution } from '../../nudge/schema.ts';
import { parseWith } from '../../validation.ts';

export type BatchOutcome =
  | { line: number; encounter_id: string | null; resolutions: NudgeResolution[] }
  | { line: number; error: string };

async function checkRecord(record: InputRecord, model: ModelClient): Promise<BatchOutcome> {
  const line = record.line ?? record.row;
  if (record.values === null) return { line, error: record.problem ?? 'unreadable record' };
  try {
    const request = parseWith(checkResolutionRequestSchema, record.values);
    const { resolutions } = await checkResolution(request, model);
    return { line, encounter_id: request.encounter_id ?? null, resolutions };
  } catch (err) {
    if (isOhdsError(err)) return { line, error: err.message };
    throw err;
  }
}

/** Checks records `concurrency` at a time, yielding outcomes in input order. */
export async function* checkRecords(
  records: AsyncIterable<InputRecord> | Iterable<InputRecord>,
  model: ModelClient,
  concurrency: number,
): AsyncGenerator<BatchOutcome> {
  let pending: Array<Promise<BatchOutcome>> = [];
  for await (const record of records) {
    pending.push(checkRecord(record, model));
    if (pending.length >= concurrency) {
      yield* await Promise.all(pending);
      pending = [];
    }
  }
  yield* await Promise.all(pending);
}

const REASON_WIDTH = 70;

/** A plain-text table for a terminal: one row per card. */
export function formatTable(outcomes: readonly BatchOutcome[]): string {
  const rows: string[][] = [['line', 'card_id', 'resolved', 'reason']];
  for (const o of outcomes) {
    if ('error' in o) rows.push([String(o.line), '-', 'ERROR', o.error]);
    else
      for (const r of o.resolutions)
        rows.push([String(o.line), r.card_id, r.resolved ? 'yes' : 'no', r.reason ?? '']);
  }
  const clip = (s: string) => (s.length > REASON_WIDTH ? `${s.slice(0, REASON_WIDTH - 3)}...` : s);
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]!.length)));
  return `${rows
    .map((r) => [...widths.map((w, c) => r[c]!.padEnd(w)), clip(r[3]!)].join('  ').trimEnd())
    .join('\n')}\n`;
}
