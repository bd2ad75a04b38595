/** `?audience=`: each entity's `display_name` becomes that audience's alias, falling back to the canonical one. */
import type { Audience, CatalogCategory, CatalogOperation, CatalogResource } from './types.ts';

function relabel<T extends { display_name: string; aliases: Partial<Record<Audience, string>> }>(
  entry: T,
  audience: Audience | undefined,
): T {
  return audience === undefined
    ? entry
    : { ...entry, display_name: entry.aliases[audience] ?? entry.display_name };
}

export function operationFor(op: CatalogOperation, audience?: Audience): CatalogOperation {
  return relabel(op, audience);
}

export function resourceFor(res: CatalogResource, audience?: Audience): CatalogResource {
  return {
    ...relabel(res, audience),
    operations: res.operations.map((op) => operationFor(op, audience)),
  };
}

export function categoryFor(cat: CatalogCategory, audience?: Audience): CatalogCategory {
  return {
    ...relabel(cat, audience),
    resources: cat.resources.map((r) => resourceFor(r, audience)),
  };
}
