/**
 * The `cpt` code set: CPT and HCPCS Level II codes found in the CMS physician fee schedule relative
 * value file (PPRRVU, newest official release under cms-pfs/) and the CMS HCPCS Level II code list.
 *
 * Labels: CPT descriptors are AMA-copyrighted, so a CPT code's label is null unless the user imports a
 * licensed descriptor file (`--cpt-descriptors FILE`). The PPRRVU description column is never served
 * for CPT codes. HCPCS Level II descriptors are public (CMS): the PPRRVU short descriptor is served
 * where the code appears there; dental D codes (CDT, ADA-copyrighted) and codes found only in the
 * codes-only HCPCS list have a null label with a note.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { type DatasetImporter, type DatasetManifest, ImportRefused } from '../dataset.ts';
import { findFiles, sha256File } from '../files.ts';
import type { CodeRecord } from './model.ts';
import { readLines, refuseUnless } from './read.ts';
import { writeCodeSet } from './write.ts';

type CptCategory = 'I' | 'II' | 'III' | 'PLA' | 'MAAA';

/** CPT category by shape (AMA: Category II ends in F, III in T, PLA in U, MAAA in M), or null for HCPCS Level II. */
function cptCategory(code: string): CptCategory | null {
  if (/^\d{5}$/.test(code)) return 'I';
  const m = /^\d{4}([FTUM])$/.exec(code);
  if (m === null) return null;
  return ({ F: 'II', T: 'III', U: 'PLA', M: 'MAAA' } as const)[m[1] as 'F' | 'T' | 'U' | 'M'];
}

const LEVEL_II = /^[A-V]\d{4}$/;
const GROUPS: Record<CptCategory, string> = {
  I: 'CPT Category I codes',
  II: 'CPT Category II codes',
  III: 'CPT Category III codes',
  PLA: 'CPT Proprietary Laboratory Analyses (PLA) codes',
  MAAA: 'CPT Multianalyte Assays with Algorithmic Analyses codes',
};

const CPT_NOTES = {
  cpt: 'CPT descriptors are copyright the American Medical Association: label is null unless a licensed descriptor file is imported (`ohds data import --cpt-descriptors FILE`).',
  dental:
    'CDT (dental D code) descriptors are copyright the American Dental Association: label is null.',
  noDescriptor:
    'HCPCS Level II code from the codes-only CMS HCPCS list: no descriptor is in the imported data.',
};

/** Newest official PPRRVU by release folder name (rvu26c > rvu26a > rvu25d); third-party re-exports are skipped. */
async function newestPprrvu(from: string): Promise<string | null> {
  const files = (await findFiles(from, 'cms-pfs', /^PPRRVU.*\.csv$/i, 1)).filter(
    (f) => !/from-export/i.test(f) && !/_QPP\b|QPP\.csv$/i.test(basename(f).replace(/nonQPP/i, '')),
  );
  return files.sort((a, b) => b.localeCompare(a))[0] ?? null;
}

/** HCPCS code -> { status, description } from a PPRRVU CSV, columns found by header name. */
async function readPprrvu(
  from: string,
  file: string,
): Promise<Map<string, { status: string; description: string }>> {
  const rows = parse(await readFile(join(from, file), 'utf8'), {
    bom: true,
    relax_column_count: true,
  }) as string[][];
  const headerAt = rows.findIndex((r) => r[0]?.trim() === 'HCPCS');
  refuseUnless(
    headerAt > 0,
    `${file}: no header row starting with HCPCS (check: expected columns).`,
  );
  const names = rows[headerAt]!.map((c) => c.trim());
  const above = rows[headerAt - 1]!.map((c) => c.trim());
  const description = names.indexOf('DESCRIPTION');
  const status = names.findIndex((n, i) => n === 'CODE' && above[i] === 'STATUS');
  const mod = names.indexOf('MOD');
  refuseUnless(
    description > 0 && status > 0 && mod > 0,
    `${file}: MOD, DESCRIPTION or STATUS CODE column missing (check: expected columns).`,
  );
  const out = new Map<string, { status: string; description: string }>();
  for (let i = headerAt + 1; i < rows.length; i++) {
    const row = rows[i]!;
    const code = row[0]?.trim() ?? '';
    if (code === '') continue;
    refuseUnless(
      /^[A-Z0-9]{5}$/.test(code) && /^[A-Z]$/.test(row[status]?.trim() ?? ''),
      `${file}: row ${i + 1} has a malformed code or status (check: code shape).`,
    );
    if (!out.has(code) || (row[mod]?.trim() ?? '') === '')
      out.set(code, { status: row[status]!.trim(), description: row[description]!.trim() });
  }
  refuseUnless(out.size > 0, `${file}: no codes (check: count).`);
  return out;
}

/** A licensed descriptor file: `code<TAB or comma>descriptor` per line, optional header. */
async function readDescriptors(path: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let lineNo = 0;
  for await (const line of readLines(path)) {
    lineNo++;
    if (line.trim() === '') continue;
    const m = /^\s*"?([0-9]{4}[0-9FTUM])"?\s*[\t,]\s*"?(.*?)"?\s*$/.exec(line);
    if (m === null) {
      if (lineNo === 1) continue; // header
      throw new ImportRefused(
        `${basename(path)}: line ${lineNo} is not 'code<TAB>descriptor' with a CPT-shaped code (check: descriptor file format).`,
      );
    }
    out.set(m[1]!, m[2]!);
  }
  refuseUnless(out.size > 0, `${basename(path)}: no descriptors (check: count).`);
  return out;
}

export const cptImporter: DatasetImporter = {
  name: 'cpt',
  description:
    'CPT and HCPCS Level II codes from the CMS PPRRVU file and the HCPCS list (CPT labels only from a licensed descriptor file)',
  async detect(from) {
    return (
      (await newestPprrvu(from)) !== null ||
      (await findFiles(from, 'hcpcs', /\.txt(\.gz)?$/, 0)).length > 0
    );
  },
  async run(ctx) {
    const sources: DatasetManifest['sources'] = [];
    const pprrvuFile = await newestPprrvu(ctx.from);
    const pprrvu =
      pprrvuFile === null
        ? new Map<string, { status: string; description: string }>()
        : await readPprrvu(ctx.from, pprrvuFile);
    if (pprrvuFile !== null)
      sources.push({ path: pprrvuFile, sha256: await sha256File(join(ctx.from, pprrvuFile)) });
    const hcpcsFiles = await findFiles(ctx.from, 'hcpcs', /\.txt(\.gz)?$/, 0);
    refuseUnless(
      hcpcsFiles.length <= 1,
      `hcpcs: expected at most one code list under hcpcs/ (check: source files), found ${hcpcsFiles.length}.`,
    );
    const hcpcsList = new Set<string>();
    for (const file of hcpcsFiles) {
      let lineNo = 0;
      for await (const line of readLines(join(ctx.from, file))) {
        lineNo++;
        const code = line.trim();
        if (code === '') continue;
        refuseUnless(
          LEVEL_II.test(code),
          `${file}: line ${lineNo} is not a HCPCS Level II code (letter A-V and four digits) (check: code shape).`,
        );
        hcpcsList.add(code);
      }
      refuseUnless(hcpcsList.size > 0, `${file}: no codes (check: count).`);
      sources.push({ path: file, sha256: await sha256File(join(ctx.from, file)) });
    }
    const descriptorsPath = ctx.options['cpt-descriptors'];
    const descriptors =
      descriptorsPath === undefined ? null : await readDescriptors(descriptorsPath);
    if (descriptorsPath !== undefined)
      sources.push({
        path: `(licensed, user-supplied) ${basename(descriptorsPath)}`,
        sha256: await sha256File(descriptorsPath),
      });

    const records: CodeRecord[] = [];
    const groups = new Map<string, CodeRecord>();
    const group = (code: string, label: string): string => {
      if (!groups.has(code)) groups.set(code, { code, label, level: 'group', parent: null });
      return code;
    };
    const unknownShapes: string[] = [];
    // CMS lists not-yet-numbered codes with placeholder numbers such as GXXX1: reported, not served.
    const placeholders = [...pprrvu.keys()].filter((code) => /XXX/.test(code));
    for (const code of [...new Set([...pprrvu.keys(), ...hcpcsList])].sort()) {
      if (placeholders.includes(code)) continue;
      const category = cptCategory(code);
      const inPfs = pprrvu.get(code);
      if (category !== null) {
        const label = descriptors?.get(code) ?? null;
        records.push({
          code,
          label,
          level: 'code',
          parent: group(`CPT-${category}`, GROUPS[category]),
          attributes: {
            code_system: 'CPT',
            cpt_category: category,
            pfs_status: inPfs?.status ?? null,
            label_source: label === null ? null : 'licensed descriptor file',
            label_note: label === null ? CPT_NOTES.cpt : null,
          },
        });
      } else if (LEVEL_II.test(code)) {
        const dental = code.startsWith('D');
        const label =
          dental || inPfs === undefined || inPfs.description === '' ? null : inPfs.description;
        records.push({
          code,
          label,
          level: 'code',
          parent: group(`HCPCS-${code[0]!}`, `HCPCS Level II codes beginning with ${code[0]!}`),
          attributes: {
            code_system: 'HCPCS Level II',
            cpt_category: null,
            pfs_status: inPfs?.status ?? null,
            label_source: label === null ? null : 'CMS PPRRVU short descriptor',
            label_note: label !== null ? null : dental ? CPT_NOTES.dental : CPT_NOTES.noDescriptor,
          },
        });
      } else unknownShapes.push(code);
    }
    refuseUnless(
      unknownShapes.length === 0,
      `cpt: ${unknownShapes.length} code(s) are neither CPT nor HCPCS Level II shaped (check: code shape).`,
    );
    refuseUnless(
      records.length > 0,
      'cpt: no PPRRVU or HCPCS list found (check: source files present).',
    );
    const all = [...[...groups.values()].sort((a, b) => a.code.localeCompare(b.code)), ...records];
    const cpt = records.filter((r) => r.attributes?.code_system === 'CPT').length;
    ctx.log(`cpt: ${cpt} CPT and ${records.length - cpt} HCPCS Level II codes`);
    const gaps = [
      descriptors === null
        ? 'CPT labels are null: no licensed CPT descriptor file imported (AMA copyright; none ships with ohds).'
        : `CPT labels from a user-supplied licensed descriptor file (${descriptors.size} descriptors).`,
      'HCPCS Level II: the CMS HCPCS list in the data is codes only; labels are CMS PPRRVU short descriptors where the code is in the fee schedule file, else null.',
      'Dental D codes (CDT): ADA-copyrighted descriptors are not served.',
    ];
    if (placeholders.length > 0)
      gaps.push(
        `${placeholders.length} placeholder code(s) in the PPRRVU file (not yet numbered by CMS) are not served: ${placeholders.join(', ')}.`,
      );
    if (pprrvuFile === null)
      gaps.push(
        'No official PPRRVU file found: CPT codes come only from a descriptor file, if any.',
      );
    const manifest = await writeCodeSet(ctx.outDir, 'cpt', ['group', 'code'], all, [], {
      edition: [
        pprrvuFile === null ? null : basename(pprrvuFile, '.csv'),
        hcpcsFiles[0] === undefined ? null : basename(hcpcsFiles[0]).replace(/\.txt(\.gz)?$/, ''),
      ]
        .filter((x) => x !== null)
        .join(' + '),
      sources,
      gaps,
      details: { licensed_cpt_descriptors: descriptors !== null },
    });
    return {
      ...manifest,
      counts: {
        ...manifest.counts,
        cpt_codes: cpt,
        hcpcs_level2_codes: records.length - cpt,
        labelled: records.filter((r) => r.label !== null).length,
      },
    };
  },
};
