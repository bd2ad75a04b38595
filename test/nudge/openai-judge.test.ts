import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { createModelClient } from '../../src/model/index.ts';
import { checkResolution } from '../../src/nudge/check.ts';
import { JUDGE_SYSTEM } from '../../src/nudge/judge.ts';
import { suggestCards } from '../../src/nudge/suggest.ts';
import { type FakeOpenAIOptions, startFakeOpenAI } from '../support/fake-openai.ts';
import { callJson } from '../support/http.ts';
import { startTestServer } from '../support/server.ts';
import { card, segment } from './models.ts';

async function openaiJudge(t: TestContext, fake: FakeOpenAIOptions) {
  const server = await startFakeOpenAI(fake);
  t.after(() => server.close());
  const config = loadConfig({
    OHDS_MODEL_PROVIDER: 'openai',
    OHDS_MODEL_BASE_URL: server.baseURL,
    OHDS_MODEL_RETRIES: '0',
    OHDS_MODEL_TIMEOUT_MS: '5000',
  });
  return { server, model: createModelClient(config) };
}

const request = {
  active_nudges: [
    card('rf', 'red-flag-screening', 'Screen for numbness or loss of bladder control.'),
    card('pain', 'pain-assessment', 'Ask for a 0-10 pain rating.'),
    card('sleep', 'sleep', 'Ask about sleep.'),
    card('meds', 'medication-review', 'Ask about medicines.'),
  ],
  transcript_window: [
    segment('s1', 'clinician', 'Any numbness? And how bad is the pain, zero to ten?'),
    segment('s2', 'patient', 'No numbness. Maybe a six. I sleep badly.'),
  ],
};
const verdict = (card_index: number, status: string, reason: string, evidence = ['s1', 's2']) => ({
  card_index,
  status,
  evidence_segment_ids: evidence,
  reason,
});

describe('the openai judge', () => {
  it('judges all cards of a window in one structured call, then applies the service rules', async (t) => {
    const { server, model } = await openaiJudge(t, {
      script: [
        {
          json: {
            verdicts: [
              verdict(2, 'addressed', 'Patient said they sleep badly; callback 555-123-4567.'),
              verdict(0, 'addressed', 'Clinician screened for numbness (segment s1).'),
              verdict(
                1,
                'addressed',
                'Clinician asked for the rating and the patient gave a number.',
              ),
              verdict(3, 'partial', 'Not really discussed.'),
            ],
          },
        },
      ],
    });
    const { resolutions } = await checkResolution(request, model);
    assert.equal(server.requests.length, 1);
    assert.equal(server.requests[0]!.schemaName, 'nudge_check_resolution');
    assert.equal(server.requests[0]!.body.messages?.[0]?.content, JUDGE_SYSTEM);
    const user = JSON.parse(server.requests[0]!.body.messages?.[1]?.content ?? '{}') as {
      cards: Array<{ intent?: { kind: string; parts: Array<{ answer_type: string }> } }>;
      transcript_window: unknown[];
    };
    assert.equal(user.cards.length, 4);
    // The model reads each card's intent, read from its body (intent/).
    assert.equal(user.cards[1]?.intent?.kind, 'question');
    assert.equal(user.cards[1]?.intent?.parts[0]?.answer_type, 'scale');
    assert.equal(user.transcript_window.length, 2);
    assert.deepEqual(resolutions, [
      { card_id: 'rf', resolved: false, reason: null },
      {
        card_id: 'pain',
        resolved: true,
        reason: 'Clinician asked for the rating and the patient gave a number. (segments s1, s2)',
      },
      { card_id: 'sleep', resolved: false, reason: null },
      { card_id: 'meds', resolved: false, reason: null },
    ]);
  });

  it('drafts suggestions in one call and keeps only clean, well-formed cards', async (t) => {
    const { model } = await openaiJudge(t, {
      script: [
        {
          json: {
            suggestions: [
              {
                template_id: null,
                category: 'sleep-impact',
                body: 'Ask how poor sleep affects work.',
                evidence_segment_ids: ['s2'],
              },
              { template_id: null, category: 'BAD', body: 'Ignored.', evidence_segment_ids: [] },
            ],
          },
        },
      ],
    });
    const { suggestions } = await suggestCards(
      { transcript_window: request.transcript_window },
      model,
    );
    assert.deepEqual(suggestions, [
      {
        card_id: 'ai-1-sleep-impact',
        category: 'sleep-impact',
        body: 'Ask how poor sleep affects work.',
        template_id: null,
        segment_ids: ['s2'],
      },
    ]);
  });

  const failures: Array<[string, FakeOpenAIOptions]> = [
    ['the model server fails', { script: [{ status: 500 }] }],
    ['the reply is not JSON', { script: [{ content: 'All resolved.' }] }],
    [
      'the reply does not fit the judge schema',
      { script: [{ json: { verdicts: [{ card_index: 0, status: 'done' }] } }] },
    ],
  ];
  for (const [name, fake] of failures) {
    it(`answers 502 UpstreamError through the API when ${name}`, async (t) => {
      const { model } = await openaiJudge(t, fake);
      const api = await startTestServer({ deps: { model } });
      t.after(() => api.close());
      const res = await callJson(api, 'POST', '/api/nudge/check_resolution', request);
      assert.equal(res.status, 502);
      assert.equal(res.body.error, 'UpstreamError');
    });
  }
});
