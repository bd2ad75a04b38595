/** The reviewer's checks: day counts, privacy wording, open 1904.39 reports, totals re-added from the log. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildLog } from '../../src/recordkeeping/build.ts';
import { checkLog } from '../../src/recordkeeping/checks.ts';
import { type CaseInput, foldCases } from '../../src/recordkeeping/fold.ts';
import { totalLog } from '../../src/recordkeeping/summary.ts';
import { decision, establishment } from './helpers.ts';

const check = (decisions: ReturnType<typeof decision>[], id: string, cases: CaseInput[] = []) =>
  buildLog({ establishment: establishment(), cases, decisions }).checks.items.find(
    (i) => i.id === id,
  )!;

test('day counts must agree with the checked column (1904.7(b)(3)-(5))', () => {
  const rows: Array<[string, Record<string, unknown>, 'pass' | 'fail', RegExp | null]> = [
    ['H without days', { column: 'H' }, 'fail', /column H needs/],
    ['I without days', { column: 'I' }, 'fail', /column I needs/],
    ['I with days away', { column: 'I', days_restricted: 3, days_away: 2 }, 'fail', /most serious/],
    ['J with days', { column: 'J', days_restricted: 2 }, 'fail', /column J is for/],
    ['H with days', { column: 'H', days_away: 2, days_restricted: 4 }, 'pass', null],
    ['G', { column: 'G' }, 'pass', null],
  ];
  for (const [name, over, status, message] of rows) {
    const c = check([decision('a', over)], 'day_counts');
    assert.equal(c.status, status, name);
    if (message) assert.match(c.message, message, name);
  }
});

test('privacy: identifier shapes anywhere fail; intimate detail in a privacy case warns', () => {
  assert.equal(
    check([decision('a', { description: 'Cut hand; call 555-867-5309' })], 'privacy_descriptions')
      .status,
    'fail',
  );
  assert.equal(
    check([decision('a', { description: 'Mr. Jones cut his hand' })], 'privacy_descriptions')
      .status,
    'fail',
  );
  assert.equal(
    check(
      [decision('a', { privacy_case: 'yes', description: 'Injury from sexual assault' })],
      'privacy_descriptions',
    ).status,
    'warn',
  );
  assert.equal(
    check(
      [decision('a', { privacy_case: 'yes', description: 'Injury from assault' })],
      'privacy_descriptions',
    ).status,
    'pass',
  );
});

test('1904.39: reportable events not marked as reported are listed as open', () => {
  const analysis = {
    criteria: { recordable_leaning: 'yes' },
    osha_log: {
      column: { value: 'days_away' },
      case_type: { value: 'injury' },
      reporting: { events: ['amputation'], deadline_hours: 24 },
      privacy_case: { flag: 'no', grounds: [] },
    },
  } as unknown as CaseInput['analysis'];
  const cases = [
    { case_id: 'a', case: null, analysis },
    { case_id: 'b', case: null, analysis },
  ];
  const r = buildLog({
    establishment: establishment(),
    cases,
    decisions: [
      decision('a', { column: 'H', days_away: 5 }),
      decision('b', { column: 'H', days_away: 5, osha_report: 'reported' }),
      decision('c', { column: 'G' }),
    ],
  });
  assert.deepEqual(
    r.open_reports.map((o) => [o.case_id, o.events, o.deadline_hours]),
    [['a', ['amputation'], 24]],
  );
  const deaths = buildLog({
    establishment: establishment(),
    cases: [],
    decisions: [decision('c', { column: 'G' })],
  });
  assert.deepEqual(
    deaths.open_reports.map((o) => [o.case_id, o.deadline_hours]),
    [['c', 8]],
  );
});

test('the totals re-add from the 300 Log as written, and a tampered log fails the check', () => {
  const fold = foldCases(
    [],
    [decision('a', { column: 'H', days_away: 3 }), decision('b', { incident_date: '2025-07-07' })],
    2025,
  );
  const t = totalLog(fold.entries);
  const est = establishment();
  const log = buildLog({
    establishment: est,
    cases: [],
    decisions: fold.entries.map((e) => e.decision!),
  }).documents.log_300_csv;
  assert.equal(
    checkLog(fold, t, log, est).checks.find((c) => c.id === 'totals_re_add')!.status,
    'pass',
  );
  const tampered = log.replace(',X,,,3,', ',X,,,30,');
  assert.notEqual(tampered, log);
  assert.equal(
    checkLog(fold, t, tampered, est).checks.find((c) => c.id === 'totals_re_add')!.status,
    'fail',
  );
});

test('duplicate decisions and repeated case numbers fail; a decision for no case warns', () => {
  assert.equal(check([decision('a'), decision('a')], 'confirmed_decisions').status, 'fail');
  assert.equal(
    check(
      [decision('a', { case_number: 'N1' }), decision('b', { case_number: 'N1' })],
      'confirmed_decisions',
    ).status,
    'fail',
  );
  const c = check([decision('ghost')], 'confirmed_decisions', [
    { case_id: 'real', case: null, analysis: null },
  ]);
  assert.equal(c.status, 'warn');
  assert.deepEqual(c.cases.sort(), ['ghost', 'real']);
});

test('rates per 200,000 hours only when hours are given', () => {
  const d = [
    decision('a', { column: 'H', days_away: 2 }),
    decision('b'),
    decision('c', { column: 'I', days_restricted: 1 }),
  ];
  const r = buildLog({
    establishment: establishment({ total_hours_worked: 100000 }),
    cases: [],
    decisions: d,
  });
  assert.deepEqual([r.rates.total_recordable_case_rate, r.rates.dart_rate], [6, 4]);
  const none = buildLog({
    establishment: establishment({ total_hours_worked: undefined }),
    cases: [],
    decisions: d,
  });
  assert.deepEqual([none.rates.total_recordable_case_rate, none.rates.dart_rate], [null, null]);
  assert.equal(none.checks.items.find((i) => i.id === 'entries_complete')!.status, 'warn');
});
