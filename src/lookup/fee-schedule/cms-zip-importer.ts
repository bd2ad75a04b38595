/**
 * `cms-zip` importer: the CMS ZIP5 carrier/locality crosswalk of every quarter found under `--from`
 * (fixed-width text, xlsx, or the xlsx's CSV conversion; two forms of one quarter must agree) and, when supplied, the ZIP9 file of the same quarter.
 */
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type DatasetImporter, type DatasetManifest, ImportRefused } from '../dataset.ts';
import { findSources, readSource, type SourceFile, writeIndex } from './files.ts';
import {
  parseZip5Csv,
  parseZip5Fixed,
  parseZip5Xlsx,
  parseZip9Fixed,
  type Zip5Parse,
} from './zip-parse.ts';

const ZIP5_FILE = /^ZIP5_.*\.(txt|csv|xlsx)$/i;

export const CMS_ZIP = 'cms-zip';

/** `zip5-<YYYYQ>.json`: ZIP -> [CMS state, carrier, locality, needs +4]. */
export type Zip5Index = Record<string, [string, string, string, 0 | 1]>;
/** `zip9-<YYYYQ>.json`: ZIP+4 (9 digits) -> [carrier, locality]. */
export type Zip9Index = Record<string, [string, string]>;

export const cmsZipImporter: DatasetImporter = {
  name: CMS_ZIP,
  description: 'CMS ZIP code to Medicare carrier/locality crosswalk (ZIP5, and ZIP9 when supplied)',
  async detect(from) {
    return (await findSources(from, ZIP5_FILE)).length > 0;
  },
  async run(ctx): Promise<DatasetManifest> {
    const sources: SourceFile[] = [];
    const editions: Record<
      string,
      { zips: number; plus4_flagged: number; zip9: number; forms: string[] }
    > = {};
    const gaps: string[] = [];
    const byQuarter = new Map<string, Zip5Parse>();
    for (const file of await findSources(ctx.from, ZIP5_FILE)) {
      const src = await readSource(ctx.from, file);
      const parsed = /\.xlsx$/i.test(file)
        ? parseZip5Xlsx(src.bytes, src.path)
        : /\.csv$/i.test(file)
          ? parseZip5Csv(src.text, src.path)
          : parseZip5Fixed(src.text, src.path);
      const yq = parsed.year_quarter;
      sources.push(src);
      const seen = byQuarter.get(yq);
      if (seen !== undefined) {
        // Two forms of one quarter (the xlsx and its CSV conversion) must agree record for record.
        if (!isDeepStrictEqual(seen.rows, parsed.rows))
          throw new ImportRefused(
            `${src.path}: differs from another ZIP5 file of quarter ${yq} (check: forms of one quarter agree).`,
          );
        editions[yq]!.forms.push(src.path);
        continue;
      }
      byQuarter.set(yq, parsed);
      const index: Zip5Index = {};
      for (const r of parsed.rows) index[r.zip] = [r.state, r.carrier, r.locality, r.plus4 ? 1 : 0];
      await writeIndex(ctx.outDir, `zip5-${yq}.json`, index);
      editions[yq] = {
        zips: parsed.rows.length,
        plus4_flagged: parsed.rows.filter((r) => r.plus4).length,
        zip9: 0,
        forms: [src.path],
      };
      const zip9 = (
        await findSources(
          ctx.from,
          new RegExp(`^ZIP9_${basename(file).slice(5, 12)}.*\\.txt$`, 'i'),
        )
      )[0];
      if (zip9 === undefined)
        gaps.push(
          `no ZIP9 file for ${yq}: ZIPs flagged +4 resolve to their ZIP5 locality with note zip_plus4_not_listed`,
        );
      else {
        const z9src = await readSource(ctx.from, zip9);
        sources.push(z9src);
        const z9: Zip9Index = {};
        for (const r of parseZip9Fixed(z9src.text, z9src.path))
          z9[`${r.zip}${r.plus4}`] = [r.carrier, r.locality];
        await writeIndex(ctx.outDir, `zip9-${yq}.json`, z9);
        editions[yq]!.zip9 = Object.keys(z9).length;
      }
      ctx.log(`cms-zip ${yq}: ${parsed.rows.length} ZIPs`);
    }
    if (Object.keys(editions).length === 0)
      throw new ImportRefused(
        'no ZIP5 crosswalk (.txt, .csv or .xlsx) found (check: crosswalk present).',
      );
    await writeIndex(ctx.outDir, 'editions.json', editions);
    return {
      name: CMS_ZIP,
      format_version: 1,
      edition: Object.keys(editions).sort().join(', '),
      sources: sources.map(({ path, sha256 }) => ({ path, sha256 })),
      counts: Object.fromEntries(Object.entries(editions).map(([k, v]) => [`zips_${k}`, v.zips])),
      gaps,
      details: { editions },
    };
  },
};
