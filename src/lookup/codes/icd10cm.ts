/**
 * ICD-10-CM (CDC/NCHS): the "codes" file (7-character dotless code padded with spaces, one space,
 * long description; billable codes only) streamed from gzip, plus the chapter, section and
 * 3-character category tables. Tree: chapter > section > category > billable code.
 */
import { join } from 'node:path';
import type { DatasetImporter } from '../dataset.ts';
import { findFiles, sha256File } from '../files.ts';
import type { CodeRecord } from './model.ts';
import { readCsvWithHeader, readLines, refuseUnless } from './read.ts';
import { writeCodeSet } from './write.ts';

// FY2026 added categories with a letter in second place (QA0), so only the first character is fixed.
const CODE = /^[A-Z][0-9A-Z]{2}[0-9A-Z]{0,4}$/;

/** `S52501A` -> `S52.501A`. */
function dottedIcd(code: string): string {
  return code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code;
}

async function one(from: string, pattern: RegExp, what: string): Promise<string> {
  const files = await findFiles(from, 'icd10cm', pattern, 0);
  refuseUnless(
    files.length === 1,
    `icd10cm: expected exactly one ${what} file under icd10cm/ (check: source files), found ${files.length}.`,
  );
  return files[0]!;
}

export const icd10cmImporter: DatasetImporter = {
  name: 'icd10cm',
  description:
    'ICD-10-CM diagnosis codes (CDC/NCHS): chapters, sections, categories, billable codes',
  async detect(from) {
    return (await findFiles(from, 'icd10cm', /^icd10cm-codes-.*\.txt(\.gz)?$/, 0)).length > 0;
  },
  async run(ctx) {
    const codesFile = await one(ctx.from, /^icd10cm-codes-.*\.txt(\.gz)?$/, 'codes');
    const chaptersFile = await one(ctx.from, /^icd10cm-chapters-.*\.csv$/, 'chapters');
    const sectionsFile = await one(ctx.from, /^icd10cm-sections-.*\.csv$/, 'sections');
    const categoriesFile = await one(ctx.from, /^icd10cm-categories-.*\.csv$/, 'categories');
    const records: CodeRecord[] = [];
    const chapters = new Set<string>();
    for (const [chapter, description] of await readCsvWithHeader(
      join(ctx.from, chaptersFile),
      chaptersFile,
      ['chapter', 'description'],
    )) {
      refuseUnless(
        /^\d{1,2}$/.test(chapter ?? '') && (description ?? '') !== '',
        `${chaptersFile}: a row has no chapter number or description (check: chapter rows).`,
      );
      chapters.add(chapter!);
      records.push({ code: chapter!, label: description!, level: 'chapter', parent: null });
    }
    const sections = new Map<string, string>();
    for (const [range, chapter, description] of await readCsvWithHeader(
      join(ctx.from, sectionsFile),
      sectionsFile,
      ['section_range', 'chapter', 'description'],
    )) {
      refuseUnless(
        /^[A-Z][0-9A-Z]{2}(-[A-Z][0-9A-Z]{2})?$/.test(range ?? '') && chapters.has(chapter ?? ''),
        `${sectionsFile}: a row has a malformed range or unknown chapter (check: section rows).`,
      );
      // A one-category section (B10) would share its code with the category: it is keyed B10-B10.
      const code = range!.includes('-') ? range! : `${range!}-${range!}`;
      sections.set(range!, code);
      records.push({ code, label: description!, level: 'section', parent: chapter! });
    }
    const categories = new Map<string, CodeRecord>();
    for (const [code, description, section, chapter] of await readCsvWithHeader(
      join(ctx.from, categoriesFile),
      categoriesFile,
      ['ICD10-CM-CODE', 'description', 'section', 'chapter'],
    )) {
      refuseUnless(
        /^[A-Z][0-9A-Z]{2}$/.test(code ?? '') &&
          sections.has(section ?? '') &&
          chapters.has(chapter ?? ''),
        `${categoriesFile}: a row has a malformed category or unknown section (check: category rows).`,
      );
      const record: CodeRecord = {
        code: code!,
        label: description!,
        level: 'category',
        parent: sections.get(section!)!,
        attributes: { billable: false },
      };
      categories.set(code!, record);
      records.push(record);
    }
    let lineNo = 0;
    let billable = 0;
    for await (const line of readLines(join(ctx.from, codesFile))) {
      lineNo++;
      if (line.trim() === '') continue;
      const code = line.slice(0, 7).trim();
      const label = line.slice(8).trim();
      refuseUnless(
        CODE.test(code) && line[7] === ' ' && label !== '',
        `${codesFile}: line ${lineNo} is not a padded 7-character code, a space and a description (check: code shape).`,
      );
      const category = categories.get(code.slice(0, 3));
      refuseUnless(
        category !== undefined,
        `${codesFile}: line ${lineNo} names a category missing from ${categoriesFile} (check: category exists).`,
      );
      billable++;
      if (code.length === 3) {
        category!.attributes = { billable: true };
        continue;
      }
      records.push({
        code: dottedIcd(code),
        label,
        level: 'code',
        parent: category!.code,
        attributes: { billable: true },
      });
    }
    refuseUnless(billable > 0, `${codesFile}: no codes (check: count).`);
    const edition = /codes-(\d{4})/.exec(codesFile)?.[1];
    const sources = await Promise.all(
      [codesFile, chaptersFile, sectionsFile, categoriesFile].map(async (path) => ({
        path,
        sha256: await sha256File(join(ctx.from, path)),
      })),
    );
    ctx.log(`icd10cm: ${billable} billable codes`);
    return writeCodeSet(
      ctx.outDir,
      'icd10cm',
      ['chapter', 'section', 'category', 'code'],
      records,
      [],
      {
        edition: edition === undefined ? 'unknown' : `FY${edition}`,
        sources,
        gaps: [
          'Non-billable subcategory headings (4-6 character parents) are not in the codes file: billable codes sit directly under their 3-character category; tabular instructional notes (includes/excludes) are not included.',
        ],
        details: { billable_codes: billable },
      },
    );
  },
};
