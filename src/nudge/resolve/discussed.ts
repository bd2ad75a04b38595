/**
 * Discussion parts ("States and transitions": the clinician did the suggested thing, for a card asking to discuss,
 * explain or review something). Done when a care-side statement about the part gives substance: an instruction
 * ("keep it elevated", "always with food") or an explanation, not only a question about it. Not done: the talk
 * put off ("we'll talk about that once the results come back", "the pharmacist will go over it"), a mention
 * without substance ("you'll be fine"), or the patient raising it alone (eval README, contested point 4). A card
 * asking how often, or stating a limit ("no more than 20 minutes"), needs that figure said.
 */
import type { CardPart, Target } from '../intent/index.ts';
import { answers } from '../window/answers.ts';
import type { SentenceReading } from '../window/turn.ts';
import type { WindowEvidence, WindowTurn } from '../window/window.ts';
import type { Finding } from './findings.ts';
import { names, namingTopics, offTarget, targetOf } from './match.ts';
import { requiredGroups } from './subject.ts';

/** Answer types a discussion part carries when the card asks for a figure: the talk must say one. */
const FIGURES: ReadonlySet<string> = new Set(['frequency', 'duration', 'quantity']);

/** Words of substance in a statement (beyond acknowledgements) for an explanation to count. */
const SUBSTANCE = 3;

/**
 * The talk itself is put off or left to someone else ("we'll talk about that", "the pharmacist will go over it",
 * "we'll start massage next week"); a plan said with its substance ("I'll write restrictions: no overhead reaching")
 * and what the patient is to do later ("you'll get a one-year card, next time bring the report") are the talk.
 */
function putOff(s: SentenceReading): boolean {
  const later = s.stances.has('later') || (s.stances.has('planned') && s.stances.has('talk'));
  return (later && !s.instruction && s.subject !== 'listener') || s.stances.has('unavailable');
}

/** Discussion talk is about what is said in the turn: its own words, or an earlier sentence of the same turn. */
function sceneInTurn(turn: WindowTurn, s: SentenceReading): Target {
  const own = targetOf(s);
  if (own.topic.length > 0) return own;
  const earlier = turn.reading.sentences
    .slice(0, turn.reading.sentences.indexOf(s))
    .reverse()
    .find((x) => x.target.topic.length > 0);
  return earlier === undefined
    ? own
    : { ...targetOf(earlier), side: own.side ?? earlier.target.side };
}

/** A review done by asking: a care-side question about the part and a patient-side reply with substance. */
function reviewedByAsking(part: CardPart, window: WindowEvidence): number[] | null {
  for (const ex of window.exchanges) {
    const ask = window.turns[ex.ask]!;
    if (!ex.sentences.some((k) => names(part, sceneInTurn(ask, ask.reading.sentences[k]!))))
      continue;
    const reply = ex.replies
      .map((r) => window.turns[r]!)
      .find((t) =>
        t.reading.sentences.some((s) => !s.question && answers('description', s.answers)),
      );
    if (reply !== undefined) return [ex.ask, reply.index];
  }
  return null;
}

export function discussedPart(
  part: CardPart,
  body: string,
  window: WindowEvidence,
  review = false,
): Finding {
  if (review) {
    const turns = reviewedByAsking(part, window);
    if (turns !== null) return { rule: 'discussed', turns };
  }
  let open: Finding | null = null;
  const turns: number[] = [];
  const covered = new Set<string>();
  const naming = namingTopics(part);
  // A card asking how often, how long or how much (a limit it states) needs that figure said.
  let figure = !FIGURES.has(part.answer_type);
  for (const turn of window.turns) {
    if (turn.silent || turn.side !== 'care') continue;
    for (const s of turn.reading.sentences) {
      const scene = sceneInTurn(turn, s);
      if (!names(part, scene)) continue;
      if (offTarget(part, scene, s) !== null) {
        open ??= { rule: 'wrong-target', turns: [turn.index] };
        continue;
      }
      // A plan for something new is not a review of what is current ("I'm going to prescribe naproxen").
      if (
        putOff(s) ||
        (part.target.time === 'current' && s.stances.has('planned') && !s.instruction)
      ) {
        open = { rule: 'deferred', turns: [turn.index] };
        continue;
      }
      if (s.question && !s.instruction) {
        open ??= { rule: 'topic-only', turns: [turn.index] };
        continue;
      }
      // A case manager telling the clinician what the patient said ("he did mention he's scared of hurting it
      // again") reports the topic; nobody has discussed it with the patient yet.
      if (turn.role === 'case_manager' && s.third && !s.instruction) {
        open ??= { rule: 'topic-only', turns: [turn.index] };
        continue;
      }
      if (!s.instruction && s.answers.content < SUBSTANCE) {
        open ??= { rule: 'topic-only', turns: [turn.index] };
        continue;
      }
      if (!turns.includes(turn.index)) turns.push(turn.index);
      for (const t of part.target.topic)
        if (names({ ...part, target: { ...part.target, topic: [t] } }, scene)) covered.add(t);
      figure ||= answers(part.answer_type, s.answers);
    }
  }
  const groups = requiredGroups(body, naming);
  const enough =
    groups.every((g) =>
      g.any ? g.topics.some((t) => covered.has(t)) : g.topics.every((t) => covered.has(t)),
    ) &&
    (groups.length > 0 || covered.size > 0);
  if (turns.length > 0 && figure && enough) return { rule: 'discussed', turns };
  if (turns.length > 0) return { rule: enough ? 'partial' : 'one-part', turns };
  return open ?? { rule: 'not-mentioned', turns: [] };
}
