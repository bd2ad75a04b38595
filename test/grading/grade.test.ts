/** Roll-ups, ownership, not-scored reasons and the lever (spec: "Grading result"). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATALOG_VERSION } from '../../src/catalog/version.ts';
import { gradeCase, gradeCasePriority, leverWeights } from '../../src/grading/grade.ts';
import { MATRIX_VERSION, PRIORITY_KEYS, type Role } from '../../src/grading/matrix.ts';
import { gradePriorityRequestSchema } from '../../src/grading/schema.ts';
import { parseWith } from '../../src/validation.ts';
import { at, ev, grade, hashOf, kpi, MEMBER, NOW, OTHER, priority, request } from './helpers.ts';

const M = MEMBER;
const opened = ev('case_opened', null, 0);
/** Frontline timeliness: first response 48 h (0.5, w 0.25) and documentation 0 h (1, w 0.2). */
const frontlineTimeline = [
  opened,
  ev('first_contact', M, 48),
  ev('encounter_ended', M, 50, 'e'),
  ev('note_signed', M, 50, 'e'),
];

test('members come back in request order with their hash and role, and the versions are reported', () => {
  const team = (['navigator', 'ptp', 'frontline', 'case_mgr', 'ptp'] as Role[]).map((role, i) => ({
    clinician_user_id_hash: hashOf(`m${i}`),
    role,
  }));
  const result = gradeCase({ case_id: 'c', care_team: team }, { now: NOW });
  assert.deepEqual(
    result.members.map((m) => [m.clinician_user_id_hash, m.role]),
    team.map((m) => [m.clinician_user_id_hash, m.role]),
  );
  assert.equal(result.matrix_version, MATRIX_VERSION);
  assert.equal(result.catalog_version, CATALOG_VERSION);
});

const owned: Array<[Role, string[]]> = [
  ['ptp', [...PRIORITY_KEYS]],
  [
    'case_mgr',
    [
      'clinical_effectiveness',
      'care_quality',
      'timeliness',
      'employer_experience',
      'case_handling',
    ],
  ],
  [
    'frontline',
    [
      'clinical_effectiveness',
      'care_quality',
      'timeliness',
      'patient_experience',
      'resource_utilization',
      'case_handling',
    ],
  ],
  [
    'navigator',
    ['care_quality', 'timeliness', 'patient_experience', 'employer_experience', 'case_handling'],
  ],
];
for (const [role, keys] of owned) {
  test(`a ${role} gets only the priorities the role owns, in the spec's order`, () => {
    assert.deepEqual(
      grade(request(role, {})).members[0]!.priorities.map((p) => p.key),
      keys,
    );
  });
}

test('frontline timeliness carries exactly the spec five KPI keys', () => {
  assert.deepEqual(
    priority(grade(request('frontline', {})).members[0], 'timeliness')
      .kpis.map((k) => k.key)
      .sort(),
    [
      'decision_latency',
      'documentation_timeliness',
      'intervention_timing',
      'responsiveness_consistency',
      'time_to_first_response',
    ],
  );
});

test('an empty care team gives an empty members array', () => {
  assert.deepEqual(gradeCase({ case_id: 'c', care_team: [] }, { now: NOW }).members, []);
});

test('absent signals give a fully structured, unscored result with null scores and insufficient_signal', () => {
  const member = grade(request('ptp', {})).members[0]!;
  assert.deepEqual(
    [member.score, member.coverage, member.not_scored_reason],
    [null, 0, 'insufficient_signal'],
  );
  for (const p of member.priorities) {
    assert.deepEqual([p.score, p.coverage, p.not_scored_reason], [null, 0, 'insufficient_signal']);
    for (const k of p.kpis) assert.deepEqual([k.score, k.covered], [null, false]);
  }
});

test('a priority score is the role-weighted mean of its scored KPIs only', () => {
  const timeliness = priority(
    grade(request('frontline', { timeline: frontlineTimeline })).members[0],
    'timeliness',
  );
  // (0.25 * 0.5 + 0.2 * 1 + 0.15 * 0.5 [consistency: 1 of 2 on target]) / 0.6
  assert.equal(
    timeliness.score,
    Math.round(((0.25 * 0.5 + 0.2 * 1 + 0.15 * 0.5) / 0.6) * 10_000) / 10_000,
  );
  assert.equal(timeliness.coverage, 0.6);
  assert.equal(timeliness.not_scored_reason, null);
});

test('the member score is the lever-weighted mean of scored priorities; unscored ones are skipped, not zeroed', () => {
  const signals = {
    timeline: frontlineTimeline,
    documentation: [{ actor_hash: M, required_fields_present: 1, required_fields_total: 4 }],
  };
  const equal = grade(request('frontline', signals)).members[0]!;
  const t = (0.25 * 0.5 + 0.2 * 1 + 0.15 * 0.5) / 0.6; // as above, unrounded
  const q = 0.25;
  assert.equal(priority(equal, 'care_quality').score, q);
  assert.equal(equal.score, Math.round(((t + q) / 2) * 10_000) / 10_000);
  const leaned = grade(
    request('frontline', signals, {
      priorities: { timeliness: 3, care_quality: 1, clinical_effectiveness: 5 },
    }),
  ).members[0]!;
  assert.equal(leaned.score, Math.round(((3 * t + q) / 4) * 10_000) / 10_000);
});

test('member coverage is the share of all owned KPIs with signal', () => {
  const member = grade(request('frontline', { timeline: frontlineTimeline })).members[0]!;
  // frontline owns 2 + 2 + 5 + 1 + 1 + 4 = 15 KPIs; 3 are covered.
  assert.equal(member.coverage, 0.2);
});

const levers: Array<[string, unknown]> = [
  ['absent', undefined],
  ['null', null],
  ['empty', {}],
  ['all zero', { timeliness: 0, care_quality: 0 }],
];
for (const [label, lever] of levers) {
  test(`a lever that is ${label} means equal weight`, () => {
    assert.deepEqual(
      Object.values(leverWeights(lever as never)),
      PRIORITY_KEYS.map(() => 1),
    );
  });
}

test('a lever weighting only priorities the role does not own leaves the member unscored', () => {
  const member = grade(
    request(
      'navigator',
      { timeline: [opened, ev('first_contact', M, 1)] },
      { priorities: { resource_utilization: 1 } },
    ),
  ).members[0]!;
  assert.equal(priority(member, 'timeliness').score, 1);
  assert.deepEqual([member.score, member.not_scored_reason], [null, 'insufficient_signal']);
});

test('an opening event without its closing event is not_yet_resolvable, not a low grade', () => {
  const member = grade(request('frontline', { timeline: [ev('encounter_ended', M, 0, 'e')] }))
    .members[0]!;
  assert.equal(kpi(member, 'documentation_timeliness').score, null);
  assert.match(kpi(member, 'documentation_timeliness').rationale, /without a closing event/);
  assert.deepEqual(
    [priority(member, 'timeliness').score, priority(member, 'timeliness').not_scored_reason],
    [null, 'not_yet_resolvable'],
  );
  assert.deepEqual([member.score, member.not_scored_reason], [null, 'not_yet_resolvable']);
  assert.equal(priority(member, 'care_quality').not_scored_reason, 'insufficient_signal');
});

test('an open pair beside a closed one is scored from the closed one and named in the rationale', () => {
  const member = grade(
    request('frontline', {
      timeline: [
        ev('encounter_ended', M, 0, 'a'),
        ev('note_signed', M, 2, 'a'),
        ev('encounter_ended', M, 5, 'b'),
      ],
    }),
  ).members[0]!;
  assert.equal(kpi(member, 'documentation_timeliness').score, 1);
  assert.match(
    kpi(member, 'documentation_timeliness').rationale,
    /1 opening event still without a closing event/,
  );
});

test('a member is graded only on events carrying their own hash', () => {
  const result = gradeCase(
    {
      case_id: 'c',
      care_team: [
        { clinician_user_id_hash: M, role: 'frontline' },
        { clinician_user_id_hash: OTHER, role: 'frontline' },
      ],
      signals: { timeline: [opened as never, ev('first_contact', OTHER, 1) as never] },
    },
    { now: NOW },
  );
  assert.equal(kpi(result.members[0], 'time_to_first_response').score, null);
  assert.equal(kpi(result.members[1], 'time_to_first_response').score, 1);
});

test('rationales never carry a hash, a ref or an order code', () => {
  const secretRef = 'ref-zq81';
  const result = grade(
    request('ptp', {
      timeline: [opened, ev('first_contact', M, 1), ev('encounter_ended', M, 2, secretRef)],
      orders: [{ actor_hash: M, at: at(1), order_code: 'CODE-ZQ9', new_indication: true }],
    }),
  );
  const text = JSON.stringify(
    result.members[0]!.priorities.flatMap((p) => p.kpis.map((k) => k.rationale)),
  );
  for (const secret of [M, secretRef, 'CODE-ZQ9']) assert.ok(!text.includes(secret));
});

test('the single-priority variant grades one priority and marks members whose role does not own it', () => {
  const input = parseWith(gradePriorityRequestSchema, {
    case_id: 'c',
    priority: 'resource_utilization',
    priorities: { timeliness: 1 },
    care_team: [
      { clinician_user_id_hash: M, role: 'ptp' },
      { clinician_user_id_hash: OTHER, role: 'navigator' },
    ],
    signals: { orders: [{ actor_hash: M, at: at(1), order_code: 'A', new_indication: true }] },
  });
  const result = gradeCasePriority(input, { now: NOW });
  assert.equal(result.priority, 'resource_utilization');
  const [ptp, navigator] = result.members;
  assert.deepEqual(
    [ptp!.score, ptp!.coverage, ptp!.not_scored_reason, ptp!.priorities.map((p) => p.key)],
    [1, 1, null, ['resource_utilization']],
  );
  assert.deepEqual(
    [navigator!.score, navigator!.coverage, navigator!.not_scored_reason, navigator!.priorities],
    [null, 0, 'not_owned', []],
  );
});
