import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

test('a healthy service answers 200 with ok flags and the consumer identity', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'GET', '/api/health/check');
  assert.equal(res.status, 200);
  assert.deepEqual(
    { ...res.body, request_id: undefined, timestamp: undefined },
    {
      status: 'ok',
      node: 'ok',
      python: 'ok',
      db: 'ok',
      consumer: { id: 'c-test', username: 'tester' },
      request_id: undefined,
      timestamp: undefined,
    },
  );
});

test('the model server is probed: up gives 200, down gives 503 with the health body, status degraded', async (t) => {
  const upstream = createServer((req, res) => {
    res.statusCode = req.url === '/up/models' ? 200 : 500;
    res.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  t.after(() => upstream.close());
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const table: ReadonlyArray<readonly [string, number, string]> = [
    [`${base}/up`, 200, 'ok'],
    [`${base}/down`, 503, 'down'],
  ];
  for (const [url, status, python] of table) {
    const server = await startTestServer({
      env: { OHDS_MODEL_PROVIDER: 'openai', OHDS_MODEL_BASE_URL: url },
    });
    t.after(() => server.close());
    const res = await callJson(server, 'GET', '/api/health/check');
    assert.equal(res.status, status, url);
    assert.equal(res.body.python, python);
    assert.equal(res.body.status, python === 'ok' ? 'ok' : 'degraded');
    assert.equal(res.body.db, 'ok');
    assert.equal(res.body.error, undefined);
  }
});

test('a failing datastore probe gives 503 with the ServiceUnavailable envelope', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-health-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const notADirectory = join(dir, 'data');
  await writeFile(notADirectory, 'x');
  const server = await startTestServer({ env: { OHDS_DATA_DIR: notADirectory } });
  t.after(() => server.close());
  const res = await callJson(server, 'GET', '/api/health/check');
  assert.equal(res.status, 503);
  assert.equal(res.body.error, 'ServiceUnavailable');
  assert.equal(res.body.status, undefined);
});
