/** Confidence of a verdict (resolve/confidence.ts): lower when the answer type, the reply or a speaker's role is loose. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkResolutionDetailed } from '../../src/nudge/check.ts';
import { rulesModel } from './models.ts';

// SYNTHETIC windows, written for this test.
const request = (category: string, body: string, turns: Array<[string, string]>) => ({
  active_nudges: [{ card_id: 'c', category, body }],
  transcript_window: turns.map(([speaker, text], i) => ({
    segment_id: `s${i + 1}`,
    speaker,
    text,
    started_at_ms: i * 1000,
    ended_at_ms: i * 1000 + 900,
  })),
});
const confidence = async (r: ReturnType<typeof request>) =>
  (await checkResolutionDetailed(r, rulesModel)).confidence[0]!;

describe('verdict confidence', () => {
  const RATE = 'Ask the patient to rate the knee pain from 0 to 10.';
  it('is certain for a safety card, whatever the window says', async () => {
    assert.equal(
      await confidence(
        request('red-flag-screening', 'Screen for saddle numbness.', [
          ['Dr', 'any numbness in the groin'],
          ['Patient', 'no'],
        ]),
      ),
      1,
    );
  });

  it('is lower for a one-word reply than for a full one', async () => {
    const full = await confidence(
      request('pain-assessment', RATE, [
        ['Dr', 'knee pain zero to ten'],
        ['Patient', 'its sitting at about a six out of ten today'],
      ]),
    );
    const short = await confidence(
      request('pain-assessment', RATE, [
        ['Dr', 'knee pain zero to ten'],
        ['Patient', 'six'],
      ]),
    );
    assert.ok(short < full, `${short} < ${full}`);
  });

  it('is lower when the speakers are diarised labels and their sides were guessed', async () => {
    const labelled = await confidence(
      request('pain-assessment', RATE, [
        ['Dr', 'knee pain zero to ten'],
        ['Patient', 'its sitting at about a six out of ten today'],
      ]),
    );
    const guessed = await confidence(
      request('pain-assessment', RATE, [
        ['Speaker 1', 'knee pain zero to ten'],
        ['Speaker 2', 'its sitting at about a six out of ten today'],
      ]),
    );
    assert.ok(guessed < labelled, `${guessed} < ${labelled}`);
  });

  it('is lower when the answer type came from the category rather than the body', async () => {
    const turns: Array<[string, string]> = [
      ['Dr', 'how are you sleeping'],
      ['Patient', 'badly i wake up every night around three'],
    ];
    const cued = await confidence(
      request('sleep', 'Ask how often the pain wakes the patient at night.', turns),
    );
    const loose = await confidence(request('medical-history', 'Sleep and night waking.', turns));
    assert.ok(loose < cued, `${loose} < ${cued}`);
  });

  it('stays between 0.5 and 1', async () => {
    const c = await confidence(
      request('sleep', 'Sleep.', [
        ['speaker 1', 'ok'],
        ['speaker 2', 'ok'],
      ]),
    );
    assert.ok(c >= 0.5 && c <= 1);
  });
});
