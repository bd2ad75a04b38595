/**
 * The offline reader of the recurrence part (29 CFR 1904.6): synthetic cases for an earlier recorded case of the
 * same type and body part, recovery, a new event at work, a chronic illness recorded once, a professional's view,
 * and the look-alikes that are not a prior recorded case; every evidence span is verbatim case text.
 */
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../../src/recordability/schema.ts';
import { assertReading, type Expect } from '../helpers.ts';

const kase = (
  incident: string,
  injury: string,
  rest: Partial<RecordabilityCase> = {},
): RecordabilityCase => ({
  incident: { description: incident, location_context: 'on_premises' },
  injury: { description: injury },
  ...rest,
});
const prior = (description: string): Partial<RecordabilityCase> => ({
  prior_condition: { exists: true, description },
});

const ROWS: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title: '(a)(2) a recorded same-part case, fully recovered, then a new lift at work',
    c: kase(
      'Synthetic: EE had a recorded R shoulder strain ~6 months ago; released to full duty w/o symptoms. Today lifting a case onto a shelf he felt a pull.',
      'R shoulder strain again; PT ordered.',
      {
        injury: {
          description: 'R shoulder strain again; PT ordered.',
          body_part: 'right shoulder',
        },
      },
    ),
    expect: {
      prior_recorded_same_injury: 'yes',
      recovered_from_prior: 'yes',
      new_work_event_caused_recurrence: 'yes',
    },
  },
  {
    title: '(a)(2) the prior-condition field tells the earlier case; the current event is a slip',
    c: kase(
      'Synthetic: a stocker slipped on a wet aisle and landed on the left knee.',
      'Left knee sprain.',
      {
        injury: { description: 'Left knee sprain.', body_part: 'left knee' },
        ...prior(
          'Work-related left knee sprain recorded on the OSHA 300 Log two years ago; completely healed.',
        ),
      },
    ),
    expect: {
      prior_recorded_same_injury: 'yes',
      recovered_from_prior: 'yes',
      new_work_event_caused_recurrence: 'yes',
    },
  },
  {
    title: '(a)(2) a recorded case that never resolved, with no new incident, continues',
    c: kase(
      "Synthetic: a loader's low back strain was recorded three weeks ago. He never got fully better and today, with no new incident, the doctor added PT.",
      'Ongoing lumbar strain from the earlier recorded case.',
    ),
    expect: {
      prior_recorded_same_injury: 'yes',
      recovered_from_prior: 'no',
      new_work_event_caused_recurrence: 'no',
    },
  },
  {
    title: '(a)(2) symptoms that continue to bother the employee are not a recovery',
    c: kase(
      "Synthetic: the clerk's right wrist tendinitis was recorded last year and continues to bother her at the keyboard.",
      'Right wrist tendinitis; surgeon recommends an injection.',
      {
        injury: {
          description: 'Right wrist tendinitis; surgeon recommends an injection.',
          body_part: 'right wrist',
        },
      },
    ),
    expect: { prior_recorded_same_injury: 'yes', recovered_from_prior: 'no' },
  },
  {
    title: '(a)(1) a recorded case of another body part is not the same injury',
    c: kase(
      'Synthetic: a cook had a recorded burn on the left forearm last year. This week a pan slipped and she sprained her right thumb.',
      'Thumb sprain; rigid splint.',
      { injury: { description: 'Thumb sprain; rigid splint.', body_part: 'right thumb' } },
    ),
    expect: { prior_recorded_same_injury: 'no', recovered_from_prior: 'absent' },
  },
  {
    title: '(a)(1) the same region on the other side is another body part',
    c: kase(
      'Synthetic: a picker fell from a step stool onto the right wrist.',
      'Right wrist sprain.',
      {
        injury: { description: 'Right wrist sprain.', body_part: 'right wrist' },
        ...prior('Left wrist fracture recorded on the 300 log in 2024.'),
      },
    ),
    expect: { prior_recorded_same_injury: 'no' },
  },
  {
    title:
      "(a)(1) an old non-work injury is not a prior recorded case (the pre-existing test is another part's)",
    c: kase(
      'Synthetic: an assembler with an old non-work shoulder injury from skiing felt the shoulder catch reaching overhead on the line.',
      'Doctor: aggravation of the old shoulder problem; no overhead reaching for ten days.',
    ),
    expect: { prior_recorded_same_injury: 'no', professional_says_recurrence: 'absent' },
  },
  {
    title: "(a)(1) an injury at a previous employer was never on this employer's log",
    c: kase('Synthetic: a welder strained his back lifting a fixture.', 'Lumbar strain.', {
      ...prior('Back strain at a previous employer five years ago.'),
    }),
    expect: { prior_recorded_same_injury: 'no' },
  },
  {
    title: '(a)(1) an earlier work case not said to be recorded leaves the question open',
    c: kase(
      'Synthetic: the driver twisted the same ankle stepping off the truck.',
      'Ankle sprain.',
      { ...prior('Previous work ankle sprain last spring, treated with ice.') },
    ),
    expect: { prior_recorded_same_injury: 'unknown', new_work_event_caused_recurrence: 'yes' },
  },
  {
    title:
      '(a)(2) a recovery followed by pain at home with nothing at work is no new workplace event',
    c: kase(
      'Synthetic: an order picker had a recorded right wrist sprain last spring and recovered fully. Gardening at home this weekend the wrist ached again; nothing happened at work.',
      'Wrist pain; his doctor recommended PT.',
    ),
    expect: {
      prior_recorded_same_injury: 'yes',
      recovered_from_prior: 'yes',
      new_work_event_caused_recurrence: 'no',
    },
  },
  {
    title: '(b)(1) a recorded silicosis whose symptoms are back is recorded once',
    c: kase(
      "Synthetic: the sandblaster's silicosis was recorded in 2023. This month his shortness of breath increased.",
      'Silicosis, worsening dyspnea.',
    ),
    expect: { chronic_illness_recurrence: 'yes' },
  },
  {
    title: '(b)(2) a new asthma episode after a workplace exposure is a new event after recovery',
    c: kase(
      'Synthetic: a painter whose occupational asthma was recorded last year had a new asthma attack after exposure to isocyanate spray in the booth today.',
      'Asthma exacerbation; inhaler prescribed.',
    ),
    expect: {
      prior_recorded_same_injury: 'yes',
      recovered_from_prior: 'yes',
      new_work_event_caused_recurrence: 'yes',
    },
  },
  {
    title: '(b)(3) the professional calls it a continuation of the recorded case',
    c: kase(
      "Synthetic: a forklift operator's recorded knee injury from last spring flared up walking the floor.",
      'The orthopedist documented that the knee pain is a continuation of the previously recorded meniscus tear, not a new injury.',
    ),
    expect: { professional_says_recurrence: 'yes' },
  },
  {
    title: '(b)(3) the professional calls it a new injury: `no` with evidence',
    c: kase(
      'Synthetic: the packer strained her back lifting a tote; her back strain was recorded last year.',
      'Lumbar strain.',
      {
        statements: [
          { source: 'clinician', text: 'This is a new injury, unrelated to the prior strain.' },
        ],
      },
    ),
    expect: { professional_says_recurrence: 'no' },
  },
  {
    title: 'a case with no earlier condition reads nothing: 1904.6(a)(1) presumes a new case',
    c: kase(
      'Synthetic: the tech was seen again at the clinic two days later; the physician continued the same dressing.',
      'Laceration of the left palm.',
    ),
    expect: {
      prior_recorded_same_injury: 'absent',
      recovered_from_prior: 'absent',
      new_work_event_caused_recurrence: 'absent',
      professional_says_recurrence: 'absent',
    },
  },
  {
    title: 'a previous hearing loss is left to the revised baseline of 1904.10(b)(2)(i)',
    c: kase(
      'Synthetic: the press operator had a previous STS recorded in 2023 (revised baseline).',
      'Current audiogram: 4 dB change from the revised baseline.',
    ),
    expect: { prior_recorded_same_injury: 'absent' },
  },
  {
    title:
      '1904.6(a)(2) a recorded rash that cleared completely and came back after new skin contact is a new case',
    c: kase(
      'Synthetic: the laminator had recorded resin dermatitis on both hands last year; it cleared completely within a month. Back on the resin line, the rash came back after skin contact with the hardener.',
      'Contact dermatitis, both hands; prescription cream.',
    ),
    expect: { recovered_from_prior: 'yes', new_work_event_caused_recurrence: 'yes' },
  },
  {
    title:
      '1904.6(b)(2) a new asthma episode brought on by a workplace exposure stands for recovery between episodes',
    c: kase(
      'Synthetic: the painter with recorded occupational asthma from last year was on the floor when a coworker sprayed primer nearby.',
      'ER: acute asthma exacerbation, nebuliser given.',
    ),
    expect: { recovered_from_prior: 'yes', new_work_event_caused_recurrence: 'yes' },
  },
];

for (const { title, c, expect } of ROWS)
  test(title, () => assertReading('recurrence', c, expect, false));
