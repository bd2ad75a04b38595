import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PhraseSet, PhraseSpec } from '../../src/language/index.ts';
import { analyze, compilePhrases, findPhrases } from '../../src/language/index.ts';

const SUTURE = compilePhrases({ suture: ['suture', 'stitch', 'steri strip', 'sutur*'] });

/** [key, matched text] of every match, in order, after checking each quotes the text verbatim. */
function found(text: string, spec: PhraseSpec | PhraseSet): Array<[string, string]> {
  const doc = analyze(text);
  const set = 'byFirst' in spec ? (spec as PhraseSet) : compilePhrases(spec as PhraseSpec);
  return findPhrases(doc, set).map((m) => {
    assert.equal(text.slice(m.start, m.end), m.text);
    assert.equal(m.sentence, doc.tokens[m.tokenStart]!.sentence);
    return [m.key, m.text];
  });
}

describe('findPhrases', () => {
  const suture: Array<[string, string[]]> = [
    ['The lac was sutured.', ['sutured']],
    ['4 sutures placed.', ['sutures']],
    ['Three stitches to the thumb.', ['stitches']],
    ['Stitches removed at f/u.', ['Stitches']],
    ['Closed with Steri-Strips.', ['Steri-Strips']],
    ['closed w/ steri strips and a suture', ['steri strips', 'suture']],
    ['Suturing was not needed.', ['Suturing']],
    ['Wound glued, no closure needed.', []],
  ];
  for (const [text, want] of suture) {
    it(`matches the suture set by lemma in "${text}"`, () => {
      assert.deepEqual(
        found(text, SUTURE).map(([, t]) => t),
        want,
      );
    });
  }

  const patterns: Array<[string, Record<string, string[]>, string, string[]]> = [
    [
      'alternatives',
      { off: ['day|days off'] },
      'Given 3 days off, then a day off.',
      ['days off', 'day off'],
    ],
    [
      'optional words',
      { rtw: ['return|returned to full? duty'] },
      'Returned to full duty. Return to duty Monday.',
      ['Returned to full duty', 'Return to duty'],
    ],
    [
      'an exact form that refuses the lemma',
      { ro: ['=ruled out'] },
      'Fracture ruled out. Rule out fracture.',
      ['ruled out'],
    ],
    [
      'an abbreviation in the text against a long form in the pattern',
      { loc: ['loss of consciousness'] },
      'Denies LOC.',
      ['LOC'],
    ],
    [
      'a long form in the text against an abbreviation in the pattern',
      { loc: ['LOC'] },
      'Denies loss of consciousness.',
      ['loss of consciousness'],
    ],
    ['a part of an expanded abbreviation', { vomit: ['vomit'] }, 'Denies N/V.', ['N/V']],
    [
      'a hyphenated word in the text as its parts',
      { fu: ['follow up'] },
      'Follow-up in 1 week, f/u with PCP.',
      ['Follow-up', 'f/u'],
    ],
    [
      'a hyphenated word in the pattern as its parts',
      { xray: ['x-ray'] },
      'X-ray neg. XR of wrist.',
      ['X-ray', 'XR'],
    ],
    ['a case-sensitive abbreviation', { pt: ['physical therapy'] }, 'Pt referred to PT.', ['PT']],
    ['through fillers', { lift: ['i be lift'] }, 'I was uh lifting it', ['I was uh lifting']],
  ];
  for (const [what, spec, text, want] of patterns) {
    it(`matches ${what}`, () => {
      assert.deepEqual(
        found(text, spec).map(([, t]) => t),
        want,
      );
    });
  }

  it('never matches across a sentence end', () => {
    assert.deepEqual(found('Given 3 days. Off work.', { off: ['day|days off'] }), []);
  });

  it('keeps the leftmost longest match within a key and lets keys overlap', () => {
    assert.deepEqual(
      found('light duty work', { duty: ['light duty', 'light duty work', 'duty'], work: ['work'] }),
      [
        ['duty', 'light duty work'],
        ['work', 'work'],
      ],
    );
  });

  it('rejects a pattern that matches nothing or expands without bound', () => {
    assert.throws(() => compilePhrases({ empty: [''] }), /matches nothing/);
    assert.throws(() => compilePhrases({ big: ['a? b? c? d? e? f? g? h? i?'] }), /too many/);
  });
});
