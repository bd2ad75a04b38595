/** Spec, "POST /api/<category>/<instrument>/score" and "Instrument score response", the nine instruments. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allItems, assertEnvelope, call, ISO_UTC_MS, serve, UUID } from './support.ts';

const INSTRUMENTS: Array<{ id: string; category: string; items: number }> = [
  { id: 'opioid_risk', category: 'iatrogenic', items: 5 },
  { id: 'yellow_flag_screen', category: 'fear_avoidance', items: 10 },
  { id: 'kinesiophobia', category: 'fear_avoidance', items: 11 },
  { id: 'depression_screen', category: 'psychosocial', items: 9 },
  { id: 'lower_extremity_function', category: 'function', items: 20 },
  { id: 'work_ability', category: 'occupational', items: 7 },
  { id: 'anxiety_screen', category: 'psychosocial', items: 7 },
  { id: 'recovery_expectation', category: 'rtw_belief', items: 1 },
  { id: 'orebro', category: 'pain', items: 21 },
];

const path = (id: string) => {
  const def = INSTRUMENTS.find((d) => d.id === id)!;
  return `/api/${def.category}/${def.id}/score`;
};

/** Responses whose simple sum is `total` (each item 0..max, filled from item_1). */
function summingTo(n: number, max: number, total: number, floor = 0): Record<string, number> {
  const out: Record<string, number> = {};
  let left = total - floor * n;
  for (let i = 1; i <= n; i++) {
    const v = Math.min(max - floor, left);
    out[`item_${i}`] = floor + v;
    left -= v;
  }
  assert.equal(left, 0, 'total reachable');
  return out;
}

test('every instrument answers the exact score response shape at the default depth', async (t) => {
  const s = await serve(t);
  for (const def of INSTRUMENTS) {
    const low = def.id === 'kinesiophobia' || def.id === 'work_ability' ? 1 : 0;
    const res = await call(s, 'POST', path(def.id), { responses: allItems(def.items, low) });
    assert.equal(res.status, 200, `${def.id}: ${res.text}`);
    const b = res.body;
    assert.deepEqual(
      Object.keys(b).sort(),
      [
        'catalog_version',
        'category',
        'confidence',
        'depth',
        'finding',
        'instrument',
        'recommendations',
        'request_id',
        'timestamp',
      ],
      def.id,
    );
    assert.equal(b.instrument, def.id);
    assert.equal(b.category, def.category);
    assert.equal(b.depth, 'basic');
    assert.equal(b.recommendations, null);
    assert.equal(typeof b.catalog_version, 'string');
    assert.match(b.request_id, UUID);
    assert.match(b.timestamp, ISO_UTC_MS);
    const f = b.finding;
    assert.equal(f.algorithm_id, def.id);
    assert.equal(f.algorithm_version, '1.0.0');
    assert.equal(typeof f.score, 'number');
    assert.equal(typeof f.band, 'string');
    assert.deepEqual(f.raw, { rubric_version: '1.0.0', responded_items: def.items });
    assert.equal(f.context, null);
    assert.equal(f.sd, null);
    assert.equal(f.prior_source, null);
    assert.equal(f.imputed, false);
    assert.deepEqual(b.confidence, {
      overall: 1,
      tier: 'high',
      breakdown: { input_completeness: 1, imputation_variance: null, model_certainty: null },
    });
  }
});

test('band boundaries follow the inclusive ranges of the bands table', async (t) => {
  const s = await serve(t);
  const cases: Array<[string, Record<string, number>, number, string]> = [
    ['depression_screen', summingTo(9, 3, 4), 4, 'minimal'],
    ['depression_screen', summingTo(9, 3, 5), 5, 'mild'],
    ['depression_screen', summingTo(9, 3, 14), 14, 'moderate'],
    ['depression_screen', summingTo(9, 3, 15), 15, 'moderately_severe'],
    ['depression_screen', summingTo(9, 3, 20), 20, 'severe'],
    ['depression_screen', summingTo(9, 3, 27), 27, 'severe'],
    ['anxiety_screen', summingTo(7, 3, 9), 9, 'mild'],
    ['anxiety_screen', summingTo(7, 3, 15), 15, 'severe'],
    ['yellow_flag_screen', summingTo(10, 1, 2), 2, 'low'],
    ['yellow_flag_screen', summingTo(10, 1, 3), 3, 'moderate'],
    ['yellow_flag_screen', summingTo(10, 1, 6), 6, 'high'],
    ['kinesiophobia', summingTo(11, 4, 21, 1), 21, 'low'],
    ['kinesiophobia', summingTo(11, 4, 22, 1), 22, 'high'],
    ['lower_extremity_function', summingTo(20, 4, 20), 20, 'severe'],
    ['lower_extremity_function', summingTo(20, 4, 21), 21, 'moderate'],
    ['lower_extremity_function', summingTo(20, 4, 61), 61, 'minimal'],
    ['work_ability', summingTo(7, 7, 27, 1), 27, 'poor'],
    ['work_ability', summingTo(7, 7, 28, 1), 28, 'moderate'],
    ['work_ability', summingTo(7, 7, 43, 1), 43, 'good'],
    ['work_ability', summingTo(7, 7, 44, 1), 44, 'excellent'],
    ['recovery_expectation', { item_1: 4 }, 4, 'poor'],
    ['recovery_expectation', { item_1: 5 }, 5, 'moderate'],
    ['recovery_expectation', { item_1: 8 }, 8, 'good'],
    ['orebro', summingTo(21, 10, 89), 89, 'low'],
    ['orebro', summingTo(21, 10, 90), 90, 'medium'],
    ['orebro', summingTo(21, 10, 105), 105, 'medium'],
    ['orebro', summingTo(21, 10, 106), 106, 'high'],
  ];
  for (const [id, responses, score, band] of cases) {
    const res = await call(s, 'POST', path(id), { responses });
    assert.equal(res.status, 200, `${id} ${score}: ${res.text}`);
    assert.equal(res.body.finding.score, score, `${id} ${score}`);
    assert.equal(res.body.finding.band, band, `${id} ${score}`);
  }
});

test('opioid_risk weighs by responses.sex: male weights by default and for any other value', async (t) => {
  const s = await serve(t);
  const all = allItems(5, 1);
  const cases: Array<[string, Record<string, unknown>, number, string, number]> = [
    ['male', { ...all, sex: 'male' }, 10, 'high', 6],
    ['female', { ...all, sex: 'female' }, 8, 'high', 6],
    ['missing', all, 10, 'high', 5],
    ['null', { ...all, sex: null }, 10, 'high', 6],
    ['other value', { ...all, sex: 'other' }, 10, 'high', 6],
    ['female item_4 only', { ...allItems(5, 0), item_4: 1, sex: 'female' }, 3, 'low', 6],
    ['male item_4 only', { ...allItems(5, 0), item_4: 1, sex: 'male' }, 0, 'low', 6],
    ['male items 1+3', { ...allItems(5, 0), item_1: 1, item_3: 1 }, 4, 'moderate', 5],
  ];
  for (const [label, responses, score, band, responded] of cases) {
    const res = await call(s, 'POST', path('opioid_risk'), { responses });
    assert.equal(res.status, 200, `${label}: ${res.text}`);
    assert.equal(res.body.finding.score, score, label);
    assert.equal(res.body.finding.band, band, label);
    assert.equal(
      res.body.finding.raw.responded_items,
      responded,
      `${label}: responded_items counts every key, sex included`,
    );
  }
  const fromDemographics = await call(s, 'POST', path('opioid_risk'), {
    responses: { ...allItems(5, 1) },
    demographics: { sex: 'female' },
  });
  assert.equal(fromDemographics.status, 200, fromDemographics.text);
  assert.equal(
    fromDemographics.body.finding.score,
    10,
    'sex is read from responses, not demographics',
  );
});

test('a missing required item is 400 ValidationError with missing_items naming the absent ids', async (t) => {
  const s = await serve(t);
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    [
      'depression_screen',
      { item_1: 0, item_2: 0, item_3: 0, item_4: 0, item_5: 0, item_6: 0, item_7: 0, item_8: 0 },
      ['item_9'],
    ],
    ['recovery_expectation', {}, ['item_1']],
    ['opioid_risk', { sex: 'female', item_1: 0, item_3: 0, item_5: 0 }, ['item_2', 'item_4']],
  ];
  for (const [id, responses, missing] of cases) {
    const res = await call(s, 'POST', path(id), { responses });
    assertEnvelope(res, 400, 'ValidationError', id);
    assert.deepEqual(res.body.missing_items, missing, id);
  }
});

test('out-of-range values are summed as given and a score in no band is unknown', async (t) => {
  const s = await serve(t);
  const cases: Array<[string, Record<string, number>, number, string]> = [
    ['yellow_flag_screen', { ...allItems(10, 0), item_1: 2, item_2: 2 }, 4, 'moderate'],
    ['yellow_flag_screen', allItems(10, 2), 20, 'unknown'],
    ['kinesiophobia', allItems(11, 0), 0, 'unknown'],
    ['work_ability', allItems(7, 0), 0, 'unknown'],
    ['recovery_expectation', { item_1: 11 }, 11, 'unknown'],
    ['depression_screen', allItems(9, 4), 36, 'unknown'],
  ];
  for (const [id, responses, score, band] of cases) {
    const res = await call(s, 'POST', path(id), { responses });
    assert.equal(res.status, 200, `${id}: ${res.text}`);
    assert.equal(res.body.finding.score, score, id);
    assert.equal(res.body.finding.band, band, id);
  }
});

test('depth: basic and contextual give null recommendations; full gives items; the depth applied is echoed', async (t) => {
  const s = await serve(t);
  for (const def of INSTRUMENTS) {
    const low = def.id === 'kinesiophobia' || def.id === 'work_ability' ? 1 : 0;
    for (const depth of ['basic', 'contextual', 'full']) {
      const res = await call(s, 'POST', `${path(def.id)}?depth=${depth}`, {
        responses: allItems(def.items, low),
      });
      assert.equal(res.status, 200, `${def.id} ${depth}`);
      assert.equal(res.body.depth, depth);
      if (depth === 'full')
        assert.ok(Array.isArray(res.body.recommendations?.items), `${def.id}: items at full`);
      else assert.equal(res.body.recommendations, null, `${def.id} ${depth}`);
    }
  }
});

test('depression item_9 >= 1 gives an urgent recommendation at full depth, whatever the band', async (t) => {
  const s = await serve(t);
  const urgent = (items: Array<Record<string, unknown>>) =>
    items.some((i) => JSON.stringify(i).toLowerCase().includes('urgent'));
  for (const item9 of [0, 1, 2, 3]) {
    const responses = { ...allItems(9, 0), item_9: item9 };
    const res = await call(s, 'POST', `${path('depression_screen')}?depth=full`, { responses });
    assert.equal(res.status, 200);
    assert.equal(res.body.finding.band, 'minimal');
    assert.equal(urgent(res.body.recommendations.items), item9 >= 1, `item_9 = ${item9}`);
    for (const depth of ['basic', 'contextual']) {
      const plain = await call(s, 'POST', `${path('depression_screen')}?depth=${depth}`, {
        responses,
      });
      assert.equal(plain.body.recommendations, null, 'no separate flag below full');
      assert.equal(plain.body.finding.score, item9);
    }
  }
});

test('repeat calls with the same body give the same score', async (t) => {
  const s = await serve(t);
  const body = { responses: summingTo(21, 10, 97) };
  const a = await call(s, 'POST', path('orebro'), body);
  const b = await call(s, 'POST', path('orebro'), body);
  assert.deepEqual(a.body.finding, b.body.finding);
});

test('POST /api/cdri/questions names instruments; an unknown one is 400', async (t) => {
  const s = await serve(t);
  const ok = await call(s, 'POST', '/api/cdri/questions?instruments=depression_screen');
  assert.equal(ok.status, 200, ok.text);
  assert.match(ok.body.request_id, UUID);
  const bad = await call(s, 'POST', '/api/cdri/questions?instruments=depression_screen,nope_nope');
  assertEnvelope(bad, 400, 'ValidationError', 'unknown instrument');
});
