/**
 * A card that asks for a document ("Obtain copies of ...", "Get the SDS", "Surgeon's written opinion on ...") is
 * settled by the paper in hand, not by talk about its subject ("States and transitions": the clinician did the
 * suggested thing; spec rule 3: less is partial). Synthetic cards and windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { offlineVerdict } from './verdict.ts';

test('a card asking for a document reads as obtaining it, with or without a directive verb', () => {
  for (const body of [
    'Obtain copies of the spirometry tracings from the prior employer',
    'Get the safety data sheet for the degreaser',
    "Dermatologist's written opinion on glove use",
    'Supervisor letter confirming the light-duty post',
  ]) {
    const intent = readCardIntent({ category: 'records', body });
    assert.equal(intent.parts[0]?.action, 'obtain', body);
    assert.equal(intent.parts[0]?.answer_type, 'none', body);
  }
});

test('the head of the phrase decides: a name, a value or a question about a report is not a document to obtain', () => {
  for (const body of [
    'Obtain the product name from the label',
    'Get the most recent A1c value',
    'Was the incident report filed?',
  ])
    assert.notEqual(readCardIntent({ category: 'records', body }).parts[0]?.action, 'obtain', body);
});

test('talk about the subject of the document leaves the card open', () => {
  const v = offlineVerdict(
    'Obtain copies of the spirometry tracings from the prior employer',
    'records',
    [
      ['physician', 'did they do breathing tests at the foundry where you were before'],
      ['machinist', 'yeah every year, blowing into the tube, they said it was normal'],
    ],
  );
  assert.notEqual(v.status, 'addressed');
});

test('a promise to send the document later leaves the card open', () => {
  const v = offlineVerdict("Dermatologist's written opinion on glove use", 'records', [
    ['nurse practitioner', 'has the dermatologist put anything in writing about the gloves'],
    ['baker', 'she said she will write a letter next week and mail it to you'],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('the document brought in by the patient settles the card', () => {
  const v = offlineVerdict("Dermatologist's written opinion on glove use", 'records', [
    ['nurse practitioner', 'any word from the dermatologist about the gloves'],
    ['baker', 'yes I brought her letter, here it is, she wants nitrile only'],
  ]);
  assert.equal(v.status, 'addressed');
  assert.deepEqual(v.evidence_segment_ids, ['s2']);
});

test('the document read from by the care side settles the card', () => {
  const v = offlineVerdict('Get the safety data sheet for the degreaser', 'exposure', [
    ['occupational nurse', 'the safety data sheet for the degreaser says it is mostly d-limonene'],
  ]);
  assert.equal(v.status, 'addressed');
});
