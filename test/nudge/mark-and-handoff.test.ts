/**
 * Marking a border on the skin is an action the clinician does, not talk about the redness; a number handed over
 * for the patient to call books nothing ("States and transitions": the clinician did the suggested thing; spec
 * rule 3). Phrase patterns split alternatives per word, so a handoff said in full ("call the front desk") is read.
 * Synthetic cards and windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { readTurn } from '../../src/nudge/window/turn.ts';
import { offlineVerdict } from './verdict.ts';

test('a card to mark or outline a border reads as the mark action; outlining a plan stays a discussion', () => {
  for (const body of [
    'Mark the border of the swelling with a pen',
    'Outline the edges of the rash',
  ]) {
    assert.equal(readCardIntent({ category: 'wound', body }).action, 'mark', body);
  }
  assert.equal(
    readCardIntent({ category: 'plan', body: 'Outline the home exercise plan' }).kind,
    'discussion',
  );
});

test('describing the redness, or planning to mark it, leaves the marking open', () => {
  const v = offlineVerdict('Mark the border of the redness with a pen', 'wound', [
    ['physician', 'the redness goes about two centimetres past the scratch, not warm'],
    ['physician', 'the nurse will mark around it with a pen before you go'],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('drawing the border now does the marking', () => {
  const v = offlineVerdict('Mark the border of the redness with a pen', 'wound', [
    [
      'physician',
      'I am marking the edge of the redness now with the pen, and writing the time next to it',
    ],
  ]);
  assert.equal(v.status, 'addressed');
});

test('a number handed over for the patient to call, or the front desk to call, is a handoff', () => {
  for (const text of [
    'alright. heres the card for the counseling line, no cost to you, you can call them this week',
    'call the front desk to set up the next one',
    'the scheduler will get you in next week',
  ]) {
    const stances = readTurn(text).sentences.flatMap((s) => [...s.stances]);
    assert.ok(stances.includes('handoff'), text);
  }
});

test('"call us sooner" after a return date is a safety net, not a handoff', () => {
  const v = offlineVerdict('Agree on when to come back', 'follow-up', [
    ['physician', 'lets see you back in ten days and if the swelling spreads call us sooner'],
    ['welder', 'okay ten days'],
  ]);
  assert.equal(v.status, 'addressed');
});

test('a prescription sent to the pharmacy is sent; the pharmacy does not make it another subject', () => {
  const v = offlineVerdict('Send the antifungal cream to her pharmacy', 'prescription', [
    ['nurse practitioner', 'use it twice a day for two weeks'],
    ['nurse practitioner', 'and i sent the cream to the pharmacy on the ground floor already'],
  ]);
  assert.equal(v.status, 'addressed');
});

test('a deed by a named verb does only its own action: ordering the urine test collects nothing', () => {
  const collect = offlineVerdict('Collect a spot urine mercury before he leaves', 'testing', [
    ['physician', 'okay. i am ordering a urine mercury today, and a blood count'],
    ['physician', 'the medical assistant will bring him the cup when we finish here'],
  ]);
  assert.notEqual(collect.status, 'addressed');
  const order = offlineVerdict('Order a urine mercury level', 'testing', [
    ['physician', 'okay. i am ordering a urine mercury today, and a blood count'],
  ]);
  assert.equal(order.status, 'addressed');
  const look = offlineVerdict(
    'Outline the redness in pen and write the time beside it',
    'wound-care',
    [['physician', 'okay lets take a look at the redness around the bite']],
  );
  assert.notEqual(look.status, 'addressed');
});

test('handing a card over for the patient to call books nothing; handing the form over completes it', () => {
  const book = offlineVerdict('Book the first counselling session', 'referral', [
    [
      'physician',
      'heres the card for the employee assistance program, theyll set you up with a counselor. call them this week',
    ],
  ]);
  assert.notEqual(book.status, 'addressed');
  const form = offlineVerdict('Complete the work status form', 'work-status', [
    ['physician', 'heres your work status form, modified duty, no climbing for two weeks'],
  ]);
  assert.equal(form.status, 'addressed');
});
