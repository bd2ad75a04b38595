import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  cardIntentSchema,
  primaryAnswerType,
  readCardIntent,
} from '../../../src/nudge/intent/index.ts';

/**
 * The card reader against the `kind` and `answer_type` labels of the development split (eval/nudge/README.md).
 * Only dev.jsonl is read here: the test split stays held out. The floors sit a little under the figures
 * measured when the vocabulary was written (kind 245/245, answer type 241/245), so a vocabulary edit that
 * costs agreement fails here.
 */
interface Row {
  request: { active_nudges: Array<{ card_id: string; category: string; body: string }> };
  expected: Record<string, { kind: string; answer_type: string }>;
}

const rows = readFileSync(new URL('../../../eval/nudge/dev.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Row);
const cards = rows.flatMap((r) =>
  r.request.active_nudges.map((card) => ({ card, label: r.expected[card.card_id]! })),
);

describe('card intents on the dev labels', () => {
  it('reads every dev card into a valid intent', () => {
    for (const { card } of cards)
      assert.equal(cardIntentSchema.safeParse(readCardIntent(card)).success, true, card.body);
  });

  it('agrees with at least 97% of the kind labels', () => {
    const agreed = cards.filter(
      ({ card, label }) => readCardIntent(card).kind === label.kind,
    ).length;
    assert.ok(agreed / cards.length >= 0.97, `${agreed} of ${cards.length}`);
  });

  it('agrees with at least 95% of the answer-type labels', () => {
    const agreed = cards.filter(
      ({ card, label }) => primaryAnswerType(readCardIntent(card)) === label.answer_type,
    ).length;
    assert.ok(agreed / cards.length >= 0.95, `${agreed} of ${cards.length}`);
  });
});
