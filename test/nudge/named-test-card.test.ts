/**
 * A card that names a test with no verb ("12-lead ECG today", "Audiogram today") asks for the test to be done
 * ("States and transitions": the clinician did the suggested thing): it is done when the test is run or its result
 * read out in the window, open when it is planned ("we'll get an ECG on you once ...") or put off. A named test with
 * a result word ("Chest radiograph result", "Last audiogram date") stays a fact to record. Speech-to-text forms are
 * read as said: "well get" is "we'll get", "which is what we want" after a finding asks nothing. Synthetic cards and
 * windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { readTurn } from '../../src/nudge/window/turn.ts';
import { offlineVerdict } from './verdict.ts';

test('a test named with no verb is the test action; with a result word or a limit it is not', () => {
  for (const body of ['12-lead ECG today', 'Audiogram today', 'EKG before discharge from clinic']) {
    const intent = readCardIntent({ category: 'testing', body });
    assert.equal(intent.kind, 'action', body);
    assert.equal(intent.action, 'test', body);
  }
  for (const body of [
    'Chest radiograph result',
    'Last audiogram date',
    'No lifting patients onto the x-ray table',
  ]) {
    assert.notEqual(readCardIntent({ category: 'testing', body }).action, 'test', body);
  }
});

test('the tracing run and read out in the room does the named test', () => {
  const v = offlineVerdict('12-lead ECG today', 'testing', [
    ['nurse', 'okay the leads are on, hold still for me. okay its done'],
    ['physician', 'sinus rhythm, rate about seventy, no st changes'],
  ]);
  assert.equal(v.status, 'addressed');
});

test('a result read out as a finding does it; a tracing from the emergency room was an earlier one', () => {
  const now = offlineVerdict('Electrocardiogram today', 'testing', [
    ['physician', 'so your ekg is normal sinus rhythm with no changes, all good'],
  ]);
  assert.equal(now.status, 'addressed');
  const before = offlineVerdict('Electrocardiogram today', 'testing', [
    ['physician', 'the ekg at the emergency room was normal sinus rhythm with no changes'],
  ]);
  assert.notEqual(before.status, 'addressed');
});

test('an ECG planned for after the oxygen, said "well get", is not done', () => {
  const v = offlineVerdict('12-lead ECG today', 'testing', [
    ['physician', 'well keep you on the oxygen here for now'],
    ['physician', 'and well get an ecg on you once youve had the oxygen for a while'],
  ]);
  assert.notEqual(v.status, 'addressed');
  const [s] = readTurn('and well get an ecg on you once youve had the oxygen').sentences;
  assert.equal(s?.instruction, false);
});

test('"which is what we want to see" after a finding is a statement, not a question', () => {
  const [s] = readTurn('your pressure is down, which is what we want to see').sentences;
  assert.equal(s?.question, false);
});

test('naming what a test is, with the machine down and the film put off, does not do it', () => {
  const v = offlineVerdict('Panoramic jaw x-ray today', 'imaging', [
    [
      'physician',
      'i want a panorex, thats the wraparound x-ray of the jaw. our machine is down today, so the front desk will set you up at the imaging center tomorrow',
    ],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('"were" with no subject before it is "we\'re": "okay were drawing the blood now" is a deed', () => {
  const [now] = readTurn('okay were drawing the blood now').sentences;
  assert.deepEqual(now?.deeds, ['draw']);
  const [past] = readTurn('we were drawing the blood when he went pale').sentences;
  assert.deepEqual(past?.deeds, []);
});

test("measuring the card's own body site names a measuring card whose topic the talk never says", () => {
  const measured = offlineVerdict('Measure calf circumference', 'exam', [
    ['physician', 'let me measure your calf. [tape] thirty nine centimeters'],
  ]);
  assert.equal(measured.status, 'addressed');
  const looked = offlineVerdict('Measure calf circumference', 'exam', [
    ['physician', 'let me look at your calf. some bruising, no swelling'],
  ]);
  assert.notEqual(looked.status, 'addressed');
});
