import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catalogRoutes } from '../../src/api/routes/catalog.ts';
import { healthRoutes } from '../../src/api/routes/health.ts';
import { routeGroups } from '../../src/api/routes/index.ts';
import { openapiRoutes } from '../../src/api/routes/openapi.ts';
import { versionRoutes } from '../../src/api/routes/version.ts';
import { serveRoutes, staticRoutes } from '../../src/api/served-routes.ts';
import { catalogCategories, topLevelResources } from '../../src/catalog/tree.ts';
import { callJson } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Every `METHOD path` the served catalog lists, and every one the OpenAPI document lists. */
async function described(server: TestServer): Promise<{ catalog: string[]; openapi: string[] }> {
  const ops = (await callJson(server, 'GET', '/api/catalog/operations')).body.operations as Array<{
    http_method: string;
    path: string;
  }>;
  const doc = (await callJson(server, 'GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  const openapi = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const catalog = ops.map((op) => `${op.http_method} ${op.path.split('?')[0]}`);
  return { catalog: catalog.sort(), openapi: openapi.sort() };
}

test('an app built with its own route list describes exactly those routes, beside a default app', async (t) => {
  const full = await startTestServer();
  t.after(() => full.close());
  const groups = [healthRoutes, versionRoutes, catalogRoutes, openapiRoutes];
  const small = await startTestServer({ app: { routeGroups: groups } });
  t.after(() => small.close());
  // Ask the full app first: a document cached across apps would then leak into the small one.
  const big = await described(full);
  assert.ok(big.catalog.includes('POST /api/psychosocial/depression_screen/score'));
  const mine = await described(small);
  const served = groups.flat().map((r) => `${r.method} ${r.url}`);
  assert.deepEqual(mine.openapi, [...served].sort());
  // The catalog lists every served route its tree declares (the OpenAPI document is no catalog entry).
  assert.deepEqual(mine.catalog, served.filter((s) => s !== 'GET /api/openapi.json').sort());
  assert.equal(
    (await callJson(small, 'POST', '/api/psychosocial/depression_screen/score', {})).status,
    404,
  );
});

test('the catalog tree and the default route list agree both ways, methods included', () => {
  const routes = staticRoutes(routeGroups.flat());
  const tree = [...catalogCategories.flatMap((c) => c.resources), ...topLevelResources].flatMap(
    (r) => r.operations.map((op) => ({ method: op.http_method, path: op.path.split('?')[0]! })),
  );
  // No tree entry is silently dropped by availableCatalog (a typo in a path would be).
  for (const op of tree) assert.equal(routes.get(op.path), op.method, `${op.method} ${op.path}`);
  const declared = new Set(tree.map((op) => op.path));
  const undeclared = [...routes.keys()].filter((path) => !declared.has(path));
  assert.deepEqual(undeclared, ['/api/openapi.json']);
});

test('static routes leave out parametric fallbacks; each served view builds its documents once', () => {
  const routes = routeGroups.flat();
  const paths = [...staticRoutes(routes).keys()];
  assert.ok(routes.some((r) => r.url.includes(':')));
  assert.ok(paths.every((p) => !p.includes(':')));
  const served = serveRoutes(routes);
  assert.equal(served.list, routes);
  assert.equal(served.catalog(), served.catalog());
  assert.equal(served.openapi(), served.openapi());
  assert.notEqual(serveRoutes(routes).catalog(), served.catalog());
});
