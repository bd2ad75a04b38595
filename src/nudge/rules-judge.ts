/**
 * The offline rules judge: a transparent matcher. For each card it finds clinician questions and actions
 * and patient statements that address the card's topic, demands a 0-10 number when the card asks for a
 * rating, and recognises a clinician deferring or closing the topic. Reasons name the segment ids.
 * See docs/nudge.md for the rules in prose.
 */
import type { JudgeInput, JudgeReply, JudgeStatus, JudgeVerdict } from './judge.ts';
import type { NudgeCard, TranscriptSegment } from './schema.ts';
import {
  asksForRating,
  commits,
  conceptsOf,
  defers,
  setsAside,
  hasArticleRating,
  hasRating,
  instructs,
  actionVerbOf,
  isVague,
  namedConcepts,
  sentencesOf,
  roleOf,
  mergeOverlapping,
  termsOf,
  tokenize,
  type Role,
} from './text.ts';

/** A segment read once per window and shared by every card. */
interface Reading {
  id: string;
  speaker: string;
  role: Role;
  words: string[];
  concepts: Set<string>;
  /** Concepts of the sentences that ask something (empty when nothing is asked). */
  asked: Set<string>;
  /** A question asks for a 0-10 rating ("on a scale of zero to ten, how bad is it?"). */
  asksRating: boolean;
  /** True when every sentence is a question (a patient's question volunteers nothing). */
  onlyQuestions: boolean;
  /** A 0-10 value outside the questions (a reply, or a clinician stating the rating). */
  rating: boolean;
  /** A rating said with an article ("like an eight"), the way an unprompted rating is said. */
  articleRating: boolean;
  /** The turn asks something (any topic). */
  asksSomething: boolean;
  vague: boolean;
  defers: boolean;
  /** Explicitly sets a named topic aside ("let's put a pin in the work stuff"). */
  setsAside: boolean;
  commits: boolean;
  /** Gives the patient an instruction ("keep it elevated"). */
  instructs: boolean;
  /** Body sites the turn is about: its own, or for a reply naming none, those of the question it answers. */
  sites: Set<string>;
}

function read(segment: TranscriptSegment, asker: (role: Role) => boolean): Reading {
  const role = roleOf(segment.speaker);
  const sentences = sentencesOf(segment.text);
  const words = sentences.flatMap((s) => s.words);
  const asks = asker(role);
  const questions = asks ? sentences.filter((s) => s.question) : [];
  const statements = asks ? sentences.filter((s) => !s.question) : sentences;
  const concepts = conceptsOf(words);
  return {
    id: segment.segment_id,
    speaker: segment.speaker,
    role,
    words,
    concepts,
    asked: conceptsOf(questions.flatMap((s) => s.words)),
    // A rating request need not be a question ("if you had to give it a number"); a clinician stating a value is not one.
    asksRating: asks && sentences.some((s) => asksForRating(s.words.join(' ')) && (s.question || !hasRating(s.words))),
    onlyQuestions: sentences.length > 0 && sentences.every((s) => s.marked),
    rating: hasRating(statements.flatMap((s) => s.words)),
    articleRating: !asks && hasArticleRating(words),
    asksSomething: questions.length > 0,
    vague: isVague(words),
    defers: defers(words),
    setsAside: setsAside(words),
    commits: commits(words),
    instructs: asks && instructs(sentences),
    sites: sitesOf(concepts),
  };
}

/** Body sites: they set the scene of a card, and a turn about another site is not about the card. */
const SITE_CONCEPTS = ['back', 'shoulder', 'knee', 'wrist', 'neck', 'hip', 'ankle', 'elbow'];

function sitesOf(concepts: Set<string>): Set<string> {
  return new Set(SITE_CONCEPTS.filter((c) => concepts.has(c)));
}

/** A reply that names no site ("i twisted it lifting a box") is about the site the question named. */
function inheritSites(readings: Reading[]): Reading[] {
  for (let i = 1; i < readings.length; i++) {
    const reply = readings[i]!;
    const question = readings[i - 1]!;
    if (reply.role !== 'clinician' && reply.sites.size === 0 && question.asksSomething) reply.sites = question.sites;
  }
  return readings;
}

/**
 * Qualifiers that turn a card's concept into another topic: "allergies to medications" is not a
 * medication review, "lifting at the gym" is not a job demand, "worried about the bill" or "scared of
 * needles" or "afraid
 * they'll fire me" is not fear of re-injury. [qualifier in the text, card concept it diverts]
 */
const DIVERSIONS: ReadonlyArray<[string, string]> = [
  ['allergy', 'medication'],
  ['leisure', 'work'],
  ['finance', 'fear'],
  ['finance', 'medication'],
  ['procedure', 'fear'],
  ['jobloss', 'fear'],
];

/** True when the turn is about another site than the card's, or a qualifier makes it another topic. */
function divertedFrom(topic: CardTopic, seg: Reading): boolean {
  if (topic.sites.size > 0 && seg.sites.size > 0) {
    let sameSite = false;
    for (const site of seg.sites) sameSite ||= topic.sites.has(site);
    if (!sameSite) return true;
  }
  for (const qualifier of topic.diverting) if (seg.concepts.has(qualifier)) return true;
  return false;
}

/** Card words that state the demand rather than the topic. */
const DEMAND_WORDS = new Set(['rate', 'rating', 'scale', 'score', 'number', 'zero', 'ten', 'out']);

interface CardTopic {
  concepts: Set<string>;
  /** Qualifiers that make a text about another topic than this card's (see DIVERSIONS). */
  diverting: string[];
  /** The body sites the card names. */
  sites: Set<string>;
  /**
   * The card's counted terms, one per card word or phrase (a word naming two concepts is one term):
   * lexicon concepts that are not common, else other uncommon words, else everything.
   */
  terms: Array<Set<string>>;
  /** How many counted terms a text must share: 2 when the card has three or more, else 1. */
  required: number;
  rating: boolean;
  /** The card's action verb ("order"), or null when the card asks something. */
  action: string | null;
  /** Things an action card joins with "and" ("Recommend ice and elevation"): doing it takes every one. */
  conjoined: Array<Set<string>>;
}

/** The named terms of "X and Y" in a card ("ice and elevation"), when both sides name a lexicon concept. */
function conjoinedTerms(body: string): Array<Set<string>> {
  const words = tokenize(body);
  const out: Array<Set<string>> = [];
  for (let i = 1; i + 1 < words.length; i++) {
    if (words[i] !== 'and') continue;
    const sides = [words[i - 1]!, words[i + 1]!].map((w) => new Set(namedConcepts(conceptsOf([w]))));
    if (sides.every((side) => side.size > 0)) out.push(...sides);
  }
  return out;
}

/**
 * Concepts that set the scene rather than name the topic, when others are present: "since the injury",
 * and the body part ("medicines for the wrist" is about medicines; a question about the wrist is not).
 */
const CONTEXT_CONCEPTS = ['injury', 'back', 'shoulder', 'knee', 'wrist', 'neck'];
/** Concepts almost every occupational-health visit touches: on their own they do not pin a topic. */
const COMMON_CONCEPTS = new Set(['pain', 'work', 'back', 'injury', 'activity']);

/** The terms restricted to the concepts `keep` accepts, without empty or repeated terms. */
function narrow(terms: ReadonlyArray<Set<string>>, keep: (concept: string) => boolean): Array<Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const term of terms) {
    const kept = [...term].filter(keep).sort();
    if (kept.length > 0) out.set(kept.join(' '), new Set(kept));
  }
  return [...out.values()];
}

function topicOf(card: NudgeCard): CardTopic {
  let words = tokenize(card.body).filter((w) => !DEMAND_WORDS.has(w));
  if (conceptsOf(words).size === 0) words = card.category.split('-');
  let all = termsOf(words);
  const everything = new Set(all.flatMap((t) => [...t]));
  const core = narrow(all, (c) => !CONTEXT_CONCEPTS.includes(c));
  if (core.length > 0) all = core;
  const concepts = new Set(all.flatMap((t) => [...t]));
  // Lexicon concepts name the topic better than incidental card words ("since smoking slows healing").
  const named = narrow(all, (c) => !c.startsWith('~') && !COMMON_CONCEPTS.has(c));
  const distinctive = narrow(all, (c) => !COMMON_CONCEPTS.has(c));
  const action = actionVerbOf(card.body);
  const terms = mergeOverlapping(named.length > 0 ? named : distinctive.length > 0 ? distinctive : narrow(all, () => true));
  return {
    concepts,
    diverting: DIVERSIONS.filter(([qualifier, concept]) => everything.has(concept) && !everything.has(qualifier)).map(([qualifier]) => qualifier),
    sites: sitesOf(everything),
    terms,
    required: terms.length >= 3 ? 2 : 1,
    rating: asksForRating(card.body),
    action,
    conjoined: action === null ? [] : conjoinedTerms(card.body),
  };
}

function shared(topic: CardTopic, ...sets: Set<string>[]): string[] {
  return [...topic.concepts].filter((c) => sets.some((s) => s.has(c)));
}

/** Cheap pre-check: does the text share any concept with the card at all? */
function touches(topic: CardTopic, concepts: Set<string>): boolean {
  for (const c of topic.concepts) if (concepts.has(c)) return true;
  return false;
}

/** True when the shared concepts are enough to say the text is about the card's topic. */
function covers(topic: CardTopic, concepts: readonly string[]): boolean {
  return topic.terms.filter((term) => concepts.some((c) => term.has(c))).length >= topic.required;
}

/**
 * Action cards whose action is a conversation ("Discuss ...", "Agree on ..."): asking about the topic
 * is doing it. Other actions (order, provide, explain ...) need the clinician to do them; a question
 * about them ("have you been icing it?") is not enough.
 */
const CONVERSATIONAL_ACTIONS = new Set(['discuss', 'review', 'agree', 'plan', 'set', 'counsel']);

function questionCanResolve(topic: CardTopic): boolean {
  return topic.action === null || CONVERSATIONAL_ACTIONS.has(topic.action);
}

/**
 * Cards the patient can address by volunteering the information: ask cards, and cards to discuss or review
 * a topic ("Discuss fear of re-injury": the patient raised it). Agreeing on a plan needs the clinician.
 */
function volunteerCanResolve(topic: CardTopic): boolean {
  return topic.action === null || topic.action === 'discuss' || topic.action === 'review';
}

/** True when the clinician's turn does the card's action: a commitment, an instruction, or the card's own verb. */
function doesAction(topic: CardTopic, seg: Reading, before: Reading | undefined): boolean {
  const verb = topic.action;
  if (verb === null) return false;
  // "Recommend ice and elevation": ice alone is half of it (this turn, or with the clinician's turn before).
  const said = topic.conjoined.length > 0 && before?.role === 'clinician' ? new Set([...seg.concepts, ...before.concepts]) : seg.concepts;
  if (!topic.conjoined.every((term) => [...term].some((c) => said.has(c)))) return false;
  // A review is done by going over the topic, not by a commitment to something else ("I'll prescribe naproxen").
  if (verb === 'review') return seg.words.some((w) => w.startsWith(verb)) || TALKS_THROUGH.test(seg.words.join(' '));
  return seg.commits || seg.instructs || seg.words.some((w) => w.startsWith(verb));
}

const TALKS_THROUGH = /\b(?:go|going|went|gone) over\b|\btalk(?:ed|ing)? (?:about|through)\b/;

function about(concepts: readonly string[]): string {
  const named = namedConcepts(concepts);
  return named.length > 0 ? ` on ${named.join(', ')}` : '';
}

function list(ids: readonly string[]): string {
  return `${ids.length > 1 ? 'segments' : 'segment'} ${ids.join(', ')}`;
}

function verdict(card_index: number, status: JudgeStatus, evidence: string[], reason: string): JudgeVerdict {
  return { card_index, status, evidence_segment_ids: evidence, reason };
}

const YES_NO = new Set(['yes', 'yeah', 'yep', 'yup', 'no', 'nope', 'nah', 'correct', 'right', 'exactly', 'mhm']);

/** A patient (or companion) reply opening with yes or no: it makes the clinician's statement before it a question. */
function confirmedBy(reply: Reading | undefined): boolean {
  return reply !== undefined && reply.role !== 'clinician' && YES_NO.has(reply.words[0] ?? '');
}

/** A short prompt with no topic of its own ("roughly", "go on", "mm-hm"): it keeps the question open. */
function isBackchannel(reading: Reading): boolean {
  return reading.words.length <= 4 && namedConcepts(reading.concepts).length === 0 && reading.asked.size === 0;
}

/**
 * The replies to segment `i`: the turns that follow, up to the next clinician turn or the asker's own
 * (at most three). A backchannel by the asker ("roughly?") does not end the replies.
 */
function answersAfter(readings: readonly Reading[], i: number): Reading[] {
  const asker = readings[i]!.speaker;
  const out: Reading[] = [];
  for (let j = i + 1; j < readings.length && out.length < 3; j++) {
    const next = readings[j]!;
    if (next.role === 'clinician' || next.speaker === asker) {
      if (isBackchannel(next)) continue;
      break;
    }
    out.push(next);
  }
  return out;
}

interface WindowContext {
  readings: readonly Reading[];
  clinicianSeen: boolean;
  /** Only one card of the request asks for a rating: a bare rating question can only mean it. */
  soleRatingCard: boolean;
}

/**
 * A rating question that names no topic ("zero to ten, how bad is it?") belongs to a rating card when the
 * two turns before it were on the card's topic, or when this is the request's only rating card.
 */
function bareRatingQuestionFor(topic: CardTopic, ctx: WindowContext, i: number): boolean {
  const seg = ctx.readings[i]!;
  if (!topic.rating || !seg.asksRating || touches(topic, seg.asked)) return false;
  return ctx.soleRatingCard || ctx.readings.slice(Math.max(0, i - 2), i).some((r) => touches(topic, r.concepts));
}

function judgeCard(card: NudgeCard, index: number, ctx: WindowContext): JudgeVerdict {
  const { readings, clinicianSeen } = ctx;
  const topic = topicOf(card);
  const isClinician = (r: Reading) => r.role === 'clinician' || (!clinicianSeen && r.role === 'other');
  let partial: string[] | null = null;

  for (let i = 0; i < readings.length; i++) {
    const seg = readings[i]!;
    const bare = isClinician(seg) && bareRatingQuestionFor(topic, ctx, i);
    // "how has the knee been?" / "rough, it's like an eight at night": a rating given unasked, in reply to
    // the clinician, can only belong to the request's one rating card.
    const previous = readings[i - 1];
    if (topic.rating && ctx.soleRatingCard && seg.articleRating && previous && isClinician(previous) && previous.asksSomething && !divertedFrom(topic, seg)) {
      return verdict(index, 'addressed', [previous.id, seg.id], `Patient gave a 0-10 rating (${list([seg.id])}) in reply to the clinician (${list([previous.id])}).`);
    }
    if (!bare && !touches(topic, seg.concepts)) continue;
    // A turn about another body site, or a qualifier that makes it another topic, is not about this card.
    if (divertedFrom(topic, seg)) continue;
    const here = shared(topic, seg.concepts);
    if (isClinician(seg)) {
      // The clinician asked about the topic; judge the reply when the card needs a specific answer.
      if (questionCanResolve(topic) && (bare || shared(topic, seg.asked).length > 0)) {
        const answers = answersAfter(readings, i);
        const overall = shared(topic, seg.concepts, ...answers.map((a) => a.concepts));
        if (bare || covers(topic, overall)) {
          const ids = [seg.id, ...answers.map((a) => a.id)];
          if (topic.rating) {
            const rated = answers.find((a) => a.rating);
            if (rated) {
              return verdict(index, 'addressed', [seg.id, rated.id], `Clinician asked for the 0-10 rating${about(overall)} (${list([seg.id])}) and the reply gave a number (${list([rated.id])}).`);
            }
            if (answers.length > 0) partial ??= ids;
          } else if (answers.length > 0 && answers.every((a) => a.vague && shared(topic, a.concepts).length === 0)) {
            partial ??= ids;
          } else {
            return verdict(index, 'addressed', ids, `Clinician asked the prompted question${about(overall)} (${list([seg.id])})${answers.length > 0 ? ` and it was answered (${list(answers.map((a) => a.id))})` : ''}.`);
          }
        }
      }
      // An explicit set-aside names its topic, so any card concept ties it to the card; other deferral
      // phrases ("next visit") are common in passing and need the card's topic proper.
      if ((seg.setsAside && here.length > 0) || (seg.defers && covers(topic, here))) {
        return verdict(index, 'moved_past', [seg.id], `Clinician deferred or closed the topic${about(here)} (${list([seg.id])}); the conversation moved past the card.`);
      }
      if (covers(topic, here)) {
        if (topic.rating && seg.rating) {
          return verdict(index, 'addressed', [seg.id], `Clinician stated a 0-10 rating${about(here)} (${list([seg.id])}).`);
        }
        if (volunteerCanResolve(topic) && !topic.rating && confirmedBy(readings[i + 1])) {
          return verdict(index, 'addressed', [seg.id, readings[i + 1]!.id], `Clinician checked the topic${about(here)} (${list([seg.id])}) and the reply confirmed or denied it (${list([readings[i + 1]!.id])}).`);
        }
      }
      // An action card joining two things ("ice and elevation") may be done over two clinician turns.
      const joined = topic.conjoined.length > 0 && previous?.role === 'clinician';
      const done = joined ? shared(topic, seg.concepts, previous.concepts) : here;
      if (!topic.rating && covers(topic, done) && doesAction(topic, seg, previous)) {
        const ids = joined ? [previous.id, seg.id] : [seg.id];
        return verdict(index, 'addressed', ids, `Clinician did or committed to the suggested action${about(done)} (${list(ids)}).`);
      }
    } else if (covers(topic, here) && !seg.onlyQuestions && volunteerCanResolve(topic)) {
      // The patient (or a companion) volunteered the information, with a number when a rating is asked for.
      if (topic.rating ? seg.rating : !seg.vague || here.length >= 2) {
        return verdict(index, 'addressed', [seg.id], `Patient volunteered the information${topic.rating ? ' with a 0-10 number' : ''}${about(here)} (${list([seg.id])}).`);
      }
    }
  }
  if (partial !== null) {
    return verdict(index, 'partial', partial, `The topic came up but the answer was incomplete (${list(partial)}).`);
  }
  return verdict(index, 'not_addressed', [], 'Nothing in the window addresses the card.');
}

/** Judges every card of a window (pure, deterministic). */
export function judgeWithRules(input: JudgeInput): JudgeReply {
  const clinicianSeen = input.segments.some((s) => roleOf(s.speaker) === 'clinician');
  const asker = (role: Role) => role === 'clinician' || (!clinicianSeen && role === 'other');
  const ctx: WindowContext = {
    readings: inheritSites(input.segments.map((s) => read(s, asker))),
    clinicianSeen,
    soleRatingCard: input.cards.filter((c) => asksForRating(c.body)).length === 1,
  };
  return { verdicts: input.cards.map((card, index) => judgeCard(card, index, ctx)) };
}
