/**
 * The reference-data contract. Each dataset (regulations, icd10cm, naics, cpt, fee-schedule releases...)
 * has an importer that reads the official distribution files under `--from` and writes a compact,
 * versioned index into its own folder under OHDS_DATA_DIR, with a manifest `ohds data status` reads.
 */

export interface DatasetManifest {
  /** Dataset name, also its folder under OHDS_DATA_DIR. */
  name: string;
  /** Index format version: bump when the on-disk layout changes. */
  format_version: number;
  /** Edition of the source, e.g. `FY2026`, `2026A`, `eCFR 2026`. */
  edition: string;
  /** Where the files came from (relative path or URL) and their sha256. */
  sources: Array<{ path: string; sha256: string }>;
  counts: Record<string, number>;
  /** What the dataset is known to lack, in words a user can act on. */
  gaps: string[];
  /** Extra per-dataset detail (quarantined rows, options used...). */
  details?: Record<string, unknown>;
}

export interface ImportContext {
  /** Folder holding the official files (`--from`). */
  from: string;
  /** Empty staging folder the importer writes into; renamed into place on success. */
  outDir: string;
  /** Importer-specific options from the command line (`--gpci-from`, `--cpt-descriptors`...). */
  options: Readonly<Record<string, string | undefined>>;
  /** Progress and warnings for stderr. Never pass identifiers. */
  log(message: string): void;
}

export interface DatasetImporter {
  name: string;
  description: string;
  /** True when `from` holds this dataset's files (so a plain `ohds data import` picks it up). */
  detect(from: string): Promise<boolean>;
  /** Validates and imports; throws ImportRefused naming the failed check. */
  run(ctx: ImportContext): Promise<DatasetManifest>;
}

/** An importer refused a file: the message names the file and the check that failed. */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}
