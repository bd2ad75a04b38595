/**
 * The code sets (`icd10cm`, `naics`, `cpt`) share one stored shape and one query engine: each
 * record has `code` and `label` (null when the label may not be served), a `level` in its hierarchy,
 * its `parent` code, and per-set attributes.
 */

export const CODE_SETS = ['icd10cm', 'naics', 'cpt'] as const;
export type CodeSetName = (typeof CODE_SETS)[number];
export const CODES_FORMAT = 1;

export interface CodeRecord {
  code: string;
  label: string | null;
  level: string;
  parent: string | null;
  /** Set-specific attributes (ICD-10-CM `billable`; cpt `code_system`, `cpt_category`, `label_note`...). */
  attributes?: Record<string, string | boolean | null>;
}

export interface CodeSetFile {
  format_version: number;
  name: CodeSetName;
  /** Order of levels from the root down, e.g. chapter, section, category, code. */
  levels: string[];
  records: CodeRecord[];
  /** Notes every answer from this set carries (e.g. why CPT labels are null). */
  notes: string[];
}
