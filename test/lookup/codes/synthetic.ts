/** Writes a clearly synthetic source folder in the official layouts of the code-set files (labels are invented). */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SYNTHETIC = {
  'icd10cm/icd10cm-chapters-April-1-2026.csv':
    'chapter,description\n1,Synthetic chapter one (A00-A01)\n2,Synthetic chapter two (B10)\n',
  'icd10cm/icd10cm-sections-April-1-2026.csv':
    'section_range,chapter,description\nA00-A01,1,Synthetic section (A00-A01)\nB10,2,Synthetic single-category section (B10)\n',
  'icd10cm/icd10cm-categories-April-1-2026.csv':
    'ICD10-CM-CODE,description,section,chapter\nA00,Synthetic category zero,A00-A01,1\nA01,Synthetic category one,A00-A01,1\nB10,Synthetic billable category,B10,2\n',
  'icd10cm/icd10cm-codes-2026.txt':
    'A000    Synthetic condition zero\r\nA0101   Synthetic condition one, right side\r\nA0102XA Synthetic condition one, initial encounter\r\nB10     Synthetic billable category\r\n',
  'naics/naics-2022-2-6digit-codes.csv':
    'code,title\n23,Synthetic Sector\n238,Synthetic Subsector\n2382,Synthetic Industry Group\n23822,Synthetic NAICS Industry\n238220,"Synthetic National Industry, Plumbing-like"\n',
  'hcpcs/hcpcs_level2_2026q3_codes-only.txt': 'A0021\nE0100\nD0120\nG0008\n',
  'cms-pfs/rvu26c/PPRRVU2026_Jul_nonQPP.csv': [
    ',,SYNTHETIC relative value file for tests,,',
    ',,,STATUS,',
    'HCPCS,MOD,DESCRIPTION,CODE,WORK',
    '99999,,Synthetic AMA-style descriptor that must not be served,A,1.00',
    '99999,26,Synthetic AMA-style descriptor that must not be served,A,0.50',
    '0001F,,Synthetic category II descriptor,I,0.00',
    'G0008,,Synthetic CMS short descriptor,X,0.00',
    'D0120,,Synthetic ADA descriptor,N,0.00',
    'GXXX1,,Synthetic placeholder,I,0.00',
  ].join('\n'),
} as const;

/** Writes the synthetic tree (codes file gzipped like the CDC release) under `dir`, with overrides. */
export async function writeSynthetic(
  dir: string,
  overrides: Record<string, string> = {},
): Promise<string> {
  for (const [path, text] of Object.entries({ ...SYNTHETIC, ...overrides })) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    if (path.endsWith('codes-2026.txt')) await writeFile(join(dir, `${path}.gz`), gzipSync(text));
    else await writeFile(join(dir, path), text);
  }
  return dir;
}
