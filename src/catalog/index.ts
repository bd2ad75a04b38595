/** The catalog: tree (data), availability against registered routes, audience labels, versions. */

export { categoryFor, operationFor, resourceFor } from './audience.ts';
export { availableCatalog, type RegisteredRoutes } from './available.ts';
export {
  AUDIENCES,
  type Audience,
  type CatalogCategory,
  type CatalogOperation,
  type CatalogResource,
  type CatalogRoot,
} from './types.ts';
