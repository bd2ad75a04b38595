/**
 * Card terms (src/nudge/intent/card-terms.ts): a card's own words that the vocabulary does not know name its
 * subject, so an unfamiliar card is matched by what it says. Synthetic cards and windows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../../src/language/index.ts';
import { cardTerms, termKey } from '../../../src/nudge/intent/card-terms.ts';
import { readCardIntent } from '../../../src/nudge/intent/index.ts';
import { judgeOffline } from '../../../src/nudge/offline-judge.ts';
import { card, segment } from '../models.ts';

const termsOf = (body: string) => {
  const doc = analyze(body);
  return cardTerms(doc, { tokenStart: 0, tokenEnd: doc.tokens.length });
};

describe('cardTerms', () => {
  it('keeps the content words no vocabulary reads, as stems', () => {
    assert.deepEqual(termsOf('Confirm whether the shop uses wet cutting methods.'), [
      'x_shop',
      'x_wet',
      'x_cut',
      'x_method',
    ]);
  });

  it('leaves out directive verbs, answer cues, vocabulary words, people and stop words', () => {
    assert.deepEqual(termsOf('Ask the patient to rate their knee pain on a 0-10 scale.'), []);
    assert.equal(termKey('the'), null);
    assert.equal(termKey('patient'), null);
    assert.equal(termKey('cutting'), termKey('cut'));
  });

  it('gives each part of a card its own terms, and an elliptical part those before it', () => {
    const liners = readCardIntent({
      category: 'ppe-fit',
      body: 'Give cotton glove liners and check the fit.',
    });
    assert.deepEqual(liners.parts[0]!.target.terms, ['x_cotton']);
    assert.equal(liners.parts[1]!.target.terms, undefined);
    assert.ok(liners.cues.includes('terms: x_cotton'));
  });
});

describe('card terms in the offline judge', () => {
  const wet = card(
    'wet',
    'exposure-prevention',
    'Confirm whether the shop uses wet cutting methods.',
  );
  const verdict = (texts: ReadonlyArray<readonly [string, string]>) => {
    const segments = texts.map(([speaker, text], i) => segment(`s${i + 1}`, speaker, text));
    return judgeOffline({ cards: [wet], intents: [readCardIntent(wet)], segments }).verdicts[0]!;
  };

  it('resolves a card whose subject only its own words name (asked and answered)', () => {
    const v = verdict([
      ['clinician', 'so are the saws at your shop wet'],
      ['worker', 'yeah the saws are wet'],
    ]);
    assert.equal(v.status, 'addressed');
    assert.deepEqual(v.evidence_segment_ids, ['s1', 's2']);
  });

  it('leaves it open when the window never says the card terms', () => {
    const v = verdict([
      ['clinician', 'do you wear the mask when you grind'],
      ['worker', 'yeah always'],
    ]);
    assert.equal(v.status, 'not_addressed');
  });

  it('leaves it open when the words come up without an answer', () => {
    const v = verdict([
      ['clinician', 'are the saws wet'],
      ['worker', 'um i dont really know i just started'],
    ]);
    assert.notEqual(v.status, 'addressed');
  });
});
