/**
 * A card that opens with its auxiliary verb and asks no wh-word ("Did the cage door latch?", "Is she on a blood
 * thinner?") is a yes/no question. A reply that only says the speaker does not know leaves it open (spec rule 3: a
 * partial answer does not resolve), even when it says something beside; a reply that refers back to what was
 * asked ("did anyone log the spill" / "the lead did it at noon") answers it. Synthetic cards and windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { offlineVerdict } from './verdict.ts';

test('a question opening with its auxiliary verb expects a yes or no', () => {
  for (const body of [
    'Did the cage door latch?',
    'Is she on a blood thinner?',
    'Has the blister broken open?',
    'Were the extraction fans on during the pour?',
  ]) {
    assert.equal(
      readCardIntent({ category: 'history', body }).parts[0]?.answer_type,
      'yes_no',
      body,
    );
  }
  assert.equal(
    readCardIntent({ category: 'history', body: 'Did he say how the pallet fell?' }).parts[0]
      ?.answer_type,
    'description',
  );
  assert.equal(
    readCardIntent({ category: 'history', body: 'Is he right- or left-handed?' }).parts[0]
      ?.answer_type,
    'side',
  );
});

test('"I do not know" with a guess beside it leaves a yes/no card open', () => {
  const v = offlineVerdict('Were the extraction fans on during the pour?', 'exposure', [
    ['physician', 'were the extraction fans running while you poured'],
    ['patient', 'honestly i dont know, facilities runs those. i think theyre on a timer maybe'],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('a reply that refers back with "it" answers the yes/no card', () => {
  const v = offlineVerdict('Was the spill logged?', 'exposure', [
    ['physician', 'did anyone log the spill'],
    ['patient', 'the shift lead did it at noon and i signed under her'],
  ]);
  assert.equal(v.status, 'addressed');
});
