/**
 * Splits a pattern for the ReDoS checker. A top-level alternation is checked one alternative at a time: the
 * accepting paths of `A|B` are those of A plus those of B, so its degree of ambiguity (what makes backtracking
 * super-linear) is the larger of theirs, and small pieces keep the automaton analysis fast. Lookarounds, which
 * the automaton checker does not support, are checked apart: their bodies must have a bounded length (so each
 * test costs a constant), and the rest of the pattern is checked without them (dropping a constraint only adds
 * paths, so that is conservative).
 */

export interface Piece {
  source: string;
  /** Lookaround bodies removed from this piece. */
  lookarounds: string[];
}

interface Group {
  /** Index of `(` in the source. */
  open: number;
  /** Length of the opener: `(`, `(?:`, `(?=`, `(?<=`, `(?<name>` ... */
  head: number;
  lookaround: boolean;
}

/** Scans `source`, calling `onAlt` at each `|` and `onClose` at each `)`, with the group stack. */
function scan(
  source: string,
  visit: {
    alt?: (i: number, depth: number) => void;
    close?: (g: Group, i: number, depth: number) => void;
  },
): void {
  const stack: Group[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') {
      const m = /^\((\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>))?/.exec(source.slice(i, i + 40))!;
      stack.push({ open: i, head: m[0].length, lookaround: /^\(\?(?:[=!]|<[=!])/.test(m[0]) });
    } else if (ch === ')') {
      const g = stack.pop();
      if (g === undefined) throw new Error(`unbalanced ) at ${i} in /${source}/`);
      visit.close?.(g, i, stack.length);
    } else if (ch === '|') visit.alt?.(i, stack.length);
  }
  if (stack.length > 0 || inClass) throw new Error(`unbalanced pattern /${source}/`);
}

/** The top-level alternatives of a pattern. */
function alternatives(source: string): string[] {
  const cuts: number[] = [];
  scan(source, { alt: (i, depth) => depth === 0 && cuts.push(i) });
  const out: string[] = [];
  let from = 0;
  for (const cut of [...cuts, source.length]) {
    out.push(source.slice(from, cut));
    from = cut + 1;
  }
  return out;
}

/** The pattern with its outermost lookarounds removed, and their bodies. */
function withoutLookarounds(source: string): Piece {
  const spans: Array<[number, number]> = [];
  scan(source, {
    close: (g, i) => {
      if (!g.lookaround) return;
      // Keep only outermost spans: drop any span nested inside this one.
      while (spans.length > 0 && spans[spans.length - 1]![0] > g.open) spans.pop();
      spans.push([g.open, i + 1]);
    },
  });
  let rest = '';
  let from = 0;
  const lookarounds: string[] = [];
  for (const [a, b] of spans) {
    rest += source.slice(from, a);
    lookarounds.push(source.slice(a + /^\(\?<?[=!]/.exec(source.slice(a))![0].length, b - 1));
    from = b;
  }
  rest += source.slice(from);
  return { source: rest, lookarounds };
}

/** True when every quantifier in the pattern is bounded (`?`, `{n}`, `{n,m}`): it matches at most a bounded length. */
export function boundedLength(source: string): boolean {
  return !hasUnboundedQuantifier(source);
}

/** True when the pattern has a `*`, `+` or `{n,}` (outside character classes). */
export function hasUnboundedQuantifier(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '*' || ch === '+') return true;
    else if (ch === '{' && /^\{\d+,\}/.test(source.slice(i, i + 12))) return true;
  }
  return false;
}

/** One character atom (`a`, `\\.`, `\\s`, `[^"]`) as a pattern for its complement, or null. */
function complement(atom: string): string | null {
  const classEscape = /^\\([dswDSW])$/.exec(atom);
  if (classEscape)
    return `\\${classEscape[1] === classEscape[1]!.toLowerCase() ? classEscape[1]!.toUpperCase() : classEscape[1]!.toLowerCase()}`;
  if (
    /^\\(?:[^\w]|[nrtfv0]|x[\da-fA-F]{2}|u[\da-fA-F]{4})$/.test(atom) ||
    /^[^\\[\]()|*+?{}^$.]$/.test(atom)
  )
    return `[^${atom}]`;
  const cls = /^\[(\^?)((?:\\.|[^\]\\])+)\]$/.exec(atom);
  if (cls) return cls[1] === '^' ? `[${cls[2]}]` : `[^${cls[2]}]`;
  return null;
}

/**
 * A pattern that opens with `(?<!X)` (X one character) is searched from the starts not preceded by X; for the
 * checker that is `(?:^|[^X])`, which keeps the restriction (and so the linearity it buys) without lookbehind.
 */
function leadingLookbehind(source: string): string {
  const m =
    /^\(\?<!((?:\\x[\da-fA-F]{2}|\\u[\da-fA-F]{4}|\\.|\[(?:\\.|[^\]\\])+\]|[^\\[\]()|*+?{}]))\)/.exec(
      source,
    );
  if (m === null) return source;
  const other = complement(m[1]!);
  return other === null ? source : `(?:^|${other})${source.slice(m[0].length)}`;
}

/** The pieces the checker judges for one pattern. */
export function piecesOf(source: string): Piece[] {
  return alternatives(source).map((alt) => withoutLookarounds(leadingLookbehind(alt)));
}
