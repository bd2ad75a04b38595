/**
 * `ohds data import`: runs the registered importers into staging folders under OHDS_DATA_DIR and
 * renames each into place only when it succeeds, so a failed or interrupted import leaves the previous
 * index intact. Importers write deterministic output, so re-importing the same files is idempotent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '../errors.ts';
import { type DatasetImporter, type DatasetManifest, ImportRefused } from './dataset.ts';
import { isDirectory, writeJson } from './files.ts';

export interface ImportRequest {
  from: string;
  dataDir: string;
  /** Dataset names to import; all detected datasets when empty. */
  only: readonly string[];
  options: Readonly<Record<string, string | undefined>>;
  log(message: string): void;
}

export type ImportOutcome =
  | { name: string; status: 'imported'; manifest: DatasetManifest }
  | { name: string; status: 'failed'; error: string }
  | { name: string; status: 'skipped'; reason: string };

/** Imports every selected dataset; a refused dataset is reported and the others still import. */
export async function importDatasets(
  importers: readonly DatasetImporter[],
  request: ImportRequest,
): Promise<ImportOutcome[]> {
  if (!(await isDirectory(request.from)))
    throw new UsageError(`--from is not a readable folder (${request.from}).`);
  const known = new Set(importers.map((i) => i.name));
  const unknown = request.only.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new UsageError(
      `--only names unknown datasets: ${unknown.join(', ')}; known: ${[...known].join(', ')}.`,
    );
  await mkdir(request.dataDir, { recursive: true });
  const outcomes: ImportOutcome[] = [];
  for (const importer of importers) {
    const chosen =
      request.only.length > 0
        ? request.only.includes(importer.name)
        : await importer.detect(request.from);
    if (!chosen) {
      outcomes.push({
        name: importer.name,
        status: 'skipped',
        reason: request.only.length > 0 ? 'not selected by --only' : 'no files for it under --from',
      });
      continue;
    }
    outcomes.push(await importOne(importer, request));
  }
  return outcomes;
}

async function importOne(
  importer: DatasetImporter,
  request: ImportRequest,
): Promise<ImportOutcome> {
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(request.dataDir, `.staging-${importer.name}-${suffix}`);
  const target = join(request.dataDir, importer.name);
  const retired = join(request.dataDir, `.retired-${importer.name}-${suffix}`);
  await mkdir(staging, { recursive: true });
  try {
    const manifest = await importer.run({
      from: request.from,
      outDir: staging,
      options: request.options,
      log: request.log,
    });
    await writeJson(join(staging, 'manifest.json'), manifest, true);
    const hadPrevious = await isDirectory(target);
    if (hadPrevious) await rename(target, retired);
    await rename(staging, target);
    if (hadPrevious) await rm(retired, { recursive: true, force: true });
    return { name: importer.name, status: 'imported', manifest };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    if (err instanceof ImportRefused || err instanceof UsageError)
      return { name: importer.name, status: 'failed', error: err.message };
    return {
      name: importer.name,
      status: 'failed',
      error: `unexpected error: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}
