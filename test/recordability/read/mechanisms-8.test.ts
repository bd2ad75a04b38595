/**
 * Mechanisms found missing on the study set dev14 (holdout-14) and the fresh sets after it, each written here in
 * new words: a home worker paid per unit of work whose injury comes from that work, and a wrist "bent back" with
 * words between as a new event at work; from dev15 (holdout-15): a needle pulled out of a donor's arm, a used sharp
 * with words before "went through", a tooth rebuilt by a dentist, touching up her own make-up, a required fitness
 * class, a meal eaten with unwashed hands after handling a chemical, a family member's own project after hours, a
 * mental illness with no clinician's note shared, a motorcycle sliding out on the access road home, a hall runner
 * at home, a home worker the company pays by the piece, a sofa moved for a relative, a youth game at the rink where
 * the employee works, and a task limited to a number of hours a day. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../src/recordability/schema.ts';
import { makeCase } from '../helpers.ts';
import { treatmentClasses as classes, factValue } from './helpers.ts';

const atHome = (description: string): RecordabilityCase =>
  makeCase(description, 'Urgent care, prescription eye drops.', {
    incident: { description, location_context: 'work_from_home' },
  });

test('1904.5(b)(7): a home worker paid per batch, hurt by the test she is paid for, is hurt by the work', () => {
  const c = atHome(
    'Synthetic: remote tester for a cleaning-products maker, paid per batch to try formulas at home. A test kit vial cracked and splashed her eye.',
  );
  assert.equal(factValue('work_relatedness', c, 'home_environment_cause'), 'no');
});

test('1904.5(b)(7): the home setting still wins for the same home worker', () => {
  const c = atHome(
    'Synthetic: remote tester paid per batch; walking to the mailbox she tripped over the family dog.',
  );
  assert.equal(factValue('work_relatedness', c, 'home_environment_cause'), 'yes');
});

test('1904.6(a)(2): a wrist bent back, with words between, is a new event at work', () => {
  const c = makeCase(
    'Synthetic: bindery operator bent her left hand and wrist back freeing a stuck signature in the folder.',
    'Clinic: left wrist sprain, off work one day.',
    {
      prior_condition: {
        exists: true,
        description:
          'Recorded left wrist sprain at this bindery last spring; released, no symptoms for months.',
      },
    },
  );
  assert.equal(factValue('recurrence', c, 'new_work_event_caused_recurrence'), 'yes');
});

test("1904.8(a): a needle pulled out of a donor's arm carries another person's blood", () => {
  const c = makeCase(
    "Synthetic: blood bank. The tech was withdrawing the needle from a donor's vein when the donor flinched; the needle went into her thumb.",
    'Washed and reported, baseline labs.',
  );
  assert.equal(factValue('significance', c, 'sharps_contaminated'), 'yes');
});

test('1904.8(a): a used sharp with words before "went through" still cut the employee', () => {
  const c = makeCase(
    'Synthetic: laundry sorter at a hospital contractor. A used scalpel in a gown pocket went through her glove into her palm.',
    'Washed, baseline bloodwork.',
  );
  assert.equal(factValue('significance', c, 'sharps_contaminated'), 'yes');
});

test('1904.7(b)(5)(iii): a dentist bonding a chipped tooth is not on the first-aid list', () => {
  const c = makeCase(
    'Synthetic: a pallet strap snapped and struck the stocker in the mouth.',
    'Dentist the same day bonded the chipped front tooth with composite.',
  );
  assert.ok(
    classes(c).some((k) => k.endsWith(':medical')),
    classes(c).join(),
  );
});

test('1904.5(b)(2)(vi): touching up her own make-up is personal grooming', () => {
  const c = makeCase(
    'Synthetic: before her shift the cashier was touching up her mascara in the staff restroom and scratched her left eye with the wand.',
    'Urgent care: corneal abrasion, Rx antibiotic drops.',
  );
  assert.equal(factValue('exceptions', c, 'grooming_self_medication_self_inflicted'), 'yes');
});

test('1904.5(b)(2)(iii): a fitness class every crew has to do under department policy is not voluntary', () => {
  const c = makeCase(
    'Synthetic: police station. In the fitness class every officer has to do each month under department policy, the sergeant pulled a calf muscle.',
    'Clinic: calf strain, Rx naproxen.',
  );
  assert.equal(factValue('exceptions', c, 'voluntary_wellness'), 'no');
});

test('1904.5(b)(2)(iv) note: food eaten with hands not washed after handling a chemical is contaminated at work', () => {
  const c = makeCase(
    'Synthetic: seed treatment plant. The operator ate a granola bar at the mixer, hands not washed after bagging treated seed.',
    'Nausea and headache within the hour, ER: pesticide poisoning.',
  );
  assert.equal(factValue('exceptions', c, 'food_contaminated_or_employer_supplied'), 'yes');
});

test("1904.5(b)(2)(v): a family member's project done on the premises after hours is a personal task", () => {
  const c = makeCase(
    "Synthetic: print shop clerk came back after closing to laminate her daughter's school project and burned her hand on the laminator.",
    'Urgent care, silver sulfadiazine prescription.',
    {
      incident: {
        description:
          "Synthetic: print shop clerk came back after closing to laminate her daughter's school project and burned her hand on the laminator.",
        location_context: 'on_premises',
        during_assigned_hours: false,
      },
    },
  );
  assert.equal(factValue('exceptions', c, 'personal_task_outside_hours'), 'yes');
});

test('1904.5(b)(2)(ix): nightmares "since then" and no clinician\'s note shared leave the opinion not provided', () => {
  const c = makeCase(
    'Synthetic: transit operator was at the controls when a person stepped in front of the train. Since that shift, nightmares and panic on the platform.',
    'He sees a therapist privately and has not given the employer any note or letter about it.',
  );
  assert.equal(factValue('exceptions', c, 'mental_illness'), 'yes');
  assert.equal(factValue('exceptions', c, 'mental_illness_opinion_provided'), 'no');
});

test('1904.5(b)(2)(vii): a motorcycle sliding out on the company access road on the way home is a commuting accident', () => {
  const c = makeCase(
    'Synthetic: quarry. The loader operator was riding his motorcycle home on the company access road after shift. The front wheel slid out on sand.',
    'ER: broken wrist, cast.',
    {
      incident: {
        description:
          'Synthetic: quarry. The loader operator was riding his motorcycle home on the company access road after shift. The front wheel slid out on sand.',
        during_assigned_hours: false,
      },
    },
  );
  assert.equal(factValue('exceptions', c, 'commute_vehicle_accident_on_lot'), 'yes');
});

test('1904.5(b)(7): a hall runner at home is the home setting, and pay "by the piece" is work for pay', () => {
  const runner = atHome(
    'Synthetic: remote claims adjuster on shift went to answer the door and tripped on the hall runner.',
  );
  assert.equal(factValue('work_relatedness', runner, 'home_environment_cause'), 'yes');
  const piece = atHome(
    'Synthetic: a costume maker pays home sewers by the piece; the sewer ran the machine needle through her fingertip.',
  );
  assert.equal(factValue('work_relatedness', piece, 'home_environment_cause'), 'no');
});

test('1904.5(b)(2)(ii): a sofa moved for a relative over the weekend is a cause away from work', () => {
  const c = makeCase(
    'Synthetic: parts picker felt his back seize an hour into the shift. He had carried a dresser up two flights for his sister on Saturday.',
    'Clinic: lumbar strain, Rx muscle relaxant.',
  );
  assert.equal(factValue('exceptions', c, 'non_work_cause_only'), 'yes');
});

test('1904.5(b)(1): a youth game at the rink where the employee works is not his own sport', () => {
  const c = makeCase(
    'Synthetic: sports arena. The usher was standing at the rail during a youth hockey game when a puck struck his cheek.',
    'ER: facial laceration, sutures.',
  );
  assert.notEqual(factValue('exceptions', c, 'non_work_cause_only'), 'yes');
});

test('1904.7(b)(4)(i): a routine task "limited to 2 hrs a day" is a restriction', () => {
  const c = makeCase(
    'Synthetic: court reporter developed wrist pain over weeks of transcription.',
    'Occ med: tendinitis; stenography limited to 2 hrs a day for two weeks.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'yes');
});
