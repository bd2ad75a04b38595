import assert from 'node:assert/strict';
import { test } from 'node:test';
import { add, compare, dec, mul, toCents } from '../../../src/lookup/fee-schedule/decimal.ts';

test('amounts round once, half-up, to cents, exactly where binary floats would not', () => {
  const cases: Array<[string, number]> = [
    ['0.005', 0.01],
    ['0.004999', 0],
    ['2.675', 2.68],
    ['1.005', 1.01],
    ['117.575', 117.58],
    ['-0.005', -0.01],
    ['3', 3],
    ['12.3', 12.3],
  ];
  for (const [input, cents] of cases) assert.equal(toCents(dec(input)), cents, input);
});

test('products and sums keep every digit', () => {
  const amount = mul(
    add(mul(dec('1.30'), dec('1.095')), mul(dec('1.46'), dec('1.41'))),
    dec('33.4009'),
  );
  assert.equal(toCents(amount), 116.31); // 3.4821 x 33.4009 = 116.3052...
  assert.equal(compare(dec('0.10'), dec('0.1')), 0);
  assert.equal(compare(dec('0.09'), dec('0.1')), -1);
});

test('anything but a plain decimal is refused', () => {
  for (const bad of ['', '.', 'abc', '1,5', '1e3x']) assert.throws(() => dec(bad), RangeError, bad);
});
