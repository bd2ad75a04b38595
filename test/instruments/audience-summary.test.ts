/** The audience summary of a score (`?audience=` on the score endpoints, `ohds score --audience`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { concernLevel } from '../../src/instruments/audience-summary.ts';
import {
  instruments,
  requireInstrument,
  scoreInstrument,
  summarizeScore,
} from '../../src/instruments/index.ts';

test('the best band of every instrument is favourable, its worst band act, whichever way its scale runs', () => {
  for (const def of instruments) {
    const names = def.bands.map((b) => b.name);
    const [best, worst] = def.higherIsBetter
      ? [names.at(-1)!, names[0]!]
      : [names[0]!, names.at(-1)!];
    assert.equal(concernLevel(def, best), 'favourable', def.id);
    assert.equal(concernLevel(def, worst), 'act', def.id);
    assert.equal(concernLevel(def, 'unknown'), 'unknown', def.id);
  }
});

test('bands before the midpoint of concern are watch, from the midpoint on act', () => {
  const def = requireInstrument('depression_screen');
  const levels = def.bands.map((b) => concernLevel(def, b.name));
  // Five bands: positions 0, 1/4, 1/2, 3/4, 1 on the scale of concern.
  assert.deepEqual(levels, ['favourable', 'watch', 'act', 'act', 'act']);
});

test('an urgent item is summarised at every depth; the employer never sees an item', () => {
  // Synthetic answers: low scores with item 9 (thoughts of self-harm) answered.
  const responses = {
    item_1: 0,
    item_2: 0,
    item_3: 0,
    item_4: 0,
    item_5: 0,
    item_6: 0,
    item_7: 0,
    item_8: 0,
    item_9: 1,
  };
  for (const depth of ['basic', 'contextual', 'full'] as const) {
    const result = scoreInstrument('depression_screen', responses, { depth });
    const employee = summarizeScore(result, responses, 'employee');
    assert.deepEqual(
      employee.items.map((i) => [i.item_id, i.priority]),
      [['item_9', 'urgent']],
      depth,
    );
    const provider = summarizeScore(result, responses, 'provider', 'occupational physician');
    assert.equal(provider.items.length, 9);
    assert.equal(provider.items.find((i) => i.priority === 'urgent')?.item_id, 'item_9');
    assert.equal(provider.addressed_to, 'occupational physician');
    assert.deepEqual(summarizeScore(result, responses, 'employer').items, []);
  }
});
