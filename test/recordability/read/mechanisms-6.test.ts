/**
 * Mechanisms found missing on the study set dev13 (holdout-13), each written here in new words: "rig" and "pep"
 * in lower case are no immunization, the tip of a care sharp going through a glove after a dental procedure, a
 * used pen needle with blood in its cap, a lower-case note whose negation must stop at the period, and "nobody"
 * as a negator. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPartOffline } from '../../../src/recordability/read/offline/index.ts';
import type { RecordabilityCase } from '../../../src/recordability/schema.ts';
import { sentences } from '../../../src/recordability/text.ts';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

const classes = (c: RecordabilityCase) =>
  readPartOffline('treatment', c).treatments.map((t) => `${t.key}:${t.class}`);

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
