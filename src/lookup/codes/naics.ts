/** NAICS 2022 (US Census) 2- to 6-digit codes and titles; the parent of a code is its prefix one digit shorter. */
import { join } from 'node:path';
import type { DatasetImporter } from '../dataset.ts';
import { findFiles, sha256File } from '../files.ts';
import type { CodeRecord } from './model.ts';
import { readCsvWithHeader, refuseUnless } from './read.ts';
import { writeCodeSet } from './write.ts';

const LEVELS = [
  'sector',
  'subsector',
  'industry_group',
  'naics_industry',
  'national_industry',
] as const;

export const naicsImporter: DatasetImporter = {
  name: 'naics',
  description: 'NAICS 2022 industry codes and titles (US Census), 2 to 6 digits',
  async detect(from) {
    return (await findFiles(from, 'naics', /^naics-\d{4}-.*\.csv$/, 0)).length > 0;
  },
  async run(ctx) {
    const files = await findFiles(ctx.from, 'naics', /^naics-\d{4}-.*\.csv$/, 0);
    refuseUnless(
      files.length === 1,
      `naics: expected exactly one naics-<year>-*.csv under naics/ (check: source files), found ${files.length}.`,
    );
    const file = files[0]!;
    const rows = await readCsvWithHeader(join(ctx.from, file), file, ['code', 'title']);
    const records: CodeRecord[] = [];
    const codes = new Set<string>();
    rows.forEach(([code, title], i) => {
      refuseUnless(
        /^\d{2,6}$/.test(code ?? '') && (title ?? '').trim() !== '',
        `${file}: row ${i + 2} is not a 2-6 digit code with a title (check: code shape).`,
      );
      refuseUnless(
        !codes.has(code!),
        `${file}: row ${i + 2} repeats a code (check: unique codes).`,
      );
      codes.add(code!);
      records.push({
        code: code!,
        label: title!.trim(),
        level: LEVELS[code!.length - 2]!,
        parent: code!.length === 2 ? null : code!.slice(0, -1),
      });
    });
    for (const r of records)
      refuseUnless(
        r.parent === null || codes.has(r.parent),
        `${file}: code ${r.code} has no parent row (check: hierarchy complete).`,
      );
    const year = /naics-(\d{4})/.exec(file)![1]!;
    ctx.log(`naics: ${records.length} codes`);
    return writeCodeSet(ctx.outDir, 'naics', [...LEVELS], records, [], {
      edition: `NAICS ${year}`,
      sources: [{ path: file, sha256: await sha256File(join(ctx.from, file)) }],
      gaps: [
        'Titles only: no NAICS descriptions, cross-references or index entries.',
        'The 29 CFR 1904 Appendix A to Subpart B list of partially exempt industries is not in the data, so naics/calculate cannot answer the 1904.2 question.',
      ],
    });
  },
};
