/** One card judged offline against a synthetic window of [speaker, text] lines (segments s1, s2, ...). */
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { judgeOffline } from '../../src/nudge/offline-judge.ts';

export function offlineVerdict(
  body: string,
  category: string,
  lines: ReadonlyArray<readonly [string, string]>,
) {
  const card = { card_id: 'c1', category, body };
  const segments = lines.map(([speaker, text], i) => ({
    segment_id: `s${i + 1}`,
    speaker,
    text,
    started_at_ms: i * 1000,
    ended_at_ms: i * 1000 + 900,
  }));
  return judgeOffline({ cards: [card], intents: [readCardIntent(card)], segments }).verdicts[0]!;
}
