import assert from 'node:assert/strict';
import { test } from 'node:test';
import { instruments } from '../../../src/instruments/index.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

test('questions return live item text and accepted values for the named instruments', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const one = await callJson(server, 'POST', '/api/cdri/questions?instruments=kinesiophobia');
  assert.equal(one.status, 200);
  assert.equal(one.body.instruments.length, 1);
  const def = instruments.find((d) => d.id === 'kinesiophobia')!;
  assert.deepEqual(one.body.instruments[0].items, def.items);
  const two = await callJson(
    server,
    'POST',
    '/api/cdri/questions?instruments=orebro,opioid_risk',
    {},
  );
  assert.deepEqual(
    two.body.instruments.map((i: { instrument: string }) => i.instrument),
    ['orebro', 'opioid_risk'],
  );
  const all = await callJson(server, 'POST', '/api/cdri/questions');
  assert.equal(all.body.instruments.length, instruments.length);
});

test('an unknown instrument is a 400 without field; an identifier-shaped one is not echoed', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [string, boolean]> = [
    ['not_real', true],
    ['555-867-5309', false],
  ];
  for (const [id, quoted] of table) {
    const res = await callJson(
      server,
      'POST',
      `/api/cdri/questions?instruments=${encodeURIComponent(id)}`,
    );
    assert.equal(res.status, 400, id);
    assert.equal(res.body.field, undefined);
    assert.equal(res.body.message.includes(id), quoted, id);
  }
});
