/**
 * The 300 Log and the 300A summary as CSV. Pure. Column letters follow OSHA Form 300 (A-M, M as its six
 * boxes); the rule behind each column is in docs/recordkeeping.md.
 */
import { type CsvOptions, csvLine } from '../io/write.ts';
import type { LogEntry } from './fold.ts';
import type { Establishment } from './schema.ts';
import { CASE_TYPES, OUTCOME_LETTER } from './schema.ts';
import type { LogTotals, Rates } from './summary.ts';

export const LOG_300_COLUMNS = [
  'A case_number',
  'B employee_name',
  'C job_title',
  'D date_of_injury_or_onset',
  'E where_event_occurred',
  'F description',
  'G death',
  'H days_away_from_work',
  'I job_transfer_or_restriction',
  'J other_recordable_case',
  'K days_away',
  'L days_job_transfer_or_restriction',
  'M1 injury',
  'M2 skin_disorder',
  'M3 respiratory_condition',
  'M4 poisoning',
  'M5 hearing_loss',
  'M6 all_other_illnesses',
  'review_status',
  'ohds_case_id',
] as const;

/** 1904.29(b)(6): the words the form takes in place of a privacy case's name. */
const PRIVACY_NAME = 'Privacy case';
const X = (on: boolean) => (on ? 'X' : '');
const count = (n: number | null) => (n === null ? '' : String(n));

/** One row per logged case (by case number), then the pending ones (no number, no columns G-M). */
export function renderLog300(entries: readonly LogEntry[], csv: CsvOptions = {}): string {
  let out = csvLine(LOG_300_COLUMNS, csv);
  for (const e of entries) {
    if (e.status !== 'logged' && e.status !== 'pending_review') continue;
    const logged = e.status === 'logged';
    const letter = e.outcome === null ? null : OUTCOME_LETTER[e.outcome];
    out += csvLine(
      [
        e.case_number ?? '',
        // B: left for the employer to fill from its own records, except "Privacy case" (1904.29(b)(6)).
        logged && e.privacy_case ? PRIVACY_NAME : '',
        e.job_title,
        e.date,
        e.where,
        e.description,
        ...(['G', 'H', 'I', 'J'] as const).map((l) => X(letter === l)),
        logged ? count(e.days_away) : '',
        logged ? count(e.days_restricted) : '',
        ...CASE_TYPES.map((t) => X(e.case_type === t)),
        logged ? 'confirmed' : 'pending review',
        e.case_id,
      ],
      csv,
    );
  }
  return out;
}

const SUMMARY_300A_COLUMNS = [
  'year',
  'establishment_name',
  'company_name',
  'street_address',
  'city',
  'state',
  'zip',
  'naics_code',
  'industry_description',
  'annual_average_employees',
  'total_hours_worked',
  'G_total_deaths',
  'H_total_days_away_cases',
  'I_total_job_transfer_or_restriction_cases',
  'J_total_other_recordable_cases',
  'K_total_days_away',
  'L_total_days_job_transfer_or_restriction',
  'M1_injuries',
  'M2_skin_disorders',
  'M3_respiratory_conditions',
  'M4_poisonings',
  'M5_hearing_loss',
  'M6_all_other_illnesses',
  'total_recordable_case_rate',
  'dart_rate',
  'cases_pending_review',
] as const;

const opt = (v: number | string | undefined | null) =>
  v === undefined || v === null ? '' : String(v);

/** The 300A as one CSV row: establishment information and the column totals (1904.32(b)(2)). */
export function renderSummary300a(
  est: Establishment,
  t: LogTotals,
  rates: Rates,
  pending: number,
  csv: CsvOptions = {},
): string {
  return (
    csvLine(SUMMARY_300A_COLUMNS, csv) +
    csvLine(
      [
        est.year,
        est.establishment_name,
        opt(est.company_name),
        est.street_address,
        est.city,
        est.state,
        est.zip,
        est.naics_code,
        opt(est.industry_description),
        opt(est.annual_average_employees),
        opt(est.total_hours_worked),
        t.G,
        t.H,
        t.I,
        t.J,
        t.K,
        t.L,
        ...CASE_TYPES.map((c) => t.M[c]),
        opt(rates.total_recordable_case_rate),
        opt(rates.dart_rate),
        pending,
      ],
      csv,
    )
  );
}
