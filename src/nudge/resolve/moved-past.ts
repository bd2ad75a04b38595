/**
 * Moved past ("States and transitions": the conversation clearly moved past the card's context). Only when the
 * window says the card no longer applies:
 *   - its condition does not hold: "Order x-rays if there is midline tenderness" and the exam finds none; "Discuss
 *     the insulin rules if the driver uses insulin" and the driver is not diabetic;
 *   - the care side decides it is not needed or no longer applies ("I don't think we need x-rays", "we're past the
 *     ice stage", "today is your last visit" for a booking card), or says it was already done ("we already went
 *     over your meds").
 * An in-visit deferral ("let's put a pin in it", "next visit") is NOT moved past: the card still needs doing
 * (the rules; samples/nudge labels that said otherwise were changed).
 */
import type { CardIntent, CardPart } from '../intent/schema.ts';
import type { SentenceReading } from '../window/turn.ts';
import type { WindowEvidence } from '../window/window.ts';
import type { Finding } from './findings.ts';
import { names, namingTopics, sceneOf, topicNamed } from './match.ts';

/** Decided against or no longer applies (not put off), or already done ("I'll hold off, the nurse just did that"). */
const decidedAgainst = (s: SentenceReading) =>
  s.stances.has('done') ||
  (s.stances.has('unneeded') && !s.stances.has('later') && !s.stances.has('unavailable'));

/** The condition's specific topics are denied: negated in a sentence, or a question about them answered no. */
function conditionFails(condition: CardPart, window: WindowEvidence): number[] | null {
  const topics = namingTopics(condition);
  if (topics.length === 0) return null;
  for (const ex of window.exchanges) {
    const ask = window.turns[ex.ask]!;
    const about = ex.sentences.some((k) =>
      topics.some((t) => topicNamed(t, sceneOf(window, ex.ask, ask.reading.sentences[k]!))),
    );
    const reply = ex.replies[0] === undefined ? undefined : window.turns[ex.replies[0]];
    if (about && reply !== undefined && reply.reading.sentences[0]?.answers.polar === 'no')
      return [ex.ask, reply.index];
  }
  for (const turn of window.turns) {
    if (turn.side !== 'care') continue;
    for (const s of turn.reading.sentences)
      if (topics.some((t) => s.negated.has(t))) return [turn.index];
  }
  return null;
}

/** Topics that are the decision itself ("your last visit", "you're graduating"), not something it is about. */
const STANCE_TOPICS: ReadonlySet<string> = new Set(['discharge']);

export function movedPast(
  intent: CardIntent,
  parts: readonly CardPart[],
  window: WindowEvidence,
): Finding | null {
  if (intent.condition !== null) {
    const turns = conditionFails(
      { answer_type: 'none', action: null, target: intent.condition },
      window,
    );
    if (turns !== null) return { rule: 'moved-past', turns, what: 'its condition does not hold' };
  }
  for (const turn of window.turns) {
    if (turn.side !== 'care' || turn.silent) continue;
    for (const s of turn.reading.sentences) {
      if (!decidedAgainst(s)) continue;
      // The decision is about the card: the topic next to the cue is the card's ("icing doesn't apply anymore,
      // keep up the exercises" says nothing against the exercises; with no topic of its own the sentence's scene
      // is), and what was already done is the whole of the part's subject ("the sleepiness score from check-in"
      // is not drowsy driving).
      const scene = sceneOf(window, turn.index, s);
      const decided = s.decided.filter((t) => !STANCE_TOPICS.has(t));
      const target = decided.length > 0 ? { ...scene, topic: decided } : scene;
      const done = s.stances.has('done');
      if (
        !parts.some(
          (p) => names(p, target) && (!done || namingTopics(p).every((t) => topicNamed(t, scene))),
        )
      )
        continue;
      return {
        rule: 'moved-past',
        turns: [turn.index],
        what: s.stances.has('done')
          ? 'it was already done'
          : 'it is not needed or no longer applies',
      };
    }
  }
  return null;
}
