/**
 * Code-set queries behind `/api/lookup/{icd10cm,naics,cpt}/{search,get,tree}` and `ohds codes`:
 * pure functions over a loaded set. Codes are matched after `normaliseCode` (case, dots, spaces).
 */
import { NotFound } from '../../errors.ts';
import { TextIndex } from '../search/text-index.ts';
import type { CodeRecord, CodeSetFile, CodeSetName } from './model.ts';

export interface LoadedCodeSet {
  file: CodeSetFile;
  byCode: ReadonlyMap<string, CodeRecord>;
  children: ReadonlyMap<string | null, readonly CodeRecord[]>;
  index: TextIndex;
  /** Normalised codes in sorted order, for prefix search. */
  sortedKeys: readonly string[];
}

/** Upper-case, no dots, dashes or spaces: `s52.501a` -> `S52501A`. NAICS sector ranges keep their dash. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase().replace(/[.\s]/g, '');
}

export function loadCodeSet(file: CodeSetFile): LoadedCodeSet {
  const byCode = new Map<string, CodeRecord>();
  const children = new Map<string | null, CodeRecord[]>();
  for (const r of file.records) {
    byCode.set(normaliseCode(r.code), r);
    const list = children.get(r.parent) ?? [];
    list.push(r);
    children.set(r.parent, list);
  }
  const index = new TextIndex(file.records.map((r) => ({ title: r.code, body: r.label ?? '' })));
  return { file, byCode, children, index, sortedKeys: [...byCode.keys()].sort() };
}

export interface CodeSearchResult extends CodeRecord {
  score: number;
  match: 'code' | 'code_prefix' | 'text';
}

/** Exact code first, then codes starting with the query, then ranked label matches. */
export function searchCodes(
  set: LoadedCodeSet,
  q: string,
  limit: number,
  level?: string,
): { total: number; results: CodeSearchResult[] } {
  const key = normaliseCode(q);
  const out: CodeSearchResult[] = [];
  const seen = new Set<string>();
  const push = (r: CodeRecord, score: number, match: CodeSearchResult['match']): void => {
    if (seen.has(r.code) || (level !== undefined && r.level !== level)) return;
    seen.add(r.code);
    out.push({ ...r, score, match });
  };
  const exact = set.byCode.get(key);
  if (exact !== undefined) push(exact, 100, 'code');
  if (/^[A-Z0-9-]{1,8}$/.test(key)) {
    let lo = 0;
    let hi = set.sortedKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (set.sortedKeys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < set.sortedKeys.length && set.sortedKeys[k]!.startsWith(key); k++)
      push(set.byCode.get(set.sortedKeys[k]!)!, 50, 'code_prefix');
  }
  for (const hit of set.index.search(q)) push(set.file.records[hit.doc]!, hit.score, 'text');
  return { total: out.length, results: out.slice(0, limit) };
}

export function getCode(
  set: LoadedCodeSet,
  name: CodeSetName,
  code: string,
): CodeRecord & { path: CodeRecord[] } {
  const record = set.byCode.get(normaliseCode(code));
  if (record === undefined) throw new NotFound(`No ${name} code matches the requested code.`);
  return { ...record, path: ancestors(set, record) };
}

function ancestors(set: LoadedCodeSet, record: CodeRecord): CodeRecord[] {
  const path: CodeRecord[] = [];
  for (let p = record.parent; p !== null; ) {
    const parent = set.byCode.get(normaliseCode(p));
    if (parent === undefined || path.includes(parent) || parent === record) break;
    path.unshift(parent);
    p = parent.parent;
  }
  return path;
}

/** Roots when `code` is omitted, else the node with its direct children. */
export function codeTree(
  set: LoadedCodeSet,
  name: CodeSetName,
  code?: string,
): { node: CodeRecord | null; children: Array<CodeRecord & { child_count: number }> } {
  const node = code === undefined ? null : getCode(set, name, code);
  const kids = set.children.get(node === null ? null : node.code) ?? [];
  return {
    node,
    children: kids.map((k) => ({ ...k, child_count: set.children.get(k.code)?.length ?? 0 })),
  };
}
