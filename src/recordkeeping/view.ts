/**
 * The JSON form of a built log: the body of `POST /api/recordkeeping/log` and the `checks.json` that
 * `ohds log` writes. `logResponseSchema` declares it completely (it also serialises the response).
 */
import { z } from 'zod';
import type { LogResult } from './build.ts';
import type { LogEntry } from './fold.ts';
import { CASE_TYPES, OUTCOMES } from './schema.ts';

const checkStatus = z.enum(['pass', 'warn', 'fail']);
const count = z.int().min(0);
const leaning = z.enum(['yes', 'no', 'unsure']);

const entrySchema = z.object({
  case_id: z.string(),
  status: z.enum(['logged', 'pending_review', 'not_recordable', 'outside_year']),
  case_number: z.string().nullable(),
  privacy_case: z.boolean(),
  job_title: z.string(),
  date: z.string(),
  where: z.string(),
  description: z.string(),
  column: z.enum(['G', 'H', 'I', 'J']).nullable(),
  outcome: z.enum(OUTCOMES).nullable(),
  days_away: count.nullable(),
  days_restricted: count.nullable(),
  days_capped: z.boolean(),
  case_type: z.enum(CASE_TYPES).nullable(),
  decided_by: z.string().nullable(),
  analysis: z
    .object({
      recordable_leaning: leaning,
      column: z.enum(OUTCOMES),
      case_type: leaning.or(z.enum(['injury', 'illness'])),
      privacy_flag: leaning,
      reporting_events: z.array(z.string()),
    })
    .nullable(),
});

export const logResponseSchema = z.object({
  year: z.int(),
  counts: z.object({
    logged: count,
    pending_review: count,
    not_recordable: count,
    outside_year: count,
  }),
  entries: z.array(entrySchema),
  totals: z.object({
    G: count,
    H: count,
    I: count,
    J: count,
    K: count,
    L: count,
    M: z.object(
      Object.fromEntries(CASE_TYPES.map((c) => [c, count])) as Record<
        (typeof CASE_TYPES)[number],
        typeof count
      >,
    ),
  }),
  rates: z.object({
    total_recordable_case_rate: z.number().nullable(),
    dart_rate: z.number().nullable(),
    basis: z.string(),
  }),
  checks: z.object({
    status: checkStatus,
    items: z.array(
      z.object({
        id: z.string(),
        status: checkStatus,
        ref: z.string(),
        message: z.string(),
        cases: z.array(z.string()),
      }),
    ),
  }),
  open_reports: z.array(
    z.object({
      case_id: z.string(),
      case_number: z.string().nullable(),
      events: z.array(z.string()),
      deadline_hours: z.union([z.literal(8), z.literal(24)]).nullable(),
    }),
  ),
  documents: z.object({
    log_300_csv: z.string(),
    summary_300a_csv: z.string(),
    summary_300a_html: z.string(),
    ita_summary_csv: z.string(),
    ita_case_detail_csv: z.string(),
  }),
  ita_notes: z.array(
    z.object({
      file: z.enum(['ita_summary', 'ita_case_detail']),
      column: z.string(),
      note: z.string(),
    }),
  ),
});
export type LogResponse = z.output<typeof logResponseSchema>;

const LETTER = {
  death: 'G',
  days_away: 'H',
  job_transfer_or_restriction: 'I',
  other_recordable_case: 'J',
} as const;

function entryView(e: LogEntry): LogResponse['entries'][number] {
  const a = e.analysis;
  return {
    case_id: e.case_id,
    status: e.status,
    case_number: e.case_number,
    privacy_case: e.privacy_case,
    job_title: e.job_title,
    date: e.date,
    where: e.where,
    description: e.description,
    column: e.outcome === null ? null : LETTER[e.outcome],
    outcome: e.outcome,
    days_away: e.days_away,
    days_restricted: e.days_restricted,
    days_capped: e.days_capped,
    case_type: e.case_type,
    decided_by: e.decision === null ? null : (e.decision.reviewer_role ?? 'reviewer'),
    analysis:
      a === null
        ? null
        : {
            recordable_leaning: a.criteria.recordable_leaning,
            column: a.osha_log.column.value,
            case_type: a.osha_log.case_type.value,
            privacy_flag: a.osha_log.privacy_case.flag,
            reporting_events: a.osha_log.reporting.events,
          },
  };
}

/** Everything but the internal references (case text, full analysis). */
export function logView(r: LogResult): LogResponse {
  return {
    year: r.year,
    counts: r.counts,
    entries: r.entries.map(entryView),
    totals: r.totals,
    rates: r.rates,
    checks: r.checks,
    open_reports: r.open_reports,
    documents: r.documents,
    ita_notes: [...r.ita_notes],
  };
}

/** The checks as stderr lines: one summary line, then each check that did not pass. */
export function checksText(v: LogResponse): string {
  const c = v.counts;
  let out = `ohds: log ${v.year}: ${c.logged} logged, ${c.pending_review} pending review, ${c.not_recordable} not recordable, ${c.outside_year} outside the year; checks: ${v.checks.status}\n`;
  for (const item of v.checks.items)
    if (item.status !== 'pass')
      out += `  [${item.status}] ${item.id} (${item.ref}): ${item.message}\n`;
  return out;
}
