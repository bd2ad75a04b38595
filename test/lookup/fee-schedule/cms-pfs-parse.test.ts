import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ImportRefused } from '../../../src/lookup/dataset.ts';
import { parseGpci, parsePprrvu, rvuKey } from '../../../src/lookup/fee-schedule/cms-pfs-parse.ts';

// Synthetic rows in the two header shapes; the numbers are made up.
const NAMES =
  'HCPCS,MOD,DESCRIPTION,STATUS CODE,MEDICARE PAYMENT,WORK RVU,NON-FAC PE RVU,NON-FAC NA INDICATOR,FACILITY PE RVU,FACILITY NA INDICATOR,MP RVU,NON-FACILITY TOTAL,FACILITY TOTAL,PCTC IND,GLOB DAYS,PRE OP,INTRA OP,POST OP,MULT PROC,BILAT SURG,ASST SURG,CO- SURG,TEAM SURG,PRIC IND,ENDO BASE,CONV FACTOR,DIAGNOSTIC PROCEDURES,CALCULATION FLAG,FAMILY INDICATOR';
const EXPORT_HEADER = `${NAMES},NON-FAC PAYMENT AMOUNT,FACILITY PAYMENT AMOUNT,LIMITING CHARGE AMOUNT`;
const TAIL = ',0,XXX,0.00,0.00,0.00,0,1,2,1,0,1,,10.0000,09,0,99';

test('the collapsed export header is repaired and a split descriptor re-joined, losing only trailing OPPS fields', () => {
  const text = [
    EXPORT_HEADER,
    `AAAA1,,Synthetic visit,A,,1.00,2.00,,0.50,,0.10,3.10,1.60${TAIL},1.50,0.40,0.10`,
    `AAAA2,,"""Synthetic 1",000 units",A,,1.00,2.00,,0.50,,0.10,3.10,1.60${TAIL},1.50,0.40`,
    `AAAA3,,"""Synth y"" tube",X,,0.00,0.00,,0.00,,0.00,0.00,0.00${TAIL},0.00,0.00,0.00`,
  ].join('\r\n');
  const parsed = parsePprrvu(text, 'synthetic.csv');
  assert.equal(parsed.header_repaired, true);
  assert.deepEqual(parsed.rows.get(rvuKey('AAAA1', ''))!.opps, {
    pe_non_facility: '1.50',
    pe_facility: '0.40',
    mp: '0.10',
  });
  const split = parsed.rows.get(rvuKey('AAAA2', ''))!;
  assert.equal(split.description, 'Synthetic 1,000 units');
  assert.equal(split.status, 'A');
  assert.equal(split.opps, null);
  assert.deepEqual(parsed.repaired, [{ key: 'AAAA2|', dropped: 1 }]);
  assert.equal(
    parsed.rows.get(rvuKey('AAAA3', ''))!.status,
    'X',
    'balanced quotes in a descriptor are not a split',
  );
});

test('a stacked official header is read by name across its rows', () => {
  const names = NAMES.split(',').concat([
    'NON-FACILITY PE USED FOR OPPS PAYMENT AMOUNT',
    'FACILITY PE USED FOR OPPS PAYMENT AMOUNT',
    'MP USED FOR OPPS PAYMENT AMOUNT',
  ]);
  const top = names.map((n, i) => (i === 2 ? '' : n.split(' ')[0]));
  const bottom = names.map((n, i) => (i === 2 ? n : n.split(' ').slice(1).join(' ')));
  const text = [
    ',,Synthetic title row',
    top.join(','),
    bottom.join(','),
    `AAAA1,,Synthetic,A,,1.00,2.00,,0.50,NA,0.10,3.10,1.60${TAIL},1.50,0.40,0.10`,
  ].join('\n');
  // The first header row is not HCPCS; move the code names down so the last stacked row starts with HCPCS.
  const fixed = text.replace(
    `\n${top.join(',')}\n${bottom.join(',')}`,
    `\n${bottom.map((_, i) => (i < 2 ? '' : top[i])).join(',')}\n${names.map((n, i) => (i < 2 ? n : bottom[i])).join(',')}`,
  );
  const row = parsePprrvu(fixed, 'synthetic.csv').rows.get('AAAA1|')!;
  assert.equal(row.na_facility, true);
  assert.equal(row.mp, '0.10');
  assert.deepEqual(row.opps, { pe_non_facility: '1.50', pe_facility: '0.40', mp: '0.10' });
});

test('a file without a required column is refused naming it', () => {
  assert.throws(
    () => parsePprrvu('HCPCS,MOD,DESCRIPTION,STATUS CODE\nAAAA1,,x,A', 'x.csv'),
    (err: unknown) => err instanceof ImportRefused && /WORK RVU/.test(err.message),
  );
});

test('GPCI locality numbers are padded and both work GPCIs kept', () => {
  const text =
    'Medicare Administrative Contractor (MAC),State,Locality Number,Locality Name,2026 PW GPCI (without 1.0 Floor),2026 PW GPCI (with 1.0 Floor),2026 PE GPCI,2026 MP GPCI\n10112,ZZ,0,SYNTHETIC,0.988,1.0,0.875,0.566';
  assert.deepEqual(parseGpci(text, 'g.csv'), [
    {
      carrier: '10112',
      locality: '00',
      state: 'ZZ',
      name: 'SYNTHETIC',
      work: '0.988',
      work_floored: '1.0',
      pe: '0.875',
      mp: '0.566',
    },
  ]);
});
