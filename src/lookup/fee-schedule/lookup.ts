/**
 * Resolves a fee-schedule request against the imported data (jurisdiction table, configuration, CMS
 * release, place of service) and hands the result to the pure `priceLine`. Shared by the API route and
 * `ohds fee`, so both give the same line.
 */
import { NotFound, ServiceUnavailable, ValidationError } from '../../errors.ts';
import { loadCodes } from '../codes/store.ts';
import type { DataStore } from '../store.ts';
import { CMS_PFS, type RvuIndex } from './cms-pfs-importer.ts';
import { type GpciRow, type RvuRow, rvuKey } from './cms-pfs-parse.ts';
import { GpciIndex } from './gpci-index.ts';
import {
  type ConfiguredVersion,
  FEE_JURISDICTIONS,
  type JurisdictionConfig,
  missingFields,
} from './jurisdiction-config.ts';
import { COVERAGE, JURISDICTIONS, type JurisdictionDef } from './jurisdictions.ts';
import type { FeeLine, FeeLocation, FeeNote, FeeVersion } from './line.ts';
import { PA_WC, type PaTable } from './pa-table.ts';
import { resolvePlace } from './place.ts';
import { type ConversionFactor, type FeeRequest, priceLine, type Schedule } from './price-line.ts';
import { type ReleaseMeta, releaseFor } from './releases.ts';
import { TX_DWC } from './tx-underserved.ts';

export interface FeeQuery extends FeeRequest {
  /** 5 or 9 digits. */
  zip: string | null;
  /** Locality key (`CA:18`, `PA:001`), uppercase. */
  locality: string | null;
}

export interface LoadedRelease {
  meta: ReleaseMeta;
  rvu: RvuIndex;
  gpci: GpciIndex | null;
}

export async function releases(store: DataStore): Promise<ReleaseMeta[]> {
  return store.load(CMS_PFS, 'releases', (s) =>
    s.readJson<ReleaseMeta[]>(CMS_PFS, 'releases.json'),
  );
}

export async function loadRelease(store: DataStore, meta: ReleaseMeta): Promise<LoadedRelease> {
  return store.load(CMS_PFS, `release-${meta.id}`, async (s) => ({
    meta,
    rvu: await s.readJson<RvuIndex>(CMS_PFS, `rvu-${meta.id}.json`),
    gpci: meta.missing_files.includes('GPCI')
      ? null
      : new GpciIndex(await s.readJson<GpciRow[]>(CMS_PFS, `gpci-${meta.id}.json`)),
  }));
}

/** Every code the imported releases hold, with its servable label (null for CPT and dental codes). */
export async function codeLabels(store: DataStore): Promise<Record<string, string | null>> {
  return store.load(CMS_PFS, 'codes', (s) =>
    s.readJson<Record<string, string | null>>(CMS_PFS, 'codes.json'),
  );
}

/**
 * The code's label, or NotFound when no imported source holds the code: the CMS releases, the `cpt` code set
 * (CPT and the HCPCS Level II list) and the PA tables (state-defined codes). With none of them imported the code
 * cannot be checked: a 503 naming `ohds data import`. A licensed CPT descriptor (`--cpt-descriptors`) wins.
 */
async function knownCodeLabel(store: DataStore, code: string): Promise<string | null> {
  const labels = await optional(() => codeLabels(store));
  const cpt = await optional(() => loadCodes(store, 'cpt'));
  const pa = await optional(() => paTableCodes(store));
  if (labels === null && cpt === null && pa === null) store.require(CMS_PFS);
  const record = cpt?.byCode.get(code);
  if (labels?.[code] === undefined && record === undefined && pa?.has(code) !== true)
    throw new NotFound('No imported source holds this code.');
  return record?.label ?? labels?.[code] ?? null;
}

/** Codes of every imported PA table. */
function paTableCodes(store: DataStore): Promise<Set<string>> {
  return store.load(PA_WC, 'codes', async (s) => {
    const years = Object.keys(await s.readJson<Record<string, unknown>>(PA_WC, 'tables.json'));
    const tables = await Promise.all(
      years.map((y) => s.readJson<PaTable>(PA_WC, `table-${y}.json`)),
    );
    return new Set(tables.flatMap((t) => Object.keys(t).map((key) => key.split('|')[0]!)));
  });
}

/** Loads an optional dataset's structure, or null when the dataset is not imported. */
async function optional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ServiceUnavailable) return null;
    throw err;
  }
}

export async function jurisdictionConfig(store: DataStore): Promise<JurisdictionConfig | null> {
  return optional(() =>
    store.load(FEE_JURISDICTIONS, 'config', (s) =>
      s.readJson<JurisdictionConfig>(FEE_JURISDICTIONS, 'config.json'),
    ),
  );
}

async function underservedZips(store: DataStore): Promise<Set<string> | null> {
  return optional(() =>
    store.load(
      TX_DWC,
      'zips',
      async (s) => new Set(await s.readJson<string[]>(TX_DWC, 'underserved-zips.json')),
    ),
  );
}

const note = (code: string, text: string, extra: Record<string, unknown> = {}): FeeNote => ({
  code,
  text,
  ...extra,
});

/** A rejection that is still a 200: the schedule is not held (or not filled in) for this request. */
class Uncovered {
  readonly notes: FeeNote[];
  constructor(text: string) {
    this.notes = [note('not_covered_by_engine', text)];
  }
}

function releaseVersion(meta: ReleaseMeta): FeeVersion {
  return {
    label: `Medicare PFS release ${meta.id}`,
    effective_from: meta.effective_from,
    effective_to: meta.effective_to,
  };
}

async function usableRelease(store: DataStore, id: string, whose: string): Promise<LoadedRelease> {
  const meta = (await releases(store)).find((m) => m.id === id);
  if (meta === undefined)
    throw new Uncovered(`${whose}: CMS physician fee schedule release ${id} is not imported.`);
  if (meta.missing_files.includes('GPCI')) {
    throw new Uncovered(
      `${whose}: CMS release ${id} was imported without a GPCI file; re-import with --gpci-from naming a release of the same year to reuse its GPCIs.`,
    );
  }
  return loadRelease(store, meta);
}

export interface Plan {
  release: LoadedRelease;
  method: 'medicare_rbrvs' | 'state_cf_rbrvs';
  version: FeeVersion;
  citation: string;
  state: string | null;
  /** The RVU rows priced: the QP file only for a Medicare plan asked for the QP conversion factor. */
  rows: Record<string, RvuRow>;
  conversionFactor(): ConversionFactor;
  area: Record<string, { factor: string; note: FeeNote }>;
  notes: FeeNote[];
}

function configuredVersion(
  def: JurisdictionDef,
  config: JurisdictionConfig | null,
  asOf: string,
): { window: NonNullable<JurisdictionDef['windows']>[number]; v: ConfiguredVersion } {
  const window = def.windows?.find((w) => w.effective_from <= asOf && asOf <= w.effective_to);
  if (window === undefined)
    throw new Uncovered(
      `${def.code}: no fee schedule version held for ${asOf}; coverage starts ${def.windows?.[0]?.effective_from}.`,
    );
  const versions = (config?.[def.code as 'CA' | 'TX']?.versions ?? []) as ConfiguredVersion[];
  const v = versions.find((x) => x.effective_from === window.effective_from);
  if (v === undefined) {
    throw new Uncovered(
      `${def.code}: the ${window.effective_from} version is not configured; supply its conversion factors from the official order with \`ohds data import --only ${FEE_JURISDICTIONS} --jurisdiction-config FILE\`.`,
    );
  }
  const missing = missingFields(v);
  if (missing.length > 0)
    throw new Uncovered(
      `${def.code}: the ${window.effective_from} version is missing ${missing.join(', ')} in the jurisdiction configuration.`,
    );
  return { window, v };
}

const SURGERY = /^(1\d{4}|[2-5]\d{4}|6[0-9]\d{3})$/;

/** The Medicare plan for a release: its non-QP conversion factor unless the QP one is asked for. */
export function medicarePlan(release: LoadedRelease, def: JurisdictionDef, q: FeeRequest): Plan {
  const { meta } = release;
  if (q.cf_basis === 'qp' && (meta.conversion_factor.qp === null || release.rvu.qp === null)) {
    throw new Uncovered(
      `medicare: the qualifying APM participant (QP) RVU file of release ${meta.id} is not imported.`,
    );
  }
  const cf = q.cf_basis === 'qp' ? meta.conversion_factor.qp! : meta.conversion_factor.non_qp;
  return {
    release,
    method: 'medicare_rbrvs',
    version: releaseVersion(meta),
    citation: def.citation!,
    state: null,
    area: {},
    notes: [],
    rows: q.cf_basis === 'qp' ? release.rvu.qp! : release.rvu.non_qp,
    conversionFactor: () => ({
      value: cf,
      basis: q.cf_basis === 'qp' ? 'medicare_qp' : 'medicare_non_qp',
    }),
  };
}

async function plan(store: DataStore, def: JurisdictionDef, q: FeeQuery): Promise<Plan> {
  if (def.kind === 'medicare')
    return medicarePlan(await usableRelease(store, releaseFor(q.as_of), 'medicare'), def, q);
  const { window, v } = configuredVersion(def, await jurisdictionConfig(store), q.as_of);
  const release = await usableRelease(store, v.medicare_release!, def.code);
  const version = {
    label: window.label,
    effective_from: window.effective_from,
    effective_to: window.effective_to,
  };
  const factors = v.conversion_factors as Record<string, string>;
  // conversion_factor_basis is a Medicare concept: a state plan prices its own factor on the non-QP RVUs.
  const basisNote =
    q.cf_basis === 'qp'
      ? [
          note(
            'conversion_factor_basis_not_applied',
            `${def.code} sets its own conversion factors; the Medicare QP basis does not apply.`,
          ),
        ]
      : [];
  const rows = release.rvu.non_qp;
  if (def.code === 'CA') {
    return {
      release,
      method: 'state_cf_rbrvs',
      version,
      citation: v.citation!,
      state: 'CA',
      rows,
      conversionFactor: () => ({ value: factors.other!, basis: 'ca_all_other_services' }),
      area: {
        AQ: {
          factor: '1.10',
          note: note(
            'hpsa_bonus',
            'Health professional shortage area: 10% incentive for services billed with AQ (8 CCR 9789.12.6); never inferred from the ZIP.',
          ),
        },
      },
      notes: [
        note(
          'lesser_of_actual_charge',
          'Payment is the lesser of the billed charge and the OMFS maximum.',
        ),
        ...basisNote,
      ],
    };
  }
  const notes = [
    note(
      'least_of',
      'The maximum allowable reimbursement is the least of the fee guideline amount, the provider\u2019s usual and customary charge, and any negotiated amount (28 TAC 134.203).',
    ),
    note(
      'medicare_payment_policies',
      'Medicare payment policies apply as adopted by 28 TAC 134.203.',
    ),
    ...basisNote,
  ];
  const surgeryFacility = q.setting === 'facility' && SURGERY.test(q.code);
  return {
    release,
    method: 'state_cf_rbrvs',
    version,
    citation: v.citation!,
    state: 'TX',
    rows,
    area: {},
    notes,
    conversionFactor: () =>
      surgeryFacility
        ? {
            value: factors.surgery_facility!,
            basis: 'tx_surgery_facility',
            notes: [
              note(
                'surgery_cf_reading',
                'Read as a surgical procedure (CPT 10000-69999) performed in a facility setting: the surgery conversion factor applies.',
              ),
            ],
          }
        : { value: factors.general!, basis: 'tx_general' },
  };
}

async function txIncentive(store: DataStore, q: FeeQuery): Promise<FeeNote[]> {
  if (q.zip === null)
    return [
      note(
        'zip_incentive_not_evaluated',
        'The underserved-area incentive (28 TAC 134.2) is evaluated only from zip, not locality.',
      ),
    ];
  const zips = await underservedZips(store);
  if (zips === null)
    return [
      note(
        'zip_incentive_not_evaluated',
        'The 28 TAC 134.2 underserved-area ZIP list is not imported.',
      ),
    ];
  return zips.has(q.zip.slice(0, 5))
    ? [
        note(
          'underserved_area_incentive',
          'Place of service is in a designated underserved area (28 TAC 134.2): an incentive payment applies in addition to this amount, which does not include it.',
        ),
      ]
    : [];
}

/** Pennsylvania: the Bureau's table for the year of service, by charge-class region (34 Pa. Code Ch. 127). */
async function paSchedule(
  store: DataStore,
  def: JurisdictionDef,
  q: FeeQuery,
): Promise<{ location: FeeLocation; schedule: Schedule; notes: FeeNote[] }> {
  const year = q.as_of.slice(0, 4);
  const tables = await optional(() =>
    store.load(PA_WC, 'tables', (s) =>
      s.readJson<Record<string, { range: string | null }>>(PA_WC, 'tables.json'),
    ),
  );
  const meta = tables?.[year];
  if (meta === undefined)
    throw new Uncovered(
      `PA: the Bureau\u2019s ${year} Part B fee schedule table is not imported (${def.citation}).`,
    );
  const table = await store.load(PA_WC, `table-${year}`, (s) =>
    s.readJson<PaTable>(PA_WC, `table-${year}.json`),
  );
  const region = await paRegion(store, q);
  if (
    table[`${q.code}|`] === undefined &&
    table[`${q.code}|26`] === undefined &&
    meta.range !== null
  ) {
    throw new Uncovered(
      `PA: the imported ${year} table is an excerpt (codes ${meta.range}) and does not hold this code.`,
    );
  }
  return {
    location: {
      locality: `PA:${region.region}`,
      name: `Pennsylvania charge-class region ${region.region}`,
      resolved_from: region.from,
      basis: 'place_of_service',
    },
    notes: [],
    schedule: {
      kind: 'table',
      published: (mod) => {
        const entry = table[`${q.code}|${mod}`];
        return entry === undefined || entry === '*' ? entry : entry[region.region];
      },
      version: {
        label: `PA Part B fee schedule ${year}`,
        effective_from: `${year}-01-01`,
        effective_to: `${year}-12-31`,
      },
      citation: def.citation!,
    },
  };
}

async function paRegion(
  store: DataStore,
  q: FeeQuery,
): Promise<{ region: string; from: 'zip' | 'locality' }> {
  if ((q.zip === null) === (q.locality === null)) {
    throw new ValidationError(
      `Exactly one of 'zip' and 'locality' is required for this jurisdiction.`,
      { field: q.zip === null ? 'zip' : 'locality' },
    );
  }
  if (q.locality !== null) {
    const m = /^PA:(00[1-4])$/.exec(q.locality);
    if (m === null)
      throw new ValidationError(
        `Field 'locality' is not a region of the jurisdiction map (PA:001 to PA:004).`,
        { field: 'locality' },
      );
    return { region: m[1]!, from: 'locality' };
  }
  const regions = await optional(() =>
    store.load(PA_WC, 'zip-regions', (s) =>
      s.readJson<Record<string, string>>(PA_WC, 'zip-regions.json'),
    ),
  );
  if (regions === null)
    throw new Uncovered(
      'PA: the ZIP-to-region list is not imported; send locality PA:001 to PA:004.',
    );
  const region = regions[q.zip!.slice(0, 5)];
  if (region === undefined)
    throw new ValidationError(`Field 'zip' is not in the jurisdiction's ZIP-to-region list.`, {
      field: 'zip',
    });
  return { region, from: 'zip' };
}

/** The RBRVS schedule of one code at one locality under a plan (the floored work GPCI when the release publishes it). */
export function rbrvsSchedule(
  p: Plan,
  g: GpciRow,
  q: FeeRequest,
): Extract<Schedule, { kind: 'rbrvs' }> {
  const { rows } = p;
  return {
    kind: 'rbrvs',
    method: p.method,
    row: (mod) => rows[rvuKey(q.code, mod)],
    quarantined: (mod) => p.release.rvu.quarantined[rvuKey(q.code, mod)],
    gpci: {
      work: (p.release.meta.work_gpci_floor ? g.work_floored : g.work) ?? g.work_floored!,
      pe: g.pe,
      mp: g.mp,
    },
    conversionFactor: p.conversionFactor,
    release: p.release.meta.id,
    version: p.version,
    citation: p.citation,
    areaModifiers: p.area,
  };
}

/** Prices one request; throws ValidationError (400) for a bad place, NotFound (404) for an unknown code. */
export async function lookupFee(store: DataStore, q: FeeQuery): Promise<FeeLine> {
  const def = JURISDICTIONS.get(q.jurisdiction)!;
  const label = await knownCodeLabel(store, q.code);
  const base = { request: q, jurisdiction: def, label, location: null };
  const none = (
    status: 'not_covered_by_engine' | 'no_fee_schedule',
    notes: FeeNote[],
    extra: Partial<Extract<Schedule, { kind: 'none' }>> = {},
  ): FeeLine =>
    priceLine({
      ...base,
      notes,
      schedule: { kind: 'none', status, method: null, version: null, citation: null, ...extra },
    });

  if (q.as_of < COVERAGE.from || q.as_of > COVERAGE.to) {
    return none('not_covered_by_engine', [
      note(
        'not_covered_by_engine',
        `The engine holds schedules for ${COVERAGE.from} to ${COVERAGE.to} only.`,
      ),
    ]);
  }
  if (def.kind === 'no_fee_schedule') {
    return none(
      'no_fee_schedule',
      [
        note(
          'no_fee_schedule',
          `${def.code} has no professional workers\u2019 compensation fee schedule.`,
        ),
      ],
      {
        method: 'no_fee_schedule',
        citation: def.citation,
        version: {
          label: 'No professional fee schedule',
          effective_from: COVERAGE.from,
          effective_to: null,
        },
      },
    );
  }
  if (def.kind === 'not_covered') {
    return none('not_covered_by_engine', [
      note(
        'not_covered_by_engine',
        `${def.code}: the engine holds no fee schedule for this jurisdiction.`,
      ),
    ]);
  }
  if (def.kind === 'state_table') {
    try {
      return priceLine({ ...base, ...(await paSchedule(store, def, q)) });
    } catch (err) {
      if (err instanceof Uncovered) return none('not_covered_by_engine', err.notes);
      throw err;
    }
  }
  let p: Plan;
  try {
    p = await plan(store, def, q);
  } catch (err) {
    if (err instanceof Uncovered) return none('not_covered_by_engine', err.notes);
    throw err;
  }
  const place = await resolvePlace(store, q, p.release.gpci!, p.state);
  const notes = [...place.notes, ...p.notes];
  if (p.release.meta.gpci_from !== null) {
    notes.push(
      note(
        'gpci_reused',
        `Release ${p.release.meta.id} has no GPCI file of its own; the GPCIs of release ${p.release.meta.gpci_from} were used (imported with --gpci-from).`,
      ),
    );
  }
  if (def.code === 'TX') notes.push(...(await txIncentive(store, q)));
  const schedule = rbrvsSchedule(p, place.gpci, q);
  const { rows } = p;
  if (rows[rvuKey(q.code, '')] === undefined && rows[rvuKey(q.code, '26')] === undefined) {
    return priceLine({
      ...base,
      location: place.location,
      notes: [
        ...notes,
        note('not_in_release', `The code is not in Medicare release ${p.release.meta.id}.`),
      ],
      schedule: {
        kind: 'none',
        status: 'not_covered_by_engine',
        method: p.method,
        version: p.version,
        citation: p.citation,
      },
    });
  }
  return priceLine({ ...base, location: place.location, notes, schedule });
}
