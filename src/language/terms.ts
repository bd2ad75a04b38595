/**
 * The normalised reading of a document that phrase matching runs on: one term per word, fillers left out,
 * abbreviations replaced by their long form ("LOC" reads as loss, of, consciousness), hyphenated words
 * read as their parts ("x-ray", "steri-strips", "follow-up"), glued hyphens skipped. Each term points back
 * at the token it came from, so a match still quotes the original text.
 */
import type { Doc, Token } from './doc.ts';
import { wordLemma } from './library.ts';

export interface Term {
  /** Lowercase normal form of the word. */
  normal: string;
  lemma: string;
  /** Index of the token this term reads. */
  token: number;
  sentence: number;
}

const cache = new WeakMap<Doc, readonly Term[]>();

/** The terms of `doc` (computed once per doc). */
export function termsOf(doc: Doc): readonly Term[] {
  let terms = cache.get(doc);
  if (terms === undefined) {
    terms = doc.tokens.flatMap((t, i) => (skipped(doc.tokens, i) ? [] : termsOfToken(t)));
    cache.set(doc, terms);
  }
  return terms;
}

/** Fillers, and a hyphen glued between two words ("steri-strips" reads as "steri strips"). */
function skipped(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.filler) return true;
  const [prev, next] = [tokens[i - 1], tokens[i + 1]];
  return (
    t.text === '-' &&
    !t.spaced &&
    prev !== undefined &&
    next !== undefined &&
    !next.spaced &&
    prev.kind !== 'punct' &&
    next.kind !== 'punct'
  );
}

/** The words a single word stands for: its expansion, its hyphen parts, or itself. */
export function wordsOf(normal: string, lemma: string): Array<{ normal: string; lemma: string }> {
  const parts = normal.split('-').filter((p) => p !== '');
  if (parts.length <= 1) return [{ normal, lemma }];
  const lemmaParts = lemma.split('-').filter((p) => p !== '');
  return parts.map((p, k) => ({
    normal: p,
    lemma: lemmaParts.length === parts.length ? lemmaParts[k]! : p,
  }));
}

function termsOfToken(t: Token): Term[] {
  const words =
    t.expansion !== undefined
      ? t.expansion.map((w) => ({ normal: w, lemma: wordLemma(w) }))
      : wordsOf(t.normal, t.lemma);
  return words.map((w) => ({ ...w, token: t.index, sentence: t.sentence }));
}
