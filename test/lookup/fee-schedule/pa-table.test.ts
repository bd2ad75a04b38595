/** Pennsylvania: the Bureau's table importer and pricing by region (a synthetic 2026 table; the 2025 excerpt). */

import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ValidationError } from '../../../src/errors.ts';
import { type FeeQuery, lookupFee } from '../../../src/lookup/fee-schedule/lookup.ts';
import { parsePaTable, paTableImporter } from '../../../src/lookup/fee-schedule/pa-table.ts';
import { importDatasets } from '../../../src/lookup/import.ts';
import { DataStore } from '../../../src/lookup/store.ts';
import { SKIP } from './support.ts';

// SYNTHETIC table in the Bureau's layout: made-up codes and amounts.
const TABLE = [
  "                2026 Workers' Compensation Part B Fee Schedule",
  'CPT/HCPC              Medicare               Multiple Surgery',
  ...['001', '002', '003', '004'].map(
    (r, i) =>
      `99990                 ${r}        XXX         4                  X            ${(100 + i).toFixed(2)}     X`,
  ),
  ...['001', '002', '003', '004'].map(
    (r, i) =>
      `99990      26         ${r}        XXX         4                  X            ${(1000 + i * 10).toLocaleString('en-US', { minimumFractionDigits: 2 })}   X`,
  ),
  '99991                            XXX         4                  X            *          X',
].join('\n');
const ZIPS = [
  'ZIP,REGION',
  ...Array.from({ length: 120 }, (_, i) => `${15000 + i},${i < 60 ? '1' : '004'}`),
].join('\n');

async function paStore(t: { after(fn: () => Promise<void>): void }): Promise<DataStore> {
  const from = await mkdtemp(join(tmpdir(), 'ohds-pa-src-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'ohds-pa-data-'));
  t.after(async () => {
    await rm(from, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });
  await mkdir(join(from, 'pa'));
  await writeFile(join(from, 'pa', 'PA_synthetic_2026.pdftotext.txt'), TABLE);
  await writeFile(join(from, 'pa', 'PA_zip_regions_synthetic.csv'), ZIPS);
  const [outcome] = await importDatasets([paTableImporter], {
    from,
    dataDir,
    only: [],
    options: {},
    log: () => {},
  });
  assert.equal(outcome!.status, 'imported');
  return new DataStore(dataDir);
}

const BASE: FeeQuery = {
  jurisdiction: 'PA',
  code: '99990',
  setting: 'facility',
  modifiers: [],
  provider_type: 'physician',
  units: 2,
  as_of: '2026-06-01',
  cf_basis: 'non_qp',
  zip: null,
  locality: 'PA:003',
};

test('PA prices from the table by region, modifier row and ZIP-to-region list', async (t) => {
  const store = await paStore(t);
  const line = await lookupFee(store, BASE);
  assert.equal(line.status, 'priced');
  assert.equal(line.method, 'state_table');
  assert.equal(line.max_allowable_usd, 102);
  assert.equal(line.amount_for_units_usd, 204);
  assert.equal(line.components.published_amount, 102);
  assert.deepEqual(line.location, {
    locality: 'PA:003',
    name: 'Pennsylvania charge-class region 003',
    resolved_from: 'locality',
    basis: 'place_of_service',
  });
  const pc = await lookupFee(store, {
    ...BASE,
    modifiers: ['26', 'GP'],
    locality: null,
    zip: '15100',
  });
  assert.equal(pc.max_allowable_usd, 1030);
  assert.deepEqual(pc.modifiers_applied, ['26']);
  assert.deepEqual(pc.modifiers_not_applied, ['GP']);
  assert.equal(pc.location?.resolved_from, 'zip');
  const star = await lookupFee(store, { ...BASE, code: '99991' });
  assert.equal(star.status, 'no_published_cap');
  const other = await lookupFee(store, { ...BASE, as_of: '2027-01-05' });
  assert.equal(other.status, 'not_covered_by_engine');
});

test('PA places outside its map are 400s naming the field', async (t) => {
  const store = await paStore(t);
  for (const [q, field] of [
    [{ locality: 'PA:005' }, 'locality'],
    [{ locality: 'CA:18' }, 'locality'],
    [{ locality: null, zip: '19999' }, 'zip'],
    [{ locality: null }, 'zip'],
  ] as const) {
    await assert.rejects(
      lookupFee(store, { ...BASE, ...q }),
      (err: unknown) => err instanceof ValidationError && err.extras.field === field,
      JSON.stringify(q),
    );
  }
});

test('the Bureau\u2019s 2025 excerpt parses with all four regions per code and modifier', async (t) => {
  const source = process.env.OHDS_DATA_SOURCE;
  if (source === undefined || source === '') return t.skip(SKIP);
  const parsed = parsePaTable(
    await readFile(join(source, 'pa-wc/2025/PA_guidelines_73218-74022.pdftotext.txt'), 'utf8'),
    'pa.txt',
  );
  assert.equal(parsed.year, 2025);
  assert.equal(parsed.range, '73218-74022');
  assert.deepEqual(parsed.table['73221|'], {
    '001': '1371.64',
    '002': '1367.96',
    '003': '1294.16',
    '004': '1259.50',
  });
  assert.equal(parsed.table['73225|'], '*');
});
