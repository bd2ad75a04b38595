/**
 * A card subject no concept vocabulary knows ("tourniquet", "ferritin") is named by its own words: the window
 * sentence that says the word is about the card (spec rule 3 still decides whether it is answered or done).
 * Synthetic cards and windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { offlineVerdict } from './verdict.ts';

test('a card keeps the nouns no vocabulary reads as its terms, not the words that frame it', () => {
  const intent = readCardIntent({ category: 'labs', body: 'Most recent ferritin value' });
  assert.deepEqual(intent.parts[0]?.target.terms, ['ferritin']);
});

test('a question about an unknown subject is answered where the window says the word', () => {
  const v = offlineVerdict('Was a tourniquet applied at the scene?', 'first-aid', [
    ['occupational nurse', 'did anybody put a tourniquet on him out there'],
    ['crew lead', 'yeah the foreman did, cinched it up above the elbow'],
  ]);
  assert.equal(v.status, 'addressed');
  assert.deepEqual(v.evidence_segment_ids, ['s1', 's2']);
});

test('a yes about something else does not answer the unknown subject', () => {
  const v = offlineVerdict('Was a tourniquet applied at the scene?', 'first-aid', [
    ['occupational nurse', 'did anybody call the site office'],
    ['crew lead', 'yeah the foreman did'],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('an unknown subject said with the thing done resolves an action card', () => {
  const v = offlineVerdict('Draw a ferritin level today', 'labs', [
    ['physician assistant', 'we drew the ferritin about ten minutes ago, it went down to the lab'],
  ]);
  assert.equal(v.status, 'addressed');
});
