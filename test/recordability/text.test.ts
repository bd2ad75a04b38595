import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, findMentions, sentences } from '../../src/recordability/text.ts';

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
  for (const [text, want] of cases)
    assert.equal(check([{ label: 'injury description', text }], loc).evidence, want, text);
});

test('sentences split on full stops and semicolons', () => {
  assert.deepEqual(sentences('Cleaned; bandaged. Returned to work!\nNo restrictions.'), [
    'Cleaned',
    'bandaged.',
    'Returned to work!',
    'No restrictions.',
  ]);
});

// The negation of a report line reaches a bare list item across commas, never a new clause.
const rows: Array<[sentence: string, pattern: RegExp, negated: boolean]> = [
  ['Denies LOC, 4 sutures placed.', /sutures/, false],
  ['No LOC, fractured left wrist.', /fractured/, false],
  ['Pt denies LOC, prescribed naproxen 500 mg.', /prescribed/, false],
  ['No sutures, Steri-Strips applied.', /steri-strips/, false],
  ['No sutures, only Steri-Strips.', /steri-strips/, false],
  ['Patient denies pain, was given an Rx.', /\bRx\b/, false],
  ['No sutures, staples or glue needed.', /glue/, true],
  ['No sutures, staples or glue needed.', /staples/, true],
  ['Denies numbness, swelling, or fracture.', /fracture/, true],
  ['Denies HA, N/V, LOC.', /\bLOC\b/, true],
  ['X-ray negative for fracture, dislocation or ligament tear.', /dislocation/, true],
  ['Dr prescribed nothing.', /prescribed/, true],
  ['Rx: none.', /\bRx\b/, true],
  ['No fracture but a cracked rib was found.', /cracked rib/, false],
  ['No fractures, dislocations or ruptured eardrum.', /ruptured eardrum/, true],
  ['No LOC, laceration sutured.', /sutured/, false],
];

test('negation reaches list items across commas but not a new clause', () => {
  for (const [sentence, pattern, negated] of rows) {
    const mentions = findMentions([{ label: 'injury description', text: sentence }], pattern);
    assert.equal(mentions.length, 1, sentence);
    assert.equal(mentions[0]!.negated, negated, sentence);
  }
});
