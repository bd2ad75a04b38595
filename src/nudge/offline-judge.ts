/**
 * The offline judge (the `rules` provider's `nudge.check_resolution` task): each card's intent (intent/, read by
 * check.ts) against the window read as evidence (window/), decided by the resolution rules (resolve/). It returns
 * the same reply as the model judge, so the service rules (judge.ts `interpretJudgeReply`) apply to both alike.
 */
import type { JudgeInput, JudgeReply } from './judge.ts';
import { confidenceOf, guessedSides } from './resolve/confidence.ts';
import { reasonOf, statusOf } from './resolve/findings.ts';
import { requestFacts, resolveCard } from './resolve/resolve.ts';
import { readWindow } from './window/window.ts';

/** One verdict per card: status, the segment ids of the evidence, and a one-line reason naming them. */
export function judgeOffline(input: JudgeInput): JudgeReply {
  const window = readWindow(input.segments);
  const intents = input.intents;
  const request = requestFacts(intents);
  const guessed = guessedSides(input.segments.map((s) => s.speaker));
  return {
    verdicts: input.cards.map((card, card_index) => {
      const finding = resolveCard(card, intents[card_index]!, window, request);
      const ids = finding.turns.map((t) => window.turns[t]!.id);
      const confidence = confidenceOf(finding, intents[card_index]!, window, guessed);
      return {
        card_index,
        status: statusOf(finding),
        evidence_segment_ids: ids,
        reason: reasonOf(finding, ids),
        confidence,
      };
    }),
  };
}
