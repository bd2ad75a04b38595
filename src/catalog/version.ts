/** The catalog version served in `catalog_version`; bump on any catalog or rubric change. */
export const CATALOG_VERSION = '1.0.0';
/** The date the catalog last changed (YYYY-MM-DD). */
export const CATALOG_LAST_UPDATED = '2026-11-22';
