/**
 * Citations come only from the served regulation text: the engine loads the paragraphs each factor may
 * cite, the rules provider quotes the sentence that carries the rule, and every quote (whichever provider
 * wrote it) is verified against the paragraph index before it is returned; a failing one is dropped and logged.
 */
import type { Citation } from './schema.ts';

/** The reference-data helper's paragraph index (src/lookup/regulations/paragraphs.ts), structurally. */
export interface ParagraphSource {
  get(ref: string): { ref: string; text: string } | null;
  verifyQuote(ref: string, quote: string): unknown;
}

/** Paragraph text served for a ref; `ref` is the paragraph that actually holds the text (a parent for table rows). */
export interface Excerpt {
  ref: string;
  text: string;
}
export type Excerpts = Readonly<Record<string, Excerpt>>;

const CFR = '29 CFR ';

/** Extra paragraphs the case-level extras quote (OSHA 300 column, privacy case, day counts). */
export const EXTRA_REFS = [
  '1904.7(b)(2)',
  '1904.7(b)(3)',
  '1904.7(b)(3)(vii)',
  '1904.7(b)(4)',
  '1904.7(b)(6)',
  '1904.29(b)(7)',
] as const;

/** The ref without the title prefix and back again. */
const bare = (ref: string): string => ref.replace(/^\s*29\s+CFR\s+/i, '').trim();
const full = (ref: string): string => `${CFR}${bare(ref)}`;

function lookup(index: ParagraphSource, ref: string): { ref: string; text: string } | null {
  return index.get(full(ref)) ?? index.get(bare(ref));
}

/** Loads the text of each ref, falling back to the nearest parent paragraph that is served (table rows). */
export function loadExcerpts(
  index: ParagraphSource,
  refs: Iterable<string>,
): Record<string, Excerpt> {
  const out: Record<string, Excerpt> = {};
  for (const ref of refs) {
    let probe = bare(ref);
    for (;;) {
      const hit = lookup(index, probe);
      if (hit !== null) {
        out[bare(ref)] = { ref: full(probe), text: hit.text };
        break;
      }
      const parent = probe.replace(/\([^()]*\)$/, '');
      if (parent === probe || !parent.includes('(')) break;
      probe = parent;
    }
  }
  return out;
}

function squash(s: string): string {
  return s.replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The sentence (or table cell) of `text` that contains `anchor`, verbatim, or null.
 * Lines, then table cells, then sentences: the smallest unit that carries the rule.
 */
export function quoteFrom(text: string, anchor: string): string | null {
  const want = squash(anchor);
  for (const line of text.split('\n')) {
    for (const cell of line.split('|')) {
      if (!squash(cell).includes(want)) continue;
      for (const sentence of cell.split(/(?<=[.?!]["”’)]?)\s+(?=[A-Z(*“"])/)) {
        if (squash(sentence).includes(want)) return sentence.trim();
      }
      return cell.trim();
    }
  }
  return null;
}

/** A citation of `ref` quoting the served sentence containing `anchor`, or null when the text is not served. */
export function citeFrom(excerpts: Excerpts, ref: string, anchor: string): Citation | null {
  const excerpt = excerpts[bare(ref)];
  if (excerpt === undefined) return null;
  const quote = quoteFrom(excerpt.text, anchor);
  return quote === null ? null : { source_type: 'regulation', ref: excerpt.ref, quote };
}

/** Keeps only citations whose quote the index verifies verbatim; reports each dropped one. */
export function verifyCitations(
  citations: readonly Citation[],
  index: ParagraphSource | null,
  onDrop: (ref: string, reason: string) => void,
): Citation[] {
  const kept: Citation[] = [];
  const seen = new Set<string>();
  for (const c of citations) {
    const key = `${c.ref}\u0000${c.quote}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (index === null) onDrop(c.ref, 'regulation text not imported');
    else if (c.source_type !== 'regulation') onDrop(c.ref, `${c.source_type} text is not served`);
    else if (!index.verifyQuote(full(c.ref), c.quote) && !index.verifyQuote(bare(c.ref), c.quote))
      onDrop(c.ref, 'quote not verbatim');
    else kept.push({ ...c, ref: full(c.ref) });
  }
  return kept;
}
