/**
 * Mechanisms found missing on the study set dev14 (holdout-14) and the fresh sets after it, each written here in
 * new words: a home worker paid per unit of work whose injury comes from that work, and a wrist "bent back" with
 * words between as a new event at work. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../src/recordability/schema.ts';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

const atHome = (description: string): RecordabilityCase =>
  makeCase(description, 'Urgent care, prescription eye drops.', {
    incident: { description, location_context: 'work_from_home' },
  });

test('1904.5(b)(7): a home worker paid per batch, hurt by the test she is paid for, is hurt by the work', () => {
  const c = atHome(
    'Synthetic: remote tester for a cleaning-products maker, paid per batch to try formulas at home. A test kit vial cracked and splashed her eye.',
  );
  assert.equal(factValue('work_relatedness', c, 'home_environment_cause'), 'no');
});

test('1904.5(b)(7): the home setting still wins for the same home worker', () => {
  const c = atHome(
    'Synthetic: remote tester paid per batch; walking to the mailbox she tripped over the family dog.',
  );
  assert.equal(factValue('work_relatedness', c, 'home_environment_cause'), 'yes');
});

test('1904.6(a)(2): a wrist bent back, with words between, is a new event at work', () => {
  const c = makeCase(
    'Synthetic: bindery operator bent her left hand and wrist back freeing a stuck signature in the folder.',
    'Clinic: left wrist sprain, off work one day.',
    {
      prior_condition: {
        exists: true,
        description:
          'Recorded left wrist sprain at this bindery last spring; released, no symptoms for months.',
      },
    },
  );
  assert.equal(factValue('recurrence', c, 'new_work_event_caused_recurrence'), 'yes');
});
