/**
 * Mechanisms found missing on the study set dev10 (holdout-10), each written here in new words: a limit for the
 * rest of the injury day with full duty "tomorrow", a limit on a monthly task beside a daily job, a lunch errand to a
 * bakery, shopping at the employer's store on a day off, a cold with negative covid test, a leave letter "from work",
 * an old riding injury, business entertainment at a director's word, a recovered strain, a chronic illness recorded
 * at diagnosis, PT for the new body part, a sharp that had only been in food, and a frequency-per-row audiogram table.
 * Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeCase } from '../helpers.ts';
import { treatmentClasses as classes, factValue } from './helpers.ts';

test('1904.7(b)(4)(iii): a limit for the rest of the injury day, full duty tomorrow, is not a restriction', () => {
  const c = makeCase(
    'Synthetic: the stocker pulled a shoulder hanging signs.',
    'Nurse: no overhead reaching for the rest of the shift, back to regular duty tomorrow. Did inventory counts instead.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'no');
  const longer = makeCase(
    'Synthetic: the stocker pulled a shoulder hanging signs.',
    'Nurse: no overhead reaching for the rest of the shift and tomorrow.',
  );
  assert.equal(factValue('treatment', longer, 'restricted_work'), 'yes');
});

test('1904.7(b)(4)(ii): a weekly sentence about other work does not make a monthly restricted task routine', () => {
  const c = makeCase(
    'Synthetic: the office coordinator twisted a knee on the stairs.',
    'Clinic note: no climbing ladders for ten days. She answers phones and books rooms every day. Once a month she climbs the ladder to change the lobby banner. Worked every shift as usual.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'no');
  const weekly = makeCase(
    'Synthetic: the office coordinator twisted a knee on the stairs.',
    'Clinic note: no climbing ladders for ten days. She climbs the ladder every day to restock the top shelves.',
  );
  assert.equal(factValue('treatment', weekly, 'restricted_work'), 'yes');
});

test('1904.5(b)(1): a walk to a bakery on the lunch break is off the premises on a personal errand', () => {
  const c = makeCase(
    'Synthetic: the bookkeeper walked three blocks to a bakery during her lunch break and turned an ankle on the curb.',
    'Sprain, splint at urgent care.',
    {
      incident: {
        description:
          'Synthetic: the bookkeeper walked three blocks to a bakery during her lunch break and turned an ankle on the curb.',
      },
    },
  );
  assert.equal(factValue('work_relatedness', c, 'in_work_environment'), 'no');
});

test('1904.5(b)(2)(i): shopping at the employer store, with the day off said after, is presence as the public', () => {
  const c = makeCase(
    'Synthetic: the garden-center cashier was shopping for potting soil with her partner on her day off and a pallet tipped.',
    'Bruised shin.',
  );
  assert.equal(factValue('exceptions', c, 'member_of_public'), 'yes');
});

test('1904.5(b)(2)(viii): a cold with a negative covid test is still the common cold', () => {
  const c = makeCase(
    'Synthetic: the bus dispatcher caught a head cold from the night dispatcher.',
    'Clinic: common cold; covid antigen test negative. Off two days.',
  );
  assert.equal(factValue('exceptions', c, 'common_cold_or_flu'), 'yes');
  const covid = makeCase(
    'Synthetic: the bus dispatcher caught a cold from the night dispatcher.',
    'Clinic: covid positive.',
  );
  assert.equal(factValue('exceptions', covid, 'common_cold_or_flu'), 'unknown');
});

test('1904.5(b)(2)(ix): "leave from work" in a therapist letter is not an opinion that work caused the illness', () => {
  const c = makeCase(
    'Synthetic: the claims adjuster told her manager she feels burned out.',
    'Letter from her psychologist: treating her for generalized anxiety disorder, advise time off from work for 10 days.',
  );
  assert.notEqual(factValue('exceptions', c, 'mental_illness_opinion_provided'), 'yes');
  const opinion = makeCase(
    'Synthetic: the claims adjuster told her manager she feels burned out.',
    'Letter from her psychologist: the anxiety disorder is caused by the workload at her job.',
  );
  assert.equal(factValue('exceptions', opinion, 'mental_illness_opinion_provided'), 'yes');
});

test('1904.5(b)(4)-(5): an old riding injury with no new care after the shift is not significantly aggravated', () => {
  const c = makeCase(
    'Synthetic: the courier said his neck was stiff after an ordinary day of deliveries.',
    'Long-standing neck pain since he fell off a horse years ago. Same stretches, no clinic visit, no time off.',
  );
  assert.equal(factValue('work_relatedness', c, 'preexisting_condition'), 'yes');
  assert.equal(factValue('work_relatedness', c, 'significant_aggravation'), 'no');
});

test("1904.5(b)(6)(ii): an outing the director told her to join to go over the buyer's order is business entertainment", () => {
  const c = makeCase(
    "Synthetic: on a week-long trip in another state, the sales rep's director told her to go with the distributor to a concert to go over the buyer's order.",
    'Fell on the arena stairs, wrist fracture.',
    {
      incident: {
        description:
          "Synthetic: on a week-long trip in another state, the sales rep's director told her to go with the distributor to a concert to go over the buyer's order.",
      },
    },
  );
  assert.equal(factValue('work_relatedness', c, 'travel_personal_activity'), 'no');
});

test('1904.7(b)(4): "a desk job" that describes the job is no restriction', () => {
  const c = makeCase(
    'Synthetic: the analyst tripped on a cord.',
    'Bruised hip. Desk job, kept working.',
  );
  assert.notEqual(factValue('treatment', c, 'restricted_work'), 'yes');
  const moved = makeCase(
    'Synthetic: the picker tripped on a cord.',
    'Doctor put him on a desk job for a week.',
  );
  assert.equal(factValue('treatment', moved, 'restricted_work'), 'yes');
});

test('1904.6(a)(2): "zero shoulder pain since" says the recorded strain had resolved', () => {
  const c = makeCase(
    'Synthetic: the mover had a recorded right shoulder strain last year; he finished therapy and has had zero shoulder pain since.',
    'Monday he lifted a dresser and felt the right shoulder pull again. Off 2 days.',
    {
      incident: {
        description:
          'Synthetic: the mover had a recorded right shoulder strain last year; he finished therapy and has had zero shoulder pain since.',
      },
    },
  );
  assert.equal(factValue('recurrence', c, 'recovered_from_prior'), 'yes');
});

test('1904.6(b)(1): a chronic illness whose case was recorded when diagnosed is recorded once', () => {
  const text =
    'Synthetic: the former sandblaster has silicosis; the case was recorded when it was diagnosed. He now works in dispatch.';
  const c = makeCase(
    text,
    'Pulmonary clinic: silicosis worse on imaging, oxygen at night started.',
    {
      incident: { description: text },
    },
  );
  assert.equal(factValue('recurrence', c, 'chronic_illness_recurrence'), 'yes');
});

test('1904.7(b)(5)(ii)(M): "PT for the knee added" is physical therapy, not first aid', () => {
  const c = makeCase(
    'Synthetic: the roofer slipped on the ladder.',
    'Clinic: L knee sprain; PT for the knee added to his schedule.',
  );
  assert.ok(classes(c).includes('physical_therapy_or_chiropractic:medical'), classes(c).join(', '));
});

test('1904.8(b)(2): a needle that had only been in raw chicken is not contaminated with blood or OPIM, and is no injection', () => {
  const c = makeCase(
    'Synthetic: the line worker was clearing the marinade injection needles when one went into her finger.',
    'Small puncture. The needle had only been in raw chicken. Washed, bandage.',
  );
  assert.equal(factValue('significance', c, 'sharps_contaminated'), 'no');
  assert.ok(!classes(c).some((k) => k.startsWith('injection')), classes(c).join(', '));
  const patient = makeCase(
    'Synthetic: the phlebotomist was stuck by the needle right after a patient blood draw.',
    'Washed, bandage.',
  );
  assert.equal(factValue('significance', patient, 'sharps_contaminated'), 'yes');
});

test('1904.10(b)(1)-(2): one row per frequency with baseline and current columns gives the shift and level', () => {
  const rows = 'Right ear (baseline / current):\n2000 Hz 5 / 20\n3000 Hz 10 / 25\n4000 Hz 15 / 35';
  const c = makeCase('Synthetic: annual audiogram of the bottling-line operator.', rows);
  assert.equal(factValue('significance', c, 'hearing_shift'), 'yes');
  assert.equal(factValue('significance', c, 'hearing_level_25db'), 'yes');
  const swapped = makeCase(
    'Synthetic: annual audiogram of the bottling-line operator.',
    'Right ear (current / baseline):\n2000 Hz 5 / 20\n3000 Hz 10 / 25\n4000 Hz 15 / 35',
  );
  assert.equal(factValue('significance', swapped, 'hearing_shift'), 'no');
  const noHeader = makeCase(
    'Synthetic: annual audiogram of the bottling-line operator.',
    'Right ear:\n2000 Hz 5 / 20\n3000 Hz 10 / 25\n4000 Hz 15 / 35',
  );
  assert.notEqual(factValue('significance', noHeader, 'hearing_shift'), 'yes');
});

// Found on the study set dev11 (holdout-11), written here in new words. Synthetic cases.

test('1904.7(b)(5): goods handled at work ("cases of saline bags") are cargo, not care given', () => {
  const c = makeCase(
    'Synthetic: the receiver was stacking cases of IV saline bags on a pallet and strained a wrist.',
    'Ice, wrap. Full duty.',
  );
  assert.ok(!classes(c).some((k) => k.startsWith('intravenous')), classes(c).join(', '));
});

test('1904.7(b)(5): "keep using her normal hand lotion" is the care she already had', () => {
  const c = makeCase(
    'Synthetic: the baker has dry cracked knuckles.',
    'dermatologist said its probably irritation. told her to wear vinyl gloves when kneading and keep using her normal hand lotion. nothing prescribed, no time off.',
  );
  assert.ok(!classes(c).some((k) => k.endsWith(':medical')), classes(c).join(', '));
});

test('1904.7(b)(4)(vii): a professional who says he can do all his usual press brake tasks and full shifts clarifies a vague note', () => {
  const c = makeCase(
    'Synthetic: the fabricator bumped a knee.',
    'Note: light duty as tolerated. The safety lead called: can he do all his usual press brake tasks - yes; can he work his full 8 hr shift - yes.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'no');
});

test('1904.7(b)(4)(i): sent home at nine the next morning, about half a shift, is a restricted day', () => {
  const c = makeCase(
    'Synthetic: the packer slipped on a wet floor and bruised a knee; finished the shift.',
    'The next morning she started at 7 but was limping, her lead sent her home at 9, so about half a shift.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'yes');
});

test('1904.7(b)(4)(iv): a lifting limit above the heaviest load the narrative gives for the job is no restriction', () => {
  const c = makeCase(
    'Synthetic: the receptionist strained a forearm opening a stuck drawer.',
    'Clinic: no lifting over 20 lb for a week. Her job is phones and scheduling; the heaviest thing she handles is a paper box of about 10 lb. Worked her normal hours.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'no');
});

test('1904.7(b)(7): an adenocarcinoma or an osteosarcoma is a cancer', () => {
  const c = makeCase(
    'Synthetic: the woodworker had months of nosebleeds.',
    'Biopsy: adenocarcinoma of the sinus.',
  );
  assert.equal(factValue('significance', c, 'significant_diagnosis'), 'yes');
});

test('1904.5(b)(2)(viii): stomach flu during a norovirus outbreak is not the flu; "nobody at home was sick" names no home source', () => {
  const c = makeCase(
    'Synthetic: the daycare aide got the stomach flu during a norovirus outbreak in the toddler room. Nobody at her home was sick.',
    'Off two days on the doctor note.',
    {
      incident: {
        description:
          'Synthetic: the daycare aide got the stomach flu during a norovirus outbreak in the toddler room. Nobody at her home was sick.',
      },
    },
  );
  assert.notEqual(factValue('exceptions', c, 'common_cold_or_flu'), 'yes');
  assert.notEqual(factValue('exceptions', c, 'non_work_cause_only'), 'yes');
});

test('1904.5(b)(2)(v): a negation inside a parenthesis does not reach the personal task after it', () => {
  const c = makeCase(
    'Synthetic: the mechanic came in on a sunday (shop closed, he was not on the schedule) to fix the brakes on his own pickup and burned a hand.',
    'Second-degree burn, silver cream rx.',
    {
      incident: {
        description:
          'Synthetic: the mechanic came in on a sunday (shop closed, he was not on the schedule) to fix the brakes on his own pickup and burned a hand.',
        during_assigned_hours: false,
      },
    },
  );
  assert.equal(factValue('exceptions', c, 'personal_task_outside_hours'), 'yes');
});

test('1904.5(b)(2)(iv): a salad brought from home is personal food', () => {
  const c = makeCase(
    'Synthetic: the clerk was eating a pasta salad she brought from home at her desk and bit a cherry pit.',
    'Cracked tooth, crown.',
  );
  assert.equal(factValue('exceptions', c, 'personal_food'), 'yes');
});

test('1904.5(b)(2)(vii): a delivery truck that hit a commuter on the access road does not make her drive work', () => {
  const c = makeCase(
    'Synthetic: leaving work at the end of her shift, the tech was driving her own car out on the company access road when a delivery van backed out and hit her driver side door.',
    'Neck strain, rx muscle relaxant.',
  );
  assert.equal(factValue('exceptions', c, 'commute_vehicle_accident_on_lot'), 'yes');
});

test('1904.5(b)(2)(ix): a note that gives a diagnosis after a colon names a mental illness', () => {
  const c = makeCase(
    'Synthetic: the dispatcher gave HR a note from her physician assistant: generalized anxiety, off work 10 days.',
    'The note says nothing about the cause.',
  );
  assert.equal(factValue('exceptions', c, 'mental_illness'), 'yes');
});

test('1904.8: a used needle that went into a finger is a stick; a donor is someone met at work', () => {
  const c = makeCase(
    'Synthetic: the plasma tech was removing a needle from a donor and the used needle went into her thumb.',
    'Washed, labs drawn.',
    {
      incident: {
        description:
          'Synthetic: the plasma tech was removing a needle from a donor and the used needle went into her thumb.',
      },
    },
  );
  assert.equal(factValue('significance', c, 'sharps_contaminated'), 'yes');
  assert.equal(factValue('work_relatedness', c, 'in_work_environment'), 'yes');
});

test('1904.10(b)(1)-(2): thresholds written "2k-25" with the current test before the baseline give the shift', () => {
  const c = makeCase(
    'Synthetic: annual hearing test of the stamping operator.',
    'L ear now: 2k-30, 3k-35, 4k-45. L baseline: 2k-15, 3k-20, 4k-25.',
  );
  assert.equal(factValue('significance', c, 'hearing_shift'), 'yes');
  assert.equal(factValue('significance', c, 'hearing_level_25db'), 'yes');
});

test('1904.11(a): a skin test that "read positive" after a work exposure to active TB is the infection', () => {
  const c = makeCase(
    'Synthetic: the intake worker spent hours with a client who was found to have active TB.',
    'Her repeat skin test, eight weeks on, read positive.',
  );
  assert.equal(factValue('significance', c, 'tb_infection_after_work_exposure'), 'yes');
});
