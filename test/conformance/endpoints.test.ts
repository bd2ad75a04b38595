/** Spec, Endpoints: the checks the spec pins for recordability, nudge resolution and grading. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertEnvelope, call, serve } from './support.ts';

const ANALYZE = '/api/recordability/analyze';
const NUDGE = '/api/nudge/check_resolution';
const GRADING = '/api/grading/case/composite';

const minimalCase = () => ({
  case: {
    incident: { description: 'A warehouse associate strained the lower back lifting a box.' },
    injury: { description: 'Lower back strain.' },
  },
});

test('recordability: only the two descriptions (with their parents) are required', async (t) => {
  const s = await serve(t);
  const ok = await call(s, 'POST', ANALYZE, minimalCase());
  assert.equal(ok.status, 200, ok.text);
  for (const key of [
    'recordability_score',
    'confidence',
    'criteria_met',
    'factors',
    'request_id',
    'timestamp',
  ])
    assert.ok(key in ok.body, key);
  assert.deepEqual(Object.keys(ok.body.factors).sort(), [
    'exceptions',
    'recurrence',
    'significance',
    'treatment',
    'work_relatedness',
  ]);
  for (const k of ['fatality', 'days_away', 'restricted_duty_or_transfer', 'loss_of_consciousness'])
    assert.equal(typeof ok.body.criteria_met[k], 'boolean', k);
  const cases: Array<[string, unknown, string]> = [
    ['no case', {}, 'case'],
    ['no incident', { case: { injury: { description: 'x' } } }, 'case.incident'],
    [
      'no injury description',
      { case: { incident: { description: 'x' }, injury: {} } },
      'case.injury.description',
    ],
    [
      'empty incident description',
      { case: { incident: { description: '' }, injury: { description: 'x' } } },
      'case.incident.description',
    ],
  ];
  for (const [label, body, field] of cases) {
    const res = await call(s, 'POST', ANALYZE, body);
    assertEnvelope(res, 400, 'ValidationError', label);
    assert.equal(res.body.field, field, label);
  }
});

test('recordability: an unrecognized field anywhere in the body is 400 ValidationError', async (t) => {
  const s = await serve(t);
  const base = minimalCase();
  const cases: Array<[string, unknown]> = [
    ['top level', { ...base, extra: 1 }],
    ['in case', { case: { ...base.case, extra: 1 } }],
    ['in incident', { case: { ...base.case, incident: { ...base.case.incident, extra: 1 } } }],
    [
      'in a statement',
      { case: { ...base.case, statements: [{ source: 'witness', text: 'Saw it.', extra: 1 }] } },
    ],
    ['in work_status', { case: { ...base.case, work_status: { extra: true } } }],
  ];
  for (const [label, body] of cases)
    assertEnvelope(await call(s, 'POST', ANALYZE, body), 400, 'ValidationError', label);
});

test('recordability: lengths and ranges of the field table are enforced with the field path', async (t) => {
  const s = await serve(t);
  const base = minimalCase();
  const withCase = (extra: Record<string, unknown>) => ({ case: { ...base.case, ...extra } });
  const cases: Array<[string, unknown, string]> = [
    [
      'description over 8000',
      { case: { ...base.case, incident: { description: 'a'.repeat(8001) } } },
      'case.incident.description',
    ],
    [
      'activity over 1000',
      {
        case: {
          ...base.case,
          incident: { ...base.case.incident, activity_at_time: 'a'.repeat(1001) },
        },
      },
      'case.incident.activity_at_time',
    ],
    [
      'body part over 200',
      { case: { ...base.case, injury: { ...base.case.injury, body_part: 'a'.repeat(201) } } },
      'case.injury.body_part',
    ],
    [
      'tenure over 40',
      withCase({ employee: { tenure_bracket: 'a'.repeat(41) } }),
      'case.employee.tenure_bracket',
    ],
    [
      '26 treatments',
      withCase({ treatment: { provided: Array.from({ length: 26 }, () => 'ice') } }),
      'case.treatment.provided',
    ],
    [
      'empty treatment entry',
      withCase({ treatment: { provided: ['ice', ''] } }),
      'case.treatment.provided[1]',
    ],
    [
      '21 statements',
      withCase({
        statements: Array.from({ length: 21 }, () => ({ source: 'witness', text: 'x' })),
      }),
      'case.statements',
    ],
    [
      'days_away 3651',
      withCase({ work_status: { days_away: 3651 } }),
      'case.work_status.days_away',
    ],
    [
      'days_away negative',
      withCase({ work_status: { days_away: -1 } }),
      'case.work_status.days_away',
    ],
    [
      'bad location_context',
      { case: { ...base.case, incident: { ...base.case.incident, location_context: 'moon' } } },
      'case.incident.location_context',
    ],
  ];
  for (const [label, body, field] of cases) {
    const res = await call(s, 'POST', ANALYZE, body);
    assertEnvelope(res, 400, 'ValidationError', label);
    assert.equal(res.body.field, field, label);
  }
  const edge = await call(
    s,
    'POST',
    ANALYZE,
    withCase({
      work_status: { days_away: 3650 },
      statements: [{ source: 'injury_report', text: 'x' }],
    }),
  );
  assert.equal(edge.status, 200, edge.text);
  assert.equal(edge.body.criteria_met.days_away, true);
});

test('recordability: the four event dates are exempt from the past-date rule; a past date elsewhere is rejected', async (t) => {
  const s = await serve(t);
  const base = minimalCase();
  const dated = {
    case: {
      incident: { ...base.case.incident, incident_date: '2024-03-04', reported_date: '2024-03-05' },
      injury: { ...base.case.injury, symptom_onset_date: '2024-03-04' },
      prior_condition: { exists: true, prior_incident_date: '2021-06-07' },
    },
  };
  const ok = await call(s, 'POST', ANALYZE, dated);
  assert.equal(ok.status, 200, ok.text);
  const cases: Array<[string, unknown, string]> = [
    [
      'past date in a description',
      { case: { ...base.case, injury: { description: 'Seen on 2024-03-04.' } } },
      'case.injury.description',
    ],
    [
      'past date in job duties',
      { case: { ...base.case, employee: { job_duties: 'since 2019-01-02' } } },
      'case.employee.job_duties',
    ],
    [
      'past date in a statement',
      { case: { ...base.case, statements: [{ source: 'witness', text: 'On 2024-03-04.' }] } },
      'case.statements[0].text',
    ],
    [
      'email in a statement',
      { case: { ...base.case, statements: [{ source: 'witness', text: 'mail a@b.example' }] } },
      'case.statements[0].text',
    ],
    [
      'SSN in an event date',
      { case: { ...base.case, incident: { ...base.case.incident, incident_date: '078-05-1120' } } },
      'case.incident.incident_date',
    ],
  ];
  for (const [label, body, field] of cases) {
    const res = await call(s, 'POST', ANALYZE, body);
    assertEnvelope(res, 400, 'DeIdentificationViolation', label);
    assert.equal(res.body.field, field, label);
  }
});

const nudgeBody = () => ({
  active_nudges: [
    { card_id: 'c1', category: 'pain-score', body: 'Ask the patient to rate pain 0-10.' },
    { card_id: 'c2', category: 'red-flag-screening', body: 'Screen for red flags.' },
  ],
  transcript_window: [
    {
      segment_id: 's1',
      speaker: 'clinician',
      text: 'On a scale of 0 to 10, how bad is the pain? Any numbness, fever or bladder trouble?',
      started_at_ms: 0,
      ended_at_ms: 4000,
    },
    {
      segment_id: 's2',
      speaker: 'patient',
      text: 'It is a 7 out of 10. No numbness, no fever, no bladder trouble.',
      started_at_ms: 4000,
      ended_at_ms: 8000,
    },
  ],
});

test('nudge: one verdict per card in order; safety categories are never resolved', async (t) => {
  const s = await serve(t);
  const res = await call(s, 'POST', NUDGE, nudgeBody());
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(
    res.body.resolutions.map((r: { card_id: string }) => r.card_id),
    ['c1', 'c2'],
  );
  for (const r of res.body.resolutions) {
    assert.equal(typeof r.resolved, 'boolean');
    if (r.resolved) assert.equal(typeof r.reason, 'string');
  }
  for (const category of [
    'emergency-activation',
    'escalation-indicated',
    'red-flag-screening',
    'patient-location-unconfirmed',
    'otc-contraindication-check',
  ]) {
    const body = nudgeBody();
    body.active_nudges = [
      { card_id: 'safe', category, body: 'Ask about pain 0-10, numbness, fever, bladder trouble.' },
    ];
    const safety = await call(s, 'POST', NUDGE, body);
    assert.equal(safety.status, 200, safety.text);
    assert.equal(safety.body.resolutions[0].resolved, false, category);
  }
});

test('nudge: assist_context and malformed entries are 400 with an indexed field path', async (t) => {
  const s = await serve(t);
  const b = nudgeBody;
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    ['assist_context', () => ({ ...b(), assist_context: { persona: 'x' } }), 'assist_context'],
    ['empty active_nudges', () => ({ ...b(), active_nudges: [] }), 'active_nudges'],
    ['empty transcript_window', () => ({ ...b(), transcript_window: [] }), 'transcript_window'],
    [
      'non-kebab category',
      () => {
        const x = b();
        x.active_nudges[1]!.category = 'Red_Flag';
        return x;
      },
      'active_nudges[1].category',
    ],
    [
      'body over 280',
      () => {
        const x = b();
        x.active_nudges[0]!.body = 'a'.repeat(281);
        return x;
      },
      'active_nudges[0].body',
    ],
    [
      'card_id over 32',
      () => {
        const x = b();
        x.active_nudges[0]!.card_id = 'a'.repeat(33);
        return x;
      },
      'active_nudges[0].card_id',
    ],
    [
      'negative ms',
      () => {
        const x = b();
        x.transcript_window[1]!.started_at_ms = -1;
        return x;
      },
      'transcript_window[1].started_at_ms',
    ],
    [
      'missing text',
      () => {
        const x = b();
        delete (x.transcript_window[0] as Partial<(typeof x.transcript_window)[0]>).text;
        return x;
      },
      'transcript_window[0].text',
    ],
    ['encounter_id over 64', () => ({ ...b(), encounter_id: 'a'.repeat(65) }), 'encounter_id'],
    [
      '65 nudges',
      () => ({
        ...b(),
        active_nudges: Array.from({ length: 65 }, (_, i) => ({
          card_id: `c${i}`,
          category: 'x',
          body: 'y',
        })),
      }),
      'active_nudges',
    ],
  ];
  for (const [label, make, field] of cases) {
    const res = await call(s, 'POST', NUDGE, make());
    assertEnvelope(res, 400, 'ValidationError', label);
    assert.equal(res.body.field, field, label);
  }
});

test('grading: members in request order; unknown top-level fields and a body request_id are ignored', async (t) => {
  const s = await serve(t);
  const hashA = 'a'.repeat(64);
  const hashB = 'b'.repeat(64);
  const caller = '123e4567-e89b-42d3-a456-426614174000';
  const body = {
    case_id: 'case-token-1',
    care_team: [
      { clinician_user_id_hash: hashB, role: 'frontline' },
      { clinician_user_id_hash: hashA, role: 'ptp' },
    ],
    request_id: caller,
    something_new: { any: 'thing' },
  };
  const res = await call(s, 'POST', GRADING, body);
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(
    res.body.members.map((m: { clinician_user_id_hash: string }) => m.clinician_user_id_hash),
    [hashB, hashA],
  );
  assert.notEqual(res.body.request_id, caller);
  for (const key of ['members', 'matrix_version', 'catalog_version', 'request_id', 'timestamp'])
    assert.ok(key in res.body, key);
  for (const m of res.body.members) {
    assert.equal(m.score, null, 'no signals: unscored');
    assert.ok(['insufficient_signal', 'not_yet_resolvable'].includes(m.not_scored_reason));
  }
  const empty = await call(s, 'POST', GRADING, { case_id: 'case-token-2', care_team: [] });
  assert.equal(empty.status, 200, empty.text);
  assert.deepEqual(empty.body.members, []);
  const badRole = await call(s, 'POST', GRADING, {
    case_id: 'c',
    care_team: [{ clinician_user_id_hash: hashA, role: 'janitor' }],
  });
  assertEnvelope(badRole, 400, 'ValidationError', 'unknown role');
});
