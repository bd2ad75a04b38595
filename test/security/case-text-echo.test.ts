/**
 * One very long token in valid input still yields a valid analysis (it once made a factor note outgrow its
 * schema, which the rules provider reported as a 502), and no generated text quotes more than a short excerpt
 * (EXCERPT_MAX characters) of the case: evidence spans are cut at 160 characters and notes quote at most 100.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRulesClient } from '../../src/model/rules.ts';
import { analyzeCase } from '../../src/recordability/analyze.ts';
import {
  type AnalyzeRequest,
  analyzeRequestSchema,
  factorResultSchema,
} from '../../src/recordability/schema.ts';
import { EXCERPT_MAX, excerpt, where } from '../../src/recordability/text.ts';

/** Tokens of 8,000 characters with no space: each starts with a cue stem that a `stem\w*` pattern swallows whole. */
const TOKENS = [
  'commut',
  'scaffold',
  'fractur',
  'sutur',
  'ibuprofen',
  'inhal',
  'precaution',
  'chok',
  'a',
  '7',
].map((stem) => (stem + 'x'.repeat(8000)).slice(0, 8000));

function caseWith(token: string): AnalyzeRequest {
  return analyzeRequestSchema.parse({
    case: {
      incident: { description: token, activity_at_time: token.slice(0, 1000) },
      injury: {
        description: `Laceration. ${token}`.slice(0, 8000),
        diagnosis: token.slice(0, 500),
      },
      treatment: { provided: [token.slice(0, 1000), `sutures ${token}`.slice(0, 1000)] },
      prior_condition: { exists: true, description: token.slice(0, 4000) },
      statements: [{ source: 'clinician', text: `Sutures placed; ${token}`.slice(0, 8000) }],
    },
  });
}

/** Every string in a value. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) yield* strings(v);
}

/** The longest run of any output string that appears verbatim in `text` (run lengths above `limit` only). */
function longestEcho(output: unknown, text: string, limit = EXCERPT_MAX): string {
  const grams = new Set<string>();
  for (let i = 0; i + limit + 1 <= text.length; i++) grams.add(text.slice(i, i + limit + 1));
  for (const s of strings(output)) {
    for (let j = 0; j + limit + 1 <= s.length; j++)
      if (grams.has(s.slice(j, j + limit + 1))) return s.slice(j, j + 2 * limit);
  }
  return '';
}

test('an excerpt of case text is cut at EXCERPT_MAX characters with an ellipsis', () => {
  assert.equal(excerpt('short'), 'short');
  const long = excerpt('y'.repeat(500));
  assert.equal(long.length, EXCERPT_MAX);
  assert.ok(long.endsWith('…'));
  assert.equal(
    where([{ match: 'Z'.repeat(300), source: 'incident description' }]),
    `"${'z'.repeat(EXCERPT_MAX - 1)}…" (incident description)`,
  );
});

test('one 8,000-character token yields a valid analysis that quotes no more than an excerpt of it', async () => {
  const model = createRulesClient();
  for (const token of TOKENS) {
    const request = caseWith(token);
    const result = await analyzeCase(request, { model, paragraphs: null });
    for (const f of Object.values(result.factors))
      assert.ok(factorResultSchema.safeParse(f).success, token.slice(0, 12));
    assert.equal(
      longestEcho(result, token),
      '',
      `${token.slice(0, 12)}: case text echoed at length`,
    );
  }
});
