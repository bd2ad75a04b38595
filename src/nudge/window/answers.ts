/**
 * Answer detectors by expected answer type: what kind of answer a turn gives, read once per turn with src/language
 * (numbers and units in words, 0-10 ratings after fillers, phrase data in answer-cues.ts). A detector says whether
 * the turn holds a *specific* answer of that type; vague amounts ("a few", "some days", "a while") and hedges
 * ("kinda") are partial answers (spec rule 3: partial information is `false`).
 */
import {
  type Doc,
  type Match,
  type NumberMention,
  numbersIn,
  readRating,
  type Span,
  type Token,
} from '../../language/index.ts';
import type { AnswerType } from '../intent/schema.ts';
import { ACKNOWLEDGEMENTS, DURATION_UNITS, TIMES_UNITS } from './answer-cues.ts';

export type SideValue = 'left' | 'right' | 'both';

/** What one turn answers, by type. */
export interface AnswerFacts {
  /** A current 0-10 rating (not a past or peak one: "it was an eight last week", "at its worst a nine"). */
  scale: boolean;
  /** A bare 0-10 value that is a rating only in reply to a rating question ("eight", "its at a six right now"). */
  bareNumber: boolean;
  /** A rating said the way an unasked one is: with an article or against ten ("it's like an eight", "a six out of ten"). */
  statedRating: boolean;
  duration: boolean;
  quantity: boolean;
  frequency: boolean;
  date: boolean;
  /** The sides the turn names ("the left one", "both hands", "lefty"). */
  sides: ReadonlySet<SideValue>;
  /** Body sites named (the phrase key's matched text, lower-cased). */
  sites: ReadonlySet<string>;
  /** Opens with, or is, yes or no. */
  polar: 'yes' | 'no' | null;
  /** "I don't know", "I'd have to ask", "we'll see". */
  nonAnswer: boolean;
  /** Vague amounts, times or frequencies ("a few", "some days", "a while"). */
  vague: boolean;
  /** Hedges ("kinda", "I think so"). */
  hedged: boolean;
  /** Accepts what was proposed ("okay, sounds good"). */
  accepts: boolean;
  /** Says how something is ("not great", "fine", "better"). */
  evaluative: boolean;
  /** Names something of its own (a topic of the vocabulary): "tylenol" answers "any meds for it". */
  named: boolean;
  /** Speaks of a past time or a peak ("last visit", "yesterday", "at its worst"). */
  past: boolean;
  /** Content words beyond acknowledgements and fillers. */
  content: number;
}

/** The words between a number and its unit that make it a rate ("ten a day", "two per shift"). */
const RATE = /\b(a|an|per|each|every)\s*$/i;

/** Number texts that are vague on their own ("a few minutes" is not a duration). */
const VAGUE_NUMBERS: ReadonlySet<string> = new Set(['a few', 'few', 'several']);

const specific = (n: NumberMention) => !VAGUE_NUMBERS.has(n.text.toLowerCase());

/** Words after "right"/"left" that make it a direction or a time, not a side. */
const NOT_SIDE_AFTER: ReadonlySet<string> = new Set([
  'now',
  'away',
  'here',
  'there',
  'after',
  'before',
  'around',
  'back',
  'then',
  'when',
  'about',
  'at',
  'off',
  'on',
  'in',
  'over',
  'under',
  'behind',
  'early',
  'work',
  'the',
  'it',
  'me',
  'him',
  'her',
]);
const SIDE_BEFORE: ReadonlySet<string> = new Set([
  'the',
  'my',
  'your',
  'his',
  'her',
  'their',
  'on',
  'to',
  'in',
  'of',
]);

/** "the right", "on the left", "left one": plain side words where they name a side. */
function plainSides(doc: Doc, span: Span): SideValue[] {
  const out: SideValue[] = [];
  const tokens = doc.tokens.slice(span.tokenStart, span.tokenEnd).filter((t) => !t.filler);
  tokens.forEach((t, i) => {
    if (t.normal !== 'left' && t.normal !== 'right') return;
    const prev = tokens[i - 1]?.normal ?? '';
    const next = tokens[i + 1];
    const ends = next === undefined || next.kind === 'punct' || next.sentence !== t.sentence;
    if (SIDE_BEFORE.has(prev) && (ends || !NOT_SIDE_AFTER.has(next.normal))) out.push(t.normal);
  });
  return out;
}

function sidesOf(doc: Doc, span: Span, matches: readonly Match[]): Set<SideValue> {
  const sides = new Set<SideValue>(plainSides(doc, span));
  for (const m of matches) {
    if (m.key !== 'side') continue;
    const text = m.text.toLowerCase();
    if (text.startsWith('left') || text === 'lefty') sides.add('left');
    else if (text.startsWith('right') || text === 'righty') sides.add('right');
    else sides.add('both');
  }
  return sides;
}

/** Words that open as an interpreter's rendering: "he says ...", "she said ...". */
export function opensAsRendering(words: readonly Token[]): boolean {
  return (
    ['he', 'she', 'they'].includes(words[0]?.normal ?? '') &&
    ['say', 'said'].includes(words[1]?.lemma ?? '')
  );
}

/** The phrase matches and numbers of a parsed turn, found once and shared by its sentences. */
export interface AnswerScan {
  doc: Doc;
  matches: readonly Match[];
  numbers: readonly NumberMention[];
}

/** `matches`: the answer phrases (answer-cues.ts) found in `doc`. */
export function scanAnswers(doc: Doc, matches: readonly Match[]): AnswerScan {
  return { doc, matches, numbers: numbersIn(doc).filter(specific) };
}

const within = (span: Span) => (x: Span) =>
  x.tokenStart >= span.tokenStart && x.tokenEnd <= span.tokenEnd;

/** Reads the answers a span of a scanned turn gives (a sentence, or the whole turn). */
export function answerFactsOf(
  scan: AnswerScan,
  span: Span = { tokenStart: 0, tokenEnd: scan.doc.tokens.length },
): AnswerFacts {
  const { doc } = scan;
  const matches = scan.matches.filter(within(span));
  const numbers = scan.numbers.filter(within(span));
  const keys = new Set(matches.map((m) => m.key));
  // "ten a day", "two per shift": a rate per period, not how long.
  const timed = numbers.some(
    (n) =>
      n.unit !== undefined &&
      DURATION_UNITS.has(n.unit.name) &&
      !RATE.test(doc.text.slice(n.end, n.unit.start)),
  );
  const times = numbers.some((n) => n.unit !== undefined && TIMES_UNITS.has(n.unit.name));
  const words = doc.tokens
    .slice(span.tokenStart, span.tokenEnd)
    .filter((t) => !t.filler && (t.kind === 'word' || t.kind === 'number'));
  // "i do" inside "i do not ...": a no at the same words wins over the yes it contains.
  const covers = (x: Match, m: Match) =>
    x.tokenStart <= m.tokenStart &&
    x.tokenEnd >= m.tokenEnd &&
    x.tokenEnd - x.tokenStart > m.tokenEnd - m.tokenStart;
  const first = matches.find(
    (m) =>
      m.key === 'no' || (m.key === 'yes' && !matches.some((x) => x.key === 'no' && covers(x, m))),
  );
  // A yes or no opens the reply ("yeah a couple times", "back no never"), not one said in passing ("left hand no use").
  // An interpreter's rendering opens after "he says": "he says no it stays in the neck".
  const lead = opensAsRendering(words) ? 2 : 0;
  const opening =
    first !== undefined && words.slice(lead, lead + 2).some((w) => w.index === first.tokenStart);
  return {
    scale: numbers.some((n) => isRating(doc, n) && !notNow(n, matches)),
    bareNumber: numbers.some((n) => bareRating(doc, n) && !notNow(n, matches)),
    statedRating: numbers.some(
      (n) =>
        isRating(doc, n) &&
        !notNow(n, matches) &&
        Number.isInteger(n.value) &&
        (n.unit?.name === '/10' || ARTICLES.has(before(doc, n))),
    ),
    duration: timed || keys.has('whole') || sinceSomething(doc, span),
    // "its a lot, like the whole shift": the vague amount says the whole is a manner of speaking, not a count.
    quantity: numbers.length > 0 || (keys.has('whole') && !keys.has('vague')),
    frequency: keys.has('frequency') || times,
    date: keys.has('date') || numbers.some((n, i) => clockOrDue(doc, n, numbers[i + 1])),
    sides: sidesOf(doc, span, matches),
    sites: new Set(matches.filter((m) => m.key === 'site').map((m) => m.text.toLowerCase())),
    polar: opening || words.length <= 3 ? ((first?.key as 'yes' | 'no' | undefined) ?? null) : null,
    nonAnswer: keys.has('nonAnswer') || notKnowing(doc, span),
    vague: keys.has('vague'),
    hedged: keys.has('hedge'),
    accepts: keys.has('accept') || first?.key === 'yes',
    evaluative: keys.has('evaluative'),
    named: false,
    past: keys.has('notNow'),
    content: words.filter((w) => !ACKNOWLEDGEMENTS.has(w.normal)).length,
  };
}

/** Verbs of knowing: negated after a first-person subject they deflect ("i dont really know", "we never found out"). */
const KNOWING: ReadonlySet<string> = new Set([
  'know',
  'remember',
  'recall',
  'sure',
  'certain',
  'idea',
  // "i never counted", "we dont keep track": no number to give.
  'count',
  'track',
  'notice',
]);
export const NEGATORS: ReadonlySet<string> = new Set(['not', 'never', 'no']);
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', 'we', 'he', 'she', 'they']);

/**
 * A deflection read from structure, not a phrase list: a verb of knowing with a negation up to three words before
 * it, and a subject before that ("i dont really know", "she doesnt remember", "i have no idea").
 */
function notKnowing(doc: Doc, span: Span): boolean {
  for (let i = span.tokenStart; i < span.tokenEnd; i++) {
    if (!KNOWING.has(doc.tokens[i]!.lemma)) continue;
    for (let k = i - 1; k >= Math.max(span.tokenStart, i - 4); k--) {
      if (!NEGATORS.has(doc.tokens[k]!.normal)) continue;
      for (let j = k - 1; j >= Math.max(span.tokenStart, k - 3); j--)
        if (FIRST_PERSON.has(doc.tokens[j]!.normal)) return true;
    }
  }
  return false;
}

const CALENDAR_UNITS: ReadonlySet<string> = new Set(['day', 'week', 'month', 'year']);

/** "in two weeks" (a due date), "ten thirty", "at eight" (a clock time). */
function clockOrDue(doc: Doc, n: NumberMention, next: NumberMention | undefined): boolean {
  let k = n.tokenStart - 1;
  while (k >= 0 && doc.tokens[k]!.filler) k--;
  const before = doc.tokens[k]?.normal;
  if (n.unit !== undefined) return before === 'in' && CALENDAR_UNITS.has(n.unit.name);
  if (n.value < 1 || n.value > 12 || n.high !== undefined) return false;
  const clockMinutes =
    next !== undefined && next.tokenStart === n.tokenEnd && next.value % 5 === 0 && next.value < 60;
  return clockMinutes || before === 'at';
}

/**
 * A 0-10 rating for this number: the language layer's ("seven out of ten", "like a six"; not "two advil", "at
 * three"), or a value after an article with a time word after it, which that rule reads as a count ("about an
 * eight today").
 */
function isRating(doc: Doc, n: NumberMention): boolean {
  let known = ratings.get(n);
  if (known === undefined) {
    known = readsAsRating(doc, n);
    ratings.set(n, known);
  }
  return known;
}

/** Per number mention (shared by a turn's sentences and the turn as a whole): read once. */
const ratings = new WeakMap<NumberMention, boolean>();

function readsAsRating(doc: Doc, n: NumberMention): boolean {
  if (n.ordinal || (n.high ?? n.value) > 10) return false;
  if (n.unit?.name === '/10') return true;
  return (
    n.unit === undefined &&
    (readRating(doc, n) !== undefined || (ARTICLES.has(before(doc, n)) && bareRating(doc, n)))
  );
}

const ARTICLES: ReadonlySet<string> = new Set(['a', 'an']);

/** The word before a number, past fillers ("like a, uh, seven": "a"). */
function before(doc: Doc, n: NumberMention): string {
  let k = n.tokenStart - 1;
  while (k >= 0 && (doc.tokens[k]!.filler || doc.tokens[k]!.kind === 'punct')) k--;
  return doc.tokens[k]?.normal ?? '';
}

/** Words that may follow a bare 0-10 value in a reply ("six right now", "five maybe", "eight or so"). */
const AFTER_RATING: ReadonlySet<string> = new Set([
  'right',
  'now',
  'today',
  'tonight',
  'maybe',
  'probably',
  'or',
  'i',
  'honestly',
  'when',
  'with',
  'after',
  'but',
  'and',
  'so',
  'ish',
  'out',
  'outta',
  'lately',
  'yeah',
  'okay',
  'its',
  'it',
  'id',
  'would',
]);

/**
 * A 0-10 value with no unit that the language layer's stricter rule does not take, said as a reply: "eight"
 * (alone), "its at a six right now". A count of something ("two advil") is followed by what it counts; a clock
 * time follows "at" with nothing after it.
 */
function bareRating(doc: Doc, n: NumberMention): boolean {
  if (n.unit !== undefined || n.ordinal || (n.high ?? n.value) > 10) return false;
  let k = n.tokenEnd;
  while (k < doc.tokens.length && doc.tokens[k]!.filler) k++;
  const next = doc.tokens[k];
  return (
    next === undefined ||
    next.kind === 'punct' ||
    next.sentence !== doc.tokens[n.tokenStart]!.sentence ||
    AFTER_RATING.has(next.normal)
  );
}

/** A past or peak value: a "not now" cue up to six words before the number or three after it. */
function notNow(n: NumberMention, matches: readonly Match[]): boolean {
  return matches.some(
    (m) =>
      m.key === 'notNow' &&
      m.sentence === n.sentence &&
      ((m.tokenEnd <= n.tokenStart && n.tokenStart - m.tokenEnd <= 6) ||
        (m.tokenStart >= n.tokenEnd && m.tokenStart - n.tokenEnd <= 3)),
  );
}

/** "since thursday", "since the accident": a duration given by its start. */
function sinceSomething(doc: Doc, span: Span): boolean {
  for (let i = span.tokenStart; i < span.tokenEnd - 1; i++) {
    const next = doc.tokens[i + 1]!;
    if (doc.tokens[i]!.normal === 'since' && (next.kind === 'word' || next.kind === 'number'))
      return true;
  }
  return false;
}

/**
 * True when `facts` give a specific answer of `type`. A yes/no question is answered by a yes or no, or by a
 * statement with content that is not only a hedge; a description by any content that is not a non-answer.
 */
export function answers(type: AnswerType, facts: AnswerFacts): boolean {
  if (facts.nonAnswer && facts.content <= 6) return false;
  switch (type) {
    case 'scale':
      return facts.scale;
    case 'duration':
      return facts.duration;
    case 'quantity':
      return facts.quantity;
    case 'frequency':
      return facts.frequency;
    case 'date':
      // "two days after I started the pills", "since thursday": a time given relative to now or to an event. A
      // hedged past time or length of time is an estimate ("couple months maybe, since the new planer went in"); a
      // hedged date ahead is no date yet ("maybe end of the month but we'll see"), nor a vague one ("a while ago").
      return (
        (facts.date || facts.duration) &&
        !(facts.hedged && (facts.vague || !(facts.past || facts.duration)))
      );
    case 'side':
      return facts.sides.size > 0;
    case 'body_site':
      return facts.sites.size > 0;
    case 'yes_no':
      return (
        facts.polar !== null ||
        facts.evaluative ||
        (facts.content >= 2 && !(facts.hedged && facts.content <= 4))
      );
    case 'description':
      return (
        facts.evaluative ||
        (facts.content >= 2 && (!(facts.vague && facts.content <= 3) || facts.polar !== null)) ||
        (facts.content === 1 && facts.named)
      );
    case 'none':
      return true;
  }
}
