/**
 * The decision for one card: its intent (what it asks for) against the window's evidence. A card resolves when
 * every part does (a card with two parts done halfway is partial: spec rule 3), or when the conversation moved past
 * it. Safety categories never resolve (spec rule 2), whatever the window says.
 */
import { analyze, compilePhrases, findPhrases } from '../../language/index.ts';
import type { CardIntent, CardPart } from '../intent/schema.ts';
import { topicsIn } from '../intent/target.ts';
import { isSafetyCategory } from '../safety.ts';
import type { NudgeCard } from '../schema.ts';
import { PEOPLE_SPEC } from '../window/targets.ts';
import type { WindowEvidence } from '../window/window.ts';
import { actionPart } from './action.ts';
import { answeredPart, type RequestFacts } from './answered.ts';
import { discussedPart } from './discussed.ts';
import { type Finding, moreTelling, resolves } from './findings.ts';
import { movedPast } from './moved-past.ts';
import { requiredGroups } from './subject.ts';

interface CardFacts {
  /** The card is about a family member's history ("family history of heart disease"). */
  family: boolean;
  /** Topics of the whole body, for parts the intent left without one. */
  topics: readonly string[];
  /** Topics its first word names ("Counsel on ...", "Advise ..."): a discussion card's directive, not its subject. */
  opening: readonly string[];
  /** A card to review something with the patient ("Review current medications"): asking and hearing it is the review. */
  review: boolean;
}

const PEOPLE = compilePhrases(PEOPLE_SPEC);
const facts = new Map<string, CardFacts>();
const FACTS_MAX = 4096;

function factsOf(body: string): CardFacts {
  let f = facts.get(body);
  if (f === undefined) {
    const doc = analyze(body);
    const first = doc.tokens.find((t) => !t.filler && t.kind === 'word' && t.normal !== 'please');
    f = {
      family: findPhrases(doc, PEOPLE).length > 0,
      topics: topicsIn(doc),
      opening:
        first === undefined ? [] : topicsIn(doc, { tokenStart: 0, tokenEnd: first.index + 1 }),
      review:
        first?.lemma === 'review' ||
        (first?.normal === 'go' && doc.tokens[first.index + 1]?.normal === 'over'),
    };
    if (facts.size >= FACTS_MAX) facts.clear();
    facts.set(body, f);
  }
  return f;
}

/**
 * The parts to check. A question or information card's parts without an answer (a stray action verb in "Confirm
 * current work status: full duty, modified duty, or off work") are dropped; repeated parts count once; a part with
 * no topic takes the body's topics outside its condition, except a restriction's (restrictionObjects).
 */
function partsOf(intent: CardIntent, f: CardFacts, body: string): CardPart[] {
  const asks = intent.kind === 'question' || intent.kind === 'information';
  // "Have the patient state the limit in their own words": what the patient says back is the card; the clinician
  // saying it is not (the teach-back part).
  const back = intent.parts.filter((p) => p.action === 'teach_back');
  if (asks && back.length > 0) return back;
  const kept = intent.parts.filter(
    (p) =>
      !(asks && p.answer_type === 'none' && intent.parts.some((q) => q.answer_type !== 'none')),
  );
  const seen = new Set<string>();
  const condition = new Set(intent.condition?.topic ?? []);
  const said = f.topics.filter(
    (t) => !condition.has(t) && !(intent.kind === 'discussion' && f.opening.includes(t)),
  );
  return kept.flatMap((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return [];
    seen.add(key);
    if (p.target.topic.length === 0 && p.action !== 'restrict')
      return [{ ...p, target: { ...p.target, topic: said } }];
    // A card is named by its subject, not by what qualifies it ("after suture removal", "that raise heat risk",
    // "including over-the-counter ones").
    // A one-part card's subject is read from the whole body ("Discuss driving safety while taking the muscle
    // relaxant" is about driving even when the part kept only the medicine). Not a restriction's: its term ("until
    // the drainage stops") is in the body but is not what it keeps the worker from.
    const topics =
      intent.parts.length === 1 && p.action !== 'restrict'
        ? [...new Set([...said, ...p.target.topic])]
        : p.target.topic;
    const subject = [
      ...new Set(
        requiredGroups(body, topics, intent.kind === 'discussion' ? 'head' : 'any').flatMap(
          (g) => g.topics,
        ),
      ),
    ];
    const named = subject.length > 0 ? subject : p.target.topic;
    const topic = p.action === 'restrict' ? restrictionObjects(named, p) : named;
    return [topic === p.target.topic ? p : { ...p, target: { ...p.target, topic } }];
  });
}

/**
 * A restriction card is named by what it keeps the worker from ("Restrict from forklift ..."): the window says "no
 * forklift", not "restriction". The subject's objects, else the part's own; else none when the part has words or a
 * body site of its own to be named by ("Work status: under-vehicle work allowed yet?", "Restrictions for the right
 * arm").
 */
function restrictionObjects(subject: string[], part: CardPart): string[] {
  for (const topics of [subject, part.target.topic]) {
    const objects = topics.filter((t) => !RESTRICTION_WORDS.has(t));
    if (objects.length > 0) return objects;
  }
  if ((part.target.terms?.length ?? 0) > 0 || part.target.body_site !== null) return [];
  // Nothing of its own ("Work status until the next visit"): named by any word for a work status.
  return subject.length > 0 ? subject : [...RESTRICTION_WORDS];
}

/** Topics that name the restricting itself, not its object. */
const RESTRICTION_WORDS: ReadonlySet<string> = new Set([
  'restriction',
  'work_status',
  'modified_duty',
]);

function partFinding(
  part: CardPart,
  card: NudgeCard,
  intent: CardIntent,
  window: WindowEvidence,
  family: boolean,
  request: RequestFacts,
): Finding {
  if (part.action !== null && part.answer_type !== 'none' && intent.kind !== 'action')
    return answeredPart(part, intent, window, family, request);
  if (part.action !== null || intent.kind === 'action') {
    return part.action === null && part.answer_type !== 'none'
      ? answeredPart(part, intent, window, family, request)
      : actionPart(part, window);
  }
  if (intent.kind === 'discussion')
    return discussedPart(part, card.body, window, facts.get(card.body)?.review === true);
  return answeredPart(part, intent, window, family, request);
}

/** Facts about the whole request the rules use: the answer types only one part asks for. */
export function requestFacts(intents: readonly CardIntent[]): RequestFacts {
  const counts = new Map<string, number>();
  for (const intent of intents)
    for (const p of intent.parts) counts.set(p.answer_type, (counts.get(p.answer_type) ?? 0) + 1);
  return {
    sole: new Set(
      [...counts].filter(([, n]) => n === 1).map(([t]) => t as CardPart['answer_type']),
    ),
  };
}

/** The finding for a card: resolving (with its evidence turns) or the most telling open one. */
export function resolveCard(
  card: NudgeCard,
  intent: CardIntent,
  window: WindowEvidence,
  request: RequestFacts,
): Finding {
  // Spec rule 2: a safety card is open whatever the window says.
  if (isSafetyCategory(card.category)) return { rule: 'safety', turns: [] };
  const f = factsOf(card.body);
  const parts = partsOf(intent, f, card.body);
  const found = parts.map((p) => partFinding(p, card, intent, window, f.family, request));
  // "Which medicines, and how often?" / "none": a no to the first part answers the rest on its topic.
  const no = found.find((x) => x.negative === true);
  const findings =
    no === undefined
      ? found
      : found.map((x, i) =>
          resolves(x) ||
          !parts[i]!.target.topic.some((t) => parts[found.indexOf(no)]!.target.topic.includes(t))
            ? x
            : no,
        );
  if (findings.length > 0 && findings.every(resolves)) {
    const turns = [...new Set(findings.flatMap((x) => x.turns))].sort((a, b) => a - b);
    return { ...findings[0]!, turns };
  }
  const moved = movedPast(intent, parts, window);
  if (moved !== null) return moved;
  // Spec rule 3: only part of the card done is partial information.
  if (findings.some(resolves))
    return { rule: 'one-part', turns: findings.filter(resolves).flatMap((x) => x.turns) };
  return (
    findings.reduce<Finding | null>((best, x) => moreTelling(best, x), null) ?? {
      rule: 'not-mentioned',
      turns: [],
    }
  );
}
