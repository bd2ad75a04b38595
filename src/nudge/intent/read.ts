/**
 * `readCardIntent`: what a nudge card asks for, read from its body (design point 1 of the intent layer).
 * Pure and deterministic; one parse per body (memoised). The reading, in order:
 *   1. clauses: split at sentence ends, ":" and ";"; text before the first directive is context (a trigger);
 *      a leading "If ..., / Before ..., " and a trailing "if ..." are the card's condition;
 *   2. the main clause's directive verb gives the kind and the action (cues.ts DIRECTIVES);
 *   3. parts: the main clause splits at "and"/","/":" before a wh-word or a new directive verb; each part gets
 *      its answer type (ANSWER_CUES, else the directive's or the category's default) and its target (target.ts);
 *   4. elliptical parts fold into the part before ("whether it wakes you and how often" is one frequency
 *      part; "Recheck blood pressure and record the value" one quantity part) and inherit its target;
 *   5. the category fills what the body left empty (CATEGORY_HINTS), never more.
 */

import type { Doc, Match, Span } from '../../language/index.ts';
import { analyze, compilePhrases, numbersIn, tokenSpan } from '../../language/index.ts';
import type { CategoryHint, Directive } from './cues.ts';
import {
  ANSWER_CUES,
  CATEGORY_HINTS,
  CONDITION_OPENERS,
  DIRECTIVE_LEAD,
  DIRECTIVES,
  DOCUMENTS,
  EXTRA_PARTS,
  LABEL_FOLLOWERS,
  OBTAIN_OPENERS,
  PART_OPENERS,
  RESULT_TOPICS,
  WORK_STATUS_LABELS,
} from './cues.ts';
import type { AnswerType, CardIntent, CardKind, CardPart, Target } from './schema.ts';
import { readTarget, vocabularyMatches, within } from './target.ts';

const DIRECTIVE_SET = compilePhrases(
  Object.fromEntries(Object.entries(DIRECTIVES).map(([key, d]) => [key, d.patterns])),
);
const EXTRA_SET = compilePhrases(
  Object.fromEntries(Object.entries(EXTRA_PARTS).map(([key, e]) => [key, e.patterns])),
);
const ANSWER_SET = compilePhrases(ANSWER_CUES);
const LEAD_SET = compilePhrases(DIRECTIVE_LEAD);
const CONDITION_SET = compilePhrases(CONDITION_OPENERS);
const PART_SET = compilePhrases(PART_OPENERS);
const LABEL_SET = compilePhrases(WORK_STATUS_LABELS);

/** Answer types that name the content of the answer; they beat description and yes/no in a part. */
const SPECIFIC: ReadonlySet<AnswerType> = new Set([
  'scale',
  'duration',
  'quantity',
  'frequency',
  'side',
  'body_site',
  'date',
]);
/** Words that join a new part to the one before it. */
const JOINERS: ReadonlySet<string> = new Set(['and', ',', 'then', 'also', 'plus', '&']);
/** A word after a second directive that shows it is a verb ("and show how", "and check the fit"), not a noun or adjective ("and lower back"). */
const OBJECT_START: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'how',
  'it',
  'them',
  'him',
  'her',
  'that',
  'this',
  'these',
  'any',
  'what',
  'whether',
  'if',
  'up',
  'out',
  'now',
  'his',
  'their',
  'its',
]);
const MAX_PARTS = 4;
const MAX_CUES = 12;
const MAX_CUE_LENGTH = 80;

export interface CardInput {
  category: string;
  body: string;
}

interface Clause extends Span {
  /** The directive that opens the clause, if any. */
  directive?: Match;
  /** The separator before the clause. */
  after: 'start' | 'sentence' | ':' | ';';
}

interface Draft {
  span: Span;
  directive?: Match;
  answer: AnswerType;
  /** Where the answer type came from (a cue's words, the directive, the category), for `--explain`. */
  why?: string;
  /** The answer type was read from a cue in the part, not a default. */
  cued: boolean;
  action: string | null;
  kind: CardKind;
  reading: { target: Target; cues: string[] };
  /** The part named a topic or a body site of its own (else it is elliptical and inherits). */
  own: boolean;
}

const cache = new Map<string, CardIntent>();
const CACHE_LIMIT = 4096;

/**
 * What a card asks for: kind, action, parts (answer type + target each), condition and the cues read.
 * Pure and deterministic; memoised by category and body, so the result is frozen (copy it to change it).
 */
export function readCardIntent(card: CardInput): CardIntent {
  const key = `${card.category}\u0000${card.body}`;
  let intent = cache.get(key);
  if (intent === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    intent = deepFreeze(read(card.category, analyze(card.body)));
    cache.set(key, intent);
  }
  return intent;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The answer type that stands for the card in one word (the eval labels' `answer_type`): the first specific
 * part type, else description, else yes/no, else none.
 */
export function primaryAnswerType(intent: CardIntent): AnswerType {
  const types = intent.parts.map((p) => p.answer_type);
  return (
    types.find((t) => SPECIFIC.has(t)) ??
    (['description', 'yes_no'] as const).find((t) => types.includes(t)) ??
    'none'
  );
}

function read(category: string, doc: Doc): CardIntent {
  // Own keys only: "constructor" is a valid category name too.
  const hint: CategoryHint = Object.hasOwn(CATEGORY_HINTS, category)
    ? CATEGORY_HINTS[category]!
    : {};
  const cues: string[] = [];
  const conditions: Span[] = [];
  const ranges = mainRanges(doc, labelled(doc, clausesOf(doc)), conditions);
  const extras = vocabularyMatches(doc, EXTRA_SET);
  const excluded = [...conditions, ...extras];
  const figures = figuresOf(doc);
  // A body with no directive verb: "Any numbness?" is a question; else the category's kind; else information.
  const fallback: CardKind = doc.text.trim().endsWith('?')
    ? 'question'
    : (hint.kind ?? 'information');
  let spec: Directive | undefined;
  const drafts = ranges.flatMap((r) => {
    // A wh-clause after ":" keeps the directive before it ("Agree on the plan: when to return ...").
    if (r.directive !== undefined) spec = DIRECTIVES[r.directive.key];
    return splitParts(doc, r).map((span) =>
      draftPart(doc, span, {
        hint,
        category,
        excluded,
        figures,
        spec,
        kind: spec?.kind ?? fallback,
        ...(r.directive ? { opening: r.directive } : {}),
      }),
    );
  });
  const first = drafts[0];
  const kind: CardKind = first?.kind ?? fallback;
  cues.push(
    first?.directive !== undefined
      ? `kind ${kind}: "${first.directive.text}"`
      : `kind ${kind}: no directive verb`,
  );
  const parts = foldParts(drafts);
  for (const extra of extras) {
    const spec = EXTRA_PARTS[extra.key]!;
    if (
      parts.length === 0 ||
      parts.length >= MAX_PARTS ||
      parts.some((p) => p.action === spec.action)
    )
      continue;
    parts.push({
      ...parts.at(-1)!,
      answer: 'none',
      action: spec.action,
      why: `"${extra.text}"`,
      cued: true,
      reading: { target: { ...blankTarget(), topic: [spec.topic] }, cues: [] },
      own: true,
    });
  }
  const outParts: CardPart[] = (parts.length > 0 ? parts : [emptyDraft(kind)])
    .slice(0, MAX_PARTS)
    .map((p, i, all) => {
      const target = inherit(
        p.reading.target,
        all.slice(0, i).map((q) => q.reading.target),
      );
      cues.push(
        `part ${i + 1} ${p.answer}${p.action !== null ? ` (${p.action})` : ''}${p.why !== undefined ? `: ${p.why}` : ''}`,
        ...p.reading.cues,
      );
      if (target.topic.length === 0 && hint.topic !== undefined) {
        target.topic = [hint.topic];
        cues.push(`topic ${hint.topic}: category ${category}`);
      }
      if (target.time === null && hint.time !== undefined) target.time = hint.time;
      return { answer_type: p.answer, action: p.action, target };
    });
  const condition = conditions.length > 0 ? conditionTarget(doc, conditions) : null;
  if (condition !== null)
    cues.push(`condition: "${conditions.map((c) => spanOf(doc, c)).join(' / ')}"`);
  return {
    kind,
    action: kind === 'action' ? (outParts[0]?.action ?? null) : null,
    parts: outParts,
    condition,
    cues: [...new Set(cues)]
      .slice(0, MAX_CUES)
      .map((c) => (c.length > MAX_CUE_LENGTH ? `${c.slice(0, MAX_CUE_LENGTH - 3)}...` : c)),
  };
}

/**
 * The clauses the parts are read from. Clauses before the first directive are context (pushed to
 * `conditions`); later clauses count when they open with a directive, or continue the one before after ":"
 * ("Screen for red flags: saddle numbness, ..."), as a part of their own when they open with a wh-word
 * ("Agree on the follow-up plan: when to return and what should prompt an earlier call"). Other clauses
 * after the main one are remarks ("escalate; the driver cannot be certified today").
 */
function mainRanges(doc: Doc, clauses: readonly Clause[], conditions: Span[]): Clause[] {
  const main = clauses.findIndex((c) => c.directive !== undefined);
  const ranges: Clause[] = [];
  clauses.forEach((c, i) => {
    if (i < main) conditions.push({ tokenStart: c.tokenStart, tokenEnd: c.tokenEnd });
    else if (main < 0 || c.directive !== undefined)
      ranges.push(leadingCondition(doc, c, conditions));
    else if (c.after === ':' && ranges.length > 0) {
      const wh = vocabularyMatches(doc, PART_SET).some((o) => o.tokenStart === c.tokenStart);
      if (wh) ranges.push(c);
      else ranges[ranges.length - 1] = { ...ranges.at(-1)!, tokenEnd: c.tokenEnd };
    }
  });
  return ranges.map((r) => trailingCondition(doc, r, conditions));
}

/** Clauses: split at sentence ends, ":" and ";"; each with the directive that opens it, if any. */
function clausesOf(doc: Doc): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  let after: Clause['after'] = 'start';
  const close = (end: number, next: Clause['after']) => {
    if (end > start)
      clauses.push({ tokenStart: start, tokenEnd: end, after, ...directiveAt(doc, start, end) });
    after = next;
  };
  doc.tokens.forEach((t, i) => {
    const sentenceEnd =
      doc.tokens[i + 1] !== undefined && doc.tokens[i + 1]!.sentence !== t.sentence;
    if (t.text === ':' || t.text === ';') {
      close(i, t.text);
      start = i + 1;
    } else if (sentenceEnd) {
      close(i + (t.kind === 'punct' ? 0 : 1), 'sentence');
      start = i + 1;
    }
  });
  const last = doc.tokens.at(-1);
  close(
    last !== undefined && last.kind === 'punct' ? doc.tokens.length - 1 : doc.tokens.length,
    'sentence',
  );
  return clauses;
}

/**
 * A card opening with a work-status label (cues.ts WORK_STATUS_LABELS: "Work status: no driving for 1 week",
 * "Restrictions for the right arm") sets that status: the label is read as the `restrict` directive of the
 * clause it opens, and "Label: content" is one clause. Other clauses are returned as they are.
 */
function labelled(doc: Doc, clauses: Clause[]): Clause[] {
  const [first, next] = clauses;
  if (first === undefined || first.directive !== undefined) return clauses;
  const colon = next?.after === ':';
  const label = vocabularyMatches(doc, LABEL_SET).find((m) => m.tokenStart === first.tokenStart);
  if (label === undefined) return clauses;
  const endsClause = label.tokenEnd === first.tokenEnd;
  if (
    label.key === 'before_colon'
      ? !(endsClause && colon)
      : !endsClause && !LABEL_FOLLOWERS.has(doc.tokens[label.tokenEnd]?.normal ?? '')
  )
    return clauses;
  const directive = { ...label, key: 'restrict' };
  return endsClause && colon
    ? [
        { ...next!, tokenStart: first.tokenStart, after: first.after, directive },
        ...clauses.slice(2),
      ]
    : [{ ...first, directive }, ...clauses.slice(1)];
}

/**
 * The directive opening [start, end): after lead words ("please"), after a leading condition ("If ..., consider"),
 * and past "consider" when a directive verb follows it ("consider activating": escalate).
 */
function directiveAt(doc: Doc, start: number, end: number): { directive?: Match } {
  let p = start;
  for (const lead of vocabularyMatches(doc, LEAD_SET)) if (lead.tokenStart === p) p = lead.tokenEnd;
  const directives = vocabularyMatches(doc, DIRECTIVE_SET).filter(
    (d) => d.tokenStart >= p && d.tokenEnd <= end,
  );
  let found = directives.find((d) => d.tokenStart === p && imperative(doc, d));
  const opener = vocabularyMatches(doc, CONDITION_SET).find(
    (c) => c.key === 'leading' && c.tokenStart === p,
  );
  if (found === undefined && opener !== undefined)
    found = directives.find((d) => doc.tokens[d.tokenStart - 1]?.text === ',' && baseForm(doc, d));
  if (found?.key === 'consider')
    found =
      directives.find((d) => d.tokenStart === found!.tokenEnd) ??
      gerund(doc, found.tokenEnd) ??
      found;
  return found === undefined ? {} : { directive: found };
}

/** A directive said as an imperative: its base form, and not the auxiliary "do" of a question. */
const imperative = (doc: Doc, d: Match): boolean => baseForm(doc, d) && !auxiliaryDo(doc, d);

/**
 * "Do symptoms settle on days off?": an opening "do" of a question with a verb after its subject is the auxiliary,
 * not the verb of "Do a Phalen test?".
 */
function auxiliaryDo(doc: Doc, d: Match): boolean {
  if (doc.tokens[d.tokenStart]?.normal !== 'do' || !doc.text.trimEnd().endsWith('?')) return false;
  const sentence = doc.tokens[d.tokenStart]!.sentence;
  return doc.tokens.some(
    (t) => t.index > d.tokenStart + 1 && t.sentence === sentence && t.pos === 'VERB',
  );
}

/** Single-word directive verbs by their words, for "-ing" forms. */
const VERB_KEYS = new Map(
  Object.entries(DIRECTIVES).flatMap(([key, d]) =>
    d.patterns
      .filter((p) => !p.includes(' '))
      .flatMap((p) => p.split('|').map((w) => [w, key] as const)),
  ),
);

/** "consider activating|ordering|referring": the tagger reads the "-ing" form as a noun, so its lemma is no verb. */
function gerund(doc: Doc, i: number): Match | undefined {
  const t = doc.tokens[i];
  if (t === undefined || !t.normal.endsWith('ing')) return undefined;
  const stem = t.normal.slice(0, -3);
  const key = [stem, `${stem}e`, stem.slice(0, -1)]
    .map((w) => VERB_KEYS.get(w))
    .find((k) => k !== undefined);
  return key === undefined
    ? undefined
    : {
        key,
        pattern: t.normal,
        tokenStart: i,
        tokenEnd: i + 1,
        start: t.start,
        end: t.end,
        text: t.text,
        sentence: t.sentence,
      };
}

/** The clause from its directive on; anything before it ("If the foot is deformed, cold or numb,") is a condition. */
function leadingCondition(doc: Doc, clause: Clause, conditions: Span[]): Clause {
  const d = clause.directive;
  if (d === undefined || d.tokenStart === clause.tokenStart) return clause;
  let comma = d.tokenStart - 1;
  while (comma > clause.tokenStart && doc.tokens[comma]!.text !== ',') comma--;
  if (comma > clause.tokenStart)
    conditions.push({ tokenStart: clause.tokenStart, tokenEnd: comma });
  return { ...clause, tokenStart: d.tokenStart };
}

/** The clause up to a trailing "if"/"unless" ("Order an x-ray if tenderness persists"), which becomes a condition. */
function trailingCondition(doc: Doc, clause: Clause, conditions: Span[]): Clause {
  const start = clause.directive?.tokenEnd ?? clause.tokenStart;
  // "Ask if the patient smokes": "if" right after the directive is "whether".
  const opener = vocabularyMatches(doc, CONDITION_SET).find(
    (c) => c.key === 'trailing' && c.tokenStart > start && c.tokenStart < clause.tokenEnd,
  );
  if (opener === undefined) return clause;
  conditions.push({ tokenStart: opener.tokenStart, tokenEnd: clause.tokenEnd });
  return { ...clause, tokenEnd: opener.tokenStart };
}

/** Splits a clause before "and"/","/":" + wh-word or + a second directive verb, when the part before has words of its own. */
function splitParts(doc: Doc, clause: Clause): Span[] {
  const starts = [clause.tokenStart];
  const openers = [
    ...vocabularyMatches(doc, PART_SET),
    ...vocabularyMatches(doc, DIRECTIVE_SET).filter((d) => isVerb(doc, d)),
  ];
  let contentFrom = clause.directive?.tokenEnd ?? clause.tokenStart;
  for (let i = clause.tokenStart + 1; i < clause.tokenEnd; i++) {
    const joined = JOINERS.has(doc.tokens[i - 1]!.normal) || doc.tokens[i - 1]!.text === ':';
    const opener = openers.find((o) => o.tokenStart === i && o.tokenEnd <= clause.tokenEnd);
    if (!joined || opener === undefined) continue;
    // "Measure and record the neck circumference": verbs joined with nothing between are one part.
    if (lastWord(doc, contentFrom, i - 1) < contentFrom) continue;
    starts.push(i);
    contentFrom = opener.tokenEnd;
  }
  return starts.map((s, k) => ({ tokenStart: s, tokenEnd: starts[k + 1] ?? clause.tokenEnd }));
}

/** The last word token before `end` that is not a joiner, or -1. */
function lastWord(doc: Doc, from: number, end: number): number {
  for (let i = end - 1; i >= from; i--)
    if (!JOINERS.has(doc.tokens[i]!.normal) && doc.tokens[i]!.kind !== 'punct') return i;
  return -1;
}

/** A directive after "and" is a second instruction only as an imperative verb: not "repeated vomiting", "modified duty", "lower back". */
function isVerb(doc: Doc, d: Match): boolean {
  return (
    baseForm(doc, d) &&
    (d.tokenEnd - d.tokenStart > 1 ||
      doc.tokens[d.tokenStart]!.pos === 'VERB' ||
      OBJECT_START.has(doc.tokens[d.tokenEnd]?.normal ?? ''))
  );
}

/** Imperatives are base forms ("Repeat the stain", not "repeated vomiting"). */
function baseForm(doc: Doc, d: Match): boolean {
  const t = doc.tokens[d.tokenStart]!;
  return t.normal === t.lemma;
}

interface PartContext {
  hint: CategoryHint;
  category: string;
  /** Conditions and qualifier parts: not the part's target. */
  excluded: readonly Span[];
  /** Figures with units: not answer cues. */
  figures: readonly Span[];
  /** The directive of the clause, for parts that open without one ("and how often"). */
  spec: Directive | undefined;
  kind: CardKind;
  /** The clause's own directive, as read where it opens. */
  opening?: Match;
}

/** One part: its directive, answer type and target. */
function draftPart(doc: Doc, span: Span, ctx: PartContext): Draft {
  const directive =
    ctx.opening?.tokenStart === span.tokenStart
      ? ctx.opening
      : vocabularyMatches(doc, DIRECTIVE_SET).find(
          (d) => d.tokenStart === span.tokenStart && imperative(doc, d),
        );
  const spec: Directive | undefined = directive ? DIRECTIVES[directive.key] : ctx.spec;
  // Only the verb is left out: "follow the crisis protocol", "set up an appointment" name their topic.
  const reading = readTarget(doc, span, [
    ...ctx.excluded,
    ...(directive
      ? [{ tokenStart: directive.tokenStart, tokenEnd: directive.tokenStart + 1 }]
      : []),
    ...(spec?.action === 'restrict' ? restrictionTerm(doc, span) : []),
  ]);
  const becomes =
    spec?.actionWhen !== undefined &&
    reading.target.topic.some((t) => spec.actionWhen!.topics.includes(t))
      ? spec.actionWhen.action
      : undefined;
  // "12-lead ECG today": a test named with no verb and no result word is to be done.
  const test =
    spec === undefined &&
    ctx.kind === 'information' &&
    ctx.hint.kind === undefined &&
    namesTestToDo(doc, span, reading.target);
  const kind: CardKind = becomes !== undefined || test ? 'action' : (spec?.kind ?? ctx.kind);
  const action = becomes ?? (test ? 'test' : (spec?.action ?? null));
  const objectStart = directive?.tokenEnd ?? span.tokenStart;
  const {
    answer,
    why,
    cued = false,
  } = answerOf(
    doc,
    { span, objectStart, excluded: [...ctx.excluded, ...ctx.figures] },
    spec,
    kind,
    reading.target,
    ctx.hint,
    ctx.category,
  );
  const own = reading.target.topic.length > 0 || reading.target.body_site !== null;
  const paper = obtainsDocument(doc, directive, kind, objectStart, span);
  return {
    span,
    ...(directive ? { directive } : {}),
    answer: paper === undefined ? answer : 'none',
    ...(paper !== undefined ? { why: `the document "${paper}"` } : why ? { why } : {}),
    cued: paper !== undefined || cued,
    action: paper === undefined ? action : 'obtain',
    kind,
    reading,
    own,
  };
}

/**
 * Tests done in the room or ordered for the visit, named by their topic ("Audiogram today", "12-lead ECG"): the
 * tests with a result, less labs (drawn: the `collect` action) and the FCE (a report from elsewhere).
 */
const TEST_TOPICS: ReadonlySet<string> = new Set(
  RESULT_TOPICS.filter((t) => t !== 'lab' && t !== 'fce'),
);
/** Words that make a named test a fact to record, not a test to do ("Chest radiograph result", "Last audiogram date"). */
const RESULT_WORDS: ReadonlySet<string> = new Set([
  'result',
  'finding',
  'value',
  'level',
  'reading',
  'score',
  'date',
  'history',
  'status',
  'report',
  'last',
  'previous',
  'prior',
]);

/** Words that limit rather than name a test ("No manual restraint for radiographs"): a restriction. */
const LIMITING: ReadonlySet<string> = new Set(['no', 'not', 'avoid', 'without']);

/**
 * The span names a test to do: a test topic, and no word asking for its result or its past, or limiting work.
 * Exams named by a generic noun ("balance exam", "hook test") stay facts to record: their findings are said in
 * many ways the action rules would not read as the test done.
 */
function namesTestToDo(doc: Doc, span: Span, target: Target): boolean {
  if (!target.topic.some((t) => TEST_TOPICS.has(t))) return false;
  return !doc.tokens
    .slice(span.tokenStart, span.tokenEnd)
    .some((t) => t.kind === 'word' && (RESULT_WORDS.has(t.lemma) || LIMITING.has(t.normal)));
}

/** Words that open a restriction's term ("until neurology clears him", "pending evaluation"). */
const TERM_OPENERS: ReadonlySet<string> = new Set(['until', 'till', 'pending']);

/**
 * A restriction's term, from its opener to the end of the part: it says how long the limit lasts, not what it
 * keeps the worker from ("Keep him out of the pump room until ventilation is checked" is named by the pump room).
 */
function restrictionTerm(doc: Doc, span: Span): Span[] {
  for (let i = span.tokenStart; i < span.tokenEnd; i++)
    if (TERM_OPENERS.has(doc.tokens[i]!.normal))
      return [{ tokenStart: i, tokenEnd: span.tokenEnd }];
  return [];
}

/** Tags a noun phrase runs through before its head ("the treating clinician's insulin-treated ... form"). */
const CHUNK_TAGS: ReadonlySet<string> = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PART']);

/**
 * The document a part asks to obtain (DOCUMENTS), if it opens with an obtaining word ("Obtain copies of ...",
 * "Get the SDS") or with no directive at all ("Employer letter requesting a padded harness"): the head of the
 * first noun phrase, which ends at a preposition, a conjunction, a bracket or slash, or a verb in "-ing" or an
 * auxiliary after a noun ("letter requesting", "report has been filed"); "written" and "treated" stay inside it.
 */
function obtainsDocument(
  doc: Doc,
  directive: Match | undefined,
  kind: CardKind,
  from: number,
  span: Span,
): string | undefined {
  if (
    directive === undefined
      ? kind !== 'information'
      : !OBTAIN_OPENERS.has(doc.tokens[directive.tokenStart]!.normal)
  )
    return undefined;
  let head: string | undefined;
  for (let i = from; i < span.tokenEnd; i++) {
    const t = doc.tokens[i]!;
    if (t.filler) continue;
    if (t.text === '-' || (t.pos === 'VERB' && !(head !== undefined && t.normal.endsWith('ing'))))
      continue;
    if (!CHUNK_TAGS.has(t.pos)) break;
    if (t.pos === 'NOUN' || t.pos === 'PROPN') head = t.lemma;
  }
  return head !== undefined && DOCUMENTS.has(head) ? head : undefined;
}

/** Numbers with a unit in the body are thresholds or time frames ("within 24 hours", "to 50 lb"), never answer cues. */
function figuresOf(doc: Doc): Span[] {
  return numbersIn(doc).flatMap((n) => {
    if (n.unit === undefined) return [];
    return [
      {
        tokenStart: n.tokenStart,
        tokenEnd: tokenSpan(doc, n.unit.start, n.unit.end)?.tokenEnd ?? n.tokenEnd,
      },
    ];
  });
}

/**
 * The part's answer type: the first specific cue; else, for questions and information, a description cue,
 * a yes/no cue, a weak yes/no cue (which the category may override); else the directive's default (for
 * actions only when the part names a measurable topic, if the directive says so), the category's, and last
 * `description` for questions and information, `none` for actions and discussions.
 */
function answerOf(
  doc: Doc,
  where: { span: Span; objectStart: number; excluded: readonly Span[] },
  spec: Directive | undefined,
  kind: CardKind,
  target: Target,
  hint: CategoryHint,
  category: string,
): { answer: AnswerType; why?: string; cued?: boolean } {
  const asks = kind === 'question' || kind === 'information';
  const matches = vocabularyMatches(doc, ANSWER_SET).filter(
    (m) => m.key !== 'neutral' && within(m, where.span, where.excluded),
  );
  const first = (key: string) => matches.find((m) => m.key === key);
  // "Document when ...", "Agree on when ...": a date; "Discuss ... when the patient can shower": advice.
  const opensWhen = (m: Match) =>
    m.key === 'when' && kind !== 'discussion' && m.tokenStart === where.objectStart;
  const specific = matches.find((m) => SPECIFIC.has(m.key as AnswerType) || opensWhen(m));
  if (specific !== undefined)
    return {
      answer: specific.key === 'when' ? 'date' : (specific.key as AnswerType),
      why: `"${specific.text}"`,
      cued: true,
    };
  const byDirective =
    spec?.answer !== undefined &&
    (spec.answerWhen === undefined || target.topic.some((t) => spec.answerWhen!.includes(t)))
      ? spec.answer
      : undefined;
  const byCategory =
    hint.answer === undefined ? undefined : { answer: hint.answer, why: `category ${category}` };
  const fallback =
    byDirective !== undefined ? { answer: byDirective, why: 'the directive' } : byCategory;
  if (!asks) {
    if (kind === 'action' && byDirective !== undefined)
      return { answer: byDirective, why: 'the directive' };
    const limit = kind === 'discussion' ? limitFigure(doc, where.span) : undefined;
    return limit ?? { answer: 'none' };
  }
  const polar = matches.find((m) => m.key === 'polar' && m.tokenStart === where.objectStart);
  for (const key of ['description', 'yes_no'] as const) {
    const cue = first(key) ?? (key === 'yes_no' ? polar : undefined);
    if (cue !== undefined) return { answer: key, why: `"${cue.text}"`, cued: true };
  }
  const weak = first('yes_no_weak');
  if (weak !== undefined)
    return byCategory ?? { answer: 'yes_no', why: `"${weak.text}"`, cued: true };
  return fallback ?? { answer: 'description', why: 'default' };
}

/** Words that make the figure after them a limit ("no more than 20 minutes", "nothing over 25 lb"). */
const LIMIT_WORDS =
  /\b(no more than|not more than|up to|at most|under|less than|more than|over|above|below|maximum( of)?|max|limit(ed)? (of|to)|every)\s*$/i;
/** Units of time: a limit in them is a duration; other units are quantities. */
const TIME_UNITS: ReadonlySet<string> = new Set([
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
]);
const COUNTED_UNITS: ReadonlySet<string> = new Set(['times', '/10']);

/**
 * A discussion that states a limit ("Explain the typing limit: no more than 20 minutes at a stretch") is given
 * only with the limit said: its part needs a duration or quantity (spec rule 3: a partial answer does not resolve).
 */
function limitFigure(
  doc: Doc,
  span: Span,
): { answer: AnswerType; why: string; cued: true } | undefined {
  for (const n of numbersIn(doc)) {
    if (n.unit === undefined || n.tokenStart < span.tokenStart || n.tokenEnd > span.tokenEnd)
      continue;
    if (COUNTED_UNITS.has(n.unit.name)) continue;
    const before = doc.text.slice(
      doc.tokens[Math.max(span.tokenStart, n.tokenStart - 4)]!.start,
      doc.tokens[n.tokenStart]!.start,
    );
    if (!LIMIT_WORDS.test(before)) continue;
    const text = doc.text.slice(doc.tokens[n.tokenStart]!.start, n.unit.end);
    return {
      answer: TIME_UNITS.has(n.unit.name) ? 'duration' : 'quantity',
      why: `the limit "${text}"`,
      cued: true,
    };
  }
  return undefined;
}

/**
 * Folds elliptical parts (no topic or body site of their own, and no action verb of another kind) into the
 * part before: a specific type replaces a yes/no or a default ("whether it wakes you and how often": frequency),
 * not a description asked for ("what was lifted and how heavy": two parts); a part
 * that adds nothing checkable goes ("and how to access it" in a discussion, "and record the value" after a
 * recheck that already reads one); another answer stays a part of its own, on the same target.
 */
function foldParts(drafts: readonly Draft[]): Draft[] {
  const out: Draft[] = [];
  for (const d of drafts) {
    const prev = out.at(-1);
    const elliptical =
      prev !== undefined &&
      addsNoTarget(d, prev) &&
      (d.directive === undefined ||
        d.kind === 'question' ||
        d.kind === 'information' ||
        d.action === prev.action);
    if (prev === undefined || !elliptical) out.push(d);
    else if (
      SPECIFIC.has(d.answer) &&
      (!prev.cued || prev.answer === 'yes_no' || prev.answer === 'none')
    )
      out[out.length - 1] = {
        ...prev,
        answer: d.answer,
        cued: true,
        ...(d.why ? { why: d.why } : {}),
      };
    else if (d.answer !== 'none' && d.answer !== prev.answer)
      out.push({ ...d, action: d.action ?? prev.action });
  }
  return out;
}

/** The part names no topic or site beyond the part before ("and state the degrees" after "Measure range of motion"). */
function addsNoTarget(d: Draft, prev: Draft): boolean {
  const t = d.reading.target;
  const p = prev.reading.target;
  return (
    !d.own ||
    (t.topic.every((k) => p.topic.includes(k)) &&
      (t.body_site === null || t.body_site === p.body_site) &&
      (t.side === null || t.side === p.side))
  );
}

/** A later part without its own topic, side, site, time or setting takes the last one named before it. */
function inherit(target: Target, before: readonly Target[]): Target {
  const out: Target = { ...target, topic: [...target.topic], context: [...target.context] };
  for (const prev of [...before].reverse()) {
    if (out.topic.length === 0) out.topic = [...prev.topic];
    if (out.context.length === 0) out.context = [...prev.context];
    if (out.body_site === null && out.side === null) {
      out.body_site = prev.body_site;
      out.side = prev.side;
    }
    out.time ??= prev.time;
    out.setting ??= prev.setting;
  }
  return out;
}

function conditionTarget(doc: Doc, spans: readonly Span[]): Target {
  const readings = spans.map((s) => readTarget(doc, s).target);
  return readings.slice(1).reduce(
    (a, b) => ({
      topic: [...new Set([...a.topic, ...b.topic])].slice(0, 8),
      context: [...new Set([...a.context, ...b.context])].slice(0, 4),
      side: a.side ?? b.side,
      body_site: a.body_site ?? b.body_site,
      time: a.time ?? b.time,
      setting: a.setting ?? b.setting,
    }),
    readings[0]!,
  );
}

function spanOf(doc: Doc, span: Span): string {
  if (span.tokenEnd <= span.tokenStart) return '';
  return doc.text.slice(doc.tokens[span.tokenStart]!.start, doc.tokens[span.tokenEnd - 1]!.end);
}

function blankTarget(): Target {
  return { topic: [], context: [], side: null, body_site: null, time: null, setting: null };
}

function emptyDraft(kind: CardKind): Draft {
  const none = kind === 'action' || kind === 'discussion';
  return {
    span: { tokenStart: 0, tokenEnd: 0 },
    answer: none ? 'none' : 'description',
    cued: false,
    action: null,
    kind,
    reading: { target: blankTarget(), cues: [] },
    own: false,
  };
}
