/**
 * Phrase matching as data. A phrase set maps a key to patterns; a pattern is words separated by spaces:
 *   suture        a term whose normal form or lemma is "suture" ("suture", "sutured", "sutures"); write
 *                 base forms: the pattern word itself is not lemmatised, so matching stays predictable
 *   sutur*        any word whose normal form or lemma starts with "sutur"
 *   day|days      alternatives for one word
 *   very?         an optional word (also "a|the?")
 *   =ruled        this exact normal form, no lemma ("=ruled out" is not "rule out")
 *   LOC, f/u      abbreviations are read as their long form, as in the text ("LOC" = "loss of consciousness")
 *   steri-strip   hyphenated words are their parts, so "steri strip" matches "steri-strips" too
 * Patterns compile to fixed word sequences (optional words and multi-word alternatives expand), indexed
 * by first word, so matching is one pass over the terms with no backtracking: linear in text length.
 */
import { lookupAbbreviation } from './abbreviations.ts';
import type { Doc, Span } from './doc.ts';
import type { Term } from './terms.ts';
import { termsOf, wordsOf } from './terms.ts';

/** Source form of a phrase set: key -> patterns. */
export type PhraseSpec = Readonly<Record<string, readonly string[]>>;

interface Step {
  /** Matches a term whose normal form or lemma is one of these. */
  words: ReadonlySet<string>;
  /** Matches a term whose normal form is one of these. */
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
}

interface Sequence {
  key: string;
  pattern: string;
  steps: readonly Step[];
}

/** A compiled phrase set (build once at module load with {@link compilePhrases}, reuse for every doc). */
export interface PhraseSet {
  readonly byFirst: ReadonlyMap<string, readonly Sequence[]>;
  /** Sequences whose first word is a prefix pattern, indexed by the prefix's first PREFIX_HEAD letters. */
  readonly byPrefix: ReadonlyMap<string, readonly Sequence[]>;
  /** Sequences whose first word is a prefix shorter than PREFIX_HEAD letters: tried at every term. */
  readonly everywhere: readonly Sequence[];
}

/** Prefix patterns are indexed by this many leading letters, so a term only tries the few that can match it. */
const PREFIX_HEAD = 3;

export interface Match extends Span {
  key: string;
  /** The pattern that matched, as written in the spec. */
  pattern: string;
  /** Character offsets into the original text; `text` is `doc.text.slice(start, end)`. */
  start: number;
  end: number;
  text: string;
  sentence: number;
}

/** A pattern expanding to more sequences than this is a mistake in the data. */
const MAX_SEQUENCES = 256;

/** Compiles a spec; throws on an empty or explosive pattern (a data error, found when the module loads). */
export function compilePhrases(spec: PhraseSpec): PhraseSet {
  const byFirst = new Map<string, Sequence[]>();
  const byPrefix = new Map<string, Sequence[]>();
  const everywhere: Sequence[] = [];
  const add = (map: Map<string, Sequence[]>, k: string, seq: Sequence) => {
    const list = map.get(k);
    if (list === undefined) map.set(k, [seq]);
    else if (!list.includes(seq)) list.push(seq);
  };
  for (const [key, patterns] of Object.entries(spec)) {
    for (const pattern of patterns) {
      for (const steps of expandPattern(pattern)) {
        const seq: Sequence = { key, pattern, steps };
        const first = steps[0]!;
        if (first.prefixes.some((p) => p.length < PREFIX_HEAD)) everywhere.push(seq);
        else for (const p of first.prefixes) add(byPrefix, p.slice(0, PREFIX_HEAD), seq);
        for (const w of new Set([...first.words, ...first.exact])) add(byFirst, w, seq);
      }
    }
  }
  return { byFirst, byPrefix, everywhere };
}

/** A pattern's fixed step sequences. */
function expandPattern(pattern: string): Step[][] {
  let sequences: Step[][] = [[]];
  for (const word of pattern.trim().split(/\s+/)) {
    const optional = word.endsWith('?');
    const options = wordOptions(optional ? word.slice(0, -1) : word);
    if (optional) options.push([]);
    sequences = sequences.flatMap((seq) => options.map((o) => [...seq, ...o]));
    if (sequences.length > MAX_SEQUENCES)
      throw new Error(`language: pattern "${pattern}" expands to too many sequences`);
  }
  sequences = sequences.filter((s) => s.length > 0);
  if (sequences.length === 0) throw new Error(`language: pattern "${pattern}" matches nothing`);
  return sequences;
}

/** One pattern word's ways to match: a single step, or a sequence for each multi-word alternative. */
function wordOptions(word: string): Step[][] {
  const words = new Set<string>();
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const sequences: Step[][] = [];
  for (const alt of word.split('|').filter((a) => a !== '')) {
    if (alt.endsWith('*') && alt.length > 1) {
      prefixes.push(alt.slice(0, -1).toLowerCase());
      continue;
    }
    const isExact = alt.startsWith('=');
    const literal = isExact ? alt.slice(1) : alt;
    const expansion = lookupAbbreviation(literal)?.long.split(' ');
    const lower = literal.toLowerCase();
    const parts = expansion ?? wordsOf(lower, lower).map((w) => w.normal);
    const steps = parts.map((w) => ({
      words: isExact ? new Set<string>() : new Set([w]),
      exact: isExact ? new Set([w]) : new Set<string>(),
      prefixes: [],
    }));
    if (steps.length === 1) {
      for (const w of steps[0]!.words) words.add(w);
      for (const w of steps[0]!.exact) exact.add(w);
    } else sequences.push(steps);
  }
  return [
    ...(words.size + exact.size + prefixes.length > 0 ? [[{ words, exact, prefixes }]] : []),
    ...sequences,
  ];
}

function stepMatches(step: Step, term: Term): boolean {
  return (
    step.exact.has(term.normal) ||
    step.words.has(term.normal) ||
    step.words.has(term.lemma) ||
    step.prefixes.some((p) => term.normal.startsWith(p) || term.lemma.startsWith(p))
  );
}

/**
 * Every match of the set in `doc`, in text order. Within one key, matches do not overlap: the leftmost,
 * then longest, wins. A match never crosses a sentence end.
 */
export function findPhrases(doc: Doc, set: PhraseSet): Match[] {
  const terms = termsOf(doc);
  const out: Match[] = [];
  const keyEnd = new Map<string, number>();
  for (let p = 0; p < terms.length; p++) {
    const term = terms[p]!;
    // Candidate lists may share a sequence (a word and its lemma): trying one twice changes nothing.
    const lists = [
      set.byFirst.get(term.normal),
      term.lemma === term.normal ? undefined : set.byFirst.get(term.lemma),
      set.byPrefix.get(term.normal.slice(0, PREFIX_HEAD)),
      term.lemma === term.normal ? undefined : set.byPrefix.get(term.lemma.slice(0, PREFIX_HEAD)),
      set.everywhere,
    ];
    let best: Map<string, { q: number; pattern: string }> | undefined;
    for (const list of lists) {
      if (list === undefined) continue;
      for (const seq of list) {
        const q = matchAt(terms, p, seq.steps);
        if (q <= 0 || q <= (best?.get(seq.key)?.q ?? 0)) continue;
        best ??= new Map();
        best.set(seq.key, { q, pattern: seq.pattern });
      }
    }
    if (best === undefined) continue;
    for (const [key, { q, pattern }] of best) {
      const tokenStart = term.token;
      if (tokenStart < (keyEnd.get(key) ?? 0)) continue;
      const tokenEnd = terms[q - 1]!.token + 1;
      const start = doc.tokens[tokenStart]!.start;
      const end = doc.tokens[tokenEnd - 1]!.end;
      out.push({
        key,
        pattern,
        tokenStart,
        tokenEnd,
        start,
        end,
        text: doc.text.slice(start, end),
        sentence: term.sentence,
      });
      keyEnd.set(key, tokenEnd);
    }
  }
  return out;
}

/** End (exclusive term index) of `steps` matched from term `p`, or -1. */
function matchAt(terms: readonly Term[], p: number, steps: readonly Step[]): number {
  const sentence = terms[p]!.sentence;
  for (let k = 0; k < steps.length; k++) {
    const term = terms[p + k];
    if (term === undefined || term.sentence !== sentence || !stepMatches(steps[k]!, term))
      return -1;
  }
  return p + steps.length;
}
