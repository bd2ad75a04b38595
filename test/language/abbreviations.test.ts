import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ABBREVIATION_SOURCES,
  ABBREVIATIONS,
  analyze,
  lookupAbbreviation,
  termsOf,
} from '../../src/language/index.ts';

describe('lookupAbbreviation', () => {
  const cases: Array<[string, string | undefined]> = [
    ['c/o', 'complains of'],
    ['C/O', 'complains of'],
    ['LOC', 'loss of consciousness'],
    ['Pt', 'patient'],
    ['pt.', 'patient'],
    ['PT', 'physical therapy'],
    ['ER', 'emergency department'],
    ['er', undefined],
    ['NSAIDs', 'nonsteroidal anti inflammatory drug'],
    ['f/u', 'follow up'],
    ['w/o', 'without'],
    ['RTW', 'return to work'],
    ['wrist', undefined],
  ];
  for (const [short, long] of cases) {
    it(`reads "${short}" as ${long === undefined ? 'no abbreviation' : `"${long}"`}`, () =>
      assert.equal(lookupAbbreviation(short)?.long, long));
  }

  it('names a source for every row and flags the ambiguous ones', () => {
    for (const a of ABBREVIATIONS) assert.ok(a.source in ABBREVIATION_SOURCES, a.short);
    assert.ok(lookupAbbreviation('PT')?.ambiguous?.includes('patient'));
  });
});

describe('normalised terms', () => {
  const cases: Array<[string, string, string[]]> = [
    ['expands an abbreviation into its long form', 'no LOC', ['no', 'loss', 'of', 'consciousness']],
    ['reads an abbreviation with a slash', 'Pt c/o HA', ['patient', 'complains', 'of', 'headache']],
    ['reads L as left before a body part', 'L wrist', ['left', 'wrist']],
    ['does not read L as left after a number', '1 L saline', ['1', 'l', 'saline']],
    ['leaves fillers out', 'um it uh hurts', ['it', 'hurts']],
    ['reads a hyphenated word as its parts', 'steri-strips', ['steri', 'strips']],
  ];
  for (const [title, text, want] of cases) {
    it(title, () => {
      assert.deepEqual(
        termsOf(analyze(text)).map((t) => t.normal),
        want,
      );
    });
  }

  it('points every expanded term back at the abbreviation token', () => {
    const doc = analyze('Denies LOC.');
    const loc = doc.tokens.findIndex((t) => t.text === 'LOC');
    assert.deepEqual(
      termsOf(doc)
        .filter((t) => t.token === loc)
        .map((t) => t.normal),
      ['loss', 'of', 'consciousness'],
    );
  });
});
