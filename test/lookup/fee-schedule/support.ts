/**
 * Imports the fee-schedule datasets from OHDS_DATA_SOURCE into a temp OHDS_DATA_DIR shared by the test processes
 * (release 2026C with `--gpci-from 2026A`), with a jurisdiction configuration whose numbers are SYNTHETIC
 * test values, not official factors.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feeScheduleImporters } from '../../../src/lookup/fee-schedule/importers.ts';
import { isDirectory } from '../../../src/lookup/files.ts';
import { importDatasets } from '../../../src/lookup/import.ts';
import { DataStore } from '../../../src/lookup/store.ts';

/** Synthetic conversion factors for tests only (round numbers so they cannot pass for official ones). */
const SYNTHETIC_CONFIG = {
  _comment: 'SYNTHETIC TEST VALUES: not official conversion factors.',
  CA: {
    versions: [
      {
        effective_from: '2026-03-01',
        effective_to: '2026-09-30',
        citation: 'synthetic test citation',
        medicare_release: '2026A',
        conversion_factors: { anesthesia: '10.0000', other: '50.0000' },
      },
      {
        effective_from: '2026-10-01',
        effective_to: '2026-12-31',
        citation: null,
        medicare_release: null,
        conversion_factors: { anesthesia: null, other: null },
      },
    ],
  },
  TX: {
    versions: [
      {
        effective_from: '2026-01-01',
        effective_to: '2026-12-31',
        citation: 'synthetic test citation',
        medicare_release: '2026A',
        conversion_factors: { general: '60.0000', surgery_facility: '80.0000' },
      },
    ],
  },
};

export interface FeeData {
  dataDir: string;
  store: DataStore;
}

let shared: Promise<FeeData> | null = null;

/** Cache key: the source folder and the importer code, so a code change re-imports. */
async function cacheKey(from: string): Promise<string> {
  const hash = createHash('sha256').update(from);
  const dir = fileURLToPath(new URL('../../../src/lookup/fee-schedule/', import.meta.url));
  for (const f of (await readdir(dir)).sort()) hash.update(f).update(await readFile(join(dir, f)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Imports once per code version for all test processes: each process that finds no finished import
 * imports into its own folder and renames it into place (the first rename wins; the others use it).
 */
async function importShared(from: string): Promise<string> {
  const key = await cacheKey(from);
  const target = join(tmpdir(), `${CACHE_PREFIX}${key}`);
  if (await isDirectory(join(target, 'cms-pfs'))) return target;
  const dataDir = await mkdtemp(join(tmpdir(), 'ohds-fee-import-'));
  const configFile = join(dataDir, 'test.jurisdiction-config.json');
  await writeFile(configFile, JSON.stringify(SYNTHETIC_CONFIG));
  const outcomes = await importDatasets(feeScheduleImporters, {
    from,
    dataDir,
    only: feeScheduleImporters.map((i) => i.name),
    options: { 'gpci-from': '2026A', 'jurisdiction-config': configFile },
    log: () => {},
  });
  const failed = outcomes.find((o) => o.status !== 'imported');
  if (failed !== undefined)
    throw new Error(`fee-schedule import failed: ${JSON.stringify(failed)}`);
  for (const old of await readdir(tmpdir())) {
    if (old.startsWith(CACHE_PREFIX) && old !== `${CACHE_PREFIX}${key}`)
      await rm(join(tmpdir(), old), { recursive: true, force: true });
  }
  try {
    await rename(dataDir, target);
    return target;
  } catch {
    await rm(dataDir, { recursive: true, force: true });
    return target;
  }
}

const CACHE_PREFIX = 'ohds-fee-test-data-';

/** The imported data, or null when OHDS_DATA_SOURCE is unset (callers skip). */
export function feeData(): Promise<FeeData> | null {
  const from = process.env.OHDS_DATA_SOURCE;
  if (from === undefined || from === '') return null;
  shared ??= importShared(from).then((dataDir) => ({ dataDir, store: new DataStore(dataDir) }));
  return shared;
}

export const SKIP = 'OHDS_DATA_SOURCE not set: fee-schedule data tests need ../shared/data';
