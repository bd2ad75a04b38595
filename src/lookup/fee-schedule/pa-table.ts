/**
 * `pa-wc` importer: the Pennsylvania Bureau of Workers' Compensation Part B fee schedule (34 Pa. Code
 * Chapter 127), a table by code, modifier and charge-class region 001-004, read from the text extraction of
 * the Bureau's PDF (`pdftotext -layout`), and, when supplied, the ZIP-to-region list as a CSV with ZIP and
 * REGION columns. A table for one year is never served for another.
 */
import { type DatasetImporter, type DatasetManifest, ImportRefused } from '../dataset.ts';
import { csvRows } from './cms-pfs-parse.ts';
import { findSources, readSource, type SourceFile, writeIndex } from './files.ts';

export const PA_WC = 'pa-wc';
const PA_REGIONS = ['001', '002', '003', '004'] as const;

/** `table-<year>.json`: `CODE|MOD` -> region -> amount, or `*` (listed without an amount). */
export type PaTable = Record<string, Record<string, string> | '*'>;

export interface PaTableParse {
  year: number;
  /** The code range printed under the title when the file is an excerpt (e.g. `73218-74022`), else null. */
  range: string | null;
  table: PaTable;
}

const AMOUNT = /^\d{1,3}(,\d{3})*\.\d{2}$/;

export function parsePaTable(text: string, file: string): PaTableParse {
  const title = /(\d{4}) Workers' Compensation Part B Fee Schedule/.exec(text);
  if (title === null)
    throw new ImportRefused(
      `${file}: not a Part B fee schedule (title line not found) (check: title year).`,
    );
  const range =
    /^[^\S\n\r\u2028\u2029]*([0-9A-Z]{5}-[0-9A-Z]{5})[^\S\n\r\u2028\u2029]*$/m.exec(text)?.[1] ??
    null;
  const table: PaTable = {};
  for (const line of text.split(/\r?\n/)) {
    if (!/^[0-9A-Z]{5}\s/.test(line)) continue;
    const tokens = line.trim().split(/\s+/);
    if (tokens.length < 4)
      throw new ImportRefused(`${file}: a table row has too few columns (check: table columns).`);
    const [, fee] = tokens.slice(-3);
    const head = tokens.slice(0, -3);
    let i = 1;
    const mod = /^[0-9A-Z]{2}$/.test(head[i] ?? '') ? head[i++]! : '';
    const region = /^00[1-4]$/.test(head[i] ?? '') ? head[i]! : null;
    const key = `${head[0]}|${mod}`;
    if (fee === '*') {
      table[key] = '*';
      continue;
    }
    if (region === null || !AMOUNT.test(fee!))
      throw new ImportRefused(
        `${file}: a priced row lacks a region or a valid amount (check: amounts well formed).`,
      );
    const entry = table[key];
    if (entry === '*')
      throw new ImportRefused(
        `${file}: ${key} is listed both with and without amounts (check: one listing per code).`,
      );
    const regions = entry ?? (table[key] = {});
    if (regions[region] !== undefined)
      throw new ImportRefused(
        `${file}: ${key} region ${region} appears twice (check: unique regions).`,
      );
    regions[region] = fee!.replace(/,/g, '');
  }
  const entries = Object.entries(table);
  if (entries.length === 0) throw new ImportRefused(`${file}: no table rows (check: row count).`);
  for (const [key, regions] of entries) {
    if (regions !== '*' && PA_REGIONS.some((r) => regions[r] === undefined))
      throw new ImportRefused(`${file}: ${key} lacks a region (check: regions 001-004 present).`);
  }
  return { year: Number(title[1]), range, table };
}

/** ZIP-to-region CSV: columns ZIP and REGION (001-004). */
export function parsePaZipRegions(text: string, file: string): Record<string, string> {
  const rows = csvRows(text);
  const names = (rows[0] ?? []).map((n) => n.trim().toUpperCase());
  const zip = names.indexOf('ZIP');
  const region = names.indexOf('REGION');
  if (zip < 0 || region < 0)
    throw new ImportRefused(
      `${file}: columns ZIP and REGION are required (check: expected columns).`,
    );
  const out: Record<string, string> = {};
  for (const r of rows.slice(1)) {
    const z = (r[zip] ?? '').trim();
    if (z === '') continue;
    const g = (r[region] ?? '').trim().padStart(3, '0');
    if (!/^1[5-9]\d{3}$/.test(z) || !(PA_REGIONS as readonly string[]).includes(g))
      throw new ImportRefused(
        `${file}: a row is not a Pennsylvania ZIP with a region 001-004 (check: ZIP and region shapes).`,
      );
    out[z] = g;
  }
  if (Object.keys(out).length < 100)
    throw new ImportRefused(`${file}: too few ZIPs for a statewide list (check: row count).`);
  return out;
}

const TABLE_FILE = /^PA_.*\.pdftotext\.txt$/i;
const ZIP_FILE = /^PA_zip_regions.*\.csv$/i;

export const paTableImporter: DatasetImporter = {
  name: PA_WC,
  description:
    'Pennsylvania Part B fee schedule table by code, modifier and region (34 Pa. Code Ch. 127)',
  async detect(from) {
    return (await findSources(from, TABLE_FILE)).length > 0;
  },
  async run(ctx): Promise<DatasetManifest> {
    const sources: SourceFile[] = [];
    const tables: Record<string, { codes: number; range: string | null }> = {};
    const gaps: string[] = [];
    for (const file of await findSources(ctx.from, TABLE_FILE)) {
      const src = await readSource(ctx.from, file);
      const parsed = parsePaTable(src.text, src.path);
      if (tables[parsed.year] !== undefined)
        throw new ImportRefused(
          `${src.path}: a second table for ${parsed.year} (check: one table per year).`,
        );
      sources.push(src);
      tables[parsed.year] = { codes: Object.keys(parsed.table).length, range: parsed.range };
      await writeIndex(ctx.outDir, `table-${parsed.year}.json`, parsed.table);
      if (parsed.range !== null)
        gaps.push(`${parsed.year} table is an excerpt: codes ${parsed.range} only`);
    }
    const zipFile = (await findSources(ctx.from, ZIP_FILE))[0];
    let zips = 0;
    if (zipFile === undefined)
      gaps.push('no ZIP-to-region list: only locality PA:001..PA:004 can be priced');
    else {
      const src = await readSource(ctx.from, zipFile);
      const regions = parsePaZipRegions(src.text, src.path);
      sources.push(src);
      zips = Object.keys(regions).length;
      await writeIndex(ctx.outDir, 'zip-regions.json', regions);
    }
    await writeIndex(ctx.outDir, 'tables.json', tables);
    return {
      name: PA_WC,
      format_version: 1,
      edition: Object.keys(tables).sort().join(', '),
      sources: sources.map(({ path, sha256 }) => ({ path, sha256 })),
      counts: {
        ...Object.fromEntries(Object.entries(tables).map(([y, t]) => [`codes_${y}`, t.codes])),
        zip_regions: zips,
      },
      gaps,
    };
  },
};
