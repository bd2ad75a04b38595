/**
 * `GET /api/lookup/fee_schedule/search`: codes held by the imported Medicare releases, by code prefix or by
 * words of the servable short descriptor (HCPCS Level II; CPT labels are null, AMA copyright), each record
 * with `code` and `label` (the catalog's lookup convention).
 */
import type { DataStore } from '../store.ts';
import { codeLabels } from './lookup.ts';

export interface FeeCodeSearch {
  query: string;
  count: number;
  results: Array<{ code: string; label: string | null }>;
}

export async function searchFeeCodes(
  store: DataStore,
  query: string,
  limit: number,
): Promise<FeeCodeSearch> {
  const labels = await codeLabels(store);
  const q = query.trim().toUpperCase();
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const byCode = /^[0-9A-Z]{1,5}$/.test(q);
  const results: Array<{ code: string; label: string | null }> = [];
  for (const [code, label] of Object.entries(labels).sort(([a], [b]) => a.localeCompare(b))) {
    const text = (label ?? '').toLowerCase();
    if ((byCode && code.startsWith(q)) || (text !== '' && words.every((w) => text.includes(w))))
      results.push({ code, label });
  }
  return { query, count: results.length, results: results.slice(0, limit) };
}
