import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '../../src/errors.ts';
import { checkResolutionRequestSchema, suggestRequestSchema } from '../../src/nudge/schema.ts';
import { parseWith } from '../../src/validation.ts';
import { card, segment } from './models.ts';

const okCard = card('c1', 'pain-assessment', 'Ask for a 0-10 pain rating.');
const okSegment = segment('s1', 'clinician', 'How is the pain?');
const body = (over: Record<string, unknown> = {}) => ({
  active_nudges: [okCard],
  transcript_window: [okSegment],
  ...over,
});
const cards = (n: number, bad?: Record<string, unknown>) =>
  Array.from({ length: n }, (_, i) =>
    i === n - 1 && bad ? { ...okCard, ...bad } : { ...okCard, card_id: `c${i}` },
  );
const segments = (n: number, bad?: Record<string, unknown>) =>
  Array.from({ length: n }, (_, i) =>
    i === n - 1 && bad ? { ...okSegment, ...bad } : { ...okSegment, segment_id: `s${i}` },
  );

function fieldOf(value: unknown): string | undefined {
  try {
    parseWith(checkResolutionRequestSchema, value);
  } catch (err) {
    assert.ok(err instanceof ValidationError);
    return err.extras.field;
  }
  assert.fail('expected a ValidationError');
}

describe('check_resolution request schema', () => {
  const rejected: Array<[string, unknown, string]> = [
    [
      'assist_context at the top level',
      body({ assist_context: 'visit summary' }),
      'assist_context',
    ],
    ['assist_context even when null', body({ assist_context: null }), 'assist_context'],
    [
      'assist_context inside a card',
      body({ active_nudges: [{ ...okCard, assist_context: {} }] }),
      'active_nudges[0].assist_context',
    ],
    ['missing active_nudges', { transcript_window: [okSegment] }, 'active_nudges'],
    ['empty active_nudges', body({ active_nudges: [] }), 'active_nudges'],
    ['65 cards', body({ active_nudges: cards(65) }), 'active_nudges'],
    ['a card that is not an object', body({ active_nudges: [okCard, 'x'] }), 'active_nudges[1]'],
    [
      'empty card_id',
      body({ active_nudges: cards(2, { card_id: '' }) }),
      'active_nudges[1].card_id',
    ],
    [
      'card_id of 33 characters',
      body({ active_nudges: cards(3, { card_id: 'x'.repeat(33) }) }),
      'active_nudges[2].card_id',
    ],
    [
      'non-kebab category',
      body({ active_nudges: cards(2, { category: 'Pain_Assessment' }) }),
      'active_nudges[1].category',
    ],
    [
      'category of 65 characters',
      body({ active_nudges: cards(1, { category: 'a'.repeat(65) }) }),
      'active_nudges[0].category',
    ],
    [
      'body of 281 characters',
      body({ active_nudges: cards(4, { body: 'b'.repeat(281) }) }),
      'active_nudges[3].body',
    ],
    ['empty body', body({ active_nudges: cards(1, { body: '' }) }), 'active_nudges[0].body'],
    ['missing transcript_window', { active_nudges: [okCard] }, 'transcript_window'],
    ['empty transcript_window', body({ transcript_window: [] }), 'transcript_window'],
    ['257 segments', body({ transcript_window: segments(257) }), 'transcript_window'],
    [
      'empty segment text',
      body({ transcript_window: segments(1, { text: '' }) }),
      'transcript_window[0].text',
    ],
    [
      'segment text of 8001 characters',
      body({ transcript_window: segments(2, { text: 't'.repeat(8001) }) }),
      'transcript_window[1].text',
    ],
    [
      'segment_id of 257 characters',
      body({ transcript_window: segments(1, { segment_id: 's'.repeat(257) }) }),
      'transcript_window[0].segment_id',
    ],
    [
      'speaker of 33 characters',
      body({ transcript_window: segments(1, { speaker: 'p'.repeat(33) }) }),
      'transcript_window[0].speaker',
    ],
    [
      'negative started_at_ms',
      body({ transcript_window: segments(1, { started_at_ms: -1 }) }),
      'transcript_window[0].started_at_ms',
    ],
    [
      'fractional ended_at_ms',
      body({ transcript_window: segments(2, { ended_at_ms: 1.5 }) }),
      'transcript_window[1].ended_at_ms',
    ],
    [
      'missing ended_at_ms',
      body({ transcript_window: [{ segment_id: 's', speaker: 'p', text: 't', started_at_ms: 0 }] }),
      'transcript_window[0].ended_at_ms',
    ],
    ['encounter_id of 65 characters', body({ encounter_id: 'e'.repeat(65) }), 'encounter_id'],
    ['empty encounter_id', body({ encounter_id: '' }), 'encounter_id'],
  ];
  for (const [name, value, field] of rejected) {
    it(`rejects ${name} with field ${field}`, () => assert.equal(fieldOf(value), field));
  }

  it('accepts every limit at its maximum', () => {
    const value = body({
      encounter_id: 'e'.repeat(64),
      active_nudges: Array.from({ length: 64 }, (_, i) =>
        card(`${i}`.padStart(32, 'c'), 'a'.repeat(64), 'b'.repeat(280)),
      ),
      transcript_window: Array.from({ length: 256 }, (_, i) => ({
        ...segment(`${i}`.padStart(256, 's'), 'p'.repeat(32), 't'),
        started_at_ms: 0,
        ended_at_ms: 0,
      })),
    });
    assert.equal(parseWith(checkResolutionRequestSchema, value).active_nudges.length, 64);
  });

  it('ignores a caller-supplied request_id and other unknown fields', () => {
    const parsed = parseWith(checkResolutionRequestSchema, body({ request_id: 'mine', extra: 1 }));
    assert.deepEqual(Object.keys(parsed).sort(), ['active_nudges', 'transcript_window']);
  });

  it('never echoes the rejected value in the message', () => {
    const secret = 'Z'.repeat(300);
    assert.throws(
      () =>
        parseWith(
          checkResolutionRequestSchema,
          body({ active_nudges: cards(1, { body: secret }) }),
        ),
      (err: Error) => !err.message.includes('ZZZ'),
    );
  });
});

describe('suggest request schema', () => {
  it('rejects assist_context and accepts a window alone', () => {
    assert.throws(
      () =>
        parseWith(suggestRequestSchema, { transcript_window: [okSegment], assist_context: 'x' }),
      /assist_context/,
    );
    assert.equal(
      parseWith(suggestRequestSchema, { transcript_window: [okSegment] }).transcript_window.length,
      1,
    );
  });

  it('bounds max_suggestions to 1-20', () => {
    assert.throws(
      () => parseWith(suggestRequestSchema, { transcript_window: [okSegment], max_suggestions: 0 }),
      /max_suggestions/,
    );
    assert.throws(
      () =>
        parseWith(suggestRequestSchema, { transcript_window: [okSegment], max_suggestions: 21 }),
      /max_suggestions/,
    );
  });
});
