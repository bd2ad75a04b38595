import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  analyze,
  compilePhrases,
  findPhrases,
  isNegated,
  modality,
  numbersIn,
  readRating,
} from '../../src/language/index.ts';

const SET = compilePhrases({
  pain: ['pain'],
  loc: ['loss of consciousness'],
  suture: ['sutur*', 'stitch'],
});

/** Everything a reader does with a text: parse, match, negation and modality per match, numbers, rating. */
function readAll(text: string): number {
  const doc = analyze(text);
  let n = 0;
  for (const m of findPhrases(doc, SET)) {
    if (isNegated(doc, m)) n++;
    if (modality(doc, m) !== 'done') n++;
  }
  return n + numbersIn(doc).length + (readRating(doc) === undefined ? 0 : 1);
}

/** One timing, in ms. */
function timed(text: string): number {
  const started = performance.now();
  readAll(text);
  return performance.now() - started;
}

const repeat = (unit: string) => (size: number) =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const SHAPES: ReadonlyArray<readonly [string, (size: number) => string]> = [
  ['one token repeated', repeat('pain ')],
  ['no spaces at all', repeat('a')],
  ['one URL-like run', (size) => `http://${'a'.repeat(size - 7)}`],
  ['many negations in one list', repeat('no pain, ')],
  ['abbreviations in one list', repeat('denies HA, N/V, LOC, ')],
  ['fillers and numbers without punctuation', repeat('um like I-I seven or eight out of ten ')],
];

test('reading 4x the text takes well under 12x the time, whatever its shape (200 KB at most)', () => {
  readAll(SHAPES.map(([, make]) => make(2000)).join('\n'));
  for (const [name, make] of SHAPES) {
    // Best of two timings (the best is the least disturbed by other work on the machine); the large text is
    // timed again only when its first run breaks the bound, which a second run could only lower.
    const smallText = make(50_000);
    const small = Math.min(timed(smallText), timed(smallText));
    const largeText = make(200_000);
    let large = timed(largeText);
    if (large >= 12 * Math.max(small, 1)) large = Math.min(large, timed(largeText));
    assert.ok(
      large < 12 * Math.max(small, 1),
      `${name}: ${small.toFixed(0)} ms at 50 KB, ${large.toFixed(0)} ms at 200 KB`,
    );
  }
});

test('a negation at the end of a 200 KB sentence is still read', () => {
  const text = `${repeat('and the pain ')(200_000)} but no sutures`;
  const doc = analyze(text);
  const sutures = findPhrases(doc, SET).find((m) => m.key === 'suture');
  assert.ok(sutures !== undefined);
  assert.equal(isNegated(doc, sutures), true);
});
