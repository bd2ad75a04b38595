/**
 * The offline reader of the work_relatedness part: synthetic cases in everyday wording, each asserting the facts
 * read (1904.46, 1904.5(a), (b)(1), (b)(3)-(b)(7)) and that every evidence span is verbatim case text.
 */
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../../src/recordability/schema.ts';
import { assertReading, type Expect } from '../helpers.ts';

const kase = (
  incident: string,
  injury: string,
  over: Partial<RecordabilityCase> = {},
  location?: RecordabilityCase['incident']['location_context'],
): RecordabilityCase => ({
  incident: {
    description: incident,
    ...(location === undefined ? {} : { location_context: location }),
  },
  injury: { description: injury },
  ...over,
});

const ROWS: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title:
      'a rear-end collision on a public road while driving in from home is outside the work environment',
    c: kase(
      'Synthetic: the clerk was driving from home to the office before the shift and was rear-ended on the highway.',
      'Neck strain.',
    ),
    expect: { in_work_environment: 'no' },
  },
  {
    title: 'a fall in the employee-only lot is in the work environment',
    c: kase(
      'Synthetic: walking from the car across the employee-only lot at the start of the shift, the tech tripped on a wheel stop.',
      'Wrist sprain.',
    ),
    expect: { in_work_environment: 'yes' },
  },
  {
    title: 'a public garage the employer does not control is not the work environment',
    c: kase(
      'Synthetic: she slipped on the ramp of the public garage under the tower; the company has no control over it.',
      'Bruised hip.',
    ),
    expect: { in_work_environment: 'no' },
  },
  {
    title: 'a personal lunch at a restaurant down the street is off the premises',
    c: kase(
      'Synthetic: during her unpaid lunch break the assistant walked to a restaurant down the street and slipped inside.',
      'Sprained wrist.',
    ),
    expect: { in_work_environment: 'no' },
  },
  {
    title: 'an event on the plant floor is in the work environment',
    c: kase(
      'Synthetic: a rigger was struck by a falling load on the plant floor.',
      'Crushed foot.',
    ),
    expect: { in_work_environment: 'yes', work_event_caused: 'absent' },
  },
  {
    title: 'an event told of the employee by the job title is read as work',
    c: kase('Synthetic: welder burned his forearm on hot slag.', 'Second degree burn.', {
      employee: { job_title: 'welder' },
    }),
    expect: { in_work_environment: 'yes' },
  },
  {
    title: 'the location field settles the place and the text is not read for it',
    c: kase('Synthetic: the operator was hurt on the plant floor.', 'Cut hand.', {}, 'on_premises'),
    expect: {
      in_work_environment: 'absent',
      on_travel_status: 'absent',
      working_at_home: 'absent',
    },
  },
  {
    title: 'symptoms surfacing at work from a weekend sport leave no work event',
    c: kase(
      'Synthetic: pt twisted his knee playing basketball over the weekend; pain got worse at the start of the Monday shift.',
      'Knee sprain.',
      {
        statements: [
          { source: 'employee', text: 'Nothing happened at work, it is from the game.' },
        ],
      },
    ),
    expect: { work_event_caused: 'no' },
  },
  {
    title: 'a cause away from work alongside a lift at work leaves the cause open',
    c: kase(
      'Synthetic: he strained his back gardening at home on Sunday. On Monday he lifted a 60 lb box at the dock and felt a sharp pain.',
      'Lumbar strain.',
    ),
    expect: { work_event_caused: 'unknown' },
  },
  {
    title: 'an exposure with no symptoms and prophylaxis only is not an injury or illness',
    c: kase(
      'Synthetic: a package with a suspicious powder was opened in the mailroom.',
      'Tested negative; no symptoms. Prophylactic antibiotic given.',
    ),
    expect: { injury_or_illness: 'no' },
  },
  {
    title: 'a needlestick with no symptoms is still an injury',
    c: kase(
      'Synthetic: the aide was stuck by a used needle while emptying a bin.',
      'Needlestick to the thumb; no symptoms.',
    ),
    expect: { injury_or_illness: 'yes' },
  },
  {
    title:
      'showering at the hotel on a business trip is a personal activity at the home away from home',
    c: kase(
      'Synthetic: on a three-day business trip the rep checked into the hotel and slipped while showering in her hotel room.',
      'Chin laceration.',
    ),
    expect: { on_travel_status: 'yes', travel_personal_activity: 'yes' },
  },
  {
    title: 'travel from the airport to a customer site is in the interest of the employer',
    c: kase(
      'Synthetic: the engineer was driving a rental car from the airport to the customer site when another car hit him.',
      'Neck strain.',
      {},
      'company_travel',
    ),
    expect: { travel_personal_activity: 'no' },
  },
  {
    title: 'commuting from the hotel to a fixed worksite is not work',
    c: kase(
      'Synthetic: on a four-week assignment the fitter walked from the hotel to the plant he reports to each day and twisted an ankle.',
      'Ankle sprain.',
      {},
      'company_travel',
    ),
    expect: { travel_personal_activity: 'yes' },
  },
  {
    title: 'commuting from the hotel without a fixed worksite is left open',
    c: kase(
      'Synthetic: driving from the motel, the auditor was hit at an intersection.',
      'Whiplash.',
      {},
      'company_travel',
    ),
    expect: { travel_personal_activity: 'unknown' },
  },
  {
    title: "a client dinner at the manager's direction is work entertainment",
    c: kase(
      'Synthetic: on a business trip the rep was told by her manager to take the client to dinner; she slipped at the restaurant.',
      'Knee cut.',
    ),
    expect: { on_travel_status: 'yes', travel_personal_activity: 'no' },
  },
  {
    title: 'a personal side trip on the way back from a customer is a detour',
    c: kase(
      'Synthetic: driving back from a customer site, the tech took a side trip to a scenic overlook and fell on the trail.',
      'Broken wrist.',
      {},
      'company_travel',
    ),
    expect: { travel_personal_activity: 'yes' },
  },
  {
    title: 'tripping on the family dog while working from home is the home environment',
    c: kase(
      'Synthetic: working from home, the analyst rushed to a work call and tripped over the family dog.',
      'Wrist sprain.',
    ),
    expect: { working_at_home: 'yes', home_environment_cause: 'yes' },
  },
  {
    title: 'dropping a box of work files in the home office is the work itself',
    c: kase(
      'Synthetic: the adjuster was carrying a box of work files to the home office desk and dropped it on her foot.',
      'Fractured toe.',
      {},
      'work_from_home',
    ),
    expect: { home_environment_cause: 'no', working_at_home: 'absent' },
  },
  {
    title: 'working at home with nothing said about the cause leaves the home question open',
    c: kase(
      'Synthetic: the coordinator fell at about 2 pm.',
      'Bruised knee.',
      {},
      'work_from_home',
    ),
    expect: { home_environment_cause: 'unknown' },
  },
  {
    title: 'a pre-existing condition with days away in work_status is significantly aggravated',
    c: kase(
      'Synthetic: the stocker lifted a case and felt a pull.',
      'Lumbar strain.',
      {
        prior_condition: {
          exists: true,
          description: 'Chronic low back pain from a non-work car accident; home stretching only.',
        },
        work_status: { days_away: 3 },
      },
      'on_premises',
    ),
    expect: { preexisting_condition: 'yes', significant_aggravation: 'yes' },
  },
  {
    title:
      'a pre-existing condition kept on the same medication at the same dose is not significantly aggravated',
    c: kase(
      'Synthetic: a driver with long-standing non-work neck arthritis said his neck felt stiffer after a long shift.',
      'Doctor said to keep taking the same medication at the same dose; no time off, no restrictions.',
    ),
    expect: { preexisting_condition: 'yes', significant_aggravation: 'no' },
  },
  {
    title: 'medical treatment never needed before is a significant aggravation',
    c: kase(
      'Synthetic: a custodian with non-work knee arthritis, never treated, twisted the knee on a stair at work.',
      'Physician gave a steroid injection, a treatment she had never needed before.',
    ),
    expect: { preexisting_condition: 'yes', significant_aggravation: 'yes' },
  },
  {
    title:
      'a pre-existing condition with no outcome or treatment stated leaves the aggravation open',
    c: kase(
      'Synthetic: the packer, who has a pre-existing shoulder condition, felt it ache while reaching.',
      'Shoulder pain.',
    ),
    expect: { preexisting_condition: 'yes', significant_aggravation: 'unknown' },
  },
  {
    title: 'an earlier recorded work injury is a recurrence question, not a pre-existing condition',
    c: kase('Synthetic: the picker lifted a tote and the wrist hurt again.', 'Wrist sprain.', {
      prior_condition: {
        exists: true,
        description: 'Recorded work-related wrist sprain last year.',
      },
    }),
    expect: { preexisting_condition: 'no', significant_aggravation: 'absent' },
  },
  {
    title:
      "1904.5(b)(6)(ii) a customer dinner at a manager's direction to discuss the contract is work on travel status",
    c: kase(
      'Synthetic: on a sales trip the rep was told by his regional director to take two buyers to dinner to go over the renewal; he missed a step leaving the restaurant.',
      'Fractured ankle.',
      {},
      'company_travel',
    ),
    expect: { travel_personal_activity: 'no' },
  },
  {
    title: '1904.5(b)(6)(i) a detour to see family after the site visit is personal',
    c: kase(
      'Synthetic: after the audit the inspector, instead of driving back to the office, drove an hour the other way to see his brother and tripped on the porch.',
      'Ankle sprain.',
      {},
      'company_travel',
    ),
    expect: { travel_personal_activity: 'yes' },
  },
  {
    title: '1904.5(b)(7) pouring a drink between calls at home is the home setting, not the work',
    c: kase(
      'Synthetic: a remote billing rep got up between calls to pour a cup of tea and spilled the kettle on her hand.',
      'Second-degree burn.',
      {},
      'work_from_home',
    ),
    expect: { home_environment_cause: 'yes' },
  },
  {
    title: '1904.5(b)(7) resetting company-issued equipment during the shift is the work',
    c: kase(
      'Synthetic: the remote support analyst crawled under the desk mid-shift to reset the company-issued modem and hit his head standing up.',
      'Scalp laceration, staples.',
      {},
      'work_from_home',
    ),
    expect: { home_environment_cause: 'no' },
  },
];

for (const row of ROWS) test(row.title, () => assertReading('work_relatedness', row.c, row.expect));
