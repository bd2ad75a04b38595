/**
 * Token shaping: small, local corrections to the library's tokens for clinical writing. Every rule keeps
 * offsets exact: a merged token spans its parts, a split token's parts are adjacent slices.
 *   "1.5hrs"   wink: 1 | . | 5hrs      -> 1.5 | hrs
 *   "c/o"      wink: c | / | o         -> c/o            (only when the table knows the abbreviation)
 *   "N/V."     wink: N | / | V.        -> N/V | .
 *   "Approx."  wink: Approx | .        -> Approx.
 *   "98.6 F."  wink: 98.6 | F.         -> 98.6 | F | .
 *   "- ice" at a line start: the bullet marker is dropped (not content).
 */
import { isSlashAbbreviation } from './abbreviations.ts';
import type { LibraryToken } from './library.ts';

/** A token being shaped; `end` of one and `start` of the next are equal when nothing separates them. */
export type Draft = LibraryToken;

/** Abbreviations wink may split from their period; never the end of a sentence when written with one. */
export const NON_FINAL = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'approx',
  'vs',
  'e.g',
  'i.e',
  'cf',
  'pt',
  'fig',
  'dept',
  'appt',
]);

const GLUED_UNIT = /^(\d+(?:\.\d+)?)([a-zA-Z]+)$/;
const ORDINAL_SUFFIX = new Set(['st', 'nd', 'rd', 'th']);
const BULLET = /^(?:[-*•·–—>]\s|[•·▪◦]|\(?\d{1,2}[.)]\s|\(?[a-z][.)]\s)/;

/** Applies the shaping rules in order; linear in the number of tokens. */
export function shapeTokens(text: string, tokens: readonly LibraryToken[]): Draft[] {
  let out = splitGluedUnits(text, tokens);
  out = mergeDecimals(text, out);
  out = mergeSlashAbbreviations(text, out);
  out = mergeDottedAbbreviations(text, out);
  out = peelUnitPeriods(text, out);
  return dropBullets(text, out);
}

const slice = (text: string, d: Draft) => text.slice(d.start, d.end);
const glued = (a: Draft, b: Draft | undefined) => b !== undefined && a.end === b.start;

function merged(text: string, parts: readonly Draft[], type: string): Draft {
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const raw = text.slice(first.start, last.end).toLowerCase();
  return {
    start: first.start,
    end: last.end,
    type,
    normal: raw,
    lemma: raw,
    pos: type === 'number' ? 'NUM' : first.pos,
    sentenceEnd: last.sentenceEnd,
  };
}

/** "5hrs" -> 5 | hrs, "800mg" -> 800 | mg (ordinals like "1st" stay whole). */
function splitGluedUnits(text: string, tokens: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  for (const t of tokens) {
    const m = GLUED_UNIT.exec(slice(text, t));
    if (m === null || ORDINAL_SUFFIX.has(m[2]!.toLowerCase())) {
      out.push(t);
      continue;
    }
    const cut = t.start + m[1]!.length;
    const unit = m[2]!.toLowerCase();
    out.push({
      start: t.start,
      end: cut,
      type: 'number',
      normal: m[1]!,
      lemma: m[1]!,
      pos: 'NUM',
      sentenceEnd: false,
    });
    out.push({
      start: cut,
      end: t.end,
      type: 'word',
      normal: unit,
      lemma: unit,
      pos: 'NOUN',
      sentenceEnd: t.sentenceEnd,
    });
  }
  return out;
}

/** "1" "." "5" written without spaces -> "1.5". */
function mergeDecimals(text: string, tokens: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, dot, b] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    if (
      dot !== undefined &&
      b !== undefined &&
      /^\d+$/.test(slice(text, a)) &&
      slice(text, dot) === '.' &&
      /^\d+$/.test(slice(text, b)) &&
      glued(a, dot) &&
      glued(dot, b)
    ) {
      out.push(merged(text, [a, dot, b], 'number'));
      i += 2;
    } else out.push(a);
  }
  return out;
}

/** "c" "/" "o" -> "c/o" and "w" "/" -> "w/" when the table knows the result; a final period is peeled off. */
function mergeSlashAbbreviations(text: string, tokens: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, slash, b] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    if (
      slash === undefined ||
      slice(text, slash) !== '/' ||
      !glued(a, slash) ||
      !/^[a-z]{1,3}$/i.test(slice(text, a))
    ) {
      out.push(a);
      continue;
    }
    const tail = b !== undefined && glued(slash, b) ? slice(text, b) : '';
    const word = tail.replace(/\.$/, '');
    if (/^[a-z]{1,3}$/i.test(word) && isSlashAbbreviation(`${slice(text, a)}/${word}`)) {
      const cut = b!.start + word.length;
      out.push({
        ...merged(text, [a, slash, { ...b!, end: cut }], 'word'),
        sentenceEnd: tail === word && b!.sentenceEnd,
      });
      if (tail !== word)
        out.push({
          start: cut,
          end: b!.end,
          type: 'punctuation',
          normal: '.',
          lemma: '.',
          pos: 'PUNCT',
          sentenceEnd: true,
        });
      i += 2;
    } else if (isSlashAbbreviation(`${slice(text, a)}/`)) {
      out.push(merged(text, [a, slash], 'word'));
      i += 1;
    } else out.push(a);
  }
  return out;
}

/** "Approx" "." -> "Approx." for the abbreviations wink does not know (its break after them is undone later). */
function mergeDottedAbbreviations(text: string, tokens: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, dot] = [tokens[i]!, tokens[i + 1]];
    if (dot !== undefined && slice(text, dot) === '.' && glued(a, dot) && NON_FINAL.has(a.normal)) {
      out.push({ ...merged(text, [a, dot], 'word'), lemma: a.lemma, pos: a.pos });
      i += 1;
    } else out.push(a);
  }
  return out;
}

/** A one-letter unit after a number ends the sentence: "98.6 F." -> F | "." */
function peelUnitPeriods(text: string, tokens: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (prev?.type === 'number' && /^[a-z]\.$/i.test(slice(text, t))) {
      out.push({
        ...t,
        end: t.end - 1,
        normal: t.normal.slice(0, 1),
        lemma: t.normal.slice(0, 1),
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
    } else out.push(t);
  });
  return out;
}

/** Whether a line break (or the text's start) comes right before `at`. */
function atLineStart(text: string, from: number, at: number): boolean {
  return from === 0 ? text.slice(0, at).trim() === '' : text.slice(from, at).includes('\n');
}

/** Drops list markers ("-", "*", "•", "1.", "2)", "a)") at line starts; the line before then ends a sentence. */
function dropBullets(text: string, tokens: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const from = i === 0 ? 0 : tokens[i - 1]!.end;
    const m = atLineStart(text, from, t.start)
      ? BULLET.exec(text.slice(t.start, t.start + 5))
      : null;
    if (m === null) {
      out.push(t);
      continue;
    }
    const markerEnd = t.start + m[0].trimEnd().length;
    let last = i;
    while (last + 1 < tokens.length && tokens[last + 1]!.start < markerEnd) last++;
    if (tokens[last]!.end !== markerEnd) {
      out.push(t); // the marker is part of a longer token ("-5"): keep it
      continue;
    }
    i = last;
    if (out.length > 0) out[out.length - 1]!.sentenceEnd = true;
  }
  return out;
}
