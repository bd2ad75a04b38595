/** Writes a code set's index and builds its manifest (shared by the three code-set importers). */
import { join } from 'node:path';
import { type DatasetManifest, ImportRefused } from '../dataset.ts';
import { writeJson } from '../files.ts';
import { normaliseCode } from './engine.ts';
import { CODES_FORMAT, type CodeRecord, type CodeSetName } from './model.ts';

export async function writeCodeSet(
  outDir: string,
  name: CodeSetName,
  levels: string[],
  records: CodeRecord[],
  notes: string[],
  manifest: Omit<DatasetManifest, 'name' | 'format_version' | 'counts'>,
): Promise<DatasetManifest> {
  const seen = new Set<string>();
  for (const r of records) {
    const key = normaliseCode(r.code);
    if (seen.has(key))
      throw new ImportRefused(`${name}: code ${r.code} appears twice (check: unique codes).`);
    seen.add(key);
  }
  await writeJson(join(outDir, 'codes.json'), {
    format_version: CODES_FORMAT,
    name,
    levels,
    records,
    notes,
  });
  const counts: Record<string, number> = {};
  for (const level of levels) counts[level] = records.filter((r) => r.level === level).length;
  return { name, format_version: CODES_FORMAT, counts, ...manifest };
}
