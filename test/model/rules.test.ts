import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { loadConfig } from '../../src/config.ts';
import { createModelClient } from '../../src/model/index.ts';
import { createRulesClient } from '../../src/model/rules.ts';
import { rulesHandlers } from '../../src/model/handlers.ts';

const schema = z.strictObject({ n: z.number() });

test('the rules client dispatches on the task and validates the handler output', async () => {
  const client = createRulesClient({ 'demo.double': (input) => ({ n: (input as number) * 2 }), 'demo.bad': () => ({ n: 'x' }) });
  assert.equal(client.provider, 'rules');
  assert.deepEqual(await client.generate({ task: 'demo.double', system: '', user: '', schema, input: 21 }), { n: 42 });
  const failures: Array<[string, string]> = [
    ['demo.bad', 'UpstreamError'],
    ['demo.missing', 'UpstreamError'],
  ];
  for (const [task, code] of failures) {
    await assert.rejects(client.generate({ task, system: '', user: '', schema, input: 1 }), (err: { code: string }) => err.code === code, task);
  }
});

test('the process-wide task table holds the five recordability reading tasks', () => {
  for (const f of ['work_relatedness', 'exceptions', 'recurrence', 'treatment', 'significance']) {
    assert.equal(typeof rulesHandlers[`recordability.read.${f}`], 'function', f);
  }
});

test('createModelClient picks the configured provider and refuses openai without a key or base URL', () => {
  assert.equal(createModelClient(loadConfig({})).provider, 'rules');
  assert.equal(createModelClient(loadConfig({ OHDS_MODEL_PROVIDER: 'openai', OPENAI_API_KEY: 'k' })).provider, 'openai');
  assert.equal(createModelClient(loadConfig({ OHDS_MODEL_PROVIDER: 'openai', OHDS_MODEL_BASE_URL: 'http://127.0.0.1:1/v1' })).provider, 'openai');
  assert.throws(() => createModelClient(loadConfig({ OHDS_MODEL_PROVIDER: 'openai' })), (err: { code: string }) => err.code === 'UsageError');
});
