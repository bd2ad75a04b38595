/**
 * The low-severity hardening findings, one test each: deep nesting is a 400 (never a stack overflow), a member
 * hash must be a SHA-256 hex string, search terms get the identifier scan, and a dependency outage logs one
 * line per request without a stack trace.
 */
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { pino } from 'pino';
import { renderError } from '../../src/api/envelope.ts';
import { nestsDeeperThan } from '../../src/api/limits.ts';
import { ServiceUnavailable } from '../../src/errors.ts';
import type { CounterStore } from '../../src/state/index.ts';
import { callJson, send } from '../support/http.ts';
import { startTestServer } from '../support/server.ts';

const SCORE = '/api/psychosocial/depression_screen/score';
const RESPONSES = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`item_${i + 1}`, 1]));

test('nesting depth is counted outside strings only', () => {
  const table: Array<[string, number, boolean]> = [
    ['{"a":[1,2,{"b":3}]}', 3, false],
    ['{"a":[1,2,{"b":3}]}', 2, true],
    ['{"a":"[[[[[[[[[["}', 1, false],
    ['{"a":"\\"[[[[[["}', 1, false],
    ['[[[]]]', 3, false],
  ];
  for (const [text, max, deeper] of table)
    assert.equal(nestsDeeperThan(text, max), deeper, `${text} > ${max}`);
});

test('a deeply nested assist_context is a 400 naming the body, not a 500', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const deep = `${'{"n":'.repeat(20_000)}"x"${'}'.repeat(20_000)}`;
  const text = `{"responses":${JSON.stringify(RESPONSES)},"assist_context":{"persona":"coach","deep":${deep}}}`;
  const res = await send(server, `${SCORE}?audience=employee`, {
    method: 'POST',
    headers: { apikey: server.key, 'content-type': 'application/json' },
    body: text,
  });
  assert.equal(res.status, 400);
  const body = res.body as { error: string; field: string };
  assert.equal(body.error, 'ValidationError');
  assert.equal(body.field, 'body');
});

test('a care-team member hash must be 64 hex digits; free text is refused and never echoed', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  const body = (hash: string) => ({
    case_id: 'case-synthetic',
    care_team: [{ clinician_user_id_hash: hash, role: 'ptp' }],
  });
  const bad = await callJson(
    server,
    'POST',
    '/api/grading/case/composite',
    body('Dr Synthetic Example'),
  );
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, 'care_team[0].clinician_user_id_hash');
  assert.doesNotMatch(JSON.stringify(bad.body), /Synthetic Example/);
  const good = await callJson(server, 'POST', '/api/grading/case/composite', body('ab'.repeat(32)));
  assert.equal(good.status, 200);
  assert.equal(good.body.members[0].clinician_user_id_hash, 'ab'.repeat(32));
});

test('search terms that look like identifiers are refused before they are echoed', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  for (const path of [
    '/api/lookup/regulations/search',
    '/api/lookup/icd10cm/search',
    '/api/lookup/naics/search',
    '/api/lookup/cpt/search',
    '/api/lookup/fee_schedule/search',
  ]) {
    for (const q of ['123-45-6789', 'someone@example.org', '(555) 123-4567']) {
      const res = await callJson(server, 'GET', `${path}?q=${encodeURIComponent(q)}`);
      assert.equal(res.status, 400, `${path} ${q}`);
      assert.equal(res.body.error, 'DeIdentificationViolation');
      assert.equal(res.body.field, 'q');
      assert.ok(!JSON.stringify(res.body).includes(q));
    }
  }
});

test('a dependency error renders as a known 5xx logged without a stack; a bug keeps its stack', () => {
  assert.equal(renderError(new ServiceUnavailable(), 'r', new Date()).log, 'dependency');
  assert.equal(renderError(new TypeError('boom'), 'r', new Date()).log, 'unexpected');
  assert.equal(renderError(new ServiceUnavailable(), 'r', new Date()).status, 503);
});

test('a counter-store outage answers 503 and writes one short warn line per request, no stack trace', async (t) => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) =>
    lines.push(
      ...c
        .toString('utf8')
        .split('\n')
        .filter((l) => l !== ''),
    ),
  );
  const down = (): never => {
    throw new ServiceUnavailable('The shared counter store (Redis) is unavailable.');
  };
  const counters: CounterStore = {
    kind: 'redis',
    hit: async () => down(),
    reserve: async () => down(),
    release: async () => down(),
    ping: async () => down(),
    close: async () => {},
  };
  const server = await startTestServer({
    app: { counters, logger: pino({ level: 'info' }, stream) },
  });
  t.after(() => server.close());
  for (let i = 0; i < 3; i++) {
    const res = await callJson(server, 'GET', '/api/version/get');
    assert.equal(res.status, 503);
  }
  const failures = lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.error === 'ServiceUnavailable');
  assert.equal(failures.length, 3);
  for (const line of failures) {
    assert.equal(line.level, 40);
    assert.equal(line.err, undefined, 'no error object (and so no stack) per request');
  }
});
