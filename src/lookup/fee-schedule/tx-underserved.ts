/**
 * `tx-dwc` importer: the 28 TAC 134.2(b) list of Division-designated underserved-area ZIP codes, one ZIP a
 * line (`#` comments). Used only to report the incentive (note `underserved_area_incentive`); the incentive
 * itself is not added to the per-unit maximum.
 */
import { type DatasetImporter, type DatasetManifest, ImportRefused } from '../dataset.ts';
import { findSources, readSource, writeIndex } from './files.ts';

export const TX_DWC = 'tx-dwc';

export function parseZipList(text: string, file: string): string[] {
  const zips = text
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l !== '');
  const bad = zips.filter((z) => !/^7[5-9]\d{3}$|^885\d{2}$/.test(z));
  if (bad.length > 0)
    throw new ImportRefused(
      `${file}: ${bad.length} entries are not Texas ZIP codes (check: Texas ZIPs only).`,
    );
  if (zips.length < 10 || zips.length > 2000)
    throw new ImportRefused(
      `${file}: ${zips.length} ZIPs is outside the plausible range (check: plausible count).`,
    );
  return [...new Set(zips)].sort();
}

export const txUnderservedImporter: DatasetImporter = {
  name: TX_DWC,
  description: 'Texas DWC underserved-area ZIP list (28 TAC 134.2)',
  async detect(from) {
    return (await findSources(from, /^tac_134_2_underserved_zips\.txt$/i)).length > 0;
  },
  async run(ctx): Promise<DatasetManifest> {
    const file = (await findSources(ctx.from, /^tac_134_2_underserved_zips\.txt$/i))[0];
    if (file === undefined)
      throw new ImportRefused(
        'tac_134_2_underserved_zips.txt not found (check: source file present).',
      );
    const src = await readSource(ctx.from, file);
    const zips = parseZipList(src.text, src.path);
    await writeIndex(ctx.outDir, 'underserved-zips.json', zips);
    return {
      name: TX_DWC,
      format_version: 1,
      edition: '28 TAC 134.2(b), effective 2008-03-01',
      sources: [{ path: src.path, sha256: src.sha256 }],
      counts: { underserved_zips: zips.length },
      gaps: ['list reproduced from public rule text: verify against the TAC'],
    };
  },
};
