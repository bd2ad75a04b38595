import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { getCodeRecord, searchCodeSet } from '../../../src/lookup/codes/service.ts';
import { importDatasets } from '../../../src/lookup/import.ts';
import { referenceImporters } from '../../../src/lookup/reference-importers.ts';
import { importInto, realDataSource, tempDataDir } from '../helpers.ts';
import { writeSynthetic } from './synthetic.ts';

test('the synthetic code sets import with hierarchy, dotted ICD codes and counts', async (t) => {
  const from = await writeSynthetic(await tempDataDir(t));
  const { store, outcomes } = await importInto(t, from, ['icd10cm', 'naics', 'cpt']);
  const counts = Object.fromEntries(
    outcomes.map((o) => [o.name, o.status === 'imported' ? o.manifest.counts : null]),
  );
  assert.deepEqual(counts.icd10cm, { chapter: 2, section: 2, category: 3, code: 3 });
  assert.deepEqual(counts.naics, {
    sector: 1,
    subsector: 1,
    industry_group: 1,
    naics_industry: 1,
    national_industry: 1,
  });
  const code = await getCodeRecord(store, 'icd10cm', 'a0102xa');
  assert.equal(code.code, 'A01.02XA');
  assert.deepEqual(
    (code.path as Array<{ code: string }>).map((p) => p.code),
    ['1', 'A00-A01', 'A01'],
  );
  const billableCategory = await getCodeRecord(store, 'icd10cm', 'B10');
  assert.equal(billableCategory.billable, true);
  assert.deepEqual(
    (billableCategory.path as Array<{ code: string }>).map((p) => p.code),
    ['2', 'B10-B10'],
    'a one-category section is keyed apart from its category',
  );
  const naics = await getCodeRecord(store, 'naics', '238220');
  assert.equal(naics.label, 'Synthetic National Industry, Plumbing-like');
  assert.equal(naics.level, 'national_industry');
});

test('CPT labels stay null without a licensed file while public HCPCS descriptors are served', async (t) => {
  const from = await writeSynthetic(await tempDataDir(t));
  const { store } = await importInto(t, from, ['cpt']);
  const cases: Array<[string, string | null, string]> = [
    ['99999', null, 'CPT'],
    ['0001F', null, 'CPT'],
    ['G0008', 'Synthetic CMS short descriptor', 'HCPCS Level II'],
    ['D0120', null, 'HCPCS Level II'],
    ['E0100', null, 'HCPCS Level II'],
  ];
  for (const [code, label, system] of cases) {
    const record = await getCodeRecord(store, 'cpt', code);
    assert.equal(record.label, label, code);
    assert.equal(record.code_system, system, code);
    if (label === null) assert.equal(typeof record.label_note, 'string', code);
  }
  const search = await searchCodeSet(store, 'cpt', { q: 'descriptor', limit: 20 });
  assert.deepEqual(
    (search.results as Array<{ code: string }>).map((r) => r.code),
    ['G0008'],
    'AMA and ADA descriptors are not searchable',
  );
  await assert.rejects(getCodeRecord(store, 'cpt', 'GXXX1'), { name: 'NotFound' });
});

test('a licensed CPT descriptor file labels CPT codes', async (t) => {
  const from = await writeSynthetic(await tempDataDir(t));
  const file = join(from, 'licensed.tsv');
  await writeFile(file, 'code\tdescriptor\n99999\tSynthetic licensed descriptor\n');
  const { store, outcomes } = await importInto(t, from, ['cpt'], { 'cpt-descriptors': file });
  assert.equal((await getCodeRecord(store, 'cpt', '99999')).label, 'Synthetic licensed descriptor');
  assert.equal(outcomes.find((o) => o.name === 'cpt')!.status, 'imported');
});

test('importers refuse files that fail a check and name the check', async (t) => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    [
      'naics',
      { 'naics/naics-2022-2-6digit-codes.csv': 'code,name\n23,Synthetic\n' },
      /check: expected columns/,
    ],
    [
      'naics',
      { 'naics/naics-2022-2-6digit-codes.csv': 'code,title\n238,Orphan\n' },
      /check: hierarchy complete/,
    ],
    [
      'naics',
      { 'naics/naics-2022-2-6digit-codes.csv': 'code,title\n2x,Bad\n' },
      /check: code shape/,
    ],
    [
      'icd10cm',
      { 'icd10cm/icd10cm-codes-2026.txt': 'A000 Synthetic misaligned\r\n' },
      /check: code shape/,
    ],
    [
      'icd10cm',
      { 'icd10cm/icd10cm-codes-2026.txt': 'C000    Synthetic orphan\r\n' },
      /check: category exists/,
    ],
    ['cpt', { 'hcpcs/hcpcs_level2_2026q3_codes-only.txt': 'A0021\nW9999\n' }, /check: code shape/],
    [
      'cpt',
      { 'cms-pfs/rvu26c/PPRRVU2026_Jul_nonQPP.csv': 'CODE,MOD\n99999,\n' },
      /check: expected columns/,
    ],
  ];
  for (const [name, overrides, message] of cases) {
    const from = await writeSynthetic(await tempDataDir(t), overrides);
    const outcomes = await importDatasets(referenceImporters, {
      from,
      dataDir: await tempDataDir(t),
      only: [name],
      options: {},
      log: () => {},
    });
    const outcome = outcomes.find((o) => o.name === name)!;
    assert.equal(outcome.status, 'failed', `${name} ${JSON.stringify(overrides)}`);
    assert.match(outcome.status === 'failed' ? outcome.error : '', message);
  }
});

test('the real code sets import with the published counts', async (t) => {
  const from = realDataSource();
  if (from === null) return t.skip('OHDS_DATA_SOURCE not set: real-data code-set test skipped');
  const { store, outcomes } = await importInto(t, from, ['icd10cm', 'naics', 'cpt']);
  const manifest = (name: string) => {
    const o = outcomes.find((x) => x.name === name)!;
    assert.equal(o.status, 'imported');
    return o.status === 'imported' ? o.manifest : null!;
  };
  assert.equal(manifest('icd10cm').details!.billable_codes, 74719);
  assert.deepEqual(
    [
      manifest('icd10cm').counts.chapter,
      manifest('icd10cm').counts.section,
      manifest('icd10cm').counts.category,
    ],
    [22, 297, 1918],
  );
  assert.equal(
    Object.values(manifest('naics').counts).reduce((a, b) => a + b, 0),
    2129,
  );
  assert.equal(
    (await getCodeRecord(store, 'icd10cm', 'S52.501A')).label,
    'Unspecified fracture of the lower end of right radius, initial encounter for closed fracture',
  );
  assert.equal((await getCodeRecord(store, 'cpt', '99213')).label, null);
  assert.equal((await getCodeRecord(store, 'cpt', 'E0100')).code_system, 'HCPCS Level II');
});
