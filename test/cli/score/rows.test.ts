/** Batch rows to submissions: --map, --reverse, CSV cell parsing, out-of-range and sex tallies. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planColumns, rowResponses } from '../../../src/cli/score/rows.ts';
import { UsageError } from '../../../src/errors.ts';
import { getInstrument } from '../../../src/instruments/index.ts';

const kinesiophobia = getInstrument('kinesiophobia')!;
const opioid = getInstrument('opioid_risk')!;
const itemColumns = (n: number, template = 'item_{n}') =>
  Array.from({ length: n }, (_, i) => template.replace('{n}', String(i + 1)));

test('--map finds prefixed item columns and leaves other columns alone', () => {
  const plan = planColumns(kinesiophobia, ['respondent', ...itemColumns(11, 'tsk_{n}')], {
    map: 'tsk_{n}',
  });
  assert.deepEqual(
    plan.items.map((i) => i.column),
    itemColumns(11, 'tsk_{n}'),
  );
  assert.deepEqual(plan.missingColumns, []);
});

test('header names are matched after trimming spaces', () => {
  const plan = planColumns(getInstrument('recovery_expectation')!, [' item_1 ']);
  assert.equal(plan.items[0]!.column, ' item_1 ');
});

const usageCases: Array<[string, string[], Parameters<typeof planColumns>[2], RegExp]> = [
  [
    'a header with none of the item columns',
    ['respondent', 'score'],
    {},
    /none of the kinesiophobia item columns \(item_1\.\.item_11\)/,
  ],
  ['a map template without {n}', itemColumns(11), { map: 'tsk_' }, /--map must contain \{n\}/],
  [
    'a reversal of an item the instrument lacks',
    itemColumns(11),
    { reverse: ['item_12'] },
    /item_12/,
  ],
];

for (const [title, columns, options, message] of usageCases) {
  test(`${title} is a usage error`, () => {
    assert.throws(
      () => planColumns(kinesiophobia, columns, options),
      (err: unknown) => err instanceof UsageError && message.test(err.message),
    );
  });
}

test('absent item columns are reported so every row can fail with them missing', () => {
  assert.deepEqual(planColumns(kinesiophobia, itemColumns(9)).missingColumns, [
    'item_10',
    'item_11',
  ]);
});

const cells: Array<[string, string, unknown]> = [
  ['integer text', '3', 3],
  ['padded integer text', ' 2 ', 2],
  ['a signed integer', '-1', -1],
  ['a spreadsheet-style 3.0', '3.0', 3],
  ['a fraction kept for the engine to reject', '2.5', '2.5'],
  ['words kept for the engine to reject', 'often', 'often'],
];

for (const [title, cell, expected] of cells) {
  test(`a CSV cell holding ${title} becomes ${JSON.stringify(expected)}`, () => {
    const plan = planColumns(getInstrument('recovery_expectation')!, ['item_1']);
    assert.deepEqual(rowResponses(plan, { item_1: cell }, true).responses, { item_1: expected });
  });
}

test('a blank cell is left out, so it counts as missing and not as responded', () => {
  const plan = planColumns(getInstrument('recovery_expectation')!, ['item_1']);
  assert.deepEqual(rowResponses(plan, { item_1: '  ' }, true).responses, {});
});

test('JSON values are used as given, like the API (a numeric string stays a string)', () => {
  const plan = planColumns(getInstrument('recovery_expectation')!, ['item_1']);
  assert.deepEqual(rowResponses(plan, { item_1: '3' }, false).responses, { item_1: '3' });
});

test('--reverse applies lowest + highest minus the answer (5 minus the answer on 1-4) to the named items only', () => {
  const plan = planColumns(kinesiophobia, itemColumns(11), { reverse: ['item_4', 'item_8'] });
  const values = Object.fromEntries(itemColumns(11).map((c) => [c, '1']));
  const { responses } = rowResponses(plan, { ...values, item_8: '3' }, true);
  assert.deepEqual([responses.item_4, responses.item_8, responses.item_1], [4, 2, 1]);
});

test('out-of-range answers are flagged before reversal and still used', () => {
  const plan = planColumns(kinesiophobia, itemColumns(11), { reverse: ['item_4'] });
  const values = Object.fromEntries(itemColumns(11).map((c) => [c, '2']));
  const result = rowResponses(plan, { ...values, item_4: '0', item_5: '5' }, true);
  assert.deepEqual(result.outOfRange, ['item_4', 'item_5']);
  assert.deepEqual([result.responses.item_4, result.responses.item_5], [5, 5]);
});

const sexCases: Array<[string, string | undefined, unknown, boolean]> = [
  ['female', 'female', 'female', false],
  ['male', 'male', 'male', false],
  ['a padded female', ' female ', 'female', false],
  ['an unrecognised F', 'F', 'F', true],
  ['a blank cell', '', undefined, false],
];

for (const [title, cell, expected, flagged] of sexCases) {
  test(`an opioid_risk sex cell holding ${title} passes ${JSON.stringify(expected)} to the engine`, () => {
    const plan = planColumns(opioid, ['sex', ...itemColumns(5)]);
    const values: Record<string, unknown> = Object.fromEntries(itemColumns(5).map((c) => [c, '0']));
    if (cell !== undefined) values.sex = cell;
    const result = rowResponses(plan, values, true);
    assert.equal(result.responses.sex, expected);
    assert.equal(result.unrecognisedSex, flagged);
  });
}

test('sex is not read for instruments that do not weight by it', () => {
  const plan = planColumns(kinesiophobia, ['sex', ...itemColumns(11)]);
  assert.equal(plan.sexColumn, null);
});
