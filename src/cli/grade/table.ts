/** The readable per-member table `ohds grade` prints on a terminal. Pure: result in, text out. */

import type { GradeCaseResult } from '../../grading/grade.ts';
import { PRIORITY_KEYS } from '../../grading/matrix.ts';
import { type Align, renderTable } from '../../io/table.ts';

/** Short column heads for the seven priorities, in result order. */
const HEADS: Record<(typeof PRIORITY_KEYS)[number], string> = {
  clinical_effectiveness: 'clinical',
  care_quality: 'quality',
  timeliness: 'timely',
  patient_experience: 'patient',
  employer_experience: 'employer',
  resource_utilization: 'resources',
  case_handling: 'handling',
};

const fmt = (score: number | null): string => (score === null ? '-' : score.toFixed(2));

/**
 * One row per member: a shortened hash, role, overall score, coverage and each priority's score
 * (`-` not scored, blank when the role does not own it), then the reason when the overall score is null.
 */
export function renderGradeTable(result: GradeCaseResult, title: string): string {
  const head = [
    'member',
    'role',
    'score',
    'coverage',
    ...PRIORITY_KEYS.map((k) => HEADS[k]),
    'not scored',
  ];
  const rows = result.members.map((m) => {
    const byKey = new Map(m.priorities.map((p) => [p.key, p.score]));
    return [
      m.clinician_user_id_hash.length > 12
        ? `${m.clinician_user_id_hash.slice(0, 11)}…`
        : m.clinician_user_id_hash,
      m.role,
      fmt(m.score),
      m.coverage.toFixed(2),
      ...PRIORITY_KEYS.map((k) => (byKey.has(k) ? fmt(byKey.get(k)!) : '')),
      m.not_scored_reason ?? '',
    ];
  });
  const align = head.map((_, i): Align => (i >= 2 && i < head.length - 1 ? 'right' : 'left'));
  const empty = rows.length === 0 ? '(empty care team)\n' : '';
  return `${title}  (matrix ${result.matrix_version})\n${renderTable(head, rows, { align })}${empty}`;
}
