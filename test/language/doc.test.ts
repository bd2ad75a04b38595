import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Doc } from '../../src/language/index.ts';
import { analyze, sentences, spanText, tokenSpan } from '../../src/language/index.ts';
import { LEMMA_CASES, SENTENCE_CASES } from './fixtures.ts';

/** Every token and sentence quotes the original text exactly, in order, without overlap. */
function assertExactOffsets(doc: Doc): void {
  let last = 0;
  for (const t of doc.tokens) {
    assert.equal(doc.text.slice(t.start, t.end), t.text, `token ${t.index}`);
    assert.ok(
      t.start >= last && t.end > t.start,
      `token ${t.index} at ${t.start}-${t.end} after ${last}`,
    );
    last = t.end;
  }
  for (const s of sentences(doc)) {
    assert.equal(doc.text.slice(s.start, s.end), s.text);
    assert.equal(s.start, doc.tokens[s.tokenStart]!.start);
    assert.equal(s.end, doc.tokens[s.tokenEnd - 1]!.end);
    for (let i = s.tokenStart; i < s.tokenEnd; i++) assert.equal(doc.tokens[i]!.sentence, s.index);
  }
}

describe('sentences', () => {
  for (const row of SENTENCE_CASES) {
    it(`splits ${JSON.stringify(row.text.slice(0, 60))} into ${row.sentences.length}, each a verbatim slice`, () => {
      const doc = analyze(row.text);
      assert.deepEqual(
        sentences(doc).map((s) => s.text),
        row.sentences,
      );
      assertExactOffsets(doc);
    });
  }

  it('ends sentences at semicolons only when asked', () => {
    const text = 'Lac cleaned; 4 sutures placed; tetanus given.';
    assert.equal(sentences(analyze(text)).length, 1);
    assert.deepEqual(
      sentences(analyze(text, { semicolons: true })).map((s) => s.text),
      ['Lac cleaned;', '4 sutures placed;', 'tetanus given.'],
    );
  });

  it('keeps a transcript without any punctuation as one sentence with exact offsets', () => {
    const text =
      '  so um I was lifting the box and it popped and uh I went home early no I did not go to the ER  ';
    const doc = analyze(text);
    assert.equal(doc.sentences.length, 1);
    assert.equal(doc.sentences[0]!.text, text.trim());
    assertExactOffsets(doc);
  });

  it('gives no sentences and no tokens for empty or blank text', () => {
    for (const text of ['', '   ', '\n\n\t']) {
      const doc = analyze(text);
      assert.deepEqual([doc.tokens.length, doc.sentences.length], [0, 0]);
    }
  });
});

describe('tokens', () => {
  const cases: Array<[string, string, Partial<Record<'text' | 'normal' | 'lemma', string>>]> = [
    ['spells out contractions in the normal form', "didn't", { text: "n't", normal: 'not' }],
    [
      'reads typographic apostrophes like plain ones',
      'didn\u2019t',
      { text: 'n\u2019t', normal: 'not' },
    ],
    [
      'drops the period of an abbreviation from the normal form',
      'Seen by Dr. Lee',
      { text: 'Dr.', normal: 'dr' },
    ],
    ['keeps "c/o" as one token', 'Pt c/o pain', { text: 'c/o', normal: 'c/o' }],
    ['keeps "w/o" as one token', 'closed w/o sutures', { text: 'w/o', normal: 'w/o' }],
    ['reads "1.5hrs" as a decimal and a unit', 'took 1.5hrs off', { text: '1.5', normal: '1.5' }],
    ['splits a unit glued to a number', 'ibuprofen 800mg', { text: 'mg', normal: 'mg' }],
    ['lemmatises a capitalised plural', 'Stitches removed.', { text: 'Stitches', lemma: 'stitch' }],
  ];
  for (const [title, text, want] of cases) {
    it(title, () => {
      const doc = analyze(text);
      const token = doc.tokens.find((t) => t.text === want.text);
      assert.ok(
        token !== undefined,
        `no token ${want.text} in ${doc.tokens.map((t) => t.text).join(' | ')}`,
      );
      for (const [k, v] of Object.entries(want)) assert.equal(token[k as keyof typeof want], v);
      assertExactOffsets(doc);
    });
  }

  for (const [word, lemma] of LEMMA_CASES) {
    it(`lemmatises "${word}" as "${lemma}"`, () =>
      assert.equal(analyze(word).tokens[0]!.lemma, lemma));
  }

  it('drops bullet markers but keeps a leading minus sign', () => {
    const doc = analyze('- ice\n* rest\n1. elevate\n-5 degrees');
    assert.deepEqual(
      doc.tokens.map((t) => t.text),
      ['ice', 'rest', 'elevate', '-5', 'degrees'],
    );
  });

  it('keeps offsets exact across CRLF, tabs, emoji, accents and non-breaking spaces', () => {
    assertExactOffsets(
      analyze('Pt\u00a0c/o 😀 pain\r\n\tcaf\u00e9 \u201cquoted\u201d \u2014 done\u2026 N/V.'),
    );
  });

  it('keeps a very long run of non-space characters as one token, past the library', () => {
    const run = `http://${'a'.repeat(5000)}`;
    const doc = analyze(`See ${run} now.`);
    assert.ok(doc.tokens.some((t) => t.text === run && t.kind === 'other'));
    assertExactOffsets(doc);
  });

  it('keeps offsets exact on arbitrary text (property)', () => {
    const alphabet = [
      ...'ab .,;:!?-/\'"\n\t\r0123456789xX',
      '\u2019',
      '\u00a0',
      'é',
      '😀',
      'Dr.',
      'No.',
      'c/o',
      'N/V',
      'e.g.',
      'p.m.',
      ' - ',
      '\n- ',
      'twenty-one',
      '1.5',
      '7/10',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }), (parts) => {
        assertExactOffsets(analyze(parts.join('')));
      }),
      { numRuns: 300 },
    );
  });
});

describe('spans', () => {
  it('finds the tokens under a character range and quotes them back verbatim', () => {
    const text = 'Pt denies LOC, N/V.';
    const doc = analyze(text);
    const span = tokenSpan(doc, text.indexOf('LOC'), text.indexOf('LOC') + 3)!;
    assert.deepEqual(spanText(doc, span), { start: 10, end: 13, text: 'LOC' });
    assert.equal(tokenSpan(doc, 13, 13), undefined);
  });
});
