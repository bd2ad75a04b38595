/**
 * The one file that talks to the NLP library (wink-nlp with its English lite model; README.md says why).
 * It returns the library's tokens with exact character offsets, normal forms, lemmas, part-of-speech tags
 * and sentence ends, and nothing else: every rule we add lives in the other files.
 */

import model from 'wink-eng-lite-web-model';
import type { ItsFunction } from 'wink-nlp';
import winkNLP from 'wink-nlp';

const nlp = winkNLP(model, ['sbd', 'pos']);
const its = nlp.its;
/** wink's typings declare `its.lemma` with an extra parameter that `out()` does not accept; it works as any its function. */
const lemmaOf = its.lemma as unknown as ItsFunction<string>;

/** A library token; `start`/`end` are UTF-16 offsets into the text given to {@link libraryTokens}. */
export interface LibraryToken {
  start: number;
  end: number;
  /** wink's token type: word, number, punctuation, symbol, emoji, ordinal, time, url, email, ... */
  type: string;
  /** wink's normal form, lowercase ("n't" -> "not", "'ll" -> "will"). */
  normal: string;
  lemma: string;
  /** Universal Dependencies part-of-speech tag (NOUN, VERB, AUX, ADJ, NUM, PUNCT, ...). */
  pos: string;
  /** The library ended a sentence after this token. */
  sentenceEnd: boolean;
}

/**
 * Runs of non-space characters longer than this are not given to the library: its URL and e-mail
 * patterns take time quadratic in such a run (measured in README.md). No word is this long.
 */
const MAX_RUN = 100;

/** Same-length character substitutions so the library reads typographic text like plain text. */
const PLAIN: Record<string, string> = {
  '\u2019': "'",
  '\u2018': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};
const TYPOGRAPHIC = /[\u2018\u2019\u201c\u201d\u00a0\u2009\u202f]/g;

/** Tokens of `text` in order (whitespace is not a token); linear in the length of `text`. */
export function libraryTokens(text: string): LibraryToken[] {
  const plain = text.replace(TYPOGRAPHIC, (c) => PLAIN[c] ?? c);
  const out: LibraryToken[] = [];
  let from = 0;
  for (const [start, end] of longRuns(plain)) {
    if (start > from) readRegion(plain, from, start, out);
    const run = plain.slice(start, end);
    out.push({
      start,
      end,
      type: 'other',
      normal: run.toLowerCase(),
      lemma: run.toLowerCase(),
      pos: 'X',
      sentenceEnd: false,
    });
    from = end;
  }
  if (from < plain.length) readRegion(plain, from, plain.length, out);
  return out;
}

/** [start, end) of every run of non-whitespace longer than MAX_RUN, by one scan. */
function longRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || /\s/.test(text[i]!);
    if (!space && start < 0) start = i;
    if (space && start >= 0) {
      if (i - start > MAX_RUN) runs.push([start, i]);
      start = -1;
    }
  }
  return runs;
}

/** Appends the library's tokens of text[from, to), offsets shifted to `text`. */
function readRegion(text: string, from: number, to: number, out: LibraryToken[]): void {
  const region = text.slice(from, to);
  if (region.trim() === '') return;
  const doc = nlp.readDoc(region);
  const tokens = doc.tokens();
  const values = tokens.out(its.value);
  const spaces = tokens.out(its.precedingSpaces);
  const types = tokens.out(its.type);
  const normals = tokens.out(its.normal);
  const lemmas = tokens.out(lemmaOf);
  const tags = tokens.out(its.pos);
  const ends = new Set<number>();
  for (const span of doc.sentences().out(its.span) as unknown as Array<[number, number]>)
    ends.add(span[1]);
  const last = values.length - 1;
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    at += spaces[i]!.length;
    // wink is lossless (values and preceding spaces rebuild the text); stay exact if that ever slips.
    if (!region.startsWith(value, at)) {
      const found = region.indexOf(value, at);
      if (found < 0 || found > at + value.length + 8)
        throw new Error(`language: cannot place token ${JSON.stringify(value)}`);
      at = found;
    }
    const type = types[i]!;
    if (type !== 'tabCRLF' && value.trim() !== '') {
      const normal = (normals[i] ?? value).toLowerCase();
      out.push({
        start: from + at,
        end: from + at + value.length,
        type,
        normal,
        lemma: (lemmas[i] ?? normal).toLowerCase(),
        pos: tags[i] ?? 'X',
        // The region's last sentence ends because the region does, not necessarily the sentence.
        sentenceEnd: ends.has(i) && i !== last,
      });
    } else if (ends.has(i) && out.length > 0) {
      out[out.length - 1]!.sentenceEnd = i !== last;
    }
    at += value.length;
  }
  if (out.length > 0 && /^[.!?]+$/.test(out[out.length - 1]!.normal))
    out[out.length - 1]!.sentenceEnd = true;
}

const lemmas = new Map<string, string>();

/** The library's lemma of one lowercase word read alone (memoised, at most 10,000 words kept). */
export function wordLemma(word: string): string {
  let lemma = lemmas.get(word);
  if (lemma === undefined) {
    lemma = (nlp.readDoc(word).tokens().out(lemmaOf)[0] ?? word).toLowerCase();
    if (lemmas.size < 10_000) lemmas.set(word, lemma);
  }
  return lemma;
}
