/** Hand-computed scores for every KPI of the matrix (band: 1 at the target, 0 at the limit, linear between). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KPIS, type Role } from '../../src/grading/matrix.ts';
import { bandScore } from '../../src/grading/measures.ts';
import { at, ev, grade, kpi, MEMBER, NOW, OTHER, request } from './helpers.ts';

const M = MEMBER;
const opened = ev('case_opened', null, 0);
const NOT_YET_DUE = new Date(NOW.getTime() + 86_400_000).toISOString();

interface Case {
  title: string;
  role: Role;
  key: string;
  signals: Record<string, unknown>;
  score: number | null;
}

const cases: Case[] = [
  {
    title: 'time to first response: 48 h against 24/72 scores 0.5',
    role: 'frontline',
    key: 'time_to_first_response',
    score: 0.5,
    signals: { timeline: [opened, ev('first_contact', M, 48), ev('first_contact', M, 50)] },
  },
  {
    title: 'time to first response: a 12 h external wait inside the interval leaves 36 h, 0.75',
    role: 'frontline',
    key: 'time_to_first_response',
    score: 0.75,
    signals: {
      timeline: [
        opened,
        ev('external_wait_start', null, 10, 'w'),
        ev('external_wait_end', null, 22, 'w'),
        ev('first_contact', M, 48),
      ],
    },
  },
  {
    title: 'time to first response: contact before the case opened counts as immediate',
    role: 'navigator',
    key: 'time_to_first_response',
    score: 1,
    signals: { timeline: [ev('first_contact', M, -5), opened] },
  },
  {
    title: 'time to first response: no case anchor leaves it uncovered',
    role: 'frontline',
    key: 'time_to_first_response',
    score: null,
    signals: { timeline: [ev('first_contact', M, 4)] },
  },
  {
    title:
      'decision latency: 72 h (0.5) and, after new information, 10 h (1) average to 0.75; a second decision for the same anchor is not measured',
    role: 'ptp',
    key: 'decision_latency',
    score: 0.75,
    signals: {
      timeline: [
        opened,
        ev('decision_made', M, 72),
        ev('decision_made', M, 90),
        ev('info_available', null, 100),
        ev('decision_made', M, 110),
      ],
    },
  },
  {
    title: 'documentation timeliness: note signed 48 h after the encounter scores 0.5',
    role: 'frontline',
    key: 'documentation_timeliness',
    score: 0.5,
    signals: { timeline: [ev('encounter_ended', M, 0, 'e1'), ev('note_signed', M, 48, 'e1')] },
  },
  {
    title: 'documentation timeliness: a note for another ref does not close the encounter',
    role: 'ptp',
    key: 'documentation_timeliness',
    score: null,
    signals: { timeline: [ev('encounter_ended', M, 0, 'e1'), ev('note_signed', M, 2, 'e2')] },
  },
  {
    title: 'intervention timing: 204 h against 72/336 scores 0.5',
    role: 'frontline',
    key: 'intervention_timing',
    score: 0.5,
    signals: { timeline: [opened, ev('intervention_started', M, 204)] },
  },
  {
    title: 'responsiveness consistency: one of two timeliness intervals on target scores 0.5',
    role: 'frontline',
    key: 'responsiveness_consistency',
    score: 0.5,
    signals: {
      timeline: [
        opened,
        ev('first_contact', M, 10),
        ev('encounter_ended', M, 12, 'e'),
        ev('note_signed', M, 60, 'e'),
      ],
    },
  },
  {
    title: 'responsiveness consistency: a single interval is not enough',
    role: 'navigator',
    key: 'responsiveness_consistency',
    score: null,
    signals: { timeline: [opened, ev('first_contact', M, 10)] },
  },
  {
    title: 'employer update timeliness: 72 h against 24/120 scores 0.5',
    role: 'case_mgr',
    key: 'employer_update_timeliness',
    score: 0.5,
    signals: { timeline: [opened, ev('employer_update_sent', M, 72)] },
  },
  {
    title:
      'documentation completeness: 3/4 and 1/2 average to 0.625; a zero-total record is ignored',
    role: 'frontline',
    key: 'documentation_completeness',
    score: 0.625,
    signals: {
      documentation: [
        { actor_hash: M, required_fields_present: 3, required_fields_total: 4 },
        { actor_hash: M, required_fields_present: 1, required_fields_total: 2 },
        { actor_hash: M, required_fields_present: 0, required_fields_total: 0 },
        { actor_hash: OTHER, required_fields_present: 0, required_fields_total: 5 },
      ],
    },
  },
  {
    title: 'referral completeness: 9/10 and an incomplete packet average to 0.45',
    role: 'navigator',
    key: 'referral_completeness',
    score: 0.45,
    signals: {
      referrals: [
        { actor_hash: M, required_fields_present: 9, required_fields_total: 10 },
        { actor_hash: M, packet_complete: false },
      ],
    },
  },
  {
    title:
      'regulatory completeness: on time, late and missed give 1/3; a filing not yet due and a non-required one are left out',
    role: 'case_mgr',
    key: 'regulatory_completeness',
    score: 0.3333,
    signals: {
      regulatory: [
        { actor_hash: M, required: true, filed: true, due_at: at(100), filed_at: at(90) },
        { actor_hash: M, required: true, filed: true, due_at: at(100), filed_at: at(101) },
        { actor_hash: M, required: true, filed: false, due_at: at(100) },
        { actor_hash: M, required: true, filed: false, due_at: NOT_YET_DUE },
        { actor_hash: M, required: false, filed: false, due_at: at(100) },
      ],
    },
  },
  {
    title: 'regulatory completeness: only a filing not yet due is not yet resolvable',
    role: 'ptp',
    key: 'regulatory_completeness',
    score: null,
    signals: { regulatory: [{ actor_hash: M, required: true, filed: false, due_at: NOT_YET_DUE }] },
  },
  {
    title: 'duplicate order avoidance: one unindicated repeat among three judged orders scores 2/3',
    role: 'ptp',
    key: 'duplicate_order_avoidance',
    score: 0.6667,
    signals: {
      orders: [
        { actor_hash: OTHER, at: at(1), order_code: 'B1' },
        { actor_hash: M, at: at(2), order_code: 'A1', new_indication: true },
        { actor_hash: M, at: at(3), order_code: 'A1', new_indication: false },
        { actor_hash: M, at: at(4), order_code: 'B1', new_indication: true },
        { actor_hash: M, at: at(5), order_code: 'A1' },
      ],
    },
  },
  {
    title: 'issue resolution time: 144 h against 48/240 scores 0.5',
    role: 'case_mgr',
    key: 'issue_resolution_time',
    score: 0.5,
    signals: { timeline: [ev('issue_opened', M, 0, 'i'), ev('issue_resolved', OTHER, 144, 'i')] },
  },
  {
    title: 'handoff documentation: 14 h against 4/24 scores 0.5',
    role: 'frontline',
    key: 'handoff_documentation',
    score: 0.5,
    signals: { timeline: [ev('handoff', M, 0, 'h'), ev('note_signed', M, 14, 'h')] },
  },
  {
    title: 'coordination closure: a task at 156 h (0.5) and a thread at 72 h (1) average to 0.75',
    role: 'navigator',
    key: 'coordination_closure_time',
    score: 0.75,
    signals: {
      coordination: [
        ev('task_assigned', OTHER, 0, 't'),
        ev('task_closed', M, 156, 't'),
        ev('thread_opened', M, 0, 'r'),
        ev('thread_closed', M, 72, 'r'),
      ],
    },
  },
  {
    title: 'coordination closure: a task is not closed by a thread_closed event',
    role: 'navigator',
    key: 'coordination_closure_time',
    score: null,
    signals: { coordination: [ev('task_assigned', M, 0, 't'), ev('thread_closed', M, 1, 't')] },
  },
  {
    title: 'question response time: 28 h against 8/48 scores 0.5',
    role: 'ptp',
    key: 'question_response_time',
    score: 0.5,
    signals: {
      coordination: [ev('question_asked', OTHER, 0, 'q'), ev('question_answered', M, 28, 'q')],
    },
  },
  {
    title: 'question response time: coordination kinds in the timeline group have no use',
    role: 'ptp',
    key: 'question_response_time',
    score: null,
    signals: {
      timeline: [ev('question_asked', OTHER, 0, 'q'), ev('question_answered', M, 28, 'q')],
    },
  },
];

for (const c of cases) {
  test(c.title, () => {
    const found = kpi(grade(request(c.role, c.signals)).members[0], c.key);
    assert.equal(found.score, c.score);
    assert.equal(found.covered, c.score !== null);
  });
}

test('every KPI of the matrix has at least one hand-computed case or is a no-signal KPI', () => {
  const tested = new Set(cases.map((c) => c.key));
  for (const k of KPIS) assert.ok(tested.has(k.key) || k.measure.type === 'no_signal', k.key);
});

test('KPIs with no current signal group stay null whatever the signals', () => {
  const result = grade(
    request('ptp', { timeline: [opened, ev('first_contact', M, 1), ev('decision_made', M, 2)] }),
  );
  for (const key of [
    'functional_improvement',
    'return_to_work_progress',
    'patient_reported_experience',
    'employer_reported_satisfaction',
  ]) {
    assert.deepEqual(
      [kpi(result.members[0], key).score, kpi(result.members[0], key).covered],
      [null, false],
      key,
    );
  }
});

const bands: Array<[number, number]> = [
  [0, 1],
  [24, 1],
  [48, 0.5],
  [72, 0],
  [500, 0],
];
for (const [hours, expected] of bands) {
  test(`a ${hours} h duration against a 24 h target and 72 h limit scores ${expected}`, () => {
    assert.equal(bandScore(hours, { targetHours: 24, limitHours: 72 }), expected);
  });
}
