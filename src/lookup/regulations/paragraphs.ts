/**
 * Paragraph addressing for citations: `29 CFR 1904.7(b)(5)(ii)(A)` -> that paragraph's served text,
 * including its nested sub-paragraphs; and verbatim quote checks against it.
 * The text is the served plain text (see text.ts for the normalisation); quotes are compared after
 * collapsing whitespace only: no case folding, no quote-mark or dash substitution.
 */
import type { DataStore } from '../store.ts';
import { formatCitation, normaliseWhitespace, parseCitation } from './citation.ts';
import { loadRegulationRecords, type RegulationRecords } from './records.ts';

export interface ParagraphIndex {
  /** `ref` like '29 CFR 1904.7(b)(5)(ii)(A)' or '29 CFR 1904.5(b)(2)'; returns the paragraph's exact served text INCLUDING all its nested subparagraphs, or null. */
  get(ref: string): { ref: string; text: string } | null;
  /** True when `quote` occurs verbatim in the cited paragraph (whitespace-normalised only). */
  verifyQuote(ref: string, quote: string): boolean;
}

/** Builds the index over loaded records (pure; exported for tests). */
function buildParagraphIndex(records: RegulationRecords): ParagraphIndex {
  const texts = new Map<string, string>();
  for (const { item, paragraphs } of records.all) {
    if (item.section === null) continue;
    texts.set(formatCitation(item.cfr_title, item.section, ''), item.full_text);
    for (const p of paragraphs)
      texts.set(
        formatCitation(item.cfr_title, item.section, p.path),
        item.full_text.slice(p.start, p.end),
      );
  }
  const get = (ref: string): { ref: string; text: string } | null => {
    const citation = parseCitation(ref);
    if (citation === null) return null;
    const titles =
      citation.title !== null
        ? [citation.title]
        : [
            ...new Set(
              (records.bySection.get(citation.section) ?? []).map((r) => r.item.cfr_title),
            ),
          ];
    if (titles.length !== 1) return null;
    const canonical = formatCitation(titles[0]!, citation.section, citation.paragraph);
    const text = texts.get(canonical);
    return text === undefined ? null : { ref: canonical, text };
  };
  return {
    get,
    verifyQuote(ref, quote) {
      const paragraph = get(ref);
      const needle = normaliseWhitespace(quote);
      return (
        paragraph !== null && needle !== '' && normaliseWhitespace(paragraph.text).includes(needle)
      );
    },
  };
}

/** Loads the paragraph index lazily; 503 ServiceUnavailable (naming `ohds data import`) when regulations are not imported. */
export async function loadParagraphIndex(store: DataStore): Promise<ParagraphIndex> {
  return store.load('regulations', 'paragraph-index', async (s) =>
    buildParagraphIndex(await loadRegulationRecords(s)),
  );
}
