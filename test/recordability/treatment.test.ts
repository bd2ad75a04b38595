import assert from 'node:assert/strict';
import { test } from 'node:test';
import { singleDoseMg } from '../../src/recordability/first-aid.ts';
import { analyzeTreatment, findTreatments } from '../../src/recordability/rules/treatment.ts';
import { makeCase } from './helpers.ts';

const entry = (text: string) => [{ label: 'treatment entry 1', text }];
const kinds = (text: string) => findTreatments(entry(text)).filter((f) => !f.negated).map((f) => `${f.rule.key}:${f.kind}`);

test('treatments named in free text are placed against the closed first-aid list of 1904.7(b)(5)(ii)', () => {
  const cases: Array<[string, string]> = [
    ['ibuprofen 200 mg over the counter', 'otc_medication_dose:first_aid'],
    ['ibuprofen 800 mg three times daily', 'otc_medication_dose:medical'],
    ['two 200 mg tablets of Advil', 'otc_medication_dose:first_aid'],
    ['naproxen 500 mg', 'otc_medication_dose:medical'],
    ['prescription-strength naproxen', 'prescription_strength_medication:medical'],
    ['prescribed a muscle relaxant', 'prescription_medication:medical'],
    ['tetanus booster', 'tetanus_immunization:first_aid'],
    ['hepatitis B vaccine series', 'other_immunization:medical'],
    ['Steri-Strips', 'wound_closure_strips:first_aid'],
    ['butterfly bandage', 'wound_closure_strips:first_aid'],
    ['four sutures', 'wound_closure_device:medical'],
    ['surgical glue', 'wound_closure_device:medical'],
    ['staples', 'wound_closure_device:medical'],
    ['ice pack', 'hot_or_cold_therapy:first_aid'],
    ['elastic bandage', 'non_rigid_support:first_aid'],
    ['rigid aluminum finger splint', 'rigid_immobilization:medical'],
    ['splint applied by paramedics during ambulance transport', 'transport_immobilization:first_aid'],
    ['drilling of the fingernail to relieve pressure', 'nail_drilling_or_blister:first_aid'],
    ['eye patch', 'eye_patch:first_aid'],
    ['foreign body flushed from the eye with irrigation', 'eye_foreign_body_irrigation:first_aid'],
    ['metal foreign body removed from the eye with a spud', 'eye_foreign_body_other_means:medical'],
    ['splinter removed with tweezers', 'splinter_simple_removal:first_aid'],
    ['finger guard', 'finger_guard:first_aid'],
    ['massage', 'massage:first_aid'],
    ['physical therapy, six sessions', 'physical_therapy_or_chiropractic:medical'],
    ['chiropractic adjustment', 'physical_therapy_or_chiropractic:medical'],
    ['x-ray', 'diagnostic_procedure:not_treatment'],
    ['observation', 'observation_or_counseling:not_treatment'],
    ['IV fluids', 'intravenous_fluids:medical'],
    ['wrist brace', 'brace_or_sling:unsure'],
    ['the physician recommended ibuprofen', 'otc_medication_dose:unsure'],
    ['pain medication', 'medication_status_unstated:unsure'],
    ['admitted to the hospital overnight', 'hospital_admission:unsure'],
    ['over-the-counter pain medication', 'otc_medication:first_aid'],
  ];
  for (const [text, want] of cases) assert.ok(kinds(text).includes(want), `${text}: ${kinds(text).join(', ')}`);
});

test('drinking fluids is first aid only for heat stress', () => {
  const heat = [...entry('drinking water'), { label: 'injury description', text: 'Heat exhaustion while mowing.' }];
  assert.deepEqual([...new Set(findTreatments(heat).map((f) => `${f.rule.key}:${f.kind}`))], ['drinking_fluids_heat:first_aid']);
  assert.deepEqual(findTreatments(entry('drinking water')).map((f) => f.kind), []);
});

test('single doses are read from the dose text', () => {
  const cases: Array<[string, number | null]> = [['ibuprofen 800 mg', 800], ['two 200 mg tablets', 400], ['Advil', null]];
  for (const [text, want] of cases) assert.equal(singleDoseMg(text), want, text);
});

test('the treatment factor leans on the most serious treatment and says unsure where the text is silent', () => {
  const cases: Array<[string, Parameters<typeof makeCase>[2], string]> = [
    ['Laceration closed with sutures.', {}, 'yes'],
    ['No sutures were needed; Steri-Strips and a bandage were applied.', {}, 'no'],
    ['Cut to the hand.', {}, 'unsure'],
    ['Cut to the hand.', { treatment: { prescription_issued: true } }, 'yes'],
    ['Cut to the hand.', { treatment: { provided: ['bandage'], prescription_issued: false } }, 'no'],
    ['Strain. The physician recommended physical therapy but the employee declined to attend.', {}, 'yes'],
    ['Strain.', { treatment: { provided: ['a treatment nobody recognises'] } }, 'unsure'],
  ];
  for (const [injury, over, want] of cases) {
    const result = analyzeTreatment({ case: makeCase('Incident at work.', injury, over), lens: 'safety', regulation: {} });
    assert.equal(result.leaning, want, injury);
  }
});
