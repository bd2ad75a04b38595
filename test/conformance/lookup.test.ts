/**
 * Spec, "GET /api/lookup/regulations/get" and "GET /api/lookup/fee_schedule/get", on the real data
 * (imported from OHDS_DATA_SOURCE into a temp OHDS_DATA_DIR; skipped when it is unset).
 */

import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { feeData } from '../lookup/fee-schedule/support.ts';
import { importInto, realDataSource } from '../lookup/helpers.ts';
import { assertEnvelope, call, serve } from './support.ts';

const SKIP = 'OHDS_DATA_SOURCE not set: the conformance lookup checks need the real reference data';

const REGULATION_KEYS = [
  'type',
  'code',
  'label',
  'id',
  'cfr_title',
  'part',
  'subpart',
  'section',
  'heading',
  'full_text',
  'content_type',
  'source_url',
  'effective_date',
  'request_id',
  'timestamp',
].sort();

async function regulationsServer(t: TestContext) {
  const from = realDataSource();
  if (from === null) {
    t.skip(SKIP);
    return null;
  }
  const { store } = await importInto(t, from, ['regulations']);
  return serve(t, { env: { OHDS_DATA_DIR: store.dataDir } });
}

test('regulations get: a section (sign, spaces, paragraph tolerated) and its id give the same regulation item', async (t) => {
  const s = await regulationsServer(t);
  if (s === null) return;
  const first = await call(s, 'GET', '/api/lookup/regulations/get?section=1904.7');
  assert.equal(first.status, 200, first.text);
  assert.deepEqual(Object.keys(first.body).sort(), REGULATION_KEYS);
  const b = first.body;
  assert.equal(b.type, 'regulation');
  assert.equal(b.section, '1904.7');
  assert.equal(b.code, b.section);
  assert.equal(b.label, b.heading);
  assert.equal(b.cfr_title, 29);
  assert.ok(Number.isInteger(b.id));
  assert.equal(b.content_type, 'regulation');
  for (const variant of ['%C2%A7%201904.7', '%C2%A71904.7', '%201904.7%20', '1904.7(b)(5)']) {
    const res = await call(s, 'GET', `/api/lookup/regulations/get?section=${variant}`);
    assert.equal(res.status, 200, `${variant}: ${res.text}`);
    assert.equal(res.body.id, b.id, variant);
  }
  const byId = await call(s, 'GET', `/api/lookup/regulations/get?id=${b.id}`);
  assert.equal(byId.status, 200);
  assert.equal(byId.body.section, '1904.7');
});

test('regulations get: neither or both of id/section is 400 field id; a title prefix is rejected; no match is 404', async (t) => {
  const s = await regulationsServer(t);
  if (s === null) return;
  for (const q of ['', '?title=29', '?id=1&section=1904.7']) {
    const res = await call(s, 'GET', `/api/lookup/regulations/get${q}`);
    assertEnvelope(res, 400, 'ValidationError', q || 'neither');
    assert.equal(res.body.field, 'id', q);
  }
  for (const q of ['29%20CFR%201904.7', '29%20CFR%20%C2%A71904.7', '29%201904.7', '29CFR1904.7']) {
    assertEnvelope(
      await call(s, 'GET', `/api/lookup/regulations/get?section=${q}`),
      400,
      'ValidationError',
      q,
    );
  }
  for (const q of ['id=abc', 'section=1904.7&type=guidance', 'id=1&type=statute']) {
    assertEnvelope(
      await call(s, 'GET', `/api/lookup/regulations/get?${q}`),
      400,
      'ValidationError',
      q,
    );
  }
  for (const q of ['section=1904.999', 'id=999999999']) {
    assertEnvelope(await call(s, 'GET', `/api/lookup/regulations/get?${q}`), 404, 'NotFound', q);
  }
});

const FEE_KEYS = [
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
const COMPONENT_KEYS = [
  'rvu',
  'gpci',
  'conversion_factor',
  'conversion_factor_basis',
  'multiplier',
  'medicare_release',
  'cap_applied',
  'published_amount',
].sort();

async function feeServer(t: TestContext) {
  const data = feeData();
  if (data === null) {
    t.skip(SKIP);
    return null;
  }
  const { dataDir } = await data;
  return serve(t, {
    env: { OHDS_DATA_DIR: dataDir },
    deps: { now: () => new Date('2026-02-10T12:00:00Z') },
  });
}

test('fee schedule get: every key, and every component key, is present on every 200 whatever the status', async (t) => {
  const s = await feeServer(t);
  if (s === null) return;
  const queries = [
    'jurisdiction=medicare&code=99213&setting=non_facility&zip=94110',
    'jurisdiction=MEDICARE&code=99213&setting=facility&zip=94110&units=3',
    'jurisdiction=NJ&code=99213&setting=facility',
    'jurisdiction=owcp&code=99213&setting=facility',
    'jurisdiction=dc&code=99213&setting=non_facility',
    'jurisdiction=medicare&code=99213&setting=facility&zip=94110&as_of=2025-12-31',
  ];
  for (const q of queries) {
    const res = await call(s, 'GET', `/api/lookup/fee_schedule/get?${q}`);
    assert.equal(res.status, 200, `${q}: ${res.text}`);
    assert.deepEqual(Object.keys(res.body).sort(), FEE_KEYS, q);
    assert.deepEqual(Object.keys(res.body.components).sort(), COMPONENT_KEYS, q);
    assert.equal(
      res.body.amount_basis,
      'per_unit_single_line_before_multi_line_reductions_and_before_lesser_of_billed_charge',
    );
    assert.deepEqual(Object.keys(res.body.provider_type).sort(), ['adjustment', 'requested']);
    if (res.body.status !== 'priced') {
      assert.equal(res.body.max_allowable_usd, null, q);
      assert.ok(res.body.notes.length > 0, `${q}: a non-priced status carries a note`);
    }
  }
  const priced = await call(
    s,
    'GET',
    '/api/lookup/fee_schedule/get?jurisdiction=MEDICARE&code=99213&setting=facility&zip=94110&units=3',
  );
  assert.equal(priced.body.status, 'priced');
  assert.equal(priced.body.jurisdiction, 'medicare', 'normalized');
  assert.equal(priced.body.units, 3);
  assert.ok(
    Math.abs(priced.body.amount_for_units_usd - priced.body.max_allowable_usd * 3) < 0.005,
    'amount for units = max x units',
  );
  assert.equal(priced.body.location.basis, 'place_of_service');
  assert.equal(priced.body.location.resolved_from, 'zip');
  const nj = await call(
    s,
    'GET',
    '/api/lookup/fee_schedule/get?jurisdiction=NJ&code=99213&setting=facility',
  );
  assert.equal(nj.body.status, 'no_fee_schedule');
  assert.equal(nj.body.location, null);
  const early = await call(
    s,
    'GET',
    '/api/lookup/fee_schedule/get?jurisdiction=medicare&code=99213&setting=facility&zip=94110&as_of=2025-12-31',
  );
  assert.equal(early.body.status, 'not_covered_by_engine');
});

test('fee schedule get: a missing required parameter or a repeated parameter is 400 naming the field', async (t) => {
  const s = await feeServer(t);
  if (s === null) return;
  const cases: Array<[string, string]> = [
    ['code=99213&setting=facility&zip=94110', 'jurisdiction'],
    ['jurisdiction=medicare&setting=facility&zip=94110', 'code'],
    ['jurisdiction=medicare&code=99213&zip=94110', 'setting'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=94110&units=0', 'units'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=94110&units=1000', 'units'],
    ['jurisdiction=medicare&code=99213&setting=both&zip=94110', 'setting'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=94110&as_of=2026-13-01', 'as_of'],
    [
      'jurisdiction=medicare&code=99213&setting=facility&zip=94110&jurisdiction=medicare',
      'jurisdiction',
    ],
    ['jurisdiction=medicare&code=99213&code=99214&setting=facility&zip=94110', 'code'],
    ['jurisdiction=medicare&code=99213&setting=facility&zip=94110&units=1&units=2', 'units'],
    ['jurisdiction=medicare&code=99213-26&setting=facility&zip=94110', 'code'],
    [
      'jurisdiction=medicare&code=99213&setting=facility&zip=94110&provider_type=surgeon',
      'provider_type',
    ],
    [
      'jurisdiction=medicare&code=99213&setting=facility&zip=94110&modifiers=26,TC,59,GP,AQ',
      'modifiers',
    ],
  ];
  for (const [q, field] of cases) {
    const res = await call(s, 'GET', `/api/lookup/fee_schedule/get?${q}`);
    assertEnvelope(res, 400, 'ValidationError', q);
    assert.equal(res.body.field, field, q);
  }
  for (const q of [
    'jurisdiction=medicare&code=99213&setting=facility',
    'jurisdiction=medicare&code=99213&setting=facility&zip=94110&locality=CA:05',
    'jurisdiction=zz&code=99213&setting=facility',
  ]) {
    assertEnvelope(
      await call(s, 'GET', `/api/lookup/fee_schedule/get?${q}`),
      400,
      'ValidationError',
      q,
    );
  }
});

test('fee schedule get: zip and locality together are a 400 naming locality, whatever the jurisdiction covers', async (t) => {
  const s = await feeServer(t);
  if (s === null) return;
  // Covered (medicare), no fee schedule (IN), not covered by the engine (FL): the spec's rule has no exception.
  for (const jurisdiction of ['medicare', 'IN', 'FL']) {
    const q = `jurisdiction=${jurisdiction}&code=99213&setting=facility&zip=94110&locality=CA:05`;
    const res = await call(s, 'GET', `/api/lookup/fee_schedule/get?${q}`);
    assertEnvelope(res, 400, 'ValidationError', q);
    assert.equal(res.body.field, 'locality', q);
  }
  // Either one alone is still fine where no location applies.
  assert.equal(
    (
      await call(
        s,
        'GET',
        '/api/lookup/fee_schedule/get?jurisdiction=IN&code=99213&setting=facility&zip=94110',
      )
    ).status,
    200,
  );
});

test('fee schedule get: units is an integer 1-999, echoed as an integer', async (t) => {
  const s = await feeServer(t);
  if (s === null) return;
  const ok = await call(
    s,
    'GET',
    '/api/lookup/fee_schedule/get?jurisdiction=medicare&code=99213&setting=facility&zip=94110&units=999',
  );
  assert.equal(ok.status, 200);
  assert.equal(ok.body.units, 999);
  for (const units of ['1.5', 'abc', '-1']) {
    const res = await call(
      s,
      'GET',
      `/api/lookup/fee_schedule/get?jurisdiction=medicare&code=99213&setting=facility&zip=94110&units=${units}`,
    );
    assertEnvelope(res, 400, 'ValidationError', units);
    assert.equal(res.body.field, 'units', units);
  }
});
