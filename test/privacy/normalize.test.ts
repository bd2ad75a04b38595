import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeText } from '../../src/privacy/normalize.ts';

test('plain ASCII text is returned as is', () => {
  const text = 'ref 123-45-6789, a.b@example.org\t(555) 867-5309';
  assert.equal(normalizeText(text), text);
});

const cases: ReadonlyArray<readonly [string, string, string]> = [
  ['full-width digits, letters and at sign', 'ＡＢＣ１２３＠ｘ．ｏｒｇ', 'ABC123@x.org'],
  [
    'zero-width space, non-joiner, joiner, word joiner, BOM, soft hyphen',
    '1\u200B2\u200C3\u200D4\u20605\uFEFF6\u00AD7',
    '1234567',
  ],
  ['combining marks and variation selectors', 'a\u0301b\u0316\uFE0Fc', 'abc'],
  ['Unicode spaces', '1\u00A02\u20093\u202F4\u30005\u16806', '1 2 3 4 5 6'],
  [
    'Unicode dashes and the minus sign',
    '1\u20102\u20133\u20144\u22125\uFF0D6\u2E3A7',
    '1-2-3-4-5-6-7',
  ],
  ['dot look-alikes', '1\u00B72\u20243\uFF0E4\u30025', '1.2.3.4.5'],
  ['slash look-alikes', '1\u22152\u20443\uFF0F4', '1/2/3/4'],
  ['other scripts\u2019 letters are kept', 'día naïve 例え', 'día naïve 例え'],
];

test('normalisation folds look-alikes to ASCII and drops invisible characters', () => {
  for (const [title, text, expected] of cases) assert.equal(normalizeText(text), expected, title);
});

test('every decimal digit script ICU can format folds to ASCII 0-9', () => {
  const checked: string[] = [];
  for (const system of Intl.supportedValuesOf('numberingSystem')) {
    const digits = new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false }).format(
      1234567890,
    );
    // Algorithmic systems (roman, han numerals) have no decimal digits: skip them.
    if (![...digits].every((ch) => /\p{Nd}/u.test(ch)) || [...digits].length !== 10) continue;
    assert.equal(normalizeText(digits), '1234567890', `${system}: ${digits}`);
    checked.push(system);
  }
  assert.ok(checked.length >= 40, `only ${checked.length} digit systems checked`);
  for (const system of ['arab', 'arabext', 'deva', 'beng', 'thai', 'fullwide', 'mymr', 'tibt'])
    assert.ok(checked.includes(system), system);
});

test('every Unicode decimal digit folds to one ASCII digit', () => {
  for (let cp = 0x80; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (/\p{Nd}/u.test(ch))
      assert.match(normalizeText(ch), /^[0-9]$/, `U+${cp.toString(16).toUpperCase()}`);
  }
});
