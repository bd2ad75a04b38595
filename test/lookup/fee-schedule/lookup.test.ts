/** `lookupFee` against the imported reference data (skips without OHDS_DATA_SOURCE). CA/TX factors are synthetic. */

import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { NotFound, ServiceUnavailable, ValidationError } from '../../../src/errors.ts';
import { type FeeQuery, lookupFee } from '../../../src/lookup/fee-schedule/lookup.ts';
import { importDatasets } from '../../../src/lookup/import.ts';
import { referenceImporters } from '../../../src/lookup/reference-importers.ts';
import { DataStore } from '../../../src/lookup/store.ts';
import { feeData, SKIP } from './support.ts';

const BASE: FeeQuery = {
  jurisdiction: 'medicare',
  code: '99213',
  setting: 'non_facility',
  modifiers: [],
  provider_type: 'physician',
  units: 1,
  as_of: '2026-02-10',
  cf_basis: 'non_qp',
  zip: null,
  locality: null,
};

async function store(t: { skip(msg: string): void }) {
  const data = feeData();
  if (data === null) {
    t.skip(SKIP);
    return null;
  }
  return (await data).store;
}

const codes = (line: { notes: Array<{ code: string }> }): string[] => line.notes.map((n) => n.code);

test('medicare prices each quarter with its own release, or says which release is missing', async (t) => {
  const s = await store(t);
  if (s === null) return;
  const cases: Array<[string, string, number | null, string | null]> = [
    ['2026-02-10', 'priced', 117.58, '2026A'],
    ['2026-05-04', 'not_covered_by_engine', null, null],
    ['2026-08-03', 'priced', 117.58, '2026C'],
    ['2026-11-02', 'not_covered_by_engine', null, null],
    ['2025-12-31', 'not_covered_by_engine', null, null],
    ['2027-01-01', 'not_covered_by_engine', null, null],
  ];
  for (const [asOf, status, amount, release] of cases) {
    const line = await lookupFee(s, { ...BASE, as_of: asOf, zip: '94110' });
    assert.equal(line.status, status, asOf);
    assert.equal(line.max_allowable_usd, amount, asOf);
    assert.equal(line.components.medicare_release, release, asOf);
    if (status !== 'priced') assert.equal(line.location, null, asOf);
  }
  const b = await lookupFee(s, { ...BASE, as_of: '2026-05-04', zip: '94110' });
  assert.match(b.notes[0]!.text, /2026B is not imported/);
  const c = await lookupFee(s, { ...BASE, as_of: '2026-08-03', zip: '94110' });
  assert.ok(codes(c).includes('gpci_reused'), 'release C priced with A\u2019s GPCIs says so');
});

test('the QP conversion factor is used only when asked for', async (t) => {
  const s = await store(t);
  if (s === null) return;
  const qp = await lookupFee(s, { ...BASE, locality: 'CA:05', cf_basis: 'qp' });
  assert.equal(qp.components.conversion_factor, 33.5675);
  assert.equal(qp.components.conversion_factor_basis, 'medicare_qp');
  assert.equal(qp.max_allowable_usd, 118.17); // 3.52035 x 33.5675 = 118.170...
});

test('place of service: exactly one of zip and locality, spanning ZIPs need +4, the map bounds both', async (t) => {
  const s = await store(t);
  if (s === null) return;
  const cases: Array<[Partial<FeeQuery>, string]> = [
    [{}, 'zip'],
    [{ zip: '94110', locality: 'CA:05' }, 'locality'],
    [{ zip: '35958' }, 'zip'],
    [{ zip: '00000' }, 'zip'],
    [{ locality: 'CA:99' }, 'locality'],
    [{ jurisdiction: 'CA', as_of: '2026-04-01', zip: '10001' }, 'zip'],
    [{ jurisdiction: 'TX', locality: 'CA:05' }, 'locality'],
  ];
  for (const [q, field] of cases) {
    await assert.rejects(
      lookupFee(s, { ...BASE, ...q }),
      (err: unknown) => err instanceof ValidationError && err.extras.field === field,
      JSON.stringify(q),
    );
  }
  const plus4 = await lookupFee(s, { ...BASE, zip: '359581234' });
  assert.equal(plus4.status, 'priced');
  assert.ok(codes(plus4).includes('zip_plus4_not_listed'));
  assert.equal(plus4.location?.locality, 'AL:00');
  assert.equal(plus4.location?.resolved_from, 'zip');
});

test('a code no source holds is a 404', async (t) => {
  const s = await store(t);
  if (s === null) return;
  await assert.rejects(lookupFee(s, { ...BASE, code: 'ZZZZ9', zip: '94110' }), NotFound);
});

test('a HCPCS Level II code held only by the HCPCS list is answered, not a 404', async (t) => {
  const data = feeData();
  if (data === null) return t.skip(SKIP);
  const dataDir = await mkdtemp(join(tmpdir(), 'ohds-fee-hcpcs-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  await cp((await data).dataDir, dataDir, { recursive: true });
  const from = process.env.OHDS_DATA_SOURCE!;
  await importDatasets(referenceImporters, {
    from,
    dataDir,
    only: ['cpt'],
    options: {},
    log: () => {},
  });
  const s = new DataStore(dataDir);
  // E0100 (a cane) is in the HCPCS list but priced under the DMEPOS schedule, not the physician fee schedule.
  const medicare = await lookupFee(s, { ...BASE, code: 'E0100', zip: '94110' });
  assert.equal(medicare.status, 'not_covered_by_engine');
  assert.ok(codes(medicare).includes('not_in_release'));
  const indiana = await lookupFee(s, { ...BASE, jurisdiction: 'IN', code: 'E0100' });
  assert.equal(indiana.status, 'no_fee_schedule');
  await assert.rejects(lookupFee(s, { ...BASE, code: 'ZZZZ9', zip: '94110' }), NotFound);
});

test('before any import every jurisdiction answers 503 naming ohds data import, so the 404 rule is never skipped', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ohds-fee-empty-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const s = new DataStore(dataDir);
  for (const jurisdiction of ['medicare', 'IN', 'FL', 'CA', 'PA']) {
    await assert.rejects(
      lookupFee(s, { ...BASE, jurisdiction, zip: '94110' }),
      (err: unknown) => err instanceof ServiceUnavailable && /ohds data import/.test(err.message),
      jurisdiction,
    );
  }
});

test('CA prices with its configured factor, California localities, AQ 1.10 and NP 0.85 (synthetic factor 50)', async (t) => {
  const s = await store(t);
  if (s === null) return;
  const ca = { ...BASE, jurisdiction: 'CA', as_of: '2026-03-16', zip: '94110' };
  const plain = await lookupFee(s, ca);
  assert.equal(plain.status, 'priced');
  assert.equal(plain.method, 'state_cf_rbrvs');
  assert.equal(plain.max_allowable_usd, 176.02); // 3.52035 x 50
  assert.equal(plain.location?.locality, 'CA:05');
  assert.equal(plain.version?.effective_from, '2026-03-01');
  assert.ok(codes(plain).includes('lesser_of_actual_charge'));
  const aq = await lookupFee(s, { ...ca, modifiers: ['AQ'] });
  assert.equal(aq.max_allowable_usd, 193.62);
  assert.equal(aq.components.multiplier, 1.1);
  assert.ok(codes(aq).includes('hpsa_bonus'));
  const np = await lookupFee(s, { ...ca, provider_type: 'nurse_practitioner' });
  assert.equal(np.max_allowable_usd, 149.61);
  assert.equal(np.provider_type.adjustment, 0.85);
  const qp = await lookupFee(s, { ...ca, cf_basis: 'qp' });
  assert.equal(qp.max_allowable_usd, 176.02, 'the Medicare QP basis never changes a state amount');
  assert.equal(qp.components.conversion_factor_basis, 'ca_all_other_services');
  assert.ok(codes(qp).includes('conversion_factor_basis_not_applied'));
  const early = await lookupFee(s, { ...ca, as_of: '2026-02-27' });
  assert.equal(early.status, 'not_covered_by_engine');
  const october = await lookupFee(s, { ...ca, as_of: '2026-10-05' });
  assert.equal(october.status, 'not_covered_by_engine');
  assert.match(october.notes[0]!.text, /conversion_factors\.other/);
});

test('TX uses its general and facility-surgery factors, accepts GP unapplied and reports the underserved incentive (synthetic factors)', async (t) => {
  const s = await store(t);
  if (s === null) return;
  const tx = { ...BASE, jurisdiction: 'TX', as_of: '2026-03-16', locality: 'TX:31' };
  const office = await lookupFee(s, { ...tx, modifiers: ['GP'] });
  assert.equal(office.max_allowable_usd, 175.62); // 2.92702 x 60
  assert.deepEqual(office.modifiers_not_applied, ['GP']);
  assert.ok(codes(office).includes('zip_incentive_not_evaluated'));
  assert.ok(codes(office).includes('least_of'));
  const surgery = await lookupFee(s, { ...tx, code: '27447', setting: 'facility' });
  assert.equal(surgery.components.conversion_factor_basis, 'tx_surgery_facility');
  assert.equal(surgery.max_allowable_usd, 2796.93); // 34.96158 x 80
  assert.ok(codes(surgery).includes('surgery_cf_reading'));
  const underserved = await lookupFee(s, { ...tx, locality: null, zip: '75134' });
  assert.ok(codes(underserved).includes('underserved_area_incentive'));
});

test('jurisdictions without a schedule held answer honestly', async (t) => {
  const s = await store(t);
  if (s === null) return;
  for (const j of ['IN', 'IA', 'MO', 'NH', 'NJ', 'WI']) {
    const line = await lookupFee(s, { ...BASE, jurisdiction: j });
    assert.equal(line.status, 'no_fee_schedule', j);
    assert.equal(line.method, 'no_fee_schedule');
    assert.equal(line.version?.effective_to, null);
    assert.equal(line.location, null);
  }
  for (const j of ['FL', 'NY', 'DC', 'owcp', 'PA']) {
    const line = await lookupFee(s, { ...BASE, jurisdiction: j, zip: '94110' });
    assert.equal(line.status, 'not_covered_by_engine', j);
    assert.equal(line.version, null);
    assert.equal(line.method, null);
  }
  const pa = await lookupFee(s, { ...BASE, jurisdiction: 'PA' });
  assert.match(pa.notes[0]!.text, /2026 Part B fee schedule table/);
});

test('the import reports the repaired and quarantined PPRRVU rows of the rvu26a export', async (t) => {
  const s = await store(t);
  if (s === null) return;
  const details = s.manifest('cms-pfs')!.details as {
    releases: Record<
      string,
      { malformed_rows: { non_qp: number; qp: number }; header_repaired: boolean }
    >;
  };
  assert.deepEqual(details.releases['2026A']!.malformed_rows, { non_qp: 987, qp: 218 });
  assert.equal(details.releases['2026A']!.header_repaired, true);
  assert.deepEqual(details.releases['2025D']!.malformed_rows, { non_qp: 0, qp: 0 });
});
