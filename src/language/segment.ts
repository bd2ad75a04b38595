/**
 * Sentence ends: the library's decisions, corrected for clinical notes and transcripts.
 * - An abbreviation that never ends a sentence ("Dr.", "approx.", "vs.", "e.g.", "No." before a number)
 *   does not end one; another dotted abbreviation ("p.m.", "f/u.", "No.") does when a capital follows.
 * - Line breaks: a blank line, a bullet on the next line, a line ending in . ! ? or :, or a next line
 *   starting with a capital or a digit ends the sentence; a lower-case continuation does not (wrapped text).
 * - Semicolons end sentences only when asked (`semicolons: true`); they always bound negation scope.
 * Transcripts without punctuation stay one sentence: negation and modality scopes are bounded by words
 * and by discourse markers ("yeah", "okay") instead.
 */

import type { Draft } from './shape.ts';
import { NON_FINAL } from './shape.ts';

export interface SegmentOptions {
  /** Treat `;` as a sentence end (default false). */
  semicolons?: boolean;
}

/** For each token, whether a sentence ends after it (the last token always ends one). */
export function sentenceEnds(
  text: string,
  tokens: readonly Draft[],
  options: SegmentOptions = {},
): boolean[] {
  return tokens.map((t, i) => {
    const next = tokens[i + 1];
    if (next === undefined) return true;
    const word = text.slice(t.start, t.end);
    const gap = text.slice(t.end, next.start);
    const nextText = text.slice(next.start, next.end);
    if (gap.includes('\n')) {
      if (
        /\n[ \t]*\r?\n/.test(gap) ||
        t.sentenceEnd ||
        /[.!?:]$/.test(word) ||
        /^[A-Z0-9]/.test(nextText)
      )
        return true;
    }
    if (options.semicolons === true && word === ';') return true;
    if (word.length > 1 && word.endsWith('.') && t.type !== 'punctuation') {
      const key = word.slice(0, -1).toLowerCase();
      if (NON_FINAL.has(key)) return false;
      if (key === 'no') return next.type !== 'number' && (t.sentenceEnd || /^[A-Z]/.test(nextText));
      if (/^[a-z]$/.test(key)) return t.sentenceEnd;
      return t.sentenceEnd || /^[A-Z]/.test(nextText);
    }
    return t.sentenceEnd;
  });
}

/**
 * A word the library kept with its period ("PT.", "No.") that ends a sentence gives the period back as its
 * own token, so a match quotes "PT", not "PT.". Dotted forms ("p.m.", "e.g.") keep theirs.
 */
export function peelFinalPeriods(
  text: string,
  tokens: readonly Draft[],
  ends: readonly boolean[],
): { tokens: Draft[]; ends: boolean[] } {
  const out: Draft[] = [];
  const outEnds: boolean[] = [];
  tokens.forEach((t, i) => {
    const word = text.slice(t.start, t.end);
    if (ends[i] === true && t.type === 'word' && /^[^.]+\.$/.test(word) && word.length > 1) {
      const bare = t.normal.replace(/\.$/, '');
      out.push({
        ...t,
        end: t.end - 1,
        normal: bare,
        lemma: t.lemma.replace(/\.$/, ''),
        sentenceEnd: false,
      });
      out.push({
        start: t.end - 1,
        end: t.end,
        type: 'punctuation',
        normal: '.',
        lemma: '.',
        pos: 'PUNCT',
        sentenceEnd: true,
      });
      outEnds.push(false, true);
    } else {
      out.push(t);
      outEnds.push(ends[i] === true);
    }
  });
  return { tokens: out, ends: outEnds };
}
