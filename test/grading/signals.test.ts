/** Signal normalisation: timestamps, ownership, pairing by ref and external waits. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evidenceOf, normaliseSignals } from '../../src/grading/signals.ts';
import { at, ev, MEMBER, OTHER, T0 } from './helpers.ts';

const M = MEMBER;
const H = 3_600_000;

test('events with a missing or malformed at do not contribute', () => {
  const bad = ['yesterday', '2026-03-02', '2026-02-30T10:00:00Z', 12, null];
  const evidence = normaliseSignals({
    timeline: [
      ...bad.map((value) => ({ kind: 'first_contact', actor_hash: M, at: value })),
      { kind: 'case_opened', actor_hash: null },
    ],
    orders: [{ actor_hash: M, at: 'soon', order_code: 'A' }],
    documentation: [
      { actor_hash: M, at: 'not a time', required_fields_present: 1, required_fields_total: 2 },
    ],
  });
  assert.deepEqual(evidence.anchors, []);
  assert.deepEqual(evidence.byActor.get(M)?.actions.size ?? 0, 0);
  assert.deepEqual(evidenceOf(evidence, M).orders, []);
  assert.deepEqual(evidenceOf(evidence, M).documentation, []);
});

test('groups whose table row lists no at may omit it', () => {
  const evidence = normaliseSignals({
    documentation: [{ actor_hash: M, required_fields_present: 1, required_fields_total: 2 }],
    referrals: [{ actor_hash: M, packet_complete: true }],
  });
  assert.deepEqual(
    [evidenceOf(evidence, M).documentation, evidenceOf(evidence, M).referrals],
    [[0.5], [1]],
  );
});

test('openings pair in time order with the earliest closing of the same ref at or after them', () => {
  const evidence = normaliseSignals({
    timeline: [
      ev('note_signed', M, 1, 'r'), // before any opening: unusable
      ev('encounter_ended', M, 2, 'r'),
      ev('encounter_ended', M, 3, 'r'),
      ev('note_signed', M, 4, 'r'),
      ev('encounter_ended', M, 5, null as never),
    ],
  });
  assert.deepEqual(
    evidenceOf(evidence, M).pairs.map((p) => [
      p.family,
      (p.opened - T0) / H,
      p.closed === null ? null : (p.closed - T0) / H,
    ]),
    [
      ['encounter_note', 2, 4],
      ['encounter_note', 3, null],
    ],
  );
});

test('a pair belongs to both the opening and the closing actor; an open pair to the opener only', () => {
  const evidence = normaliseSignals({
    coordination: [
      ev('question_asked', OTHER, 0, 'q1'),
      ev('question_answered', M, 2, 'q1'),
      ev('question_asked', OTHER, 3, 'q2'),
    ],
  });
  assert.equal(evidenceOf(evidence, M).pairs.length, 1);
  assert.equal(evidenceOf(evidence, OTHER).pairs.length, 2);
});

test('case anchors carry no member and only paired external waits are subtracted (spec: a paired start/end)', () => {
  const evidence = normaliseSignals({
    timeline: [
      ev('case_opened', null, 0),
      ev('info_available', OTHER, 5),
      ev('external_wait_start', null, 10, 'w1'),
      ev('external_wait_end', null, 12, 'w1'),
      ev('external_wait_start', null, 20, 'w2'),
    ],
  });
  assert.deepEqual(
    evidence.anchors.map((t) => (t - T0) / H),
    [0, 5],
  );
  assert.equal(evidence.byActor.size, 0);
  assert.equal(evidence.waits.activeHours(Date.parse(at(0)), Date.parse(at(30))), 28);
});

test('an empty ref pairs with nothing, like a missing one', () => {
  const evidence = normaliseSignals({
    timeline: [ev('issue_opened', M, 0, ''), ev('issue_resolved', M, 2, '')],
  });
  assert.deepEqual(evidenceOf(evidence, M).pairs, []);
});

const filings: Array<
  [string, Record<string, unknown>, Array<{ due: string; filedAt: string | null }>]
> = [
  [
    'day-only due and filed dates cover the whole day',
    { due_at: '2026-03-09', filed: true, filed_at: '2026-03-09' },
    [{ due: '2026-03-09T23:59:59.999Z', filedAt: '2026-03-09T00:00:00.000Z' }],
  ],
  [
    'a timestamp due time with a day-only filing',
    { due_at: '2026-03-09T17:00:00Z', filed: true, filed_at: '2026-03-10' },
    [{ due: '2026-03-09T17:00:00.000Z', filedAt: '2026-03-10T00:00:00.000Z' }],
  ],
  [
    'an unfiled day-only deadline',
    { due_at: '2026-03-09', filed: false },
    [{ due: '2026-03-09T23:59:59.999Z', filedAt: null }],
  ],
  ['an impossible day', { due_at: '2026-02-30', filed: false }, []],
  ['a malformed filed time', { due_at: '2026-03-09', filed: true, filed_at: 'March 9' }, []],
];
for (const [label, fields, expected] of filings) {
  test(`regulatory records: ${label}`, () => {
    const evidence = normaliseSignals({
      regulatory: [{ actor_hash: M, required: true, ...fields }],
    });
    const iso = (ms: number) => new Date(ms).toISOString();
    assert.deepEqual(
      evidenceOf(evidence, M).filings.map((f) => ({
        due: iso(f.due),
        filedAt: f.filedAt === null ? null : iso(f.filedAt),
      })),
      expected,
    );
  });
}

test('an order repeats when its code was ordered earlier in the case by anyone', () => {
  const evidence = normaliseSignals({
    orders: [
      { actor_hash: M, at: at(5), order_code: 'A', new_indication: false },
      { actor_hash: OTHER, at: at(1), order_code: 'A' },
      { actor_hash: M, at: at(6), order_code: 'B' },
    ],
  });
  assert.deepEqual(evidenceOf(evidence, M).orders, [
    { repeat: true, newIndication: false },
    { repeat: false, newIndication: undefined },
  ]);
});
