import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { loadConfig } from '../../src/config.ts';
import { createModelClient } from '../../src/model/index.ts';
import { createRulesClient } from '../../src/model/rules.ts';

const schema = z.strictObject({ n: z.number() });

test("the rules client answers with the request's own offline handler and validates its output", async () => {
  const client = createRulesClient();
  assert.equal(client.provider, 'rules');
  const double = (n: number) => ({ n: n * 2 });
  assert.deepEqual(
    await client.generate({
      task: 'demo.double',
      system: '',
      user: '',
      schema,
      input: 21,
      offline: double,
    }),
    { n: 42 },
  );
  await assert.rejects(
    client.generate({
      task: 'demo.bad',
      system: '',
      user: '',
      schema,
      input: 1,
      offline: () => ({ n: 'x' }),
    }),
    (err: { code: string }) => err.code === 'UpstreamError',
  );
});

test("an override answers a named task in place of the request's handler (tests)", async () => {
  const client = createRulesClient({ 'demo.double': () => ({ n: 0 }) });
  assert.deepEqual(
    await client.generate({
      task: 'demo.double',
      system: '',
      user: '',
      schema,
      input: 21,
      offline: (n: number) => ({ n: n * 2 }),
    }),
    { n: 0 },
  );
});

test('createModelClient picks the configured provider and refuses openai without a key or base URL', () => {
  assert.equal(createModelClient(loadConfig({})).provider, 'rules');
  assert.equal(
    createModelClient(loadConfig({ OHDS_MODEL_PROVIDER: 'openai', OPENAI_API_KEY: 'k' })).provider,
    'openai',
  );
  assert.equal(
    createModelClient(
      loadConfig({ OHDS_MODEL_PROVIDER: 'openai', OHDS_MODEL_BASE_URL: 'http://127.0.0.1:1/v1' }),
    ).provider,
    'openai',
  );
  assert.throws(
    () => createModelClient(loadConfig({ OHDS_MODEL_PROVIDER: 'openai' })),
    (err: { code: string }) => err.code === 'UsageError',
  );
});
