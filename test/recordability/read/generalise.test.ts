/**
 * Mechanisms found missing on the fresh held-out set's study half (dev2), each written here in new words:
 * per-frequency audiogram triples, a lifting limit above the job's own heaviest load, an employee who came in on
 * a day off to shop, grooming of one's own nails, a worker told of by occupation. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPartOffline } from '../../../src/recordability/read/offline/index.ts';
import type { RecordabilityCase } from '../../../src/recordability/schema.ts';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

test('1904.10: a baseline triple and a later triple at 2000/3000/4000 Hz give the average shift and level', () => {
  const recordable = makeCase(
    'Synthetic: yearly hearing test of a grinder in the noise program (TWA 90 dBA).',
    'Right ear baseline at 2k/3k/4k Hz 5/10/15 dB; this test 15/25/30 dB.',
  );
  assert.equal(factValue('significance', recordable, 'hearing_shift'), 'yes'); // (15+25+30)/3 - 10 = 13.3
  assert.equal(factValue('significance', recordable, 'hearing_level_25db'), 'no'); // 23.3 < 25
  const both = makeCase(
    'Synthetic: yearly hearing test of a grinder in the noise program.',
    'Left ear baseline 15/20/25 dB, now 25/35/40 dB.',
  );
  assert.equal(factValue('significance', both, 'hearing_shift'), 'yes');
  assert.equal(factValue('significance', both, 'hearing_level_25db'), 'yes');
  const small = makeCase(
    'Synthetic: yearly hearing test.',
    'Left ear baseline 10/10/10 dB, now 15/20/15 dB.',
  );
  assert.equal(factValue('significance', small, 'hearing_shift'), 'no'); // 6.7 dB
});

test('1904.7(b)(4): a lifting limit at or above the heaviest load the job names restricts no routine function', () => {
  const job = (duties: string) =>
    makeCase(
      'Synthetic: the scheduler strained a wrist moving a monitor.',
      'Wrist strain. Provider: no lifting over 20 lb for ten days.',
      { employee: { job_title: 'scheduler', job_duties: duties } },
    );
  assert.equal(
    factValue(
      'treatment',
      job('Desk scheduling; the heaviest thing handled is a laptop bag, under 8 lb.'),
      'restricted_work',
    ),
    'no',
  );
  assert.equal(
    factValue(
      'treatment',
      job('Loads delivery carts; lifts boxes up to 50 lb every shift.'),
      'restricted_work',
    ),
    'yes',
  );
  assert.equal(factValue('treatment', job('Desk scheduling.'), 'restricted_work'), 'yes');
});

test('1904.5(b)(2)(i): an employee who came in on a day off to shop is there as a member of the public', () => {
  const c = makeCase(
    'Synthetic: a stock clerk was not scheduled that day and came in to do some holiday shopping; tripped over a pallet jack in the aisle.',
    'Knee sprain.',
  );
  assert.equal(factValue('exceptions', c, 'member_of_public'), 'yes');
  const working = makeCase(
    'Synthetic: a stock clerk was restocking the aisle during her shift and tripped over a pallet jack.',
    'Knee sprain.',
  );
  assert.notEqual(factValue('exceptions', working, 'member_of_public'), 'yes');
});

test("1904.5(b)(2)(vi): trimming one's own nails is personal grooming", () => {
  const c = makeCase(
    'Synthetic: on a break the cashier was filing her own fingernails and tore the nail bed.',
    'Nail bed injury.',
  );
  assert.equal(factValue('exceptions', c, 'grooming_self_medication_self_inflicted'), 'yes');
});

test('1904.5(b)(1): an incident told of a worker by occupation, with a work event, is in the work environment', () => {
  const told = {
    incident: {
      description: 'Synthetic: shelver pinched two fingers between a cart and the rack.',
    },
    injury: { description: 'Bruised fingers.' },
  };
  assert.equal(factValue('work_relatedness', told, 'in_work_environment'), 'yes');
  const visitor = {
    incident: {
      description: 'Synthetic: passenger pinched two fingers between a cart and the rack.',
    },
    injury: { description: 'Bruised fingers.' },
  };
  assert.notEqual(factValue('work_relatedness', visitor, 'in_work_environment'), 'yes');
});

test('clinic notes write the patient as "pt": only a capital PT is physical therapy', () => {
  const therapyRead = (c: RecordabilityCase) =>
    readPartOffline('treatment', c).treatments.some(
      (t) => t.key === 'physical_therapy_or_chiropractic',
    );
  assert.equal(
    therapyRead(
      makeCase(
        'Synthetic: a splinter in the palm; we sent pt to the clinic.',
        'Removed with tweezers.',
      ),
    ),
    false,
  );
  assert.equal(
    therapyRead(makeCase('Synthetic: strained a shoulder lifting.', 'Sent to PT twice a week.')),
    true,
  );
});

test('1904.7(b)(3)-(4): "no work of any kind for N days" and a partial later shift are read from the narrative', () => {
  const off = makeCase(
    'Synthetic: occ med saw the packer the same day: no work of any kind for four days.',
    'Wrist strain.',
  );
  assert.equal(factValue('treatment', off, 'days_away'), 'yes');
  const partial = makeCase(
    'Synthetic: pinched fingers on the line. Next day the picker worked 3 hrs of an 8 hr shift and went home.',
    'Contusion.',
  );
  assert.equal(factValue('treatment', partial, 'restricted_work'), 'yes');
});

test('1904.5(b)(2)(i), (vii): an employee in as an outpatient; a car hit on the company lot on the way in', () => {
  const patient = makeCase(
    'Synthetic: an off-duty aide came in as an outpatient for a scan and slipped in the hall.',
    'Knee bruise.',
  );
  assert.equal(factValue('exceptions', patient, 'member_of_public'), 'yes');
  const transporter = makeCase(
    'Synthetic: working as a patient transporter, slipped in the hall.',
    'Knee bruise.',
  );
  assert.notEqual(factValue('exceptions', transporter, 'member_of_public'), 'yes');
  const lot = makeCase(
    'Synthetic: pulling into the company parking lot at the start of the shift, a coworker backed out and hit her car.',
    'Neck strain.',
  );
  assert.equal(factValue('exceptions', lot, 'commute_vehicle_accident_on_lot'), 'yes');
});

test('1904.6(a)(2) and 1904.11(a): a new line brings symptoms back; a patient ("pt") with active TB', () => {
  const recurrence = makeCase(
    'Synthetic: the sorter had a recorded left elbow strain last year and fully recovered. After three weeks on the new faster sorting line the same elbow pain came back.',
    'Elbow strain.',
  );
  assert.equal(factValue('recurrence', recurrence, 'new_work_event_caused_recurrence'), 'yes');
  const tb = makeCase(
    'Synthetic: the nurse cared for a pt later confirmed with active TB.',
    'Latent TB infection, TST conversion.',
  );
  assert.equal(factValue('significance', tb, 'tb_infection_after_work_exposure'), 'yes');
});

test('"neg for fx" rules a fracture out; "w/ recorded" names an earlier recorded case; a client\'s used needle', () => {
  const xray = makeCase(
    'Synthetic: dropped a block on a toe; the nurse thought it was broken.',
    'X-ray neg for fx, contusion.',
  );
  assert.notEqual(factValue('significance', xray, 'significant_diagnosis'), 'yes');
  const prior = makeCase(
    'Synthetic: sorter w/ recorded R elbow strain last month, never fully got better.',
    'Same ongoing elbow pain; cortisone shot.',
  );
  assert.equal(factValue('recurrence', prior, 'prior_recorded_same_injury'), 'yes');
  const needle = makeCase(
    "Synthetic: aide stuck by the resident's used lancet while disposing of it.",
    'Washed.',
  );
  assert.equal(factValue('significance', needle, 'sharps_contaminated'), 'yes');
});
