import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DeIdentificationViolation } from '../../src/errors.ts';
import {
  assertDeidentified,
  findInboundIdentifier,
  type IdentifierKind,
  scanOutboundText,
} from '../../src/privacy/index.ts';

const now = new Date('2026-06-15T12:00:00Z');
const inbound = (value: unknown) => findInboundIdentifier({ note: value }, { now })?.kind ?? null;

type Case = readonly [title: string, text: string, kind: IdentifierKind];

const unusualForms: readonly Case[] = [
  ['full-width digits in an SSN', 'ref １２３-４５-６７８９', 'ssn'],
  ['full-width digits and dashes in a phone', '５５５－８６７－５３０９', 'phone'],
  ['Arabic-Indic digits in an SSN', 'رقم ١٢٣-٤٥-٦٧٨٩', 'ssn'],
  ['Devanagari digits in a phone', '५५५ ८६७ ५३०९', 'phone'],
  ['mixed digit scripts in one SSN', '1٢3-४5-６7٨9', 'ssn'],
  ['a zero-width space inside an SSN', '123\u200B-45-67\u200B89', 'ssn'],
  ['a word joiner and a BOM inside an SSN', '12\u20603-45-6789\uFEFF', 'ssn'],
  [
    'a soft hyphen and zero-width joiners inside an e-mail',
    'wri\u00ADte to wor\u200Dker.one@exam\u200Cple.org',
    'email',
  ],
  ['full-width letters and at sign in an e-mail', 'ｗｏｒｋｅｒ＠ｅｘａｍｐｌｅ．ｏｒｇ', 'email'],
  ['a combining mark inside an e-mail', 'jose\u0301@example.org', 'email'],
  ['an internationalised e-mail', 'usuário@exemplo.br', 'email'],
  ['no-break spaces in an SSN', '123\u00A045\u00A06789', 'ssn'],
  ['en dashes in an SSN', '123\u201345\u20136789', 'ssn'],
  ['em dashes and a minus sign in a phone', '555\u2014867\u22125309', 'phone'],
  ['thin and ideographic spaces in a phone', '555\u2009867\u30005309', 'phone'],
  ['dots in an SSN', '123.45.6789', 'ssn'],
  ['spaced hyphens in a phone', '555 - 867 - 5309', 'phone'],
  ['a bracketed area code after +1', '+1 (555) 867-5309', 'phone'],
  ['a country code glued to the area code', '1555-867-5309', 'phone'],
  ['an unseparated 9-digit run', 'ssn 123456789 on file', 'ssn'],
  ['an unseparated 10-digit run', 'call 5558675309', 'phone'],
  ['an unseparated 11-digit run starting with 1', 'tel:15558675309', 'phone'],
  ['an unseparated run with full-width digits', '１２３４５６７８９', 'ssn'],
  ['an unseparated run split by zero-width spaces', '555\u200B867\u200B5309', 'phone'],
  ['MM/DD/YYYY', 'seen 03/15/1980', 'date'],
  ['M/D/YYYY', 'born 3/5/1980', 'date'],
  ['DD.MM.YYYY', 'geb. 15.03.1980.', 'date'],
  ['YYYY/MM/DD', '1980/03/15', 'date'],
  ['M-D-YYYY', '3-15-1980', 'date'],
  ['Month D, YYYY', 'on March 3, 1980 at home', 'date'],
  ['D Month YYYY', '3 March 1980', 'date'],
  ['Mon D YYYY', 'Mar 3 1980', 'date'],
  ['Mon. Dth, YYYY', 'Mar. 3rd, 1980', 'date'],
  ['DD-Mon-YYYY', '03-Mar-1980', 'date'],
  ['DDMONYYYY', 'DOB 03MAR1980', 'date'],
  ['a lowercase month', 'on 5 may 2019', 'date'],
  ['a non-ISO date with a time (still a day date)', '03/15/1980 00:00', 'date'],
  ['an ISO date with en dashes', '1980\u201303\u201315', 'date'],
  ['an ISO date with full-width digits', '１９８０-０３-１５', 'date'],
  ['a slashed date with a division slash', '03\u221515\u22151980', 'date'],
  ['a date with Arabic-Indic digits', '١٥/٠٣/١٩٨٠', 'date'],
  ['an ambiguous date with a past reading (6 July or 7 June 2026)', '06/07/2026', 'date'],
];

test('identifiers in unusual forms are rejected inbound and flagged outbound with their kind', () => {
  for (const [title, text, kind] of unusualForms) {
    assert.equal(inbound(text), kind, title);
    assert.equal(scanOutboundText(text), kind, title);
  }
});

const futureDates: readonly string[] = [
  '12/31/2026',
  '01/07/2027',
  'July 4, 2030',
  '4 July 2030',
  '2030/01/02',
  '31.12.2026',
  '2026\u201312\u201331',
];

test('non-ISO future day dates pass inbound but count outbound', () => {
  for (const text of futureDates) {
    assert.equal(inbound(text), null, text);
    assert.equal(scanOutboundText(text), 'date', text);
  }
});

const cleanText: ReadonlyArray<readonly [string, string]> = [
  [
    'clinical prose',
    'Laceration to the left hand while cutting boxes; cleaned, bandaged, returned to full duty.',
  ],
  ['ICD-10 codes', 'Dx S61.411A, M54.5 and S83.511A'],
  ['CPT codes and a ZIP code', 'CPT 99213 and 97110, ZIP 02139, ZIP+4 02139-4307'],
  ['percentages', 'grip strength 45% of the other side, 100% at follow-up'],
  ['times', 'seen at 14:30, left at 16:05'],
  ['a year alone', 'injured in 2019'],
  ['a month and year', 'since March 2019, again 03/2019 and 2019-03'],
  ['scores', 'PHQ-9 score 14, pain 7/10, BP 120/80, HR 72, 0-10 scale'],
  ['audiometry', '25 dB at 4000 Hz, 30 dB at 2000 Hz and 6000 Hz'],
  ['a long decimal', 'ratio 3.141592653 and 0.123456789'],
  ['a thousands-grouped number', 'cost 1,234,567,890'],
  ['a SHA-256 hash', 'a3f1234567890bcd1234567890abcdef123456789abcdef0123456789abcdef0'],
  ['a UUID', '123e4567-e89b-12d3-a456-426614174000'],
  ['an NDC code', '12345-6789-01'],
  ['a regulation paragraph', '29 CFR 1904.7(b)(5)(ii)(D) and 1904.7.2'],
  ['an ISO timestamp', '2026-01-05T10:00:00Z'],
  ['may as a verb with numbers', 'the worker may lift 2 boxes of 25 lb; dose 2 may be 1000 mg'],
  ['a day and month without a year', 'follow up on 3 March at 10:00'],
  ['a handle and a host without a domain', 'ask @nurse or admin@localhost'],
  ['a 12-digit and an 8-digit run', '123456789012 and 12345678'],
  ['a hyphenated case number', 'case 2024-123456789'],
];

test('ordinary clinical prose, codes, measures and partial dates stay clean', () => {
  for (const [title, text] of cleanText) {
    assert.equal(inbound(text), null, title);
    assert.equal(scanOutboundText(text), null, title);
  }
});

const numbers: ReadonlyArray<readonly [number, IdentifierKind | null]> = [
  [123456789, 'ssn'],
  [-123456789, 'ssn'],
  [5558675309, 'phone'],
  [15558675309, 'phone'],
  [25558675309, null],
  [42, null],
  [3.5, null],
  [12345678, null],
  [99213, null],
  [1234567890.5, null],
  [123456789012, null],
];

test('a JSON number whose digits are an SSN- or phone-shaped run is rejected; small and decimal numbers pass', () => {
  for (const [value, kind] of numbers) {
    assert.deepEqual(
      findInboundIdentifier({ a: [{ n: value }] }, { now }),
      kind === null ? null : { field: 'a[0].n', kind },
      String(value),
    );
  }
  assert.deepEqual(findInboundIdentifier(5558675309, { now }), { field: 'body', kind: 'phone' });
});

const blockedKeys: readonly string[] = [
  'e-mail',
  'E_Mail',
  'E.Mail',
  'name ',
  ' Name',
  'First Name',
  'first-name',
  'dateOfBirth',
  'Date Of Birth',
  'patientID',
  'Patient ID',
  'member.id',
  'S_S_N',
  'ｅｍａｉｌ',
  'e\u200Bmail',
  'EMAİL',
  'Phone\u00A0',
  'd\u2013o\u2013b',
];
const allowedKeys: readonly string[] = [
  'surname',
  'username',
  'filename',
  'display_name',
  'incident_date',
  'body_part',
  'phone_type',
  'emails',
  'named',
];

test('blocked field names are matched after NFKC, trimming, lowercasing and removing separators', () => {
  for (const key of blockedKeys) {
    assert.deepEqual(
      findInboundIdentifier({ a: { [key]: 'x' } }, { now }),
      { field: `a.${key}`, kind: 'blocked_field' },
      JSON.stringify(key),
    );
  }
  for (const key of allowedKeys)
    assert.equal(findInboundIdentifier({ [key]: 'x' }, { now }), null, key);
});

test('the violation for an unusual form names the field and never contains the value', () => {
  for (const [title, text] of unusualForms) {
    assert.throws(
      () => assertDeidentified({ case: { notes: [`text ${text}`] } }, { now }),
      (err: unknown) =>
        err instanceof DeIdentificationViolation &&
        err.extras.field === 'case.notes[0]' &&
        !err.message.includes(text) &&
        !JSON.stringify(err).includes(text),
      title,
    );
  }
});

// ---- Properties ---------------------------------------------------------------------------------

/** The zero of each digit script the generators draw from: ASCII, full-width, Arabic-Indic, extended Arabic-Indic, Devanagari, Bengali, Thai. */
const ZEROS = [0x30, 0xff10, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50];
const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'];
const SEPARATORS = [
  '-',
  ' ',
  '.',
  '\u00A0',
  '\u2009',
  '\u202F',
  '\u3000',
  '\u2010',
  '\u2013',
  '\u2014',
  '\u2212',
  '\uFF0D',
];
const DATE_SEPARATORS: Record<'/' | '-' | '.', readonly string[]> = {
  '/': ['/', '\u2215', '\u2044', '\uFF0F'],
  '-': ['-', '\u2013', '\u2212'],
  '.': ['.', '\uFF0E'],
};
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const digitString = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
/** `text` with each ASCII digit written in a script drawn per digit. */
const inScripts = (text: string) =>
  fc
    .array(fc.constantFrom(...ZEROS), { minLength: text.length, maxLength: text.length })
    .map((zeros) =>
      [...text]
        .map((ch, i) =>
          ch >= '0' && ch <= '9' ? String.fromCodePoint(zeros[i]! + Number(ch)) : ch,
        )
        .join(''),
    );
/** `text` with invisible characters planted at random positions. */
const withInvisibles = (text: string) =>
  fc
    .array(fc.tuple(fc.nat({ max: text.length }), fc.constantFrom(...INVISIBLES)), { maxLength: 3 })
    .map((plants) => {
      let out = text;
      for (const [at, ch] of plants)
        out = out.slice(0, Math.min(at, out.length)) + ch + out.slice(Math.min(at, out.length));
      return out;
    });
const pad = (n: number) => String(n).padStart(2, '0');

/** A past day date (1900-2025) in one of the non-ISO forms or ISO with a look-alike dash. */
const pastDate = fc
  .record({
    y: fc.integer({ min: 1900, max: 2025 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
    form: fc.nat({ max: 7 }),
    sep: fc.nat(),
  })
  .map(({ y, m, d, form, sep }) => {
    const s = (kind: '/' | '-' | '.') => DATE_SEPARATORS[kind][sep % DATE_SEPARATORS[kind].length]!;
    const name = MONTH_NAMES[m - 1]!;
    return [
      `${pad(m)}${s('/')}${pad(d)}${s('/')}${y}`,
      `${m}${s('/')}${d}${s('/')}${y}`,
      `${pad(d)}${s('.')}${pad(m)}${s('.')}${y}`,
      `${y}${s('/')}${pad(m)}${s('/')}${pad(d)}`,
      `${name} ${d}, ${y}`,
      `${d} ${name} ${y}`,
      `${name.slice(0, 3)} ${d} ${y}`,
      `${y}${s('-')}${pad(m)}${s('-')}${pad(d)}`,
    ][form]!;
  });

const ssn = fc
  .tuple(
    digitString(3),
    digitString(2),
    digitString(4),
    fc.constantFrom(...SEPARATORS),
    fc.constantFrom(...SEPARATORS),
  )
  .map(([a, b, c, s1, s2]) => `${a}${s1}${b}${s2}${c}`);
const phone = fc
  .tuple(
    digitString(3),
    digitString(3),
    digitString(4),
    fc.constantFrom(...SEPARATORS),
    fc.constantFrom(...SEPARATORS),
  )
  .map(([a, b, c, s1, s2]) => `${a}${s1}${b}${s2}${c}`);
const unseparated = fc.oneof(
  digitString(9),
  digitString(10),
  digitString(10).map((d) => `1${d}`),
);
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._+-]{0,10}[a-z0-9]$/),
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.constantFrom('org', 'com', 'io', 'health'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
/** `text`, or its full-width form (NFKC folds U+FF01-U+FF5E back to ASCII). */
const maybeFullWidth = (text: string) =>
  fc
    .boolean()
    .map((wide) =>
      wide ? text.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)) : text,
    );

/** An identifier in some unusual form: other digit scripts, look-alike separators, invisible characters. */
const identifier = fc
  .oneof(
    ssn.chain(inScripts),
    phone.chain(inScripts),
    unseparated.chain(inScripts),
    pastDate.chain(inScripts),
    email.chain(maybeFullWidth),
  )
  .chain(withInvisibles);

const WORDS = [
  'the',
  'worker',
  'reported',
  'pain',
  'after',
  'lifting',
  'boxes',
  'knee',
  'strain',
  'ice',
  'applied',
  'follow-up',
  'in',
  'at',
  'dB',
  'Hz',
  'mg',
  'score',
  'of',
  'with',
  'CPT',
  'ZIP',
  'week',
  'día',
  'naïve',
  'Größe',
  'é',
];
const cleanNumber = fc.oneof(
  fc.nat({ max: 99_999 }).map(String),
  fc.tuple(fc.nat({ max: 999 }), fc.nat({ max: 99 })).map(([a, b]) => `${a}.${b}`),
  fc.nat({ max: 100 }).map((n) => `${n}%`),
  fc.tuple(fc.nat({ max: 23 }), fc.nat({ max: 59 })).map(([h, m]) => `${h}:${pad(m)}`),
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1900, max: 2030 }))
    .map(([m, y]) => `${pad(m)}/${y}`),
  fc.constantFrom(
    'S61.411A',
    'M54.5',
    '7/10',
    '120/80',
    '0-10',
    '1.0.0',
    '25',
    '4000',
    '3.141592653',
    '2019',
  ),
);
/** Prose of words, each optionally followed by a clean number (so two numbers are never adjacent). */
const cleanProse = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.option(cleanNumber, { nil: undefined })), {
    maxLength: 30,
  })
  .map((pairs) => pairs.map(([w, n]) => (n === undefined ? w : `${w} ${n}`)).join(' '));

test('property: an identifier in any unusual form embedded in clean prose is always caught, inbound and outbound', () => {
  fc.assert(
    fc.property(cleanProse, identifier, cleanProse, (before, id, after) => {
      const text = `${before} ${id} ${after}`;
      assert.notEqual(inbound(text), null, text);
      assert.notEqual(scanOutboundText(text), null, text);
    }),
    { numRuns: 1000 },
  );
});

test('property: clean prose never throws a violation and is never flagged outbound', () => {
  fc.assert(
    fc.property(cleanProse, (text) => {
      assertDeidentified({ note: text, [text.slice(0, 20)]: text }, { now });
      assert.equal(scanOutboundText(text), null, text);
    }),
    { numRuns: 1000 },
  );
});
