/** Spec, "GET /api/health/check", "Health result", "GET /api/catalog/categories" and "Catalog category". */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertEnvelope, call, ISO_UTC_MS, serve, UUID } from './support.ts';

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENTRY_KEYS = ['aliases', 'description', 'display_name', 'last_updated', 'name', 'version'];

// biome-ignore lint/suspicious/noExplicitAny: catalog entries are checked field by field against the spec
function assertEntry(entry: any, label: string): void {
  for (const key of ENTRY_KEYS) assert.ok(key in entry, `${label}: ${key}`);
  assert.equal(typeof entry.name, 'string', label);
  assert.equal(typeof entry.display_name, 'string', label);
  assert.equal(typeof entry.description, 'string', label);
  assert.ok(
    entry.aliases !== null && typeof entry.aliases === 'object' && !Array.isArray(entry.aliases),
    `${label}: aliases map`,
  );
  for (const [audience, alias] of Object.entries(entry.aliases)) {
    assert.ok(
      ['employee', 'employer', 'provider'].includes(audience),
      `${label}: alias audience ${audience}`,
    );
    assert.equal(typeof alias, 'string');
  }
  assert.match(entry.version, SEMVER, `${label}: version`);
  assert.match(entry.last_updated, DAY, `${label}: last_updated`);
  assert.ok(!Number.isNaN(new Date(`${entry.last_updated}T00:00:00Z`).getTime()), label);
}

test('the health check answers status, node, python, db and the consumer', async (t) => {
  const s = await serve(t);
  const res = await call(s, 'GET', '/api/health/check');
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body).sort(), [
    'consumer',
    'db',
    'node',
    'python',
    'request_id',
    'status',
    'timestamp',
  ]);
  assert.equal(res.body.status, 'ok');
  for (const c of ['node', 'python', 'db']) assert.equal(res.body[c], 'ok', c);
  assert.deepEqual(res.body.consumer, { id: 'c-test', username: 'tester' });
  assert.match(res.body.request_id, UUID);
  assert.match(res.body.timestamp, ISO_UTC_MS);
});

test('catalog categories: a top-level array of categories, resources and operations with every field', async (t) => {
  const s = await serve(t);
  const res = await call(s, 'GET', '/api/catalog/categories');
  assert.equal(res.status, 200);
  assert.ok(Array.isArray(res.body), 'top-level array');
  assert.ok(res.body.length > 0);
  for (const category of res.body) {
    assertEntry(category, category.name);
    assert.match(category.name, /^[A-Za-z0-9_.~-]+$/, 'URL-safe id');
    assert.ok(Array.isArray(category.resources));
    for (const resource of category.resources) {
      assertEntry(resource, `${category.name}/${resource.name}`);
      assert.ok(Array.isArray(resource.operations));
      for (const op of resource.operations) {
        assertEntry(op, `${category.name}/${resource.name}/${op.name}`);
        assert.ok(op.http_method === 'GET' || op.http_method === 'POST', op.name);
      }
    }
  }
  const names = res.body.map((c: { name: string }) => c.name);
  const instrumentCategories = [
    'pain',
    'function',
    'psychosocial',
    'fear_avoidance',
    'rtw_belief',
    'occupational',
    'iatrogenic',
  ];
  for (const c of [...instrumentCategories, 'lookup']) assert.ok(names.includes(c), c);
  assert.notDeepEqual(names, [...names].sort(), 'declaration order, not sorted');
  const again = await call(s, 'GET', '/api/catalog/categories');
  assert.deepEqual(
    again.body.map((c: { name: string }) => c.name),
    names,
    'a stable order',
  );
  const instruments = res.body.flatMap((c: { resources: Array<{ name: string }> }) =>
    c.resources.map((r) => r.name),
  );
  for (const id of [
    'opioid_risk',
    'yellow_flag_screen',
    'kinesiophobia',
    'depression_screen',
    'lower_extremity_function',
    'work_ability',
    'anxiety_screen',
    'recovery_expectation',
    'orebro',
  ]) {
    assert.ok(instruments.includes(id), id);
  }
});

test('the lookup category offers search and get on each of its five resources, and tree on code resources', async (t) => {
  const s = await serve(t);
  const res = await call(s, 'GET', '/api/catalog/categories');
  const lookup = res.body.find((c: { name: string }) => c.name === 'lookup');
  assert.ok(lookup, 'lookup category');
  const byName = new Map(
    lookup.resources.map((r: { name: string; operations: Array<{ name: string }> }) => [
      r.name,
      r.operations.map((o) => o.name),
    ]),
  );
  for (const resource of ['naics', 'regulations', 'icd10cm', 'cpt', 'fee_schedule']) {
    const ops = byName.get(resource) as string[] | undefined;
    assert.ok(ops, resource);
    assert.ok(ops.includes('search') && ops.includes('get'), `${resource}: search and get`);
  }
  for (const resource of ['naics', 'icd10cm', 'cpt'])
    assert.ok((byName.get(resource) as string[]).includes('tree'), `${resource}: tree`);
});

test('audience swaps display_name for the alias, falling back to the canonical name; another value is 400 field audience', async (t) => {
  const s = await serve(t);
  const canonical = (await call(s, 'GET', '/api/catalog/categories')).body;
  let aliased = 0;
  for (const audience of ['employee', 'employer', 'provider']) {
    const res = await call(s, 'GET', `/api/catalog/categories?audience=${audience}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.length, canonical.length);
    // biome-ignore lint/suspicious/noExplicitAny: two catalog trees walked side by side
    const walk = (a: any, c: any) => {
      const expected = c.aliases[audience] ?? c.display_name;
      if (c.aliases[audience] !== undefined) aliased++;
      assert.equal(a.display_name, expected, `${audience} ${c.name}`);
      assert.equal(a.name, c.name);
      for (const [i, child] of (c.resources ?? c.operations ?? []).entries())
        walk((a.resources ?? a.operations)[i], child);
    };
    for (const [i, category] of (res.body as unknown[]).entries()) walk(category, canonical[i]);
  }
  assert.ok(aliased > 0, 'at least one alias exists to swap');
  for (const bad of ['patients', 'EMPLOYEE', '']) {
    const res = await call(s, 'GET', `/api/catalog/categories?audience=${bad}`);
    assertEnvelope(res, 400, 'ValidationError', bad);
    assert.equal(res.body.field, 'audience', bad);
  }
});
