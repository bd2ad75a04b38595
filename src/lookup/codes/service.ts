/** Code-set lookups as the API and CLI call them (lazy loads; 503 when a set is not imported). */

import { loadParagraphIndex } from '../regulations/paragraphs.ts';
import { loadRegulationRecords } from '../regulations/records.ts';
import type { DataStore } from '../store.ts';
import { codeTree, getCode, searchCodes } from './engine.ts';
import type { CodeRecord, CodeSetName } from './model.ts';
import {
  assessRecordkeeping,
  type RecordkeepingInput,
  type RecordkeepingResult,
} from './recordkeeping.ts';
import { loadCodes } from './store.ts';

/** A record as served: attributes flattened beside `code` and `label`. */
function present(record: CodeRecord): Record<string, unknown> {
  const { attributes, ...rest } = record;
  return { ...rest, ...attributes };
}

export async function searchCodeSet(
  store: DataStore,
  name: CodeSetName,
  query: { q: string; limit: number; level?: string | undefined },
): Promise<Record<string, unknown>> {
  const set = await loadCodes(store, name);
  const { total, results } = searchCodes(set, query.q, query.limit, query.level);
  return {
    code_set: name,
    query: query.q,
    total,
    results: results.map((r) => ({ ...present(r), score: r.score, match: r.match })),
    notes: set.file.notes,
  };
}

export async function getCodeRecord(
  store: DataStore,
  name: CodeSetName,
  code: string,
): Promise<Record<string, unknown>> {
  const set = await loadCodes(store, name);
  const { path, ...record } = getCode(set, name, code);
  return { code_set: name, ...present(record), path: path.map(present), notes: set.file.notes };
}

export async function codeSetTree(
  store: DataStore,
  name: CodeSetName,
  code?: string,
): Promise<Record<string, unknown>> {
  const set = await loadCodes(store, name);
  const { node, children } = codeTree(set, name, code);
  return {
    code_set: name,
    levels: set.file.levels,
    node: node === null ? null : present(node),
    children: children.map((c) => ({ ...present(c), child_count: c.child_count })),
  };
}

export async function calculateNaics(
  store: DataStore,
  input: RecordkeepingInput,
): Promise<RecordkeepingResult> {
  const naics = await loadCodes(store, 'naics');
  const imported = store.manifest('regulations') !== null;
  const paragraphs = imported ? await loadParagraphIndex(store) : null;
  const appendix = imported
    ? ((await loadRegulationRecords(store)).bySection.get(
        'Appendix A to Subpart B of Part 1904',
      )?.[0]?.item ?? null)
    : null;
  return assessRecordkeeping(input, { naics, paragraphs, partiallyExemptAppendix: appendix });
}
