/**
 * The structural readings of a turn (window/turn.ts, answers.ts, roles.ts): questions, deeds, deflections and
 * subjects read from word order, verb form and negation rather than from lists of phrases. SYNTHETIC sentences.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assignSides } from '../../src/nudge/window/roles.ts';
import { readTurn } from '../../src/nudge/window/turn.ts';

const first = (text: string) => readTurn(text).sentences[0]!;

describe('questions read from word order', () => {
  const QUESTIONS = [
    'if zero is nothing and ten is the worst where is that knee sitting today', // wh + auxiliary + subject, late
    'pressing here in the snuffbox does that hurt', // do-support before a subject
    'ever hurt your neck before this', // "have you" dropped
    'so how about you go back monday', // a proposal
    'you still smoking', // "are" dropped before a participle
  ];
  for (const text of QUESTIONS)
    it(`reads "${text}" as a question`, () => assert.equal(first(text).question, true));

  const STATEMENTS = [
    'when its hot out you gotta drink water every twenty minutes', // a "when" clause, then the main clause
    'ever since i hit my head on the shelf', // "ever since" is not "have you ever"
    'it was the left one when i stepped off the curb', // "it was", not "was it"
    'yeah penicillin gives me hives', // "gives me" is not a request
    'that is what is causing it', // wh + auxiliary + verb
    'okay we did your breathing test this morning and it was normal', // an auxiliary after its subject
    'so i have your x ray here and its clear', // "have your" after "i" states
  ];
  for (const text of STATEMENTS)
    it(`reads "${text}" as a statement`, () => assert.equal(first(text).question, false));

  it('hears a request for a rating in both ends of the scale', () => {
    assert.ok(first('if zero is nothing and ten is the worst where is it').asks.has('scale'));
    assert.ok(!first('i lift about ten boxes an hour').asks.has('scale'));
  });

  it('does not read an auxiliary question as an instruction', () =>
    assert.equal(first('do you know the signs of heat exhaustion').instruction, false));
});

describe('deeds read from the verb form', () => {
  const DEEDS: Array<[string, string]> = [
    ['we just ordered the x-ray', 'order'],
    ['i went ahead and ordered an x-ray', 'order'],
    ['im sending the referral right now', 'send'],
    ['ive booked you for thursday', 'book'],
    ['let me grab that pressure one more time', 'grab'],
  ];
  for (const [text, lemma] of DEEDS)
    it(`reads "${text}" as the deed "${lemma}"`, () =>
      assert.ok(first(text).deeds.includes(lemma)));

  const PLANS = [
    "i'm going to order an mri",
    'i havent sent the referral yet',
    'ill email you the sheet',
    'i think we need an x-ray',
    'let me know how it goes',
  ];
  for (const text of PLANS)
    it(`reads no deed in "${text}"`, () => assert.deepEqual(first(text).deeds, []));
});

describe('answers read from structure', () => {
  it('reads a negated verb of knowing as a deflection', () => {
    assert.equal(first('i dont really know it just started hurting').answers.nonAnswer, true);
    assert.equal(first('she doesnt remember').answers.nonAnswer, true);
    assert.equal(first('i know it hurts when i lift').answers.nonAnswer, false);
  });

  it('reads "i dont" as a no, not as the "i do" inside it', () =>
    assert.equal(first('i dont').answers.polar, 'no'));

  it('reads a third-person subject as someone else, unless the speaker comes back in the sentence', () => {
    assert.equal(first('the guys on my crew smoke like chimneys').third, true);
    assert.equal(first('theyve got me on light duty').third, false);
    assert.equal(first('i smoke about half a pack').third, false);
  });
});

describe('sides when no label names the care team', () => {
  const profile = (
    label: string,
    role: 'patient' | 'unknown',
    turns: number,
    directive: number,
  ) => ({ label, role, turns, directive });
  it('puts the one unnamed or "PT" speaker on the care side when the patient is named', () => {
    const sides = assignSides([
      profile('PT', 'patient', 3, 0),
      profile('Patient', 'patient', 3, 0),
    ]);
    assert.equal(sides.get('PT'), 'care');
    assert.equal(sides.get('Patient'), 'patient');
  });
});
