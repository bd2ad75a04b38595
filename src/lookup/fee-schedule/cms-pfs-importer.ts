/**
 * `cms-pfs` importer: every CMS physician fee schedule release bundle found under `--from` (one folder per
 * release: PPRRVU non-QP [+ QP], GPCI, LOCCO, ANES, OPPSCAP), checked and written as one index per release.
 * A release lacking its GPCI file reuses another release's of the same year only with `--gpci-from`.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import {
  type DatasetImporter,
  type DatasetManifest,
  type ImportContext,
  ImportRefused,
} from '../dataset.ts';
import { zipEntries } from '../zip.ts';
import {
  type GpciRow,
  type PprrvuParse,
  parseAnes,
  parseGpci,
  parseLocco,
  parseOppsCap,
  parsePprrvu,
  type RvuRow,
  rvuKey,
} from './cms-pfs-parse.ts';
import { findSources, readSource, type SourceFile, writeIndex } from './files.ts';
import { GpciIndex } from './gpci-index.ts';
import { quarterRange, type ReleaseMeta, releaseId } from './releases.ts';
import { parseZip5Csv, parseZip5Fixed } from './zip-parse.ts';

export const CMS_PFS = 'cms-pfs';
const FORMAT_VERSION = 1;
const MONTH_QUARTER: Record<string, 'A' | 'B' | 'C' | 'D'> = {
  JAN: 'A',
  APR: 'B',
  JUL: 'C',
  OCT: 'D',
};

/** What `rvu-<release>.json` holds. */
export interface RvuIndex {
  non_qp: Record<string, RvuRow>;
  qp: Record<string, RvuRow> | null;
  /** Rows withheld from pricing, with the reason. */
  quarantined: Record<string, string>;
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new ImportRefused(message);
}

function sanityRvu(p: PprrvuParse, file: string, min: number): void {
  check(
    p.rows.size >= min && p.rows.size <= 30000,
    `${file}: ${p.rows.size} rows is outside the plausible range (check: row count).`,
  );
  const statuses = new Set([...p.rows.values()].map((r) => r.status));
  check(
    statuses.has('A') && statuses.size >= 3,
    `${file}: too few distinct status codes (check: distinct status codes).`,
  );
  const cfs = new Set(
    [...p.rows.values()].map((r) => r.conversion_factor).filter((cf) => cf !== '0'),
  );
  check(
    cfs.size === 1,
    `${file}: expected one conversion factor, found ${cfs.size} (check: one conversion factor).`,
  );
  for (const [key, r] of p.rows) {
    const work = Number(r.work);
    check(
      work >= 0 && work <= 300 && Number(r.mp) >= 0 && Number(r.pe_facility) >= 0,
      `${file}: ${key} has an implausible RVU (check: RVU ranges).`,
    );
  }
}

function sanityGpci(rows: GpciRow[], file: string): void {
  check(
    rows.length >= 80 && rows.length <= 150,
    `${file}: ${rows.length} localities is outside the plausible range (check: locality count).`,
  );
  check(
    new Set(rows.map((r) => `${r.carrier}${r.locality}`)).size === rows.length,
    `${file}: duplicate localities (check: unique localities).`,
  );
  for (const r of rows) {
    const values = [r.work, r.work_floored, r.pe, r.mp]
      .filter((v): v is string => v !== null)
      .map(Number);
    check(
      values.every((v) => v >= 0.2 && v <= 4),
      `${file}: locality ${r.state}:${r.locality} has an implausible GPCI (check: GPCI ranges).`,
    );
    check(
      r.work_floored === null || Number(r.work_floored) >= 1,
      `${file}: a floored work GPCI is below 1.0 (check: work GPCI floor).`,
    );
  }
}

/** Every carrier/locality pair in `pairs` must be a GPCI locality. */
function sameLocalities(
  gpci: GpciIndex,
  pairs: Array<{ carrier: string; locality: string }>,
  file: string,
): void {
  const missing = pairs.filter((p) => gpci.resolve(p.carrier, p.locality) === null);
  check(
    missing.length === 0,
    `${file}: ${missing.length} locality references are not in the release's GPCI file (check: localities match the GPCI file).`,
  );
}

interface Bundle {
  id: string;
  year: number;
  dir: string;
  files: Record<string, string>;
}

/** The same release found twice (a folder and a zip bundle) is refused rather than silently chosen. */
function mergeBundles(bundles: Bundle[]): Bundle[] {
  const ids = bundles.map((b) => b.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  check(
    twice === undefined,
    `release ${twice} found twice under --from (a folder and a bundle?) (check: one copy per release).`,
  );
  return bundles.sort((a, b) => a.id.localeCompare(b.id));
}

async function findBundles(from: string): Promise<Bundle[]> {
  const bundles: Bundle[] = [];
  for (const file of await findSources(from, /^PPRRVU\d{4}_(Jan|Apr|Jul|Oct)/i)) {
    const m = /^PPRRVU(\d{4})_(Jan|Apr|Jul|Oct)/i.exec(basename(file))!;
    const year = Number(m[1]);
    const id = releaseId(year, MONTH_QUARTER[m[2]!.toUpperCase()]!);
    const qp = /_QPP/i.test(basename(file)) && !/nonQPP/i.test(basename(file));
    let bundle = bundles.find((b) => b.id === id);
    if (bundle === undefined) bundles.push((bundle = { id, year, dir: dirname(file), files: {} }));
    check(
      bundle.dir === dirname(file),
      `release ${id}: PPRRVU files found in two folders (check: one folder per release).`,
    );
    check(
      bundle.files[qp ? 'pprrvu_qp' : 'pprrvu'] === undefined,
      `release ${id}: two ${qp ? 'QP' : 'non-QP'} PPRRVU files (check: one PPRRVU file per kind).`,
    );
    bundle.files[qp ? 'pprrvu_qp' : 'pprrvu'] = file;
  }
  for (const b of bundles) {
    const yy = String(b.year).slice(2);
    const siblings = await findSources(b.dir, /./, 0);
    const pick = (re: RegExp): string | undefined => siblings.find((f) => re.test(basename(f)));
    const found = {
      gpci: pick(new RegExp(`^GPCI${b.year}.*\\.csv$`, 'i')),
      locco: pick(new RegExp(`^${yy}LOCCO.*\\.csv$`, 'i')),
      anes: pick(new RegExp(`^ANES${b.year}.*\\.csv$`, 'i')),
      oppscap: pick(/^OPPSCAP_.*\.csv$/i),
    };
    for (const [k, v] of Object.entries(found)) if (v !== undefined) b.files[k] = v;
  }
  return bundles.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The PPRRVU short descriptor where it may be served: HCPCS Level II codes (public CMS text). CPT descriptors
 * are AMA-copyrighted and dental D codes ADA-copyrighted: null (a licensed CPT file comes through the `cpt`
 * dataset, `--cpt-descriptors`), as in src/lookup/codes/cpt.ts.
 */
export function servableLabel(code: string, description: string): string | null {
  return /^[A-CE-V]\d{4}$/.test(code) && description !== '' ? description : null;
}

/** `--gpci-from` accepts a release id (`2026A`) or the CMS bundle name (`rvu26a`). */
export function normaliseRelease(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toUpperCase();
  const bundle = /^RVU(\d{2})([A-D])$/.exec(v);
  if (bundle !== null) return `20${bundle[1]}${bundle[2]}`;
  if (!/^\d{4}[A-D]$/.test(v))
    throw new ImportRefused(
      '--gpci-from must name a release such as 2026A or rvu26a (check: --gpci-from names a release).',
    );
  return v;
}

async function zipPairsForYear(
  from: string,
  year: number,
): Promise<Array<{ carrier: string; locality: string }> | null> {
  const files = await findSources(from, new RegExp(`^ZIP5_[A-Z]{3}${year}\\.(txt|csv)$`, 'i'));
  const file = files[0];
  if (file === undefined) return null;
  const src = await readSource(from, file);
  return (
    /\.csv$/i.test(file) ? parseZip5Csv(src.text, src.path) : parseZip5Fixed(src.text, src.path)
  ).rows;
}

/**
 * Fills in the OPPS columns a malformed row lost from the other PPRRVU file of the same release (QP and
 * non-QP share RVUs); otherwise keeps the row without them when the release's OPPSCAP file shows the cap
 * never binds for the code, and quarantines it when it does (or when there is no OPPSCAP to tell).
 */
function settleRepairs(
  p: PprrvuParse,
  sibling: PprrvuParse | null,
  capped: Set<string> | null,
  quarantined: Record<string, string>,
): Record<string, number> {
  const counts = {
    recovered_from_sibling: 0,
    kept_cap_not_binding: 0,
    kept_not_payable: 0,
    quarantined: 0,
  };
  for (const { key } of p.repaired) {
    const row = p.rows.get(key)!;
    const twin = sibling?.rows.get(key);
    if (
      twin?.opps &&
      twin.work === row.work &&
      twin.pe_facility === row.pe_facility &&
      twin.pe_non_facility === row.pe_non_facility &&
      twin.mp === row.mp
    ) {
      row.opps = twin.opps;
      counts.recovered_from_sibling++;
    } else if (!['A', 'R', 'T'].includes(row.status)) counts.kept_not_payable++;
    else if (capped !== null && !capped.has(key)) counts.kept_cap_not_binding++;
    else {
      quarantined[key] =
        'source row malformed (descriptor split, OPPS columns lost) and the code is subject to the OPPS imaging cap';
      counts.quarantined++;
    }
  }
  return counts;
}

/**
 * Extracts the CSV files of every official CMS bundle under `from` (RVU26A.zip ...) into `into`, so they
 * are read like a release folder. Returns extracted path -> display path (`bundle.zip!entry`).
 */
async function extractBundles(from: string, into: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const zip of await findSources(from, /^RVU\d{2}[A-D].*\.zip$/i)) {
    const shown = relative(from, zip);
    const dir = join(into, basename(zip).replace(/\.zip$/i, ''));
    await mkdir(dir, { recursive: true });
    for (const entry of zipEntries(await readFile(zip), shown)) {
      if (!/\.csv$/i.test(entry.name)) continue;
      const target = join(dir, basename(entry.name));
      await writeFile(target, entry.read());
      names.set(target, `${shown}!${entry.name}`);
    }
  }
  return names;
}

async function importBundle(
  ctx: ImportContext,
  b: Bundle,
  sources: SourceFile[],
  shownAs: Map<string, string>,
): Promise<{
  meta: ReleaseMeta;
  gpci: GpciRow[] | null;
  rvu: RvuIndex;
  details: Record<string, unknown>;
}> {
  const read = async (key: string): Promise<SourceFile | null> => {
    const f = b.files[key];
    if (f === undefined) return null;
    const src = await readSource(ctx.from, f);
    src.path = shownAs.get(f) ?? src.path;
    sources.push(src);
    return src;
  };
  const rvuSrc = (await read('pprrvu'))!;
  check(rvuSrc !== null, `release ${b.id}: no non-QP PPRRVU file (check: PPRRVU present).`);
  const nonQp = parsePprrvu(rvuSrc.text, rvuSrc.path);
  sanityRvu(nonQp, rvuSrc.path, 10000);
  const qpSrc = await read('pprrvu_qp');
  const qp = qpSrc === null ? null : parsePprrvu(qpSrc.text, qpSrc.path);
  if (qp !== null) sanityRvu(qp, qpSrc!.path, 5000);

  const gpciSrc = await read('gpci');
  const gpci = gpciSrc === null ? null : parseGpci(gpciSrc.text, gpciSrc.path);
  if (gpci !== null) sanityGpci(gpci, gpciSrc!.path);
  const gpciIndex = gpci === null ? null : new GpciIndex(gpci);

  const capSrc = await read('oppscap');
  const cap = capSrc === null ? null : parseOppsCap(capSrc.text, capSrc.path);
  const capped = cap === null ? null : new Set(cap.map((r) => rvuKey(r.code, r.mod)));
  const loccoSrc = await read('locco');
  const locco = loccoSrc === null ? null : parseLocco(loccoSrc.text, loccoSrc.path);
  const anesSrc = await read('anes');
  const anes = anesSrc === null ? null : parseAnes(anesSrc.text, anesSrc.path);
  if (gpciIndex !== null) {
    if (cap !== null) sameLocalities(gpciIndex, cap, capSrc!.path);
    if (anes !== null) sameLocalities(gpciIndex, anes, anesSrc!.path);
    if (locco !== null) sameLocalities(gpciIndex, locco, loccoSrc!.path);
    const zips = await zipPairsForYear(ctx.from, b.year);
    if (zips !== null) sameLocalities(gpciIndex, zips, `ZIP5 crosswalk ${b.year}`);
  }
  if (cap !== null) {
    for (const r of cap)
      check(
        nonQp.rows.has(rvuKey(r.code, r.mod)),
        `${capSrc!.path}: ${r.code} is not in the release's PPRRVU file (check: OPPSCAP codes in the PPRRVU file).`,
      );
  }

  const quarantined: Record<string, string> = {};
  const repairs = {
    non_qp: settleRepairs(nonQp, qp, capped, quarantined),
    qp: qp === null ? null : settleRepairs(qp, nonQp, capped, {}),
  };
  const missing = Object.entries({ GPCI: gpci, OPPSCAP: cap, ANES: anes, LOCCO: locco })
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  const cf = (p: PprrvuParse | null): string | null =>
    p === null
      ? null
      : ([...p.rows.values()].find((r) => r.conversion_factor !== '0')?.conversion_factor ?? null);
  const meta: ReleaseMeta = {
    id: b.id,
    ...quarterRange(b.id),
    conversion_factor: { non_qp: cf(nonQp)!, qp: cf(qp) },
    missing_files: missing,
    gpci_from: null,
    work_gpci_floor: gpci?.[0]?.work_floored != null,
    localities: gpci?.length ?? 0,
  };
  ctx.log(
    `cms-pfs ${b.id}: ${nonQp.rows.size} RVU rows, ${nonQp.repaired.length} re-joined, ${Object.keys(quarantined).length} quarantined${missing.length ? `; missing ${missing.join(', ')}` : ''}`,
  );
  return {
    meta,
    gpci,
    rvu: {
      non_qp: Object.fromEntries(nonQp.rows),
      qp: qp === null ? null : Object.fromEntries(qp.rows),
      quarantined,
    },
    details: {
      rvu_rows: nonQp.rows.size,
      header_repaired: nonQp.header_repaired,
      malformed_rows: { non_qp: nonQp.repaired.length, qp: qp?.repaired.length ?? 0 },
      repairs,
      locco_rows: locco?.length ?? 0,
      anes_localities: anes?.length ?? 0,
      oppscap_rows: cap?.length ?? 0,
    },
  };
}

export const cmsPfsImporter: DatasetImporter = {
  name: CMS_PFS,
  description: 'CMS Medicare physician fee schedule releases (PPRRVU, GPCI, LOCCO, ANES, OPPSCAP)',
  async detect(from) {
    return (
      (await findSources(from, /^PPRRVU\d{4}_(Jan|Apr|Jul|Oct)|^RVU\d{2}[A-D].*\.zip$/i)).length > 0
    );
  },
  async run(ctx): Promise<DatasetManifest> {
    const extracted = await mkdtemp(join(tmpdir(), 'ohds-rvu-bundles-'));
    try {
      return await importReleases(ctx, extracted);
    } finally {
      await rm(extracted, { recursive: true, force: true });
    }
  },
};

async function importReleases(ctx: ImportContext, extracted: string): Promise<DatasetManifest> {
  const shownAs = await extractBundles(ctx.from, extracted);
  const bundles = mergeBundles([
    ...(await findBundles(ctx.from)),
    ...(await findBundles(extracted)),
  ]);
  check(bundles.length > 0, 'no PPRRVU file found (check: PPRRVU present).');
  const sources: SourceFile[] = [];
  const metas: ReleaseMeta[] = [];
  const details: Record<string, unknown> = {};
  const gpciById = new Map<string, GpciRow[]>();
  const codes: Record<string, string | null> = {};
  for (const b of bundles) {
    const { meta, gpci, rvu, details: d } = await importBundle(ctx, b, sources, shownAs);
    if (gpci !== null) gpciById.set(b.id, gpci);
    for (const [key, row] of Object.entries(rvu.non_qp))
      if (key.endsWith('|'))
        codes[key.slice(0, -1)] = servableLabel(key.slice(0, -1), row.description);
    await writeIndex(ctx.outDir, `rvu-${b.id}.json`, rvu);
    metas.push(meta);
    details[b.id] = d;
  }
  const gpciFrom = normaliseRelease(ctx.options['gpci-from']);
  if (gpciFrom !== undefined) {
    check(
      gpciById.has(gpciFrom),
      `--gpci-from ${gpciFrom}: that release's GPCI file was not found under --from (check: --gpci-from release present).`,
    );
  }
  for (const meta of metas) {
    let gpci = gpciById.get(meta.id);
    if (
      gpci === undefined &&
      gpciFrom !== undefined &&
      gpciFrom.slice(0, 4) === meta.id.slice(0, 4)
    ) {
      gpci = gpciById.get(gpciFrom)!;
      meta.gpci_from = gpciFrom;
      meta.missing_files = meta.missing_files.filter((f) => f !== 'GPCI');
      meta.work_gpci_floor = gpci[0]?.work_floored != null;
      meta.localities = gpci.length;
    }
    if (gpci !== undefined) await writeIndex(ctx.outDir, `gpci-${meta.id}.json`, gpci);
  }
  await writeIndex(ctx.outDir, 'releases.json', metas);
  // Code -> servable short descriptor of the newest release holding it (releases are imported oldest first).
  await writeIndex(ctx.outDir, 'codes.json', codes);
  const gaps = metas
    .filter((m) => m.missing_files.length > 0)
    .map((m) => `release ${m.id} lacks ${m.missing_files.join(', ')}`);
  const have = new Set(metas.map((m) => m.id));
  const years = [...new Set(metas.map((m) => m.id.slice(0, 4)))];
  for (const y of years)
    for (const q of ['A', 'B', 'C', 'D'])
      if (!have.has(`${y}${q}`)) gaps.push(`release ${y}${q} not supplied`);
  return {
    name: CMS_PFS,
    format_version: FORMAT_VERSION,
    edition: metas.map((m) => m.id).join(', '),
    sources: sources.map(({ path, sha256 }) => ({ path, sha256 })),
    counts: Object.fromEntries(
      metas.map((m) => [`rvu_rows_${m.id}`, (details[m.id] as { rvu_rows: number }).rvu_rows]),
    ),
    gaps,
    details: { releases: details, gpci_from: gpciFrom ?? null },
  };
}
