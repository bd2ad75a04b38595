/** Property tests (fast-check) of the grading invariants the spec states. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type GradeCaseResult, gradeCase } from '../../src/grading/grade.ts';
import { PRIORITY_KEYS, ROLES } from '../../src/grading/matrix.ts';
import type { GradeCaseInput } from '../../src/grading/schema.ts';
import { hashOf, NOW, T0 } from './helpers.ts';

const ACTORS = [hashOf('p1'), hashOf('p2'), hashOf('p3')];
const KINDS = [
  'case_opened',
  'info_available',
  'first_contact',
  'decision_made',
  'intervention_started',
  'employer_update_sent',
  'encounter_ended',
  'note_signed',
  'handoff',
  'issue_opened',
  'issue_resolved',
  'external_wait_start',
  'external_wait_end',
];
const COORDINATION = [
  'task_assigned',
  'task_closed',
  'thread_opened',
  'thread_closed',
  'question_asked',
  'question_answered',
];
const stamp = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .integer({ min: -48, max: 2000 })
      .map((h) => new Date(T0 + h * 3_600_000).toISOString()),
  },
  { weight: 1, arbitrary: fc.constantFrom('nonsense', '2026-02-30T00:00:00Z', undefined) },
);
const actor = fc.option(fc.constantFrom(...ACTORS), { freq: 5 });
const ref = fc.option(fc.constantFrom('r1', 'r2', 'r3'), { freq: 8 });
const event = (kinds: string[]) =>
  fc.record({ kind: fc.constantFrom(...kinds), actor_hash: actor, at: stamp, ref });
const team = fc.array(
  fc.record({
    clinician_user_id_hash: fc.constantFrom(...ACTORS, hashOf('silent')),
    role: fc.constantFrom(...ROLES),
  }),
  { maxLength: 5 },
);

const caseInput: fc.Arbitrary<GradeCaseInput> = fc.record({
  case_id: fc.constant('case-synthetic'),
  care_team: team,
  signals: fc.record({
    timeline: fc.array(event(KINDS), { maxLength: 30 }),
    coordination: fc.array(event(COORDINATION), { maxLength: 10 }),
    documentation: fc.array(
      fc.record({
        actor_hash: actor,
        required_fields_present: fc.constant(1),
        required_fields_total: fc.integer({ min: 1, max: 4 }),
      }),
      { maxLength: 3 },
    ),
    orders: fc.array(
      fc.record({
        actor_hash: actor,
        at: stamp,
        order_code: fc.constantFrom('A', 'B'),
        new_indication: fc.option(fc.boolean(), { nil: undefined }),
      }),
      { maxLength: 5 },
    ),
  }),
  priorities: fc.option(
    fc.record(
      Object.fromEntries(PRIORITY_KEYS.map((k) => [k, fc.integer({ min: 0, max: 100 })])) as Record<
        string,
        fc.Arbitrary<number>
      >,
      { requiredKeys: [] },
    ),
  ),
}) as fc.Arbitrary<GradeCaseInput>;

const grade = (input: GradeCaseInput): GradeCaseResult => gradeCase(input, { now: NOW });
const timeliness = (result: GradeCaseResult) =>
  result.members.map((m) => m.priorities.find((p) => p.key === 'timeliness'));

test('an added external wait never lowers a timeliness score', () => {
  const wait = fc.tuple(
    fc.integer({ min: -48, max: 2000 }),
    fc.integer({ min: 0, max: 500 }),
    fc.boolean(),
  );
  fc.assert(
    fc.property(caseInput, wait, (input, [startH, lengthH, ends]) => {
      const start = new Date(T0 + startH * 3_600_000).toISOString();
      const end = new Date(T0 + (startH + lengthH) * 3_600_000).toISOString();
      const added = [
        { kind: 'external_wait_start', actor_hash: null, at: start, ref: 'added-wait' },
      ];
      if (ends)
        added.push({ kind: 'external_wait_end', actor_hash: null, at: end, ref: 'added-wait' });
      const withWait = {
        ...input,
        signals: { ...input.signals, timeline: [...(input.signals?.timeline ?? []), ...added] },
      };
      const before = timeliness(grade(input));
      const after = timeliness(grade(withWait));
      before.forEach((p, i) => {
        if (!p) return;
        const q = after[i]!;
        assert.equal(q.score === null, p.score === null);
        if (p.score !== null) assert.ok(q.score! >= p.score, `${q.score} < ${p.score}`);
        p.kpis.forEach((k, j) => {
          if (k.score !== null) assert.ok(q.kpis[j]!.score! >= k.score, k.key);
        });
      });
    }),
    { numRuns: 300 },
  );
});

test('scaling every lever weight by the same factor changes nothing', () => {
  fc.assert(
    fc.property(caseInput, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (input, factor) => {
      const scaled = input.priorities
        ? Object.fromEntries(
            Object.entries(input.priorities).map(([k, v]) => [k, (v as number) * factor]),
          )
        : input.priorities;
      assert.deepEqual(
        grade({ ...input, priorities: scaled as GradeCaseInput['priorities'] }),
        grade(input),
      );
    }),
    { numRuns: 300 },
  );
});

test('an unscored KPI, priority or member is null with a reason, never 0', () => {
  const reasons = ['insufficient_signal', 'not_yet_resolvable'];
  fc.assert(
    fc.property(caseInput, (input) => {
      const result = grade(input);
      for (const m of result.members) {
        assert.equal(m.not_scored_reason === null, m.score !== null);
        if (m.score === null) assert.ok(reasons.includes(m.not_scored_reason!));
        for (const p of m.priorities) {
          assert.equal(p.not_scored_reason === null, p.score !== null);
          assert.equal(
            p.score === null,
            p.kpis.every((k) => !k.covered),
          );
          for (const k of p.kpis) assert.equal(k.covered, k.score !== null);
        }
        const own = new Set(
          [
            ...(input.signals?.timeline ?? []),
            ...(input.signals?.coordination ?? []),
            ...(input.signals?.documentation ?? []),
            ...(input.signals?.orders ?? []),
          ].map((e) => e.actor_hash),
        );
        if (!own.has(m.clinician_user_id_hash)) {
          // No event carries the member's hash: nothing about them can be scored.
          assert.equal(m.score, null);
          assert.equal(m.coverage, 0);
        }
      }
    }),
    { numRuns: 300 },
  );
});
