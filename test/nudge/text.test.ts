import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { actionVerbOf, asksForRating, conceptsOf, defers, hasArticleRating, hasRating, instructs, isVague, mergeOverlapping, roleOf, sentencesOf, setsAside, termsOf, tokenize } from '../../src/nudge/text.ts';

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
    ['uh id say like seven out of ten maybe', true],
    ['its at a six right now', true],
    ['five-ish', true],
    ['the pain got so bad i took two advil', false],
    ['the pain wakes me up at three most nights', false],
    ['last week it was like a nine but i dont know now', false],
    ['yesterday it was a nine', false],
    ['i mean at its worst it hits a nine', false],
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
    ['if you had to give it a number', true],
    ['whats your pain number', true],
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

describe('isVague', () => {
  const cases: Array<[string, boolean]> = [
    ['Hard to say.', true],
    ['its pretty bad honestly i dont know', true],
    ['maybe', true],
    ['i guess so', true],
    ['ive been pretty down and kind of on edge since it happened', false],
    ['maybe a couple beers on the weekend', false],
    ['yeah kind of', false],
    ['no i guess not', false],
  ];
  for (const [text, expected] of cases) it(`says ${expected} for "${text}"`, () => assert.equal(isVague(tokenize(text)), expected));
});

describe('defers and setsAside', () => {
  const cases: Array<[string, boolean, boolean]> = [
    ['lets put a pin in the work stuff we can get to it later', true, true],
    ['we talked about sleep already at intake so lets skip that', true, true],
    ['no tenderness over the bone so i dont think we need an x-ray today', true, false],
    ['we already went over your meds with the nurse', true, false],
    ['the pain should settle in a few weeks', false, false],
    ['i dont know', false, false],
  ];
  for (const [text, deferral, aside] of cases) {
    it(`reads "${text}" as ${deferral ? 'a deferral' : 'no deferral'}${aside ? ' that sets a topic aside' : ''}`, () => {
      assert.deepEqual([defers(tokenize(text)), setsAside(tokenize(text))], [deferral, aside]);
    });
  }
});

describe('questions and instructions in unpunctuated speech', () => {
  const questions: Array<[string, boolean]> = [
    ['okay and the wrist how bad would you say it is out of ten', true],
    ['so do you smoke at all', true],
    ['youre still on restrictions right', true],
    ['keep it elevated above your heart when you can', false],
    ['hows your mood been with all this going on', true],
    ['and um whats your pain number', true],
  ];
  for (const [text, expected] of questions) {
    it(`reads "${text}" as ${expected ? 'a question' : 'a statement'}`, () => assert.equal(sentencesOf(text)[0]!.question, expected));
  }
  const instructions: Array<[string, boolean]> = [
    ['keep it elevated above your heart and put ice on it', true],
    ['i want you to try the stretches twice a day', true],
    ['have you been icing it?', false],
    ['the swelling looks better', false],
    ['so for the swelling keep it elevated and put ice on it', true],
    ['okay so plan is rest it ice it and elevate it', true],
    ['yeah ice it and keep it up on a pillow', true],
  ];
  for (const [text, expected] of instructions) {
    it(`reads "${text}" as ${expected ? 'an instruction' : 'no instruction'}`, () => assert.equal(instructs(sentencesOf(text)), expected));
  }
});

describe('termsOf and mergeOverlapping', () => {
  it('keeps the concepts of one word or phrase together, so a word naming two concepts counts once', () => {
    const terms = termsOf(tokenize('whether the patient worries about going back to work')).map((t) => [...t].sort().join('+'));
    assert.ok(terms.includes('fear+mood'), terms.join(' '));
    assert.ok(terms.includes('return+workstatus'), terms.join(' '));
  });

  it('merges terms that share a concept into one facet', () => {
    const merged = mergeOverlapping([new Set(['return']), new Set(['return', 'workstatus']), new Set(['fear'])]).map((t) => [...t].sort().join('+'));
    assert.deepEqual(merged.sort(), ['fear', 'return+workstatus']);
  });
});

describe('hasArticleRating', () => {
  const cases: Array<[string, boolean]> = [
    ['honestly its been rough its like an eight at night', true],
    ['about a 6 today', true],
    ['four', false],
    ['i have a two year old at home', false],
    ['seven outta ten', true],
  ];
  for (const [text, expected] of cases) it(`says ${expected} for "${text}"`, () => assert.equal(hasArticleRating(tokenize(text)), expected));
});

describe('mood words', () => {
  it('reads "down" as a feeling only in a feeling phrase', () => {
    assert.ok(conceptsOf(tokenize('ive been pretty down lately')).has('mood'));
    assert.ok(!conceptsOf(tokenize('carrying a ladder down the stairs')).has('mood'));
  });
});

describe('quantities that are not ratings', () => {
  const cases = ['maybe a six pack on the weekend', 'i have two kids at home', 'i can do a flight of stairs, maybe two flights'];
  for (const text of cases) it(`finds no 0-10 value in "${text}"`, () => assert.equal(hasRating(tokenize(text)), false));
});

describe('tokenize', () => {
  it('drops hesitations and expands casual spellings so phrases still match', () => {
    assert.deepEqual(tokenize('I was uh pulling, gonna say'), ['i', 'was', 'pulling', 'going', 'to', 'say']);
    assert.ok(conceptsOf(tokenize('i was um lifting a box')).has('mechanism'));
    assert.deepEqual(tokenize('go to the ER'), ['go', 'to', 'the', 'er']);
  });
});

describe('actionVerbOf', () => {
  const cases: Array<[string, string | null]> = [
    ['Order an x-ray of the ankle.', 'order'],
    ['Consider referral to physical therapy.', 'consider'],
    ['Consider asking about sleep.', null],
    ['Consider discussing work restrictions.', 'discuss'],
    ['Ask about sleep.', null],
  ];
  for (const [body, verb] of cases) it(`reads the action of "${body}" as ${verb ?? 'none'}`, () => assert.equal(actionVerbOf(body), verb));
});
