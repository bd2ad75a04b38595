/**
 * Numbers in a text, written in digits ("3", "3.5", "1,200", "10-15", "7/10", "x1") or words ("three",
 * "twenty-one", "two hundred and fifty", "one and a half", "a couple of", "a few" ~3, "half", "third"),
 * with ranges ("5 to 7", "8 or 9", "between 6 and 7") and the unit that follows ("days", "mg", "dB",
 * "out of ten"). Dates, clock times and ratios other than x/10 ("05/12/2024", "3:30", "120/80") are not
 * numbers here. Fillers are read past ("like a, uh, seven").
 */
import type { Doc, Span, Token } from './doc.ts';
import {
  APPROXIMATE_AFTER,
  APPROXIMATORS,
  ORDINALS,
  PHRASE_UNITS,
  QUANTITY_PHRASES,
  SCALES,
  SMALL,
  TENS,
  UNIT_MODIFIERS,
  UNITS,
} from './number-words.ts';

export interface NumberMention extends Span {
  /** The value, or the low end of a range. */
  value: number;
  /** The high end of a range ("10-15", "two or three"). */
  high?: number;
  /** Vague ("a few") or hedged ("about", "maybe", "like a", "-ish", "I guess"). */
  approximate: boolean;
  ordinal: boolean;
  /** The number's own characters (without the unit), verbatim: `doc.text.slice(start, end)`. */
  start: number;
  end: number;
  text: string;
  sentence: number;
  /** The unit read after it, canonical name plus its verbatim span ("days" -> day, "out of ten" -> /10). */
  unit?: { name: string; start: number; end: number; text: string };
}

/** Words before "one" that make it a pronoun ("no one", "the one on the left"). */
const PRONOUN_ONE = new Set([
  'no',
  'any',
  'every',
  'the',
  'this',
  'that',
  'which',
  'each',
  'some',
  'another',
  'other',
  'little',
  'big',
  'right',
  'left',
  'wrong',
  'same',
  'good',
  'bad',
  'new',
  'old',
  'last',
  'next',
]);
/** One-letter units only count glued or right after the number ("2x", "1 L", "5 h"). */
const SHORT_UNITS = new Set(['h', 'd', 'g', 'l', 'x']);
const PLAIN = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/;
const RANGE = /^(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)$/;
const OUT_OF_TEN = /^(\d+(?:\.\d+)?)\/10$/;
const DIGIT_ORDINAL = /^(\d+)(?:st|nd|rd|th)$/i;
const TIMES = /^x(\d+)$/i;

interface Parsed {
  value: number;
  high?: number;
  /** Position (in the non-filler index list) after the number. */
  next: number;
  approximate: boolean;
  ordinal: boolean;
  /** A unit inside the number's own token ("7/10", "x1"). */
  inlineUnit?: { name: string; start: number; end: number };
}

/** Every number in `doc`, in text order. Linear: each token is read a bounded number of times. */
export function numbersIn(doc: Doc): NumberMention[] {
  let found = memo.get(doc);
  if (found === undefined) {
    found = readNumbers(doc);
    memo.set(doc, found);
  }
  // A copy: callers filter and keep the list; the mentions themselves are shared, read-only.
  return [...found];
}

/** Numbers per parsed doc: a doc is read once, and its numbers are asked for by several readers. */
const memo = new WeakMap<Doc, readonly NumberMention[]>();

function readNumbers(doc: Doc): NumberMention[] {
  const tokens = doc.tokens;
  const idx = tokens.filter((t) => !t.filler).map((t) => t.index);
  const at = (p: number): Token | undefined =>
    p >= 0 && p < idx.length ? tokens[idx[p]!] : undefined;
  const out: NumberMention[] = [];
  for (let p = 0; p < idx.length; ) {
    const parsed = parseNumber(at, p);
    if (parsed === undefined) {
      p++;
      continue;
    }
    const withRange =
      parsed.ordinal || parsed.inlineUnit !== undefined ? parsed : readRange(at, p, parsed);
    const first = at(p)!;
    const last = at(withRange.next - 1)!;
    const trailing =
      withRange.inlineUnit === undefined && !withRange.ordinal
        ? readUnit(at, withRange.next)
        : undefined;
    const unit = withRange.inlineUnit ?? trailing;
    const after = trailing?.next ?? withRange.next;
    const mention: NumberMention = {
      value: withRange.value,
      approximate: withRange.approximate || hedged(tokens, first.index, at(after - 1)!.index),
      ordinal: withRange.ordinal,
      start: first.start,
      end: last.end,
      text: doc.text.slice(first.start, last.end),
      sentence: first.sentence,
      tokenStart: first.index,
      tokenEnd: last.index + 1,
    };
    if (withRange.high !== undefined) mention.high = withRange.high;
    if (unit !== undefined)
      mention.unit = {
        name: unit.name,
        start: unit.start,
        end: unit.end,
        text: doc.text.slice(unit.start, unit.end),
      };
    out.push(mention);
    p = after;
  }
  return out;
}

type At = (p: number) => Token | undefined;

/** A number starting at position p, or undefined. */
function parseNumber(at: At, p: number): Parsed | undefined {
  const t = at(p)!;
  if (t.kind === 'number') return parseDigits(t, p);
  if (t.kind !== 'word') return undefined;
  const times = TIMES.exec(t.text);
  if (times !== null)
    return {
      value: Number(times[1]),
      next: p + 1,
      approximate: false,
      ordinal: false,
      inlineUnit: { name: 'times', start: t.start, end: t.start + 1 },
    };
  return parseQuantity(at, p) ?? parseWords(at, p);
}

function parseDigits(t: Token, p: number): Parsed | undefined {
  const text = t.text;
  if (PLAIN.test(text))
    return {
      value: Number(text.replace(/,/g, '')),
      next: p + 1,
      approximate: false,
      ordinal: false,
    };
  const range = RANGE.exec(text);
  if (range !== null)
    return {
      value: Number(range[1]),
      high: Number(range[2]),
      next: p + 1,
      approximate: false,
      ordinal: false,
    };
  const rating = OUT_OF_TEN.exec(text);
  if (rating !== null && Number(rating[1]) <= 10) {
    const slash = t.start + rating[1]!.length;
    return {
      value: Number(rating[1]),
      next: p + 1,
      approximate: false,
      ordinal: false,
      inlineUnit: { name: '/10', start: slash, end: t.end },
    };
  }
  const ordinal = DIGIT_ORDINAL.exec(text);
  if (ordinal !== null)
    return { value: Number(ordinal[1]), next: p + 1, approximate: false, ordinal: true };
  return undefined;
}

/** "a couple (of)", "a few", "a dozen", "half (a)", "a half". */
function parseQuantity(at: At, p: number): Parsed | undefined {
  for (const q of QUANTITY_PHRASES) {
    if (q.words.every((w, k) => at(p + k)?.normal === w))
      return {
        value: q.value,
        next: p + q.words.length,
        approximate: q.approximate,
        ordinal: false,
      };
  }
  return undefined;
}

/** Cardinal and ordinal number words: "twenty-one", "one hundred twenty", "two hundred and fifty", "third". */
function parseWords(at: At, p: number): Parsed | undefined {
  let total = 0;
  let current = 0;
  let last: 'none' | 'small' | 'tens' | 'scale' = 'none';
  let q = p;
  let ordinal = false;
  if (at(q)?.normal === 'a' && SCALES.has(at(q + 1)?.normal ?? '')) {
    current = 1;
    last = 'small';
    q++;
  }
  for (;;) {
    const t = at(q);
    const w = t?.normal ?? '';
    if (
      SMALL.has(w) &&
      (last === 'none' || last === 'scale' || (last === 'tens' && SMALL.get(w)! < 10))
    ) {
      current += SMALL.get(w)!;
      last = 'small';
    } else if (TENS.has(w) && (last === 'none' || last === 'scale')) {
      current += TENS.get(w)!;
      last = 'tens';
    } else if (
      SCALES.has(w) &&
      (last === 'small' || last === 'tens') &&
      current < 100 &&
      (w === 'hundred' || total === 0)
    ) {
      const scale = SCALES.get(w)!;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
      last = 'scale';
    } else if (
      ORDINALS.has(w) &&
      (last === 'none' || last === 'scale' || (last === 'tens' && ORDINALS.get(w)! < 10))
    ) {
      current += ORDINALS.get(w)!;
      ordinal = true;
      q++;
      break;
    } else if (
      w === '-' &&
      last === 'tens' &&
      !t!.spaced &&
      (SMALL.has(at(q + 1)?.normal ?? '') || ORDINALS.has(at(q + 1)?.normal ?? ''))
    ) {
      // "twenty-one": the hyphen joins tens and units
    } else if (
      w === 'and' &&
      last === 'scale' &&
      (SMALL.has(at(q + 1)?.normal ?? '') || TENS.has(at(q + 1)?.normal ?? ''))
    ) {
      // "two hundred and fifty"
    } else break;
    q++;
  }
  if (last === 'none' && !ordinal) return undefined;
  let value = total + current;
  if (
    !ordinal &&
    (last === 'small' || last === 'tens') &&
    at(q)?.normal === 'and' &&
    at(q + 1)?.normal === 'a' &&
    at(q + 2)?.normal === 'half'
  ) {
    value += 0.5;
    q += 3;
  }
  const prev = at(p - 1)?.normal ?? '';
  const next = at(q)?.normal ?? '';
  const single = q === p + 1 ? at(p)!.normal : '';
  if (single === 'one' && PRONOUN_ONE.has(prev) && !UNITS.has(next)) return undefined;
  if (single === 'first' && (next === 'aid' || prev === 'at')) return undefined;
  if (single === 'second' && (prev === 'a' || SMALL.has(prev) || /^\d/.test(prev)))
    return undefined;
  return { value, next: q, approximate: false, ordinal };
}

/** "5 to 7", "8 or 9", "10 - 15", "between 6 and 7": extends a parsed number to a range. */
function readRange(at: At, p: number, low: Parsed): Parsed {
  if (low.high !== undefined) return low;
  const sep = at(low.next)?.normal ?? '';
  const between = at(p - 1)?.normal === 'between' && sep === 'and';
  if (!(between || sep === 'to' || sep === 'or' || sep === '-' || sep === '–')) return low;
  const high = at(low.next + 1) === undefined ? undefined : parseNumber(at, low.next + 1);
  if (
    high === undefined ||
    high.ordinal ||
    high.high !== undefined ||
    high.inlineUnit !== undefined ||
    !(high.value > low.value)
  )
    return low;
  return {
    ...low,
    high: high.value,
    next: high.next,
    approximate: low.approximate || high.approximate,
  };
}

/** The unit after a number: up to two modifiers ("more", "full", "of", "a"), then a unit word or phrase. */
function readUnit(
  at: At,
  p: number,
): { name: string; start: number; end: number; next: number } | undefined {
  let q = p;
  while (q < p + 2 && UNIT_MODIFIERS.has(at(q)?.normal ?? '')) q++;
  for (const phrase of PHRASE_UNITS) {
    if (phrase.words.every((w, k) => at(q + k)?.normal === w)) {
      return {
        name: phrase.unit,
        start: at(q)!.start,
        end: at(q + phrase.words.length - 1)!.end,
        next: q + phrase.words.length,
      };
    }
  }
  const t = at(q);
  if (t === undefined || (t.kind !== 'word' && t.kind !== 'symbol')) return undefined;
  const name = UNITS.get(t.normal) ?? UNITS.get(t.lemma);
  if (name === undefined) return undefined;
  if (SHORT_UNITS.has(t.normal) && q !== p) return undefined;
  return { name, start: t.start, end: t.end, next: q + 1 };
}

/** Hedges around a number: "about", "maybe", "like a" before; "maybe", "-ish", "I guess", "or so" after. */
function hedged(tokens: readonly Token[], first: number, last: number): boolean {
  const skip = (t: Token) =>
    t.normal === ',' ||
    t.normal === '-' ||
    t.normal === 'a' ||
    t.normal === 'an' ||
    (t.filler && t.normal !== 'like');
  for (let i = first - 1, seen = 0; i >= 0 && seen < 2; i--) {
    const t = tokens[i]!;
    if (t.sentence !== tokens[first]!.sentence) break;
    if (skip(t)) continue;
    if (APPROXIMATORS.has(t.normal)) return true;
    seen++;
  }
  for (let i = last + 1, seen = 0; i < tokens.length && seen < 2; i++) {
    const t = tokens[i]!;
    if (t.sentence !== tokens[last]!.sentence) break;
    if (t.normal === ',' || t.normal === '-' || (t.filler && t.normal !== 'like')) continue;
    if (APPROXIMATE_AFTER.has(t.normal) || (t.normal === 'or' && tokens[i + 1]?.normal === 'so'))
      return true;
    if (t.normal === 'i' && tokens[i + 1]?.normal === 'guess') return true;
    seen++;
  }
  return false;
}
