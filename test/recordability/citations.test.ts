import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createRulesClient } from '../../src/model/rules.ts';
import { analyzeCase } from '../../src/recordability/analyze.ts';
import {
  EXTRA_REFS,
  loadExcerpts,
  quoteFrom,
  verifyCitations,
} from '../../src/recordability/citations.ts';
import { CRITERION_REFS, TREATMENT_ANCHORS } from '../../src/recordability/decide/anchors.ts';
import { FACTS } from '../../src/recordability/facts/schema.ts';
import { analyzeRequestSchema } from '../../src/recordability/schema.ts';
import { realParagraphs } from './helpers.ts';

const SAMPLES = fileURLToPath(new URL('../../samples/cases/', import.meta.url));

test('a quote is the sentence or table cell of the served text that carries the anchor', () => {
  const text =
    '(3) How is it done? A synthetic rule applies, e.g., to drills. Another sentence.\n| (i) | The first cell rule. |';
  const cases: Array<[string, string | null]> = [
    ['synthetic rule', 'A synthetic rule applies, e.g., to drills.'],
    ['first cell', 'The first cell rule.'],
    ['not there', null],
  ];
  for (const [anchor, want] of cases) assert.equal(quoteFrom(text, anchor), want, anchor);
});

test('citations that do not verify are dropped and reported', () => {
  const index = {
    get: () => ({ ref: '29 CFR 1999.1(a)', text: 'Exact text.' }),
    verifyQuote: (_r: string, q: string) => q === 'Exact text.',
  };
  const dropped: string[] = [];
  const kept = verifyCitations(
    [
      { source_type: 'regulation', ref: '29 CFR 1999.1(a)', quote: 'Exact text.' },
      { source_type: 'regulation', ref: '29 CFR 1999.1(a)', quote: 'Invented text.' },
      { source_type: 'faq', ref: 'FAQ 7-8', quote: 'Exact text.' },
    ],
    index,
    (ref, reason) => dropped.push(`${ref}: ${reason}`),
  );
  assert.deepEqual(
    kept.map((c) => c.quote),
    ['Exact text.'],
  );
  assert.deepEqual(dropped, [
    '29 CFR 1999.1(a): quote not verbatim',
    'FAQ 7-8: faq text is not served',
  ]);
  assert.deepEqual(
    verifyCitations(kept, null, () => undefined),
    [],
  );
});

test('every fact, treatment and criterion anchor quotes a sentence of the served 29 CFR 1904 text', async (t) => {
  const real = await realParagraphs(t);
  if (real === null) return t.skip('OHDS_DATA_SOURCE not set: the regulation text is needed');
  const pairs: Array<[string, string]> = [
    ...Object.values(FACTS).map((f): [string, string] => [f.ref, f.anchor]),
    ...Object.entries(TREATMENT_ANCHORS),
  ];
  const refs = [
    ...new Set([...pairs.map(([ref]) => ref), ...Object.values(CRITERION_REFS), ...EXTRA_REFS]),
  ];
  const excerpts = loadExcerpts(real.index, refs);
  assert.deepEqual(
    refs.filter((r) => excerpts[r] === undefined),
    [],
  );
  for (const [ref, anchor] of pairs)
    assert.ok(quoteFrom(excerpts[ref]!.text, anchor) !== null, `${ref}: ${anchor}`);
});

test('the sample cases get verified citations from the served text and none is dropped', async (t) => {
  const real = await realParagraphs(t);
  if (real === null) return t.skip('OHDS_DATA_SOURCE not set: the regulation text is needed');
  const dropped: unknown[] = [];
  const model = createRulesClient();
  for (const file of (await readdir(SAMPLES)).filter(
    (f) => f.endsWith('.json') && !f.endsWith('.result.json'),
  )) {
    // results of `ohds analyze --out samples/cases` are not cases
    const request = analyzeRequestSchema.parse(
      JSON.parse(await readFile(`${SAMPLES}${file}`, 'utf8')),
    );
    const result = await analyzeCase(request, {
      model,
      paragraphs: real.index,
      log: (e, d) => dropped.push([file, e, d]),
    });
    for (const [name, f] of Object.entries(result.factors)) {
      assert.ok(f.citations.length > 0, `${file}: ${name} has citations`);
      for (const c of f.citations)
        assert.ok(real.index.verifyQuote(c.ref, c.quote), `${file}: ${c.ref}`);
    }
  }
  assert.deepEqual(dropped, []);
});
