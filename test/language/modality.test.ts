import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { modality, modalityCue } from '../../src/language/index.ts';
import { MODALITY_CASES } from './fixtures.ts';
import { targetIn } from './helpers.ts';

describe('modality', () => {
  for (const row of MODALITY_CASES) {
    it(`reads "${row.target}" in "${row.text}" as ${row.modality}`, () => {
      const { doc, span } = targetIn(row.text, row.target);
      assert.equal(modality(doc, span), row.modality);
    });
  }

  it('quotes the cue that set the modality', () => {
    const text = 'Dr recommended 3 days off.';
    const { doc, span } = targetIn(text, 'days off');
    const { cue } = modalityCue(doc, span);
    assert.deepEqual(cue, { start: 3, end: 14, text: 'recommended' });
  });

  it('keeps modality and negation apart', () => {
    const { doc, span } = targetIn('Sutures not recommended.', 'Sutures');
    assert.equal(modality(doc, span), 'recommended');
  });
});
