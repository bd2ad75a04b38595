import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze, numbersIn, readRating } from '../../src/language/index.ts';
import { NUMBER_CASES, RATING_CASES } from './fixtures.ts';

describe('numbersIn', () => {
  for (const row of NUMBER_CASES) {
    const shown = row.numbers
      .map(
        (n) =>
          `${n.value}${n.high === undefined ? '' : `-${n.high}`}${n.unit === undefined ? '' : ` ${n.unit}`}`,
      )
      .join(', ');
    it(`reads "${row.text}" as ${shown === '' ? 'no number' : shown}`, () => {
      const doc = analyze(row.text);
      const got = numbersIn(doc);
      assert.deepEqual(
        got.map((n) => ({
          value: n.value,
          ...(n.high === undefined ? {} : { high: n.high }),
          ...(n.unit === undefined ? {} : { unit: n.unit.name }),
          ...(n.approximate ? { approximate: true } : {}),
          ...(n.ordinal ? { ordinal: true } : {}),
        })),
        row.numbers,
      );
      for (const n of got) {
        assert.equal(row.text.slice(n.start, n.end), n.text);
        if (n.unit !== undefined)
          assert.equal(row.text.slice(n.unit.start, n.unit.end), n.unit.text);
      }
    });
  }

  const spans: Array<[string, string, string | undefined]> = [
    ['Dr recommended 3 days off.', '3', 'days'],
    ['missed a couple of shifts', 'a couple', 'shifts'],
    ['iced for 10-15 minutes', '10-15', 'minutes'],
    ['off for twenty-one days', 'twenty-one', 'days'],
    ['restricted 5 to 7 days', '5 to 7', 'days'],
    ['pain is seven out of ten', 'seven', 'out of ten'],
    ['Pain 7/10 at rest.', '7/10', '/10'],
    ['ibuprofen 800mg x1', '800', 'mg'],
  ];
  for (const [text, number, unit] of spans) {
    it(`quotes "${number}" and its unit "${unit}" verbatim from "${text}"`, () => {
      const n = numbersIn(analyze(text))[0]!;
      assert.deepEqual([n.text, n.unit?.text], [number, unit]);
    });
  }
});

describe('readRating', () => {
  for (const row of RATING_CASES) {
    const shown =
      row.rating === undefined
        ? 'no rating'
        : `${row.rating.value}${row.rating.high === undefined ? '' : ` to ${row.rating.high}`}${row.rating.approximate ? ' (approximate)' : ''}`;
    it(`reads "${row.text}" as ${shown}`, () => {
      const r = readRating(analyze(row.text));
      assert.deepEqual(
        r === undefined
          ? undefined
          : {
              value: r.value,
              ...(r.high === undefined ? {} : { high: r.high }),
              approximate: r.approximate,
            },
        row.rating,
      );
      if (r !== undefined) assert.equal(row.text.slice(r.start, r.end), r.text);
    });
  }

  it('reads only inside the span it is given', () => {
    const doc = analyze('Pain 3/10 at rest. With lifting maybe a six.');
    const second = doc.sentences[1]!;
    assert.equal(readRating(doc, second)?.value, 6);
  });
});

describe('pronoun "one" after an adjective', () => {
  it('reads "the left one" and "the bad one" as pronouns, not the number one', () => {
    assert.deepEqual(numbersIn(analyze('it was the left one')), []);
    assert.deepEqual(numbersIn(analyze('the bad one is worse')), []);
    assert.equal(numbersIn(analyze('left one day early'))[0]?.value, 1);
  });
});
