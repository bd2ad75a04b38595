/**
 * Raised but not settled: a presumption the case text touches without any reader settling it stays the answer,
 * but the decision that rests on it is reported as less sure, marked on the decision path and asked about.
 * Synthetic cases written for this test.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideCase } from '../../../src/recordability/decide/index.ts';
import { readFields } from '../../../src/recordability/facts/fields.ts';
import { mergeFacts } from '../../../src/recordability/facts/merge.ts';
import { FACTS } from '../../../src/recordability/facts/schema.ts';
import { readPartOffline } from '../../../src/recordability/read/offline/index.ts';
import { unsettledFacts } from '../../../src/recordability/read/raised.ts';
import { FACTOR_NAMES, type RecordabilityCase } from '../../../src/recordability/schema.ts';
import { makeCase } from '../helpers.ts';

/** The offline reader's five parts, folded with the fields, as readCase does before the screen. */
const fieldsOnly = (c: RecordabilityCase) =>
  mergeFacts(
    readFields(c),
    FACTOR_NAMES.map((part) => readPartOffline(part, c)),
  );

function decideWith(c: RecordabilityCase, unsettled: boolean) {
  const read = fieldsOnly(c);
  return decideCase({
    read: { ...read, unsettled: unsettled ? unsettledFacts(c, read.facts) : [] },
    case: c,
    excerpts: {},
    lens: 'safety',
  });
}

const sutured = (incident: string): RecordabilityCase =>
  makeCase(incident, 'Synthetic laceration of the forearm.', {
    treatment: { provided: ['6 sutures'] },
    work_status: { days_away: 0 },
  });

test('a topic the text touches and no reader settled is unsettled; a topic it never touches is not', () => {
  const c = sutured(
    'Synthetic: just before the lunch hour the packer cut the forearm on a box cutter at the packing line.',
  );
  const unsettled = unsettledFacts(c, fieldsOnly(c).facts);
  assert.ok(unsettled.includes('personal_food'));
  assert.ok(!unsettled.includes('common_cold_or_flu'));
  assert.ok(!unsettled.includes('commute_vehicle_accident_on_lot'));
});

test('a fact settled by a reading is never unsettled, whatever the words', () => {
  const c = sutured(
    'Synthetic: just before the lunch hour the packer cut the forearm on a box cutter at the packing line.',
  );
  const read = fieldsOnly(c);
  const settled = {
    ...read.facts,
    personal_food: {
      value: 'no' as const,
      evidence: [
        {
          where: 'case.incident.description',
          span: 'eating lunch',
          provenance: 'narrative' as const,
        },
      ],
    },
  };
  assert.ok(!unsettledFacts(c, settled).includes('personal_food'));
});

test('an unsettled presumption on the decision path lowers the confidence but never changes the decision', () => {
  const c = sutured(
    'Synthetic: just before the lunch hour the packer cut the forearm on a box cutter at the packing line.',
  );
  const plain = decideWith(c, false);
  const screened = decideWith(c, true);
  assert.equal(
    screened.combined.criteria.recordable_leaning,
    plain.combined.criteria.recordable_leaning,
  );
  assert.equal(screened.combined.recordability_score, plain.combined.recordability_score);
  assert.ok(screened.combined.confidence.overall < plain.combined.confidence.overall);
  assert.notEqual(screened.combined.confidence.tier, 'high');
  const step = screened.combined.confidence.breakdown.decision_path.find(
    (s) => s.fact === 'personal_food',
  );
  assert.equal(step?.unsettled, true);
  assert.ok(
    screened.combined.missing_information.some((q) => q.question === FACTS.personal_food.question),
  );
});

test('a case whose text touches no presumed topic keeps the confidence its evidence earns', () => {
  const c = sutured(
    'Synthetic: the packer cut the forearm on a box cutter while opening cartons at the line.',
  );
  assert.deepEqual(
    decideWith(c, true).combined.confidence,
    decideWith(c, false).combined.confidence,
  );
});
