/** `priceLine` on a synthetic schedule: statuses, modifiers per indicator, provider types, NA, units, cap. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RvuRow } from '../../../src/lookup/fee-schedule/cms-pfs-parse.ts';
import { JURISDICTIONS } from '../../../src/lookup/fee-schedule/jurisdictions.ts';
import { AMOUNT_BASIS } from '../../../src/lookup/fee-schedule/line.ts';
import {
  type FeeRequest,
  priceLine,
  type Schedule,
} from '../../../src/lookup/fee-schedule/price-line.ts';

// Synthetic RVUs, GPCIs and conversion factor (round numbers, not from any release).
const ROW: RvuRow = {
  status: 'A',
  description: 'Synthetic procedure',
  work: '10.00',
  pe_non_facility: '6.00',
  na_non_facility: false,
  pe_facility: '4.00',
  na_facility: false,
  mp: '1.00',
  pctc: '0',
  global_days: '090',
  mult_proc: '2',
  bilat_surg: '1',
  asst_surg: '2',
  co_surg: '1',
  team_surg: '2',
  opps: null,
  conversion_factor: '10.0000',
};
const GPCI = { work: '1.000', pe: '1.000', mp: '1.000' };

function schedule(rows: Record<string, RvuRow>): Extract<Schedule, { kind: 'rbrvs' }> {
  return {
    kind: 'rbrvs',
    method: 'medicare_rbrvs',
    row: (mod) => rows[mod],
    quarantined: () => undefined,
    gpci: GPCI,
    conversionFactor: () => ({ value: '10.0000', basis: 'synthetic' }),
    release: '2026A',
    version: { label: 'synthetic', effective_from: '2026-01-01', effective_to: '2026-03-31' },
    citation: 'synthetic',
    areaModifiers: { AQ: { factor: '1.10', note: { code: 'hpsa_bonus', text: 'synthetic' } } },
  };
}

const REQUEST: FeeRequest = {
  jurisdiction: 'medicare',
  code: '99999',
  setting: 'facility',
  modifiers: [],
  provider_type: 'physician',
  units: 1,
  as_of: '2026-02-01',
  cf_basis: 'non_qp',
};

function price(request: Partial<FeeRequest>, rows: Record<string, RvuRow> = { '': ROW }) {
  return priceLine({
    request: { ...REQUEST, ...request },
    jurisdiction: JURISDICTIONS.get('medicare')!,
    label: null,
    location: null,
    notes: [],
    schedule: schedule(rows),
  });
}

test('the facility amount uses the facility practice expense and every key is present', () => {
  const line = price({});
  assert.equal(line.status, 'priced');
  assert.equal(line.max_allowable_usd, 150); // (10 + 4 + 1) x 10
  assert.equal(line.amount_basis, AMOUNT_BASIS);
  assert.deepEqual(
    Object.keys(line.components).sort(),
    [
      'cap_applied',
      'conversion_factor',
      'conversion_factor_basis',
      'gpci',
      'medicare_release',
      'multiplier',
      'published_amount',
      'rvu',
    ].sort(),
  );
  assert.equal(price({ setting: 'non_facility' }).max_allowable_usd, 170);
});

test('Medicare status codes map to the spec statuses', () => {
  const expected: Record<string, string> = {
    A: 'priced',
    R: 'priced',
    T: 'priced',
    C: 'no_published_cap',
    B: 'bundled',
    P: 'bundled',
    N: 'not_payable',
    X: 'not_payable',
    E: 'not_payable',
    I: 'not_payable',
    M: 'not_payable',
    J: 'not_covered_by_engine',
  };
  for (const [status, spec] of Object.entries(expected)) {
    const line = price({}, { '': { ...ROW, status } });
    assert.equal(line.status, spec, status);
    if (spec !== 'priced') assert.equal(line.max_allowable_usd, null, status);
    if (status !== 'A' && spec !== 'not_covered_by_engine')
      assert.equal(line.notes.find((n) => n.code === 'medicare_status')?.medicare_status, status);
  }
});

test('anesthesia codes are not covered by the engine, with no location, version or components', () => {
  const line = price({ code: '01402' });
  assert.equal(line.status, 'not_covered_by_engine');
  assert.equal(line.version, null);
  assert.equal(line.components.medicare_release, null);
  // Also where a state table lists an amount for the code (synthetic table).
  const table: Schedule = {
    kind: 'table',
    published: () => '100.00',
    version: { label: 'synthetic', effective_from: '2026-01-01', effective_to: '2026-12-31' },
    citation: 'synthetic',
  };
  const pa = priceLine({
    request: { ...REQUEST, jurisdiction: 'PA', code: '00100' },
    jurisdiction: JURISDICTIONS.get('PA')!,
    label: null,
    location: null,
    notes: [],
    schedule: table,
  });
  assert.equal(pa.status, 'not_covered_by_engine');
  assert.equal(pa.components.published_amount, null);
  assert.ok(pa.notes.some((n) => n.code === 'not_covered_by_engine'));
});

test('modifiers follow the indicator columns of the RVU file', () => {
  const cases: Array<{
    mods: string[];
    row?: Partial<RvuRow>;
    status: string;
    amount: number | null;
    applied: string[];
    notApplied: string[];
  }> = [
    { mods: ['50'], status: 'priced', amount: 225, applied: ['50'], notApplied: [] },
    {
      mods: ['50'],
      row: { bilat_surg: '2' },
      status: 'priced',
      amount: 150,
      applied: [],
      notApplied: ['50'],
    },
    {
      mods: ['50'],
      row: { bilat_surg: '3' },
      status: 'priced',
      amount: 300,
      applied: ['50'],
      notApplied: [],
    },
    {
      mods: ['50'],
      row: { bilat_surg: '0' },
      status: 'priced',
      amount: 150,
      applied: [],
      notApplied: ['50'],
    },
    { mods: ['80'], status: 'priced', amount: 24, applied: ['80'], notApplied: [] },
    {
      mods: ['AS'],
      row: { asst_surg: '0' },
      status: 'priced',
      amount: 24,
      applied: ['AS'],
      notApplied: [],
    },
    {
      mods: ['82', 'GP'],
      row: { asst_surg: '1' },
      status: 'not_payable',
      amount: null,
      applied: ['82'],
      notApplied: ['GP'],
    },
    { mods: ['62'], status: 'priced', amount: 93.75, applied: ['62'], notApplied: [] },
    {
      mods: ['62'],
      row: { co_surg: '0' },
      status: 'not_payable',
      amount: null,
      applied: ['62'],
      notApplied: [],
    },
    { mods: ['66'], status: 'no_published_cap', amount: null, applied: ['66'], notApplied: [] },
    {
      mods: ['66'],
      row: { team_surg: '0' },
      status: 'not_payable',
      amount: null,
      applied: ['66'],
      notApplied: [],
    },
    {
      mods: ['66'],
      row: { team_surg: '9' },
      status: 'priced',
      amount: 150,
      applied: [],
      notApplied: ['66'],
    },
    { mods: ['GP', 'LT'], status: 'priced', amount: 150, applied: [], notApplied: ['GP', 'LT'] },
    { mods: ['AQ'], status: 'priced', amount: 165, applied: ['AQ'], notApplied: [] },
  ];
  for (const c of cases) {
    const line = price({ modifiers: c.mods }, { '': { ...ROW, ...c.row } });
    const where = `${c.mods.join(',')} ${JSON.stringify(c.row ?? {})}`;
    assert.equal(line.status, c.status, where);
    assert.equal(line.max_allowable_usd, c.amount, where);
    // Every modifier sent comes back in exactly one of the two lists, also when it decided a non-priced status.
    assert.deepEqual(line.modifiers_applied, c.applied, where);
    assert.deepEqual(line.modifiers_not_applied, c.notApplied, where);
  }
});

test('26 and TC price from their own rows, and are not payable where the code has none', () => {
  const rows = {
    '': ROW,
    '26': { ...ROW, work: '10.00', pe_facility: '0.00', mp: '0.00' },
    TC: { ...ROW, work: '0.00' },
  };
  const pc = price({ modifiers: ['26'] }, rows);
  assert.equal(pc.max_allowable_usd, 100);
  assert.deepEqual(pc.modifiers_applied, ['26']);
  assert.equal(price({ modifiers: ['TC'] }, { '': ROW }).status, 'not_payable');
});

test('provider types scale the physician amount or are declined', () => {
  const cases: Array<[FeeRequest['provider_type'], string, number | null, number | null]> = [
    ['physician', 'priced', 150, null],
    ['nurse_practitioner', 'priced', 127.5, 0.85],
    ['clinical_nurse_specialist', 'priced', 127.5, 0.85],
    ['physician_assistant', 'priced', 127.5, 0.85],
    ['physical_therapist', 'priced', 150, null],
    ['clinical_social_worker', 'not_covered_by_engine', null, null],
  ];
  for (const [type, status, amount, adjustment] of cases) {
    const line = price({ provider_type: type });
    assert.equal(line.status, status, type);
    assert.equal(line.max_allowable_usd, amount, type);
    assert.equal(line.provider_type.adjustment, adjustment, type);
    assert.equal(line.provider_type.requested, type);
  }
});

test('an NA setting is priced with setting_atypical, and units multiply the rounded unit amount', () => {
  const line = price(
    { units: 3, setting: 'non_facility' },
    { '': { ...ROW, na_non_facility: true, description: 'Synthetic each 15 min' } },
  );
  assert.equal(line.max_allowable_usd, 170);
  assert.equal(line.amount_for_units_usd, 510);
  assert.ok(line.notes.some((n) => n.code === 'setting_atypical'));
  assert.ok(line.notes.some((n) => n.code === 'unit'));
});

test('the OPPS cap replaces the amount only when it is lower, and says so', () => {
  const capped = price(
    { setting: 'non_facility' },
    { '': { ...ROW, opps: { pe_non_facility: '2.00', pe_facility: '4.00', mp: '0.50' } } },
  );
  assert.equal(capped.max_allowable_usd, 125); // (10 + 2 + 0.5) x 10 < 170
  assert.deepEqual(capped.components.cap_applied, { kind: 'opps', amount_usd: 125 });
  const uncapped = price(
    { setting: 'facility' },
    { '': { ...ROW, opps: { pe_non_facility: '2.00', pe_facility: '9.00', mp: '1.00' } } },
  );
  assert.equal(uncapped.components.cap_applied, null);
  assert.equal(uncapped.max_allowable_usd, 150);
});
