/** The offline judge's reply: one verdict per card, evidence from the window, reasons that name it and quote nothing. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { interpretJudgeReply, judgeReplySchema } from '../../src/nudge/judge.ts';
import { judgeOffline } from '../../src/nudge/offline-judge.ts';
import { card, segment } from './models.ts';

const cards = [
  card(
    'pain',
    'pain-assessment',
    'Ask the patient to rate their current low back pain on a 0-10 scale.',
  ),
  card(
    'rf',
    'red-flag-screening',
    'Screen for red flags: saddle numbness, new leg weakness, bladder or bowel changes.',
  ),
  card('meds', 'medication-review', 'Ask which medicines the patient is taking for the back.'),
  card(
    'ice',
    'patient-education',
    'Explain ice, compression and elevation for the first 48 hours.',
  ),
];
const segments = [
  segment('u1', 'clinician', 'okay so hows the back been since last time'),
  segment('u2', 'patient', 'uh better i guess its still there mostly when i get out of the car'),
  segment('u3', 'clinician', 'on a zero to ten scale where would you put it right now'),
  segment('u4', 'patient', 'right now uh like a six'),
  segment('u5', 'clinician', 'any numbness in the saddle area or trouble with your bladder'),
  segment('u6', 'patient', 'no nothing like that'),
  segment('u7', 'clinician', 'put ice on it twenty minutes at a time and keep it propped up'),
];
const input = { cards, intents: cards.map((c) => readCardIntent(c)), segments };

describe('judgeOffline', () => {
  const reply = judgeOffline(input);

  it('returns one verdict per card by position, in the judge reply shape', () => {
    assert.ok(judgeReplySchema.safeParse(reply).success);
    assert.deepEqual(
      reply.verdicts.map((v) => v.card_index),
      [0, 1, 2, 3],
    );
  });

  it('resolves the answered rating with its question and answer as evidence', () => {
    assert.equal(reply.verdicts[0]!.status, 'addressed');
    assert.deepEqual(reply.verdicts[0]!.evidence_segment_ids, ['u3', 'u4']);
    assert.match(reply.verdicts[0]!.reason, /segments u3, u4/);
  });

  it('keeps the safety card, the unasked card and the half-explained card open', () => {
    assert.deepEqual(
      reply.verdicts.slice(1).map((v) => v.status),
      ['not_addressed', 'not_addressed', 'partial'],
    );
    assert.deepEqual(
      interpretJudgeReply(input, reply).map((r) => r.resolved),
      [true, false, false, false],
    );
  });

  it('never quotes the transcript in a reason (no three words in a row from a segment)', () => {
    const trigrams = new Set(
      segments.flatMap((s) => {
        const w = s.text.split(' ');
        return w.slice(2).map((_, i) => w.slice(i, i + 3).join(' '));
      }),
    );
    for (const v of reply.verdicts) {
      const w = v.reason
        .toLowerCase()
        .replace(/[^a-z0-9 ]/g, '')
        .split(' ');
      for (let i = 0; i + 3 <= w.length; i++)
        assert.ok(!trigrams.has(w.slice(i, i + 3).join(' ')), v.reason);
    }
  });

  it('cites only segment ids of the window', () => {
    const ids = new Set(segments.map((s) => s.segment_id));
    for (const v of reply.verdicts)
      for (const id of v.evidence_segment_ids) assert.ok(ids.has(id), id);
  });
});
