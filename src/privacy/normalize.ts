/**
 * Text normalisation before the identifier scan, so look-alike forms meet the ASCII shapes:
 * full-width or other-script digits, zero-width characters inside a value, Unicode spaces and dashes.
 * The normalised text is only scanned, never stored or returned.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, control characters included, on purpose
const NON_ASCII = /[^\x00-\x7F]/;

/** True when every character is below 128: nothing to normalise. */
export function isPlainAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}

/**
 * Dropped: marks (M), format characters (Cf: U+200B-U+200D, U+2060, U+FEFF, soft hyphen U+00AD) and the
 * other default-ignorables (variation selectors, Hangul fillers). Marks go before NFKC too: its canonical
 * reordering is quadratic in a run of combining marks (measured: 160,000 marks took 8 s).
 */
const INVISIBLE = /[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** What each non-ASCII separator folds to (static patterns, so a regex audit can read them): the scan knows only the ASCII ones. */
const SEPARATOR_CLASSES: ReadonlyArray<readonly [string, RegExp]> = [
  [' ', /\p{Zs}/u],
  ['-', /[\p{Pd}\u2212\u2043\u2796]/u],
  ['.', /[\u00B7\u2022\u2024\u2027\u2219\u22C5\u2E31\u3002\u30FB\uFF0E\uFF61\uFF65]/u],
  ['/', /[\u2044\u2215\u29F8\u2571\uFF0F]/u],
];
/** Non-ASCII decimal digits (\p{Nd}: Arabic-Indic, Devanagari, ...) and the separators above, one character at a time. */
const FOLDABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: excludes the whole ASCII range, control characters included
  /(?![\x00-\x7F])[\p{Nd}\p{Zs}\p{Pd}\u2212\u2043\u2796\u00B7\u2022\u2024\u2027\u2219\u22C5\u2E31\u3002\u30FB\uFF0E\uFF61\uFF65\u2044\u2215\u29F8\u2571\uFF0F]/gu;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** Fold results by character: at most one entry per FOLDABLE character (about 800), so the map stays small. */
const folds = new Map<string, string>();

/**
 * The ASCII digit of a decimal digit: Unicode encodes every decimal digit script as contiguous 0-9
 * runs (a stability policy) that may abut, so the value is the distance from the run's start, mod 10.
 */
function asciiDigit(ch: string): string {
  const cp = ch.codePointAt(0)!;
  let start = cp;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((cp - start) % 10);
}

function fold(ch: string): string {
  let out = folds.get(ch);
  if (out === undefined) {
    out =
      SEPARATOR_CLASSES.find(([, members]) => members.test(ch))?.[0] ??
      (DECIMAL_DIGIT.test(ch) ? asciiDigit(ch) : ch);
    folds.set(ch, out);
  }
  return out;
}

/**
 * `text` as the identifier scan reads it: invisible characters dropped, NFKC (full-width letters and
 * digits become ASCII), every decimal digit folded to 0-9, Unicode spaces, dashes, dots and slashes folded
 * to ASCII. Plain ASCII text is returned as is. Four native single-pass steps: linear in the length
 * (NFKC may expand a character up to 18 times, U+FDFA).
 */
export function normalizeText(text: string): string {
  if (isPlainAscii(text)) return text;
  return text
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(FOLDABLE, fold);
}
