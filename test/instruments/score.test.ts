/** Strict scoring: every band boundary, opioid_risk weights by sex, responded_items, errors, depth. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ValidationError } from '../../src/errors.ts';
import {
  getInstrument,
  type InstrumentDefinition,
  instruments,
  scoreInstrument,
} from '../../src/instruments/index.ts';

function weightOf(def: InstrumentDefinition, id: string): number {
  const m = def.method;
  if (m.kind === 'sum') return 1;
  if (m.kind === 'weighted_sum') return m.weights[id] ?? 0;
  if (m.kind === 'sex_weighted_sum') return m.weights.male[id] ?? 0;
  return m.item === id ? 1 : 0;
}

/** Responses reaching `target` with in-range answers where possible, else one weight-1 item out of range (summed as given). */
function responsesFor(def: InstrumentDefinition, target: number): Record<string, number> {
  const responses: Record<string, number> = {};
  let remaining = target;
  for (const item of def.items) {
    const min = item.values[0]!.value;
    responses[item.id] = min;
    remaining -= min * weightOf(def, item.id);
  }
  const byWeight = [...def.items].sort((a, b) => weightOf(def, b.id) - weightOf(def, a.id));
  for (const item of byWeight) {
    const w = weightOf(def, item.id);
    if (w === 0 || remaining <= 0) continue;
    const room = item.values.at(-1)!.value - responses[item.id]!;
    const add = Math.min(room, Math.floor(remaining / w));
    responses[item.id]! += add;
    remaining -= add * w;
  }
  const unit = def.items.find((item) => weightOf(def, item.id) === 1)!;
  responses[unit.id]! += remaining;
  return responses;
}

// Both sides of every boundary: each band's min and max, and one below the lowest / above the highest.
const boundaryCases = instruments.flatMap((def) => {
  const cases: Array<{ id: string; score: number; band: string }> = [];
  def.bands.forEach((band, i) => {
    cases.push(
      { id: def.id, score: band.min, band: band.name },
      { id: def.id, score: band.max, band: band.name },
    );
    if (i === 0) cases.push({ id: def.id, score: band.min - 1, band: 'unknown' });
    if (i === def.bands.length - 1)
      cases.push({ id: def.id, score: band.max + 1, band: 'unknown' });
  });
  return cases;
});

for (const { id, score, band } of boundaryCases) {
  test(`${id} scores ${score} into band ${band}`, () => {
    const result = scoreInstrument(id, responsesFor(getInstrument(id)!, score));
    assert.equal(result.finding.score, score);
    assert.equal(result.finding.band, band);
  });
}

test('the band tables are transcribed from the spec', () => {
  const bands = Object.fromEntries(
    instruments.map((d) => [d.id, d.bands.map((b) => `${b.name} ${b.min}-${b.max}`).join('; ')]),
  );
  assert.deepEqual(bands, {
    opioid_risk: 'low 0-3; moderate 4-7; high 8-30',
    yellow_flag_screen: 'low 0-2; moderate 3-5; high 6-10',
    kinesiophobia: 'low 11-21; high 22-44',
    depression_screen:
      'minimal 0-4; mild 5-9; moderate 10-14; moderately_severe 15-19; severe 20-27',
    lower_extremity_function: 'severe 0-20; moderate 21-40; mild 41-60; minimal 61-80',
    work_ability: 'poor 7-27; moderate 28-36; good 37-43; excellent 44-49',
    anxiety_screen: 'minimal 0-4; mild 5-9; moderate 10-14; severe 15-21',
    recovery_expectation: 'poor 0-4; moderate 5-7; good 8-10',
    orebro: 'low 0-89; medium 90-105; high 106-210',
  });
});

test('the nine instruments come in the spec table order with their categories and item counts', () => {
  assert.deepEqual(
    instruments.map((d) => `${d.id}/${d.category}/${d.items.length}`),
    [
      'opioid_risk/iatrogenic/5',
      'yellow_flag_screen/fear_avoidance/10',
      'kinesiophobia/fear_avoidance/11',
      'depression_screen/psychosocial/9',
      'lower_extremity_function/function/20',
      'work_ability/occupational/7',
      'anxiety_screen/psychosocial/7',
      'recovery_expectation/rtw_belief/1',
      'orebro/pain/21',
    ],
  );
});

const hand = (values: number[]): Record<string, number> =>
  Object.fromEntries(values.map((v, i) => [`item_${i + 1}`, v]));

const knownCases = [
  { id: 'depression_screen', responses: hand([1, 1, 1, 1, 1, 1, 1, 1, 1]), score: 9, band: 'mild' },
  {
    id: 'depression_screen',
    responses: hand([3, 3, 3, 3, 3, 3, 3, 3, 3]),
    score: 27,
    band: 'severe',
  },
  { id: 'anxiety_screen', responses: hand([2, 2, 2, 2, 2, 0, 0]), score: 10, band: 'moderate' },
  {
    id: 'kinesiophobia',
    responses: hand([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]),
    score: 22,
    band: 'high',
  },
  {
    id: 'kinesiophobia',
    responses: hand([1, 1, 1, 4, 1, 1, 1, 4, 1, 1, 1]),
    score: 17,
    band: 'low',
  },
  {
    id: 'lower_extremity_function',
    responses: hand(Array(20).fill(2)),
    score: 40,
    band: 'moderate',
  },
  { id: 'work_ability', responses: hand([4, 4, 4, 4, 4, 4, 4]), score: 28, band: 'moderate' },
  { id: 'recovery_expectation', responses: hand([7]), score: 7, band: 'moderate' },
  { id: 'orebro', responses: hand(Array(21).fill(5)), score: 105, band: 'medium' },
  {
    id: 'yellow_flag_screen',
    responses: hand([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]),
    score: 3,
    band: 'moderate',
  },
  // Rule 2: values of 2 or more inflate the flag count; they are summed as given.
  {
    id: 'yellow_flag_screen',
    responses: hand([2, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    score: 2,
    band: 'low',
  },
];

for (const c of knownCases) {
  test(`${c.id} sums ${Object.values(c.responses).join(',')} to ${c.score} (${c.band})`, () => {
    const { finding } = scoreInstrument(c.id, c.responses);
    assert.deepEqual([finding.score, finding.band], [c.score, c.band]);
  });
}

const opioidCases: Array<{ title: string; sex: unknown; items: number[]; score: number }> = [
  { title: 'male weights for sex male', sex: 'male', items: [1, 1, 1, 1, 1], score: 10 },
  { title: 'female weights for sex female', sex: 'female', items: [1, 1, 1, 1, 1], score: 8 },
  { title: 'male weights when sex is missing', sex: undefined, items: [1, 1, 1, 1, 1], score: 10 },
  { title: 'male weights when sex is null', sex: null, items: [1, 1, 1, 1, 1], score: 10 },
  {
    title: "male weights for 'Female' (not exactly 'female')",
    sex: 'Female',
    items: [1, 1, 1, 1, 1],
    score: 10,
  },
  { title: 'male weights for an unrelated value', sex: 'x', items: [1, 1, 1, 1, 1], score: 10 },
  { title: 'male weights for a number', sex: 1, items: [1, 1, 1, 1, 1], score: 10 },
  { title: 'female item 4 weighs 3', sex: 'female', items: [0, 0, 0, 1, 0], score: 3 },
  { title: 'male item 4 weighs 0', sex: 'male', items: [0, 0, 0, 1, 0], score: 0 },
  { title: 'male item 2 weighs 4 (moderate)', sex: 'male', items: [0, 1, 0, 0, 0], score: 4 },
  {
    title: 'female items 1, 2 and 5 weigh 1, 2, 1',
    sex: 'female',
    items: [1, 1, 0, 0, 1],
    score: 4,
  },
  {
    title: 'male items 1, 2, 3 reach the high band',
    sex: 'male',
    items: [1, 1, 1, 0, 0],
    score: 8,
  },
];

for (const c of opioidCases) {
  test(`opioid_risk uses ${c.title}`, () => {
    const responses: Record<string, unknown> = hand(c.items);
    if (c.sex !== undefined) responses.sex = c.sex;
    assert.equal(scoreInstrument('opioid_risk', responses).finding.score, c.score);
  });
}

test('responded_items counts every key of responses, sex and unknown keys included', () => {
  assert.equal(
    scoreInstrument('opioid_risk', { ...hand([0, 0, 0, 0, 0]), sex: 'female' }).finding.raw
      .responded_items,
    6,
  );
  assert.equal(
    scoreInstrument('opioid_risk', { ...hand([0, 0, 0, 0, 0]), sex: null }).finding.raw
      .responded_items,
    6,
  );
  assert.equal(
    scoreInstrument('opioid_risk', hand([0, 0, 0, 0, 0])).finding.raw.responded_items,
    5,
  );
  assert.equal(
    scoreInstrument('recovery_expectation', { item_1: 5, note: 'x' }).finding.raw.responded_items,
    2,
  );
});

test('a complete strict submission gives the spec finding and confidence shape', () => {
  assert.deepEqual(scoreInstrument('recovery_expectation', { item_1: 9 }), {
    instrument: 'recovery_expectation',
    category: 'rtw_belief',
    finding: {
      algorithm_id: 'recovery_expectation',
      algorithm_version: '1.0.0',
      score: 9,
      band: 'good',
      raw: { rubric_version: '1.0.0', responded_items: 1 },
      context: null,
      sd: null,
      prior_source: null,
      imputed: false,
    },
    confidence: {
      overall: 1,
      tier: 'high',
      breakdown: { input_completeness: 1, imputation_variance: null, model_certainty: null },
    },
    recommendations: null,
    depth: 'basic',
  });
});

function rejection(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof ValidationError);
    return err;
  }
  assert.fail('expected a ValidationError');
}

test('missing items are listed in missing_items with field responses', () => {
  const err = rejection(() =>
    scoreInstrument('depression_screen', {
      item_1: 1,
      item_2: 0,
      item_4: 1,
      item_5: 0,
      item_6: 0,
      item_7: 0,
      item_8: 0,
      item_9: null,
    }),
  );
  assert.equal(err.extras.field, 'responses');
  assert.deepEqual(err.extras.missing_items, ['item_3', 'item_9']);
});

const badValues: Array<[string, unknown]> = [
  ['a numeric string', '2'],
  ['a fraction', 1.5],
  ['a boolean', true],
  ['an object', { v: 1 }],
  ['NaN', Number.NaN],
  ['an unsafe integer', 2 ** 60],
];

for (const [title, value] of badValues) {
  test(`a present item holding ${title} is rejected on its own field without echoing the value`, () => {
    const err = rejection(() =>
      scoreInstrument('anxiety_screen', { ...hand([0, 0, 0, 0, 0, 0, 0]), item_6: value }),
    );
    assert.equal(err.extras.field, 'responses.item_6');
    assert.equal(err.message, "Field 'responses.item_6' must be an integer.");
  });
}

test('an unknown instrument is a vocabulary rejection: no field, the id quoted', () => {
  const err = rejection(() => scoreInstrument('phq_99', {}));
  assert.equal(err.extras.field, undefined);
  assert.match(err.message, /'phq_99'/);
});

for (const value of [null, [], 'item_1=3', 4]) {
  test(`responses given as ${JSON.stringify(value)} is rejected on field responses`, () => {
    const err = rejection(() =>
      scoreInstrument('recovery_expectation', value as unknown as Record<string, unknown>),
    );
    assert.equal(err.extras.field, 'responses');
  });
}

test('out-of-range values are summed as given; a negative total falls in no band', () => {
  const { finding } = scoreInstrument('anxiety_screen', hand([-3, 0, 0, 0, 0, 0, 0]));
  assert.deepEqual([finding.score, finding.band], [-3, 'unknown']);
});

test('kinesiophobia is summed as submitted, without reversing items 4 and 8', () => {
  const base = hand(Array(11).fill(2));
  assert.equal(
    scoreInstrument('kinesiophobia', { ...base, item_4: 4, item_8: 4 }).finding.score,
    26,
  );
});

test('the same body scores the same every time', () => {
  const body = responsesFor(getInstrument('orebro')!, 97);
  assert.deepEqual(scoreInstrument('orebro', body), scoreInstrument('orebro', body));
});
