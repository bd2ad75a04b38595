/** Test helpers for recordability: synthetic cases and the real paragraph index when OHDS_DATA_SOURCE is set. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { importDatasets } from '../../src/lookup/import.ts';
import { referenceImporters } from '../../src/lookup/reference-importers.ts';
import {
  loadParagraphIndex,
  type ParagraphIndex,
} from '../../src/lookup/regulations/paragraphs.ts';
import { DataStore } from '../../src/lookup/store.ts';
import type { RecordabilityCase } from '../../src/recordability/schema.ts';

/** A minimal synthetic case; `over` replaces whole blocks. */
export function makeCase(
  incident: string,
  injury: string,
  over: Partial<RecordabilityCase> = {},
): RecordabilityCase {
  return {
    incident: { description: incident, location_context: 'on_premises' },
    injury: { description: injury },
    ...over,
  };
}

/** Imports the regulations from OHDS_DATA_SOURCE into a temp data dir; null (caller skips) when unset. */
export async function realParagraphs(
  t: TestContext,
): Promise<{ index: ParagraphIndex; store: DataStore } | null> {
  const from = process.env.OHDS_DATA_SOURCE;
  if (from === undefined || from === '') return null;
  const dataDir = await mkdtemp(join(tmpdir(), 'ohds-recordability-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const outcomes = await importDatasets(referenceImporters, {
    from,
    dataDir,
    only: ['regulations'],
    options: {},
    log: () => {},
  });
  if (outcomes.some((o) => o.status === 'failed')) throw new Error('regulation import failed');
  const store = new DataStore(dataDir);
  return { index: await loadParagraphIndex(store), store };
}
