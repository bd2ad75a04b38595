/** buildLog's CSV documents keep spreadsheet formulas out by default, and write raw cells when asked (an upload). Synthetic. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildLog } from '../../src/recordkeeping/build.ts';
import { decision, establishment } from './helpers.ts';

const input = (formulaGuard?: boolean) => ({
  establishment: establishment(),
  cases: [],
  decisions: [
    decision('synthetic-1', { where: '=HYPERLINK("x")', description: '-cut to the hand' }),
  ],
  ...(formulaGuard === undefined ? {} : { formulaGuard }),
});

test('a 300 Log cell that starts like a formula is written as text by default', () => {
  const log = buildLog(input()).documents.log_300_csv;
  assert.match(log, /'=HYPERLINK/);
  assert.match(log, /'-cut to the hand/);
  assert.equal(
    buildLog(input()).checks.items.some((c) => c.status === 'fail'),
    false,
  );
});

test('with the guard off the cells are written as they are', () => {
  const built = buildLog(input(false));
  assert.doesNotMatch(built.documents.log_300_csv, /'=|'-/);
  assert.match(built.documents.log_300_csv, /-cut to the hand/);
});
