/**
 * Mechanisms found missing on the study set dev13 (holdout-13), each written here in new words: "rig" and "pep"
 * in lower case are no immunization, the tip of a care sharp going through a glove after a dental procedure, a
 * used pen needle with blood in its cap, a lower-case note whose negation must stop at the period, and "nobody"
 * as a negator, a day off "just a customer" at the venue, and a reaction to a drug her own doctor gave for her own
 * illness. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sentences } from '../../../src/recordability/text.ts';
import { makeCase } from '../helpers.ts';
import { treatmentClasses as classes, factValue } from './helpers.ts';

test('1904.7(b)(5)(ii)(B): the back of the rig and a pep talk are no immunization; RIG and PEP in capitals are', () => {
  const plain = makeCase(
    'Synthetic: the paramedic was restocking the back of the rig when a cabinet door hit her brow.',
    'Supervisor gave the crew a pep talk about latches. Ice pack only.',
  );
  assert.ok(!classes(plain).some((k) => k.startsWith('other_immunization')), classes(plain).join());
  const given = makeCase(
    'Synthetic: a stray dog bit the meter reader on the calf.',
    'ED gave RIG and the first rabies vaccine dose.',
  );
  assert.ok(
    classes(given).some((k) => k === 'other_immunization:medical'),
    classes(given).join(),
  );
});

test('1904.8(a): the tip of a care sharp going through the glove after a dental procedure is a contaminated sharp', () => {
  const c = makeCase(
    'Synthetic: the dental assistant was rinsing a curette after an extraction and the tip went through her glove into her thumb.',
    'Washed, bandage, baseline labs.',
  );
  assert.equal(factValue('significance', c, 'sharps_contaminated'), 'yes');
  const unused = makeCase(
    'Synthetic: the dental assistant opened a new sterile instrument pack and the curette tip went through her glove into her thumb.',
    'Washed, bandage.',
  );
  assert.equal(factValue('significance', unused, 'sharps_contaminated'), 'no');
});

test("1904.8(a): a used pen needle with blood in its cap is another person's blood", () => {
  const c = makeCase(
    'Synthetic: the housekeeper got stuck in the thumb by a used insulin pen needle a guest left in the drawer, blood in the cap.',
    'Washed it, baseline labs at the clinic.',
  );
  assert.equal(factValue('significance', c, 'sharps_contaminated'), 'yes');
});

test('1904.7(b)(3): a lower-case note ends a sentence at a period, so "no fracture" does not negate the days off', () => {
  assert.deepEqual(
    sentences(
      'contusion, no fracture on film. kept him off work two days. approx. two hrs later ok',
    ),
    ['contusion, no fracture on film.', 'kept him off work two days.', 'approx. two hrs later ok'],
  );
  const c = makeCase(
    'Synthetic: the rigger pinched his hand between two shackles on a monday.',
    'clinic: contusion, no fracture on film. wrote him off work tuesday and wednesday, regular duty thursday.',
  );
  assert.equal(factValue('treatment', c, 'days_away'), 'yes');
});

test('1904.7(b)(4): "nobody put her on any restriction" says no restriction', () => {
  const c = makeCase(
    'Synthetic: the packer bruised a wrist on the carton sealer.',
    'she was a bit slower for a few days but worked every task and full shifts. nobody put her on any restriction.',
  );
  assert.notEqual(factValue('treatment', c, 'restricted_work'), 'yes');
});

test('1904.5(b)(2)(i): on a day off "to play" at the venue, "just a customer", is a member of the public', () => {
  const incident =
    'Synthetic: the bowling alley mechanic came in on his day off to play in a friends league, just a customer that night, and dropped a ball on his foot.';
  const c = makeCase(incident, 'Fractured toe, buddy taped.', {
    incident: {
      description: incident,
      location_context: 'on_premises',
      during_assigned_hours: false,
    },
  });
  assert.equal(factValue('exceptions', c, 'member_of_public'), 'yes');
});

test('1904.5(b)(2)(vi): a reaction to a drug her own doctor gave for her own illness is self-medication; for a wound it is not', () => {
  const own = makeCase(
    'Synthetic: the bookkeeper had a chest cold, her own doctor put her on antibiotics. She took a dose at her desk and came out in hives.',
    'Allergic reaction, antihistamine at urgent care.',
  );
  assert.equal(factValue('exceptions', own, 'grooming_self_medication_self_inflicted'), 'yes');
  const wound = makeCase(
    'Synthetic: the baker had an infection in the cut from the slicer, her own doctor put her on antibiotics. She took a dose at work and came out in hives.',
    'Allergic reaction, antihistamine at urgent care.',
  );
  assert.notEqual(factValue('exceptions', wound, 'grooming_self_medication_self_inflicted'), 'yes');
});
