import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UpstreamError } from '../../src/errors.ts';
import { SUGGEST_TASK, suggestCards } from '../../src/nudge/suggest.ts';
import { CARD_TEMPLATES } from '../../src/nudge/templates.ts';
import { card, failingModel, rulesModel, scriptedModel, segment } from './models.ts';

const window = [
  segment('s1', 'clinician', 'What brings you in?'),
  segment(
    's2',
    'patient',
    'My lower back hurts since I lifted a crate at work, and my leg feels numb.',
  ),
  segment('s3', 'patient', 'I have been taking ibuprofen.'),
];

describe('card templates', () => {
  it('have unique ids of at most 32 characters, kebab categories and bodies of at most 280 characters', () => {
    assert.equal(new Set(CARD_TEMPLATES.map((t) => t.id)).size, CARD_TEMPLATES.length);
    for (const t of CARD_TEMPLATES) {
      assert.ok(t.id.length <= 32 && /^[a-z0-9-]+$/.test(t.category) && t.body.length <= 280, t.id);
    }
  });
});

describe('suggestCards with the rules provider', () => {
  it('suggests triggered templates, with the segments that triggered them', async () => {
    const { suggestions } = await suggestCards(
      { transcript_window: window, max_suggestions: 20 },
      rulesModel,
    );
    const byId = new Map(suggestions.map((s) => [s.card_id, s]));
    assert.deepEqual(byId.get('spine-red-flags')?.segment_ids, ['s2']);
    assert.deepEqual(byId.get('otc-check')?.segment_ids, ['s3']);
    assert.ok(byId.has('pain-rating'));
    for (const s of suggestions) assert.equal(s.template_id, s.card_id);
  });

  it('skips a card the window already addressed', async () => {
    const answered = [
      ...window,
      segment('s4', 'clinician', 'On a scale of zero to ten, how bad is the back pain?'),
      segment('s5', 'patient', 'A six.'),
    ];
    const { suggestions } = await suggestCards(
      { transcript_window: answered, max_suggestions: 20 },
      rulesModel,
    );
    assert.ok(!suggestions.some((s) => s.card_id === 'pain-rating'));
  });

  it('skips categories already on the rail and caps the count', async () => {
    const { suggestions } = await suggestCards(
      {
        transcript_window: window,
        active_nudges: [card('mine', 'red-flag-screening', 'Screen for red flags.')],
        max_suggestions: 2,
      },
      rulesModel,
    );
    assert.equal(suggestions.length, 2);
    assert.ok(!suggestions.some((s) => s.category === 'red-flag-screening'));
  });

  it('suggests nothing for a window with no trigger', async () => {
    assert.deepEqual(
      await suggestCards(
        { transcript_window: [segment('s1', 'clinician', 'Hello there.')] },
        rulesModel,
      ),
      { suggestions: [] },
    );
  });
});

describe('suggestCards with a model', () => {
  it('keeps only well-formed, clean cards and names them', async () => {
    const model = scriptedModel({
      suggestions: [
        {
          template_id: null,
          category: 'sleep',
          body: 'Ask how pain affects sleep.',
          evidence_segment_ids: ['s2', 'nope'],
        },
        { template_id: null, category: 'Not Kebab', body: 'x', evidence_segment_ids: [] },
        { template_id: null, category: 'long', body: 'y'.repeat(281), evidence_segment_ids: [] },
        {
          template_id: null,
          category: 'callback',
          body: 'Call back at 555-123-4567.',
          evidence_segment_ids: [],
        },
        {
          template_id: 'made-up',
          category: 'sleep',
          body: 'Duplicate category.',
          evidence_segment_ids: [],
        },
        {
          template_id: 'otc-check',
          category: 'otc-contraindication-check',
          body: 'Check before recommending it.',
          evidence_segment_ids: ['s3'],
        },
      ],
    });
    const { suggestions } = await suggestCards({ transcript_window: window }, model);
    assert.equal(model.requests[0]?.task, SUGGEST_TASK);
    assert.deepEqual(suggestions, [
      {
        card_id: 'ai-1-sleep',
        category: 'sleep',
        body: 'Ask how pain affects sleep.',
        template_id: null,
        segment_ids: ['s2'],
      },
      {
        card_id: 'otc-check',
        category: 'otc-contraindication-check',
        body: 'Check before recommending it.',
        template_id: 'otc-check',
        segment_ids: ['s3'],
      },
    ]);
  });

  it('propagates a failed model call', async () => {
    await assert.rejects(suggestCards({ transcript_window: window }, failingModel), UpstreamError);
  });
});
