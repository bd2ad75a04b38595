import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze, stripFillers } from '../../src/language/index.ts';

/** The texts of the tokens flagged as fillers. */
const fillers = (text: string) =>
  analyze(text)
    .tokens.filter((t) => t.filler)
    .map((t) => t.text);

describe('filler flags', () => {
  const cases: Array<[string, string[]]> = [
    ['um so it hurts', ['um']],
    ['it was uh, like, a seven', ['uh', 'like']],
    ["it's like a seven", ['like']],
    ['it feels like a knife', []],
    ['I like the new gloves', []],
    ['it just gave out you know', ['you', 'know']],
    ['you know what I mean', []],
    ['I mean I-I hurt it', ['I', 'mean', 'I', '-']],
    ['I mean it', []],
    ['it is kind of sore', ['kind', 'of']],
    ['what kind of pain is it', []],
    ['th- the box fell', ['th', '-']],
    ['I I lifted it', ['I']],
    ['no, no, it did not', ['no']],
    ['the ER said that that was fine', []],
    ['Sent to ER', []],
  ];
  for (const [text, want] of cases) {
    it(`flags ${want.length === 0 ? 'nothing' : want.join(' ')} in "${text}"`, () =>
      assert.deepEqual(fillers(text), want));
  }
});

describe('stripFillers', () => {
  const cases: Array<[string, string]> = [
    [
      "um so on a scale of zero to ten it's like a, uh, seven I guess",
      "so on a scale of zero to ten it's a seven I guess",
    ],
    [
      "I-I don't know, it just kind of, you know, gave out and and I fell",
      "I don't know, it just gave out and I fell",
    ],
    ['Pt denies LOC.', 'Pt denies LOC.'],
  ];
  for (const [text, want] of cases) {
    it(`reads "${text}" as "${want}"`, () => assert.equal(stripFillers(analyze(text)), want));
  }
});
