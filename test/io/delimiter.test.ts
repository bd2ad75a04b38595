/** `--delimiter` values, header sniffing and the hint for a header read with the wrong delimiter. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { delimiterHint, parseDelimiter, sniffDelimiter } from '../../src/io/delimiter.ts';

const given: Array<[string, string]> = [
  ['\\t', '\t'],
  ['tab', '\t'],
  ['\t', '\t'],
  [';', ';'],
  [',', ','],
  ['|', '|'],
  ['semicolon', ';'],
];
for (const [value, expected] of given) {
  test(`--delimiter ${JSON.stringify(value)} is ${JSON.stringify(expected)}`, () =>
    assert.equal(parseDelimiter(value), expected));
}

for (const bad of ['', '"', '\n']) {
  test(`--delimiter ${JSON.stringify(bad)} is a usage error`, () =>
    assert.throws(() => parseDelimiter(bad), { name: 'UsageError' }));
}

test('sniffing counts delimiters outside quotes and falls back to a comma', () => {
  assert.equal(sniffDelimiter('id;item_1;item_2'), ';');
  assert.equal(sniffDelimiter('"a;b;c",item_1'), ',');
  assert.equal(sniffDelimiter('single'), ',');
});

test('a header read as one column holding a semicolon or tab points at --delimiter', () => {
  assert.match(delimiterHint(['id;item_1;item_2']), /pass --delimiter ';'/);
  assert.match(delimiterHint(['id\titem_1']), /pass --delimiter '\\t'/);
  assert.equal(delimiterHint(['id', 'item_1']), '');
  assert.equal(delimiterHint(['respondent']), '');
});
