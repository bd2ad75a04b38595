import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PartFacts } from '../../../../src/recordability/facts/parts.ts';
import { readPartOffline } from '../../../../src/recordability/read/offline/index.ts';
import { singleDoseMg } from '../../../../src/recordability/read/offline/treatment-drugs.ts';
import { caseTexts } from '../../../../src/recordability/read/verify.ts';
import type { RecordabilityCase } from '../../../../src/recordability/schema.ts';
import { makeCase } from '../../helpers.ts';

/** A synthetic case: the injury text, and the treatment entries when given. */
function synthetic(injury: string, provided?: string[]): RecordabilityCase {
  return makeCase(
    'Synthetic incident: the worker was hurt on the line.',
    injury,
    provided === undefined ? {} : { treatment: { provided } },
  );
}

function read(c: RecordabilityCase): PartFacts {
  const part = readPartOffline('treatment', c);
  const texts = caseTexts(c).map((t) => t.text);
  const spans = [
    ...part.treatments.map((t) => t.evidence.span),
    ...Object.values(part.facts).flatMap((v) => v!.evidence.map((e) => e.span)),
  ];
  for (const span of spans)
    assert.ok(
      texts.some((t) => t.includes(span)),
      `span not verbatim in the case: ${span}`,
    );
  return part;
}

const classes = (part: PartFacts) => part.treatments.map((t) => `${t.key}:${t.class}`);

test('each treatment is classed against the closed list of 1904.7(b)(5)', () => {
  const cases: Array<[string, string, string[] | undefined, string]> = [
    [
      'sutures close a wound: (D) medical',
      'Synthetic cut to the palm, 4 sutures placed at urgent care.',
      undefined,
      'wound_closure_device:medical',
    ],
    [
      'Steri-Strips are first aid (D)',
      'Synthetic cut, edges held with steri strips.',
      undefined,
      'wound_closure_strips:first_aid',
    ],
    [
      'tissue glue is a closure device (D)',
      'Synthetic cut closed with skin glue.',
      undefined,
      'wound_closure_device:medical',
    ],
    [
      'an OTC closure device is still a closure device (D)',
      'Synthetic scalp cut closed with a Zipstitch (over-the-counter wound closure device).',
      undefined,
      'wound_closure_device:medical',
    ],
    [
      'a prescription drug is medical (A)',
      'Synthetic strain; the clinic prescribed a muscle relaxant.',
      undefined,
      'medication_prescription_drug:medical',
    ],
    [
      'OTC hydrocortisone is first aid though "cortisone" is in its name (A)',
      'Synthetic rash; hydrocortisone OTC cream applied.',
      undefined,
      'medication_hydrocortisone:first_aid',
    ],
    [
      'ibuprofen above 467 mg is prescription strength (A)',
      'Synthetic sprain; the physician recommended ibuprofen 800 mg three times a day.',
      undefined,
      'medication_ibuprofen:medical',
    ],
    [
      'four 200-mg tablets are one 800 mg dose (A)',
      'Synthetic strain; the PA said to take over-the-counter ibuprofen, four 200-mg tablets at once.',
      undefined,
      'medication_ibuprofen:medical',
    ],
    [
      'naproxen at 220 mg is non-prescription strength (A)',
      'Synthetic strain; the NP said one OTC naproxen sodium 220 mg tablet as the label directs.',
      undefined,
      'medication_naproxen:first_aid',
    ],
    [
      'dilating drops for the exam are diagnostic (B)',
      'Synthetic eye exam with prescription dilating drops for diagnosis only.',
      undefined,
      'medication_diagnostic_drops:not_treatment',
    ],
    [
      'tetanus is first aid (B)',
      'Synthetic puncture; Tdap booster given.',
      undefined,
      'tetanus_immunization:first_aid',
    ],
    [
      'another vaccine is medical (B)',
      'Synthetic bite; the rabies vaccine series was started.',
      undefined,
      'other_immunization:medical',
    ],
    [
      'a rigid splint is medical (F)',
      'Synthetic finger sprain; rigid aluminum finger splint to immobilize it.',
      undefined,
      'rigid_immobilization:medical',
    ],
    [
      'an elastic wrap is first aid (F)',
      'Synthetic ankle sprain; elastic wrap applied.',
      undefined,
      'non_rigid_support:first_aid',
    ],
    [
      'a brace with its stays removed is non-rigid (F)',
      'Synthetic wrist strain; OTC wrist brace with stays removed.',
      undefined,
      'non_rigid_support:first_aid',
    ],
    [
      'a splint for transport is first aid (G)',
      'Synthetic forearm injury; paramedics applied a splint for transport.',
      undefined,
      'transport_immobilization:first_aid',
    ],
    [
      'eye irrigation is first aid (J)',
      'Synthetic grit in the eye, flushed at the eyewash.',
      undefined,
      'eye_irrigation_or_swab:first_aid',
    ],
    [
      'an eye spud is medical (J)',
      'Synthetic metal fragment in the cornea removed with an eye spud.',
      undefined,
      'eye_foreign_body_other_means:medical',
    ],
    [
      'tweezers on a splinter are first aid (K)',
      'Synthetic splinter removed with tweezers.',
      undefined,
      'splinter_simple_removal:first_aid',
    ],
    [
      'a rigid finger guard is still a finger guard (L)',
      'Synthetic fingertip bruise; rigid finger guard applied.',
      undefined,
      'finger_guard:first_aid',
    ],
    [
      'massage is first aid, physical therapy is not (M)',
      'Synthetic neck strain; massage given.',
      undefined,
      'massage:first_aid',
    ],
    [
      'physical therapy is medical (M)',
      'Synthetic elbow strain; referred to physical therapy.',
      undefined,
      'physical_therapy_or_chiropractic:medical',
    ],
    [
      'PT by its capitals, with the patient between verb and noun (M)',
      'Synthetic ankle sprain. Occ med sent her to PT, 4 visits.',
      undefined,
      'physical_therapy_or_chiropractic:medical',
    ],
    [
      'fluids for heat stress are first aid (N)',
      'Synthetic heat stress; drank water and electrolyte drinks in the shade.',
      undefined,
      'drinking_fluids_heat_stress:first_aid',
    ],
    [
      'IV fluids are not on the list',
      'Synthetic heat exhaustion treated with IV fluids.',
      undefined,
      'intravenous_fluids:medical',
    ],
    [
      'light therapy is neither heat nor cold',
      'Synthetic tendon soreness; red light therapy sessions.',
      undefined,
      'device_therapy:medical',
    ],
    [
      'observation is not treatment (i)(A)',
      'Synthetic head bump; admitted overnight for observation only.',
      undefined,
      'observation:not_treatment',
    ],
    [
      'an x-ray is diagnostic (i)(B)',
      'Synthetic foot bruise; x-ray negative.',
      undefined,
      'diagnostic_procedure:not_treatment',
    ],
    [
      'oxygen as a precaution with no symptoms is not treatment',
      'Synthetic leak nearby; the worker had no symptoms and was given oxygen purely as a precaution.',
      undefined,
      'precautionary_oxygen:not_treatment',
    ],
    [
      'oxygen for symptoms is medical',
      'Synthetic fume exposure with coughing; EMS gave oxygen by mask.',
      undefined,
      'oxygen:medical',
    ],
    [
      'a treatment entry is read too',
      'Synthetic laceration.',
      ['wound irrigation', '3 sutures'],
      'wound_closure_device:medical',
    ],
  ];
  for (const [title, injury, provided, want] of cases) {
    const got = classes(read(synthetic(injury, provided)));
    assert.ok(got.includes(want), `${title}: ${got.join(', ')}`);
  }
});

test('an entry is classed whole: words the list does not recognise keep it from first aid', () => {
  const cases: Array<[string, string[], string]> = [
    [
      'an unknown procedure beside ice',
      ['ice pack and nasal packing'],
      'unrecognised_treatment:unknown',
    ],
    ['an entry naming nothing on the list', ['bone stimulator'], 'unrecognised_treatment:unknown'],
  ];
  for (const [title, provided, want] of cases) {
    const got = classes(read(synthetic('Synthetic injury.', provided)));
    assert.ok(got.includes(want), `${title}: ${got.join(', ')}`);
  }
  const plain = read(
    synthetic('Synthetic injury.', [
      'ice packs repeatedly over 3 days',
      'OTC ibuprofen 200 mg per label',
    ]),
  );
  assert.deepEqual(
    plain.treatments.map((t) => t.class),
    ['first_aid', 'first_aid'],
  );
});

test('a case that does not settle the class asks its question', () => {
  const cases: Array<[string, string, string]> = [
    [
      'brace rigidity unstated',
      'Synthetic wrist strain; wrist brace given.',
      'support_rigidity_unstated',
    ],
    [
      'strength of a recommended drug unstated',
      'Synthetic strain; the physician recommended ibuprofen.',
      'medication_ibuprofen',
    ],
    [
      'prescription status unstated',
      'Synthetic burn; the clinic gave an ointment.',
      'medication_medication',
    ],
    [
      'eye removal means unstated',
      'Synthetic metal particle in the eye removed at the clinic.',
      'eye_foreign_body_method_unstated',
    ],
    ['only a label', 'Synthetic bruise; the worker received first aid.', 'first_aid_unnamed'],
  ];
  for (const [title, injury, key] of cases) {
    const t = read(synthetic(injury)).treatments.find((x) => x.key === key);
    assert.ok(t !== undefined, title);
    assert.equal(t.class, 'unknown', title);
    assert.ok((t.question ?? '').length > 0, title);
  }
});

test('treatments the text rules out are not treatments', () => {
  const cases: Array<[string, string]> = [
    ['"no sutures needed"', 'Synthetic cut; Steri-Strips applied, no sutures needed.'],
    [
      '"sutures not needed"',
      'Synthetic cut; the doctor decided sutures not needed, butterfly closures used.',
    ],
    ['"instead of stitches"', 'Synthetic cut held with Steri-Strips instead of stitches.'],
    ['"No Rx, no PT"', 'Synthetic elbow soreness; ice and heat packs. No Rx, no PT.'],
    [
      '"prescribed nothing"',
      'Synthetic bruise; the doctor ordered an x-ray and prescribed nothing.',
    ],
  ];
  for (const [title, injury] of cases) {
    const part = read(synthetic(injury));
    assert.ok(
      !part.treatments.some((t) => t.class === 'medical'),
      `${title}: ${classes(part).join(', ')}`,
    );
  }
});

test('a recommended treatment is recorded as recommended even when not followed (1904.7(b)(5)(v))', () => {
  const part = read(
    synthetic(
      'Synthetic back strain; the physician prescribed a muscle relaxant and the worker declined to fill it.',
    ),
  );
  const t = part.treatments.find((x) => x.class === 'medical');
  assert.equal(t?.status, 'recommended');
});

test('an unknown reading gives way to the same treatment classed elsewhere in the case', () => {
  const part = read(synthetic('Synthetic wrist strain; non-rigid wrist brace.', ['wrist brace']));
  assert.deepEqual(classes(part), ['non_rigid_support:first_aid']);
});

test('a case that says no treatment was given reads medical treatment as no', () => {
  const part = read(synthetic('Synthetic scratch, no treatment needed.'));
  assert.equal(part.treatments.length, 0);
  assert.equal(part.facts.medical_treatment?.value, 'no');
});

test("an earlier condition's treatment and care given to someone else are not this injury's treatment", () => {
  const history = read(
    synthetic(
      'Synthetic knee ache; previously managed with physical therapy years ago. Ice today.',
    ),
  );
  assert.ok(!history.treatments.some((t) => t.class === 'medical'), classes(history).join(', '));
  const care = read(
    synthetic(
      'Synthetic needlestick while recapping after an IM injection; washed with soap and water.',
    ),
  );
  assert.ok(!care.treatments.some((t) => t.key === 'injection'), classes(care).join(', '));
  const instrument = read(
    synthetic('Synthetic stick with the needle just used to vaccinate a dog; washed, plaster.'),
  );
  assert.ok(
    !instrument.treatments.some((t) => t.class === 'medical'),
    classes(instrument).join(', '),
  );
});

test('single doses are read from the dose text', () => {
  const cases: Array<[string, number | null]> = [
    ['ibuprofen 800 mg', 800],
    ['four 200-mg tablets (800 mg)', 800],
    ['200-400 mg per dose', 400],
    ['one 12.5 mg tablet', 12.5],
    ['Motrin 800', 800],
    ['ibuprofen 200 mg, up to 1200 mg per day', 200],
    ['Advil', null],
    // A count of tablets of a strength, words between: one dose of 800 mg.
    ['take three of the store brand 200 mg ibuprofen twice a day', 600],
    ['2 tabs of the 220 mg naproxen', 440],
  ];
  for (const [text, want] of cases) assert.equal(singleDoseMg(text), want, text);
});
