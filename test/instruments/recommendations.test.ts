/** Depth handling and the depth-full recommendations, including the depression item 9 rule. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Depth, instruments, scoreInstrument } from '../../src/instruments/index.ts';

const at = (count: number, value: number): Record<string, number> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`item_${i + 1}`, value]));

for (const depth of ['basic', 'contextual'] as Depth[]) {
  test(`depth ${depth} is echoed and gives null recommendations, even with depression item 9 answered`, () => {
    const result = scoreInstrument('depression_screen', { ...at(9, 0), item_9: 3 }, { depth });
    assert.equal(result.depth, depth);
    assert.equal(result.recommendations, null);
  });
}

test('an unknown depth is rejected on field depth', () => {
  assert.throws(
    () => scoreInstrument('recovery_expectation', { item_1: 1 }, { depth: 'deep' as Depth }),
    { extras: { field: 'depth' } },
  );
});

// Every band of every instrument: a score at the band's minimum, reached with out-of-range item_1 when needed.
const bandCases = instruments.flatMap((def) =>
  def.bands.map((band) => {
    const responses: Record<string, unknown> = Object.fromEntries(
      def.items.map((item) => [item.id, item.values[0]!.value]),
    );
    const low =
      def.id === 'opioid_risk'
        ? 0
        : def.items.reduce((sum, item) => sum + item.values[0]!.value, 0);
    // opioid_risk item_3 weighs 1 for both sexes; every other instrument sums item_1 with weight 1.
    const key = def.id === 'opioid_risk' ? 'item_3' : 'item_1';
    responses[key] = (responses[key] as number) + band.min - low;
    return { def, band: band.name, responses };
  }),
);

for (const { def, band, responses } of bandCases) {
  test(`${def.id} at depth full recommends something for band ${band}`, () => {
    const result = scoreInstrument(def.id, responses, { depth: 'full' });
    assert.equal(result.finding.band, band);
    const items = result.recommendations!.items;
    assert.ok(items.some((r) => r.trigger === `band:${band}`));
    for (const r of items) {
      assert.match(r.id, new RegExp(`^${def.id}\\.`));
      assert.ok(['urgent', 'high', 'routine'].includes(r.priority));
      assert.ok(['provider', 'employer', 'employee'].includes(r.audience));
      assert.ok(r.text.length > 0 && r.rationale.length > 0);
    }
    assert.equal(new Set(items.map((r) => r.id)).size, items.length);
  });
}

/** Depression responses with item 9 at `item9` and the rest of `total` spread over items 1-8 (0-3 each). */
function depressionAt(total: number, item9: number): Record<string, number> {
  const responses: Record<string, number> = { item_9: item9 };
  let left = total - item9;
  for (let i = 1; i <= 8; i += 1) {
    responses[`item_${i}`] = Math.min(3, left);
    left -= responses[`item_${i}`]!;
  }
  return responses;
}

for (const [total, item9] of [
  [1, 1],
  [4, 1],
  [9, 2],
  [14, 3],
  [19, 1],
  [27, 3],
] as const) {
  test(`depression item 9 at ${item9} adds an urgent first recommendation at total ${total}`, () => {
    const result = scoreInstrument('depression_screen', depressionAt(total, item9), {
      depth: 'full',
    });
    assert.equal(result.finding.score, total);
    const first = result.recommendations!.items[0]!;
    assert.equal(first.priority, 'urgent');
    assert.equal(first.trigger, 'item:item_9');
  });
}

test('depression item 9 at 0 adds no urgent recommendation, even in the severe band', () => {
  const result = scoreInstrument(
    'depression_screen',
    { ...at(8, 3), item_9: 0 },
    { depth: 'full' },
  );
  assert.equal(result.finding.band, 'severe');
  assert.ok(result.recommendations!.items.every((r) => r.priority !== 'urgent'));
});

test('a score outside every band recommends checking the coding', () => {
  const result = scoreInstrument('anxiety_screen', { ...at(7, 3), item_1: 30 }, { depth: 'full' });
  assert.equal(result.finding.band, 'unknown');
  assert.deepEqual(
    result.recommendations!.items.map((r) => r.trigger),
    ['band:unknown'],
  );
});

test('flagged yellow-flag items point to the matching banded screens', () => {
  const result = scoreInstrument(
    'yellow_flag_screen',
    { ...at(10, 0), item_2: 1, item_10: 1 },
    { depth: 'full' },
  );
  assert.deepEqual(
    result.recommendations!.items.map((r) => r.trigger),
    ['item:item_10', 'item:item_2', 'band:low'],
  );
});
