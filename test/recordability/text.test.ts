import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, sentences } from '../../src/recordability/text.ts';

test('negation in the same clause turns a mention into a denial', () => {
  const loc = /lost consciousness|loss of consciousness|unconscious|passed out/;
  const cases: Array<[string, 'affirmed' | 'negated' | 'absent']> = [
    ['The employee denied loss of consciousness.', 'negated'],
    ['No loss of consciousness was reported.', 'negated'],
    ['He did not lose consciousness; he was unconscious for a minute later that day.', 'affirmed'],
    ['She passed out briefly at the line.', 'affirmed'],
    ['Loss of consciousness was ruled out.', 'negated'],
    ['Denied dizziness but lost consciousness on the way to the clinic.', 'affirmed'],
    ['Cut to the hand.', 'absent'],
  ];
  for (const [text, want] of cases) assert.equal(check([{ label: 'injury description', text }], loc).evidence, want, text);
});

test('sentences split on full stops and semicolons', () => {
  assert.deepEqual(sentences('Cleaned; bandaged. Returned to work!\nNo restrictions.'), ['Cleaned', 'bandaged.', 'Returned to work!', 'No restrictions.']);
});
