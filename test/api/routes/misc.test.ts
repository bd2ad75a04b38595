import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

test('debug echo returns the consumer identity and the request shape, never values', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'POST', '/api/debug/echo', { note: 'hello there', n: 1 });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.consumer, { id: 'c-test', username: 'tester' });
  assert.deepEqual(res.body.request.body, { type: 'object', keys: ['note', 'n'] });
  assert.ok(!JSON.stringify(res.body).includes('hello there'));
});

test('version reports build, catalog and deploy metadata', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'GET', '/api/version/get');
  assert.equal(res.status, 200);
  assert.equal(res.body.service, 'ohds');
  assert.match(res.body.build.version, /^\d+\.\d+\.\d+/);
  assert.deepEqual(Object.keys(res.body.catalog), ['version', 'last_updated']);
  assert.equal(res.body.rubric_version, '1.0.0');
  assert.equal(typeof res.body.deploy.started_at, 'string');
});

test('the OpenAPI 3.1 document covers every static route, derived from the zod schemas', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'GET', '/api/openapi.json');
  assert.equal(res.status, 200);
  assert.equal(res.body.openapi, '3.1.0');
  assert.equal(res.body.request_id, undefined);
  const score = res.body.paths['/api/psychosocial/depression_screen/score'].post;
  assert.deepEqual(
    score.parameters.map((p: { name: string }) => p.name),
    ['depth', 'audience'],
  );
  assert.ok(score.requestBody.content['application/json'].schema.properties.responses);
  assert.ok(res.body.paths['/api/catalog/categories'].get);
  assert.equal(res.body.components.securitySchemes.apikey.name, 'apikey');
  assert.equal(
    Object.keys(res.body.paths).some((p) => p.includes(':')),
    false,
  );
});
