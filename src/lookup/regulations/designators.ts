/**
 * CFR paragraph designators: (a) lower-case letters, (1) numbers, (i) lower-case roman numerals,
 * (A) capitals, then (1) and (i) again (the italic levels), per the Federal Register Document
 * Drafting Handbook ch. 2. Ambiguous tokens such as (i) or (v) are placed by context: a first
 * child wins, else the successor of an open level.
 */

type LevelKind = 'lower' | 'arabic' | 'roman' | 'upper';

const LEVELS: readonly LevelKind[] = ['lower', 'arabic', 'roman', 'upper', 'arabic', 'roman'];

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

function romanValue(token: string): number | null {
  if (!/^[ivxlc]{1,8}$/.test(token)) return null;
  let total = 0;
  for (let k = 0; k < token.length; k++) {
    const value = ROMAN[token[k]!]!;
    const next = k + 1 < token.length ? ROMAN[token[k + 1]!]! : 0;
    total += value < next ? -value : value;
  }
  return toRoman(total) === token ? total : null;
}

function toRoman(n: number): string {
  const table: Array<[number, string]> = [
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let out = '';
  for (const [value, digits] of table)
    while (n >= value) {
      out += digits;
      n -= value;
    }
  return out;
}

/** Position of `token` in a level of the given kind (1-based), or null when it is not of that kind. */
function ordinal(kind: LevelKind, token: string): number | null {
  switch (kind) {
    case 'arabic':
      return /^[1-9]\d{0,2}$/.test(token) ? Number(token) : null;
    case 'roman':
      return romanValue(token);
    case 'lower':
      // (a)..(z), then (aa), (bb)... as the CFR continues.
      return /^([a-z])\1?$/.test(token) ? token.charCodeAt(0) - 96 + (token.length - 1) * 26 : null;
    case 'upper':
      return /^([A-Z])\1?$/.test(token) ? token.charCodeAt(0) - 64 + (token.length - 1) * 26 : null;
  }
}

export interface OpenLevel {
  token: string;
  ordinal: number;
}

/**
 * The depth at which designator `token` opens a paragraph, given the open levels, or null when it
 * cannot be the next paragraph (so the text is not a designator at all).
 */
export function placeDesignator(open: readonly OpenLevel[], token: string): number | null {
  const child = LEVELS[open.length];
  if (child !== undefined && ordinal(child, token) === 1) return open.length;
  for (let depth = open.length - 1; depth >= 0; depth--) {
    const n = ordinal(LEVELS[depth]!, token);
    if (n !== null && n === open[depth]!.ordinal + 1) return depth;
  }
  return null;
}

/** The open levels after a designator is placed at `depth`. */
export function openAt(open: readonly OpenLevel[], depth: number, token: string): OpenLevel[] {
  return [...open.slice(0, depth), { token, ordinal: ordinal(LEVELS[depth]!, token)! }];
}
