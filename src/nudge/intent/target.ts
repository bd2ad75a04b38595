/**
 * Reading a target (topic concepts, contexts, side, body site, prior vs current, work vs home) from any text:
 * a card body (read.ts) or a transcript segment (the window reader), with the same vocabulary (concepts.ts),
 * so the two sides compare key by key.
 */

import type { Doc, Match, PhraseSet, PhraseSpec, Span } from '../../language/index.ts';
import { compilePhrases, findPhrases, termsOf } from '../../language/index.ts';
import {
  BODY_SITES,
  CONTEXT_CONFLICTS,
  CONTEXTS,
  FRAME_WORDS,
  NEAR_SITES,
  PAIRED_SITES,
  SETTING_CUES,
  SIDE_WORDS,
  TIME_CUES,
  TOPICS,
} from './concepts.ts';
import type { Target } from './schema.ts';

/** A key that only blocks shorter matches it overlaps ("come back" is not the back). */
const IGNORE = 'ignore';

const SETS = {
  topics: compilePhrases(TOPICS),
  contexts: compilePhrases(CONTEXTS),
  sites: compilePhrases(BODY_SITES),
  sides: compilePhrases(SIDE_WORDS),
  times: compilePhrases(TIME_CUES),
  settings: compilePhrases(SETTING_CUES),
};

const memo = new WeakMap<Doc, Map<PhraseSet, readonly Match[]>>();

/** The six vocabularies as one set (keys `set.key`): a doc is matched in one pass, then split by set. */
const SPECS: ReadonlyArray<[PhraseSet, string, PhraseSpec]> = [
  [SETS.topics, 'topics', TOPICS],
  [SETS.contexts, 'contexts', CONTEXTS],
  [SETS.sites, 'sites', BODY_SITES],
  [SETS.sides, 'sides', SIDE_WORDS],
  [SETS.times, 'times', TIME_CUES],
  [SETS.settings, 'settings', SETTING_CUES],
];
const ALL = compilePhrases(
  Object.fromEntries(
    SPECS.flatMap(([, name, spec]) =>
      Object.entries(spec).map(([key, patterns]) => [`${name}.${key}`, patterns]),
    ),
  ),
);

/** Every vocabulary's raw matches in `doc`, in one pass (the memo for the six sets). */
function matchAll(doc: Doc): Map<PhraseSet, readonly Match[]> {
  const raw = new Map<string, Match[]>();
  for (const m of findPhrases(doc, ALL)) {
    const dot = m.key.indexOf('.');
    const name = m.key.slice(0, dot);
    const list = raw.get(name);
    const match = { ...m, key: m.key.slice(dot + 1) };
    if (list === undefined) raw.set(name, [match]);
    else list.push(match);
  }
  return new Map(
    SPECS.map(([set, name]) => [
      set,
      longestOnly(raw.get(name) ?? []).filter((m) => m.key !== IGNORE),
    ]),
  );
}

/**
 * The matches of `set` in `doc`, in text order, where overlapping matches resolve to the longest (equal
 * lengths both stay) and `ignore` matches are dropped after blocking. Computed once per doc and set.
 */
export function vocabularyMatches(doc: Doc, set: PhraseSet): readonly Match[] {
  let bySet = memo.get(doc);
  if (bySet === undefined) {
    bySet = matchAll(doc);
    memo.set(doc, bySet);
  }
  let out = bySet.get(set);
  if (out === undefined) {
    out = longestOnly(findPhrases(doc, set)).filter((m) => m.key !== IGNORE);
    bySet.set(set, out);
  }
  return out;
}

const width = (m: Span) => m.tokenEnd - m.tokenStart;

/** Drops every match that overlaps a strictly longer one. Matches per text are few; a phrase is at most a few words. */
function longestOnly(matches: readonly Match[]): Match[] {
  const sorted = [...matches].sort((a, b) => a.tokenStart - b.tokenStart || width(b) - width(a));
  return sorted.filter((m, i) => {
    // Only neighbours can overlap: look back and ahead while spans still reach.
    for (let k = i - 1; k >= 0 && sorted[k]!.tokenStart >= m.tokenStart - MAX_PHRASE; k--)
      if (overlaps(sorted[k]!, m) && width(sorted[k]!) > width(m)) return false;
    for (let k = i + 1; k < sorted.length && sorted[k]!.tokenStart < m.tokenEnd; k++)
      if (width(sorted[k]!) > width(m)) return false;
    return true;
  });
}

/** No vocabulary phrase is longer than this many tokens. */
const MAX_PHRASE = 12;

const overlaps = (a: Span, b: Span) => a.tokenStart < b.tokenEnd && b.tokenStart < a.tokenEnd;

/** Inside `span` and outside every `exclude` span. */
export function within(m: Span, span: Span | undefined, exclude: readonly Span[] = []): boolean {
  return (
    (span === undefined || (m.tokenStart >= span.tokenStart && m.tokenEnd <= span.tokenEnd)) &&
    !exclude.some((x) => overlaps(x, m))
  );
}

/** A target read from text, with the matched words that set each slot (for `--explain`). */
export interface TargetReading {
  target: Target;
  /** `slot value: "words"`, in slot order. */
  cues: string[];
}

const paired: ReadonlySet<string> = new Set(PAIRED_SITES);
/** A side word this many tokens or fewer before its site ("right upper arm", "left index finger"). */
const SIDE_GAP = 2;

/**
 * The target of `span` of `doc` (the whole text when `span` is undefined), leaving out `exclude` spans
 * (conditions, the directive verb). Topics and contexts in text order, at most 8 and 4.
 */
export function readTarget(doc: Doc, span?: Span, exclude: readonly Span[] = []): TargetReading {
  const pick = (set: PhraseSet) =>
    vocabularyMatches(doc, set).filter((m) => within(m, span, exclude));
  const cues: string[] = [];
  const keysOf = (matches: readonly Match[], max: number, slot: string) => {
    const keys: string[] = [];
    for (const m of matches) {
      if (keys.includes(m.key) || keys.length >= max) continue;
      keys.push(m.key);
      cues.push(`${slot} ${m.key}: "${m.text}"`);
    }
    return keys;
  };
  const times = pick(SETS.times);
  const settings = pick(SETS.settings);
  // "before this claim", "at the workstation": anchors of time and place, not what the card is about.
  const topicMatches = pick(SETS.topics);
  const topic = keysOf(
    topicMatches.filter((m) => within(m, undefined, [...times, ...settings])),
    8,
    'topic',
  );
  const contexts = pick(SETS.contexts);
  const context = keysOf(contexts, 4, 'context');
  const sites = pick(SETS.sites);
  const sideWords = pick(SETS.sides);
  const terms = openTerms(doc, span, [
    ...exclude,
    ...topicMatches,
    ...contexts,
    ...sites,
    ...sideWords,
    ...times,
    ...settings,
  ]);
  // Open words name a subject only where no topic does (resolve/match.ts); the cue says so only then.
  if (terms.length > 0 && topic.length === 0) cues.push(`terms: "${terms.join(' ')}"`);
  const { side, site } = sideOf(doc, sideWords, sites);
  const bodySite = site ?? sites[0];
  if (bodySite !== undefined) cues.push(`body_site ${bodySite.key}: "${bodySite.text}"`);
  if (side !== null) cues.push(`side ${side.value}: "${side.text}"`);
  const time = times.find((m) => m.key === 'prior') ?? times[0];
  if (time !== undefined) cues.push(`time ${time.key}: "${time.text}"`);
  const settingKeys = new Set(settings.map((m) => m.key));
  // "at work or at home" names both: the card asks which, it does not fix one.
  const setting = settingKeys.size === 1 ? settings[0]! : undefined;
  if (settings.length > 0)
    cues.push(
      setting === undefined
        ? `setting asked: "${settings.map((m) => m.text).join(' / ')}"`
        : `setting ${setting.key}: "${setting.text}"`,
    );
  return {
    target: {
      topic,
      context,
      side: side?.value ?? null,
      body_site: bodySite?.key ?? null,
      time: (time?.key as Target['time'] | undefined) ?? null,
      setting: (setting?.key as Target['setting'] | undefined) ?? null,
      ...(terms.length > 0 ? { terms } : {}),
    },
    cues,
  };
}

/** Parts of speech that can name a subject no vocabulary knows. */
const SUBJECT_POS: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ']);
const TERM_SHAPE = /^[a-z][a-z0-9]{2,39}$/;
const TERMS_MAX = 16;

/**
 * The open-vocabulary words of `span`: lemmas of its nouns and adjectives outside every vocabulary match and every
 * `exclude` span, less the words that frame a card rather than name its subject (FRAME_WORDS).
 */
function openTerms(doc: Doc, span: Span | undefined, exclude: readonly Span[]): string[] {
  const out = new Set<string>();
  // Terms come in token order: a sentence's span reads only its own stretch of the doc.
  for (const t of termsOf(doc)) {
    if (span !== undefined && t.token < span.tokenStart) continue;
    if (span !== undefined && t.token >= span.tokenEnd) break;
    const token = doc.tokens[t.token]!;
    if (!SUBJECT_POS.has(token.pos) || !TERM_SHAPE.test(t.lemma) || FRAME_WORDS.has(t.lemma))
      continue;
    if (!within({ tokenStart: t.token, tokenEnd: t.token + 1 }, span, exclude)) continue;
    out.add(t.lemma);
    if (out.size >= TERMS_MAX) break;
  }
  return [...out];
}

/**
 * The side of the paired site it qualifies: "right wrist", "both hands", "wrist on the left", "the left side";
 * left and right together are both. A side word alone ("right now", "that's right") is not a side.
 */
function sideOf(
  doc: Doc,
  sides: readonly Match[],
  sites: readonly Match[],
): { side: { value: Target['side'] & string; text: string } | null; site?: Match } {
  const found: Array<{ key: string; text: string; site?: Match }> = [];
  for (const s of sides) {
    const site = sites.find(
      (b) =>
        paired.has(b.key) && b.tokenStart >= s.tokenEnd && b.tokenStart - s.tokenEnd <= SIDE_GAP,
    );
    const after = sites.find(
      (b) =>
        paired.has(b.key) &&
        s.tokenStart >= b.tokenEnd &&
        s.tokenStart - b.tokenEnd <= SIDE_GAP + 1 &&
        doc.tokens[s.tokenStart - 1]?.normal === 'the',
    );
    const next = doc.tokens[s.tokenEnd]?.normal;
    if (site !== undefined || after !== undefined)
      found.push({ key: s.key, text: s.text, ...((site ?? after) ? { site: site ?? after } : {}) });
    else if (
      s.key !== 'both' &&
      (next === 'side' || next === 'one' || s.text.toLowerCase().endsWith('sided'))
    )
      found.push({ key: s.key, text: s.text });
    else if (s.key === 'both' && (next === 'side' || next === 'sides'))
      found.push({ key: 'both', text: s.text });
  }
  if (found.length === 0) return { side: null };
  const keys = new Set(found.map((f) => f.key));
  const value =
    keys.has('both') || (keys.has('left') && keys.has('right'))
      ? 'both'
      : (found[0]!.key as 'left' | 'right');
  return {
    side: { value, text: found.map((f) => f.text).join(' / ') },
    ...(found[0]!.site ? { site: found[0]!.site } : {}),
  };
}

/** The topic concept keys of `span` of `doc` (the whole text when undefined), in text order. */
export function topicsIn(doc: Doc, span?: Span): string[] {
  return [
    ...new Set(
      vocabularyMatches(doc, SETS.topics)
        .filter((m) => within(m, span))
        .map((m) => m.key),
    ),
  ];
}

/** The compiled vocabularies, for readers that match them directly. */
export const VOCABULARY: Readonly<typeof SETS> = SETS;

export type TargetSlot = 'side' | 'body_site' | 'time' | 'setting' | 'context';

const near = (a: string, b: string) =>
  a === b || NEAR_SITES.some((g) => g.includes(a) && g.includes(b));

/**
 * The slots where `seen` (read from the window) names a different target than `card` (spec rule 3, the eval
 * README's open-wrong-target: left knee for a right-knee card, the prior injury for the current one, home for
 * work, daytime pain for night pain). An empty slot on either side never conflicts; a window's "both" covers
 * either side; near sites (hand and wrist) are the same target. Whether `card`'s "both" is fully answered
 * is a question of parts, not of conflict.
 */
export function targetConflicts(card: Target, seen: Target): TargetSlot[] {
  const out: TargetSlot[] = [];
  if (
    card.side !== null &&
    seen.side !== null &&
    seen.side !== 'both' &&
    card.side !== 'both' &&
    card.side !== seen.side
  )
    out.push('side');
  if (card.body_site !== null && seen.body_site !== null && !near(card.body_site, seen.body_site))
    out.push('body_site');
  if (card.time !== null && seen.time !== null && card.time !== seen.time) out.push('time');
  if (card.setting !== null && seen.setting !== null && card.setting !== seen.setting)
    out.push('setting');
  if (
    CONTEXT_CONFLICTS.some(
      ([a, b]) =>
        (card.context.includes(a) && seen.context.includes(b) && !seen.context.includes(a)) ||
        (card.context.includes(b) && seen.context.includes(a) && !seen.context.includes(b)),
    )
  )
    out.push('context');
  return out;
}
