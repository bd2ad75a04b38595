/**
 * Fillers and disfluencies in transcripts, flagged per token so phrase matching, numbers and scopes read
 * past them ("I was uh lifting" matches "I was lifting"; "like a, uh, seven" is the number seven).
 * Flagged: hesitations (um, uh, erm), "like" used as a hedge, "you know" and "I mean" as tags,
 * "sort of"/"kind of" as hedges, false starts ("I-I", "th- the") and immediately repeated words.
 */
import type { Doc, TokenKind } from './doc.ts';
import { isNumberWord } from './number-words.ts';

const HESITATIONS = new Set([
  'um',
  'umm',
  'uh',
  'uhh',
  'uhm',
  'er',
  'erm',
  'ah',
  'ahh',
  'hmm',
  'hm',
  'mm',
  'eh',
]);
/** Words after "you know" / "I mean" that make them a verb with an object, not a tag. */
const OBJECTS = new Set([
  'what',
  'that',
  'how',
  'where',
  'why',
  'who',
  'if',
  'whether',
  'about',
  'it',
  'him',
  'her',
  'them',
  'this',
  'to',
]);
/** Words before "you know" / "I mean" that make them the verb of a clause ("what I mean", "do you know"). */
const VERB_CONTEXT = new Set(['what', 'that', 'if', 'how', 'do', 'does', 'did', 'not', 'to']);
/** Words before "kind of" / "sort of" that make it a noun ("what kind of pain"). */
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'what',
  'which',
  'any',
  'some',
  'every',
  'no',
  'each',
  'same',
  'other',
  'one',
  'these',
  'those',
  'whatever',
]);
/** Repeats that are grammar, not stutter ("that that", "had had"). */
const GRAMMATICAL_REPEATS = new Set(['that', 'had', 'is']);

export interface FillerInput {
  text: string;
  normal: string;
  kind: TokenKind;
  start: number;
  end: number;
  sentence: number;
}

/** Whether each token is a filler or disfluency; linear, each rule looks at most three tokens ahead. */
export function fillerFlags(tokens: readonly FillerInput[]): boolean[] {
  const flags = tokens.map(
    (t) => t.kind === 'word' && HESITATIONS.has(t.normal) && t.text !== t.text.toUpperCase(),
  );
  const at = (i: number) => tokens[i];
  const isWord = (i: number, w: string) => at(i)?.normal === w;
  /** A clause edge: sentence start/end, punctuation or a hesitation. */
  const edge = (i: number, side: -1 | 1) => {
    const t = at(i);
    const from = at(i - side);
    return (
      t === undefined ||
      from === undefined ||
      t.sentence !== from.sentence ||
      t.kind === 'punct' ||
      flags[i] === true
    );
  };
  const isNumber = (i: number) => at(i)?.kind === 'number' || isNumberWord(at(i)?.normal ?? '');

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    if (t.normal === 'like') {
      let j = i + 1;
      while (
        at(j) !== undefined &&
        (flags[j] === true || at(j)!.normal === ',' || isWord(j, 'a') || isWord(j, 'an'))
      )
        j++;
      if (edge(i - 1, -1) || edge(i + 1, 1) || isNumber(j)) flags[i] = true;
    } else if (
      (t.normal === 'you' && isWord(i + 1, 'know')) ||
      (t.normal === 'i' && isWord(i + 1, 'mean'))
    ) {
      const after = i + 2;
      const asVerb = VERB_CONTEXT.has(at(i - 1)?.normal ?? '');
      if ((edge(after, 1) && !asVerb) || (edge(i - 1, -1) && !OBJECTS.has(at(after)?.normal ?? '')))
        flags[i] = flags[i + 1] = true;
    } else if (
      (t.normal === 'kind' || t.normal === 'sort') &&
      isWord(i + 1, 'of') &&
      !DETERMINERS.has(at(i - 1)?.normal ?? '')
    ) {
      flags[i] = flags[i + 1] = true;
    } else if (isFalseStart(tokens, i)) {
      flags[i] = flags[i + 1] = true;
    } else {
      const next = at(i + 1)?.normal === ',' ? i + 2 : i + 1;
      if (
        at(next)?.normal === t.normal &&
        at(next)?.sentence === t.sentence &&
        !GRAMMATICAL_REPEATS.has(t.normal)
      )
        flags[i] = true;
    }
  }
  return flags;
}

/** "I-I" (same word either side of a glued hyphen) or "th- the" (a fragment, a hyphen, then the word). */
function isFalseStart(tokens: readonly FillerInput[], i: number): boolean {
  const [a, dash, b] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
  if (
    dash === undefined ||
    b === undefined ||
    dash.text !== '-' ||
    a.end !== dash.start ||
    b.kind !== 'word'
  )
    return false;
  if (dash.end === b.start) return a.normal === b.normal;
  return a.normal.length <= 4 && b.normal.startsWith(a.normal) && b.normal !== a.normal;
}

/**
 * The text without fillers, for display or a prompt ("it's like a, uh, seven" -> "it's a seven").
 * Offsets do not carry over: quote evidence from the tokens, not from this string.
 */
export function stripFillers(doc: Doc): string {
  const kept = doc.tokens.filter((t, i) => {
    if (t.filler) return false;
    // A comma that only set off a filler goes with it.
    return !(
      t.normal === ',' &&
      (doc.tokens[i - 1]?.filler === true || doc.tokens[i + 1]?.filler === true)
    );
  });
  let out = '';
  kept.forEach((t, k) => {
    const prev = kept[k - 1];
    const removedBetween = prev !== undefined && t.index - prev.index > 1;
    const spaced =
      prev !== undefined && t.start > prev.end && /\s/.test(doc.text.slice(prev.end, t.start));
    const glue =
      prev === undefined ||
      (!spaced && !removedBetween) ||
      (removedBetween && t.kind === 'punct' && !t.spaced);
    out += (glue ? '' : ' ') + t.text;
  });
  return out;
}
