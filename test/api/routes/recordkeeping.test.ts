/** `POST /api/recordkeeping/log` through the app (inject): the same documents as the CLI, auth, scan, cost. */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { readKeyFile, writeKeyFile } from '../../../src/keys/file.ts';
import { createRulesClient } from '../../../src/model/rules.ts';
import { MemoryCounterStore } from '../../../src/state/memory.ts';
import { SAMPLES } from '../../recordkeeping/helpers.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';

const URL = '/api/recordkeeping/log';

async function sampleBody() {
  const dir = join(SAMPLES, 'cases');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const cases = await Promise.all(
    files.map(async (f) => ({
      case_id: f.slice(0, -5),
      case: JSON.parse(await readFile(join(dir, f), 'utf8')).case,
    })),
  );
  const decisions = (
    parse(await readFile(join(SAMPLES, 'decisions.csv'), 'utf8'), { columns: true }) as Array<
      Record<string, string>
    >
  ).map((row) => {
    const d: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) if (v !== '') d[k] = /^days_/.test(k) ? Number(v) : v;
    return d;
  });
  return {
    establishment: JSON.parse(await readFile(join(SAMPLES, 'establishment.json'), 'utf8')),
    cases,
    decisions,
  };
}

const post = (server: TestServer, body: unknown, key: string | null = server.key) =>
  server.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { apikey: key }) },
    payload: JSON.stringify(body),
  });

test('the sample year comes back as JSON: entries, totals, checks and the five documents', async (t) => {
  const server = await startTestServer({ deps: { model: createRulesClient() } });
  t.after(() => server.close());
  const res = await post(server, await sampleBody());
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.deepEqual(body.counts, {
    logged: 8,
    pending_review: 1,
    not_recordable: 1,
    outside_year: 0,
  });
  assert.deepEqual(
    [body.totals.H, body.totals.I, body.totals.J, body.totals.K, body.totals.L],
    [3, 1, 4, 197, 12],
  );
  assert.deepEqual(Object.keys(body.documents).sort(), [
    'ita_case_detail_csv',
    'ita_summary_csv',
    'log_300_csv',
    'summary_300a_csv',
    'summary_300a_html',
  ]);
  assert.match(body.documents.log_300_csv, /^A case_number,B employee_name,/);
  assert.match(body.documents.summary_300a_html, /^<!doctype html>/);
  assert.equal(body.checks.status, 'warn');
  assert.match(body.request_id, /^[0-9a-f-]{36}$/);
});

test('no key is a 401; identifiers are refused naming the field; bad decisions name the field', async (t) => {
  const server = await startTestServer({ deps: { model: createRulesClient() } });
  t.after(() => server.close());
  const body = await sampleBody();
  assert.equal((await post(server, body, null)).statusCode, 401);
  const rows: Array<[string, (b: typeof body) => unknown, string, string]> = [
    [
      'e-mail in a description',
      (b) => ({
        ...b,
        decisions: [{ ...b.decisions[0], description: 'Write to someone@example.org' }],
      }),
      'DeIdentificationViolation',
      'decisions[0].description',
    ],
    [
      'a name field',
      (b) => ({ ...b, establishment: { ...b.establishment, name: 'x' } }),
      'DeIdentificationViolation',
      'establishment.name',
    ],
    [
      'recordable without a column',
      (b) => ({
        ...b,
        decisions: [{ case_id: 'x', recordable: 'yes', case_type: 'injury', privacy_case: 'no' }],
      }),
      'ValidationError',
      'decisions[0].column',
    ],
    ['nothing to log', (b) => ({ establishment: b.establishment }), 'ValidationError', 'cases'],
  ];
  for (const [name, mutate, error, field] of rows) {
    const res = await post(server, mutate(body));
    assert.equal(res.statusCode, 400, name);
    assert.deepEqual([res.json().error, res.json().field], [error, field], name);
  }
});

test('the call costs one composite analysis (5 credits) per case', async (t) => {
  const NOW = new Date('2026-01-15T12:00:00Z');
  const server = await startTestServer({
    deps: { model: createRulesClient(), now: () => NOW },
    app: { counters: new MemoryCounterStore(() => NOW.getTime()) },
  });
  t.after(() => server.close());
  const file = await readKeyFile(server.keysFile);
  file.consumers[0]!.credits = { granted: 1000 };
  await writeKeyFile(server.keysFile, file);
  const body = await sampleBody();
  const res = await post(server, { ...body, cases: body.cases.slice(0, 3) });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['x-credits-cost'], '15');
  const decisionsOnly = await post(server, {
    establishment: body.establishment,
    decisions: body.decisions.slice(0, 2).map((d) => ({ ...d, incident_date: '2025-03-03' })),
  });
  assert.equal(decisionsOnly.statusCode, 200);
  assert.equal(decisionsOnly.headers['x-credits-cost'], '10');
});

test('formula_guard: a formula-like cell is text by default, raw when the guard is off', async (t) => {
  const server = await startTestServer({ deps: { model: createRulesClient() } });
  t.after(() => server.close());
  const establishment = JSON.parse(await readFile(join(SAMPLES, 'establishment.json'), 'utf8'));
  const decisions = [
    {
      case_id: 'synthetic-formula',
      recordable: 'yes',
      column: 'J',
      case_type: 'injury',
      privacy_case: 'no',
      incident_date: '2025-05-01',
      job_title: 'Machinist',
      where: '=SUM(A1)',
      description: 'Cut to the hand from a sheet edge',
    },
  ];
  const guarded = (await post(server, { establishment, decisions })).json();
  assert.match(guarded.documents.log_300_csv, /'=SUM\(A1\)/);
  const raw = (await post(server, { establishment, decisions, formula_guard: false })).json();
  assert.match(raw.documents.log_300_csv, /,=SUM\(A1\),/);
});
