/**
 * The subject of an action or discussion card, read from its body: the topics the card is about, as opposed to
 * those that only qualify it ("Apply steri-strips after suture removal" is about steri-strips; "Discuss the taper
 * plan agreed with the prescriber" about the taper). Lists must be covered whole ("ice, compression and
 * elevation") or in part ("gripping or lifting").
 */
import { analyze, type Doc, type Token } from '../../language/index.ts';
import { VOCABULARY, vocabularyMatches } from '../intent/index.ts';

/** A group of topics the talk must cover: all of them, or any one for an "or" list. */
export interface Group {
  topics: string[];
  any: boolean;
}

/** Words after which the body's topics only qualify the subject ("... with the prescriber", "... when returning to work"). */
const QUALIFYING: ReadonlySet<string> = new Set([
  'with',
  'for',
  'at',
  'from',
  'after',
  'before',
  'during',
  'while',
  'when',
  'in',
  'on',
  'including',
  'about',
  'since',
  'by',
  'within',
  'without',
  'below',
  'above',
  'under',
  'if',
  'once',
  'until',
  'as',
  'agreed',
  'such',
  'that',
  'which',
  'who',
  'relative',
]);
const LIST: ReadonlySet<string> = new Set([',', 'and', 'or', '/']);

const docs = new Map<string, Doc>();

/**
 * The topic groups a discussion card's body requires, read from the body: its subject's topics, in lists ("ice,
 * compression and elevation": all; "gripping or lifting": any); in a compound ("respirator cartridge change
 * schedule") the last word is the subject; topics after a qualifying word ("the taper plan agreed with the
 * prescriber") are optional; a clause after ":" states the subject again.
 */
export function requiredGroups(
  body: string,
  topics: readonly string[],
  compound: 'head' | 'any' = 'head',
): Group[] {
  let doc = docs.get(body);
  if (doc === undefined) {
    if (docs.size >= 4096) docs.clear();
    docs.set(body, (doc = analyze(body)));
  }
  const matches = vocabularyMatches(doc, VOCABULARY.topics).filter((m) => topics.includes(m.key));
  const groups: Array<Group & { optional: boolean }> = [];
  let qualifying = false;
  let last = -1;
  for (const m of matches) {
    const between: readonly Token[] = last < 0 ? [] : doc.tokens.slice(last, m.tokenStart);
    if (between.some((t) => t.text === ':' || t.text === ';')) qualifying = false;
    else if (last >= 0 && between.some((t) => QUALIFYING.has(t.normal))) qualifying = true;
    const current = groups.at(-1);
    const listed =
      current !== undefined &&
      between.some((t) => LIST.has(t.normal)) &&
      between.every((t) => LIST.has(t.normal) || t.pos === 'DET' || t.pos === 'ADJ' || t.filler);
    // A compound ("respirator cartridge", "whisper hearing test"): its last word is the subject of a discussion;
    // any of its words names an action being done.
    if (current !== undefined && last >= 0 && between.every((t) => t.text === '-')) {
      if (compound === 'head') current.topics[current.topics.length - 1] = m.key;
      else if (!current.topics.includes(m.key)) {
        current.topics.push(m.key);
        current.any = true;
      }
    } else if (listed && current !== undefined) {
      if (!current.topics.includes(m.key)) current.topics.push(m.key);
      current.any ||= between.some((t) => t.normal === 'or');
    } else groups.push({ topics: [m.key], any: false, optional: qualifying });
    last = m.tokenEnd;
  }
  return groups.filter((g) => !g.optional).map(({ topics: t, any }) => ({ topics: t, any }));
}
