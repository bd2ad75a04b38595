/**
 * Is a sentence about a card part, and about the same target? A part is named by its topic concepts (a broad
 * topic such as `pain` counts only when the part has nothing more specific; everyday words name a card's term:
 * "squeeze" for grip strength) or, for a rating, a side, or a part about the site itself, by its body site.
 * A sentence about the other side, another body site, the opposite circumstance (night vs day, rest vs
 * activity), the other setting, the other time (a prior injury vs this one) or a family member is about a
 * different target (spec rule 3; eval README `open-wrong-target`).
 */
import { type CardPart, NEAR_SITES, type Target, targetConflicts } from '../intent/index.ts';
import type { SentenceReading } from '../window/turn.ts';
import type { WindowEvidence } from '../window/window.ts';

/** Topics almost every visit touches: they name a part only when it has nothing more specific. */
export const BROAD: ReadonlySet<string> = new Set([
  'pain',
  'injury',
  'medication',
  'claim',
  'therapy',
  'employer',
  'recovery',
  'exposure',
  'specialist',
]);

/** A topic and its kinds: a card naming a kind ("chickenpox vaccine") is not named by the general word ("shots"). */
const KINDS_OF: Readonly<Record<string, readonly string[]>> = {
  vaccination: ['tetanus', 'mmr', 'varicella', 'tb_test'],
  medication: ['otc', 'opioid'],
};

export function nearSites(a: string, b: string): boolean {
  return a === b || NEAR_SITES.some((g) => g.includes(a) && g.includes(b));
}

/**
 * Window topics that also name a card topic: the card's word is the specific one ("grip strength"), the talk's
 * the everyday one ("squeeze", "how strong is that grip").
 */
const ALSO_NAMED_BY: Readonly<Record<string, readonly string[]>> = {
  grip_strength: ['grip'],
  therapy_sessions: ['follow_up'],
  follow_up: ['therapy_sessions'],
  vaccination: ['tetanus', 'mmr', 'varicella', 'tb_test'],
  tetanus: ['vaccination'],
  hop_test: ['balance'],
  vision: ['visual_acuity'],
  // The demands of a job, named by the demand: "I was lifting cases", "the boss has him loading material".
  job_demands: [
    'lifting',
    'reaching',
    'kneeling',
    'standing',
    'typing',
    'tools',
    'driving',
    'ladder',
    'walking',
  ],
  // How an injury happened names the injury: "I felt a pop", "he stepped off the dock plate and rolled it".
  injury: ['mechanism', 'collision', 'fall'],
  mechanism: ['fall'],
  medication: ['otc', 'opioid'],
  sleep: ['waking', 'nightmares'],
  // Tenderness is found by pressing and asking whether it hurts.
  tenderness: ['pain'],
  waking: ['sleep'],
};

/** The topics that name a part: its specific ones (a general topic gives way to a kind of it), else all of them. */
export function namingTopics(part: CardPart): readonly string[] {
  const topics = part.target.topic;
  const specific = topics.filter(
    (t) => !BROAD.has(t) && !(KINDS_OF[t] ?? []).some((k) => topics.includes(k)),
  );
  return specific.length > 0 ? specific : topics;
}

/** Topics about the body site itself: a part with only these is named by its site ("how's the back"). */
const SITE_TOPICS: ReadonlySet<string> = new Set(['pain', 'injury', 'recovery']);

/** Answers about a body site itself: a rating of where it hurts, which side, which finger. */
const SITE_ANSWERS: ReadonlySet<string> = new Set(['scale', 'side', 'body_site']);

export function topicNamed(topic: string, target: Target, related = true): boolean {
  return (
    target.topic.includes(topic) ||
    (related && (ALSO_NAMED_BY[topic] ?? []).some((t) => target.topic.includes(t)))
  );
}

/**
 * True when `target` (a sentence's, or the scene it is said in) names the part: one of its naming topics; or its
 * body site, for a part about the site itself (a rating, a side) or with only broad topics (not for a prior
 * injury, which needs the prior named: "any injuries to that wrist before").
 */
export function names(part: CardPart, target: Target): boolean {
  // Asked many times per card for the same (cached) targets: remembered per part object.
  const byTarget = cached(named, part, () => new WeakMap<Target, boolean>());
  return cached(byTarget, target, () => readNames(part, target));
}

const named = new WeakMap<CardPart, WeakMap<Target, boolean>>();

function readNames(part: CardPart, target: Target): boolean {
  const naming = namingTopics(part);
  // A prior injury is named only with the prior said ("any neck problems before this"): this injury, or how it
  // happened ("somebody rear-ended me"), is not a prior neck injury.
  const prior = part.target.time === 'prior';
  if (prior && naming.every((t) => BROAD.has(t)) && target.time !== 'prior') return false;
  if (naming.some((t) => topicNamed(t, target, !prior))) return !diverted(part, naming, target);
  // A subject no vocabulary knows is named by its own words ("Obtain a 12-lead ECG" / "the ECG was normal").
  if (naming.length === 0 && part.target.body_site === null)
    return (part.target.terms ?? []).some((t) => target.terms?.includes(t) === true);
  const site =
    part.target.body_site !== null &&
    target.body_site !== null &&
    nearSites(part.target.body_site, target.body_site);
  if (!site)
    return (
      SITE_ANSWERS.has(part.answer_type) && part.target.topic.some((t) => target.topic.includes(t))
    );
  if (SITE_ANSWERS.has(part.answer_type)) return true;
  return (
    naming.every((t) => SITE_TOPICS.has(t)) &&
    (part.target.time !== 'prior' || target.time === 'prior')
  );
}

/**
 * A broad topic said about something else: "any allergies to medications" and "which pharmacy do you use" are
 * not a medication review. The sentence names a specific topic the part neither has nor is named by.
 */
function diverted(part: CardPart, naming: readonly string[], target: Target): boolean {
  if (!naming.every((t) => BROAD.has(t))) return false;
  const related = new Set(part.target.topic.flatMap((t) => [t, ...(ALSO_NAMED_BY[t] ?? [])]));
  // A prescription goes to a pharmacy: "I sent the cream to the pharmacy downstairs" sends the medicine.
  if (part.action !== null && THROUGH_PHARMACY.has(part.action)) related.add('pharmacy');
  return target.topic.some((t) => DIVERTING.has(t) && !related.has(t));
}

/** Topics that make a broad one about something else (window/targets.ts SPOKEN_TOPICS adds the spoken ones). */
const DIVERTING: ReadonlySet<string> = new Set([
  'allergy',
  'pharmacy',
  'side_effect',
  'wage_replacement',
  'transportation',
  'language',
]);

/** Actions whose medicine goes through a pharmacy. */
const THROUGH_PHARMACY: ReadonlySet<string> = new Set(['send', 'prescribe']);

export type Mismatch = 'side' | 'body_site' | 'context' | 'time' | 'setting' | 'person';

/**
 * Why `target` is about a different target than the part (intent/target.ts `targetConflicts`, with every site the
 * sentence names: "the leg weakness ... a spine surgery consult" still names the spine), or a family member's
 * history for a card about the patient; null when nothing says so.
 */
function mismatch(
  part: CardPart,
  target: Target,
  family: boolean,
  sites: readonly string[] = [],
): Mismatch | null {
  const want = part.target.body_site;
  const site = want !== null && sites.some((s) => nearSites(s, want)) ? want : target.body_site;
  const conflicts = targetConflicts(part.target, { ...target, body_site: site });
  if (conflicts.length > 0) return conflicts[0]!;
  return family ? 'person' : null;
}

/** `mismatch` for a sentence said in `scene`: every site it names, and its family talk unless the card is about family. */
export function offTarget(
  part: CardPart,
  scene: Target,
  s: SentenceReading,
  cardFamily = false,
): Mismatch | null {
  return mismatch(part, scene, s.family && !cardFamily, s.sites);
}

/**
 * What a reply is about: its own target, with the site and side of the care-side turn before it when it names
 * none ("what happened with your back" / "I twisted it lifting a box" is about the back).
 */
export function replyTarget(window: WindowEvidence, turn: number, s: SentenceReading): Target {
  const own = targetOf(s);
  if (own.body_site !== null) return own;
  const before = window.turns
    .slice(0, turn)
    .reverse()
    .find((t) => !t.silent);
  if (before === undefined || before.side !== 'care') return own;
  const asked = before.reading.sentences.map(targetOf).find((t) => t.body_site !== null);
  return asked === undefined
    ? own
    : { ...own, body_site: asked.body_site, side: own.side ?? asked.side };
}

/** A sentence's target with the answer's own side words ("the left one") when the reader found none. */
export function targetOf(s: SentenceReading): Target {
  if (s.target.side !== null || s.answers.sides.size !== 1) return s.target;
  return cached(sided, s, () => ({ ...s.target, side: [...s.answers.sides][0]! }));
}

/** A sentence's target with its answer's side, made once per (cached) sentence reading. */
const sided = new WeakMap<SentenceReading, Target>();

const SCENE_TURNS = 2;

/**
 * The scene a sentence is said in: its own target when it names a topic or a body site; else an earlier sentence
 * of the same turn that does; else what the SCENE_TURNS turns before it name, together ("how's the back" /
 * "better I guess" / "zero to ten, where is it now" rates the back).
 */
export function sceneOf(window: WindowEvidence, turn: number, s: SentenceReading): Target {
  // Every card asks for the scenes of the same sentences: read each once per window.
  const byTurn = cached(scenes, window, () => new Map<number, Map<SentenceReading, Target>>());
  const bySentence = cached(byTurn, turn, () => new Map<SentenceReading, Target>());
  return cached(bySentence, s, () => readScene(window, turn, s));
}

const scenes = new WeakMap<WindowEvidence, Map<number, Map<SentenceReading, Target>>>();

/** The value of `key` in `map`, made with `make` the first time. */
function cached<K extends object | number, V>(
  map: { get(k: K): V | undefined; set(k: K, v: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function mergeScene(own: Target, other: Target): Target {
  return {
    ...other,
    topic: [...new Set([...own.topic, ...other.topic])],
    terms: [...new Set([...(own.terms ?? []), ...(other.terms ?? [])])],
    body_site: own.body_site ?? other.body_site,
    side: own.side ?? other.side,
    context: [...new Set([...other.context, ...own.context])],
  };
}

function readScene(window: WindowEvidence, turn: number, s: SentenceReading): Target {
  const own = targetOf(s);
  if (own.topic.some((t) => !BROAD.has(t))) return own;
  const merge = mergeScene.bind(null, own);
  const sentences = window.turns[turn]!.reading.sentences;
  const earlier = sentences
    .slice(0, Math.max(0, sentences.indexOf(s)))
    .reverse()
    .find((x) => x.target.topic.length > 0 || x.target.body_site !== null);
  if (earlier !== undefined) return merge(targetOf(earlier));
  if (own.topic.length > 0) return own;
  let seen = 0;
  const named: Target[] = [];
  for (let i = turn - 1; i >= 0 && seen < SCENE_TURNS; i--) {
    const t = window.turns[i]!;
    if (t.silent) continue;
    seen += 1;
    for (const x of t.reading.sentences) {
      const target = targetOf(x);
      if (target.topic.length > 0 || target.body_site !== null) named.push(target);
    }
  }
  if (named.length === 0) return own;
  return merge({
    ...named[0]!,
    topic: named.flatMap((t) => t.topic),
    body_site: named.find((t) => t.body_site !== null)?.body_site ?? null,
    side: named.find((t) => t.side !== null)?.side ?? null,
  });
}
