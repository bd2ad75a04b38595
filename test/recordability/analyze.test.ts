import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRulesClient } from '../../src/model/rules.ts';
import { analyzeCase } from '../../src/recordability/analyze.ts';
import type { PartFacts } from '../../src/recordability/facts/parts.ts';
import type { ReadInput } from '../../src/recordability/read/index.ts';
import { readPartOffline } from '../../src/recordability/read/offline/index.ts';
import type { AnalyzeRequest } from '../../src/recordability/schema.ts';
import { makeCase } from './helpers.ts';

const request: AnalyzeRequest = {
  case: makeCase(
    'While lifting a carton in the warehouse the packer cut the hand on a metal edge.',
    'Laceration closed with four sutures.',
  ),
};

/** The real offline reading, with one part's reply changed. */
function tampered(task: string, change: (r: PartFacts) => PartFacts) {
  return createRulesClient({
    [task]: (input) =>
      change(readPartOffline((input as ReadInput).part, (input as ReadInput).case)),
  });
}

test('the composite carries the spec fields, the transparency block and the extras', async () => {
  const r = await analyzeCase(request, { model: createRulesClient(), paragraphs: null });
  assert.deepEqual(Object.keys(r.factors), [
    'work_relatedness',
    'exceptions',
    'recurrence',
    'treatment',
    'significance',
  ]);
  assert.equal(r.criteria_met.medical_treatment_beyond_first_aid, 'yes');
  assert.equal(r.criteria.recordable_leaning, 'yes');
  assert.ok(r.recordability_score > 0.5 && r.recordability_score <= 1);
  assert.equal(r.osha_log.column.value, 'other_recordable_case');
  assert.equal(r.provider, 'rules');
  assert.ok(r.notes.some((n) => n.code === 'regulation_text_not_imported'));
  for (const f of Object.values(r.factors)) assert.deepEqual(f.citations, []);
});

test('identifier-shaped text from a reader fails the call with 502', async () => {
  const leaks = [
    'Contact the worker at someone@example.org.',
    'Call 555-867-5309 for details.',
    'Seen on 2025-03-02.',
    'SSN 123-45-6789.',
  ];
  for (const leak of leaks) {
    const model = tampered('recordability.read.treatment', (r) => ({
      ...r,
      notes: [...r.notes, leak],
    }));
    await assert.rejects(
      analyzeCase(request, { model, paragraphs: null }),
      (err: { code: string; status: number }) => err.code === 'UpstreamError' && err.status === 502,
      leak,
    );
  }
});

test('a citation the index does not verify is dropped and logged without its quote', async () => {
  const text =
    'Synthetic paragraph text: Using wound coverings such as bandages is a synthetic sentence.';
  const index = {
    get: (ref: string) => (ref.includes('1904.7(b)(5)(ii)(D)') ? { ref, text } : null),
    verifyQuote: () => false,
  };
  const logs: Array<[string, Record<string, unknown>]> = [];
  const r = await analyzeCase(request, {
    model: createRulesClient(),
    paragraphs: index,
    log: (e, d) => logs.push([e, d]),
  });
  assert.deepEqual(r.factors.treatment.citations, []);
  assert.ok(
    logs.some(
      ([e, d]) =>
        e === 'citation_dropped' && d.factor === 'treatment' && d.reason === 'quote not verbatim',
    ),
  );
  assert.ok(
    logs.every(([, d]) => !JSON.stringify(d).includes('Synthetic paragraph')),
    'the quote is never logged',
  );
});

test('lens and assist_context shape the prose, never the score', async () => {
  const model = createRulesClient();
  const plain = await analyzeCase(request, { model, paragraphs: null });
  const styled = await analyzeCase(
    {
      ...request,
      lens: 'occupational_medicine',
      assist_context: {
        persona: 'site nurse',
        instructions: 'Be brief.',
        references: [{ title: 'Site policy', text: 'All cuts are recordable.' }],
      },
    },
    { model, paragraphs: null },
  );
  assert.equal(styled.recordability_score, plain.recordability_score);
  assert.deepEqual(styled.criteria, plain.criteria);
  assert.notEqual(styled.factors.treatment.reasoning, plain.factors.treatment.reasoning);
  assert.equal(styled.lens, 'occupational_medicine');
});
