/**
 * One function per measure type: from a member's evidence to a KPI's evidence state. Rationales are
 * short and identifier-free (counts and hours only: never a hash, a ref or an order code).
 */
import { type DurationBand, KPIS, type Measure } from './matrix.ts';
import { type CaseEvidence, describeFamily, type MemberEvidence } from './signals.ts';

export type KpiEvidence =
  | { state: 'scored'; score: number; rationale: string }
  /** Signal exists but an opening event (or a filing not yet due) still awaits its outcome. */
  | { state: 'pending'; rationale: string }
  | { state: 'none'; rationale: string };

export interface MeasureContext {
  evidence: CaseEvidence;
  member: MemberEvidence;
  /** Epoch ms of the grading clock (filings due later are not yet resolvable). */
  now: number;
}

/** 1 at or under the target, 0 at or over the limit, linear in between. */
export function bandScore(hours: number, band: DurationBand): number {
  if (hours <= band.targetHours) return 1;
  if (hours >= band.limitHours) return 0;
  return (band.limitHours - hours) / (band.limitHours - band.targetHours);
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

const hours = (h: number): string => `${h.toFixed(1)} h`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

interface Timing {
  /** Active hours of each measured interval. */
  intervals: number[];
  /** Opening events still waiting for their closing event. */
  open: number;
  /** Why nothing was measured, when nothing was. */
  missing: string;
}

type TimedMeasure = Extract<Measure, DurationBand>;

/** Index of the first value >= t in an ascending array. */
function lowerBound(values: readonly number[], t: number): number {
  let lo = 0,
    hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The active intervals a duration measure observes for one member. */
function timing(measure: TimedMeasure, ctx: MeasureContext): Timing {
  const { anchors, waits } = ctx.evidence;
  switch (measure.type) {
    case 'first_response': {
      const first = ctx.member.actions.get(measure.kind)?.[0];
      if (anchors.length === 0)
        return {
          intervals: [],
          open: 0,
          missing: 'No case anchor (case_opened or info_available).',
        };
      if (first === undefined)
        return { intervals: [], open: 0, missing: `No ${measure.kind} event by this member.` };
      return { intervals: [waits.activeHours(anchors[0]!, first)], open: 0, missing: '' };
    }
    case 'anchored': {
      // Each anchor is answered by the member's first event before the next anchor; events
      // before the first anchor have nothing to be measured from.
      const times = ctx.member.actions.get(measure.kind) ?? [];
      const intervals: number[] = [];
      for (let i = 0; i < anchors.length; i++) {
        const next = anchors[i + 1] ?? Number.POSITIVE_INFINITY;
        const answer = times[lowerBound(times, anchors[i]!)];
        if (answer !== undefined && answer < next)
          intervals.push(waits.activeHours(anchors[i]!, answer));
      }
      const missing =
        anchors.length === 0
          ? 'No case anchor (case_opened or info_available).'
          : `No ${measure.kind} event by this member after a case anchor.`;
      return { intervals, open: 0, missing };
    }
    case 'paired': {
      const intervals: number[] = [];
      let open = 0;
      for (const pair of ctx.member.pairs) {
        if (!measure.families.includes(pair.family)) continue;
        if (pair.closed === null) open++;
        else intervals.push(waits.activeHours(pair.opened, pair.closed));
      }
      return {
        intervals,
        open,
        missing: `No ${measure.families.map(describeFamily).join(' or ')} events paired by ref for this member.`,
      };
    }
  }
}

function scoreTiming(measure: TimedMeasure, ctx: MeasureContext): KpiEvidence {
  const { intervals, open, missing } = timing(measure, ctx);
  const stillOpen =
    open > 0 ? `; ${plural(open, 'opening event')} still without a closing event` : '';
  if (intervals.length === 0) {
    return open > 0
      ? {
          state: 'pending',
          rationale: `${plural(open, 'opening event')} still without a closing event.`,
        }
      : { state: 'none', rationale: missing };
  }
  const score = mean(intervals.map((h) => bandScore(h, measure)));
  return {
    state: 'scored',
    score,
    rationale: `${plural(intervals.length, 'interval')}, mean active time ${hours(mean(intervals))} against a ${measure.targetHours} h target and ${measure.limitHours} h limit${stillOpen}.`,
  };
}

/** Timed KPIs of the timeliness priority: their intervals feed responsiveness consistency. */
const TIMELINESS_TIMED = KPIS.flatMap((kpi) =>
  kpi.priority === 'timeliness' && 'targetHours' in kpi.measure
    ? [kpi.measure as TimedMeasure]
    : [],
);

function scoreConsistency(minIntervals: number, ctx: MeasureContext): KpiEvidence {
  let measured = 0,
    onTarget = 0;
  for (const measure of TIMELINESS_TIMED) {
    for (const h of timing(measure, ctx).intervals) {
      measured++;
      if (h <= measure.targetHours) onTarget++;
    }
  }
  if (measured < minIntervals) {
    return {
      state: 'none',
      rationale: `Needs at least ${minIntervals} measured timeliness intervals; ${measured} available.`,
    };
  }
  return {
    state: 'scored',
    score: onTarget / measured,
    rationale: `${onTarget} of ${measured} timeliness intervals met their target.`,
  };
}

function scoreCompleteness(ratios: readonly number[], what: string): KpiEvidence {
  if (ratios.length === 0)
    return {
      state: 'none',
      rationale: `No ${what} record by this member with required-field counts.`,
    };
  const score = mean(ratios);
  return {
    state: 'scored',
    score,
    rationale: `${plural(ratios.length, `${what} record`)}, mean completeness ${score.toFixed(2)}.`,
  };
}

function scoreFilings(ctx: MeasureContext): KpiEvidence {
  let onTime = 0,
    resolved = 0,
    notDue = 0;
  for (const { due, filedAt } of ctx.member.filings) {
    if (filedAt !== null) {
      resolved++;
      if (filedAt <= due) onTime++;
    } else if (due > ctx.now) notDue++;
    else resolved++; // unfiled past its due time: missed
  }
  if (resolved === 0) {
    return notDue > 0
      ? {
          state: 'pending',
          rationale: `${plural(notDue, 'required filing')} not filed and not yet due.`,
        }
      : { state: 'none', rationale: 'No required filing by this member with a due time.' };
  }
  const later = notDue > 0 ? `; ${notDue} not yet due` : '';
  return {
    state: 'scored',
    score: onTime / resolved,
    rationale: `${onTime} of ${plural(resolved, 'required filing')} filed by the due time${later}.`,
  };
}

function scoreOrders(ctx: MeasureContext): KpiEvidence {
  let judged = 0,
    unindicatedRepeats = 0;
  for (const order of ctx.member.orders) {
    if (!order.repeat) judged++;
    else if (order.newIndication !== undefined) {
      judged++;
      if (!order.newIndication) unindicatedRepeats++;
    } // a repeat with no new_indication flag cannot be judged
  }
  if (judged === 0)
    return { state: 'none', rationale: 'No order by this member that can be judged.' };
  return {
    state: 'scored',
    score: 1 - unindicatedRepeats / judged,
    rationale: `${plural(judged, 'order')}, ${unindicatedRepeats} repeating an earlier order code without a new indication.`,
  };
}

/** The evidence state of one KPI for one member. */
export function measureKpi(measure: Measure, ctx: MeasureContext): KpiEvidence {
  switch (measure.type) {
    case 'no_signal':
      return { state: 'none', rationale: 'No current signal group informs this KPI.' };
    case 'first_response':
    case 'anchored':
    case 'paired':
      return scoreTiming(measure, ctx);
    case 'consistency':
      return scoreConsistency(measure.minIntervals, ctx);
    case 'completeness':
      return scoreCompleteness(
        ctx.member[measure.group],
        measure.group === 'documentation' ? 'documentation' : 'referral',
      );
    case 'filing':
      return scoreFilings(ctx);
    case 'orders':
      return scoreOrders(ctx);
  }
}
