/** The catalog: tree (data), availability against registered routes, audience labels, versions. */
export { availableCatalog, type RegisteredRoutes } from './available.ts';
export { categoryFor, operationFor, resourceFor } from './audience.ts';
export { AUDIENCES, type Audience, type CatalogCategory, type CatalogOperation, type CatalogResource, type CatalogRoot } from './types.ts';
export { CATALOG_LAST_UPDATED, CATALOG_VERSION } from './version.ts';
