/** The imported regulations, loaded once per process and indexed by id and by title + section. */
import type { DataStore } from '../store.ts';
import { REGULATIONS_DATASET, type RegulationsIndexFile, type StoredRegulation } from './model.ts';

export interface RegulationRecords {
  all: readonly StoredRegulation[];
  byId: ReadonlyMap<number, StoredRegulation>;
  /** Section or appendix designation -> records (one per CFR title holding it). */
  bySection: ReadonlyMap<string, readonly StoredRegulation[]>;
}

export function loadRegulationRecords(store: DataStore): Promise<RegulationRecords> {
  return store.load(REGULATIONS_DATASET, 'records', async (s) => {
    const file = await s.readJson<RegulationsIndexFile>(REGULATIONS_DATASET, 'index.json');
    const byId = new Map<number, StoredRegulation>();
    const bySection = new Map<string, StoredRegulation[]>();
    for (const record of file.records) {
      byId.set(record.item.id, record);
      const section = record.item.section;
      if (section === null) continue;
      const list = bySection.get(section) ?? [];
      list.push(record);
      bySection.set(section, list);
    }
    return { all: file.records, byId, bySection };
  });
}
