/**
 * One turn's text, read once with src/language: per sentence, whether it asks (speech-to-text drops "?"), instructs,
 * or states a stance towards an action (done now, planned, put off, refused, decided against), the topics and
 * targets it names, and the answers it gives. A reading depends on the text only, so it is cached: a consumer
 * re-sends most of a sliding window on every call.
 */
import { analyze, compilePhrases, findPhrases, isNegated, type Doc, type Match, type PhraseSpec, type Span } from '../../language/index.ts';
import type { AnswerType, Target } from '../intent/index.ts';
import { readTarget, VOCABULARY, vocabularyMatches } from '../intent/index.ts';
import { ANSWER_SPEC } from './answer-cues.ts';
import { answerFactsOf, scanAnswers, type AnswerFacts } from './answers.ts';
import {
  NOT_A_SITE_SPEC,
  PEOPLE_SPEC,
  SPOKEN_CONTEXT_SPEC,
  SPOKEN_PRIOR_SPEC,
  SPOKEN_SETTING_SPEC,
  SPOKEN_SITE_SPEC,
  SPOKEN_TOPIC_SPEC,
} from './targets.ts';
import { AUX_OPENERS, DISCOURSE, ENGLISH, INSTRUCTION_VERBS, LEAD_SPEC, QUESTION_SPEC, STANCE_SPEC, SUBJECTS, WH_OPENERS } from './turn-cues.ts';

export type Stance = 'now' | 'today' | 'planned' | 'talk' | 'later' | 'refused' | 'unneeded' | 'done' | 'unavailable';

export interface SentenceReading extends Span {
  /** Asks something: "?", an interrogative opening or form, or a request ("tell me", "show me"). */
  question: boolean;
  /** Asks only by opening with "any"/"anything" and no "?": a reply may open that way ("anything overhead"). */
  weakQuestion: boolean;
  /** The kinds of answer the question form asks for ("zero to ten": scale, "how often": frequency). */
  asks: ReadonlySet<AnswerType>;
  /** A statement that becomes a question when a yes/no reply follows ("you had glasses on right", "diabetes"). */
  tag: boolean;
  /** Tells the patient what to do ("keep it elevated", "squeeze this", "I want you to ..."). */
  instruction: boolean;
  stances: ReadonlySet<Stance>;
  /** What the sentence is about, read with the card vocabulary (topics, contexts, side, body site, time, setting). */
  target: Target;
  /** Every body site the sentence names (the target keeps the first). */
  sites: readonly string[];
  /** Topics named only under negation ("no numbness"). */
  negated: ReadonlySet<string>;
  /** About a family member rather than the patient. */
  family: boolean;
  /** Who the sentence is about first: the speaker (`i`, `we`, "let's"), the listener (`you`), or someone else. */
  subject: 'speaker' | 'listener' | 'other';
  answers: AnswerFacts;
}

export interface TurnReading {
  sentences: readonly SentenceReading[];
  /** Topic keys named anywhere in the turn. */
  topics: ReadonlySet<string>;
  answers: AnswerFacts;
  /** Mostly not English: an interpreter's other-language side. */
  foreign: boolean;
  /** Reports someone's words: "she says ...", "he says ...". */
  rendering: boolean;
  words: number;
}

const ANY_OPENERS: ReadonlySet<string> = new Set(['any', 'anything', 'anybody', 'anyone']);
const SUBORDINATING: ReadonlySet<string> = new Set(['when', 'where', 'how', 'what', 'which']);
const PRONOUNS: ReadonlySet<string> = new Set(['i', 'you', 'he', 'she', 'we', 'they', 'it']);
const ASKED_TYPES: ReadonlySet<string> = new Set(['scale', 'frequency', 'quantity', 'duration', 'date', 'side']);

/** Every phrase set of the window reader, compiled into one so a turn is matched in one pass; keys are `set.key`. */
const SPECS: Readonly<Record<string, PhraseSpec>> = {
  answer: ANSWER_SPEC,
  question: QUESTION_SPEC,
  lead: LEAD_SPEC,
  stance: STANCE_SPEC,
  people: PEOPLE_SPEC,
  topic: SPOKEN_TOPIC_SPEC,
  context: SPOKEN_CONTEXT_SPEC,
  prior: SPOKEN_PRIOR_SPEC,
  setting: SPOKEN_SETTING_SPEC,
  measure: NOT_A_SITE_SPEC,
  site: SPOKEN_SITE_SPEC,
};
const TURN_PHRASES = compilePhrases(Object.fromEntries(Object.entries(SPECS).flatMap(([set, spec]) => Object.entries(spec).map(([key, patterns]) => [`${set}.${key}`, patterns]))));

/** The matches of one set, with their keys unprefixed. */
function ofSet(matches: readonly Match[], set: string): Match[] {
  const prefix = `${set}.`;
  return matches.filter((m) => m.key.startsWith(prefix)).map((m) => ({ ...m, key: m.key.slice(prefix.length) }));
}

const CACHE_MAX = 4096;
const cache = new Map<string, TurnReading>();

/** The reading of a turn's text (cached by text). */
export function readTurn(text: string): TurnReading {
  let reading = cache.get(text);
  if (reading === undefined) {
    reading = readText(text);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(text, reading);
  }
  return reading;
}

function readText(text: string): TurnReading {
  const doc = analyze(text);
  const all = findPhrases(doc, TURN_PHRASES);
  const scan = scanAnswers(doc, ofSet(all, 'answer'));
  const topics = [...vocabularyMatches(doc, VOCABULARY.topics), ...ofSet(all, 'topic')];
  const contexts = ofSet(all, 'context');
  const people = ofSet(all, 'people');
  const prior = ofSet(all, 'prior');
  const leisure = ofSet(all, 'setting');
  const measures = ofSet(all, 'measure');
  const sites = [...vocabularyMatches(doc, VOCABULARY.sites), ...ofSet(all, 'site')].filter((m) => !measures.some((x) => x.tokenStart <= m.tokenStart && m.tokenEnd <= x.tokenEnd));
  const stances = ofSet(all, 'stance');
  const questions = ofSet(all, 'question');
  const leads = ofSet(all, 'lead');
  const sentences = doc.sentences.map((s): SentenceReading => {
    const inside = (m: Match) => m.sentence === s.index;
    const own = topics.filter(inside);
    const affirmed = new Set(own.filter((m) => !isNegated(doc, m)).map((m) => m.key));
    const span = { tokenStart: s.tokenStart, tokenEnd: s.tokenEnd };
    const forms = questions.filter(inside);
    const ownSites = [...new Set(sites.filter(inside).map((m) => m.key))];
    const target = withSpoken(readTarget(doc, span).target, own, contexts.filter(inside), prior.some(inside), ownSites, leisure.some(inside));
    return {
      ...span,
      sites: ownSites,
      question: asks(doc, span, forms),
      weakQuestion: asks(doc, span, forms) && ANY_OPENERS.has(doc.tokens[opening(doc, span)]?.normal ?? '') && !doc.tokens.slice(span.tokenStart, span.tokenEnd).some((t) => t.text === '?'),
      asks: new Set(forms.filter((m) => ASKED_TYPES.has(m.key)).map((m) => m.key as AnswerType)),
      tag: forms.some((m) => m.key === 'tag' && m.tokenEnd >= lastWord(doc, span)),
      instruction: instructs(doc, span, leads.filter(inside)),
      stances: new Set(stances.filter(inside).map((m) => m.key as Stance)),
      target,
      negated: new Set(target.topic.filter((k) => !affirmed.has(k))),
      family: people.some(inside),
      subject: subjectOf(doc, span),
      answers: { ...answerFactsOf(scan, span), named: target.topic.length > 0 },
    };
  });
  const words = doc.tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.filler);
  return {
    sentences,
    topics: new Set(topics.map((m) => m.key)),
    answers: answerFactsOf(scan),
    foreign: words.length >= 2 && words.filter((t) => ENGLISH.has(t.normal)).length * 5 < words.length,
    rendering: words.length > 2 && ['he', 'she', 'they'].includes(words[0]!.normal) && ['say', 'said'].includes(words[1]!.lemma),
    words: words.length,
  };
}

/** The intent reader's target plus the spoken topics, contexts and prior-time words it does not know. */
function withSpoken(target: Target, topics: readonly Match[], contexts: readonly Match[], prior: boolean, sites: readonly string[], leisure: boolean): Target {
  return {
    ...target,
    topic: [...new Set([...target.topic, ...topics.map((m) => m.key)])],
    context: [...new Set([...target.context, ...contexts.map((m) => m.key)])],
    time: prior ? 'prior' : target.time,
    setting: target.setting ?? (leisure ? 'home' : null),
    // A site word used as a measure ("two finger widths below the elbow") is not the target's site.
    body_site: target.body_site === null || !sites.includes(target.body_site) ? (sites[0] ?? null) : target.body_site,
  };
}

const SPEAKER: ReadonlySet<string> = new Set(['i', "i'm", 'im', 'we', 'lets', 'let', 'ill', 'ive', 'weve', 'well']);
const LISTENER: ReadonlySet<string> = new Set(['you', 'your', 'youre', 'youll']);

function subjectOf(doc: Doc, span: Span): SentenceReading['subject'] {
  for (let i = span.tokenStart; i < span.tokenEnd; i++) {
    const t = doc.tokens[i]!;
    if (t.filler || DISCOURSE.has(t.normal)) continue;
    if (SPEAKER.has(t.normal)) return 'speaker';
    if (LISTENER.has(t.normal)) return 'listener';
    if (t.pos === 'VERB' || t.pos === 'AUX') return 'other';
  }
  return 'other';
}

/** Index of the last word token of a span (end exclusive), for tags at the end of a sentence. */
function lastWord(doc: Doc, span: Span): number {
  let i = span.tokenEnd;
  while (i > span.tokenStart && doc.tokens[i - 1]!.kind !== 'word') i--;
  return i;
}

/** The first word of a sentence past discourse words and fillers ("okay so um how ..."). */
function opening(doc: Doc, span: Span): number {
  let i = span.tokenStart;
  while (i < span.tokenEnd && (doc.tokens[i]!.filler || doc.tokens[i]!.kind !== 'word' || DISCOURSE.has(doc.tokens[i]!.normal))) i++;
  return i;
}

function asks(doc: Doc, span: Span, forms: readonly Match[]): boolean {
  if (doc.tokens[span.tokenEnd - 1]?.text.endsWith('?') || doc.text.slice(doc.tokens[span.tokenStart]!.start, doc.tokens[span.tokenEnd - 1]!.end).includes('?')) return true;
  if (forms.some((m) => m.key === 'inline' || m.key === 'request')) return true;
  const i = opening(doc, span);
  const first = doc.tokens[i];
  if (first === undefined) return false;
  // "when you go back, ..." opens a clause, not a question ("when did it start" asks).
  if (WH_OPENERS.has(first.normal)) return !(SUBORDINATING.has(first.normal) && PRONOUNS.has(doc.tokens[i + 1]?.normal ?? ''));
  return AUX_OPENERS.has(first.normal) && SUBJECTS.has(doc.tokens[i + 1]?.normal ?? '');
}

function instructs(doc: Doc, span: Span, leads: readonly Match[]): boolean {
  if (leads.length > 0) return true;
  const first = doc.tokens[opening(doc, span)];
  return first !== undefined && INSTRUCTION_VERBS.has(first.normal);
}
