/**
 * Reading mechanisms found on the study set nudge holdout-9 (dev9), each tested here in new, synthetic words:
 * a gerund used as a noun names its verb's topic, an opening "do" with a verb after it asks, ringing ears and
 * lungs are named, listening to the lungs is an examination, and "i've put in" / "i already put in" are deeds
 * (spec rule 3, "action performed": done in the past or present).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze } from '../../src/language/index.ts';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { offlineVerdict } from './verdict.ts';

test('a gerund read as a noun takes its verb as lemma; true -ing nouns keep theirs', () => {
  const lemmaOf = (text: string, word: string) =>
    analyze(text).tokens.find((t) => t.normal === word)?.lemma;
  assert.equal(lemmaOf('how is the sleeping these days', 'sleeping'), 'sleep');
  assert.equal(lemmaOf('the lifting is the worst part', 'lifting'), 'lift');
  assert.equal(lemmaOf('it is worse in the morning', 'morning'), 'morning');
  assert.equal(lemmaOf('he hit the ceiling', 'ceiling'), 'ceiling');
});

test('"how is the sleeping" asks about the sleep a card wants', () => {
  const v = offlineVerdict('Sleeping through the night?', 'general', [
    ['nurse practitioner', 'and how is the sleeping been'],
    ['warehouse worker', 'bad. i wake up every couple hours when i roll on the shoulder'],
  ]);
  assert.equal(v.status, 'addressed');
  assert.deepEqual(v.evidence_segment_ids, ['s1', 's2']);
});

test('an opening "do" with a verb after its subject asks; "Do a ... test?" is still an action', () => {
  const asked = readCardIntent({ category: 'general', body: 'Do the hives fade on weekends?' });
  assert.equal(asked.kind, 'question');
  assert.equal(asked.parts[0]?.action, null);
  const done = readCardIntent({ category: 'exam', body: 'Do a Spurling test?' });
  assert.equal(done.kind, 'action');
  assert.equal(done.parts[0]?.action, 'test');
});

test('ringing ears are hearing, so "is it one side" answers which ear rings', () => {
  const intent = readCardIntent({ category: 'hearing', body: 'Which ear rings?' });
  assert.deepEqual(intent.parts[0]?.target.topic, ['hearing']);
  const v = offlineVerdict('Which ears ring?', 'hearing', [
    ['physician', 'so the ringing started after the demolition shift'],
    ['laborer', 'yeah by the end of it'],
    ['physician', 'is the ringing in one ear or both'],
    ['laborer', 'mostly the right one'],
  ]);
  assert.equal(v.status, 'addressed');
});

test('listening to the lungs is an examination, done when the finding is stated', () => {
  const intent = readCardIntent({ category: 'exam', body: 'Listen to the lungs' });
  assert.equal(intent.kind, 'action');
  assert.equal(intent.parts[0]?.action, 'test');
  assert.deepEqual(intent.parts[0]?.target.topic, ['breathing']);
  const v = offlineVerdict('Listen to the lungs', 'exam', [
    [
      'physician',
      'okay take a deep breath in for me. and out. lungs sound clear, no crackles at the bases',
    ],
  ]);
  assert.equal(v.status, 'addressed');
  const later = offlineVerdict('Listen to the lungs', 'exam', [
    ['physician', 'ill listen to your lungs at the next visit'],
  ]);
  assert.notEqual(later.status, 'addressed');
});

test('"ive put in" and "i already put in" are deeds, so an order is placed; "i have to put in" is not', () => {
  const body = 'Order a specific IgE panel for latex';
  const placed = offlineVerdict(body, 'labs', [
    ['physician', 'ive put in blood work for latex allergy antibodies, the lab is down the hall'],
  ]);
  assert.equal(placed.status, 'addressed');
  const already = offlineVerdict(body, 'labs', [
    ['nurse', 'i already put in the allergy blood test for latex'],
  ]);
  assert.equal(already.status, 'addressed');
  const owed = offlineVerdict(body, 'labs', [
    ['physician', 'i have to put in the latex allergy blood test after lunch'],
  ]);
  assert.notEqual(owed.status, 'addressed');
});

test('"i never counted ... the whole shift, a lot" gives no number for a how-many card; "the whole shift" alone does for how much', () => {
  const body = 'How many boxes stacked per shift?';
  const vague = offlineVerdict(body, 'job-demands', [
    ['physician', 'about how many boxes in a shift'],
    ['stocker', 'oh i never counted. its a lot, like the whole shift is boxes'],
  ]);
  assert.notEqual(vague.status, 'addressed');
  const counted = offlineVerdict(body, 'job-demands', [
    ['physician', 'about how many boxes in a shift'],
    ['stocker', 'i never counted. maybe two hundred'],
  ]);
  assert.equal(counted.status, 'addressed');
  const whole = offlineVerdict('How much of the shift is spent standing?', 'job-demands', [
    ['physician', 'how much of the shift are you standing'],
    ['stocker', 'the whole shift pretty much'],
  ]);
  assert.equal(whole.status, 'addressed');
});

test('"Hours of ...", "... per night" ask an amount and "how many weeks" a length of time', () => {
  const answerOf = (body: string) =>
    readCardIntent({ category: 'general', body }).parts[0]?.answer_type;
  assert.equal(answerOf('Hours of sleep between double shifts'), 'quantity');
  assert.equal(answerOf('Caffeine since the crash: cups per day'), 'quantity');
  assert.equal(answerOf('How many weeks of wrist pain?'), 'duration');
  // Longer cues still win: a count per period is how often.
  assert.equal(answerOf('Ice how many times per day?'), 'frequency');
});

test('an amount card is not answered by "fine, we have bunks"; a figure answers it', () => {
  const body = 'Hours of sleep on overnight shifts';
  const vague = offlineVerdict(body, 'sleep-history', [
    ['physician', 'and on the overnight shifts do you get any sleep'],
    ['medic', 'its fine we have bunks at the station'],
  ]);
  assert.notEqual(vague.status, 'addressed');
  const given = offlineVerdict(body, 'sleep-history', [
    ['physician', 'and on the overnight shifts how much sleep do you get'],
    ['medic', 'maybe three hours on a quiet night'],
  ]);
  assert.equal(given.status, 'addressed');
});
