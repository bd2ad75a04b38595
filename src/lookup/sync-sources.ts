/**
 * The one table of source locations for `ohds data sync`, one row per file, covering every dataset the
 * importers know (src/lookup/importers.ts). `path` is where the file lands in the download folder (the
 * `--from` layout, the layout of ../shared/data), and where a mirror serves it. `official` is the
 * government location of a file published in the format its importer reads; null when there is none
 * (derived files, excerpts, your own configuration), so that file comes from a mirror or `--from` only.
 */

export interface SourceFile {
  dataset: string;
  /** Where the file lands under the download folder (the `--from` layout) and its path on a mirror. */
  path: string;
  /** Official location, or null when no official file in this format exists (mirror only). */
  official: { url: string; zipMember?: string } | null;
  /** False for an official bundle that mirrors do not carry (they hold its files unpacked). */
  mirrored?: false;
  /** Why there is no official location, or what the official file is. */
  note?: string;
  /** A manifest listing further files (`sections[].file`) in its own folder. */
  lists?: 'ecfr-manifest';
}

const mirrorOnly = (dataset: string, paths: readonly string[], note: string): SourceFile[] =>
  paths.map((path) => ({ dataset, path, official: null, note }));

/** `{date}` is replaced by the sync date (UTC, YYYY-MM-DD, two days back so eCFR has it). */
export const OFFICIAL_SOURCES: readonly SourceFile[] = [
  {
    dataset: 'regulations',
    path: 'ecfr/title-29/part-1904.xml',
    official: { url: 'https://www.ecfr.gov/api/versioner/v1/full/{date}/title-29.xml?part=1904' },
    note: 'official eCFR XML of 29 CFR Part 1904',
  },
  {
    dataset: 'regulations',
    path: 'ecfr/title-29/part-1904/MANIFEST.json',
    official: null,
    note: 'eCFR Markdown mirror of ../shared/data (mirror only)',
    lists: 'ecfr-manifest',
  },
  {
    dataset: 'guidance',
    path: 'osha-guidance/guidance.json',
    official: null,
    note: 'OSHA FAQ texts collected from osha.gov pages (mirror only; or --guidance FILE)',
  },
  {
    dataset: 'icd10cm',
    path: 'icd10cm/icd10cm-codes-2026.txt',
    official: {
      url: 'https://ftp.cdc.gov/pub/Health_Statistics/NCHS/Publications/ICD10CM/2026/icd10cm-Code%20Descriptions-2026.zip',
      zipMember: 'icd10cm-codes-2026.txt',
    },
  },
  {
    dataset: 'icd10cm',
    path: 'icd10cm/icd10cm-codes-2026.txt.gz',
    official: null,
    note: 'gzipped copy in ../shared/data (mirror only)',
  },
  ...mirrorOnly(
    'icd10cm',
    ['chapters', 'sections', 'categories'].map((t) => `icd10cm/icd10cm-${t}-April-1-2026.csv`),
    'derived from the CDC tabular release (mirror only)',
  ),
  {
    dataset: 'naics',
    path: 'naics/naics-2022-2-6digit-codes.csv',
    official: null,
    note: 'Census publishes 2-6 digit_2022_Codes.xlsx; a code,title CSV of it (mirror only)',
  },
  {
    dataset: 'cpt',
    path: 'cms-pfs/rvu26c/PPRRVU2026_Jul_nonQPP.csv',
    official: {
      url: 'https://www.cms.gov/files/zip/rvu26c.zip',
      zipMember: 'PPRRVU2026_Jul_nonQPP.csv',
    },
  },
  {
    dataset: 'cpt',
    path: 'hcpcs/hcpcs_level2_2026q3_codes-only.txt.gz',
    official: null,
    note: 'codes-only extract of the CMS HCPCS quarterly file (mirror only)',
  },
  {
    dataset: 'cms-pfs',
    path: 'cms-pfs/RVU26C.zip',
    official: { url: 'https://www.cms.gov/files/zip/rvu26c.zip' },
    mirrored: false,
    note: 'the CMS release bundle; the importer unpacks it',
  },
  ...mirrorOnly(
    'cms-pfs',
    [
      'cms-pfs/rvu26c/PPRRVU2026_Jul_nonQPP.csv',
      ...[
        '26LOCCO',
        'ANES2026',
        'GPCI2026',
        'OPPSCAP_Jan2026',
        'PPRRVU2026_Jan_QPP',
        'PPRRVU2026_Jan_nonQPP',
      ].map((f) => `cms-pfs/rvu26a/${f}.from-export.csv`),
      ...['25LOCCO', 'ANES2025', 'GPCI2025', 'OPPSCAP_Oct', 'PPRRVU2025_Oct'].map(
        (f) => `cms-pfs/rvu25d/${f}.csv`,
      ),
    ],
    'files of the CMS release bundles as ../shared/data holds them (mirror)',
  ),
  ...mirrorOnly(
    'cms-zip',
    ['cms-zip/2025q4/ZIP5_OCT2025.txt', 'cms-zip/2026q1/ZIP5_JAN2026.csv'],
    'CMS ZIP5 crosswalks (mirror only: the CMS download page changes name each quarter)',
  ),
  ...mirrorOnly(
    'tx-dwc',
    ['tx-dwc/tac_134_2_underserved_zips.txt'],
    '28 TAC 134.2(b) list as reproduced publicly (mirror only)',
  ),
  ...mirrorOnly(
    'pa-wc',
    ['pa-wc/2025/PA_guidelines_73218-74022.pdftotext.txt'],
    'text of the PA Bureau of WC table excerpt (mirror only)',
  ),
  ...mirrorOnly(
    'fee-jurisdictions',
    ['fee-jurisdictions/jurisdiction-config.json'],
    'your filled-in configuration, if the mirror carries one; else --jurisdiction-config FILE',
  ),
];
