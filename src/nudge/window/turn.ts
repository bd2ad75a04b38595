/**
 * One turn's text, read once with src/language: per sentence, whether it asks (speech-to-text drops "?"), instructs,
 * or states a stance towards an action (done now, planned, put off, refused, decided against), the topics and
 * targets it names, and the answers it gives. A reading depends on the text only, so it is cached: a consumer
 * re-sends most of a sliding window on every call.
 */
import {
  analyze,
  compilePhrases,
  type Doc,
  findPhrases,
  isNegated,
  type Match,
  type NumberMention,
  type PhraseSpec,
  type Span,
  type Token,
} from '../../language/index.ts';
import type { AnswerType, Target } from '../intent/index.ts';
import { readTarget, VOCABULARY, vocabularyMatches } from '../intent/index.ts';
import { ANSWER_SPEC } from './answer-cues.ts';
import { type AnswerFacts, answerFactsOf, opensAsRendering, scanAnswers } from './answers.ts';
import {
  NOT_A_SITE_SPEC,
  PEOPLE_SPEC,
  SPOKEN_CONTEXT_SPEC,
  SPOKEN_PRIOR_SPEC,
  SPOKEN_SETTING_SPEC,
  SPOKEN_SITE_SPEC,
  SPOKEN_TOPIC_SPEC,
} from './targets.ts';
import {
  AUX_OPENERS,
  DISCOURSE,
  ENGLISH,
  INSTRUCTION_VERBS,
  LEAD_SPEC,
  PREFACE_AFTER_HERE,
  PREFACE_NOUNS,
  QUESTION_SPEC,
  STANCE_SPEC,
  SUBJECTS,
  WH_OPENERS,
} from './turn-cues.ts';

export type Stance =
  | 'now'
  | 'doing'
  | 'handing'
  | 'today'
  | 'planned'
  | 'talk'
  | 'later'
  | 'handoff'
  | 'refused'
  | 'unneeded'
  | 'done'
  | 'unavailable'
  | 'approved'
  | 'performing';

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
  /**
   * The topics a "not needed" or "already done" cue is about: the first topic after the cue ("we don't need an
   * x-ray"), else the nearest before it ("icing doesn't apply anymore", "they did the eye chart out front").
   */
  decided: readonly string[];
  /** The sentence's words, lower-cased, fillers out (for tense and small structural checks). */
  words: readonly string[];
  /** Lemmas of first-person deeds said as done or being done ("we just ordered": order; "let me grab": grab). */
  deeds: readonly string[];
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
  /** The subject is a third person ("the guys on my crew smoke", "he says ..."): not the speaker's own fact. */
  third: boolean;
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
const ASKED_TYPES: ReadonlySet<string> = new Set([
  'scale',
  'frequency',
  'quantity',
  'duration',
  'date',
  'side',
]);

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
const TURN_PHRASES = compilePhrases(
  Object.fromEntries(
    Object.entries(SPECS).flatMap(([set, spec]) =>
      Object.entries(spec).map(([key, patterns]) => [`${set}.${key}`, patterns]),
    ),
  ),
);

/** The matches of one set, with their keys unprefixed. */
function ofSet(matches: readonly Match[], set: string): Match[] {
  const prefix = `${set}.`;
  return matches
    .filter((m) => m.key.startsWith(prefix))
    .map((m) => ({ ...m, key: m.key.slice(prefix.length) }));
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

/** "here's my thinking", "here's the thing": a thought announced, nothing handed over or done. */
function prefaces(doc: Doc, m: Match): boolean {
  if (!doc.tokens.slice(m.tokenStart, m.tokenEnd).some((t) => t.normal.startsWith('here')))
    return false;
  const next: string[] = [];
  for (let i = m.tokenEnd; i < doc.tokens.length && next.length < 2; i++) {
    const t = doc.tokens[i]!;
    if (!t.filler && t.kind === 'word') next.push(t.normal);
  }
  return PREFACE_AFTER_HERE.has(next[0] ?? '') && PREFACE_NOUNS.has(next[1] ?? '');
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
  const sites = [...vocabularyMatches(doc, VOCABULARY.sites), ...ofSet(all, 'site')].filter(
    (m) => !measures.some((x) => x.tokenStart <= m.tokenStart && m.tokenEnd <= x.tokenEnd),
  );
  const stances = ofSet(all, 'stance').filter((m) => !(m.key === 'handing' && prefaces(doc, m)));
  const questions = ofSet(all, 'question');
  const leads = ofSet(all, 'lead');
  const sentences = doc.sentences.map((s): SentenceReading => {
    const inside = (m: Match) => m.sentence === s.index;
    const own = topics.filter(inside);
    const affirmed = new Set(own.filter((m) => !isNegated(doc, m)).map((m) => m.key));
    const span = { tokenStart: s.tokenStart, tokenEnd: s.tokenEnd };
    const forms = questions.filter(inside);
    const ownSites = [...new Set(sites.filter(inside).map((m) => m.key))];
    const read = withSpoken(
      readTarget(doc, span).target,
      own,
      contexts.filter(inside),
      prior.some(inside),
      ownSites,
      leisure.some(inside),
    );
    const target =
      narrates(doc, span) &&
      (read.body_site !== null || read.topic.includes('pain')) &&
      !read.topic.includes('mechanism')
        ? { ...read, topic: [...read.topic, 'mechanism'] }
        : read;
    return {
      ...span,
      sites: ownSites,
      question: asks(doc, span, forms),
      weakQuestion:
        asks(doc, span, forms) &&
        ANY_OPENERS.has(doc.tokens[opening(doc, span)]?.normal ?? '') &&
        !doc.tokens.slice(span.tokenStart, span.tokenEnd).some((t) => t.text === '?'),
      asks: new Set([
        ...forms.filter((m) => ASKED_TYPES.has(m.key)).map((m) => m.key as AnswerType),
        ...(anchorsScale(scan.numbers, span) ? ['scale' as const] : []),
      ]),
      tag: forms.some((m) => m.key === 'tag' && m.tokenEnd >= lastWord(doc, span)),
      instruction: instructs(doc, span, leads.filter(inside)),
      stances: new Set(stances.filter(inside).map((m) => m.key as Stance)),
      decided: decidedTopics(
        doc,
        stances.filter((m) => inside(m) && (m.key === 'unneeded' || m.key === 'done')),
        own,
      ),
      deeds: deedsOf(doc, span),
      words: doc.tokens
        .slice(span.tokenStart, span.tokenEnd)
        .filter((t) => !t.filler && t.kind === 'word')
        .map((t) => t.normal),
      target,
      negated: new Set(target.topic.filter((k) => !affirmed.has(k))),
      family: people.some(inside) && !speaksOfSelf(doc, span),
      subject: subjectOf(doc, span),
      third: thirdPerson(doc, span),
      answers: { ...answerFactsOf(scan, span), named: target.topic.length > 0 },
    };
  });
  const words = doc.tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.filler);
  return {
    sentences,
    topics: new Set(topics.map((m) => m.key)),
    answers: answerFactsOf(scan),
    foreign:
      words.length >= 2 && words.filter((t) => ENGLISH.has(t.normal)).length * 5 < words.length,
    rendering: words.length > 2 && opensAsRendering(words),
    words: words.length,
  };
}

/** Words that open the object a decision cue takes ("we don't need an x-ray", "no need for ice"). */
const OBJECT_OPENERS: ReadonlySet<string> = new Set(['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM', 'ADP']);

/**
 * The topics each decision cue is about (see `decided`): the first after it when an object follows the cue ("we
 * don't need an x-ray", "we're past the ice stage"), else the nearest before it ("icing doesn't apply anymore");
 * the other side when that one has none; and any topic inside the cue itself.
 */
function decidedTopics(doc: Doc, cues: readonly Match[], topics: readonly Match[]): string[] {
  const out = new Set<string>();
  for (const cue of cues) {
    let k = cue.tokenEnd;
    while (doc.tokens[k]?.filler === true) k++;
    const object =
      doc.tokens[k] !== undefined &&
      doc.tokens[k]!.sentence === doc.tokens[cue.tokenStart]!.sentence &&
      OBJECT_OPENERS.has(doc.tokens[k]!.pos);
    const after = topics.filter((m) => m.tokenStart >= cue.tokenEnd);
    const before = topics.filter((m) => m.tokenEnd <= cue.tokenStart);
    const first = after[0]?.tokenStart;
    const last = before.at(-1)?.tokenStart;
    const at = (object ? (first ?? last) : (last ?? first)) ?? -1;
    for (const m of [...after, ...before]) if (m.tokenStart === at) out.add(m.key);
    // A topic in the cue's own words ("this is your last session") is what it decides.
    for (const m of topics)
      if (m.tokenStart < cue.tokenEnd && cue.tokenStart < m.tokenEnd) out.add(m.key);
  }
  return [...out];
}

/** The intent reader's target plus the spoken topics, contexts and prior-time words it does not know. */
function withSpoken(
  target: Target,
  topics: readonly Match[],
  contexts: readonly Match[],
  prior: boolean,
  sites: readonly string[],
  leisure: boolean,
): Target {
  return {
    ...target,
    topic: [...new Set([...target.topic, ...topics.map((m) => m.key)])],
    context: [...new Set([...target.context, ...contexts.map((m) => m.key)])],
    time: prior ? 'prior' : target.time,
    setting: target.setting ?? (leisure ? 'home' : null),
    // A site word used as a measure ("two finger widths below the elbow") is not the target's site.
    body_site:
      target.body_site === null || !sites.includes(target.body_site)
        ? (sites[0] ?? null)
        : target.body_site,
  };
}

/**
 * "zero is nothing and ten is the worst", "one being fine ten being the ER": both ends of the 0-10 scale named in
 * one sentence ask for a rating, whatever the words around them.
 */
function anchorsScale(numbers: readonly NumberMention[], span: Span): boolean {
  const inside = numbers.filter(
    (n) =>
      n.tokenStart >= span.tokenStart &&
      n.tokenEnd <= span.tokenEnd &&
      n.unit === undefined &&
      !n.ordinal,
  );
  return (
    inside.some((n) => n.value === 10 && n.high === undefined) &&
    inside.some((n) => (n.value === 0 || n.value === 1) && n.high === undefined)
  );
}

/**
 * A story of what happened, read from tense: two or more verbs in the past ("caught", "yanked") or a past
 * progressive ("i was pulling"). With a body site or pain in the same sentence it tells how an injury happened
 * ("i was pulling a pallet jack and it caught on the dock plate and yanked my shoulder").
 */
function narrates(doc: Doc, span: Span): boolean {
  let past = 0;
  for (let i = span.tokenStart; i < span.tokenEnd; i++) {
    const t = doc.tokens[i]!;
    if (t.filler || t.kind !== 'word') continue;
    if (
      (t.normal === 'was' || t.normal === 'were') &&
      doc.tokens[i + 1]?.normal.endsWith('ing') === true &&
      doc.tokens[i + 1]!.normal !== 'going'
    )
      past += 2;
    else if (t.pos === 'VERB' && t.normal !== t.lemma && t.normal.endsWith('ed')) past += 1;
  }
  return past >= 2;
}

/** Adverbs between a subject and its verb that do not change what is said ("we just ordered", "i already sent"). */
const BETWEEN: ReadonlySet<string> = new Set([
  'just',
  'already',
  'now',
  'also',
  'actually',
  'really',
  'literally',
  'all',
]);
/** Verbs of thinking, wanting or saying: "i figured", "i'm hoping", "let me think" report a mind, not a deed. */
const MENTAL: ReadonlySet<string> = new Set([
  'think',
  'guess',
  'figure',
  'wonder',
  'feel',
  'mean',
  'hope',
  'hear',
  'notice',
  'forget',
  'know',
  'want',
  'need',
  'like',
  'try',
  'say',
  'ask',
  'wish',
  'worry',
  'get',
  'be',
  'have',
  'see',
  'remember',
  'bet',
  'believe',
  'suppose',
  'understand',
  'love',
  'appreciate',
  'talk',
  'will',
]);
const ME: ReadonlySet<string> = new Set(['i', 'we']);
const ME_BE: ReadonlySet<string> = new Set(["i'm", 'im', "we're"]);
const ME_HAVE: ReadonlySet<string> = new Set(["i've", 'ive', "we've", 'weve']);
const BE: ReadonlySet<string> = new Set(['am', 'are', 'm', 're', "'m", "'re"]);
const HAVE: ReadonlySet<string> = new Set(['have', 've', "'ve", 'has']);
const LET: ReadonlySet<string> = new Set(['let', 'lets', "let's"]);

const ingForm = (t: Token) =>
  t.normal.endsWith('ing') && t.normal.length > 4 && !MENTAL.has(t.lemma);
const pastForm = (t: Token) =>
  t.kind === 'word' &&
  t.normal !== t.lemma &&
  !t.normal.endsWith('ing') &&
  !t.normal.endsWith('s') &&
  !MENTAL.has(t.lemma);
/** After "have" any verb is its participle, also one of a single form ("i've put in", "we've set up"). */
const perfectForm = (t: Token) =>
  pastForm(t) ||
  (t.pos === 'VERB' && t.normal === t.lemma && !t.normal.endsWith('ing') && !MENTAL.has(t.lemma));
const PAST_MARKS: ReadonlySet<string> = new Set(['already', 'just']);

/**
 * First-person deeds, read from the verb's form rather than a list of phrases: present progressive ("i'm putting
 * in", "we are faxing"), perfect or past ("i've sent", "we just ordered", "i booked"), or "let me / let's" with a
 * verb of doing ("let me grab that pressure", "let's slide it on"). "i'm going to", "gonna", a negation between
 * subject and verb, and verbs of thinking or saying are not deeds. Returns the verbs' lemmas; which deed does a
 * card's action is the resolution rules' business (intent/cues.ts DEED_VERBS).
 */
function deedsOf(doc: Doc, span: Span): string[] {
  const words: Token[] = [];
  for (let i = span.tokenStart; i < span.tokenEnd; i++)
    if (!doc.tokens[i]!.filler && doc.tokens[i]!.kind === 'word') words.push(doc.tokens[i]!);
  const skip = (k: number) => {
    while (k < words.length && BETWEEN.has(words[k]!.normal)) k++;
    return k;
  };
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!.normal;
    let j = skip(k + 1);
    let want: ((t: Token) => boolean) | null = null;
    // Speech-to-text writes "we're" as "were": with no subject before it ("okay were getting the ekg on now") it is.
    if (ME_BE.has(w) || (w === 'were' && words.slice(0, k).every((t) => DISCOURSE.has(t.normal))))
      want = ingForm;
    else if (ME_HAVE.has(w)) want = perfectForm;
    else if (ME.has(w)) {
      const next = words[j]?.normal ?? '';
      if (BE.has(next)) [want, j] = [ingForm, skip(j + 1)];
      else if (HAVE.has(next)) [want, j] = [perfectForm, skip(j + 1)];
      // "i already put in the request": "already" or "just" makes a verb of one form ("put", "set") past.
      else want = PAST_MARKS.has(words[k + 1]?.normal ?? '') ? perfectForm : pastForm;
    } else if (LET.has(w)) {
      if (w === 'let' && ['me', 'us'].includes(words[k + 1]?.normal ?? '')) j = skip(k + 2);
      else if (w === 'let') continue;
      want = (t: Token) =>
        t.kind === 'word' && !MENTAL.has(t.lemma) && !['not', 'me', 'us'].includes(t.normal);
    }
    // "i went ahead and ordered", "we just went and booked": the second verb is the deed.
    if (want !== null && words[j]?.lemma === 'go' && words[j]!.normal !== 'going') {
      let a = j + 1;
      if (words[a]?.normal === 'ahead') a++;
      if (words[a]?.normal === 'and') j = skip(a + 1);
    }
    const verb = words[j];
    // "i'm going to order", "we're gonna book": said as future, a plan.
    const future = verb !== undefined && (verb.normal === 'going' || verb.normal === 'gonna');
    if (want !== null && verb !== undefined && !future && want(verb)) out.push(verb.lemma);
  }
  return out;
}

const SPEAKER: ReadonlySet<string> = new Set([
  'i',
  "i'm",
  'im',
  'we',
  'lets',
  'let',
  'ill',
  'ive',
  'weve',
  'well',
]);
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
  // "it" opens "got it" (a discourse word) but is the subject of "it was the left one".
  const skippable = (t: Token) =>
    t.filler ||
    t.kind !== 'word' ||
    (DISCOURSE.has(t.normal) && (t.normal !== 'it' || doc.tokens[t.index - 1]?.normal === 'got'));
  while (i < span.tokenEnd && skippable(doc.tokens[i]!)) i++;
  return i;
}

function asks(doc: Doc, span: Span, forms: readonly Match[]): boolean {
  if (
    doc.tokens[span.tokenEnd - 1]?.text.endsWith('?') ||
    doc.text
      .slice(doc.tokens[span.tokenStart]!.start, doc.tokens[span.tokenEnd - 1]!.end)
      .includes('?')
  )
    return true;
  const i = opening(doc, span);
  // A request is an imperative: it opens the sentence or follows "can / could / would you" or "please"
  // ("tell me where", "can you show me"); "penicillin gives me hives" requests nothing.
  const requestAt = (m: Match) =>
    m.tokenStart <= i || ['you', 'please'].includes(doc.tokens[m.tokenStart - 1]?.normal ?? '');
  // "we did your breathing test", "i have your results": an auxiliary after its subject states, it does not ask.
  const inlineAsks = (m: Match) =>
    !(
      AUX_OPENERS.has(doc.tokens[m.tokenStart]?.normal ?? '') &&
      m.tokenStart > i &&
      clauseSubject(doc.tokens[m.tokenStart - 1])
    );
  if (
    forms.some(
      (m) => (m.key === 'inline' && inlineAsks(m)) || (m.key === 'request' && requestAt(m)),
    )
  )
    return true;
  const first = doc.tokens[i];
  if (first === undefined) return false;
  if (first.normal === 'you' && droppedAuxiliary(doc, i + 1)) return true;
  // "when you go back, ..." / "when its hot out, ..." open a clause, not a question ("when did it start" asks).
  // "ever hurt it before" asks; "ever since the fall" does not.
  if (first.normal === 'ever')
    return (
      doc.tokens[i + 1] !== undefined &&
      (doc.tokens[i + 1]!.pos === 'VERB' || doc.tokens[i + 1]!.pos === 'AUX')
    );
  if (WH_OPENERS.has(first.normal))
    return !(SUBORDINATING.has(first.normal) && clauseSubject(doc.tokens[i + 1]));
  if (AUX_OPENERS.has(first.normal) && SUBJECTS.has(doc.tokens[i + 1]?.normal ?? '')) return true;
  return invertedWh(doc, span, i);
}

/**
 * Speech with the auxiliary dropped asks: "you still smoking", "you been wearing it", "you doing okay" open on
 * "you" and a participle.
 */
function droppedAuxiliary(doc: Doc, from: number): boolean {
  let j = from;
  while (['still', 'ever', 'also', 'now', 'currently'].includes(doc.tokens[j]?.normal ?? '')) j++;
  const t = doc.tokens[j];
  return (
    t !== undefined && (t.normal === 'been' || (t.pos === 'VERB' && /[a-z]{2}ing$/.test(t.normal)))
  );
}

/** A subject opening a clause: a pronoun (contracted or not) or a determiner ("when the ...", "when its hot"). */
function clauseSubject(t: Token | undefined): boolean {
  return (
    t !== undefined &&
    (PRONOUNS.has(t.normal) || CONTRACTED_SUBJECTS.has(t.normal) || t.pos === 'DET')
  );
}
const CONTRACTED_SUBJECTS: ReadonlySet<string> = new Set([
  'its',
  "it's",
  'im',
  "i'm",
  'youre',
  "you're",
  'theyre',
  "they're",
  'hes',
  "he's",
  'shes',
  "she's",
  'thats',
  "that's",
  'there',
  'theres',
]);
const DO_SUPPORT: ReadonlySet<string> = new Set(['do', 'does', 'did']);
const INVERTED_SUBJECTS: ReadonlySet<string> = new Set([
  'you',
  'that',
  'it',
  'this',
  'he',
  'she',
  'they',
]);
/** "so does he", "neither did i", "than it did": inversion that is not a question. */
const AFTER_INVERSION_NOT: ReadonlySet<string> = new Set([
  'so',
  'neither',
  'nor',
  'than',
  'as',
  'what',
  'how',
  'where',
  'when',
  'which',
  'who',
  'why',
]);
const WH: ReadonlySet<string> = new Set(['how', 'what', 'when', 'where', 'which', 'who', 'why']);
const DEGREE: ReadonlySet<string> = new Set([
  'much',
  'many',
  'often',
  'long',
  'bad',
  'far',
  'old',
  'big',
  'high',
  'heavy',
  'strong',
  'sure',
  'severe',
  'soon',
  'hard',
]);

/**
 * A question later in the sentence, read from word order: a wh-word (or "how" + degree word) followed by an
 * auxiliary and then a subject, not a verb ("if zero is nothing ... where is that knee sitting today", "so on the
 * pills how often are you taking them"). "what is causing it" (auxiliary then verb) is a statement.
 */
function invertedWh(doc: Doc, span: Span, from: number): boolean {
  const words: Token[] = [];
  for (let i = from; i < span.tokenEnd; i++)
    if (!doc.tokens[i]!.filler && doc.tokens[i]!.kind === 'word') words.push(doc.tokens[i]!);
  for (let k = 1; k < words.length - 1; k++) {
    // "pressing here in the snuffbox does that hurt": do-support before a subject and a verb is a question.
    if (
      DO_SUPPORT.has(words[k]!.normal) &&
      !AFTER_INVERSION_NOT.has(words[k - 1]!.normal) &&
      INVERTED_SUBJECTS.has(words[k + 1]!.normal) &&
      words[k + 2] !== undefined &&
      words[k + 2]!.kind === 'word' &&
      (words[k + 2]!.pos === 'VERB' ||
        words[k + 2]!.pos === 'ADV' ||
        words[k + 2]!.normal === 'still')
    )
      return true;
    if (!WH.has(words[k]!.normal) || k >= words.length - 2) continue;
    let j = k + 1;
    if (words[k]!.normal === 'how' && DEGREE.has(words[j]!.normal)) j++;
    const aux = words[j];
    const subject = words[j + 1];
    if (aux === undefined || subject === undefined || !AUX_OPENERS.has(aux.normal)) continue;
    // "no changes, which is what we want to see": a wh-word after the auxiliary is a relative, not a subject.
    if (
      subject.pos === 'VERB' ||
      subject.pos === 'AUX' ||
      subject.normal.endsWith('ing') ||
      WH.has(subject.normal)
    )
      continue;
    if (
      SUBJECTS.has(subject.normal) ||
      subject.pos === 'PRON' ||
      subject.pos === 'DET' ||
      subject.pos === 'NOUN' ||
      subject.pos === 'PROPN'
    )
      return true;
  }
  return false;
}

function instructs(doc: Doc, span: Span, leads: readonly Match[]): boolean {
  if (leads.length > 0) return true;
  const i = opening(doc, span);
  const first = doc.tokens[i];
  // "do you know the signs": an auxiliary before its subject asks; it does not instruct.
  if (
    first !== undefined &&
    AUX_OPENERS.has(first.normal) &&
    SUBJECTS.has(doc.tokens[i + 1]?.normal ?? '')
  )
    return false;
  // Speech-to-text writes "we'll" as "well": "well get an ecg on you" is a plan; "well, keep it up" instructs.
  if (i > span.tokenStart && doc.tokens[i - 1]!.normal === 'well') return false;
  return first !== undefined && INSTRUCTION_VERBS.has(first.normal);
}

/**
 * The speaker is in the sentence as a doer or an object ("i was staying at my mom's", "my brother in law drives
 * me"): a relative named there is a place or a helper, not whose fact it is. "i think my brother has it" (a verb
 * of thinking) still speaks of the brother.
 */
function speaksOfSelf(doc: Doc, span: Span): boolean {
  for (let i = span.tokenStart; i < span.tokenEnd; i++) {
    if (!SPEAKER_AGAIN.has(doc.tokens[i]!.normal)) continue;
    let k = i + 1;
    while (k < span.tokenEnd && (doc.tokens[k]!.filler || BETWEEN.has(doc.tokens[k]!.normal))) k++;
    const next = doc.tokens[k];
    if (
      next === undefined ||
      k >= span.tokenEnd ||
      !MENTAL.has(next.lemma) ||
      next.lemma === 'be' ||
      next.lemma === 'have' ||
      next.lemma === 'get'
    )
      return true;
  }
  return false;
}

/** Subjects that are someone other than the speaker or the listener ("the guys on my crew smoke", "my son has it"). */
const THIRD_PRONOUNS: ReadonlySet<string> = new Set([
  'he',
  'she',
  'they',
  'hes',
  "he's",
  'shes',
  "she's",
  'theyre',
  "they're",
  'everyone',
  'everybody',
  'somebody',
  'someone',
]);
const PEOPLE_NOUNS: ReadonlySet<string> = new Set([
  'guy',
  'people',
  'crew',
  'coworker',
  'friend',
  'wife',
  'husband',
  'son',
  'daughter',
  'kid',
  'child',
  'boss',
  'supervisor',
  'foreman',
  'brother',
  'sister',
  'mom',
  'dad',
  'mother',
  'father',
  'partner',
  'spouse',
  'neighbor',
  'buddy',
  'team',
  'family',
  'relative',
]);

/**
 * The sentence's subject, before its first verb, is a third person (a pronoun or a people noun), and the speaker
 * does not come back after it ("theyve got me on light duty" and "my boss said they have work for me" are about
 * the speaker).
 */
function thirdPerson(doc: Doc, span: Span): boolean {
  for (let i = span.tokenStart; i < span.tokenEnd; i++) {
    const t = doc.tokens[i]!;
    if (t.filler || t.kind !== 'word' || DISCOURSE.has(t.normal)) continue;
    if (THIRD_PRONOUNS.has(t.normal) || PEOPLE_NOUNS.has(t.lemma)) {
      for (let k = i + 1; k < span.tokenEnd; k++)
        if (SPEAKER_AGAIN.has(doc.tokens[k]!.normal)) return false;
      return true;
    }
    if (t.pos === 'VERB' || t.pos === 'AUX' || SPEAKER.has(t.normal) || LISTENER.has(t.normal))
      return false;
  }
  return false;
}
const SPEAKER_AGAIN: ReadonlySet<string> = new Set([
  'me',
  'i',
  'myself',
  "i'm",
  'im',
  'ive',
  "i've",
  'ill',
  "i'll",
  'id',
  "i'd",
]);
