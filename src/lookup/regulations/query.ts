/**
 * Regulation lookups behind `GET /api/lookup/regulations/{get,search,tree}` and `ohds regs`.
 * Pure functions over the loaded records; the loaders live in records.ts and guidance.ts.
 */
import { NotFound, ValidationError } from '../../errors.ts';
import { occurrences, snippet, TextIndex } from '../search/text-index.ts';
import { formatCitation, parseCitation } from './citation.ts';
import type { RegulationItem, StoredRegulation } from './model.ts';
import type { RegulationRecords } from './records.ts';
import type { ParagraphSpan } from './text.ts';

export interface SectionQuery {
  section: string;
  title?: number | undefined;
}

/**
 * The section (or appendix) named by `section`: a paragraph reference resolves to its section, a
 * leading `§` and spaces are tolerated, a title prefix is refused (`title` is its own parameter).
 */
function findSection(records: RegulationRecords, query: SectionQuery): RegulationItem {
  const citation = parseCitation(query.section);
  const designation = citation?.section ?? appendixDesignation(records, query.section);
  if (citation !== null && citation.title !== null) {
    throw new ValidationError(
      "Field 'section' must not carry a title prefix; pass the CFR title as 'title'.",
      { field: 'section' },
    );
  }
  if (designation === null)
    throw new ValidationError(
      "Field 'section' must be a section number such as 1904.7, optionally with paragraph designators.",
      { field: 'section' },
    );
  const all = (records.bySection.get(designation) ?? []).filter(
    (r) => r.item.content_type === 'regulation' || r.item.content_type === 'appendix',
  );
  const matches =
    query.title === undefined ? all : all.filter((r) => r.item.cfr_title === query.title);
  if (matches.length === 0)
    throw new NotFound(
      `No regulation section ${designation}${query.title === undefined ? '' : ` in title ${query.title}`} is imported.`,
    );
  if (matches.length > 1) {
    const titles = matches.map((r) => r.item.cfr_title).sort((a, b) => a - b);
    throw new ValidationError(
      `Section ${designation} exists in more than one CFR title (${titles.join(', ')}); pass 'title'.`,
      { field: 'title' },
    );
  }
  return matches[0]!.item;
}

/** The paragraph a section reference asked for, with its served text. */
export interface RequestedParagraph {
  /** Designators, e.g. `(b)(5)`. */
  id: string;
  text: string;
  section: string;
}

export type SectionWithParagraph = RegulationItem & {
  paragraph?: RequestedParagraph;
  notes?: string[];
};

/**
 * `section=1904.7(b)(5)`: the section, plus the paragraph asked for (its exact served text, nested
 * paragraphs included) or, when the imported text has no such paragraph, a note naming it. Never text of ours.
 */
export function findSectionParagraph(
  records: RegulationRecords,
  query: SectionQuery,
): SectionWithParagraph {
  const item = findSection(records, query);
  const wanted = parseCitation(query.section)?.paragraph ?? '';
  if (wanted === '' || item.section === null) return item;
  const span = records.byId.get(item.id)?.paragraphs.find((p) => p.path === wanted);
  if (span === undefined) {
    return {
      ...item,
      notes: [
        `Paragraph ${wanted} of section ${item.section} is not in the imported text; the whole section is returned.`,
      ],
    };
  }
  return {
    ...item,
    paragraph: {
      id: wanted,
      text: item.full_text.slice(span.start, span.end),
      section: item.section,
    },
  };
}

function appendixDesignation(records: RegulationRecords, input: string): string | null {
  const wanted = input.replace(/\s+/g, ' ').trim().toLowerCase();
  for (const key of records.bySection.keys())
    if (key.toLowerCase() === wanted && /^appendix /i.test(key)) return key;
  return null;
}

export function findById(records: RegulationRecords, id: number): RegulationItem {
  const record = records.byId.get(id);
  if (record === undefined) throw new NotFound(`No regulation item has id ${id}.`);
  return record.item;
}

export interface RegulationSearchQuery {
  q: string;
  title?: number | undefined;
  part?: string | undefined;
  limit: number;
}

export interface RegulationSearchResult {
  type: 'regulation';
  id: number;
  code: string | null;
  label: string;
  cfr_title: number;
  part: string;
  subpart: string | null;
  section: string | null;
  heading: string;
  content_type: RegulationItem['content_type'];
  /** Citation of the deepest paragraph holding the snippet, e.g. `29 CFR 1904.7(b)(5)(ii)`. */
  paragraph: string | null;
  snippet: string;
  score: number;
  source_url: string;
  effective_date: string;
}

/** A search index over sections and appendices (part and subpart entries are reached by the tree). */
export interface RegulationSearchIndex {
  docs: readonly StoredRegulation[];
  index: TextIndex;
}

export function buildRegulationSearchIndex(records: RegulationRecords): RegulationSearchIndex {
  const docs = records.all.filter((r) => r.item.section !== null);
  return {
    docs,
    index: new TextIndex(
      docs.map((r) => ({
        title: `${r.item.section ?? ''} ${r.item.heading}`,
        body: r.item.full_text,
      })),
    ),
  };
}

export function searchRegulations(
  search: RegulationSearchIndex,
  query: RegulationSearchQuery,
): { total: number; results: RegulationSearchResult[] } {
  const hits = search.index.search(query.q, (doc) => {
    const item = search.docs[doc]!.item;
    return (
      (query.title === undefined || item.cfr_title === query.title) &&
      (query.part === undefined || item.part === query.part)
    );
  });
  const results = hits.slice(0, query.limit).map(({ doc, score }) => {
    const { item, paragraphs } = search.docs[doc]!;
    // The paragraph holding the most matches (deepest paragraph per match) names the hit and places the snippet.
    const tally = new Map<ParagraphSpan, number[]>();
    for (const at of occurrences(item.full_text, query.q)) {
      const deepest = paragraphs
        .filter((p) => p.start <= at && at < p.end)
        .sort((a, b) => b.path.length - a.path.length)[0];
      if (deepest !== undefined) tally.set(deepest, [...(tally.get(deepest) ?? []), at]);
    }
    const best = [...tally].sort((a, b) => b[1].length - a[1].length || a[1][0]! - b[1][0]!)[0];
    const holding = best?.[0];
    const snip = snippet(item.full_text, query.q, 220, best?.[1][0]);
    return {
      type: 'regulation' as const,
      id: item.id,
      code: item.code,
      label: item.label,
      cfr_title: item.cfr_title,
      part: item.part,
      subpart: item.subpart,
      section: item.section,
      heading: item.heading,
      content_type: item.content_type,
      paragraph:
        holding === undefined || item.section === null
          ? null
          : formatCitation(item.cfr_title, item.section, holding.path),
      snippet: snip.text,
      score,
      source_url: item.source_url,
      effective_date: item.effective_date,
    };
  });
  return { total: hits.length, results };
}

export interface TreeNode {
  id: number;
  code: string | null;
  label: string;
  content_type: RegulationItem['content_type'];
  children?: TreeNode[];
}

/** Title -> part -> subpart -> section/appendix, in import order, filtered by title and part. */
export function regulationTree(
  records: RegulationRecords,
  filter: { title?: number | undefined; part?: string | undefined },
): Array<{ cfr_title: number; parts: TreeNode[] }> {
  const titles = new Map<number, TreeNode[]>();
  const node = (item: RegulationItem): TreeNode => ({
    id: item.id,
    code:
      item.code ??
      (item.content_type === 'part' ? `Part ${item.part}` : `Subpart ${item.subpart ?? ''}`),
    label: item.label,
    content_type: item.content_type,
  });
  for (const { item } of records.all) {
    if (
      (filter.title !== undefined && item.cfr_title !== filter.title) ||
      (filter.part !== undefined && item.part !== filter.part)
    )
      continue;
    const parts = titles.get(item.cfr_title) ?? [];
    titles.set(item.cfr_title, parts);
    if (item.content_type === 'part') {
      parts.push({ ...node(item), children: [] });
      continue;
    }
    const part = parts.find((p) => p.code === `Part ${item.part}`);
    if (part === undefined) continue;
    if (item.content_type === 'subpart') {
      part.children!.push({ ...node(item), children: [] });
      continue;
    }
    const subpart =
      item.subpart === null
        ? undefined
        : part.children!.find(
            (c) => c.content_type === 'subpart' && c.code === `Subpart ${item.subpart}`,
          );
    (subpart ?? part).children!.push(node(item));
  }
  return [...titles].sort(([a], [b]) => a - b).map(([cfr_title, parts]) => ({ cfr_title, parts }));
}
