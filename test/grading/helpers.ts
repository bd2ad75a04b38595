/** Builders for synthetic grading requests: hashes of made-up labels, no identifiers. */
import { createHash } from 'node:crypto';
import { type GradeCaseResult, gradeCase, type MemberResult } from '../../src/grading/grade.ts';
import type { Role } from '../../src/grading/matrix.ts';
import { type GradeCaseInput, gradeCaseRequestSchema } from '../../src/grading/schema.ts';
import { parseWith } from '../../src/validation.ts';

export const hashOf = (label: string): string =>
  createHash('sha256').update(`synthetic-${label}`).digest('hex');
export const MEMBER = hashOf('member-1');
export const OTHER = hashOf('member-2');
export const NOW = new Date('2026-06-01T00:00:00Z');
export const T0 = Date.parse('2026-03-02T08:00:00Z');

/** ISO timestamp `hours` after T0. */
export const at = (hours: number): string => new Date(T0 + hours * 3_600_000).toISOString();

export const ev = (
  kind: string,
  actor: string | null,
  hours: number,
  ref?: string,
): Record<string, unknown> => ({
  kind,
  actor_hash: actor,
  at: at(hours),
  ...(ref === undefined ? {} : { ref }),
});

/** A validated request for one member (MEMBER) of `role` with these signals. */
export function request(
  role: Role,
  signals: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): GradeCaseInput {
  return parseWith(gradeCaseRequestSchema, {
    case_id: 'case-synthetic',
    care_team: [{ clinician_user_id_hash: MEMBER, role }],
    signals,
    ...extra,
  });
}

export const grade = (input: GradeCaseInput): GradeCaseResult => gradeCase(input, { now: NOW });

export function kpi(member: MemberResult | undefined, key: string) {
  for (const p of member?.priorities ?? []) {
    const found = p.kpis.find((k) => k.key === key);
    if (found) return found;
  }
  throw new Error(`KPI ${key} not in the result`);
}

export function priority(member: MemberResult | undefined, key: string) {
  const found = member?.priorities.find((p) => p.key === key);
  if (!found) throw new Error(`priority ${key} not in the result`);
  return found;
}
