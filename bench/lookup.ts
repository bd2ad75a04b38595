/**
 * Reference-data benchmark: import time per dataset, index size on disk, heap after loading, and
 * search latency p50/p99 over 1,000 queries, against a baseline measured in the same run: a linear
 * scan of the same records (every query term as a substring of the label or text).
 * Needs OHDS_DATA_SOURCE (the real files); without it the section says so.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchCodes } from '../src/lookup/codes/engine.ts';
import { loadCodes } from '../src/lookup/codes/store.ts';
import { importDatasets } from '../src/lookup/import.ts';
import { referenceImporters } from '../src/lookup/reference-importers.ts';
import { buildRegulationSearchIndex, searchRegulations } from '../src/lookup/regulations/query.ts';
import { loadRegulationRecords } from '../src/lookup/regulations/records.ts';
import { tokenize } from '../src/lookup/search/text-index.ts';
import { DataStore } from '../src/lookup/store.ts';

const DATASETS = ['regulations', 'icd10cm', 'naics', 'cpt'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function time(
  queries: readonly string[],
  fn: (q: string) => unknown,
): { p50: number; p99: number } {
  const samples = queries
    .map((q) => {
      const t0 = performance.now();
      fn(q);
      return performance.now() - t0;
    })
    .sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const f of await readdir(dir)) total += (await stat(join(dir, f))).size;
  return total;
}

/** 1,000 queries: words drawn deterministically from the labels themselves (so every query has hits). */
function queriesFrom(labels: readonly string[]): string[] {
  const words = [
    ...new Set(labels.flatMap((l) => tokenize(l)).filter((w) => w.length > 3 && !/^\d/.test(w))),
  ].sort();
  return Array.from({ length: 1000 }, (_, i) =>
    i % 3 === 0
      ? `${words[(i * 7919) % words.length]} ${words[(i * 104729) % words.length]}`
      : words[(i * 7919) % words.length]!,
  );
}

export async function run(): Promise<string> {
  const from = process.env.OHDS_DATA_SOURCE;
  if (from === undefined || from === '')
    return '## lookup\n\nSkipped: OHDS_DATA_SOURCE not set (the benchmark imports the real files).\n';
  const dataDir = await mkdtemp(join(tmpdir(), 'ohds-bench-lookup-'));
  try {
    const rows: string[] = [];
    for (const name of DATASETS) {
      const t0 = performance.now();
      const [outcome] = (
        await importDatasets(referenceImporters, {
          from,
          dataDir,
          only: [name],
          options: {},
          log: () => {},
        })
      ).filter((o) => o.name === name);
      const ms = performance.now() - t0;
      const counts =
        outcome?.status === 'imported'
          ? Object.entries(outcome.manifest.counts)
              .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
              .join(', ')
          : 'import failed';
      rows.push(
        `| ${name} | ${counts} | ${ms.toFixed(0)} ms | ${((await folderBytes(join(dataDir, name))) / 2 ** 20).toFixed(2)} MiB |`,
      );
    }
    const store = new DataStore(dataDir);
    const heap0 = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    const icd = await loadCodes(store, 'icd10cm');
    const regs = buildRegulationSearchIndex(await loadRegulationRecords(store));
    const loadMs = performance.now() - t0;
    const heapMiB = (process.memoryUsage().heapUsed - heap0) / 2 ** 20;

    const icdQueries = queriesFrom(icd.file.records.map((r) => r.label ?? ''));
    const regQueries = queriesFrom(
      regs.docs
        .map((d) => d.item.full_text)
        .join(' ')
        .split(/(?<=\.)\s/),
    );
    const scan = (texts: readonly string[]) => (q: string) => {
      const terms = tokenize(q);
      return texts.filter((t) => terms.every((w) => t.includes(w))).length;
    };
    const icdLower = icd.file.records.map((r) => `${r.code} ${r.label ?? ''}`.toLowerCase());
    const regLower = regs.docs.map((d) => `${d.item.heading} ${d.item.full_text}`.toLowerCase());
    const results = [
      [
        `icd10cm search (${icd.file.records.length.toLocaleString('en-US')} records)`,
        time(icdQueries, (q) => searchCodes(icd, q, 20)),
        time(icdQueries, scan(icdLower)),
      ],
      [
        `regulations search (${regs.docs.length} sections)`,
        time(regQueries, (q) => searchRegulations(regs, { q, limit: 20 })),
        time(regQueries, scan(regLower)),
      ],
    ] as const;
    const lat = results.map(
      ([what, indexed, base]) =>
        `| ${what} | ${indexed.p50.toFixed(3)} / ${indexed.p99.toFixed(3)} ms | ${base.p50.toFixed(3)} / ${base.p99.toFixed(3)} ms | ${(base.p50 / indexed.p50).toFixed(1)}x |`,
    );
    return [
      '## lookup (reference data)',
      '',
      '| dataset | counts | import | index on disk |',
      '|---|---|---|---|',
      ...rows,
      '',
      `Loading ICD-10-CM and the regulation search index: ${loadMs.toFixed(0)} ms, heap +${heapMiB.toFixed(1)} MiB.`,
      '',
      '| 1,000 queries | indexed p50 / p99 | linear-scan baseline p50 / p99 | p50 speed-up |',
      '|---|---|---|---|',
      ...lat,
      '',
    ].join('\n');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
