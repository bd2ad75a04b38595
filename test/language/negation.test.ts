import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  analyze,
  compilePhrases,
  findPhrases,
  isNegated,
  negation,
} from '../../src/language/index.ts';
import type { NegationCase } from './fixtures.ts';
import { NEGATION_CASES } from './fixtures.ts';
import { targetIn } from './helpers.ts';

/** Rows beyond the shared fixtures: spoken forms and look-alikes. */
const MORE: NegationCase[] = [
  { text: 'i didnt need stitches', target: 'stitches', negated: true },
  { text: 'it doesnt hurt when i lift', target: 'hurt', negated: true },
  { text: 'Referred to No. 2 clinic, sutures placed.', target: 'sutures', negated: false },
  { text: 'No fracture. No dislocation.', target: 'dislocation', negated: true },
  { text: 'X-ray neg for fracture.', target: 'fracture', negated: true },
  { text: 'Pt refused sutures.', target: 'sutures', negated: true },
  { text: 'Negative for: fracture, dislocation.', target: 'dislocation', negated: true },
  { text: 'No LOC - sutured x4.', target: 'sutured', negated: false },
  {
    text: 'Seen without a splint, without a sling. Fracture was ruled out.',
    target: 'Fracture',
    negated: true,
  },
];

describe('isNegated', () => {
  for (const row of [...NEGATION_CASES, ...MORE]) {
    it(`reads "${row.target}" in "${row.text}" as ${row.negated ? 'negated' : 'not negated'}`, () => {
      const { doc, span } = targetIn(row.text, row.target, row.nth);
      assert.equal(isNegated(doc, span), row.negated);
    });
  }

  it('takes phrase matches directly', () => {
    const doc = analyze('Denies LOC, 3 sutures placed, no splint.');
    const set = compilePhrases({
      loc: ['loss of consciousness'],
      suture: ['suture'],
      splint: ['splint'],
    });
    assert.deepEqual(
      findPhrases(doc, set).map((m) => [m.key, isNegated(doc, m)]),
      [
        ['loc', true],
        ['suture', false],
        ['splint', true],
      ],
    );
  });
});

describe('negation', () => {
  const cases: Array<[string, string, 'pre' | 'post', string]> = [
    ['Pt denies LOC.', 'LOC', 'pre', 'denies'],
    ['Fracture was ruled out.', 'Fracture', 'post', 'ruled out'],
    ['Antibiotics: none.', 'Antibiotics', 'post', 'none'],
    ['Tetanus: no', 'Tetanus', 'post', 'no'],
    ['Wound closed w/o sutures.', 'sutures', 'pre', 'w/o'],
  ];
  for (const [text, target, kind, cue] of cases) {
    it(`names the ${kind} cue "${cue}" for "${target}" in "${text}"`, () => {
      const { doc, span } = targetIn(text, target);
      const found = negation(doc, span);
      assert.ok(found !== undefined);
      assert.equal(found.kind, kind);
      assert.equal(found?.match.text, cue);
      assert.equal(text.slice(found.match.start, found.match.end), cue);
    });
  }

  it('reads "no" only as a label answer when it follows the target', () => {
    const { doc, span } = targetIn('Tetanus given, no', 'Tetanus');
    assert.equal(isNegated(doc, span), false);
  });
});
