/**
 * A 0-10 rating in an answer ("7/10", "seven out of ten", "like a, uh, seven", "8 or 9", "a six maybe").
 * Not a rating: a scale being described ("on a scale of zero to ten"), a count of something ("two pills",
 * "three days"), a clock time ("at three"), or a number above ten.
 */
import type { Doc, Span } from './doc.ts';
import type { NumberMention } from './numbers.ts';
import { numbersIn } from './numbers.ts';

export interface Rating {
  /** The rating, or the low end of a range ("8 or 9" -> 8, high 9). */
  value: number;
  high?: number;
  approximate: boolean;
  /** The rating's verbatim span, unit included ("seven out of ten"). */
  start: number;
  end: number;
  text: string;
}

/**
 * The rating in `doc` (or in `span` of it): the first one written against ten ("/10", "out of ten"),
 * else the first bare number from 0 to 10 that reads as an answer. Undefined when there is none.
 */
export function readRating(doc: Doc, span?: Span): Rating | undefined {
  const inside = (n: NumberMention) =>
    span === undefined || (n.tokenStart >= span.tokenStart && n.tokenEnd <= span.tokenEnd);
  const candidates = numbersIn(doc).filter(
    (n) =>
      inside(n) &&
      !n.ordinal &&
      n.value >= 0 &&
      (n.high ?? n.value) <= 10 &&
      !describesScale(doc, n),
  );
  const chosen =
    candidates.find((n) => n.unit?.name === '/10') ??
    candidates.find((n) => n.unit === undefined && readsAsAnswer(doc, n));
  if (chosen === undefined) return undefined;
  const end = chosen.unit?.end ?? chosen.end;
  return {
    value: chosen.value,
    ...(chosen.high === undefined ? {} : { high: chosen.high }),
    approximate: chosen.approximate,
    start: chosen.start,
    end,
    text: doc.text.slice(chosen.start, end),
  };
}

/** "zero to ten", "1-10", "a scale of 10": the scale, not a value on it. */
function describesScale(doc: Doc, n: NumberMention): boolean {
  if (n.high === 10 && n.value <= 1) return true;
  const before = doc.tokens
    .slice(Math.max(0, n.tokenStart - 2), n.tokenStart)
    .map((t) => t.normal)
    .join(' ');
  return before === 'scale of' || before === 'out of';
}

/** Not a time ("at three") and not a count of something ("three most nights", "two advil"). */
function readsAsAnswer(doc: Doc, n: NumberMention): boolean {
  const prev = nearest(doc, n.tokenStart - 1, -1);
  if (prev?.normal === 'at') return false;
  const next = nearest(doc, n.tokenEnd, 1);
  return (
    next === undefined ||
    next.sentence !== n.sentence ||
    !(next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'ADJ')
  );
}

/** The nearest non-filler token from index `i` going in direction `step` (at most 8 tokens away). */
function nearest(doc: Doc, i: number, step: 1 | -1) {
  for (let k = 0; k < 8 && i >= 0 && i < doc.tokens.length; k++, i += step)
    if (!doc.tokens[i]!.filler) return doc.tokens[i];
  return undefined;
}
