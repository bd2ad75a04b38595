/**
 * Mechanisms found missing on the study set dev14 (holdout-14), each written here in new words: the employer named
 * by what it sells ("Rx benefits call center"), care the employee gives others, a closure "borderline" for
 * stitches, contrast given only for a scan, taking a nail off, opening the skin with a blade to reach a splinter,
 * a chair that "came around" (not a worker who came to), a city garage that is the workplace, a lunch soaked by a
 * work chemical, a client's hair, the brakes of his own truck on a day off, and a car driven into a pillar while
 * arriving. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../src/recordability/schema.ts';
import { makeCase } from '../helpers.ts';
import { treatmentClasses as classes, factValue } from './helpers.ts';

const GARAGE =
  'Synthetic: city bus garage. fleet mechanic was lifting a brake drum off the hub and it came loose, he strained his back.';
const medical = (c: RecordabilityCase) => classes(c).filter((k) => k.endsWith(':medical'));

test('1904.7(b)(5): the employer named by what it handles is no prescription for the worker', () => {
  const c = makeCase(
    'Synthetic: Rx mail-order fulfillment warehouse, packing line. Packer twisted her ankle stepping off the mat.',
    'Ice and an ace wrap at the first-aid station, back to packing.',
  );
  assert.deepEqual(medical(c), []);
});

test('1904.7(b)(5): care the employee gives to clients is not care of her injury', () => {
  const c = makeCase(
    "Synthetic: mobile phlebotomy service, tech giving flu shots at a client's warehouse bumped her elbow on a rack.",
    'Ice pack, no other care.',
  );
  assert.deepEqual(medical(c), []);
});

test('1904.7(b)(5)(ii)(D): stitches the clinician was "borderline for" and did not use are no treatment', () => {
  const c = makeCase(
    'Synthetic: the glazier cut his forearm on a pane edge.',
    'The NP said it was borderline for sutures, closed it with Steri-Strips instead and a dressing.',
  );
  assert.ok(!classes(c).some((k) => k.startsWith('wound_closure_device')), classes(c).join());
});

test('1904.7(b)(5)(i)(B): contrast given only for a scan is diagnostic, not IV fluids', () => {
  const c = makeCase(
    'Synthetic: the stocker was struck in the flank by a falling case.',
    'ER ran an MRI with IV contrast, normal, and told her OTC naproxen at the label dose.',
  );
  assert.deepEqual(medical(c), []);
  assert.ok(classes(c).includes('diagnostic_contrast:not_treatment'), classes(c).join());
  const drip = makeCase(
    'Synthetic: the roofer collapsed in the heat.',
    'ER gave him IV fluids and sent him home.',
  );
  assert.ok(
    medical(drip).some((k) => k.startsWith('intravenous_fluids')),
    classes(drip).join(),
  );
});

test('1904.7(b)(5)(ii)(H): taking a nail off is not the drilling the list allows', () => {
  const off = makeCase(
    'Synthetic: a pallet came down on the loader’s left big toe.',
    'Podiatry numbed it and removed the damaged toenail, then dressed it.',
  );
  assert.ok(
    medical(off).some((k) => k.startsWith('nail_removal')),
    classes(off).join(),
  );
  const drilled = makeCase(
    'Synthetic: a pallet came down on the loader’s left big toe.',
    'Clinic drilled the toenail to let the blood out and taped it.',
  );
  assert.deepEqual(medical(drilled), []);
});

test('1904.7(b)(5)(ii)(K): a cut made with a scalpel to reach a splinter is beyond simple removal', () => {
  const c = makeCase(
    'Synthetic: a cedar splinter broke off deep in the deckhand’s palm.',
    'Clinic made a small incision with a scalpel and lifted the piece out, bandaged it.',
  );
  assert.ok(
    medical(c).some((k) => k.startsWith('incision')),
    classes(c).join(),
  );
});

test('1904.7(b)(6): a machine part that "came around" is no worker regaining consciousness', () => {
  const swing = makeCase(
    'Synthetic: the turnstile arm came around and hit the ticket taker on the hip.',
    'Bruise, ice.',
  );
  assert.notEqual(factValue('treatment', swing, 'loss_of_consciousness'), 'yes');
  const out = makeCase(
    'Synthetic: the cook slumped against the walk-in door after the fumes.',
    'He came around in about half a minute and was sent to the ER.',
  );
  assert.equal(factValue('treatment', out, 'loss_of_consciousness'), 'yes');
});

test('1904.5(b)(1): a city garage where the mechanic works is not read as a public place the employer does not control', () => {
  const shop = makeCase(
    GARAGE,
    'Bandage.',
    // Narrative only: no location field to lean on.
    { incident: { description: GARAGE } },
  );
  assert.notEqual(factValue('work_relatedness', shop, 'in_work_environment'), 'no');
});

test('1904.5(b)(2)(iv) note: a lunch soaked by a work chemical is food contaminated at work', () => {
  const c = makeCase(
    'Synthetic: orchard hand left his lunch box by the mixing tank; the herbicide line leaked and splashed over the lunch box. He ate the sandwich at noon.',
    'Vomiting within the hour, ER observed him.',
  );
  assert.equal(factValue('exceptions', c, 'food_contaminated_or_employer_supplied'), 'yes');
});

test("1904.5(b)(2)(vi): styling a client's hair is the stylist's work, her own hair is grooming", () => {
  const client = makeCase(
    "Synthetic: salon. stylist was curling a customer's hair with the curling iron and burned her own wrist.",
    'First degree burn, cool water.',
  );
  assert.notEqual(
    factValue('exceptions', client, 'grooming_self_medication_self_inflicted'),
    'yes',
  );
  const own = makeCase(
    'Synthetic: before the client lunch, the planner used her own hair straightener in the staff restroom and burned her ear.',
    'Burn cream from urgent care.',
  );
  assert.equal(factValue('exceptions', own, 'grooming_self_medication_self_inflicted'), 'yes');
});

test('1904.5(b)(2)(v): doing the brakes on his own truck on a day off is a personal task', () => {
  const c = makeCase(
    'Synthetic: on his day off the millwright came in to do the brakes on his own truck in the maintenance bay and a caliper pinched his thumb.',
    'Two stitches.',
  );
  assert.equal(factValue('exceptions', c, 'personal_task_outside_hours'), 'yes');
});

test('1904.5(b)(2)(vii): driving in to the shift and hitting a pillar in the company garage is a commuting accident', () => {
  const c = makeCase(
    'Synthetic: company parking garage. The dispatcher was driving in for her shift, took the turn too wide and struck a concrete pillar.',
    'Whiplash, physical therapy.',
  );
  assert.equal(factValue('exceptions', c, 'commute_vehicle_accident_on_lot'), 'yes');
  const walking = makeCase(
    'Synthetic: company parking garage. The dispatcher was walking in for her shift, slipped on oil and struck a concrete pillar.',
    'Bruised shoulder, physical therapy.',
  );
  assert.notEqual(factValue('exceptions', walking, 'commute_vehicle_accident_on_lot'), 'yes');
});
