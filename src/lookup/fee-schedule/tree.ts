/**
 * `GET /api/lookup/fee_schedule/tree`: jurisdictions (with their kind, citation and version windows,
 * configured or not), the imported Medicare releases, and, for one jurisdiction, its localities.
 */
import type { DataStore } from '../store.ts';
import { CMS_PFS } from './cms-pfs-importer.ts';
import {
  type ConfiguredVersion,
  type JurisdictionConfig,
  missingFields,
} from './jurisdiction-config.ts';
import { COVERAGE, JURISDICTIONS, type JurisdictionDef } from './jurisdictions.ts';
import { jurisdictionConfig, loadRelease, releases } from './lookup.ts';
import { releaseFor } from './releases.ts';

const METHOD: Record<JurisdictionDef['kind'], string | null> = {
  medicare: 'medicare_rbrvs',
  state_cf_rbrvs: 'state_cf_rbrvs',
  state_table: 'state_table',
  no_fee_schedule: 'no_fee_schedule',
  not_covered: null,
};

function versionsOf(def: JurisdictionDef, config: JurisdictionConfig | null): unknown[] {
  const configured = (config?.[def.code as 'CA' | 'TX']?.versions ?? []) as ConfiguredVersion[];
  return (def.windows ?? []).map((w) => {
    const v = configured.find((c) => c.effective_from === w.effective_from);
    const missing = v === undefined ? ['configuration'] : missingFields(v);
    return {
      ...w,
      configured: missing.length === 0,
      missing,
      medicare_release: v?.medicare_release ?? null,
    };
  });
}

export async function feeScheduleTree(
  store: DataStore,
  jurisdiction: string | null,
  today: string,
): Promise<Record<string, unknown>> {
  const imported = store.manifest(CMS_PFS) !== null;
  const metas = imported ? await releases(store) : [];
  const config = await jurisdictionConfig(store);
  const defs =
    jurisdiction === null ? [...JURISDICTIONS.values()] : [JURISDICTIONS.get(jurisdiction)!];
  const out: Record<string, unknown> = {
    coverage: { from: COVERAGE.from, to: COVERAGE.to },
    medicare_releases: metas.map((m) => ({
      id: m.id,
      effective_from: m.effective_from,
      effective_to: m.effective_to,
      served: m.effective_from >= COVERAGE.from,
      missing_files: m.missing_files,
      gpci_from: m.gpci_from,
      conversion_factor: m.conversion_factor,
    })),
    jurisdictions: defs.map((d) => ({
      code: d.code,
      name: d.name,
      kind: d.kind,
      method: METHOD[d.kind],
      citation: d.citation,
      versions:
        d.kind === 'medicare'
          ? ['A', 'B', 'C', 'D'].map((q) => {
              const id = `2026${q}`;
              const m = metas.find((x) => x.id === id);
              return {
                label: `Medicare PFS release ${id}`,
                release: id,
                imported: m !== undefined,
                missing_files: m?.missing_files ?? null,
              };
            })
          : versionsOf(d, config),
    })),
  };
  if (jurisdiction !== null && imported) {
    const def = JURISDICTIONS.get(jurisdiction)!;
    const state =
      def.kind === 'medicare' ? null : def.kind === 'state_cf_rbrvs' ? def.code : undefined;
    const asOf = today < COVERAGE.from || today > COVERAGE.to ? COVERAGE.from : today;
    const meta =
      metas.find((m) => m.id === releaseFor(asOf) && !m.missing_files.includes('GPCI')) ??
      metas.find((m) => m.id.startsWith('2026') && !m.missing_files.includes('GPCI'));
    if (state !== undefined && meta !== undefined) {
      const { gpci } = await loadRelease(store, meta);
      out.localities = [...gpci!.byKey.entries()]
        .filter(([, r]) => state === null || r.state === state)
        .map(([key, r]) => ({ locality: key, name: r.name }))
        .sort((a, b) => a.locality.localeCompare(b.locality));
      out.localities_release = meta.id;
    }
  }
  return out;
}
