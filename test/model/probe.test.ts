import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { createModelClient, createRulesClient } from '../../src/model/index.ts';
import { cachedProbe } from '../../src/model/probe.ts';

test('a probe answer is shared for 30 s of the caller clock, then checked again', async () => {
  let checks = 0;
  const probe = cachedProbe(async () => ++checks % 2 === 1);
  const table: ReadonlyArray<readonly [number, boolean, number]> = [
    [0, true, 1],
    [29_999, true, 1],
    [30_000, false, 2],
    [45_000, false, 2],
    [10_000, true, 3], // a clock that went back starts over
  ];
  for (const [now, up, count] of table) {
    assert.equal(await probe(now), up, `at ${now}`);
    assert.equal(checks, count, `at ${now}`);
  }
});

test('the openai provider probes GET {base}/models through its client; the rules provider has no probe', async (t) => {
  const seen: string[] = [];
  const upstream = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.statusCode = req.url === '/up/models' ? 200 : 503;
    res.setHeader('content-type', 'application/json');
    res.end('{"object":"list","data":[]}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  t.after(() => upstream.close());
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const client = (path: string) =>
    createModelClient(
      loadConfig({ OHDS_MODEL_PROVIDER: 'openai', OHDS_MODEL_BASE_URL: `${base}${path}` }),
    );
  const up = client('/up');
  assert.equal(await up.probe?.(0), true);
  assert.equal(await up.probe?.(1000), true);
  assert.equal(await client('/down').probe?.(0), false);
  assert.deepEqual(seen, ['GET /up/models', 'GET /down/models']);
  assert.equal(createRulesClient().probe, undefined);
});
