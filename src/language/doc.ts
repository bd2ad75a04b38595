/**
 * `analyze(text)`: one parse of a text into sentences and tokens with exact offsets, reused by every
 * other function here. Offsets are UTF-16 indexes into the ORIGINAL text, so
 * `text.slice(token.start, token.end) === token.text` and the same holds for sentences and matches:
 * callers quote evidence with them verbatim.
 */
import { lookupAbbreviation } from './abbreviations.ts';
import { fillerFlags } from './fillers.ts';
import { libraryTokens, wordLemma } from './library.ts';
import type { SegmentOptions } from './segment.ts';
import { peelFinalPeriods, sentenceEnds } from './segment.ts';
import { shapeTokens } from './shape.ts';

export type TokenKind = 'word' | 'number' | 'punct' | 'symbol' | 'other';

export interface Token {
  index: number;
  /** Offsets into the original text: `text.slice(start, end) === this.text`. */
  start: number;
  end: number;
  text: string;
  /**
   * Lowercase normal form: contractions spelled out ("n't" -> "not", "'ll" -> "will"), typographic quotes
   * plain, one trailing period of an abbreviation dropped ("Dr." -> "dr", "No." -> "no").
   */
  normal: string;
  /** Lowercase dictionary form ("sutured" -> "suture", "stitches" -> "stitch", "was" -> "be"). */
  lemma: string;
  /** Universal Dependencies part of speech from the library (NOUN, VERB, AUX, ADJ, NUM, PUNCT, ...). */
  pos: string;
  kind: TokenKind;
  sentence: number;
  /** Whitespace or the start of the text comes right before this token. */
  spaced: boolean;
  /** A filler or disfluency ("um", hedge "like", "I-I"); see fillers.ts. */
  filler: boolean;
  /** The long form's words when the token is a known abbreviation ("LOC" -> loss, of, consciousness). */
  expansion?: readonly string[];
  /** The abbreviation has other common readings (abbreviations.ts says which). */
  ambiguous?: boolean;
}

export interface Sentence {
  index: number;
  /** Offsets into the original text: `text.slice(start, end) === this.text`; no bullet marker, no outer spaces. */
  start: number;
  end: number;
  text: string;
  /** Token indexes [tokenStart, tokenEnd). */
  tokenStart: number;
  tokenEnd: number;
}

export interface Doc {
  text: string;
  tokens: readonly Token[];
  sentences: readonly Sentence[];
}

/** A run of tokens [tokenStart, tokenEnd), e.g. a phrase match. */
export interface Span {
  tokenStart: number;
  tokenEnd: number;
}

export type AnalyzeOptions = SegmentOptions;

const KINDS: Record<string, TokenKind> = {
  word: 'word',
  number: 'number',
  ordinal: 'number',
  punctuation: 'punct',
  symbol: 'symbol',
  currency: 'symbol',
  emoji: 'symbol',
};

/** Parses `text` once: tokens, sentences, lemmas, fillers, abbreviation expansions. Pure; linear in length. */
export function analyze(text: string, options: AnalyzeOptions = {}): Doc {
  const shaped = shapeTokens(text, libraryTokens(text));
  const { tokens: drafts, ends } = peelFinalPeriods(
    text,
    shaped,
    sentenceEnds(text, shaped, options),
  );
  const tokens: Token[] = [];
  const sentences: Sentence[] = [];
  let first = 0;
  drafts.forEach((d, i) => {
    const raw = text.slice(d.start, d.end);
    const kind = KINDS[d.type] ?? 'other';
    const dotted = kind === 'word' && raw.length > 1 && raw.endsWith('.');
    const normal = dotted ? d.normal.replace(/\.$/, '') : d.normal;
    let lemma = dotted ? d.lemma.replace(/\.$/, '') : d.lemma;
    // The library leaves capitalised words (tagged proper nouns) unlemmatised: "Steri-Strips", "Sutures".
    if (d.pos === 'PROPN' && lemma === normal && /^[a-z]{4,}(s|ed|ing)$/.test(normal))
      lemma = wordLemma(normal);
    // A gerund read as a noun keeps its -ing form ("how's the sleeping", "any lifting"): the word alone is read
    // again, which gives the verb's base for a gerund and leaves true -ing nouns ("morning", "ceiling") as they are.
    else if (d.pos === 'NOUN' && lemma === normal && /^[a-z]{3,}ing$/.test(normal))
      lemma = wordLemma(normal);
    const prev = drafts[i - 1];
    const abbreviation = kind === 'word' ? lookupAbbreviation(raw) : undefined;
    const expand =
      abbreviation !== undefined &&
      !(abbreviation.notAfterNumber === true && prev?.type === 'number');
    tokens.push({
      index: i,
      start: d.start,
      end: d.end,
      text: raw,
      normal,
      lemma,
      pos: d.pos,
      kind,
      sentence: sentences.length,
      spaced: prev === undefined || prev.end < d.start,
      filler: false,
      ...(expand
        ? {
            expansion: abbreviation.long.split(' '),
            ...(abbreviation.ambiguous === undefined ? {} : { ambiguous: true }),
          }
        : {}),
    });
    if (ends[i] === true) {
      const start = drafts[first]!.start;
      sentences.push({
        index: sentences.length,
        start,
        end: d.end,
        text: text.slice(start, d.end),
        tokenStart: first,
        tokenEnd: i + 1,
      });
      first = i + 1;
    }
  });
  for (const [i, flag] of fillerFlags(tokens).entries()) tokens[i]!.filler = flag;
  return { text, tokens, sentences };
}

/** The sentences of a parsed text, in order. */
export function sentences(doc: Doc): readonly Sentence[] {
  return doc.sentences;
}

/** The tokens overlapping the characters [start, end), or undefined when none does. */
export function tokenSpan(doc: Doc, start: number, end: number): Span | undefined {
  let lo = 0;
  let hi = doc.tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (doc.tokens[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo;
  while (last < doc.tokens.length && doc.tokens[last]!.start < end) last++;
  return last > lo ? { tokenStart: lo, tokenEnd: last } : undefined;
}

/** The verbatim text of a span and its character offsets. */
export function spanText(doc: Doc, span: Span): { start: number; end: number; text: string } {
  const start = doc.tokens[span.tokenStart]!.start;
  const end = doc.tokens[span.tokenEnd - 1]!.end;
  return { start, end, text: doc.text.slice(start, end) };
}
