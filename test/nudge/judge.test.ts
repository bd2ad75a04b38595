import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  buildJudgeUser,
  interpretJudgeReply,
  JUDGE_SYSTEM,
  type JudgeInput,
  type JudgeVerdict,
} from '../../src/nudge/judge.ts';
import { SAFETY_CATEGORIES } from '../../src/nudge/safety.ts';
import { intent, part } from './intents.ts';
import { card, segment } from './models.ts';

const input: JudgeInput = {
  cards: [
    card('a', 'sleep', 'Ask about sleep.'),
    card('b', 'pain-assessment', 'Ask for a 0-10 rating.'),
  ],
  intents: [
    intent('question', [part('yes_no', ['sleep'])]),
    intent('question', [part('scale', ['pain'])]),
  ],
  segments: [
    segment('s1', 'clinician', 'How are you sleeping?'),
    segment('s2', 'patient', 'Badly.'),
  ],
};
const resolved = (card_index: number, over: Partial<JudgeVerdict> = {}): JudgeVerdict => ({
  card_index,
  status: 'addressed',
  evidence_segment_ids: ['s1'],
  reason: 'Clinician asked about sleep (segment s1).',
  ...over,
});

describe('interpretJudgeReply', () => {
  it('returns one verdict per card in request order, whatever order the judge used', () => {
    const out = interpretJudgeReply(input, { verdicts: [resolved(1), resolved(0)] });
    assert.deepEqual(
      out.map((r) => r.card_id),
      ['a', 'b'],
    );
    assert.ok(out.every((r) => r.resolved));
  });

  it('keeps only the cards sent: extra, unknown and duplicate verdicts are ignored', () => {
    const out = interpretJudgeReply(input, {
      verdicts: [resolved(0), resolved(0, { status: 'not_addressed' }), resolved(7), resolved(-1)],
    });
    assert.deepEqual(out, [
      { card_id: 'a', resolved: true, reason: 'Clinician asked about sleep (segment s1).' },
      { card_id: 'b', resolved: false, reason: null },
    ]);
  });

  it('keeps a card open when the judge left it out', () => {
    assert.deepEqual(
      interpretJudgeReply(input, { verdicts: [] }).map((r) => r.resolved),
      [false, false],
    );
  });

  const open: Array<[string, Partial<JudgeVerdict>]> = [
    ['partial', { status: 'partial' }],
    ['not_addressed', { status: 'not_addressed' }],
    ['a resolving verdict with an empty reason', { reason: '   ' }],
    ['a resolving verdict without evidence', { evidence_segment_ids: [] }],
    ['a resolving verdict whose evidence is not in the window', { evidence_segment_ids: ['s9'] }],
  ];
  for (const [name, over] of open) {
    it(`keeps the card open for ${name}, with a null reason`, () => {
      assert.deepEqual(interpretJudgeReply(input, { verdicts: [resolved(0, over)] })[0], {
        card_id: 'a',
        resolved: false,
        reason: null,
      });
    });
  }

  for (const category of SAFETY_CATEGORIES) {
    it(`never resolves a ${category} card, even when the judge says addressed`, () => {
      const safety: JudgeInput = { ...input, cards: [card('x', category, 'Ask about it.')] };
      for (const status of ['addressed', 'moved_past'] as const) {
        assert.deepEqual(interpretJudgeReply(safety, { verdicts: [resolved(0, { status })] }), [
          { card_id: 'x', resolved: false, reason: null },
        ]);
      }
    });
  }

  const leaks: Array<[string, string]> = [
    ['a phone number', 'Patient gave 555-123-4567 as callback (segment s1).'],
    ['an email address', 'Sent to someone@example.com (segment s1).'],
    ['an SSN', 'Confirmed 123-45-6789 (segment s1).'],
    ['a day date', 'Injured on 2026-03-04 (segment s1).'],
  ];
  for (const [name, reason] of leaks) {
    it(`downgrades a verdict whose reason carries ${name} to open with a null reason`, () => {
      assert.deepEqual(interpretJudgeReply(input, { verdicts: [resolved(0, { reason })] })[0], {
        card_id: 'a',
        resolved: false,
        reason: null,
      });
    });
  }

  it('writes the reason on one line and names the evidence when the judge did not', () => {
    const [out] = interpretJudgeReply(input, {
      verdicts: [
        resolved(0, { reason: 'Asked about\nsleep.', evidence_segment_ids: ['s1', 's2', 's1'] }),
      ],
    });
    assert.equal(out?.reason, 'Asked about sleep. (segments s1, s2)');
  });

  it('resolves moved_past like addressed', () => {
    assert.equal(
      interpretJudgeReply(input, { verdicts: [resolved(0, { status: 'moved_past' })] })[0]
        ?.resolved,
      true,
    );
  });
});

describe('buildJudgeUser', () => {
  it('sends every card by position with its intent and the window, and no card ids, cues or timings', () => {
    const user = JSON.parse(buildJudgeUser(input)) as {
      cards: unknown[];
      transcript_window: unknown[];
    };
    assert.deepEqual(user.cards[1], {
      card_index: 1,
      category: 'pain-assessment',
      body: 'Ask for a 0-10 rating.',
      intent: { kind: 'question', action: null, parts: input.intents[1]!.parts, condition: null },
    });
    assert.deepEqual(user.transcript_window[0], {
      segment_id: 's1',
      speaker: 'clinician',
      text: 'How are you sleeping?',
    });
  });

  it('tells the model how to read the intents and the statuses', () => {
    for (const words of [
      'answer_type',
      'target',
      'condition',
      'addressed',
      'moved_past',
      'partial',
      'not_addressed',
      'never quote',
    ])
      assert.ok(JUDGE_SYSTEM.includes(words), words);
  });
});
