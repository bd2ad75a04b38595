/** `GET /api/lookup/fee_schedule/{get,tree}` through a real loopback server on the imported data. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { feeData, SKIP } from '../../lookup/fee-schedule/support.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

const LINE_KEYS = [
  'jurisdiction',
  'code',
  'label',
  'status',
  'max_allowable_usd',
  'units',
  'amount_for_units_usd',
  'amount_basis',
  'method',
  'setting',
  'provider_type',
  'modifiers_applied',
  'modifiers_not_applied',
  'location',
  'components',
  'version',
  'citation',
  'as_of',
  'notes',
  'request_id',
  'timestamp',
].sort();

async function server(t: { after(fn: () => Promise<void>): void; skip(msg: string): void }) {
  const data = feeData();
  if (data === null) {
    t.skip(SKIP);
    return null;
  }
  const { dataDir } = await data;
  const s = await startTestServer({
    env: { OHDS_DATA_DIR: dataDir },
    deps: { now: () => new Date('2026-02-10T12:00:00Z') },
  });
  t.after(() => s.close());
  return s;
}

test('every 200 carries every key of the fee-schedule line, whatever the status', async (t) => {
  const s = await server(t);
  if (s === null) return;
  const queries = [
    'jurisdiction=medicare&code=99213&setting=non_facility&zip=94110',
    'jurisdiction=Medicare&code=73221&setting=facility&locality=ca:05&modifiers=26&units=2',
    'jurisdiction=IN&code=99213&setting=facility',
    'jurisdiction=fl&code=99213&setting=facility',
    'jurisdiction=medicare&code=00100&setting=facility&locality=CA:05',
  ];
  for (const q of queries) {
    const res = await callJson(s, 'GET', `/api/lookup/fee_schedule/get?${q}`);
    assert.equal(res.status, 200, q);
    assert.deepEqual(Object.keys(res.body).sort(), LINE_KEYS, q);
    assert.equal(res.body.as_of, '2026-02-10', 'as_of defaults to today, UTC');
  }
  const first = await callJson(s, 'GET', `/api/lookup/fee_schedule/get?${queries[0]}`);
  assert.equal(first.body.max_allowable_usd, 117.58);
  assert.equal(first.body.label, null, 'a CPT descriptor is not served without a licensed file');
  const hcpcs = await callJson(
    s,
    'GET',
    '/api/lookup/fee_schedule/get?jurisdiction=medicare&code=G0017&setting=facility&locality=CA:05',
  );
  assert.match(hcpcs.body.label, /crisis psychotherapy/i);
  const pc = await callJson(s, 'GET', `/api/lookup/fee_schedule/get?${queries[1]}`);
  assert.equal(pc.body.amount_for_units_usd, Math.round(pc.body.max_allowable_usd * 200) / 100);
});

test('each 400 names the offending field', async (t) => {
  const s = await server(t);
  if (s === null) return;
  const cases: Array<[string, string]> = [
    ['code=99213&setting=facility&zip=94110', 'jurisdiction'],
    ['jurisdiction=ZZ&code=99213&setting=facility&zip=94110', 'jurisdiction'],
    ['jurisdiction=medicare&code=99213-26&setting=facility&zip=94110', 'code'],
    ['jurisdiction=medicare&code=99213&setting=home&zip=94110', 'setting'],
    ['jurisdiction=medicare&code=99213&setting=facility', 'zip'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=94110&locality=CA:05', 'locality'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=35958', 'zip'],
    ['jurisdiction=medicare&code=99213&code=99214&setting=facility&zip=94110', 'code'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=94110&units=0', 'units'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=94110&as_of=2026-13-01', 'as_of'],
  ];
  for (const [q, field] of cases) {
    const res = await callJson(s, 'GET', `/api/lookup/fee_schedule/get?${q}`);
    assert.equal(res.status, 400, q);
    assert.equal(res.body.error, 'ValidationError', q);
    assert.equal(res.body.field, field, q);
  }
});

test('a code no source holds is a 404', async (t) => {
  const s = await server(t);
  if (s === null) return;
  const res = await callJson(
    s,
    'GET',
    '/api/lookup/fee_schedule/get?jurisdiction=medicare&code=ZZZZ9&setting=facility&zip=94110',
  );
  assert.equal(res.status, 404);
  assert.equal(res.body.error, 'NotFound');
});

test('the tree lists jurisdictions, releases and one jurisdiction\u2019s localities', async (t) => {
  const s = await server(t);
  if (s === null) return;
  const all = await callJson(s, 'GET', '/api/lookup/fee_schedule/tree');
  assert.equal(all.status, 200);
  const byCode = new Map(all.body.jurisdictions.map((j: { code: string }) => [j.code, j]));
  assert.equal(byCode.size, 53); // 50 states, DC, medicare and owcp, once each
  assert.equal((byCode.get('IN') as { kind: string }).kind, 'no_fee_schedule');
  assert.deepEqual(
    all.body.medicare_releases.map((r: { id: string }) => r.id),
    ['2025D', '2026A', '2026C'],
  );
  const ca = await callJson(s, 'GET', '/api/lookup/fee_schedule/tree?jurisdiction=ca');
  assert.ok(ca.body.localities.length >= 25);
  assert.ok(ca.body.localities.every((l: { locality: string }) => l.locality.startsWith('CA:')));
});

test('search finds codes by prefix or descriptor words, each with code and label', async (t) => {
  const s = await server(t);
  if (s === null) return;
  const byCode = await callJson(s, 'GET', '/api/lookup/fee_schedule/search?q=9921&limit=5');
  assert.equal(byCode.status, 200);
  // CPT descriptors are AMA-copyrighted: the code is found, its label is null.
  assert.ok(
    byCode.body.results.some(
      (r: { code: string; label: string | null }) => r.code === '99213' && r.label === null,
    ),
  );
  const byWords = await callJson(
    s,
    'GET',
    '/api/lookup/fee_schedule/search?q=crisis%20psychotherapy',
  );
  assert.ok(
    byWords.body.results.some(
      (r: { code: string; label: string }) => r.code === 'G0017' && /crisis/i.test(r.label),
    ),
  );
  const bad = await callJson(s, 'GET', '/api/lookup/fee_schedule/search?q=');
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, 'q');
});
