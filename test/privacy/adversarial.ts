/**
 * Adversarial inputs for the identifier scan, at a given length (the API body limit is 512 KB):
 * each repeats what makes a naive matcher retry (an `@`, a digit run start, a dotted domain without
 * a TLD, a month word) or what makes normalisation expand (NFKC, combining marks).
 */

/** `unit` repeated to about `length` characters. */
const fill = (unit: string, length: number): string =>
  unit.repeat(Math.max(1, Math.floor(length / unit.length)));

export const ADVERSARIAL: ReadonlyArray<readonly [name: string, make: (length: number) => string]> =
  [
    ['letters', (n) => fill('a', n)],
    ['at signs', (n) => fill('@', n)],
    ['letter, at sign', (n) => fill('a@', n)],
    ['local part, then one at sign', (n) => `${fill('a.', n - 1)}@`],
    ['long dotted domain without a TLD', (n) => `x@${fill('a.', n - 2)}`],
    ['long dotted domain of digits', (n) => `x@${fill('a1-1.', n - 2)}`],
    ['long dotted domain of other-script letters', (n) => `x@${fill('\u4F8B.', n - 2)}`],
    ['digits', (n) => fill('1', n)],
    ['digit, hyphen', (n) => fill('1-', n)],
    ['digit, slash', (n) => fill('1/', n)],
    ['SSN-like groups', (n) => fill('123-45-', n)],
    ['phone-like groups', (n) => fill('555 867 ', n)],
    ['bracketed area codes', (n) => fill('(555) ', n)],
    ['date-like groups', (n) => fill('12/31/', n)],
    ['digits with mixed separators', (n) => fill('1 -.2', n)],
    ['month words', (n) => fill('March ', n)],
    ['day and month', (n) => fill('3 March ', n)],
    ['ordinals and months', (n) => fill('1st Mar ', n)],
    ['full-width digits', (n) => fill('\uFF11', n)],
    ['Arabic-Indic digit, hyphen', (n) => fill('\u0661-', n)],
    ['digit, zero-width space', (n) => fill('1\u200B', n)],
    ['combining marks of two classes', (n) => `a${fill('\u0316\u0300', n - 1)}`],
    ['half-width voiced marks', (n) => fill('\uFF9E\uFF9F', n)],
    ['the longest NFKC expansion (U+FDFA, 18 characters)', (n) => fill('\uFDFA', n)],
  ];
