import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeGroups } from '../../../src/api/routes/index.ts';
import { staticRoutes } from '../../../src/api/served-routes.ts';
import { catalogCategories, topLevelResources } from '../../../src/catalog/tree.ts';
import { instruments } from '../../../src/instruments/index.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

const SEMVER = /^\d+\.\d+\.\d+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function assertEntry(entry: Record<string, unknown>, where: string): void {
  for (const key of ['name', 'display_name', 'description'])
    assert.equal(typeof entry[key], 'string', `${where}.${key}`);
  assert.equal(typeof entry.aliases, 'object', `${where}.aliases`);
  assert.match(String(entry.version), SEMVER, `${where}.version`);
  assert.match(String(entry.last_updated), DAY, `${where}.last_updated`);
}

test('categories are a top-level array in declaration order with complete entries', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'GET', '/api/catalog/categories');
  assert.equal(res.status, 200);
  assert.ok(Array.isArray(res.body));
  const names: string[] = res.body.map((c: { name: string }) => c.name);
  const instrumentOrder = [
    'pain',
    'function',
    'psychosocial',
    'fear_avoidance',
    'rtw_belief',
    'occupational',
    'iatrogenic',
  ];
  assert.deepEqual(names.slice(0, 7), instrumentOrder);
  for (const c of res.body) {
    assertEntry(c, c.name);
    for (const r of c.resources) {
      assertEntry(r, `${c.name}.${r.name}`);
      for (const op of r.operations) {
        assertEntry(op, `${c.name}.${r.name}.${op.name}`);
        assert.ok(op.http_method === 'GET' || op.http_method === 'POST');
      }
    }
  }
});

test('every instrument has score and questions operations under its category', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'GET', '/api/catalog/categories');
  for (const def of instruments) {
    const resource = res.body
      .find((c: { name: string }) => c.name === def.category)
      ?.resources.find((r: { name: string }) => r.name === def.id);
    assert.ok(resource, def.id);
    assert.deepEqual(
      resource.operations.map(
        (o: { name: string; http_method: string }) => `${o.http_method} ${o.name}`,
      ),
      ['POST score', 'POST questions'],
    );
  }
});

test('audience replaces display_name with the alias, falling back to the canonical name', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const canonical = (await callJson(server, 'GET', '/api/catalog/categories')).body;
  for (const audience of ['employee', 'employer', 'provider']) {
    const res = await callJson(server, 'GET', `/api/catalog/categories?audience=${audience}`);
    assert.equal(res.status, 200);
    res.body.forEach((c: { display_name: string; aliases: Record<string, string> }, i: number) => {
      assert.equal(
        c.display_name,
        c.aliases[audience] ?? canonical[i].display_name,
        `${audience} ${i}`,
      );
    });
  }
  const bad = await callJson(server, 'GET', '/api/catalog/categories?audience=patient');
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, 'audience');
});

test('category, get, resources and operations agree with categories', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const categories = (await callJson(server, 'GET', '/api/catalog/categories')).body;
  const one = await callJson(server, 'GET', '/api/catalog/category?name=psychosocial');
  assert.equal(one.status, 200);
  assert.deepEqual(
    { ...one.body, request_id: undefined, timestamp: undefined },
    { ...categories[2], request_id: undefined, timestamp: undefined },
  );
  assert.equal((await callJson(server, 'GET', '/api/catalog/category?name=nope')).status, 404);
  assert.equal((await callJson(server, 'GET', '/api/catalog/category')).body.field, 'name');
  const root = await callJson(server, 'GET', '/api/catalog/get');
  assert.deepEqual(root.body.categories, categories);
  assert.match(root.body.version, SEMVER);
  assert.ok(root.body.top_level_resources.some((r: { name: string }) => r.name === 'health'));
  const ops = (await callJson(server, 'GET', '/api/catalog/operations')).body.operations;
  assert.ok(
    ops.some((o: { path: string }) => o.path === '/api/psychosocial/depression_screen/score'),
  );
  const resources = (await callJson(server, 'GET', '/api/catalog/resources')).body.resources;
  assert.equal(
    resources.filter((r: { category: string | null }) => r.category !== null).length,
    categories.flatMap((c: { resources: unknown[] }) => c.resources).length,
  );
});

test('the served catalog lists only registered routes, and every registered route is in the catalog', () => {
  const routes = staticRoutes(routeGroups.flat());
  const declared = new Set(
    [...catalogCategories.flatMap((c) => c.resources), ...topLevelResources].flatMap((r) =>
      r.operations.map((o) => o.path.split('?')[0]!),
    ),
  );
  for (const path of routes.keys()) {
    if (path === '/api/openapi.json') continue;
    assert.ok(declared.has(path), `${path} is registered but missing from the catalog tree`);
  }
});

test('every served operation is a registered route with the same method', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const ops = (await callJson(server, 'GET', '/api/catalog/operations')).body.operations as Array<{
    path: string;
    http_method: string;
  }>;
  const routes = staticRoutes(routeGroups.flat());
  for (const op of ops) assert.equal(routes.get(op.path.split('?')[0]!), op.http_method, op.path);
});
