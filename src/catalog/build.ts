/** Small builders so the catalog tree reads as data. Every entry starts at the catalog's version and date. */
import type { Aliases, CatalogCategory, CatalogOperation, CatalogResource } from './types.ts';
import { CATALOG_LAST_UPDATED, CATALOG_VERSION } from './version.ts';

const stamp = { version: CATALOG_VERSION, last_updated: CATALOG_LAST_UPDATED };

export function operation(
  name: string,
  http_method: 'GET' | 'POST',
  path: string,
  display_name: string,
  description: string,
  aliases: Aliases = {},
): CatalogOperation {
  return { name, display_name, aliases, description, ...stamp, http_method, path };
}

export function resource(
  name: string,
  display_name: string,
  description: string,
  operations: CatalogOperation[],
  aliases: Aliases = {},
): CatalogResource {
  return { name, display_name, aliases, description, ...stamp, operations };
}

export function category(
  name: string,
  display_name: string,
  description: string,
  resources: CatalogResource[],
  aliases: Aliases = {},
): CatalogCategory {
  return { name, display_name, aliases, description, ...stamp, resources };
}
