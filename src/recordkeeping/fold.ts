/**
 * Cases + reviewer decisions -> log entries. Pure. The engine's analysis only informs (shown beside a
 * pending case, and in the checks); what goes on the log is what the reviewer confirmed.
 */
import type { RecordabilityResult } from '../recordability/analyze.ts';
import type { RecordabilityCase } from '../recordability/schema.ts';
import type { CaseType, Decision, Outcome } from './schema.ts';

/** The parts of an analysis result the log reads (a `<name>.result.json`, or the API's own analysis). */
export type AnalysisView = Pick<RecordabilityResult, 'criteria' | 'osha_log'>;

export interface CaseInput {
  case_id: string;
  /** The analysed case (columns C, D, F come from it unless the decision gives them); null when not held. */
  case: RecordabilityCase | null;
  analysis: AnalysisView | null;
}

export type EntryStatus = 'logged' | 'pending_review' | 'not_recordable' | 'outside_year';

export interface LogEntry {
  case_id: string;
  status: EntryStatus;
  /** Column A; null until logged. */
  case_number: string | null;
  /** 1904.29(b)(6): "privacy case" replaces the name; ohds never holds a name either way. */
  privacy_case: boolean;
  job_title: string;
  date: string;
  where: string;
  description: string;
  outcome: Outcome | null;
  /** Columns K and L after the 180-day cap; null when the decision gives no count the column needs. */
  days_away: number | null;
  days_restricted: number | null;
  days_capped: boolean;
  case_type: CaseType | null;
  decision: Decision | null;
  analysis: AnalysisView | null;
  source: RecordabilityCase | null;
}

export interface FoldResult {
  entries: LogEntry[];
  /** Decisions naming no case in the folder. */
  unmatched: string[];
  /** Case ids with more than one decision (the last one is used). */
  duplicates: string[];
}

/** 1904.7(b)(3)(vii) with (b)(4)(xi): days away and days of restriction count toward one 180-day cap. */
const DAY_CAP = 180;

function capDays(
  k: number | null,
  l: number | null,
): { k: number | null; l: number | null; capped: boolean } {
  const away = k === null ? null : Math.min(k, DAY_CAP);
  const room = DAY_CAP - (away ?? 0);
  const restricted = l === null ? null : Math.min(l, room);
  return { k: away, l: restricted, capped: away !== k || restricted !== l };
}

/** Column F from the case: the diagnosis (or the injury text) and the body part, when the text lacks it. */
function describe(c: RecordabilityCase | null): string {
  if (c === null) return '';
  const what = c.injury.diagnosis?.trim() || c.injury.description.trim();
  const part = c.injury.body_part?.trim();
  return part && !what.toLowerCase().includes(part.toLowerCase()) ? `${what}; ${part}` : what;
}

function entryFor(input: CaseInput, d: Decision | null, year: number): LogEntry {
  const c = input.case;
  const privacy = d?.privacy_case === 'yes';
  const outcome = d?.recordable === 'yes' ? (d.column ?? null) : null;
  // A day count the column needs stays null when not given (a check names it); others default to 0.
  const { k, l, capped } = capDays(
    d?.days_away ?? (outcome === 'days_away' ? null : 0),
    d?.days_restricted ?? (outcome === 'job_transfer_or_restriction' ? null : 0),
  );
  const date = d?.incident_date ?? c?.incident.incident_date ?? c?.injury.symptom_onset_date ?? '';
  const status: EntryStatus =
    d === null
      ? 'pending_review'
      : d.recordable === 'no'
        ? 'not_recordable'
        : date !== '' && Number(date.slice(0, 4)) !== year
          ? 'outside_year'
          : 'logged';
  return {
    case_id: input.case_id,
    status,
    case_number: null,
    privacy_case: privacy,
    job_title: d?.job_title ?? c?.employee?.job_title?.trim() ?? '',
    date,
    where: d?.where ?? '',
    // 1904.29(b)(9): a privacy case's wording is the reviewer's to choose; ohds does not compose one.
    description: d?.description ?? (privacy ? '' : describe(c)),
    outcome: status === 'logged' ? outcome : null,
    days_away: status === 'logged' ? k : null,
    days_restricted: status === 'logged' ? l : null,
    days_capped: status === 'logged' && capped,
    case_type: status === 'logged' ? (d?.case_type ?? null) : null,
    decision: d,
    analysis: input.analysis,
    source: c,
  };
}

const byDate = (a: LogEntry, b: LogEntry) =>
  (a.date || '9999').localeCompare(b.date || '9999') || a.case_id.localeCompare(b.case_id);
const ORDER: Record<EntryStatus, number> = {
  logged: 0,
  pending_review: 1,
  not_recordable: 2,
  outside_year: 3,
};

/**
 * One entry per case. Without cases (a CSV of decisions already made), each decision is its own case.
 * Logged entries are numbered in date order (`<year>-001`, ...) unless the decision gives a number.
 */
export function foldCases(
  cases: readonly CaseInput[],
  decisions: readonly Decision[],
  year: number,
): FoldResult {
  const byId = new Map<string, Decision>();
  const duplicates = new Set<string>();
  for (const d of decisions) {
    if (byId.has(d.case_id)) duplicates.add(d.case_id);
    byId.set(d.case_id, d);
  }
  const inputs: readonly CaseInput[] =
    cases.length > 0
      ? cases
      : [...byId.keys()].map((case_id) => ({ case_id, case: null, analysis: null }));
  const known = new Set(inputs.map((i) => i.case_id));
  const entries = inputs
    .map((i) => entryFor(i, byId.get(i.case_id) ?? null, year))
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || byDate(a, b));
  let n = 0;
  for (const e of entries) {
    if (e.status !== 'logged') continue;
    n += 1;
    e.case_number = e.decision?.case_number ?? `${year}-${String(n).padStart(3, '0')}`;
  }
  return {
    entries,
    unmatched: [...byId.keys()].filter((id) => !known.has(id)),
    duplicates: [...duplicates],
  };
}
