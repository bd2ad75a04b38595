/** Shapes of the catalog (spec, "Catalog category"). */

export type Audience = 'employee' | 'employer' | 'provider';
export const AUDIENCES: readonly Audience[] = ['employee', 'employer', 'provider'];

/** Audience -> audience-friendly display name; may be empty. */
export type Aliases = Partial<Record<Audience, string>>;

interface Entry {
  name: string;
  display_name: string;
  aliases: Aliases;
  description: string;
  /** SemVer. */
  version: string;
  /** YYYY-MM-DD. */
  last_updated: string;
}

export interface CatalogOperation extends Entry {
  http_method: 'GET' | 'POST';
  /** Where to call it (relative to the base URL; may carry a query, e.g. `?instruments=orebro`). */
  path: string;
}

export interface CatalogResource extends Entry {
  operations: CatalogOperation[];
}

export interface CatalogCategory extends Entry {
  resources: CatalogResource[];
}

export interface CatalogRoot {
  version: string;
  last_updated: string;
  categories: CatalogCategory[];
  /** Resources outside any category (`/api/<resource>/<operation>`): health, catalog, version... */
  top_level_resources: CatalogResource[];
}
