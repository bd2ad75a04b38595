/** Administering a questionnaire through an injected `ask`: item text, value labels, opioid_risk's sex question. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { administer, type Question } from '../../../src/cli/score/administer.ts';
import { getInstrument } from '../../../src/instruments/index.ts';

async function record(id: string, answer: (q: Question) => number | string | null) {
  const asked: Question[] = [];
  const responses = await administer(getInstrument(id)!, async (q) => {
    asked.push(q);
    return answer(q);
  });
  return { asked, responses };
}

test('every item is asked in order with its topic and labelled values', async () => {
  const { asked, responses } = await record('depression_screen', (q) => q.choices[1]!.value);
  assert.deepEqual(
    asked.map((q) => q.key),
    ['item_1', 'item_2', 'item_3', 'item_4', 'item_5', 'item_6', 'item_7', 'item_8', 'item_9'],
  );
  assert.match(asked[8]!.message, /9\/9: Thoughts of being better off dead or self-harm/);
  assert.deepEqual(
    asked[0]!.choices.map((c) => c.name),
    ['0 Not at all', '1 Several days', '2 More than half the days', '3 Nearly every day'],
  );
  assert.deepEqual(Object.values(responses), Array(9).fill(1));
});

test('integer ranges are offered as their numbers', async () => {
  const { asked } = await record('work_ability', (q) => q.choices[0]!.value);
  assert.deepEqual(
    asked[0]!.choices.map((c) => c.name),
    ['1', '2', '3', '4', '5', '6', '7'],
  );
});

test('opioid_risk also asks sex, and "not stated" leaves it out so male weights apply', async () => {
  const female = await record('opioid_risk', (q) => (q.key === 'sex' ? 'female' : 1));
  assert.equal(female.responses.sex, 'female');
  const unstated = await record('opioid_risk', (q) => (q.key === 'sex' ? null : 0));
  assert.equal('sex' in unstated.responses, false);
  assert.equal(unstated.asked.at(-1)!.key, 'sex');
});
