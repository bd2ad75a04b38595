/**
 * The two CSV files of OSHA's Injury Tracking Application (ITA) upload: the establishment + 300A summary
 * file and the 300/301 case-detail file. Pure. Column names and order as OSHA's ITA CSV documentation gives
 * them (sources and what could not be confirmed: docs/recordkeeping.md). A field ohds does not hold is
 * present and empty, with a note; nothing is guessed.
 */
import { type CsvOptions, csvLine } from '../io/write.ts';
import type { LogEntry } from './fold.ts';
import { CASE_TYPES, type Establishment, OUTCOMES } from './schema.ts';
import { caseCount, type LogTotals } from './summary.ts';

export const ITA_SUMMARY_COLUMNS = [
  'establishment_name',
  'ein',
  'company_name',
  'street_address',
  'city',
  'state',
  'zip',
  'naics_code',
  'industry_description',
  'size',
  'establishment_type',
  'year_filing_for',
  'annual_average_employees',
  'total_hours_worked',
  'no_injuries_illnesses',
  'total_deaths',
  'total_dafw_cases',
  'total_djtr_cases',
  'total_other_cases',
  'total_dafw_days',
  'total_djtr_days',
  'total_injuries',
  'total_skin_disorders',
  'total_respiratory_conditions',
  'total_poisonings',
  'total_hearing_loss',
  'total_other_illnesses',
  'change_reason',
] as const;

export const ITA_CASE_COLUMNS = [
  'establishment_name',
  'year_of_filing',
  'case_number',
  'job_title',
  'date_of_incident',
  'incident_location',
  'incident_description',
  'incident_outcome',
  'dafw_num_away',
  'djtr_num_tr',
  'type_of_incident',
  'date_of_birth',
  'date_of_hire',
  'sex',
  'treatment_facility_type',
  'treatment_in_patient',
  'time_started_work',
  'time_of_incident',
  'time_unknown',
  'nar_before_incident',
  'nar_what_happened',
  'nar_injury_illness',
  'nar_object_substance',
  'date_of_death',
] as const;

type CaseColumn = (typeof ITA_CASE_COLUMNS)[number];

/** Case-detail columns ohds holds no value for: written empty, each with a note (ITA_NOTES). */
const NOT_HELD_CASE_COLUMNS = [
  'date_of_birth',
  'date_of_hire',
  'sex',
  'treatment_facility_type',
  'treatment_in_patient',
  'time_started_work',
  'time_of_incident',
  'time_unknown',
  'nar_object_substance',
  'date_of_death',
] as const satisfies readonly CaseColumn[];

export interface ItaNote {
  file: 'ita_summary' | 'ita_case_detail';
  column: string;
  note: string;
}

const NOT_HELD = 'Not held by ohds: left empty for the employer to complete before upload.';
export const ITA_NOTES: readonly ItaNote[] = [
  {
    file: 'ita_summary',
    column: 'ein',
    note: 'Written (9 digits, no dash) only when the establishment file gives it; never derived.',
  },
  {
    file: 'ita_summary',
    column: 'size',
    note: 'Written only when the establishment file gives `ita_size`: the ITA code depends on peak employment during the year, which ohds does not hold.',
  },
  {
    file: 'ita_summary',
    column: 'establishment_type',
    note: 'Written only when the establishment file gives `ita_establishment_type` (1 private, 2 state government, 3 local government).',
  },
  {
    file: 'ita_summary',
    column: 'no_injuries_illnesses',
    note: "1 when the log has at least one case, 2 when it has none: the coding given by third-party copies of the ITA specification; confirm against OSHA's current CSV documentation.",
  },
  {
    file: 'ita_summary',
    column: 'change_reason',
    note: 'Empty: used only when correcting a submission already made.',
  },
  {
    file: 'ita_case_detail',
    column: 'date_of_incident',
    note: 'Written MM/DD/YYYY as third-party exporters do; the date format was not confirmed in an official copy of the case-data specification.',
  },
  {
    file: 'ita_case_detail',
    column: 'incident_outcome',
    note: '1 death, 2 days away, 3 job transfer or restriction, 4 other recordable (columns G-J in order): coding from third-party copies of the ITA specification; confirm before upload.',
  },
  {
    file: 'ita_case_detail',
    column: 'type_of_incident',
    note: '1 injury, 2 skin disorder, 3 respiratory condition, 4 poisoning, 5 hearing loss, 6 all other illnesses (column M in order): coding from third-party copies of the ITA specification; confirm before upload.',
  },
  ...NOT_HELD_CASE_COLUMNS.map((column) => ({
    file: 'ita_case_detail' as const,
    column,
    note: NOT_HELD,
  })),
  {
    file: 'ita_case_detail',
    column: 'nar_before_incident',
    note: "From the case's `incident.activity_at_time` when given; empty for privacy cases (1904.29(b)(9): the employer chooses the wording).",
  },
  {
    file: 'ita_case_detail',
    column: 'nar_what_happened',
    note: "From the case's `incident.description`; empty for privacy cases and for cases from a decisions file.",
  },
  {
    file: 'ita_case_detail',
    column: 'nar_injury_illness',
    note: "From the case's injury diagnosis or description; empty for privacy cases and for cases from a decisions file.",
  },
];

/** The establishment + 300A row (1904.32(b)(2) totals, same numbers as the 300A). */
export function renderItaSummary(est: Establishment, t: LogTotals, csv: CsvOptions = {}): string {
  return (
    csvLine(ITA_SUMMARY_COLUMNS, csv) +
    csvLine(
      [
        est.establishment_name,
        est.ein?.replace('-', '') ?? '',
        est.company_name ?? '',
        est.street_address,
        est.city,
        est.state,
        est.zip,
        est.naics_code,
        est.industry_description ?? '',
        est.ita_size ?? '',
        est.ita_establishment_type ?? '',
        est.year,
        est.annual_average_employees ?? '',
        est.total_hours_worked ?? '',
        caseCount(t) > 0 ? 1 : 2,
        t.G,
        t.H,
        t.I,
        t.J,
        t.K,
        t.L,
        ...CASE_TYPES.map((c) => t.M[c]),
        '',
      ],
      csv,
    )
  );
}

const mmddyyyy = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '';
const code = <T>(list: readonly T[], v: T | null) => (v === null ? '' : list.indexOf(v) + 1);

/** One row per logged case; the columns ohds does not hold are empty (ITA_NOTES). */
export function renderItaCases(
  est: Establishment,
  entries: readonly LogEntry[],
  csv: CsvOptions = {},
): string {
  let out = csvLine(ITA_CASE_COLUMNS, csv);
  for (const e of entries) {
    if (e.status !== 'logged') continue;
    const c = e.privacy_case ? null : e.source;
    // Columns not named here (NOT_HELD_CASE_COLUMNS) are written empty.
    const row: Partial<Record<CaseColumn, unknown>> = {
      establishment_name: est.establishment_name,
      year_of_filing: est.year,
      case_number: e.case_number ?? '',
      job_title: e.job_title,
      date_of_incident: mmddyyyy(e.date),
      incident_location: e.where,
      incident_description: e.description,
      incident_outcome: code(OUTCOMES, e.outcome),
      dafw_num_away: e.days_away ?? '',
      djtr_num_tr: e.days_restricted ?? '',
      type_of_incident: code(CASE_TYPES, e.case_type),
      nar_before_incident: c?.incident.activity_at_time ?? '',
      nar_what_happened: c?.incident.description ?? '',
      nar_injury_illness: c === null ? '' : c.injury.diagnosis?.trim() || c.injury.description,
    };
    out += csvLine(
      ITA_CASE_COLUMNS.map((column) => row[column] ?? ''),
      csv,
    );
  }
  return out;
}
