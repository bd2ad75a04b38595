/**
 * A small in-memory BM25 index shared by the regulation and code-set searches: documents are
 * tokenised once at load; a query ranks by BM25 (k1 1.2, b 0.75) with a bonus for the exact phrase
 * and for matches in the document's title field.
 */

export interface IndexedDoc {
  /** Searchable body (e.g. a section's full text or a code's label). */
  body: string;
  /** Short title field (heading, code); matches count double. */
  title: string;
}

const STOP = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9.]+/)
    .map((t) => t.replace(/^\.+|(?<!\.)\.+$/g, ''))
    .filter((t) => t !== '' && !STOP.has(t));
}

export interface SearchHit {
  doc: number;
  score: number;
}

export class TextIndex {
  readonly #postings = new Map<string, Array<[doc: number, tf: number]>>();
  readonly #lengths: number[] = [];
  readonly #bodies: string[] = [];
  readonly #avg: number;

  constructor(docs: readonly IndexedDoc[]) {
    docs.forEach((d, i) => {
      const counts = new Map<string, number>();
      const tokens = [...tokenize(d.title), ...tokenize(d.title), ...tokenize(d.body)];
      for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [t, tf] of counts) {
        let list = this.#postings.get(t);
        if (list === undefined) this.#postings.set(t, (list = []));
        list.push([i, tf]);
      }
      this.#lengths.push(tokens.length);
      this.#bodies.push(`${d.title}\n${d.body}`.toLowerCase());
    });
    this.#avg = this.#lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.#lengths.length);
  }

  /** Documents matching every query term (all terms required), best first, filtered by `accept`. */
  search(query: string, accept: (doc: number) => boolean = () => true): SearchHit[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0) return [];
    const lists = terms.map((t) => this.#postings.get(t) ?? []);
    if (lists.some((l) => l.length === 0)) return [];
    const n = this.#lengths.length;
    const scores = new Map<number, { score: number; matched: number }>();
    for (const list of lists) {
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const [doc, tf] of list) {
        const len = this.#lengths[doc]!;
        const s = idf * ((tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * len) / this.#avg)));
        const entry = scores.get(doc) ?? { score: 0, matched: 0 };
        entry.score += s;
        entry.matched += 1;
        scores.set(doc, entry);
      }
    }
    const phrase = query.toLowerCase().replace(/\s+/g, ' ').trim();
    const hits: SearchHit[] = [];
    for (const [doc, { score, matched }] of scores) {
      if (matched < terms.length || !accept(doc)) continue;
      const bonus = terms.length > 1 && this.#bodies[doc]!.includes(phrase) ? 1.5 : 0;
      hits.push({ doc, score: Math.round((score + bonus) * 1000) / 1000 });
    }
    return hits.sort((a, b) => b.score - a.score || a.doc - b.doc);
  }
}

/** Offsets where the exact phrase occurs, else where any query term starts a word. */
export function occurrences(text: string, query: string): number[] {
  const lower = text.toLowerCase();
  const phrase = query.toLowerCase().replace(/\s+/g, ' ').trim();
  const found: number[] = [];
  for (let at = lower.indexOf(phrase); phrase !== '' && at >= 0; at = lower.indexOf(phrase, at + 1))
    found.push(at);
  if (found.length > 0) return found;
  for (const t of tokenize(query)) {
    for (const m of lower.matchAll(
      new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g'),
    ))
      found.push(m.index);
  }
  return found.sort((a, b) => a - b);
}

/** A window of `text` around offset `at` (default: the first occurrence of the query), with ellipses. */
export function snippet(
  text: string,
  query: string,
  width = 220,
  at = occurrences(text, query)[0] ?? 0,
): { text: string; offset: number } {
  const start = Math.max(0, at - Math.floor(width / 3));
  const end = Math.min(text.length, start + width);
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return { text: `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`, offset: at };
}
