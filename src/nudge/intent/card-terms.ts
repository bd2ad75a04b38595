/**
 * A card's own words: the content words of its body that no vocabulary reads (concepts.ts) and no cue of the
 * intent reader consumes (directive verbs, answer-type cues), as Porter2 stems ("Confirm whether the shop uses wet
 * cutting methods": shop, wet, cut, method). They let the resolution rules recognise a card's subject that the
 * vocabulary does not know ("are the saws wet"), so an unfamiliar card is matched by what it says rather than left
 * unmatched. Terms only add a way to name a card part: the answer type, target conflicts, tense and deferral rules
 * still decide (docs/nudge-intent.md, "Card terms").
 */
import { compilePhrases, type Doc, findPhrases, type Span } from '../../language/index.ts';
import { wordStem } from '../../language/library.ts';
import { ANSWER_CUES, CONDITION_OPENERS, DIRECTIVES, PART_OPENERS } from './cues.ts';
import type { Target } from './schema.ts';
import { VOCABULARY, vocabularyMatches } from './target.ts';

/** Term keys are concept-key shaped: `x_` and the stem. */
const PREFIX = 'x_';

/**
 * Content words every card uses whatever its subject: the people in a visit, the visit itself, generic amounts of
 * time, and verbs that carry no subject ("use", "make"). The library's stop words are left out as well.
 */
const GENERIC: ReadonlySet<string> = new Set(
  [
    'patient',
    'worker',
    'employee',
    'person',
    'client',
    'applicant',
    'driver',
    'member',
    'visit',
    'today',
    'day',
    'week',
    'month',
    'year',
    'time',
    'current',
    'currently',
    'recent',
    'recently',
    'new',
    'use',
    'make',
    'take',
    'give',
    'get',
    'keep',
    'need',
    'want',
    'say',
    'tell',
    'let',
    'thing',
    'way',
    'own',
    'word',
    'question',
    'answer',
    'detail',
    'information',
    'plan',
    'item',
    'specific',
    'appropriate',
    'relevant',
    'available',
    'possible',
    'likely',
    'other',
    'any',
    'still',
    // Words of almost every occupational-health visit, whatever the card.
    'work',
    'job',
    'home',
    'hour',
    'minute',
    'night',
    'side',
    'result',
    'test',
    'treatment',
    'list',
    'number',
    'problem',
    'trouble',
    'area',
    'reading',
    'written',
    'correct',
    'expected',
    'frame',
    // Verbs that carry no subject of their own.
    'happen',
    'change',
    'go',
    'come',
    'start',
    'include',
    'pass',
    'present',
    'receive',
    'return',
    'continue',
    'reduce',
    'require',
    'observe',
    'watch',
  ].map((w) => wordStem(w).stem),
);

/** Parts of speech that carry a subject. */
const CONTENT_POS: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB', 'X']);

const CUES = compilePhrases({
  ...Object.fromEntries(Object.entries(DIRECTIVES).map(([key, d]) => [`d_${key}`, d.patterns])),
  ...Object.fromEntries(Object.entries(ANSWER_CUES).map(([key, p]) => [`a_${key}`, p])),
  ...CONDITION_OPENERS,
  ...PART_OPENERS,
});

const SETS = Object.values(VOCABULARY);

/** The term key of a word (`x_` + its stem), or null for a stop word, a generic word or a non-word. */
export function termKey(normal: string): string | null {
  let key = keys.get(normal);
  if (key === undefined) {
    const { stem, stop } = wordStem(normal);
    const plain = stem.replace(/[^a-z0-9]/g, '');
    key =
      stop || plain.length < 3 || /^[0-9]/.test(plain) || GENERIC.has(stem)
        ? null
        : `${PREFIX}${plain.slice(0, 38)}`;
    if (keys.size < 10_000) keys.set(normal, key);
  }
  return key;
}

/** Word -> term key (or null), memoised: every window sentence asks for each of its words. */
const keys = new Map<string, string | null>();

const MAX_TERMS = 8;

/** The term keys of `span` of a card body, in text order, once each (at most MAX_TERMS). */
export function cardTerms(doc: Doc, span: Span): string[] {
  const consumed: Span[] = [
    ...SETS.flatMap((set) => vocabularyMatches(doc, set)),
    ...findPhrases(doc, CUES),
  ];
  const inside = (i: number) => consumed.some((m) => m.tokenStart <= i && i < m.tokenEnd);
  const keys = doc.tokens
    .slice(span.tokenStart, span.tokenEnd)
    .flatMap((t) =>
      t.kind === 'word' && !t.filler && CONTENT_POS.has(t.pos) && !inside(t.index)
        ? [termKey(t.normal)]
        : [],
    );
  return [...new Set(keys.filter((k): k is string => k !== null))].slice(0, MAX_TERMS);
}

/** A card part's target and a sentence's share a term. */
export function sharesTerm(card: Target, seen: Target): boolean {
  return (card.terms ?? []).some((t) => seen.terms?.includes(t) === true);
}
