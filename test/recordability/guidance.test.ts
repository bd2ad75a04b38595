/** Guidance citations: an imported FAQ is quoted verbatim where a finding rests on it; absent items are not cited. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRulesClient } from '../../src/model/rules.ts';
import { analyzeCase } from '../../src/recordability/analyze.ts';
import {
  GUIDANCE_LINKS,
  type GuidanceSource,
  guidanceCitations,
} from '../../src/recordability/guidance.ts';
import { analyzeDeps } from '../../src/recordability/service.ts';
import { importInto, realDataSource } from '../lookup/helpers.ts';
import { makeCase } from './helpers.ts';

const amputation = {
  ...makeCase(
    'A press cycled while the operator cleared a jam.',
    'Amputation of the fingertip of the left index finger.',
  ),
  work_status: { days_away: 4 },
};

test('an amputation cites the imported FAQ on avulsions, quoting it verbatim', async () => {
  const link = GUIDANCE_LINKS.find((l) => l.identifier === 'FAQ 599')!;
  const synthetic: GuidanceSource = new Map([
    [
      link.identifier,
      {
        identifier: link.identifier,
        source_type: 'faq' as const,
        full_text: `Synthetic preface. ${link.anchor}. Synthetic tail.`,
      },
    ],
  ]);
  const result = await analyzeCase(
    { case: amputation },
    { model: createRulesClient(), paragraphs: null, guidance: synthetic },
  );
  const cited = result.osha_log.citations.find((c) => c.ref === 'FAQ 599');
  assert.equal(cited?.source_type, 'faq');
  assert.ok(cited!.quote.includes(link.anchor));
});

test('nothing is cited from guidance that is not imported or does not apply', async () => {
  const result = await analyzeCase(
    { case: amputation },
    { model: createRulesClient(), paragraphs: null, guidance: null },
  );
  assert.equal(result.osha_log.citations.filter((c) => c.source_type !== 'regulation').length, 0);
  const noReport = await analyzeCase(
    { case: makeCase('Cut at work.', 'Small cut.') },
    { model: createRulesClient(), paragraphs: null, guidance: new Map() },
  );
  assert.deepEqual(guidanceCitations(noReport.osha_log, new Map()), []);
});

test('with the real data imported, the amputation case quotes the official FAQ text', async (t) => {
  const from = realDataSource();
  if (from === null) return t.skip('OHDS_DATA_SOURCE not set: real guidance citation test skipped');
  const { store } = await importInto(t, from, ['regulations', 'guidance']);
  const deps = await analyzeDeps(store, createRulesClient());
  assert.notEqual(deps.guidance, null);
  const result = await analyzeCase({ case: amputation }, deps);
  const cited = result.osha_log.citations.find((c) => c.source_type === 'faq');
  assert.ok(cited !== undefined, 'the FAQ is cited');
  const item = deps.guidance!.get(cited.ref)!;
  assert.ok(item.full_text.includes(cited.quote), 'the quote is verbatim');
});
