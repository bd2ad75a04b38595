/**
 * The nine instruments as data, transcribed from interface.md "Instrument definitions"
 * (definitions table, bands table, item topics, opioid_risk weights, sign conventions).
 * Rubric version 1.0.0 for all nine; scores must not be compared across rubric versions.
 */
import type { Band, InstrumentDefinition, InstrumentItem, InstrumentMethod } from './types.ts';

type Labels = ReadonlyArray<readonly [number, string]>;

const NO_YES: Labels = [
  [0, 'No'],
  [1, 'Yes'],
];
const AGREEMENT: Labels = [
  [1, 'Strongly disagree'],
  [2, 'Disagree'],
  [3, 'Agree'],
  [4, 'Strongly agree'],
];
const FREQUENCY: Labels = [
  [0, 'Not at all'],
  [1, 'Several days'],
  [2, 'More than half the days'],
  [3, 'Nearly every day'],
];
const DIFFICULTY: Labels = [
  [0, 'Extreme difficulty/unable'],
  [1, 'Quite a bit'],
  [2, 'Moderate'],
  [3, 'A little bit'],
  [4, 'No difficulty'],
];

/** An integer range whose labels are the numbers themselves. */
function range(min: number, max: number): Labels {
  return Array.from({ length: max - min + 1 }, (_, i) => [min + i, String(min + i)] as const);
}

function items(topics: readonly string[], labels: Labels): InstrumentItem[] {
  return topics.map((text, i) => ({
    id: `item_${i + 1}`,
    text,
    values: labels.map(([value, label]) => ({ value, label })),
  }));
}

function bands(...spec: Array<readonly [string, number, number]>): Band[] {
  return spec.map(([name, min, max]) => ({ name, min, max }));
}

const SUM: InstrumentMethod = { kind: 'sum' };

const definitions: InstrumentDefinition[] = [
  {
    id: 'opioid_risk',
    category: 'iatrogenic',
    title: 'Opioid risk',
    items: items(
      [
        'Family history of substance abuse',
        'Personal history of substance abuse',
        'Age between 16 and 45',
        'History of preadolescent sexual abuse',
        'Psychological disease',
      ],
      NO_YES,
    ),
    method: {
      kind: 'sex_weighted_sum',
      weights: {
        male: { item_1: 3, item_2: 4, item_3: 1, item_4: 0, item_5: 2 },
        female: { item_1: 1, item_2: 2, item_3: 1, item_4: 3, item_5: 1 },
      },
    },
    bands: bands(['low', 0, 3], ['moderate', 4, 7], ['high', 8, 30]),
    scoreRange: { min: 0, max: 10 },
    higherIsBetter: false,
    rubricVersion: '1.0.0',
    notes: [
      "Weights are selected by responses.sex: female weights only when sex is exactly 'female'; missing, null or any other value uses male weights.",
      'sex is not a required item but counts in responded_items when present.',
      'The five-item form is not comparable to a ten-sub-item administration.',
    ],
  },
  {
    id: 'yellow_flag_screen',
    category: 'fear_avoidance',
    title: 'Yellow flag screen',
    items: items(
      [
        'Pain-related worry',
        'Depressed mood',
        'Anxious or tense mood',
        'Low self-efficacy for recovery',
        'High pain catastrophizing',
        'High fear of movement or reinjury',
        'Low recovery expectation',
        'Somatic complaints beyond the index region',
        'Sleep disturbance',
        'Active substance-use concern',
      ],
      NO_YES,
    ),
    method: SUM,
    bands: bands(['low', 0, 2], ['moderate', 3, 5], ['high', 6, 10]),
    scoreRange: { min: 0, max: 10 },
    higherIsBetter: false,
    rubricVersion: '1.0.0',
    notes: [
      'A flag count, not a severity. Only 0 or 1 is valid; values of 2 or more inflate the count.',
    ],
  },
  {
    id: 'kinesiophobia',
    category: 'fear_avoidance',
    title: 'Kinesiophobia (fear of movement)',
    items: items(
      [
        'Fear of self-injury through exercise',
        'Pain would increase if overcome',
        'Body signalling something dangerously wrong',
        'Pain relieved by exercise',
        'Condition not taken seriously',
        'Accident put body at lifelong risk',
        'Pain always means injury',
        'Aggravation does not mean danger',
        'Fear of accidental injury',
        'Being careful with movement is safest',
        'Pain implies something dangerous',
      ],
      AGREEMENT,
    ),
    method: SUM,
    bands: bands(['low', 11, 21], ['high', 22, 44]),
    scoreRange: { min: 11, max: 44 },
    higherIsBetter: false,
    rubricVersion: '1.0.0',
    notes: [
      'Summed as submitted, no internal reversal.',
      "Items 4 and 8 are commonly reverse-scored in the published form; reversal is the caller's job (5 minus the answer).",
    ],
  },
  {
    id: 'depression_screen',
    category: 'psychosocial',
    title: 'Depression screen',
    items: items(
      [
        'Little interest or pleasure',
        'Feeling down or hopeless',
        'Sleep trouble',
        'Tiredness',
        'Appetite change',
        'Feeling bad about oneself',
        'Trouble concentrating',
        'Psychomotor slowing or agitation',
        'Thoughts of being better off dead or self-harm',
      ],
      FREQUENCY,
    ),
    method: SUM,
    bands: bands(
      ['minimal', 0, 4],
      ['mild', 5, 9],
      ['moderate', 10, 14],
      ['moderately_severe', 15, 19],
      ['severe', 20, 27],
    ),
    scoreRange: { min: 0, max: 27 },
    higherIsBetter: false,
    rubricVersion: '1.0.0',
    notes: [
      'item_9 is summed like any other and raises no separate flag at depth basic or contextual.',
      'At depth full, any item_9 answer of 1 or more adds an urgent recommendation whatever the band.',
    ],
  },
  {
    id: 'lower_extremity_function',
    category: 'function',
    title: 'Lower extremity function',
    items: items(
      [
        'Usual work, housework or school activities',
        'Usual hobbies, recreational or sporting activities',
        'Getting into or out of the bath',
        'Walking between rooms',
        'Putting on shoes or socks',
        'Squatting',
        'Lifting an object from the floor',
        'Light activities around the home',
        'Heavy activities around the home',
        'Getting into or out of a car',
        'Walking two blocks',
        'Walking a mile',
        'Going up or down ten stairs',
        'Standing for 1 hour',
        'Sitting for 1 hour',
        'Running on even ground',
        'Running on uneven ground',
        'Making sharp turns while running',
        'Hopping',
        'Rolling over in bed',
      ],
      DIFFICULTY,
    ),
    method: SUM,
    bands: bands(['severe', 0, 20], ['moderate', 21, 40], ['mild', 41, 60], ['minimal', 61, 80]),
    scoreRange: { min: 0, max: 80 },
    higherIsBetter: true,
    rubricVersion: '1.0.0',
    notes: ['Higher = better function; band names are the cross-instrument signal.'],
  },
  {
    id: 'work_ability',
    category: 'occupational',
    title: 'Work ability',
    items: items(
      [
        'Current work ability compared with lifetime best',
        'Work ability in relation to the physical demands of the job',
        'Work ability in relation to the mental demands of the job',
        'Number of diagnosed diseases',
        'Estimated work impairment due to diseases',
        'Sick leave during the past year',
        'Own prognosis of work ability two years from now',
      ],
      range(1, 7),
    ),
    method: SUM,
    bands: bands(['poor', 7, 27], ['moderate', 28, 36], ['good', 37, 43], ['excellent', 44, 49]),
    scoreRange: { min: 7, max: 49 },
    higherIsBetter: true,
    rubricVersion: '1.0.0',
    notes: [
      'The integer is used as given; the caller maps published-form answers to 1-7. Higher = better.',
    ],
  },
  {
    id: 'anxiety_screen',
    category: 'psychosocial',
    title: 'Anxiety screen',
    items: items(
      [
        'Feeling nervous or on edge',
        'Not being able to control worrying',
        'Worrying too much',
        'Trouble relaxing',
        'Restlessness',
        'Irritability',
        'Fear that something awful might happen',
      ],
      FREQUENCY,
    ),
    method: SUM,
    bands: bands(['minimal', 0, 4], ['mild', 5, 9], ['moderate', 10, 14], ['severe', 15, 21]),
    scoreRange: { min: 0, max: 21 },
    higherIsBetter: false,
    rubricVersion: '1.0.0',
    notes: [],
  },
  {
    id: 'recovery_expectation',
    category: 'rtw_belief',
    title: 'Recovery expectation',
    items: items(['Likelihood of doing usual work 6 months from now'], range(0, 10)),
    method: { kind: 'pass_through', item: 'item_1' },
    bands: bands(['poor', 0, 4], ['moderate', 5, 7], ['good', 8, 10]),
    scoreRange: { min: 0, max: 10 },
    higherIsBetter: true,
    rubricVersion: '1.0.0',
    notes: ['The score is item_1 as given; higher = higher expectation.'],
  },
  {
    id: 'orebro',
    category: 'pain',
    title: 'Örebro musculoskeletal pain screen',
    items: items(
      [
        'Current pain',
        'Average pain over the last 3 months',
        'Pain frequency',
        'Bother when relaxing',
        'Walking',
        'Sleep',
        'Usual activities',
        'Light work for an hour',
        'Anxious or tense',
        'Depressed mood',
        'Likelihood of working in 6 months',
        'Expectation of returning to normal activities',
        'Belief that more pain means more damage',
        'Belief that activity worsens pain',
        'Avoidance of activities',
        'Self-management of pain',
        'Fair chance of continuing to work',
        'Support from co-workers or supervisor (reversed)',
        'Ability to control pain (reversed)',
        'Dedication to work duties (reversed)',
        'Fear-avoidance of activity',
      ],
      range(0, 10),
    ),
    method: {
      kind: 'weighted_sum',
      weights: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`item_${i + 1}`, 1])),
    },
    bands: bands(['low', 0, 89], ['medium', 90, 105], ['high', 106, 210]),
    scoreRange: { min: 0, max: 210 },
    higherIsBetter: false,
    rubricVersion: '1.0.0',
    notes: [
      'Items labelled reversed need no caller reversal: every item is scored in its native orientation.',
    ],
  },
];

/** All nine instruments, in the spec's definitions-table order. */
export const instruments: readonly InstrumentDefinition[] = Object.freeze(definitions);

const byId = new Map(instruments.map((def) => [def.id, def]));

export function getInstrument(id: string): InstrumentDefinition | undefined {
  return byId.get(id);
}
