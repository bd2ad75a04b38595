/**
 * Time helpers for the grading engine: strict ISO 8601 timestamp parsing (no Date.parse guessing)
 * and active durations, i.e. wall-clock time minus the overlap with declared external waits.
 */

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const HOUR_MS = 3_600_000;

/**
 * Epoch milliseconds of an ISO 8601 timestamp (date and time; no offset means UTC), or null when the
 * value is missing, not a string, a bare day date, or not a real calendar instant.
 */
export function parseTimestamp(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = TIMESTAMP.exec(value);
  if (m === null) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '', zone = 'Z'] = m;
  const year = Number(y),
    month = Number(mo),
    day = Number(d),
    hour = Number(h),
    minute = Number(mi),
    second = Number(s);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    frac === '' ? 0 : Math.floor(Number(frac) * 1000),
  );
  if (new Date(local).getUTCDate() !== day) return null; // 2026-02-30 rolls over: not a real date
  if (zone === 'Z') return local;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  if (offsetMinutes > 18 * 60) return null;
  return local - sign * offsetMinutes * 60_000;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * A regulatory due or filed time: an ISO 8601 timestamp, or a bare calendar day (UTC), which a filing
 * deadline often is. A day covers the whole day: as a due time it means "by the end of that day", as a
 * filed time "during that day" (its start, so a filing on the due day is on time). Null otherwise.
 */
export function parseDayOrTimestamp(value: unknown, edge: 'start' | 'end'): number | null {
  const timestamp = parseTimestamp(value);
  if (timestamp !== null || typeof value !== 'string') return timestamp;
  const m = DAY.exec(value);
  if (m === null) return null;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(start).toISOString().slice(0, 10) !== value) return null; // 2026-02-30 is not a day
  return edge === 'start' ? start : start + DAY_MS - 1;
}

export interface Interval {
  start: number;
  end: number;
}

/** The union of declared external waits, answering "how much of [a, b] was spent waiting" in O(log n). */
export class WaitIndex {
  readonly #starts: number[] = [];
  readonly #ends: number[] = [];
  /** #before[i]: total waiting time in merged intervals 0..i-1 (finite intervals only reach here). */
  readonly #before: number[] = [0];

  constructor(waits: readonly Interval[]) {
    const sorted = waits.filter((w) => w.end > w.start).sort((a, b) => a.start - b.start);
    for (const w of sorted) {
      const last = this.#ends.length - 1;
      if (last >= 0 && w.start <= this.#ends[last]!) {
        this.#ends[last] = Math.max(this.#ends[last]!, w.end);
      } else {
        this.#starts.push(w.start);
        this.#ends.push(w.end);
      }
    }
    for (let i = 0; i < this.#starts.length; i++)
      this.#before.push(this.#before[i]! + (this.#ends[i]! - this.#starts[i]!));
  }

  /** Waiting time in [0, t]: merged intervals are disjoint and sorted, so a prefix sum plus one partial. */
  #waitedUntil(t: number): number {
    let lo = 0,
      hi = this.#starts.length; // first interval starting after t
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#starts[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return 0;
    const i = lo - 1;
    return this.#before[i]! + (Math.min(t, this.#ends[i]!) - this.#starts[i]!);
  }

  /** Active hours from `from` to `to`: elapsed time minus the waiting overlap, never negative. */
  activeHours(from: number, to: number): number {
    if (to <= from) return 0;
    const waited = this.#waitedUntil(to) - this.#waitedUntil(from);
    return Math.max(0, to - from - waited) / HOUR_MS;
  }
}
