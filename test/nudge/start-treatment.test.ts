/**
 * "Start X" cards are actions: the treatment begun in the visit settles them, talk about it or a hold does not
 * ("States and transitions": the clinician did the suggested thing). "Here's my thinking" announces a thought; it
 * hands nothing over. Synthetic cards and windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { offlineVerdict } from './verdict.ts';

test('a card to start or initiate a treatment reads as an action', () => {
  for (const body of ['Start a nicotine patch today', 'Initiate oxygen by nasal cannula']) {
    const intent = readCardIntent({ category: 'treatment', body });
    assert.equal(intent.kind, 'action', body);
    assert.equal(intent.action, 'start', body);
  }
});

test('the patient saying what he uses now does not start the treatment', () => {
  const v = offlineVerdict('Start a nicotine patch today', 'treatment', [
    ['physician', 'still smoking'],
    ['welder', 'yeah about half a pack, I tried the gum once, did not like it'],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('the treatment begun in the visit settles the card', () => {
  const v = offlineVerdict('Start a nicotine patch today', 'treatment', [
    [
      'physician',
      'I am starting you on the nicotine patch, twenty one milligrams, put the first one on now',
    ],
    ['welder', 'okay'],
  ]);
  assert.equal(v.status, 'addressed');
});

test('"here\'s my thinking" announces a thought and hands nothing over', () => {
  const v = offlineVerdict('Give the tetanus booster today', 'treatment', [
    ['physician', 'okay so heres my thinking on the tetanus booster'],
    ['warehouse worker', 'okay'],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('"here\'s your sheet" still hands the sheet over', () => {
  const v = offlineVerdict('Give the patient the wrist exercise sheet', 'education', [
    ['occupational therapist', 'heres your wrist exercise sheet, three sets a day'],
  ]);
  assert.equal(v.status, 'addressed');
});
