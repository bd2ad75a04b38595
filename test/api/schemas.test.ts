import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { routeGroups } from '../../src/api/routes/index.ts';
import { ValidationError } from '../../src/errors.ts';
import { parseWith } from '../../src/validation.ts';

/** Every string value (not key) of length >= 6 in a JSON value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.length >= 6) out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, out);
  return out;
}

const schemas = routeGroups
  .flat()
  .flatMap((route) => [
    ...(route.query ? [{ name: `${route.method} ${route.url} query`, schema: route.query }] : []),
    ...(route.body ? [{ name: `${route.method} ${route.url} body`, schema: route.body }] : []),
  ]);

test('property: every route schema either parses or throws a ValidationError that echoes no value', () => {
  for (const { name, schema } of schemas) {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })),
        ),
        (input) => {
          try {
            parseWith(schema, input);
          } catch (err) {
            assert.ok(err instanceof ValidationError, `${name}: ${String(err)}`);
            for (const s of strings(input))
              assert.ok(!err.message.includes(s), `${name} echoed a value`);
          }
        },
      ),
      { numRuns: 100 },
    );
  }
});
