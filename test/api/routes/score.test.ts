import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { instruments } from '../../../src/instruments/index.ts';
import { scanOutboundText } from '../../../src/privacy/index.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

const allAt = (n: number, value: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`item_${i + 1}`, value]));

test('every instrument scores at its path with the spec response fields', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  for (const def of instruments) {
    const value = def.items[0]!.values[0]!.value;
    const res = await callJson(server, 'POST', `/api/${def.category}/${def.id}/score`, {
      responses: allAt(def.items.length, value),
    });
    assert.equal(res.status, 200, def.id);
    assert.equal(res.body.instrument, def.id);
    assert.equal(res.body.category, def.category);
    assert.equal(res.body.depth, 'basic');
    assert.equal(res.body.recommendations, null);
    assert.equal(res.body.catalog_version, '1.0.0');
    assert.equal(res.body.finding.algorithm_id, def.id);
    assert.equal(res.body.confidence.tier, 'high');
    assert.equal(typeof res.body.request_id, 'string');
    assert.equal(res.body.audience_summary, undefined);
  }
});

test('depth full adds recommendations, with the urgent item-9 marker on the depression screen', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const responses = { ...allAt(9, 0), item_9: 1 };
  const res = await callJson(
    server,
    'POST',
    '/api/psychosocial/depression_screen/score?depth=full',
    { responses },
  );
  assert.equal(res.status, 200);
  assert.equal(res.body.depth, 'full');
  assert.ok(
    res.body.recommendations.items.some((r: { priority: string }) => r.priority === 'urgent'),
  );
});

test('request errors: missing items, unknown instrument, bad depth, assist_context without audience', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const table: ReadonlyArray<readonly [string, string, unknown, string | undefined]> = [
    [
      'missing items',
      '/api/psychosocial/depression_screen/score',
      { responses: { item_1: 0 } },
      'responses',
    ],
    ['no responses', '/api/psychosocial/depression_screen/score', {}, 'responses'],
    ['unknown instrument', '/api/pain/not_an_instrument/score', { responses: {} }, undefined],
    [
      'known instrument, wrong category',
      '/api/pain/depression_screen/score',
      { responses: {} },
      undefined,
    ],
    ['bad depth', '/api/pain/orebro/score?depth=deep', { responses: allAt(21, 0) }, 'depth'],
    [
      'bad audience',
      '/api/pain/orebro/score?audience=boss',
      { responses: allAt(21, 0) },
      'audience',
    ],
    [
      'assist_context without audience',
      '/api/pain/orebro/score',
      { responses: allAt(21, 0), assist_context: { persona: 'coach' } },
      'assist_context',
    ],
    [
      'an on-demand reference',
      '/api/pain/orebro/score?audience=employee',
      {
        responses: allAt(21, 0),
        assist_context: { references: [{ title: 't', text: 'x', load: 'on_demand' }] },
      },
      'assist_context.references[0].load',
    ],
    [
      'an on-demand reference list',
      '/api/pain/orebro/score?audience=employee',
      { responses: allAt(21, 0), assist_context: { on_demand_references: [] } },
      'assist_context.on_demand_references',
    ],
  ];
  for (const [title, path, body, field] of table) {
    const res = await callJson(server, 'POST', path, body);
    assert.equal(res.status, 400, title);
    assert.equal(res.body.error, 'ValidationError', title);
    assert.equal(res.body.field, field, title);
  }
  const missing = await callJson(server, 'POST', '/api/psychosocial/depression_screen/score', {
    responses: { item_1: 0 },
  });
  assert.deepEqual(missing.body.missing_items, [
    'item_2',
    'item_3',
    'item_4',
    'item_5',
    'item_6',
    'item_7',
    'item_8',
    'item_9',
  ]);
});

test('assist_context texts must pass the outbound identifier scan', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const res = await callJson(server, 'POST', '/api/pain/orebro/score?audience=provider', {
    responses: allAt(21, 0),
    assist_context: { instructions: 'Follow up on 2030-01-01.' },
  });
  assert.equal(res.status, 400);
  assert.equal(res.body.error, 'DeIdentificationViolation');
  assert.equal(res.body.field, 'assist_context.instructions');
});

test('the audience summary is worded per audience; employers never see item answers', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const responses = { ...allAt(9, 3) };
  for (const audience of ['employee', 'employer', 'provider']) {
    const res = await callJson(
      server,
      'POST',
      `/api/psychosocial/depression_screen/score?audience=${audience}`,
      {
        responses,
        assist_context: { persona: 'care coordinator' },
      },
    );
    assert.equal(res.status, 200, audience);
    const summary = res.body.audience_summary;
    assert.equal(summary.audience, audience);
    assert.equal(summary.addressed_to, 'care coordinator');
    assert.equal(summary.concern_level, 'act');
    for (const text of [
      summary.headline,
      summary.text,
      ...summary.items.map((i: { message: string }) => i.message),
    ]) {
      assert.equal(scanOutboundText(text), null, text);
    }
    if (audience === 'employer') assert.deepEqual(summary.items, []);
    if (audience === 'provider') assert.equal(summary.items.length, 9);
    if (audience !== 'employer')
      assert.ok(
        summary.items.some(
          (i: { item_id: string; priority: string }) =>
            i.item_id === 'item_9' && i.priority === 'urgent',
        ),
      );
  }
});

test('property: no body makes the score endpoint fail with anything but a 400 or echo a string', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 })),
      async (responses) => {
        const res = await callJson(
          server,
          'POST',
          '/api/psychosocial/anxiety_screen/score?depth=full',
          { responses },
        );
        assert.ok(res.status === 200 || res.status === 400, String(res.status));
        if (res.status === 400) {
          for (const value of Object.values(responses)) {
            if (typeof value === 'string' && value.length >= 8)
              assert.ok(!res.body.message.includes(value));
          }
        }
      },
    ),
    { numRuns: 60 },
  );
});
