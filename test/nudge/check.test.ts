import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { UpstreamError } from '../../src/errors.ts';
import { checkResolution } from '../../src/nudge/check.ts';
import { CHECK_TASK, judgeReplySchema } from '../../src/nudge/judge.ts';
import { SAFETY_CATEGORIES } from '../../src/nudge/safety.ts';
import { checkResolutionRequestSchema } from '../../src/nudge/schema.ts';
import { card, failingModel, rulesModel, scriptedModel, segment } from './models.ts';

const samples = new URL('../../samples/nudge/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', samples), 'utf8')) as Record<
  string,
  { resolved: Record<string, boolean> }
>;
const windows = readFileSync(new URL('windows.ndjson', samples), 'utf8')
  .trim()
  .split('\n')
  .map((l) => checkResolutionRequestSchema.parse(JSON.parse(l)));

describe('checkResolution', () => {
  it('makes one structured judge call for all cards of the window', async () => {
    const request = windows[0]!;
    const model = scriptedModel({ verdicts: [] });
    await checkResolution(request, model);
    assert.equal(model.requests.length, 1);
    assert.equal(model.requests[0]?.task, CHECK_TASK);
    assert.equal(model.requests[0]?.schema, judgeReplySchema);
    const user = JSON.parse(model.requests[0]!.user) as { cards: unknown[] };
    assert.equal(user.cards.length, request.active_nudges.length);
  });

  it('keeps safety cards open after a judge that resolves everything', async () => {
    const cards = SAFETY_CATEGORIES.map((category, i) => card(`k${i}`, category, 'Ask about it.'));
    const request = {
      active_nudges: [card('ok', 'sleep', 'Ask about sleep.'), ...cards],
      transcript_window: [segment('s1', 'clinician', 'How do you sleep?')],
    };
    const model = scriptedModel({
      verdicts: request.active_nudges.map((_, i) => ({
        card_index: i,
        status: 'addressed',
        evidence_segment_ids: ['s1'],
        reason: 'Asked (segment s1).',
      })),
    });
    const { resolutions } = await checkResolution(request, model);
    assert.deepEqual(
      resolutions.map((r) => r.resolved),
      [true, false, false, false, false, false],
    );
    assert.ok(resolutions.slice(1).every((r) => r.reason === null));
  });

  it('propagates a failed model call as UpstreamError (502)', async () => {
    await assert.rejects(
      checkResolution(windows[0]!, failingModel),
      (err: unknown) => err instanceof UpstreamError && err.status === 502,
    );
  });

  it('treats a reply that does not fit the judge schema as a failed call', async () => {
    await assert.rejects(
      checkResolution(windows[0]!, scriptedModel({ verdicts: [{ card_index: 0, status: 'yes' }] })),
      UpstreamError,
    );
  });

  // demo-* windows document the rules and must match; held-* windows measure accuracy (npm run eval).
  for (const request of windows.filter((w) => w.encounter_id!.startsWith('demo-'))) {
    it(`matches the labelled verdicts of sample ${request.encounter_id} with the rules judge`, async () => {
      const { resolutions } = await checkResolution(request, rulesModel);
      const labels = expected[request.encounter_id!]!.resolved;
      assert.deepEqual(Object.fromEntries(resolutions.map((r) => [r.card_id, r.resolved])), labels);
    });
  }

  it('gives a reason exactly on true and keeps safety cards open across every sample', async () => {
    for (const request of windows) {
      const { resolutions } = await checkResolution(request, rulesModel);
      resolutions.forEach((r, i) => {
        assert.equal(r.resolved, r.reason !== null, `${request.encounter_id}/${r.card_id}`);
        if (SAFETY_CATEGORIES.some((c) => c === request.active_nudges[i]!.category))
          assert.equal(r.resolved, false);
      });
    }
  });
});
