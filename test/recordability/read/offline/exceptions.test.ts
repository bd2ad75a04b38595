/**
 * The offline reader of the exceptions part: synthetic cases for each exception of 1904.5(b)(2)(i)-(ix), the
 * conditions (iv) and (ix) carry, and the look-alikes the exceptions do not reach; every evidence span is
 * verbatim case text.
 */
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../../src/recordability/schema.ts';
import { assertReading, type Expect } from '../helpers.ts';

const kase = (
  incident: string,
  injury: string,
  over: Partial<RecordabilityCase['incident']> = {},
  rest: Partial<RecordabilityCase> = {},
): RecordabilityCase => ({
  incident: { description: incident, location_context: 'on_premises', ...over },
  injury: { description: injury },
  ...rest,
});

const ROWS: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title: '(i) shopping at the store on a day off is presence as a member of the public',
    c: kase(
      'Synthetic: on her day off the cashier came in to shop as a customer and slipped in aisle four.',
      'Bruised hip.',
    ),
    expect: { member_of_public: 'yes' },
  },
  {
    title: '(ii) a weekend injury whose pain surfaces at work is excepted',
    c: kase(
      'Synthetic: pt twisted his knee playing soccer on the weekend; on Monday the knee got swollen at his desk. No slip, trip or impact at work.',
      'Knee effusion.',
    ),
    expect: { non_work_cause_only: 'yes' },
  },
  {
    title: '(ii) a rash that surfaces at the desk after clearing her own property is excepted',
    c: kase(
      'Synthetic: the clerk noticed an itchy rash on both forearms at her desk on Monday. She had spent Saturday pulling vines on her own property. Office job only, no outdoor work.',
      'Contact dermatitis from poison ivy.',
    ),
    expect: { non_work_cause_only: 'yes' },
  },
  {
    title: '(ii) "no non-work cause found" is no attribution to a cause away from work',
    c: kase(
      'Synthetic: annual audiogram of a press operator in the hearing conservation program.',
      'Right ear shift at 2k-4k. Audiologist reviewed, no non-work cause found.',
    ),
    expect: { non_work_cause_only: 'absent' },
  },
  {
    title: '(ii) a faint with no work cause named is left open',
    c: kase('Synthetic: the clerk fainted at her desk mid-morning.', 'Brief syncope, recovered.'),
    expect: { non_work_cause_only: 'unknown' },
  },
  {
    title: '(ii) a diabetic episode with nothing at work involved is excepted',
    c: kase(
      'Synthetic: a diabetic clerk had a hypoglycemic episode at her desk. Nothing at work was involved.',
      'Low blood sugar; EMS gave dextrose.',
    ),
    expect: { non_work_cause_only: 'yes' },
  },
  {
    title: '(iii) an optional yoga class is voluntary participation',
    c: kase(
      'Synthetic: at lunch the developer joined the optional yoga class in the company fitness room and pulled a hamstring.',
      'Hamstring strain.',
    ),
    expect: { voluntary_wellness: 'yes' },
  },
  {
    title: '(iii) a fitness test the job requires is not voluntary',
    c: kase(
      'Synthetic: brigade members must pass a timed fitness test every year to keep the job; during the required test he ruptured a tendon.',
      'Achilles rupture.',
    ),
    expect: { voluntary_wellness: 'no' },
  },
  {
    title: '(iii) a flu shot with nothing said about choice is left open',
    c: kase(
      'Synthetic: the employee got a flu shot at the onsite clinic.',
      'Sore, red arm; cellulitis.',
    ),
    expect: { voluntary_wellness: 'unknown', common_cold_or_flu: 'absent' },
  },
  {
    title: '(iv) choking on a sandwich brought from home is eating for personal consumption',
    c: kase(
      'Synthetic: during lunch in the break room the rep choked on a sandwich brought from home.',
      'Sore throat after abdominal thrusts.',
    ),
    expect: { personal_food: 'yes', food_contaminated_or_employer_supplied: 'absent' },
  },
  {
    title: '(iv) food poisoning from a lunch catered by the employer stays work-related',
    c: kase(
      'Synthetic: the crew ate a catered lunch provided by the employer; several got sick that night.',
      'Food poisoning, IV fluids.',
    ),
    expect: { personal_food: 'yes', food_contaminated_or_employer_supplied: 'yes' },
  },
  {
    title:
      '(iv) a knife that slips while slicing her own bagel is preparing food, not a slip hazard',
    c: kase(
      'Synthetic: the clerk was slicing a bagel she brought from home with her own knife in the break room; the knife slipped.',
      'Thumb laceration, sutures.',
    ),
    expect: { personal_food: 'yes' },
  },
  {
    title:
      '(iv) a cup of tea she was making herself on her break is preparing a drink for personal consumption',
    c: kase(
      'Synthetic: on her break the agent was making herself a cup of tea at the hot water dispenser; the cup tipped over her hand.',
      'Second degree burn, prescription cream.',
    ),
    expect: { personal_food: 'yes' },
  },
  {
    title: '(iv) note: his own sandwich sprayed by the parts washer is food contaminated at work',
    c: kase(
      'Synthetic: the plater left his own sandwich beside the parts washer and the washer spray got on it. He ate it at lunch.',
      'Vomiting within the hour; IV fluids.',
    ),
    expect: { personal_food: 'yes', food_contaminated_or_employer_supplied: 'yes' },
  },
  {
    title: '(iv) a slip on a wet floor while eating comes from the floor, not the eating',
    c: kase(
      'Synthetic: while eating lunch in the break room the clerk slipped on a wet floor.',
      'Knee sprain.',
    ),
    expect: { personal_food: 'no' },
  },
  {
    title:
      '(v) changing the oil on his own car after clocking out is a personal task outside hours',
    c: kase(
      'Synthetic: after clocking out the mechanic stayed to change the oil on his own car in the company shop.',
      'Hand laceration.',
    ),
    expect: { personal_task_outside_hours: 'yes' },
  },
  {
    title: '(v) a personal task during a lunch break is within the workday',
    c: kase(
      'Synthetic: during his lunch break an operator sharpened his own pocket knife in a company truck; the knife slipped.',
      'Palm laceration.',
    ),
    expect: { personal_task_outside_hours: 'no' },
  },
  {
    title:
      '(v) welding his own boat trailer in the shop on his day off is a personal task outside hours',
    c: kase(
      "Synthetic: on Saturday, his day off, the technician came in with the manager's OK to weld a cracked tongue on his own boat trailer.",
      'Burn to the wrist.',
      { during_assigned_hours: false },
    ),
    expect: { personal_task_outside_hours: 'yes' },
  },
  {
    title: '(v) a personal task during assigned hours is not excepted',
    c: kase(
      'Synthetic: mid-shift the welder sharpened his own lawn mower blade on the bench grinder.',
      'Forearm cut.',
      { during_assigned_hours: true },
    ),
    expect: { personal_task_outside_hours: 'no' },
  },
  {
    title: '(vi) a burn from a curling iron is personal grooming',
    c: kase(
      'Synthetic: before the shift the receptionist used a curling iron in the restroom.',
      'Small burn to the ear.',
    ),
    expect: { grooming_self_medication_self_inflicted: 'yes' },
  },
  {
    title: '(vi) a reaction to her own medication for a personal condition is self-medication',
    c: kase(
      'Synthetic: the employee took a new dose of her own blood-pressure medication at her desk.',
      'Hives and lip swelling, a drug reaction.',
    ),
    expect: { grooming_self_medication_self_inflicted: 'yes' },
  },
  {
    title: '(vi) a blow on purpose by a coworker is not self-inflicted',
    c: kase('Synthetic: a coworker hit him on purpose during an argument.', 'Facial contusion.'),
    expect: { grooming_self_medication_self_inflicted: 'absent' },
  },
  {
    title: '(vii) being rear-ended while pulling into the company lot on arrival is excepted',
    c: kase(
      "Synthetic: arriving for the morning shift, the worker's car was rear-ended while pulling into a space in the company parking lot.",
      'Whiplash.',
      { location_context: 'parking_lot' },
    ),
    expect: { commute_vehicle_accident_on_lot: 'yes' },
  },
  {
    title: '(vii) a car backing out into hers as she parks on arrival is excepted',
    c: kase(
      'Synthetic: arriving for the first shift, the lead was pulling into a space in the company parking lot when another driver backed out and hit her door.',
      'Neck strain.',
      { location_context: 'parking_lot' },
    ),
    expect: { commute_vehicle_accident_on_lot: 'yes' },
  },
  {
    title: '(vii) rear-ended on the company access road leaving after the second shift is excepted',
    c: kase(
      'Synthetic: a picker leaving after 2nd shift was rear-ended by another car on the company access road.',
      'Neck strain.',
      { location_context: 'parking_lot' },
    ),
    expect: { commute_vehicle_accident_on_lot: 'yes' },
  },
  {
    title: '(vii) a fall on ice in the company lot is not a motor vehicle accident',
    c: kase(
      'Synthetic: walking from the car to the building at the start of the shift, the clerk slipped on ice in the company parking lot.',
      'Wrist fracture.',
      { location_context: 'parking_lot' },
    ),
    expect: { commute_vehicle_accident_on_lot: 'no' },
  },
  {
    title: '(vii) a collision while making deliveries on the lot is work, not commuting',
    c: kase(
      'Synthetic: making deliveries in the company van, the driver collided with a truck on the company access road.',
      'Shoulder strain.',
    ),
    expect: { commute_vehicle_accident_on_lot: 'no' },
  },
  {
    title: '(viii) influenza is excepted',
    c: kase(
      'Synthetic: the assistant developed fever and aches after coworkers had been ill.',
      'Influenza diagnosed; antiviral Rx.',
    ),
    expect: { common_cold_or_flu: 'yes' },
  },
  {
    title: '(viii) flu-like symptoms of metal fume fever are not the flu',
    c: kase(
      'Synthetic: the welder cut galvanized steel with a torch without a respirator.',
      'Flu-like symptoms; diagnosed with metal fume fever.',
    ),
    expect: { common_cold_or_flu: 'no' },
  },
  {
    title: '(viii) COVID-19 caught at work is not the common cold or flu',
    c: kase(
      'Synthetic: the nurse tested positive for COVID-19 after caring for an infected patient.',
      'COVID-19 infection.',
    ),
    expect: { common_cold_or_flu: 'absent' },
  },
  {
    title: '(ix) anxiety with no professional opinion is an excepted mental illness',
    c: kase(
      'Synthetic: a teller was present during a robbery at the branch. No physical injury occurred.',
      'Reports anxiety and poor sleep. No opinion from a physician or psychologist has been provided.',
    ),
    expect: { mental_illness: 'yes', mental_illness_opinion_provided: 'no' },
  },
  {
    title: "(ix) a psychologist's written opinion that the illness is work-related is read",
    c: kase(
      'Synthetic: after the assault at the store the clerk developed PTSD.',
      'PTSD. Her psychologist wrote a letter stating the PTSD is work-related.',
    ),
    expect: { mental_illness: 'yes', mental_illness_opinion_provided: 'yes' },
  },
  {
    title: '(ix) distress alongside a physical injury does not make the case a mental illness',
    c: kase(
      'Synthetic: the cook cut his hand on a slicer and was upset.',
      'Laceration, 5 sutures; anxiety about the wound.',
    ),
    expect: { mental_illness: 'absent' },
  },
  {
    title: 'an ordinary injury at work raises no exception',
    c: kase(
      'Synthetic: the loader lifted a 50 lb box at the dock and felt a pull.',
      'Lumbar strain.',
    ),
    expect: {
      member_of_public: 'absent',
      non_work_cause_only: 'absent',
      voluntary_wellness: 'absent',
      personal_food: 'absent',
      personal_task_outside_hours: 'absent',
      grooming_self_medication_self_inflicted: 'absent',
      commute_vehicle_accident_on_lot: 'absent',
      common_cold_or_flu: 'absent',
      mental_illness: 'absent',
    },
  },
];

for (const row of ROWS) test(row.title, () => assertReading('exceptions', row.c, row.expect));
