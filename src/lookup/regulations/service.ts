/**
 * The regulation lookups as the API and CLI call them: load lazily through the DataStore
 * (503 naming `ohds data import` when not imported), then run the pure query functions.
 */
import { NotFound, ServiceUnavailable, ValidationError } from '../../errors.ts';
import { snippet } from '../search/text-index.ts';
import type { DataStore } from '../store.ts';
import { loadGuidance, loadGuidanceSearch, NO_GUIDANCE_NOTE } from './guidance.ts';
import { GUIDANCE_DATASET, type GuidanceItem } from './model.ts';
import {
  buildRegulationSearchIndex,
  findById,
  findSectionParagraph,
  type RegulationSearchResult,
  regulationTree,
  type SectionWithParagraph,
  searchRegulations,
} from './query.ts';
import { loadRegulationRecords } from './records.ts';

export interface GetRegulationQuery {
  id?: number | undefined;
  section?: string | undefined;
  title?: number | undefined;
  type: 'regulation' | 'guidance';
}

/** An item by id, or a section by reference (with the paragraph a reference such as `1904.7(b)(5)` names). */
export async function getRegulation(
  store: DataStore,
  query: GetRegulationQuery,
): Promise<SectionWithParagraph | GuidanceItem> {
  if ((query.id === undefined) === (query.section === undefined)) {
    throw new ValidationError('Exactly one of id and section is required.', { field: 'id' });
  }
  if (query.type === 'guidance') {
    if (query.id === undefined)
      throw new ValidationError('Guidance items are fetched by id only.', { field: 'id' });
    if (store.manifest(GUIDANCE_DATASET) === null) throw new ServiceUnavailable(NO_GUIDANCE_NOTE);
    const item = (await loadGuidance(store)).get(query.id);
    if (item === undefined) throw new NotFound(`No guidance item has id ${query.id}.`);
    return item;
  }
  const records = await loadRegulationRecords(store);
  return query.id !== undefined
    ? findById(records, query.id)
    : findSectionParagraph(records, { section: query.section!, title: query.title });
}

export interface SearchQuery {
  q: string;
  title?: number | undefined;
  part?: string | undefined;
  /** Omitted: both regulations and guidance. */
  type?: 'regulation' | 'guidance' | undefined;
  limit: number;
}

type GuidanceHit = Pick<
  GuidanceItem,
  'type' | 'id' | 'code' | 'label' | 'source_type' | 'sections' | 'issue_date' | 'source_url'
> & { snippet: string; score: number };

export async function searchAll(
  store: DataStore,
  query: SearchQuery,
): Promise<{
  query: string;
  total: number;
  results: Array<RegulationSearchResult | GuidanceHit>;
  notes: string[];
}> {
  const notes: string[] = [];
  const results: Array<RegulationSearchResult | GuidanceHit> = [];
  let total = 0;
  if (query.type !== 'guidance') {
    const search = await store.load('regulations', 'search', async (s) =>
      buildRegulationSearchIndex(await loadRegulationRecords(s)),
    );
    const found = searchRegulations(search, query);
    total += found.total;
    results.push(...found.results);
  }
  if (query.type !== 'regulation') {
    const guidance = await loadGuidanceSearch(store);
    if (guidance === null) notes.push(NO_GUIDANCE_NOTE);
    else if (query.title === undefined && query.part === undefined) {
      const hits = guidance.index.search(query.q);
      total += hits.length;
      for (const { doc, score } of hits.slice(0, query.limit)) {
        const g = guidance.items[doc]!;
        results.push({
          type: 'guidance',
          id: g.id,
          code: g.code,
          label: g.label,
          source_type: g.source_type,
          sections: g.sections,
          issue_date: g.issue_date,
          source_url: g.source_url,
          snippet: snippet(g.full_text, query.q).text,
          score,
        });
      }
    }
  }
  results.sort((a, b) => b.score - a.score);
  return { query: query.q, total, results: results.slice(0, query.limit), notes };
}

export async function treeOf(
  store: DataStore,
  filter: { title?: number | undefined; part?: string | undefined },
): Promise<{ titles: ReturnType<typeof regulationTree> }> {
  return { titles: regulationTree(await loadRegulationRecords(store), filter) };
}
