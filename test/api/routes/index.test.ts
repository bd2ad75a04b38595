import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { AnyRoute } from '../../../src/api/route.ts';
import { routeGroups } from '../../../src/api/routes/index.ts';

const DIR = fileURLToPath(new URL('../../../src/api/routes/', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts');

const isRoute = (value: unknown): value is AnyRoute =>
  typeof value === 'object' && value !== null && 'url' in value && 'method' in value;

test('each route file starts with the literal METHOD and URL of every route it serves', async () => {
  const listed = new Set<AnyRoute>();
  for (const file of FILES) {
    const source = readFileSync(DIR + file, 'utf8');
    const header = source.slice(0, source.indexOf('\nimport '));
    assert.match(header, /^\/\*\*/, `${file} starts with a comment`);
    const mod = (await import(DIR + file)) as Record<string, unknown>;
    const routes = Object.values(mod).flatMap((v) => (Array.isArray(v) ? v.filter(isRoute) : []));
    for (const route of routes) {
      assert.ok(
        header.includes(`${route.method} ${route.url}`),
        `${file}: ${route.method} ${route.url}`,
      );
      listed.add(route);
    }
  }
  // Every served route was found in some file, so none escapes the check.
  for (const route of routeGroups.flat())
    assert.ok(listed.has(route), `${route.method} ${route.url}`);
});
