/**
 * `ohds log` and `POST /api/recordkeeping/log`: cases + decisions -> entries -> totals -> the five documents
 * and the checks. Pure: the same inputs give the same documents (no clock, no file, no model).
 */
import { type Check, checkLog, type OpenReport, overallStatus } from './checks.ts';
import { type CaseInput, foldCases, type LogEntry } from './fold.ts';
import { ITA_NOTES, type ItaNote, renderItaCases, renderItaSummary } from './ita.ts';
import { renderLog300, renderSummary300a } from './render-csv.ts';
import { renderSummaryHtml } from './render-html.ts';
import type { Decision, Establishment } from './schema.ts';
import { type LogTotals, type Rates, ratesOf, totalLog } from './summary.ts';

export interface LogInput {
  establishment: Establishment;
  cases: readonly CaseInput[];
  decisions: readonly Decision[];
  /** CSV cells starting with = + - @ get a leading ' (src/io/write.ts); off for an upload that needs raw cells. */
  formulaGuard?: boolean;
}

export interface LogDocuments {
  log_300_csv: string;
  summary_300a_csv: string;
  summary_300a_html: string;
  ita_summary_csv: string;
  ita_case_detail_csv: string;
}

/** File names `ohds log --out DIR` writes, per document. */
export const DOCUMENT_FILES: Readonly<Record<keyof LogDocuments, string>> = {
  log_300_csv: 'osha-300-log.csv',
  summary_300a_csv: 'osha-300a-summary.csv',
  summary_300a_html: 'osha-300a-summary.html',
  ita_summary_csv: 'ita-summary.csv',
  ita_case_detail_csv: 'ita-case-detail.csv',
};

export interface LogResult {
  year: number;
  counts: Record<LogEntry['status'], number>;
  entries: LogEntry[];
  totals: LogTotals;
  rates: Rates;
  checks: { status: 'pass' | 'warn' | 'fail'; items: Check[] };
  open_reports: OpenReport[];
  documents: LogDocuments;
  ita_notes: readonly ItaNote[];
}

/** Builds the year's log for one establishment. */
export function buildLog(input: LogInput): LogResult {
  const est = input.establishment;
  const fold = foldCases(input.cases, input.decisions, est.year);
  const totals = totalLog(fold.entries);
  const rates = ratesOf(totals, est.total_hours_worked);
  const counts = { logged: 0, pending_review: 0, not_recordable: 0, outside_year: 0 };
  for (const e of fold.entries) counts[e.status] += 1;
  const csv = { formulaGuard: input.formulaGuard ?? true };
  const log300 = renderLog300(fold.entries, csv);
  const { checks, open_reports } = checkLog(fold, totals, log300, est);
  return {
    year: est.year,
    counts,
    entries: fold.entries,
    totals,
    rates,
    checks: { status: overallStatus(checks), items: checks },
    open_reports,
    documents: {
      log_300_csv: log300,
      summary_300a_csv: renderSummary300a(est, totals, rates, counts.pending_review, csv),
      summary_300a_html: renderSummaryHtml(est, totals, rates, counts.pending_review),
      ita_summary_csv: renderItaSummary(est, totals, csv),
      ita_case_detail_csv: renderItaCases(est, fold.entries, csv),
    },
    ita_notes: ITA_NOTES,
  };
}
