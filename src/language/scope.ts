/**
 * Cue scope, NegEx-style (Chapman et al., "A simple algorithm for identifying negated findings and
 * diseases in discharge summaries", J Biomed Inform 2001), bounded by tokens. A cue before the target
 * ("no", "recommended") reaches forward; a cue after it ("was negative", "last year") reaches back.
 * A scope ends at a stop term ("but", "however", "which", "then", "yeah"), at ; ( ) ? ! . and dashes, at
 * the sentence end, and after a word budget. Commas and "and"/"or" continue a scope only through a list
 * of bare items: "denies HA, N/V, LOC" reaches LOC, "no LOC, 4 sutures placed" stops before "4 sutures
 * placed" (an item with a number, a subject or a verb starts a new clause). The last item of a list joined
 * by and/or may end in a reporting word ("no sutures, staples or glue needed").
 */
import type { Doc, Span, Token } from './doc.ts';
import { isNumberWord } from './number-words.ts';
import type { Match, PhraseSet, PhraseSpec } from './phrases.ts';
import { compilePhrases, findPhrases } from './phrases.ts';

/** Cue sets for one reading (negation, or one modality). Keys of `pre`/`post` name what a cue means. */
export interface CueRules {
  pre: PhraseSet;
  post: PhraseSet;
  /** Look-alikes that are not cues ("no increase", "not ruled out"); a cue overlapping one is dropped. */
  pseudo?: PhraseSet;
  /** Pre keys whose scope is the rest of the sentence ("if ..., go to the ER"). */
  sentenceKeys?: ReadonlySet<string>;
  /** Post keys that count only right after a colon ("Antibiotics: no"). */
  labelKeys?: ReadonlySet<string>;
}

export interface Cue {
  kind: 'pre' | 'post';
  key: string;
  match: Match;
}

/** Stop terms: a scope never crosses one. */
const STOPS: PhraseSpec = {
  stop: [
    'but',
    'however',
    'although',
    'though',
    'except',
    'apart|aside from',
    'other than',
    'which',
    'who',
    'whom',
    'whose',
    'then',
    'yet',
    'still',
    'while',
    'whereas',
    'because',
    'secondary to',
    'and|but was|is|were|are|has|had|have',
    '=reports',
    '=states',
    '=endorses',
    '=admits',
    '=complains',
    '=presents',
    '=presented',
    // Transcripts: discourse markers stand where a written sentence would end.
    'yeah',
    'yes',
    'yep',
    'okay',
    'ok',
    'alright',
    'anyway|anyways',
  ],
};
const STOP_SET = compilePhrases(STOPS);
const BREAKS = new Set([';', '(', ')', '[', ']', '?', '!', '.', '—', '–', '…', '...']);
const SEPARATORS = new Set([',', '/', 'and', 'or', 'nor', '&']);
const COORDINATORS = new Set(['and', 'or', 'nor', '&']);
const SUBJECTS = new Set(['i', 'he', 'she', 'we', 'they', 'you']);
/** Words that may end the last item of a list: "no sutures or glue needed". */
const LIST_TAIL = new Set([
  'need',
  'require',
  'note',
  'see',
  'find',
  'report',
  'observe',
  'identify',
  'give',
  'indicate',
  'appreciate',
  'visualize',
  'use',
  'do',
  'perform',
  'prescribe',
  'recommend',
  'present',
  'necessary',
  'evident',
  'visible',
  'palpable',
]);

/** Word budgets and hard token bounds (the bounds keep every check constant-time). */
const ITEM_WORDS = 6;
const PRE_WORDS = 15;
const POST_WORDS = 6;
const PRE_TOKENS = 40;
const POST_TOKENS = 16;
const SENTENCE_TOKENS = 60;

interface Index {
  pre: Match[];
  post: Match[];
  stops: Uint8Array;
}

const indexes = new WeakMap<Doc, Map<CueRules, Index>>();

function indexOf(doc: Doc, rules: CueRules): Index {
  let byRules = indexes.get(doc);
  if (byRules === undefined) indexes.set(doc, (byRules = new Map()));
  let index = byRules.get(rules);
  if (index === undefined) {
    const pseudo = rules.pseudo === undefined ? [] : findPhrases(doc, rules.pseudo);
    const real = (m: Match) =>
      !pseudo.some((p) => p.tokenStart < m.tokenEnd && m.tokenStart < p.tokenEnd) &&
      !numberedNo(doc, m);
    const stops = new Uint8Array(doc.tokens.length);
    for (const m of findPhrases(doc, STOP_SET)) stops.fill(1, m.tokenStart, m.tokenEnd);
    index = {
      pre: findPhrases(doc, rules.pre).filter(real),
      post: findPhrases(doc, rules.post).filter(real),
      stops,
    };
    byRules.set(rules, index);
  }
  return index;
}

/** "No. 2 clinic": a numbered "No." is not the word no. */
function numberedNo(doc: Doc, m: Match): boolean {
  return (
    m.tokenEnd - m.tokenStart === 1 &&
    /^no\.$/i.test(m.text) &&
    doc.tokens[m.tokenEnd]?.kind === 'number'
  );
}

/** The nearest cue of `rules` whose scope covers `span` (pre cues first), or undefined. */
export function coveringCue(doc: Doc, span: Span, rules: CueRules): Cue | undefined {
  if (span.tokenEnd <= span.tokenStart || span.tokenEnd > doc.tokens.length) return undefined;
  const index = indexOf(doc, rules);
  const before = lastIndexBefore(index.pre, span.tokenStart);
  for (let k = before; k >= 0; k--) {
    const cue = index.pre[k]!;
    if (span.tokenStart - cue.tokenEnd > SENTENCE_TOKENS) break;
    const sentenceWide = rules.sentenceKeys?.has(cue.key) === true;
    if (
      sentenceWide
        ? sentenceCovers(doc, index.stops, cue, span)
        : preCovers(doc, index.stops, cue, span)
    )
      return { kind: 'pre', key: cue.key, match: cue };
  }
  for (let k = firstStartingAt(index.post, span.tokenEnd); k < index.post.length; k++) {
    const cue = index.post[k]!;
    if (cue.tokenStart - span.tokenEnd > POST_TOKENS) break;
    if (postCovers(doc, index.stops, cue, span, rules.labelKeys?.has(cue.key) === true))
      return { kind: 'post', key: cue.key, match: cue };
  }
  return undefined;
}

/** Index of the first match starting at or after `token` (matches are in text order). */
function firstStartingAt(matches: readonly Match[], token: number): number {
  let lo = 0;
  let hi = matches.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (matches[mid]!.tokenStart < token) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the last match ending at or before `token`, or -1. */
function lastIndexBefore(matches: readonly Match[], token: number): number {
  let k = firstStartingAt(matches, token) - 1;
  while (k >= 0 && matches[k]!.tokenEnd > token) k--;
  return k;
}

const isBreak = (t: Token, stops: Uint8Array) =>
  stops[t.index] === 1 ||
  BREAKS.has(t.normal) ||
  t.normal === ':' ||
  ((t.normal === '-' || t.normal === '--') && t.spaced);
const isVerb = (t: Token) => (t.pos === 'VERB' || t.pos === 'AUX') && !t.normal.endsWith('ing');

/** A list item after a comma or and/or: bare words only, except a reporting tail on the list's last item. */
function bareItem(items: readonly Token[], tailAllowed: boolean): boolean {
  return items.every((t) => {
    if (t.kind === 'number' || isNumberWord(t.normal) || SUBJECTS.has(t.normal)) return false;
    if (!isVerb(t)) return true;
    return tailAllowed && (t.pos === 'AUX' || LIST_TAIL.has(t.lemma) || LIST_TAIL.has(t.normal));
  });
}

function preCovers(doc: Doc, stops: Uint8Array, cue: Match, span: Span): boolean {
  const tokens = doc.tokens;
  if (
    tokens[span.tokenStart]!.sentence !== cue.sentence ||
    span.tokenStart - cue.tokenEnd > PRE_TOKENS
  )
    return false;
  const sentenceEnd = doc.sentences[cue.sentence]!.tokenEnd;
  const limit = Math.min(sentenceEnd, span.tokenEnd + PRE_TOKENS);
  let item: Token[] = [];
  let firstItem = true;
  let coordinated = false;
  let words = 0;
  let itemWords = 0;
  let closedBySeparator = false;
  for (let i = cue.tokenEnd; i < limit; i++) {
    const t = tokens[i]!;
    if (t.filler) continue;
    if (i >= span.tokenStart && i < span.tokenEnd) {
      item.push(t);
      continue;
    }
    const before = i < span.tokenStart;
    if (isBreak(t, stops) && !(t.normal === ':' && i === cue.tokenEnd)) {
      if (before) return false;
      break;
    }
    if (SEPARATORS.has(t.normal)) {
      if (!before) {
        closedBySeparator = true;
        break;
      }
      // A separator closes a non-empty item; ", or" is one separator.
      if (item.length > 0) {
        if (!firstItem && !bareItem(item, false)) return false;
        firstItem = false;
        item = [];
        itemWords = 0;
        coordinated = false;
      }
      coordinated = coordinated || COORDINATORS.has(t.normal);
      continue;
    }
    item.push(t);
    if (before && t.kind !== 'punct') {
      words++;
      itemWords++;
      if (words > PRE_WORDS || itemWords > ITEM_WORDS) return false;
    }
  }
  return firstItem || bareItem(item, coordinated && !closedBySeparator);
}

/** "If the pain gets worse, go to the ER": the rest of the sentence, up to a stop or a break. */
function sentenceCovers(doc: Doc, stops: Uint8Array, cue: Match, span: Span): boolean {
  if (doc.tokens[span.tokenStart]!.sentence !== cue.sentence) return false;
  for (let i = cue.tokenEnd; i < span.tokenStart; i++) {
    const t = doc.tokens[i]!;
    if (!t.filler && isBreak(t, stops)) return false;
  }
  return true;
}

function postCovers(
  doc: Doc,
  stops: Uint8Array,
  cue: Match,
  span: Span,
  labelOnly: boolean,
): boolean {
  const tokens = doc.tokens;
  if (tokens[span.tokenEnd - 1]!.sentence !== cue.sentence) return false;
  const gap = tokens.slice(span.tokenEnd, cue.tokenStart).filter((t) => !t.filler);
  const last = gap[gap.length - 1];
  if (labelOnly) return gap.length === 1 && last!.normal === ':';
  let words = 0;
  for (const t of gap) {
    if (t.normal === ':' && t === last) continue;
    if (t.normal === ',') continue;
    if (isBreak(t, stops) || SUBJECTS.has(t.normal) || (isVerb(t) && t.pos !== 'AUX')) return false;
    if (t.kind !== 'punct' && ++words > POST_WORDS) return false;
  }
  return true;
}
