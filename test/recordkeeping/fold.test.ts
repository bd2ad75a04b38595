/** Column rules of the 300 Log (29 CFR 1904.29, 1904.7(b)(2)-(5)) as the fold applies them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildLog } from '../../src/recordkeeping/build.ts';
import { type CaseInput, foldCases } from '../../src/recordkeeping/fold.ts';
import { decision, establishment } from './helpers.ts';

const bare = (case_id: string): CaseInput => ({ case_id, case: null, analysis: null });

test('only confirmed decisions reach the log; a case without one is pending review and off the totals', () => {
  const r = buildLog({
    establishment: establishment(),
    cases: [bare('a'), bare('b'), bare('c')],
    decisions: [decision('a'), decision('c', { recordable: 'no' })],
  });
  assert.deepEqual(
    r.entries.map((e) => [e.case_id, e.status]),
    [
      ['a', 'logged'],
      ['b', 'pending_review'],
      ['c', 'not_recordable'],
    ],
  );
  assert.equal(r.totals.J, 1);
  assert.equal(r.counts.pending_review, 1);
  assert.match(r.documents.log_300_csv, /pending review,b\n/);
  assert.doesNotMatch(r.documents.log_300_csv, /,c\n/);
});

test('the decision overrides the analysis: column, type and privacy come from the reviewer only', () => {
  const analysis = {
    criteria: { recordable_leaning: 'no' },
    osha_log: {
      column: { value: 'other_recordable_case' },
      case_type: { value: 'illness' },
      reporting: { events: [], deadline_hours: null },
      privacy_case: { flag: 'no', grounds: [] },
    },
  } as unknown as CaseInput['analysis'];
  const r = buildLog({
    establishment: establishment(),
    cases: [{ case_id: 'a', case: null, analysis }],
    decisions: [decision('a', { column: 'H', days_away: 4, case_type: 'injury' })],
  });
  const e = r.entries[0]!;
  assert.deepEqual(
    [e.status, e.outcome, e.days_away, e.case_type],
    ['logged', 'days_away', 4, 'injury'],
  );
});

test('1904.29(b)(6): a privacy case is written "Privacy case" in column B; other names stay empty', () => {
  const r = buildLog({
    establishment: establishment(),
    cases: [],
    decisions: [
      decision('p', { privacy_case: 'yes', description: 'Puncture wound to finger' }),
      decision('q', { incident_date: '2025-06-01' }),
    ],
  });
  const lines = r.documents.log_300_csv
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
  assert.deepEqual(
    lines.map((l) => [l[0], l[1]]),
    [
      ['2025-001', 'Privacy case'],
      ['2025-002', ''],
    ],
  );
});

test('1904.29(b)(9): no description is composed for a privacy case', () => {
  const c = {
    incident: { description: 'x' },
    injury: { description: 'Injury to the groin', diagnosis: 'groin strain' },
  };
  const r = buildLog({
    establishment: establishment(),
    cases: [{ case_id: 'p', case: c, analysis: null }],
    decisions: [decision('p', { privacy_case: 'yes', description: undefined })],
  });
  assert.equal(r.entries[0]!.description, '');
  assert.equal(r.checks.items.find((i) => i.id === 'privacy_descriptions')!.status, 'warn');
});

test('1904.7(b)(3)(vii): days away and restricted share one 180-day cap', () => {
  const cases: Array<[Record<string, unknown>, number, number, boolean]> = [
    [{ column: 'H', days_away: 200, days_restricted: 0 }, 180, 0, true],
    [{ column: 'H', days_away: 150, days_restricted: 60 }, 150, 30, true],
    [{ column: 'H', days_away: 10, days_restricted: 5 }, 10, 5, false],
  ];
  for (const [over, k, l, capped] of cases) {
    const e = foldCases([], [decision('a', over)], 2025).entries[0]!;
    assert.deepEqual(
      [e.days_away, e.days_restricted, e.days_capped],
      [k, l, capped],
      JSON.stringify(over),
    );
  }
});

test('cases are numbered in date order; a case from another year is left off (1904.7(b)(3)(ix))', () => {
  const r = foldCases(
    [],
    [
      decision('late', { incident_date: '2025-09-01' }),
      decision('early', { incident_date: '2025-01-02' }),
      decision('old', { incident_date: '2024-12-30' }),
      decision('own', { incident_date: '2025-03-01', case_number: 'X-7' }),
    ],
    2025,
  );
  assert.deepEqual(
    r.entries.map((e) => [e.case_id, e.case_number, e.status]),
    [
      ['early', '2025-001', 'logged'],
      ['own', 'X-7', 'logged'],
      ['late', '2025-003', 'logged'],
      ['old', null, 'outside_year'],
    ],
  );
});

test('columns C, D and F come from the case when the decision leaves them out', () => {
  const c = {
    incident: { description: 'x', incident_date: '2025-02-03' },
    injury: { description: 'long text', diagnosis: 'wrist sprain', body_part: 'left wrist' },
    employee: { job_title: 'Welder' },
  };
  const d = decision('a', {
    job_title: undefined,
    incident_date: undefined,
    description: undefined,
  });
  const e = foldCases([{ case_id: 'a', case: c, analysis: null }], [d], 2025).entries[0]!;
  assert.deepEqual(
    [e.job_title, e.date, e.description],
    ['Welder', '2025-02-03', 'wrist sprain; left wrist'],
  );
});

test('an empty year gives zeros in every total (1904.32(b)(2)(i))', () => {
  const r = buildLog({ establishment: establishment(), cases: [bare('a')], decisions: [] });
  assert.deepEqual(
    [
      r.totals.G,
      r.totals.H,
      r.totals.I,
      r.totals.J,
      r.totals.K,
      r.totals.L,
      ...Object.values(r.totals.M),
    ],
    new Array(12).fill(0),
  );
  assert.match(r.documents.ita_summary_csv.split('\n')[1]!, /,2,0,0,0,0,0,0,0,0,0,0,0,0,$/);
});
