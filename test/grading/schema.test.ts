/** Request validation: unknown top-level fields dropped, known ones shape-checked with indexed paths. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ValidationError } from '../../src/errors.ts';
import { gradeCaseRequestSchema, gradePriorityRequestSchema } from '../../src/grading/schema.ts';
import { parseWith } from '../../src/validation.ts';
import { MEMBER } from './helpers.ts';

const valid = {
  case_id: 'case-synthetic',
  care_team: [{ clinician_user_id_hash: MEMBER, role: 'ptp' }],
};

test('unknown top-level fields and a request_id key are ignored', () => {
  const parsed = parseWith(gradeCaseRequestSchema, {
    ...valid,
    request_id: 'caller-id',
    whatever: { deep: [1] },
  });
  assert.deepEqual(Object.keys(parsed).sort(), ['care_team', 'case_id']);
});

test('unknown signal groups and unknown event fields are ignored', () => {
  const parsed = parseWith(gradeCaseRequestSchema, {
    ...valid,
    signals: { vitals: [1, 2], timeline: [{ kind: 'case_opened', extra: true }] },
  });
  assert.deepEqual(parsed.signals, { timeline: [{ kind: 'case_opened' }] });
});

test('a malformed at is accepted by the schema (the event just does not contribute)', () => {
  for (const at of ['yesterday', 42, null, { t: 1 }, '2026-02-30T10:00:00Z']) {
    assert.doesNotThrow(() =>
      parseWith(gradeCaseRequestSchema, {
        ...valid,
        signals: { timeline: [{ kind: 'first_contact', at }] },
      }),
    );
  }
});

const rejects: Array<[string, unknown, string]> = [
  ['case_id missing', { care_team: [] }, 'case_id'],
  ['care_team missing', { case_id: 'c' }, 'care_team'],
  [
    'an unknown role',
    {
      ...valid,
      care_team: [valid.care_team[0], { clinician_user_id_hash: MEMBER, role: 'physician' }],
    },
    'care_team[1].role',
  ],
  [
    'a missing member hash',
    { ...valid, care_team: [{ role: 'ptp' }] },
    'care_team[0].clinician_user_id_hash',
  ],
  [
    'an empty member hash',
    { ...valid, care_team: [{ clinician_user_id_hash: '', role: 'ptp' }] },
    'care_team[0].clinician_user_id_hash',
  ],
  ['a context that is not an object', { ...valid, context: 'severe' }, 'context'],
  [
    'a signal group that is not an array',
    { ...valid, signals: { timeline: {} } },
    'signals.timeline',
  ],
  [
    'an event that is not an object',
    { ...valid, signals: { coordination: [1] } },
    'signals.coordination[0]',
  ],
  [
    'a numeric kind',
    { ...valid, signals: { timeline: [{ kind: 3 }] } },
    'signals.timeline[0].kind',
  ],
  [
    'a numeric actor_hash',
    { ...valid, signals: { timeline: [{ kind: 'handoff', actor_hash: 7 }] } },
    'signals.timeline[0].actor_hash',
  ],
  [
    'present above total',
    {
      ...valid,
      signals: { documentation: [{ required_fields_present: 5, required_fields_total: 4 }] },
    },
    'signals.documentation[0].required_fields_present',
  ],
  [
    'a fractional count',
    {
      ...valid,
      signals: { referrals: [{ required_fields_present: 1.5, required_fields_total: 4 }] },
    },
    'signals.referrals[0].required_fields_present',
  ],
  [
    'a string boolean',
    { ...valid, signals: { regulatory: [{ required: 'yes' }] } },
    'signals.regulatory[0].required',
  ],
  [
    'a lever key that is not a priority',
    { ...valid, priorities: { speed: 1 } },
    'priorities.speed',
  ],
  [
    'a negative lever weight',
    { ...valid, priorities: { timeliness: -1 } },
    'priorities.timeliness',
  ],
  [
    'a lever weight that is not a number',
    { ...valid, priorities: { timeliness: 'high' } },
    'priorities.timeliness',
  ],
];
for (const [label, body, field] of rejects) {
  test(`${label} is a ValidationError naming ${field}`, () => {
    assert.throws(
      () => parseWith(gradeCaseRequestSchema, body),
      (err: unknown) => {
        assert.ok(err instanceof ValidationError);
        assert.equal(err.extras.field, field);
        return true;
      },
    );
  });
}

test('the rejected value is never echoed in the message', () => {
  assert.throws(
    () =>
      parseWith(gradeCaseRequestSchema, {
        ...valid,
        care_team: [{ clinician_user_id_hash: MEMBER, role: 'zq-secret-role' }],
      }),
    (err: Error) => {
      assert.ok(!err.message.includes('zq-secret-role'));
      return true;
    },
  );
});

test('the single-priority variant requires a known priority key', () => {
  assert.equal(
    parseWith(gradePriorityRequestSchema, { ...valid, priority: 'timeliness' }).priority,
    'timeliness',
  );
  for (const priority of [undefined, 'speed']) {
    assert.throws(
      () => parseWith(gradePriorityRequestSchema, { ...valid, priority }),
      (err: ValidationError) => err.extras.field === 'priority',
    );
  }
});
