/** The 300A totals (1904.32(b)(2)(i): total the columns of the log) and the incidence rates. Pure. */
import type { LogEntry } from './fold.ts';
import { CASE_TYPES, type CaseType, OUTCOME_LETTER } from './schema.ts';

export interface LogTotals {
  G: number;
  H: number;
  I: number;
  J: number;
  K: number;
  L: number;
  M: Record<CaseType, number>;
}

export interface Rates {
  /** (G+H+I+J) x 200,000 / hours worked, two decimals; null without hours. */
  total_recordable_case_rate: number | null;
  /** (H+I) x 200,000 / hours worked (days away, restricted or transferred). */
  dart_rate: number | null;
  basis: string;
}

/** Column totals over the logged entries only (pending cases stay off the totals). Zeros when none. */
export function totalLog(entries: readonly LogEntry[]): LogTotals {
  const t: LogTotals = {
    G: 0,
    H: 0,
    I: 0,
    J: 0,
    K: 0,
    L: 0,
    M: Object.fromEntries(CASE_TYPES.map((c) => [c, 0])) as Record<CaseType, number>,
  };
  for (const e of entries) {
    if (e.status !== 'logged') continue;
    if (e.outcome !== null) t[OUTCOME_LETTER[e.outcome]] += 1;
    t.K += e.days_away ?? 0;
    t.L += e.days_restricted ?? 0;
    if (e.case_type !== null) t.M[e.case_type] += 1;
  }
  return t;
}

export const caseCount = (t: LogTotals) => t.G + t.H + t.I + t.J;

/** 200,000 hours = 100 full-time workers at 40 hours a week for 50 weeks (the BLS incidence-rate base). */
const BASE_HOURS = 200_000;
const round2 = (x: number) => Math.round(x * 100) / 100;

export function ratesOf(t: LogTotals, hours: number | undefined): Rates {
  const basis =
    'cases x 200,000 / total hours worked (100 full-time workers at 40 hours a week, 50 weeks a year)';
  if (hours === undefined || hours <= 0)
    return { total_recordable_case_rate: null, dart_rate: null, basis };
  return {
    total_recordable_case_rate: round2((caseCount(t) * BASE_HOURS) / hours),
    dart_rate: round2(((t.H + t.I) * BASE_HOURS) / hours),
    basis,
  };
}
