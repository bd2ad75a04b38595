/**
 * Reading the case text: sentence-level pattern matches with negation ("denied loss of consciousness",
 * "no sutures were needed"). Pure; used by the rules provider's factor analyses.
 */
import { NON_FINAL } from '../language/index.ts';
import type { RecordabilityCase } from './schema.ts';

export interface Source {
  /** Where the text came from, e.g. `incident description`, `clinician statement`, `treatment entry 2`. */
  label: string;
  text: string;
}

export interface Mention {
  source: string;
  /** The matched words only (never the whole sentence: prose must not echo case text at length). */
  match: string;
  sentence: string;
  negated: boolean;
}

/** Every free-text field of the case, labelled. */
export function caseSources(c: RecordabilityCase): Source[] {
  const out: Source[] = [
    { label: 'incident description', text: c.incident.description },
    { label: 'injury description', text: c.injury.description },
  ];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') out.push({ label, text: value });
  };
  add('activity at time', c.incident.activity_at_time);
  add('diagnosis', c.injury.diagnosis);
  for (const [i, entry] of (c.treatment?.provided ?? []).entries())
    add(`treatment entry ${i + 1}`, entry);
  for (const s of c.statements ?? []) add(`${s.source.replace('_', ' ')} statement`, s.text);
  return out;
}

/** Sources limited to a subset of labels' prefixes. */
export function only(sources: Source[], ...prefixes: string[]): Source[] {
  return sources.filter((s) => prefixes.some((p) => s.label.startsWith(p)));
}

/**
 * A sentence ends at ".", "!", "?" or ";" before a capital, a digit or a quote; notes typed in lower case also end
 * one before a lower-case word ("no fracture on xray. wrote him off work ..."), unless the period closes an
 * abbreviation ("approx. 2 hrs", "pt. states", "dr. said": CLOSES_NO_SENTENCE).
 */
const SENTENCE_BREAK =
  /(?<=[.!?;])\s+(?=[A-Z0-9"'(])|(?<lower>(?<=[a-z0-9)]{2}[.!?])[ \t]+(?=[a-z]))|;\s+|\n+/g;
/** The word a period closes, at the end of the text before a lower-case break. */
const CLOSED_WORD = /\b([a-z]{1,10})\.$/;
/** The language layer's non-final abbreviations, and the shorthand of units and notes written with a period. */
const CLOSES_NO_SENTENCE: ReadonlySet<string> = new Set([
  ...NON_FINAL,
  'apt',
  'drs',
  'etc',
  'pts',
  'no',
  'nos',
  'min',
  'mins',
  'hr',
  'hrs',
  'lb',
  'lbs',
  'oz',
  'ft',
  'sq',
  'wk',
  'wks',
  'yr',
  'yrs',
  'mo',
  'mos',
  'est',
  'ext',
  'jr',
  'sr',
  'inc',
  'co',
  'corp',
  'rt',
  'lt',
  'bilat',
  'dx',
  'tx',
  'rx',
  'hx',
  'sx',
  'fx',
  'ca',
  'al',
  'eval',
  'temp',
  'prn',
]);

const closesAbbreviation = (text: string, at: number): boolean => {
  const word = CLOSED_WORD.exec(text.slice(Math.max(0, at - 12), at))?.[1];
  return word !== undefined && CLOSES_NO_SENTENCE.has(word);
};

/** Splits on sentence ends and semicolons; keeps abbreviations like `e.g.` together well enough for cues. */
export function sentences(text: string): string[] {
  return sentenceSpans(text).map((s) => s.sentence);
}

/** The sentences of `text` with where each starts (each a verbatim, trimmed substring of `text`). */
export function sentenceSpans(text: string): Array<{ sentence: string; start: number }> {
  const out: Array<{ sentence: string; start: number }> = [];
  let from = 0;
  const push = (to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const sentence = raw.trim();
    if (sentence !== '') out.push({ sentence, start: from + lead });
  };
  for (const m of text.matchAll(SENTENCE_BREAK)) {
    if (m.groups?.lower !== undefined && closesAbbreviation(text, m.index)) continue;
    push(m.index);
    from = m.index + m[0].length;
  }
  push(text.length);
  return out;
}

const NEGATION_BEFORE =
  /\b(no|not|nobody|denie[sd]|deny|denying|without|never|negative for|neg(\.)? for|free of|absence of|none|nor|neither|did ?n[o']?t|does ?n[o']?t|was ?n[o']?t|were ?n[o']?t|is ?n[o']?t|no signs? of|no evidence of|rule[ds]? out)\b/gi;
const CONTRAST = /\b(but|however|although|though|yet|except|whereas)\b/gi;
/** No contrast word (here or in a reader's own rules) is longer than this. */
const CONTRAST_WORD_MAX = 16;
const NEGATION_AFTER =
  /^[\s,:-]{0,3}((was |were |is |are )?(ruled out|negative|absent|not (found|seen|present|indicated|needed|required|given|prescribed|applied|used|necessary))|(nothing|none)\b)/i;
/**
 * What a negated list may end with: "no sutures, staples or glue needed". The item ends at the white space
 * before it; that run is walked back in code, as `\s+` here would retry every start inside a long run.
 */
const LIST_TAIL =
  /\s((was|were|is|are) )?(needed|required|noted|reported|indicated|observed|seen|found|given|present|necessary|used)\b/i;
const CLAUSE_WORD =
  /\d|\b\w{3,}ed\b|\b(broken|given|taken|swollen|written|bitten|torn|done|put|sent|seen|only|just|instead|then|but)\b/i;

/** End of the last negation word in `before`, or -1. */
function lastNegatorEnd(before: string, negators: RegExp): number {
  let end = -1;
  for (const m of before.matchAll(new RegExp(negators.source, 'gi'))) end = m.index + m[0].length;
  return end;
}

/**
 * Whether a negation ending at `negEnd` reaches the term at [index, index + length). Across a comma it reaches
 * only a bare list item ("no swelling, deformity or fracture", "denies HA, N/V, LOC"), never a new clause
 * ("denies LOC, 4 sutures placed", "no LOC, fractured wrist", "no sutures, Steri-Strips applied").
 */
function negationReaches(sentence: string, negEnd: number, index: number, length: number): boolean {
  const between = sentence.slice(negEnd, index);
  // A negator inside a parenthesis does not reach past it ("(shop closed, he wasnt scheduled) ... his own trailer").
  if (between.includes(')')) return false;
  const comma = between.lastIndexOf(',');
  if (comma < 0) return true;
  const after = sentence.slice(index + length);
  const stop = after.search(/[,;.]|\s(or|and|nor)\s/i);
  const pieces = between.slice(comma + 1).split(/\s(?:or|nor)\s/i);
  // After "or"/"nor" the item is a list item even when it is a participle ("no fracture or ruptured eardrum").
  const joined = pieces.length > 1;
  const prefix = (pieces.pop() ?? '').split(/\sand\s/i).pop() ?? '';
  const upToStop = stop < 0 ? after : after.slice(0, stop);
  let tail = upToStop.search(LIST_TAIL);
  while (tail > 0 && /\s/.test(upToStop[tail - 1]!)) tail--;
  const suffix = tail < 0 ? upToStop : upToStop.slice(0, tail);
  const item = `${prefix}${sentence.slice(index, index + length)}${suffix}`.trim();
  return item.split(/\s+/).length <= 3 && !(joined ? /\d/ : CLAUSE_WORD).test(item);
}

/** How a reader decides negation: negators before the match (back to a contrast word), or a negating tail. */
export interface NegationRules {
  before: RegExp;
  /** Contrast words that end a negation's reach; none longer than 16 characters. */
  contrast: RegExp;
  after: RegExp;
  /** Characters looked back for a negator, and forward for a negating tail. */
  lookBack: number;
  lookAhead: number;
}

export const NEGATION: NegationRules = {
  before: NEGATION_BEFORE,
  contrast: CONTRAST,
  after: NEGATION_AFTER,
  lookBack: 60,
  lookAhead: 40,
};

/** Whether the match at `index` in `sentence` is negated under `rules` ("denies LOC", "sutures were not needed"). */
export function isNegatedBy(
  rules: NegationRules,
  sentence: string,
  index: number,
  length: number,
): boolean {
  // Only a contrast word ending inside the look-back window matters, so only that stretch is scanned (plus the
  // longest contrast word): one match costs the window, not the sentence before it.
  const from = Math.max(0, index - rules.lookBack - CONTRAST_WORD_MAX);
  let cut = 0;
  for (const m of sentence.slice(from, index).matchAll(rules.contrast))
    cut = from + m.index + m[0].length;
  const windowStart = Math.max(cut, index - rules.lookBack);
  const negEnd = lastNegatorEnd(sentence.slice(windowStart, index), rules.before);
  if (negEnd >= 0 && negationReaches(sentence, windowStart + negEnd, index, length)) return true;
  return rules.after.test(sentence.slice(index + length, index + length + rules.lookAhead));
}

/**
 * Whether a pattern can match inside a sentence only where it matches in the whole text: true without anchors
 * and lookarounds (any `^` or `$` counts), the only parts that see a sentence's edges (split at white space).
 */
export function sentenceLocal(pattern: RegExp): boolean {
  return !/[$^]|\(\?<?[=!]/.test(pattern.source);
}

/**
 * Calls `each` for every match of the global regex `re` in `text`, like `matchAll` without copying the regex
 * for each call (a case of thousands of short sentences makes that copy the main cost).
 */
export function forEachMatch(re: RegExp, text: string, each: (m: RegExpExecArray) => void): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0] === '') re.lastIndex++;
    each(m);
  }
}

/** All matches of `pattern` (case-insensitive; give it no flags) across the sources. */
export function findMentions(sources: Source[], pattern: RegExp): Mention[] {
  const re = new RegExp(pattern.source, 'gi');
  const probe = sentenceLocal(pattern) ? new RegExp(pattern.source, 'i') : null;
  const out: Mention[] = [];
  for (const source of sources) {
    // One scan of the whole text rules out every sentence of a text the pattern does not match at all.
    if (probe !== null && !probe.test(source.text)) continue;
    for (const sentence of sentences(source.text)) {
      forEachMatch(re, sentence, (m) => {
        out.push({
          source: source.label,
          match: m[0],
          sentence,
          negated: isNegatedBy(NEGATION, sentence, m.index, m[0].length),
        });
      });
    }
  }
  return out;
}

export type Evidence = 'affirmed' | 'negated' | 'absent';

/** Affirmed when any mention is not negated; negated when every mention is; absent when none. */
function evidenceOf(mentions: Mention[]): Evidence {
  if (mentions.length === 0) return 'absent';
  return mentions.some((m) => !m.negated) ? 'affirmed' : 'negated';
}

export function check(
  sources: Source[],
  pattern: RegExp,
): { evidence: Evidence; mentions: Mention[] } {
  const mentions = findMentions(sources, pattern);
  return { evidence: evidenceOf(mentions), mentions };
}

/** Longest quotation of case text in generated prose. */
export const EXCERPT_MAX = 120;

/** `text` as quoted in prose: at most EXCERPT_MAX characters, an ellipsis marking a cut. */
export function excerpt(text: string, max = EXCERPT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Short, identifier-free pointer to where a cue was found: `"sutures" (treatment entry 1)`. */
export function where(mentions: ReadonlyArray<Pick<Mention, 'match' | 'source'>>): string {
  const seen = new Set<string>();
  for (const m of mentions) seen.add(`"${excerpt(m.match.toLowerCase())}" (${m.source})`);
  return [...seen].slice(0, 3).join(', ');
}
