import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { ModelClient } from '../../../src/model/port.ts';
import { card, failingModel, rulesModel, scriptedModel, segment } from '../../nudge/models.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

const sample = JSON.parse(
  readFileSync(new URL('../../../samples/nudge/check.json', import.meta.url), 'utf8'),
) as {
  active_nudges: Array<{ card_id: string }>;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function serve(t: { after(fn: () => Promise<void>): void }, model: ModelClient) {
  const server = await startTestServer({ deps: { model } });
  t.after(() => server.close());
  return server;
}

describe('POST /api/nudge/check_resolution', () => {
  it('answers one verdict per card in request order, with a reason on every true', async (t) => {
    const server = await serve(t, rulesModel);
    const res = await callJson(server, 'POST', '/api/nudge/check_resolution', {
      ...sample,
      request_id: 'caller-chosen',
    });
    assert.equal(res.status, 200);
    assert.match(res.body.request_id, UUID);
    assert.ok(!Number.isNaN(Date.parse(res.body.timestamp)));
    assert.deepEqual(
      res.body.resolutions.map((r: { card_id: string }) => r.card_id),
      sample.active_nudges.map((c) => c.card_id),
    );
    for (const r of res.body.resolutions) {
      assert.deepEqual(Object.keys(r).sort(), ['card_id', 'reason', 'resolved']);
      if (r.resolved) assert.equal(typeof r.reason, 'string');
    }
    assert.equal(
      res.body.resolutions.find((r: { card_id: string }) => r.card_id === 'rf-1').resolved,
      false,
    );
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['assist_context', { ...sample, assist_context: 'prior notes' }, 'assist_context'],
    [
      'an over-long card body',
      {
        ...sample,
        active_nudges: [
          card('a', 'x', 'ok'),
          card('b', 'x', 'ok'),
          card('c', 'x', 'ok'),
          card('d', 'x', 'b'.repeat(281)),
        ],
      },
      'active_nudges[3].body',
    ],
    [
      'an empty segment text',
      { ...sample, transcript_window: [segment('s1', 'patient', '')] },
      'transcript_window[0].text',
    ],
    [
      'a non-kebab category',
      { ...sample, active_nudges: [card('a', 'Red Flag', 'Ask.')] },
      'active_nudges[0].category',
    ],
    ['an empty active_nudges', { ...sample, active_nudges: [] }, 'active_nudges'],
  ];
  for (const [name, body, field] of invalid) {
    it(`rejects ${name} with 400 ValidationError and field ${field}`, async (t) => {
      const server = await serve(t, rulesModel);
      const res = await callJson(server, 'POST', '/api/nudge/check_resolution', body);
      assert.equal(res.status, 400);
      assert.equal(res.body.error, 'ValidationError');
      assert.equal(res.body.field, field);
    });
  }

  it('keeps a safety card open and downgrades a leaking reason, still answering 200', async (t) => {
    const model = scriptedModel({
      verdicts: [
        {
          card_index: 0,
          status: 'addressed',
          evidence_segment_ids: ['s1'],
          reason: 'Asked (segment s1).',
        },
        {
          card_index: 1,
          status: 'addressed',
          evidence_segment_ids: ['s1'],
          reason: 'Call 555-123-4567 (segment s1).',
        },
      ],
    });
    const server = await serve(t, model);
    const res = await callJson(server, 'POST', '/api/nudge/check_resolution', {
      active_nudges: [
        card('rf', 'red-flag-screening', 'Screen for red flags.'),
        card('ok', 'sleep', 'Ask about sleep.'),
      ],
      transcript_window: [segment('s1', 'clinician', 'Any numbness, and how do you sleep?')],
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.resolutions, [
      { card_id: 'rf', resolved: false, reason: null },
      { card_id: 'ok', resolved: false, reason: null },
    ]);
  });

  it('answers 502 UpstreamError when the model call fails', async (t) => {
    const server = await serve(t, failingModel);
    const res = await callJson(server, 'POST', '/api/nudge/check_resolution', sample);
    assert.equal(res.status, 502);
    assert.equal(res.body.error, 'UpstreamError');
  });
});

describe('POST /api/nudge/suggest', () => {
  it('proposes cards from the template catalog', async (t) => {
    const server = await serve(t, rulesModel);
    const res = await callJson(server, 'POST', '/api/nudge/suggest', {
      transcript_window: [segment('s1', 'patient', 'I started taking ibuprofen for the wrist.')],
    });
    assert.equal(res.status, 200);
    assert.match(res.body.request_id, UUID);
    const otc = res.body.suggestions.find(
      (s: { category: string }) => s.category === 'otc-contraindication-check',
    );
    assert.deepEqual(otc?.segment_ids, ['s1']);
    assert.ok(res.body.suggestions.every((s: { body: string }) => s.body.length <= 280));
  });

  it('rejects assist_context with 400', async (t) => {
    const server = await serve(t, rulesModel);
    const res = await callJson(server, 'POST', '/api/nudge/suggest', {
      transcript_window: [segment('s1', 'patient', 'Hi.')],
      assist_context: 'x',
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.field, 'assist_context');
  });
});
