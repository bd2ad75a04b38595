/**
 * Mechanisms found missing on the study set dev7 (holdout-7), each written here in new words: a restricted task done
 * monthly beside a job done daily, a part-shift move to a different job, a perforated eardrum with its side
 * abbreviated, an employee shopping on a day off, a personal repair after clocking out, self-medication with the
 * employee's own pill, symptoms already there before the shift, a new treatment for a pre-existing condition, a
 * personal detour between sales calls, an episode set off by dust, and a hearing level with an age-corrected aside.
 * Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

test('1904.7(b)(4)(ii): a task done monthly is not routine, though the sentence about the rest of the job says "daily"', () => {
  const monthly = makeCase(
    'Synthetic: the groundskeeper bruised a shin stepping off a mower.',
    'Shin bruise, ice. Only limit: no use of the aerial lift for two weeks. The lift is used twice a year for tree trimming. All her other duties (mowing, edging, trash runs) she does daily and she kept doing them, full shifts.',
  );
  assert.equal(factValue('treatment', monthly, 'restricted_work'), 'no');
  const weekly = makeCase(
    'Synthetic: the groundskeeper bruised a shin stepping off a mower.',
    'Shin bruise, ice. No use of the aerial lift for two weeks; she runs the lift every week, and once a month for the gutters.',
  );
  assert.notEqual(factValue('treatment', weekly, 'restricted_work'), 'no');
});

test('1904.7(b)(4)(ix)-(x): moved to a different job for part of each later shift is a transfer', () => {
  const c = makeCase(
    'Synthetic: the assembler reported a sore elbow from driving screws.',
    'From the next day the lead put him at the kitting bench, different job, for the first two hours of each shift.',
  );
  assert.equal(factValue('treatment', c, 'job_transfer'), 'yes');
});

test('1904.7(b)(7): "tear in the L eardrum" and "perforation of R TM" are punctured eardrums', () => {
  for (const words of [
    'ENT found a small tear in the L eardrum.',
    'Perforation of R TM on exam.',
  ]) {
    const c = makeCase('Synthetic: a hose fitting blew off next to the fitter.', words);
    assert.equal(factValue('significance', c, 'significant_diagnosis'), 'yes', words);
  }
});

test('1904.5(b)(2)(i): on a day off, in the store like any shopper, to pick up an order: member of the public', () => {
  const shopper = makeCase(
    'Synthetic: the cashier stopped by the store on his day off to pick up a grill he had ordered, like any other shopper, and cut his hand on the box strap.',
    'Hand cut, glued.',
  );
  assert.equal(factValue('exceptions', shopper, 'member_of_public'), 'yes');
  // "Day off Tuesday" names when the employee shopped, not a day away from work.
  const c = makeCase(
    'Synthetic: the cashier came in on his day off Tuesday to pay a bill and tripped at the door.',
    'Knee bruise.',
  );
  assert.notEqual(factValue('treatment', c, 'days_away'), 'yes');
});

test("1904.5(b)(2)(v): after clocking out, doing the brakes on the worker's own car in the shop bay", () => {
  const c = makeCase(
    'Synthetic: the tire tech clocked out, then used bay 3 to do her own brakes; the jack slipped and pinched her hand.',
    'Hand contusion.',
  );
  assert.equal(factValue('exceptions', c, 'personal_task_outside_hours'), 'yes');
});

test('1904.5(b)(2)(vi): a reaction to a pill the employee brought, her own, for a non-work condition', () => {
  const c = makeCase(
    'Synthetic: the clerk swallowed a new allergy tablet at her desk (her own, from her doctor) and broke out in hives.',
    'Allergic reaction, antihistamine shot at the clinic.',
  );
  assert.equal(factValue('exceptions', c, 'grooming_self_medication_self_inflicted'), 'yes');
});

test('1904.5(b)(2)(ix): "caused by the on-duty shooting" is an opinion that names work as the cause', () => {
  const c = makeCase(
    'Synthetic: the guard witnessed a shooting at the gate and later had panic attacks.',
    'He handed in, on his own, a note from his psychiatrist: panic disorder caused by the on-duty shooting.',
  );
  assert.equal(factValue('exceptions', c, 'mental_illness_opinion_provided'), 'yes');
});

test('1904.5(b)(2)(ii): helping a sister move at her house, already sore before the shift: the desk work is only where it surfaced', () => {
  const c = makeCase(
    'Synthetic: the payroll clerk was filing at her desk when her neck locked up. Saturday she and her sister carried a dresser at her house, and her neck was already stiff before her shift.',
    'Neck spasm, Rx muscle relaxant.',
  );
  assert.equal(factValue('exceptions', c, 'non_work_cause_only'), 'yes');
  const atWork = makeCase(
    'Synthetic: the payroll clerk was filing at her desk when her neck locked up while lifting a box of binders. Saturday she and her sister went to a movie.',
    'Neck spasm, Rx muscle relaxant.',
  );
  assert.notEqual(factValue('exceptions', atWork, 'non_work_cause_only'), 'yes');
});

test('1904.5(b)(4): a new daily medicine after the exposure aggravates; the "no other meds" of the history is not "no change"', () => {
  const c = makeCase(
    'Synthetic: the welder has had eczema since high school, managed with a moisturizer, no other meds. Flux spatter at the bench set off a flare on both forearms.',
    'Dermatology started a new steroid ointment twice daily.',
    {
      prior_condition: { exists: true, description: 'Eczema since high school, moisturizer only.' },
    },
  );
  assert.equal(factValue('work_relatedness', c, 'significant_aggravation'), 'yes');
});

test('1904.5(b)(6): between sales calls is travel; "off her route" to a shop is a personal detour, a route sheet is not', () => {
  const detour = makeCase(
    'Synthetic: the field rep was driving between two sales calls and went 20 minutes off her route to a garden center for plants; she fell in its lot.',
    'Wrist sprain, Rx naproxen.',
  );
  delete detour.incident.location_context;
  assert.equal(factValue('work_relatedness', detour, 'on_travel_status'), 'yes');
  assert.equal(factValue('work_relatedness', detour, 'travel_personal_activity'), 'yes');
  const sheet = makeCase(
    'Synthetic: the technician on a two-week out-of-town job takes calls off the route sheet each morning; driving to the first call a truck hit his van.',
    'Neck strain, PT.',
  );
  sheet.incident.location_context = 'company_travel';
  assert.notEqual(factValue('work_relatedness', sheet, 'travel_personal_activity'), 'yes');
});

test('1904.6(b)(2): an episode "set off by" dust at work, or a dust cloud, is a new work event', () => {
  const c = makeCase(
    "Synthetic: the miller, with occupational asthma on last year's log and quiet for months, was at the sifter when a hopper seal failed and a dust cloud filled the room.",
    'Acute asthma attack set off by the grain dust; Rx prednisone.',
    {
      prior_condition: {
        exists: true,
        description: 'Work-related occupational asthma, recorded last year.',
      },
    },
  );
  assert.equal(factValue('recurrence', c, 'new_work_event_caused_recurrence'), 'yes');
});

test('1904.10(b)(3): an age-corrected aside in parentheses does not make the raw hearing level age-corrected', () => {
  const c = makeCase(
    'Synthetic: yearly audiogram of a press operator, age bracket 55-64.',
    'R ear avg shift 12 dB after age correction. R ear hearing level 28 dB (age corrected about 24).',
  );
  assert.equal(factValue('significance', c, 'hearing_level_25db'), 'yes');
});

test('1904.5(b)(1): an account that opens on the worker by role tells its later events as ones of the job', () => {
  const c = makeCase(
    'Synthetic: Shelf stocker, had a recorded ankle sprain two years ago, fully healed. Tuesday she tripped on a loose banding strap and turned the same ankle.',
    'Ankle sprain, Rx naproxen.',
  );
  delete c.incident.location_context;
  assert.equal(factValue('work_relatedness', c, 'in_work_environment'), 'yes');
});
