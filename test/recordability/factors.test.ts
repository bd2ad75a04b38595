import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FACTOR_ANALYSES } from '../../src/recordability/rules/index.ts';
import { factorResultSchema, type FactorName, type RecordabilityCase } from '../../src/recordability/schema.ts';
import { makeCase } from './helpers.ts';

interface Row {
  name: string;
  factor: FactorName;
  case: RecordabilityCase;
  leaning: 'yes' | 'no' | 'unsure';
  item?: [string, 'yes' | 'no' | 'unsure'];
}

// Synthetic cases built on the regulation's own examples (1904.5(b)(2), (b)(6), (b)(7); 1904.6; 1904.7(b)(7); 1904.8).
const rows: Row[] = [
  { name: 'a lifting strain on the premises is work-related', factor: 'work_relatedness', case: makeCase('While lifting a carton onto a pallet in the warehouse the packer felt a pull.', 'Lower back strain.'), leaning: 'yes', item: ['work_environment', 'yes'] },
  { name: 'an event at a non-work location is not', factor: 'work_relatedness', case: makeCase('Injured while gardening at home on a day off.', 'Wrist sprain.', { incident: { description: 'Injured while gardening at home on a day off.', location_context: 'non_work_location' } }), leaning: 'no' },
  { name: 'silence on location and cause is unsure', factor: 'work_relatedness', case: makeCase('Employee reported knee pain.', 'Knee pain.', { incident: { description: 'Employee reported knee pain.' } }), leaning: 'unsure' },
  { name: 'a pre-existing condition with no aggravation outcome is unsure', factor: 'work_relatedness', case: makeCase('While walking in the office aisle the clerk felt knee pain.', 'Knee pain.', { prior_condition: { exists: true, description: 'Non-work knee arthritis.' } }), leaning: 'unsure', item: ['significant_aggravation', 'unsure'] },
  { name: 'a motor vehicle accident on the company lot while commuting is an exception', factor: 'exceptions', case: makeCase('Arriving for the shift, the clerk was rear-ended in the company parking lot.', 'Neck strain.', { incident: { description: 'Arriving for the shift, the clerk was rear-ended in the company parking lot.', location_context: 'parking_lot' } }), leaning: 'yes', item: ['parking_lot_motor_vehicle_commuting', 'yes'] },
  { name: 'a slip on ice in the company lot is not', factor: 'exceptions', case: makeCase('Walking in from the car, the clerk slipped on ice in the company parking lot.', 'Wrist fracture.', { incident: { description: 'Walking in from the car, the clerk slipped on ice in the company parking lot.', location_context: 'parking_lot' } }), leaning: 'no' },
  { name: 'choking on a personal lunch is an exception', factor: 'exceptions', case: makeCase('In the break room the assistant choked on a sandwich from home during lunch.', 'Choking episode.'), leaning: 'yes' },
  { name: 'a company basketball game of unknown voluntariness is unsure', factor: 'exceptions', case: makeCase('The engineer sprained an ankle in a company basketball game.', 'Ankle sprain.'), leaning: 'unsure' },
  { name: 'the common cold is an exception', factor: 'exceptions', case: makeCase('Developed symptoms at work.', 'Common cold.'), leaning: 'yes' },
  { name: 'a mental illness with a psychologist opinion is not excepted', factor: 'exceptions', case: makeCase('Witnessed a serious accident at the plant.', 'Post-traumatic stress disorder.', { statements: [{ source: 'clinician', text: 'The psychologist stated in a letter that the PTSD is work-related.' }] }), leaning: 'no' },
  { name: 'tripping on the family dog at home is the general home environment', factor: 'exceptions', case: makeCase('Working from home, tripped on the family dog rushing to a work phone call.', 'Knee sprain.', { incident: { description: 'Working from home, tripped on the family dog rushing to a work phone call.', location_context: 'work_from_home' } }), leaning: 'yes' },
  { name: 'a personal detour on travel is an exception', factor: 'exceptions', case: makeCase('On a business trip the technician took a side trip for sightseeing and fell.', 'Ankle fracture.', { incident: { description: 'On a business trip the technician took a side trip for sightseeing and fell.', location_context: 'company_travel' } }), leaning: 'yes' },
  { name: 'showering at the hotel before a customer meeting is a personal activity away from work', factor: 'exceptions', case: makeCase('On a business trip the engineer slipped in the hotel bathtub while showering before the customer meeting.', 'Bruised hip.', { incident: { description: 'On a business trip the engineer slipped in the hotel bathtub while showering before the customer meeting.', location_context: 'company_travel' } }), leaning: 'yes', item: ['travel_home_away_from_home', 'yes'] },
  { name: 'a seizure from a known non-work condition with no work cause is an exception', factor: 'exceptions', case: makeCase('The clerk, who has a known epileptic condition, had a seizure at the desk. Nothing at work caused the seizure.', 'Seizure with loss of consciousness.'), leaning: 'yes', item: ['non_work_event_surfacing_at_work', 'yes'] },
  { name: 'fainting at work with the cause not stated is unsure', factor: 'exceptions', case: makeCase('The assembler fainted on the line.', 'Syncope; evaluated at the clinic.'), leaning: 'unsure', item: ['non_work_event_surfacing_at_work', 'unsure'] },
  { name: 'no prior condition is a new case', factor: 'recurrence', case: makeCase('Cut on a sheet metal edge.', 'Laceration.', { prior_condition: { exists: false } }), leaning: 'yes' },
  { name: 'an unresolved recorded case is not new', factor: 'recurrence', case: makeCase('Back pain increased while packing.', 'Low back pain.', { injury: { description: 'Low back pain.', body_part: 'lower back' }, prior_condition: { exists: true, description: 'Recorded work-related lower back strain; symptoms ongoing.' } }), leaning: 'no' },
  { name: 'a recorded case fully recovered then a new event is new', factor: 'recurrence', case: makeCase('Slipped and fell on the wet dock.', 'Wrist sprain.', { injury: { description: 'Wrist sprain.', body_part: 'wrist' }, prior_condition: { exists: true, description: 'Recorded wrist sprain at work last year; fully recovered.' } }), leaning: 'yes' },
  { name: 'a diagnosed fracture is significant', factor: 'significance', case: makeCase('A case fell on the foot.', 'Fractured toe diagnosed on x-ray.'), leaning: 'yes' },
  { name: 'a fracture ruled out is not', factor: 'significance', case: makeCase('A case fell on the foot.', 'Contusion; x-ray negative for fracture.'), leaning: 'no' },
  { name: 'a suspected fracture is unsure', factor: 'significance', case: makeCase('A case fell on the foot.', 'Possible fracture of the toe, awaiting x-ray.'), leaning: 'unsure' },
  { name: 'a shift with the hearing level stated in its own clause meets 1904.10', factor: 'significance', case: makeCase('The annual audiogram was compared with the baseline.', 'Standard threshold shift of 12 dB averaged in the left ear; the hearing level in that ear is 32 dB above audiometric zero.'), leaning: 'yes', item: ['hearing_loss_1904_10', 'yes'] },
  { name: 'a noise exposure level is not a hearing level', factor: 'significance', case: makeCase('The press area is loud; noise measured at 95 dB.', 'Standard threshold shift found on the annual audiogram.'), leaning: 'unsure', item: ['hearing_loss_1904_10', 'unsure'] },
  { name: 'a contaminated needlestick meets 1904.8', factor: 'significance', case: makeCase('Stuck by a used needle after drawing blood from a patient.', 'Puncture of the thumb.'), leaning: 'yes', item: ['contaminated_sharps_1904_8', 'yes'] },
  { name: 'a needle of unknown contamination is unsure', factor: 'significance', case: makeCase('Pricked by a needle found on the floor.', 'Puncture of the thumb.'), leaning: 'unsure' },
];

test('each factor analysis reads the case text along its regulation', () => {
  for (const row of rows) {
    const result = FACTOR_ANALYSES[row.factor]({ case: row.case, lens: 'safety', regulation: {} });
    assert.equal(result.leaning, row.leaning, row.name);
    factorResultSchema.parse(result);
    if (row.item) {
      const item = result.items.find((i) => i.key === row.item![0]);
      assert.equal(item?.determination, row.item[1], `${row.name}: ${row.item[0]}`);
    }
    if (result.leaning === 'unsure') assert.ok(result.missing_information.length > 0, `${row.name}: an unsure factor asks a question`);
    assert.ok(result.reasoning.split('\n\n').length >= 3, `${row.name}: several paragraphs`);
  }
});

test('the lens changes the prose, never the leaning or likelihood', () => {
  const c = makeCase('While lifting a carton onto a pallet the packer felt a pull.', 'Lower back strain treated with physical therapy.');
  for (const analyze of Object.values(FACTOR_ANALYSES)) {
    const a = analyze({ case: c, lens: 'safety', regulation: {} });
    const b = analyze({ case: c, lens: 'occupational_medicine', regulation: {} });
    assert.equal(a.leaning, b.leaning);
    assert.equal(a.likelihood, b.likelihood);
    assert.notEqual(a.reasoning, b.reasoning);
  }
});
