/**
 * What a reviewer checks before certifying (1904.32(a)(1), (b)(1)): confirmed decisions, day counts and the
 * cap, privacy-case wording, open 1904.39 reports, and totals that re-add from the log as written. Pure.
 */
import { parse } from 'csv-parse/sync';
import { scanOutboundText } from '../privacy/index.ts';
import type { FoldResult, LogEntry } from './fold.ts';
import { LOG_300_COLUMNS } from './render-csv.ts';
import type { Establishment } from './schema.ts';
import { caseCount, type LogTotals } from './summary.ts';

export type CheckStatus = 'pass' | 'warn' | 'fail';

export interface Check {
  id:
    | 'confirmed_decisions'
    | 'day_counts'
    | 'privacy_descriptions'
    | 'open_1904_39_reports'
    | 'totals_re_add'
    | 'entries_complete';
  status: CheckStatus;
  ref: string;
  message: string;
  /** Case ids concerned (ohds case ids, never names). */
  cases: string[];
}

export interface OpenReport {
  case_id: string;
  case_number: string | null;
  events: string[];
  deadline_hours: 8 | 24 | null;
}

const worst = (
  items: ReadonlyArray<{ status: CheckStatus }>,
  fallback: CheckStatus = 'pass',
): CheckStatus =>
  items.some((i) => i.status === 'fail')
    ? 'fail'
    : items.some((i) => i.status === 'warn')
      ? 'warn'
      : fallback;

function summarise(
  id: Check['id'],
  ref: string,
  problems: Array<{ status: CheckStatus; case_id: string; text: string }>,
  ok: string,
): Check {
  if (problems.length === 0) return { id, status: 'pass', ref, message: ok, cases: [] };
  return {
    id,
    status: worst(problems),
    ref,
    message: problems.map((p) => `${p.case_id}: ${p.text}`).join(' | '),
    cases: [...new Set(problems.map((p) => p.case_id))],
  };
}

function confirmed(fold: FoldResult): Check {
  const problems = [
    ...fold.entries
      .filter((e) => e.status === 'pending_review')
      .map((e) => ({
        status: 'warn' as const,
        case_id: e.case_id,
        text: 'no reviewer decision: pending review, kept off the log totals',
      })),
    ...fold.unmatched.map((id) => ({
      status: 'warn' as const,
      case_id: id,
      text: 'a decision names no case in the input',
    })),
    ...fold.duplicates.map((id) => ({
      status: 'fail' as const,
      case_id: id,
      text: 'more than one decision; the last one was used',
    })),
  ];
  const numbers = fold.entries.filter((e) => e.status === 'logged').map((e) => e.case_number);
  for (const e of fold.entries) {
    if (
      e.status === 'logged' &&
      numbers.indexOf(e.case_number) !== numbers.lastIndexOf(e.case_number)
    )
      problems.push({
        status: 'fail',
        case_id: e.case_id,
        text: 'case number used twice on the log',
      });
  }
  return summarise(
    'confirmed_decisions',
    '29 CFR 1904.32(a)(1), 1904.29(b)(1)',
    problems,
    'Every case on the log has a reviewer-confirmed decision.',
  );
}

/** 1904.7(b)(3)-(5): the checked column and the day counts must agree; the cap is 180 days. */
function dayProblems(e: LogEntry): string[] {
  const k = e.days_away;
  const l = e.days_restricted;
  const out: string[] = [];
  if (e.outcome === 'days_away' && (k === null || k < 1))
    out.push('column H needs at least one day away in K (1904.7(b)(3))');
  if (e.outcome === 'job_transfer_or_restriction' && (l === null || l < 1))
    out.push('column I needs at least one day in L (1904.7(b)(4)(xi))');
  if (e.outcome === 'job_transfer_or_restriction' && (k ?? 0) > 0)
    out.push('days away in K make H the most serious outcome, not I (1904.7(b)(4))');
  if (e.outcome === 'other_recordable_case' && ((k ?? 0) > 0 || (l ?? 0) > 0))
    out.push('column J is for cases with no days away or restricted (1904.7(b)(5))');
  if ((k ?? 0) + (l ?? 0) > 180) out.push('K + L exceed the 180-day cap (1904.7(b)(3)(vii))');
  return out;
}

function dayCounts(entries: readonly LogEntry[]): Check {
  const problems: Array<{ status: CheckStatus; case_id: string; text: string }> = [];
  for (const e of entries) {
    if (e.status !== 'logged') continue;
    for (const text of dayProblems(e)) problems.push({ status: 'fail', case_id: e.case_id, text });
    if (e.days_capped)
      problems.push({
        status: 'warn',
        case_id: e.case_id,
        text: 'days above the 180-day cap were entered as the cap (1904.7(b)(3)(vii))',
      });
  }
  return summarise(
    'day_counts',
    '29 CFR 1904.7(b)(3)-(5)',
    problems,
    'Day counts agree with the checked column and stay within the 180-day cap.',
  );
}

// 1904.29(b)(9): a privacy case need not carry details of an intimate or private nature.
const PRIVATE_DETAIL =
  /genital|groin|testic|scrot|penis|penile|vagin|vulva|breast|rect(al|um)|\banus\b|sexual|\brape\b|\bHIV\b|hepatitis|tuberculosis|\bTB\b|\bPTSD\b|depress|anxiety|psychiatr|suicid|pregnan|miscarr/i;
const PERSON = /\b(Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+[A-Z][a-z]+/;

function privacy(entries: readonly LogEntry[]): Check {
  const problems: Array<{ status: CheckStatus; case_id: string; text: string }> = [];
  for (const e of entries) {
    if (e.status !== 'logged') continue;
    for (const [col, value] of [
      ['C', e.job_title],
      ['E', e.where],
      ['F', e.description],
    ] as const) {
      const kind = scanOutboundText(value);
      if (kind !== null || PERSON.test(value))
        problems.push({
          status: 'fail',
          case_id: e.case_id,
          text: `column ${col} holds ${kind === null ? "a person's name" : `${kind}-shaped text`}`,
        });
    }
    const engineSaysPrivate = e.analysis?.osha_log.privacy_case.flag === 'yes';
    if (engineSaysPrivate && !e.privacy_case)
      problems.push({
        status: 'warn',
        case_id: e.case_id,
        text: `the analysis found privacy-case grounds (${e.analysis!.osha_log.privacy_case.grounds.map((g) => g.ref).join(', ')}) but the decision says no (1904.29(b)(7))`,
      });
    if (!e.privacy_case) continue;
    if (e.description === '')
      problems.push({
        status: 'warn',
        case_id: e.case_id,
        text: 'privacy case without a description: write the cause and general severity, without intimate detail (1904.29(b)(9))',
      });
    else if (PRIVATE_DETAIL.test(e.description))
      problems.push({
        status: 'warn',
        case_id: e.case_id,
        text: 'the description names an intimate or private detail; 1904.29(b)(9) allows a general wording such as "injury from assault"',
      });
  }
  return summarise(
    'privacy_descriptions',
    '29 CFR 1904.29(b)(6)-(9)',
    problems,
    'No identifier-shaped text on the log; privacy cases carry no intimate detail.',
  );
}

/** Reports the analysis or the decision calls for and the decision does not mark as made or not required. */
function openReports(entries: readonly LogEntry[]): OpenReport[] {
  const out: OpenReport[] = [];
  for (const e of entries) {
    const r = e.analysis?.osha_log.reporting;
    const events = new Set<string>(r?.events ?? []);
    if (e.outcome === 'death') events.add('fatality');
    if (events.size === 0 || e.decision?.osha_report !== undefined) continue;
    out.push({
      case_id: e.case_id,
      case_number: e.case_number,
      events: [...events],
      deadline_hours: events.has('fatality') ? 8 : 24,
    });
  }
  return out;
}

function reports(open: readonly OpenReport[]): Check {
  const problems = open.map((o) => ({
    status: 'warn' as const,
    case_id: o.case_id,
    text: `${o.events.join(', ')}: report within ${o.deadline_hours} hours unless already made (set osha_report in the decision)`,
  }));
  return summarise(
    'open_1904_39_reports',
    '29 CFR 1904.39',
    problems,
    'No 1904.39 report is open.',
  );
}

/** Re-adds the 300 Log as rendered and compares with the summary totals (and M with G-J). */
function reAdd(log300: string, t: LogTotals): Check {
  const rows = (parse(log300, { columns: true }) as Array<Record<string, string>>).filter(
    (r) => r.review_status === 'confirmed',
  );
  const col = (name: (typeof LOG_300_COLUMNS)[number]) =>
    rows.filter((r) => r[name] === 'X').length;
  const sum = (name: (typeof LOG_300_COLUMNS)[number]) =>
    rows.reduce((s, r) => s + Number(r[name] || 0), 0);
  const again = [
    col('G death'),
    col('H days_away_from_work'),
    col('I job_transfer_or_restriction'),
    col('J other_recordable_case'),
    sum('K days_away'),
    sum('L days_job_transfer_or_restriction'),
  ];
  const mTotal = LOG_300_COLUMNS.filter((c) => c.startsWith('M')).reduce((s, c) => s + col(c), 0);
  const ok =
    JSON.stringify(again) === JSON.stringify([t.G, t.H, t.I, t.J, t.K, t.L]) &&
    mTotal === caseCount(t) &&
    rows.length === caseCount(t);
  return ok
    ? {
        id: 'totals_re_add',
        status: 'pass',
        ref: '29 CFR 1904.32(b)(2)(i)',
        message: `The 300A totals re-add from the ${rows.length} logged rows; M1-M6 add up to G-J.`,
        cases: [],
      }
    : {
        id: 'totals_re_add',
        status: 'fail',
        ref: '29 CFR 1904.32(b)(2)(i)',
        message:
          'The 300A totals do not re-add from the logged rows (or M1-M6 differ from G-J): a case lacks a column or a type.',
        cases: [],
      };
}

function complete(entries: readonly LogEntry[], est: Establishment): Check {
  const problems: Array<{ status: CheckStatus; case_id: string; text: string }> = [];
  for (const e of entries) {
    if (e.status === 'outside_year')
      problems.push({
        status: 'warn',
        case_id: e.case_id,
        text: `dated ${e.date.slice(0, 4)}: belongs on that year's log (1904.7(b)(3)(ix))`,
      });
    if (e.status !== 'logged') continue;
    const empty = [
      ['C', e.job_title],
      ['D', e.date],
      ['E', e.where],
      ['F', e.description],
    ]
      .filter(([, v]) => v === '')
      .map(([c]) => c);
    if (empty.length > 0)
      problems.push({
        status: 'warn',
        case_id: e.case_id,
        text: `column${empty.length > 1 ? 's' : ''} ${empty.join(', ')} empty`,
      });
  }
  if (est.annual_average_employees === undefined || est.total_hours_worked === undefined)
    problems.push({
      status: 'warn',
      case_id: 'establishment',
      text: 'the 300A needs the annual average number of employees and the total hours worked (1904.32(b)(2)(ii))',
    });
  return summarise(
    'entries_complete',
    '29 CFR 1904.29(b)(1), 1904.32(b)(2)(ii)',
    problems,
    'Every logged row has columns C-F, and the establishment information is complete.',
  );
}

/** Every check, in the order a reviewer reads them. */
export function checkLog(
  fold: FoldResult,
  t: LogTotals,
  log300: string,
  est: Establishment,
): { checks: Check[]; open_reports: OpenReport[] } {
  const open = openReports(fold.entries);
  return {
    checks: [
      confirmed(fold),
      dayCounts(fold.entries),
      privacy(fold.entries),
      reports(open),
      reAdd(log300, t),
      complete(fold.entries, est),
    ],
    open_reports: open,
  };
}

export const overallStatus = (checks: readonly Check[]): CheckStatus => worst(checks);
