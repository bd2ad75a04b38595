/**
 * `ohds data sync [--mirror URL]`: downloads the source files into a temporary folder laid out like
 * `--from`, imports them with the same importers, and removes the download. One table, below, holds
 * every location. With `--mirror URL` every file is fetched from `URL/<path>` (a mirror of the layout
 * of ../shared/data, e.g. an internal file server); without it, the official government locations are
 * used where a file is published in the format its importer reads.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UsageError } from '../errors.ts';
import type { DatasetImporter } from './dataset.ts';
import { importDatasets, type ImportOutcome } from './import.ts';
import { extractZipMember } from './zip.ts';

export interface SourceFile {
  dataset: string;
  /** Where the file lands under the download folder (the `--from` layout). */
  path: string;
  /** Official location, or null when no official file in this format exists (mirror only). */
  official: { url: string; zipMember?: string } | null;
  /** Why there is no official location, or what the official file is. */
  note?: string;
  /** A manifest listing further files (`sections[].file`) in its own folder. */
  lists?: 'ecfr-manifest';
}

/** The one table of source locations. `{date}` is replaced by the sync date (UTC, YYYY-MM-DD, two days back so eCFR has it). */
export const OFFICIAL_SOURCES: readonly SourceFile[] = [
  { dataset: 'regulations', path: 'ecfr/title-29/part-1904.xml', official: { url: 'https://www.ecfr.gov/api/versioner/v1/full/{date}/title-29.xml?part=1904' }, note: 'official eCFR XML of 29 CFR Part 1904' },
  { dataset: 'regulations', path: 'ecfr/title-29/part-1904/MANIFEST.json', official: null, note: 'eCFR Markdown mirror of ../shared/data (mirror only)', lists: 'ecfr-manifest' },
  { dataset: 'icd10cm', path: 'icd10cm/icd10cm-codes-2026.txt', official: { url: 'https://ftp.cdc.gov/pub/Health_Statistics/NCHS/Publications/ICD10CM/2026/icd10cm-Code%20Descriptions-2026.zip', zipMember: 'icd10cm-codes-2026.txt' } },
  { dataset: 'icd10cm', path: 'icd10cm/icd10cm-codes-2026.txt.gz', official: null, note: 'gzipped copy in ../shared/data (mirror only)' },
  { dataset: 'icd10cm', path: 'icd10cm/icd10cm-chapters-April-1-2026.csv', official: null, note: 'derived from the CDC tabular release (mirror only)' },
  { dataset: 'icd10cm', path: 'icd10cm/icd10cm-sections-April-1-2026.csv', official: null, note: 'derived from the CDC tabular release (mirror only)' },
  { dataset: 'icd10cm', path: 'icd10cm/icd10cm-categories-April-1-2026.csv', official: null, note: 'derived from the CDC tabular release (mirror only)' },
  { dataset: 'naics', path: 'naics/naics-2022-2-6digit-codes.csv', official: null, note: 'Census publishes 2-6 digit_2022_Codes.xlsx; a code,title CSV of it (mirror only)' },
  { dataset: 'cpt', path: 'cms-pfs/rvu26c/PPRRVU2026_Jul_nonQPP.csv', official: { url: 'https://www.cms.gov/files/zip/rvu26c.zip', zipMember: 'PPRRVU2026_Jul_nonQPP.csv' } },
  { dataset: 'cpt', path: 'hcpcs/hcpcs_level2_2026q3_codes-only.txt.gz', official: null, note: 'codes-only extract of the CMS HCPCS quarterly file (mirror only)' },
];

export interface SyncRequest {
  mirror: string | null;
  dataDir: string;
  only: readonly string[];
  options: Readonly<Record<string, string | undefined>>;
  log(message: string): void;
  /** Injected clock for the `{date}` of dated official URLs. */
  now: Date;
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Downloads the selected datasets' files, imports them, removes the download folder. */
export async function syncDatasets(importers: readonly DatasetImporter[], sources: readonly SourceFile[], request: SyncRequest): Promise<ImportOutcome[]> {
  const mirror = request.mirror === null ? null : request.mirror.replace(/(?<!\/)\/+$/, '');
  if (mirror !== null && !/^https?:\/\//.test(mirror)) throw new UsageError('--mirror must be an http(s) URL.');
  const date = new Date(request.now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const folder = join(request.dataDir, `.download-${randomBytes(4).toString('hex')}`);
  const failed = new Map<string, string>();
  const fetched = new Set<string>();
  try {
    for (const source of sources) {
      if (request.only.length > 0 && !request.only.includes(source.dataset)) continue;
      if (mirror === null && source.official === null) continue;
      const target = join(folder, source.path);
      try {
        const url = mirror === null ? source.official!.url.replace('{date}', date) : `${mirror}/${source.path.split('/').map(encodeURIComponent).join('/')}`;
        let body = await download(url);
        const member = mirror === null ? source.official!.zipMember : undefined;
        if (member !== undefined) {
          const extracted = extractZipMember(body, member);
          if (extracted === null) throw new Error(`archive has no ${member}`);
          body = extracted;
        }
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, body);
        request.log(`downloaded ${source.path} (${body.length} bytes)`);
        if (source.lists === 'ecfr-manifest') {
          const listed = (JSON.parse(await readFile(target, 'utf8')) as { sections?: Array<{ file: string }> }).sections ?? [];
          for (const { file } of listed) {
            const path = `${dirname(source.path)}/${file}`;
            await writeFile(join(folder, path), await download(`${mirror}/${path.split('/').map(encodeURIComponent).join('/')}`));
          }
        }
        fetched.add(source.dataset);
      } catch (err) {
        // A file a mirror does not carry is optional (e.g. the XML beside the Markdown mirror); the importer decides.
        if (mirror === null) failed.set(source.dataset, `download of ${source.path} failed: ${(err as Error).message}`);
        else request.log(`not on the mirror: ${source.path} (${(err as Error).message})`);
      }
    }
    const only = [...fetched].filter((name) => !failed.has(name));
    const outcomes = only.length === 0 ? [] : (await importDatasets(importers, { from: folder, dataDir: request.dataDir, only, options: request.options, log: request.log })).filter((o) => o.status !== 'skipped');
    return [...outcomes, ...[...failed].map(([name, error]) => ({ name, status: 'failed' as const, error }))];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
