/**
 * Mechanisms found missing on the study sets, each written here in new words: days off because a child was ill
 * and day care would not take him, which are not days away from this injury (1904.7(b)(3)); an overhead limit for
 * a worker who never works above the shoulder and did her normal work, which restricts no routine function
 * ((b)(4)(ii), (iv)); a clinician's "take four of the 200 mg tablets", one dose at prescription strength
 * ((b)(5)(ii)(A)). Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPartOffline } from '../../../src/recordability/read/offline/index.ts';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

test('1904.7(b)(3): days off because a child had the flu and day care would not take her are not days away', () => {
  const c = makeCase(
    'Synthetic: bakery packer knocked her right elbow on a rack on a monday. Bruised.',
    'Cold pack, kept working. She was off thursday and friday because her little girl caught the flu and daycare wouldnt take her. Elbow fine.',
  );
  assert.notEqual(factValue('treatment', c, 'days_away'), 'yes');
});

test('1904.7(b)(3): days off because of the injury still count', () => {
  const c = makeCase(
    'Synthetic: bakery packer knocked her right elbow on a rack on a monday.',
    'Clinic: elbow fracture, off work thursday and friday because of the elbow.',
  );
  assert.equal(factValue('treatment', c, 'days_away'), 'yes');
});

test('1904.7(b)(4)(ii): an overhead limit for a worker who never works overhead, doing her normal work, restricts nothing', () => {
  const c = makeCase(
    'Synthetic: label printer operator strained her left shoulder lifting a roll onto the spindle.',
    'Clinic: shoulder strain, no overhead reaching for a week. She never works above shoulder height, the spindle sits at waist level. She did her normal work, full shifts.',
  );
  assert.notEqual(factValue('treatment', c, 'restricted_work'), 'yes');
});

test('1904.7(b)(5)(ii)(A): "take four of the 200 mg tablets" is one 800 mg dose, prescription strength', () => {
  const c = makeCase(
    'Synthetic: tyre fitter strained his right wrist breaking a bead.',
    'Occ med: wrist strain. No prescription, take four of the plain store 200 mg ibuprofen three times a day for a week. Full duty.',
  );
  const drug = readPartOffline('treatment', c).treatments.find(
    (t) => t.key === 'medication_ibuprofen',
  );
  assert.equal(drug?.class, 'medical');
});
