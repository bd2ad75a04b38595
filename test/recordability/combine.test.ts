import assert from 'node:assert/strict';
import { test } from 'node:test';
import { combineFactors, inputCompleteness, tierOf, type Factors } from '../../src/recordability/combine.ts';
import type { FactorResult, RecordabilityCase } from '../../src/recordability/schema.ts';
import { makeCase } from './helpers.ts';

function factor(leaning: FactorResult['leaning'], likelihood: number, certainty = 0.8, questions: string[] = []): FactorResult {
  return { likelihood, leaning, reasoning: 'r', citations: [], items: [], missing_information: questions, certainty };
}
const base = (): Factors => ({
  work_relatedness: factor('yes', 0.9),
  exceptions: factor('no', 0.1),
  recurrence: factor('yes', 0.9),
  treatment: factor('no', 0.1),
  significance: factor('no', 0.1),
});
const plain = makeCase('Incident at work.', 'Bruise.');

test('criteria_met booleans come from work_status alone and satisfy the criterion branch directly', () => {
  const cases: Array<[RecordabilityCase['work_status'], Partial<Record<string, boolean>>]> = [
    [{ days_away: 3 }, { days_away: true }],
    [{ days_away: 0 }, { days_away: false }],
    [{ restricted_duty: true }, { restricted_duty_or_transfer: true }],
    [{ job_transfer: true }, { restricted_duty_or_transfer: true }],
    [{ loss_of_consciousness: true }, { loss_of_consciousness: true }],
    [{ fatality: true }, { fatality: true }],
  ];
  for (const [ws, want] of cases) {
    const r = combineFactors(base(), { ...plain, work_status: ws });
    for (const [k, v] of Object.entries(want)) assert.equal(r.criteria_met[k as keyof typeof r.criteria_met], v, JSON.stringify(ws));
    const direct = Object.values(want).some(Boolean);
    assert.equal(r.criteria.recording_criteria.likelihood === 1, direct, JSON.stringify(ws));
    assert.equal(r.criteria.recording_criteria.verdict, direct ? 'yes' : 'no', JSON.stringify(ws));
  }
});

test('an exception ruled in negates work-relatedness', () => {
  const f = base();
  f.treatment = factor('yes', 0.95);
  f.exceptions = factor('yes', 0.88);
  const r = combineFactors(f, plain);
  assert.equal(r.criteria.work_related.verdict, 'no');
  assert.equal(r.criteria.work_related.exception_ruled_in, true);
  assert.equal(r.criteria.recordable_leaning, 'no');
  assert.ok(r.recordability_score < 0.2);
});

test('the score is the product of work-relatedness, new case and criterion probabilities', () => {
  const f = base();
  f.treatment = factor('yes', 0.95);
  const r = combineFactors(f, plain);
  const pCrit = 1 - (1 - 0.95) * (1 - 0.1);
  assert.equal(r.recordability_score, Math.round(0.9 * 0.9 * 0.9 * pCrit * 1000) / 1000);
  assert.equal(r.criteria_met.medical_treatment_beyond_first_aid, 'yes');
  assert.equal(r.criteria.recordable_leaning, 'yes');
});

test('an outcome stated only in the text is unconfirmed and asked about', () => {
  const r = combineFactors(base(), makeCase('Incident at work.', 'Back strain; the physician kept the employee off work for two days.'));
  const row = r.criteria.recording_criteria.rows.find((x) => x.criterion === 'days_away')!;
  assert.deepEqual([row.met, row.basis], ['unsure', 'case_text']);
  assert.equal(r.criteria_met.days_away, false);
  assert.ok(r.missing_information.some((m) => m.factors.includes('criteria') && /days away/.test(m.question)));
});

test('questions are merged without duplicates, unsure factors first', () => {
  const f = base();
  f.recurrence = factor('yes', 0.9, 0.6, ['Q-same?']);
  f.treatment = factor('unsure', 0.4, 0.3, ['Q-treat?', 'Q-same?']);
  const r = combineFactors(f, { ...plain, work_status: { days_away: 0, restricted_duty: false, loss_of_consciousness: false, fatality: false } });
  assert.deepEqual(r.missing_information, [
    { question: 'Q-treat?', factors: ['treatment'] },
    { question: 'Q-same?', factors: ['treatment', 'recurrence'] },
  ]);
});

test('input completeness grows with each optional block and the tier follows the overall confidence', () => {
  const full: RecordabilityCase = {
    ...plain,
    employee: { job_title: 'packer' },
    treatment: { prescription_issued: false },
    prior_condition: { exists: false },
    statements: [{ source: 'employee', text: 'It happened at the line.' }],
    work_status: { days_away: 0 },
  };
  assert.equal(inputCompleteness(plain), 0.23);
  assert.equal(inputCompleteness(full), 0.73);
  const cases: Array<[number, string]> = [[0.9, 'high'], [0.75, 'high'], [0.6, 'moderate'], [0.3, 'low']];
  for (const [n, tier] of cases) assert.equal(tierOf(n), tier);
});

test('time off or a restriction only on the day of the injury is not counted', () => {
  const cases: Array<[string, string]> = [
    ['Sent home for the rest of the shift; full duty the next day.', 'no'],
    ['Light duty for the remainder of the day only.', 'no'],
    ['The physician restricted lifting for two weeks.', 'unsure'],
  ];
  for (const [injury, met] of cases) {
    const rows = combineFactors(base(), makeCase('Incident at work.', injury)).criteria.recording_criteria.rows;
    const seen = rows.filter((r) => r.criterion === 'days_away' || r.criterion === 'restricted_duty_or_transfer').map((r) => r.met);
    assert.ok(met === 'no' ? seen.every((m) => m === 'no') : seen.includes('unsure'), injury);
  }
});
