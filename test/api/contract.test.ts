/**
 * The response contract (src/api/contract.ts): every route declares a typed 200 body, the document holds to the
 * OpenAPI 3.1 rules a validator checks, and the test servers' contract check catches a response that strays.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { declaredResponses, operationIdOf } from '../../src/api/contract.ts';
import { buildOpenApi } from '../../src/api/openapi.ts';
import { defineRoute } from '../../src/api/route.ts';
import { routeGroups } from '../../src/api/routes/index.ts';
import { lenient } from '../../src/api/serializers.ts';
import { contractAjv, rewriteRefs } from '../support/contract.ts';
import { callJson } from '../support/http.ts';
import { startTestServer } from '../support/server.ts';

type Json = Record<string, unknown>;
const doc = buildOpenApi(routeGroups.flat(), 'test');
const operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(
  ([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
);

/** A `$ref` into the document resolved (one level). */
function resolve(schema: Json): Json {
  const ref = schema.$ref;
  return typeof ref === 'string'
    ? (ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Json)[key], doc) as Json)
    : schema;
}

/** Every `$ref` in a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refs(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

test('every registered route declares its 200 body, and every documented one as a typed schema', () => {
  for (const route of routeGroups.flat()) {
    assert.ok(
      route.response instanceof z.ZodType,
      `${route.method} ${route.url} declares no response schema`,
    );
  }
  for (const { where, op } of operations) {
    const ok = (((op.responses as Json)['200'] as Json).content as Json)[
      'application/json'
    ] as Json;
    const schema = resolve(ok.schema as Json);
    const typed =
      schema.type === 'array' ||
      schema.oneOf !== undefined ||
      Object.keys((schema.properties ?? {}) as Json).length > 0;
    assert.ok(typed, `${where}: the 200 body is not a typed schema`);
  }
  // The ~47 operations of the issue, each typed.
  assert.ok(operations.length >= 47, `only ${operations.length} operations`);
});

test('the document holds to OpenAPI 3.1 rules: operationIds unique, refs resolve, schemas valid JSON Schema 2020-12', () => {
  assert.equal(doc.openapi, '3.1.0');
  const ids = operations.map(({ op }) => op.operationId);
  assert.ok(
    ids.every((id) => typeof id === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(id)),
    'every operation has an operationId',
  );
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  for (const ref of refs(doc)) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
    assert.ok(ref.startsWith('#/components/') && target !== undefined, `unresolved ${ref}`);
  }
  const ajv = contractAjv(doc);
  for (const { where, op } of operations) {
    for (const [status, entry] of Object.entries(op.responses as Record<string, Json>)) {
      const ref = entry.$ref;
      const response =
        typeof ref === 'string'
          ? ((doc.components as Json).responses as Record<string, Json>)[ref.split('/').pop()!]!
          : entry;
      assert.match(status, /^[1-5]\d\d$/, where);
      assert.equal(
        typeof response.description,
        'string',
        `${where} ${status}: description is required`,
      );
      const schema = ((response.content as Json)['application/json'] as Json).schema as Json;
      assert.ok(ajv.validateSchema(rewriteRefs(schema)), `${where} ${status}: ${ajv.errorsText()}`);
      ajv.compile(rewriteRefs(schema)); // strict mode: no unknown keyword, no ambiguous type
    }
    for (const p of (op.parameters ?? []) as Json[]) {
      assert.equal(p.in, 'query', where);
      assert.ok(
        ajv.validateSchema(p.schema as Json),
        `${where} ?${String(p.name)}: ${ajv.errorsText()}`,
      );
    }
  }
});

test('statuses follow the spec: 502/504 only on model-backed operations, 503 with two shapes on the health check', () => {
  const byUrl = new Map(routeGroups.flat().map((r) => [r.url, r]));
  const recordability = declaredResponses(byUrl.get('/api/recordability/analyze')!);
  assert.ok(recordability['502'] && recordability['504'], 'recordability answers 502 and 504');
  const score = declaredResponses(byUrl.get('/api/psychosocial/depression_screen/score')!);
  assert.equal(score['502'], undefined, 'scoring calls no model');
  assert.deepEqual(Object.keys(score).sort(), [
    '200',
    '400',
    '401',
    '402',
    '404',
    '413',
    '415',
    '429',
    '500',
    '503',
  ]);
  const health = (doc.paths as Json)['/api/health/check'] as Record<string, Json>;
  const unavailable = ((health.get!.responses as Json)['503'] as Json).content as Json;
  assert.ok(Array.isArray(((unavailable['application/json'] as Json).schema as Json).oneOf));
  const fee = ((doc.paths as Json)['/api/lookup/fee_schedule/get'] as Record<string, Json>).get!;
  const units = (fee.parameters as Json[]).find((p) => p.name === 'units')!.schema as Json;
  assert.deepEqual([units.type, units.minimum, units.maximum], ['integer', 1, 999]);
  assert.equal(operationIdOf(byUrl.get('/api/lookup/fee_schedule/get')!), 'lookupFeeScheduleGet');
});

test('the runtime serialiser never drops, rewrites or refuses a value: integers, consts, nulls and unions pass as given', () => {
  const strict = {
    type: 'object',
    properties: {
      n: { type: 'integer' },
      k: { type: 'string', const: 'x' },
      z: { type: 'null' },
      u: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'null' }] },
    },
    required: ['n'],
    additionalProperties: false,
  };
  assert.deepEqual(lenient(strict), {
    type: 'object',
    properties: {
      n: { type: 'number' },
      k: { type: 'string' },
      z: {},
      u: {
        type: ['object', 'null'],
        properties: { a: { type: 'string' } },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
  });
});

test('a response that strays from its declared schema fails: the contract check turns it into a 500 and fails close()', async () => {
  const route = defineRoute({
    method: 'GET',
    url: '/api/test/stray',
    summary: 'returns a field it does not declare',
    tag: 'test',
    cost: 0,
    response: z.object({ count: z.int() }),
    handler: () => ({ count: 1, undeclared: 'x' }),
  });
  const server = await startTestServer({ app: { routeGroups: [[route]] } });
  const res = await callJson(server, 'GET', '/api/test/stray');
  assert.equal(res.status, 500);
  assert.equal(res.body.error, 'ContractViolation');
  assert.match(res.body.message, /additional properties/);
  await assert.rejects(server.close(), /violated their declared schemas/);
});
