import assert from 'node:assert/strict';
import { test } from 'node:test';
import pLimit from 'p-limit';
import { z } from 'zod';
import { createOpenAIClient, retryAfterMs } from '../../src/model/openai.ts';
import { type FakeOpenAIOptions, type FakeStep, startFakeOpenAI } from '../support/fake-openai.ts';

const schema = z.strictObject({ answer: z.enum(['yes', 'no']), score: z.number().min(0).max(1) });
const valid = { answer: 'yes', score: 0.5 };
const request = {
  task: 'test.task',
  system: 'system prompt',
  user: 'user prompt',
  schema,
  input: null,
  offline: () => null,
};

async function setup(
  t: import('node:test').TestContext,
  fake: FakeOpenAIOptions,
  extra: { retries?: number; timeoutMs?: number; concurrency?: number } = {},
) {
  const server = await startFakeOpenAI(fake);
  t.after(() => server.close());
  const sleeps: number[] = [];
  const client = createOpenAIClient({
    apiKey: 'test-key',
    baseURL: server.baseURL,
    model: 'fake-model',
    timeoutMs: extra.timeoutMs ?? 5000,
    retries: extra.retries ?? 2,
    limit: pLimit(extra.concurrency ?? 4),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0,
  });
  return { server, client, sleeps };
}

test('a schema-valid structured reply is returned and the request carries the json_schema named after the task', async (t) => {
  const { server, client } = await setup(t, { script: [{ json: valid }] });
  assert.deepEqual(await client.generate(request), valid);
  assert.equal(server.requests.length, 1);
  assert.equal(server.requests[0]!.schemaName, 'test_task');
  assert.equal(server.requests[0]!.body.response_format?.type, 'json_schema');
  assert.deepEqual(
    server.requests[0]!.body.messages?.map((m) => m.role),
    ['system', 'user'],
  );
});

test('retriable failures are retried with exponential backoff or the Retry-After the server asks for', async (t) => {
  const cases: Array<{ name: string; script: FakeStep[]; sleeps: number[] }> = [
    {
      name: '429 with Retry-After seconds',
      script: [{ status: 429, headers: { 'retry-after': '2' } }, { json: valid }],
      sleeps: [2000],
    },
    {
      name: '429 with retry-after-ms',
      script: [{ status: 429, headers: { 'retry-after-ms': '150' } }, { json: valid }],
      sleeps: [150],
    },
    {
      name: 'two 5xx then success',
      script: [{ status: 503 }, { status: 500 }, { json: valid }],
      sleeps: [500, 1000],
    },
  ];
  for (const c of cases) {
    const { client, sleeps } = await setup(t, { script: c.script });
    assert.deepEqual(await client.generate(request), valid, c.name);
    assert.deepEqual(sleeps, c.sleeps, c.name);
  }
});

test('unusable outcomes fail with the spec error codes', async (t) => {
  const cases: Array<{
    name: string;
    script: FakeStep[];
    code: string;
    status: number;
    calls: number;
  }> = [
    {
      name: 'retries exhausted',
      script: [{ status: 500 }, { status: 500 }, { status: 500 }],
      code: 'UpstreamError',
      status: 502,
      calls: 3,
    },
    {
      name: '400 is not retried',
      script: [{ status: 400 }],
      code: 'UpstreamError',
      status: 502,
      calls: 1,
    },
    {
      name: 'content that is not JSON',
      script: [{ content: 'I think the answer is yes.' }],
      code: 'UpstreamError',
      status: 502,
      calls: 1,
    },
    {
      name: 'JSON outside the schema',
      script: [{ json: { answer: 'maybe', score: 2 } }],
      code: 'UpstreamError',
      status: 502,
      calls: 1,
    },
    {
      name: 'unknown field in the reply',
      script: [{ json: { ...valid, extra: 1 } }],
      code: 'UpstreamError',
      status: 502,
      calls: 1,
    },
    {
      name: 'no answer within the timeout',
      script: [{ hang: true }],
      code: 'UpstreamTimeout',
      status: 504,
      calls: 1,
    },
  ];
  for (const c of cases) {
    const { client, server } = await setup(t, { script: c.script }, { timeoutMs: 300 });
    await assert.rejects(
      client.generate(request),
      (err: { code: string; status: number }) => err.code === c.code && err.status === c.status,
      c.name,
    );
    assert.equal(server.requests.length, c.calls, c.name);
  }
});

test('fenced JSON content is accepted', async (t) => {
  const { client } = await setup(t, {
    script: [{ content: '```json\n{"answer":"no","score":0}\n```' }],
  });
  assert.deepEqual(await client.generate(request), { answer: 'no', score: 0 });
});

test('the shared limit caps the calls in flight', async (t) => {
  // The fake answers calls in pairs: a call waits until a second one is in flight, so the two the limit allows
  // overlap whatever the machine's speed (a limit of one would leave a call waiting into its timeout and fail).
  const waiting: Array<() => void> = [];
  const respond = () =>
    new Promise<FakeStep>((resolve) => {
      waiting.push(() => resolve({ json: valid }));
      if (waiting.length === 2) for (const answer of waiting.splice(0)) answer();
    });
  const { client, server } = await setup(t, { respond }, { concurrency: 2 });
  await Promise.all(Array.from({ length: 6 }, () => client.generate(request)));
  assert.equal(server.requests.length, 6);
  assert.equal(server.maxInFlight, 2);
});

test('Retry-After is read as seconds, milliseconds or an HTTP date', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const cases: Array<[Record<string, string>, number | null]> = [
    [{ 'retry-after': '3' }, 3000],
    [{ 'retry-after-ms': '250' }, 250],
    [{ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, 5000],
    [{ 'retry-after': 'soon' }, null],
    [{}, null],
  ];
  for (const [headers, want] of cases)
    assert.equal(retryAfterMs(new Headers(headers), now), want, JSON.stringify(headers));
});
