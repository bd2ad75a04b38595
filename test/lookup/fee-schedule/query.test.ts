import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ValidationError } from '../../../src/errors.ts';
import { feeQuerySchema, toFeeQuery } from '../../../src/lookup/fee-schedule/query.ts';
import { parseWith } from '../../../src/validation.ts';

const OK = { jurisdiction: 'ca', code: '99213', setting: 'non_facility', zip: '94110' };

test('every malformed parameter is a 400 naming its field', () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ code: '99213', setting: 'facility' }, 'jurisdiction'],
    [{ ...OK, jurisdiction: 'XX' }, 'jurisdiction'],
    [{ ...OK, code: undefined }, 'code'],
    [{ ...OK, code: '99213-26' }, 'code'],
    [{ ...OK, code: '992' }, 'code'],
    [{ ...OK, setting: undefined }, 'setting'],
    [{ ...OK, setting: 'office' }, 'setting'],
    [{ ...OK, zip: '9411' }, 'zip'],
    [{ ...OK, locality: 'CA-18' }, 'locality'],
    [{ ...OK, modifiers: '26,TC,50,51,59' }, 'modifiers'],
    [{ ...OK, modifiers: '2' }, 'modifiers'],
    [{ ...OK, provider_type: 'surgeon' }, 'provider_type'],
    [{ ...OK, units: '0' }, 'units'],
    [{ ...OK, units: '1000' }, 'units'],
    [{ ...OK, units: '1.5' }, 'units'],
    [{ ...OK, as_of: '2026-02-30' }, 'as_of'],
    [{ ...OK, as_of: '02/01/2026' }, 'as_of'],
    [{ ...OK, code: ['99213', '99214'] }, 'code'],
  ];
  for (const [query, field] of cases) {
    assert.throws(
      () => parseWith(feeQuerySchema, query),
      (err: unknown) => err instanceof ValidationError && err.extras.field === field,
      JSON.stringify(query),
    );
  }
});

test('a valid request is normalised: jurisdiction case, ZIP hyphen, modifiers, defaults', () => {
  const q = toFeeQuery(
    parseWith(feeQuerySchema, { ...OK, zip: '94110-1234', modifiers: 'aq,gp' }),
    '2026-04-01',
  );
  assert.deepEqual(q, {
    jurisdiction: 'CA',
    code: '99213',
    setting: 'non_facility',
    zip: '941101234',
    locality: null,
    modifiers: ['AQ', 'GP'],
    provider_type: 'physician',
    units: 1,
    as_of: '2026-04-01',
    cf_basis: 'non_qp',
  });
  assert.equal(
    toFeeQuery(parseWith(feeQuerySchema, { ...OK, jurisdiction: 'Medicare' }), '2026-04-01')
      .jurisdiction,
    'medicare',
  );
});

test('contradictory or repeated modifiers are refused on the modifiers field', () => {
  for (const modifiers of ['26,TC', '50,50']) {
    assert.throws(
      () => toFeeQuery(parseWith(feeQuerySchema, { ...OK, modifiers }), '2026-04-01'),
      (err: unknown) => err instanceof ValidationError && err.extras.field === 'modifiers',
    );
  }
});
