import assert from 'node:assert/strict';
import { test } from 'node:test';
import { elevatedBands, isElevated } from '../../src/instruments/compute.ts';
import { instruments } from '../../src/instruments/index.ts';
import { callJson } from '../support/http.ts';
import { startTestServer } from '../support/server.ts';

const all = (n: number, value: number): Record<string, number> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`item_${i + 1}`, value]));
// Synthetic answers: orebro 21 x 6 = 126 (high), depression 9 x 1 = 9 (mild), work ability 7 x 7 = 49 (excellent).
const body = {
  instruments: {
    orebro: { responses: all(21, 6) },
    depression_screen: { responses: all(9, 1) },
    work_ability: { responses: all(7, 7) },
  },
  depth: 'full',
};

test('compute gives every finding exactly as its own score endpoint does', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'POST', '/api/cdri/compute', body);
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(res.body.results), ['orebro', 'depression_screen', 'work_ability']);
  for (const [id, input] of Object.entries(body.instruments)) {
    const def = instruments.find((d) => d.id === id)!;
    const single = await callJson(
      server,
      'POST',
      `/api/${def.category}/${id}/score?depth=full`,
      input,
    );
    const { request_id: _r, timestamp: _t, ...expected } = single.body;
    assert.deepEqual(res.body.results[id], expected, id);
  }
  assert.equal(res.body.depth, 'full');
  assert.match(res.body.request_id, /^[0-9a-f-]{36}$/);
});

test('the profile groups the instruments in an elevated band by category, with no composite score', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const { profile } = (await callJson(server, 'POST', '/api/cdri/compute', body)).body;
  assert.deepEqual(profile.elevated, { pain: ['orebro'] });
  assert.equal(profile.elevated_count, 1);
  assert.equal(profile.instrument_count, 3);
  assert.deepEqual(
    profile.categories.map((c: { category: string }) => c.category),
    ['pain', 'psychosocial', 'occupational'],
  );
  assert.deepEqual(profile.categories[1].instruments[0], {
    instrument: 'depression_screen',
    band: 'mild',
    elevated: false,
    elevated_bands: ['moderate', 'moderately_severe', 'severe'],
  });
  assert.equal(profile.basis, 'published_bands');
  assert.equal(
    JSON.stringify(profile).includes('score'),
    false,
    'the profile carries no score of its own',
  );
});

test('validation is all or nothing, with field paths under the instrument', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [string, unknown, string | undefined, RegExp]> = [
    ['no instruments', { instruments: {} }, 'instruments', /at least one/],
    [
      'missing items',
      {
        instruments: {
          orebro: { responses: all(21, 1) },
          anxiety_screen: { responses: { item_1: 1 } },
        },
      },
      'instruments.anxiety_screen.responses',
      /Missing required items/,
    ],
    [
      'non-integer item',
      { instruments: { anxiety_screen: { responses: { ...all(7, 1), item_3: 'x' } } } },
      'instruments.anxiety_screen.responses.item_3',
      /integer/,
    ],
    [
      'no responses',
      { instruments: { anxiety_screen: {} } },
      'instruments.anxiety_screen.responses',
      /./,
    ],
    [
      'bad depth',
      { instruments: { anxiety_screen: { responses: all(7, 1) } }, depth: 'deep' },
      'depth',
      /./,
    ],
    [
      'unknown instrument',
      { instruments: { anxiety_screen: { responses: all(7, 1) }, mood_ring: { responses: {} } } },
      undefined,
      /Unknown instrument 'mood_ring'/,
    ],
  ];
  for (const [name, input, field, message] of table) {
    const res = await callJson(server, 'POST', '/api/cdri/compute', input);
    assert.equal(res.status, 400, name);
    assert.equal(res.body.error, 'ValidationError', name);
    assert.equal(res.body.field, field, name);
    assert.match(res.body.message, message, name);
    assert.equal(res.body.results, undefined, name);
  }
});

test('compute costs one credit per instrument, charged only when every instrument scores', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const { readKeyFile, writeKeyFile } = await import('../../src/keys/file.ts');
  const file = await readKeyFile(server.keysFile);
  file.consumers[0]!.credits = { granted: 3 };
  await writeKeyFile(server.keysFile, file);
  const bad = {
    instruments: {
      orebro: body.instruments.orebro,
      depression_screen: body.instruments.depression_screen,
      anxiety_screen: { responses: {} },
    },
  };
  assert.equal((await callJson(server, 'POST', '/api/cdri/compute', bad)).status, 400);
  const paid = await callJson(server, 'POST', '/api/cdri/compute', body);
  assert.equal(paid.headers.get('x-credits-cost'), '3');
  assert.equal(paid.headers.get('x-credits-remaining'), '0');
  assert.equal(
    (
      await callJson(server, 'POST', '/api/cdri/compute', {
        instruments: { orebro: body.instruments.orebro },
      })
    ).status,
    402,
  );
});

test('the compute operation is listed in the catalog', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const ops = (await callJson(server, 'GET', '/api/catalog/operations')).body;
  const list = Array.isArray(ops) ? ops : ops.operations;
  assert.ok(list.some((op: { path: string }) => op.path === '/api/cdri/compute'));
});

test('every published band name is classified, and each instrument has an elevated and a non-elevated band', () => {
  for (const def of instruments) {
    for (const band of def.bands)
      assert.notEqual(isElevated(band.name), null, `${def.id}.${band.name}`);
    assert.ok(
      elevatedBands(def).length > 0 && elevatedBands(def).length < def.bands.length,
      def.id,
    );
  }
  assert.equal(isElevated('unknown'), null);
});
