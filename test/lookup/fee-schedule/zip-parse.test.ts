import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { ImportRefused } from '../../../src/lookup/dataset.ts';
import { editionFor } from '../../../src/lookup/fee-schedule/place.ts';
import {
  parseZip5Csv,
  parseZip5Fixed,
  parseZip5Xlsx,
  parseZip9Fixed,
} from '../../../src/lookup/fee-schedule/zip-parse.ts';
import { SKIP } from './support.ts';

// A synthetic crosswalk big enough to pass the plausibility checks: 60 made-up state codes x 600 ZIPs.
function synthetic(count = 36000): Array<{ state: string; zip: string; flag: string }> {
  const state = (i: number): string =>
    String.fromCharCode(65 + Math.floor((i % 60) / 26), 65 + ((i % 60) % 26));
  return Array.from({ length: count }, (_, i) => ({
    state: state(i),
    zip: String(10000 + i),
    flag: i === 5 ? '1' : '0',
  }));
}

test('the fixed-width and CSV forms give the same crosswalk', () => {
  const rows = synthetic();
  const fixed = rows
    .map((r) => `${r.state}${r.zip}0111205 Z9   ${r.flag} A${' '.repeat(52)}20261`)
    .join('\r\n');
  const csv = [
    'STATE,ZIP CODE,CARRIER,LOCALITY,RURAL IND,LAB CB LOCALITY,RURAL IND2,PLUS 4 FLAG,PART B DRUG INDICATOR,YEAR/QTR,',
    ...rows.map((r) => `${r.state},${r.zip},01112,5,,Z9,,${r.flag},A,20261`),
  ].join('\n');
  const a = parseZip5Fixed(fixed, 'zip.txt');
  const b = parseZip5Csv(csv, 'zip.csv');
  assert.deepEqual(a, b);
  assert.equal(a.year_quarter, '20261');
  assert.deepEqual(a.rows[5], {
    zip: '10005',
    state: rows[5]!.state,
    carrier: '01112',
    locality: '05',
    plus4: true,
  });
});

test('a truncated crosswalk is refused', () => {
  const csv = [
    'STATE,ZIP CODE,CARRIER,LOCALITY,PLUS 4 FLAG,YEAR/QTR',
    '01,10001,01112,05,0,20261',
  ].join('\n');
  assert.throws(() => parseZip5Csv(csv, 'zip.csv'), ImportRefused);
});

test('ZIP9 records follow the ZIP9 layout', () => {
  assert.deepEqual(parseZip9Fixed(`ZZ10001011120500000012345${' '.repeat(50)}20261`, 'zip9.txt'), [
    { zip: '10001', carrier: '01112', locality: '05', plus4: '2345' },
  ]);
});

test('the crosswalk edition in force is the newest published on or before the date', () => {
  const editions = ['20254', '20261', '20263'];
  assert.equal(editionFor(editions, '2026-02-10'), '20261');
  assert.equal(editionFor(editions, '2026-08-01'), '20263');
  assert.equal(editionFor(editions, '2025-01-01'), '20254');
});

test('the official xlsx crosswalk reads record for record like its CSV conversion', async (t) => {
  const source = process.env.OHDS_DATA_SOURCE;
  if (source === undefined || source === '') return t.skip(SKIP);
  const dir = join(source, 'cms-zip/2026q1');
  const xlsx = parseZip5Xlsx(await readFile(join(dir, 'ZIP5_JAN2026.xlsx')), 'ZIP5_JAN2026.xlsx');
  assert.deepEqual(
    xlsx,
    parseZip5Csv(await readFile(join(dir, 'ZIP5_JAN2026.csv'), 'utf8'), 'ZIP5_JAN2026.csv'),
  );
  assert.equal(xlsx.rows.filter((r) => r.plus4).length, 581);
});
