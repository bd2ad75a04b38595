import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asksForRating, conceptsOf, hasRating, roleOf, sentencesOf, tokenize } from '../../src/nudge/text.ts';

describe('hasRating', () => {
  const cases: Array<[string, boolean]> = [
    ['About a six.', true],
    ['Maybe a 5, it was a 7 yesterday.', true],
    ["I'd say 4 out of 10.", true],
    ['6/10 today', true],
    ['Zero, it does not hurt at all.', true],
    ['It is pretty bad, I guess.', false],
    ['On a scale of zero to ten, how bad is it?', false],
    ['Rate it from 0-10.', false],
    ['It has been three weeks.', false],
    ['I take 2 tablets twice a day.', false],
    ['The left one hurts more.', false],
    ['It is about 15.', false],
  ];
  for (const [text, expected] of cases) {
    it(`${expected ? 'finds' : 'finds no'} 0-10 value in "${text}"`, () => assert.equal(hasRating(tokenize(text)), expected));
  }
});

describe('asksForRating', () => {
  const cases: Array<[string, boolean]> = [
    ['Ask the patient to rate their pain on a 0-10 scale.', true],
    ['Get a pain score out of ten.', true],
    ['Ask how the symptoms affect sleep.', false],
  ];
  for (const [text, expected] of cases) it(`says ${expected} for "${text}"`, () => assert.equal(asksForRating(text), expected));
});

describe('roleOf', () => {
  const cases: Array<[string, string]> = [
    ['clinician', 'clinician'], ['Dr', 'clinician'], ['NURSE', 'clinician'], ['provider_1', 'clinician'], ['physical-therapist', 'clinician'],
    ['patient', 'patient'], ['employee', 'patient'], ['injured_worker', 'patient'],
    ['SPEAKER_00', 'other'], ['interpreter', 'other'],
  ];
  for (const [label, role] of cases) it(`reads speaker "${label}" as ${role}`, () => assert.equal(roleOf(label), role));
});

describe('conceptsOf and sentencesOf', () => {
  it('maps synonyms and phrases to one concept and keeps other content words as stems', () => {
    const concepts = conceptsOf(tokenize('The pain wakes me up at night; pins and needles in the forklift pedal foot.'));
    for (const c of ['pain', 'sleep', 'numbness', '~forklift']) assert.ok(concepts.has(c), c);
    assert.ok(!concepts.has('~the'));
  });

  it('does not read naproxen as a nap', () => assert.ok(!conceptsOf(tokenize('naproxen twice a day')).has('sleep')));

  it('marks questions by a question mark or an interrogative opening', () => {
    assert.deepEqual(sentencesOf('Walk me through it. I see. Any numbness?').map((s) => s.question), [true, false, true]);
  });
});
