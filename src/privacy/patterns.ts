/**
 * Identifier shapes shared by the inbound body scan and the outbound scan of generated text.
 *
 * Every scan is linear in the text length, so no input (a body is up to 512 KB) makes it slow:
 * - Normalisation (normalize.ts) is four native single-pass steps; plain ASCII skips it.
 * - One left-to-right pass reads each character once and starts a matcher only where a shape can
 *   begin: the first digit of a digit run, an `@`, the first letter of a word. No regular expression
 *   runs over the text (a few run over one separator of at most 3 characters).
 * - A digit matcher reads a bounded window: at most 4 digit groups of at most 12 digits, at most 3
 *   separator characters between groups, 3 characters either side (and stops at the first group no shape
 *   can continue with). So a character is read by at most 4 digit matchers (those of the groups it
 *   follows), however the digits and separators repeat.
 * - The e-mail matcher reads the one character before the `@` (all a match needs of the local part),
 *   then the domain forward up to the first character that cannot be in one; an `@` is such a
 *   character, so the domains read for successive `@`s never overlap.
 * - The month matcher runs once per word and reads the word (the main pass then skips it) plus at most
 *   20 characters either side (separators, a day, an ordinal, a year: each bounded).
 * The characters read are counted (`takeExaminedCount`) so a test can assert the bound instead of timing it.
 */
import { isPlainAscii, normalizeText } from './normalize.ts';

export type IdentifierKind = 'ssn' | 'email' | 'phone' | 'date';

let examined = 0;

/** Characters read by the scans since the last call, which resets the count (for the work-bound test). */
export function takeExaminedCount(): number {
  const n = examined;
  examined = 0;
  return n;
}

/** The char code at `i` (NaN outside the text), counted. */
function at(s: string, i: number): number {
  examined++;
  return s.charCodeAt(i);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const NON_ASCII_LETTER = /\p{L}/u;
/** An ASCII letter or digit, or a letter of another script (internationalised e-mail addresses). */
const isWordChar = (c: number): boolean =>
  isLetter(c) || isDigit(c) || (c >= 128 && NON_ASCII_LETTER.test(String.fromCharCode(c)));

const HYPHEN = 45;
const DOT = 46;
const AT = 64;

// ---- Digit shapes ---------------------------------------------------------------------------------

/** The length of an unseparated digit run as a shape: 9 digits an SSN, 10 (or 11 starting with 1) a phone. */
function runKind(length: number, firstDigit: number): IdentifierKind | null {
  if (length === 9) return 'ssn';
  if (length === 10 || (length === 11 && firstDigit === 49)) return 'phone';
  return null;
}

/** The shape of a JSON number: an integer whose decimal digits are an SSN- or phone-shaped run (42 or 3.5 are not). */
export function numberKind(value: number): IdentifierKind | null {
  if (!Number.isSafeInteger(value) || Math.abs(value) < 1e8) return null;
  const digits = String(Math.abs(value));
  return runKind(digits.length, digits.charCodeAt(0));
}

const MAX_GROUPS = 4;
const MAX_GROUP_DIGITS = 12;
const MAX_SEPARATOR = 3;
const isSeparatorChar = (c: number): boolean =>
  c === 32 || c === HYPHEN || c === DOT || c === 47 || c === 40 || c === 41;

/** The digit groups read at a run start (reused: the scan is synchronous). */
const starts = new Int32Array(MAX_GROUPS);
const ends = new Int32Array(MAX_GROUPS);
const groupLength = (g: number): number => ends[g]! - starts[g]!;

/**
 * Whether a shape can use a group after the `count` read so far: every separated shape starts with a
 * group of 1-4 digits and a second of 1-3; only `1 555 867 5309` has a fourth.
 */
function wantsMoreGroups(count: number): boolean {
  const length = groupLength(count - 1);
  if (count === 1) return length <= 4;
  if (count === 2) return length <= 3;
  return count === 3 && groupLength(0) === 1 && groupLength(1) === 3 && length === 3;
}

/** Reads up to 4 digit groups from `i`, each joined to the next by 1-3 separator characters; returns their count. */
function readGroups(s: string, i: number): number {
  let count = 0;
  let j = i;
  for (;;) {
    const start = j;
    while (j - start <= MAX_GROUP_DIGITS && isDigit(at(s, j))) j++;
    starts[count] = start;
    ends[count] = j;
    count++;
    if (count === MAX_GROUPS || !wantsMoreGroups(count)) return count;
    let k = j;
    while (k - j < MAX_SEPARATOR && isSeparatorChar(at(s, k))) k++;
    if (k === j || !isDigit(at(s, k))) return count;
    j = k;
  }
}

/** The separator after group `g`, at most 3 characters. */
function separatorAfter(s: string, g: number): string {
  examined += starts[g + 1]! - ends[g]!;
  return s.slice(ends[g], starts[g + 1]);
}

function groupValue(s: string, g: number): number {
  examined += groupLength(g);
  return Number(s.slice(starts[g], ends[g]));
}

/** Between SSN and phone groups: a space or two, or one hyphen or dot with optional spaces (`-`, ` - `, `.`). */
const PLAIN = /^(?: ?[-.] ?| {1,2})$/;
/** After a bracketed area code: `)`, `) `, `)-`. */
const AREA_CLOSE = /^\)[ .-]?$/;
/** After the country code, before a bracketed area code: `(`, ` (`. */
const AREA_OPEN = /^[ .-]?\($/;

/** No digit or hyphen before `i` (skipping one `(`), and no dot between it and a digit: not inside a longer number. */
function clearBefore(s: string, i: number): boolean {
  let p = i - 1;
  if (at(s, p) === 40) p--;
  const c = at(s, p);
  return !isDigit(c) && c !== HYPHEN && !(c === DOT && isDigit(at(s, p - 1)));
}

/** No digit or hyphen at `e`, and no dot there followed by a digit. */
function clearAfter(s: string, e: number): boolean {
  const c = at(s, e);
  return !isDigit(c) && c !== HYPHEN && !(c === DOT && isDigit(at(s, e + 1)));
}

/** US SSN shape at the run start `i`: 3-2-4 digits with spaces, a hyphen or a dot between. */
function isSsnAt(s: string, i: number, groups: number): boolean {
  return (
    groups >= 3 &&
    groupLength(0) === 3 &&
    groupLength(1) === 2 &&
    groupLength(2) === 4 &&
    PLAIN.test(separatorAfter(s, 0)) &&
    PLAIN.test(separatorAfter(s, 1)) &&
    clearBefore(s, i) &&
    clearAfter(s, ends[2]!)
  );
}

/**
 * NANP phone shape at the run start `i`: 3-3-4 digits with the area code bracketed or followed by a
 * separator, optionally after a country code 1 (`+1 555 867 5309`, `1 (555) 867-5309`, `1555-867-5309`).
 */
function isPhoneAt(s: string, i: number, groups: number): boolean {
  const one = at(s, i) === 49;
  const country = one && groupLength(0) === 1;
  const area = country ? 1 : 0;
  if (groups < area + 3 || groupLength(area + 1) !== 3 || groupLength(area + 2) !== 4) return false;
  // A 4-digit first group is a country code 1 glued to the area code.
  const areaLength = groupLength(area);
  if (areaLength !== 3 && !(areaLength === 4 && one && !country)) return false;
  const bracketed =
    areaLength === 3 && (country ? AREA_OPEN.test(separatorAfter(s, 0)) : at(s, i - 1) === 40);
  if (country && !bracketed && !PLAIN.test(separatorAfter(s, 0))) return false;
  return (
    (bracketed ? AREA_CLOSE : PLAIN).test(separatorAfter(s, area)) &&
    PLAIN.test(separatorAfter(s, area + 1)) &&
    clearBefore(s, i) &&
    clearAfter(s, ends[area + 2]!)
  );
}

/**
 * An unseparated run of 9, 10 or 11 digits: not glued to a letter (hashes, tokens) and not part of a
 * decimal number, a thousands-grouped number, a fraction or a hyphenated code.
 */
function unseparatedRunAt(s: string, i: number): IdentifierKind | null {
  const kind = runKind(groupLength(0), at(s, i));
  if (kind === null) return null;
  const joins = (c: number) => c === DOT || c === 44 || c === HYPHEN || c === 47;
  const before = at(s, i - 1);
  const after = at(s, ends[0]!);
  if (isLetter(before) || (joins(before) && isDigit(at(s, i - 2)))) return null;
  if (isLetter(after) || (joins(after) && isDigit(at(s, ends[0]! + 1)))) return null;
  return kind;
}

// ---- Dates ----------------------------------------------------------------------------------------

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` for a valid calendar date, else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > DAYS_IN_MONTH[month - 1]! + (month === 2 && leap ? 1 : 0)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether any reading of a date is an identifier (an ambiguous `03/04/1980` counts when either reading does). */
function anyDate(
  readings: ReadonlyArray<readonly [number, number, number]>,
  isDateIdentifier: (iso: string) => boolean,
): boolean {
  return readings.some(([y, m, d]) => {
    const iso = isoDate(y, m, d);
    return iso !== null && isDateIdentifier(iso);
  });
}

/**
 * A numeric day date at the run start `i`: `YYYY-MM-DD`, `YYYY/M/D`, `YYYY.MM.DD` (year first) or
 * `MM/DD/YYYY`, `D.M.YYYY`, `M-D-YYYY` (year last, month and day of 1-2 digits, read both ways), one
 * separator used twice. Not part of a longer sequence with the same separator. An ISO date followed by a
 * time (`2026-01-05T10:00`, `2026-01-05 10:00`) is a timestamp, not a day date (grading events carry them);
 * other forms count with a time too (`03/15/1980 00:00` is still a birth date).
 */
function isNumericDateAt(
  s: string,
  i: number,
  groups: number,
  isDateIdentifier: (iso: string) => boolean,
): boolean {
  if (groups < 3) return false;
  const sep = separatorAfter(s, 0);
  if (sep !== separatorAfter(s, 1) || (sep !== '-' && sep !== '/' && sep !== '.')) return false;
  const code = sep.charCodeAt(0);
  const [a, b, c] = [groupLength(0), groupLength(1), groupLength(2)];
  // Year first: `2026/1/5` but `YYYY-MM-DD` and `YYYY.MM.DD` in full (`1904.7.2` is a paragraph, not a date).
  const yearFirst = a === 4 && (sep === '/' ? b <= 2 && c <= 2 : b === 2 && c === 2);
  if (!yearFirst && !(a <= 2 && b <= 2 && c === 4)) return false;
  if (at(s, i - 1) === code && isDigit(at(s, i - 2))) return false;
  const e = ends[2]!;
  const next = at(s, e);
  if (next === code && isDigit(at(s, e + 1))) return false;
  const iso = yearFirst && sep === '-';
  if (
    iso &&
    (next === 84 || next === 32) &&
    isDigit(at(s, e + 1)) &&
    isDigit(at(s, e + 2)) &&
    at(s, e + 3) === 58
  )
    return false;
  const [x, y, z] = [groupValue(s, 0), groupValue(s, 1), groupValue(s, 2)];
  return anyDate(
    yearFirst
      ? [[x, y, z]]
      : [
          [z, x, y],
          [z, y, x],
        ],
    isDateIdentifier,
  );
}

/** The shape starting at `i`, the first digit of a digit run. */
function digitShapeAt(
  s: string,
  i: number,
  isDateIdentifier: (iso: string) => boolean,
): IdentifierKind | null {
  const groups = readGroups(s, i);
  if (groupLength(0) > 11) return null;
  const run = unseparatedRunAt(s, i);
  if (run !== null) return run;
  if (isSsnAt(s, i, groups)) return 'ssn';
  if (isPhoneAt(s, i, groups)) return 'phone';
  return isNumericDateAt(s, i, groups, isDateIdentifier) ? 'date' : null;
}

const MONTHS: ReadonlyMap<string, number> = new Map(
  [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ].flatMap(
    (name, i) =>
      [
        [name, i + 1],
        [name.slice(0, 3), i + 1],
        ...(name === 'september' ? [['sept', 9] as const] : []),
      ] as Array<[string, number]>,
  ),
);
const isDateSeparator = (c: number): boolean =>
  c === 32 || c === 44 || c === HYPHEN || c === DOT || c === 47;
/** Textual years out of this range are read as quantities (`2 may 1000`), not dates. */
const TEXT_YEARS = [1800, 2199] as const;

const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(['st', 'nd', 'rd', 'th']);

/** `j` moved past at most 3 date separators (space, comma, hyphen, dot, slash). */
function skipSeparators(s: string, j: number): number {
  const from = j;
  while (j - from < 3 && isDateSeparator(at(s, j))) j++;
  return j;
}

/** The value and end of a run of `min`-`max` digits at `j` (the whole run), or null. */
function numberAt(
  s: string,
  j: number,
  min: number,
  max: number,
): { value: number; end: number } | null {
  let e = j;
  while (e - j <= max && isDigit(at(s, e))) e++;
  if (e - j < min || e - j > max) return null;
  examined += e - j;
  return { value: Number(s.slice(j, e)), end: e };
}

/** `j` moved past an ordinal suffix (`3rd`, `21st`) when there is one. */
function skipOrdinal(s: string, j: number): number {
  const suffix = s.slice(j, j + 2).toLowerCase();
  examined += 2;
  return ORDINAL_SUFFIXES.has(suffix) && !isLetter(at(s, j + 2)) ? j + 2 : j;
}

/** A textual year at `j`: four digits, not glued to a letter (`1000mg`), in TEXT_YEARS. */
function textYearAt(s: string, j: number): number | null {
  const year = numberAt(s, j, 4, 4);
  if (
    year === null ||
    isLetter(at(s, year.end)) ||
    year.value < TEXT_YEARS[0] ||
    year.value > TEXT_YEARS[1]
  )
    return null;
  return year.value;
}

/** The day before the month word at `a` (`3 March`, `03-Mar`, `21st March`), or null. */
function dayBefore(s: string, a: number): number | null {
  let j = a;
  const from = j;
  while (from - j < 3 && isDateSeparator(at(s, j - 1))) j--;
  const suffix = s.slice(j - 2, j).toLowerCase();
  examined += 2;
  if (ORDINAL_SUFFIXES.has(suffix) && isDigit(at(s, j - 3))) j -= 2;
  let d = j;
  while (j - d < 2 && isDigit(at(s, d - 1))) d--;
  if (d === j || isDigit(at(s, d - 1)) || isLetter(at(s, d - 1))) return null;
  examined += j - d;
  return Number(s.slice(d, j));
}

/**
 * A textual day date around the word at [a, b) when it names a month: `March 3, 1980`, `Mar. 3rd 1980`,
 * `3 March 1980`, `03-Mar-1980`, `03MAR1980`. A month and year alone (`March 1980`) is not a day date.
 */
function isTextDateAt(
  s: string,
  a: number,
  b: number,
  isDateIdentifier: (iso: string) => boolean,
): boolean {
  if (b - a < 3 || b - a > 9) return false;
  examined += b - a;
  const month = MONTHS.get(s.slice(a, b).toLowerCase());
  if (month === undefined) return false;
  const after = at(s, b) === DOT ? b + 1 : b;
  const readings: Array<[number, number, number]> = [];
  const dayFirst = dayBefore(s, a);
  const yearAfterMonth = textYearAt(s, skipSeparators(s, after));
  if (dayFirst !== null && yearAfterMonth !== null)
    readings.push([yearAfterMonth, month, dayFirst]);
  const day = numberAt(s, skipSeparators(s, after), 1, 2);
  if (day !== null) {
    const year = textYearAt(s, skipSeparators(s, skipOrdinal(s, day.end)));
    if (year !== null) readings.push([year, month, day.value]);
  }
  return anyDate(readings, isDateIdentifier);
}

// ---- E-mail ---------------------------------------------------------------------------------------

const isLocalChar = (c: number): boolean =>
  isWordChar(c) || c === DOT || c === 95 || c === 37 || c === 43 || c === HYPHEN;

/**
 * An e-mail shape at the `@` at `p`: a local-part character before it, then domain labels (letters,
 * digits, hyphens) with a dot followed by at least two letters after a non-empty label.
 */
function isEmailAt(s: string, p: number): boolean {
  if (!isLocalChar(at(s, p - 1))) return false;
  let label = 0;
  for (let j = p + 1; ; j++) {
    const c = at(s, j);
    if (isWordChar(c) || c === HYPHEN) label++;
    else if (c === DOT && label > 0) {
      if (
        isWordChar(at(s, j + 1)) &&
        !isDigit(at(s, j + 1)) &&
        isWordChar(at(s, j + 2)) &&
        !isDigit(at(s, j + 2))
      )
        return true;
      label = 0;
    } else return false;
  }
}

// ---- The scan -------------------------------------------------------------------------------------

/** The first shape in normalised text, in one left-to-right pass. */
function scanNormalized(
  s: string,
  isDateIdentifier: (iso: string) => boolean,
): IdentifierKind | null {
  let previousDigit = false;
  for (let i = 0; i < s.length; i++) {
    const c = at(s, i);
    if (isDigit(c)) {
      if (!previousDigit) {
        const kind = digitShapeAt(s, i, isDateIdentifier);
        if (kind !== null) return kind;
      }
      previousDigit = true;
      continue;
    }
    previousDigit = false;
    if (isLetter(c)) {
      let b = i + 1;
      while (isLetter(at(s, b))) b++;
      if (isTextDateAt(s, i, b, isDateIdentifier)) return 'date';
      i = b - 1;
    } else if (c === AT && isEmailAt(s, i)) return 'email';
  }
  return null;
}

/**
 * Cheap pre-check on the raw text: every shape needs an `@` (e-mail) or at least 5 digits (`3 May 1980`,
 * SSN 9, phone 10) and 6 characters; text with a non-ASCII character is always scanned (its digits may
 * be other scripts, and NFKC may lengthen it).
 */
export function mayHoldIdentifier(text: string): boolean {
  if (text.length < 6) {
    examined += text.length;
    return !isPlainAscii(text);
  }
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128 || c === AT || (isDigit(c) && ++digits >= 5)) {
      examined += i + 1;
      return true;
    }
  }
  examined += text.length;
  return false;
}

/**
 * The kind of the first identifier shape in `text`, or null: an SSN, an e-mail address, a phone number
 * (separated or unseparated), or a day date (ISO, numeric or with a month name) for which
 * `isDateIdentifier` says yes (inbound: past dates only; outbound: every day date). The text is
 * normalised first (normalize.ts), so full-width or other-script digits and zero-width characters do not hide a shape.
 */
export function identifierKindIn(
  text: string,
  isDateIdentifier: (iso: string) => boolean,
): IdentifierKind | null {
  if (!mayHoldIdentifier(text)) return null;
  const ascii = isPlainAscii(text);
  const s = ascii ? text : normalizeText(text);
  examined += ascii ? text.length : 2 * text.length + 2 * s.length;
  return scanNormalized(s, isDateIdentifier);
}
