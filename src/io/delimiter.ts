/**
 * The CSV field delimiter: what `--delimiter` accepts (a shell cannot easily pass a tab, so `\t` and
 * `tab` name it), and the one sniffed from the header line when the flag is not given.
 */
import { UsageError } from '../errors.ts';

/** Delimiters a spreadsheet export uses: comma, semicolon (locales with a decimal comma), tab, pipe. */
const SNIFFED_DELIMITERS = [',', ';', '\t', '|'] as const;

const NAMES: Record<string, string> = {
  '\\t': '\t',
  tab: '\t',
  TAB: '\t',
  comma: ',',
  semicolon: ';',
  pipe: '|',
};

/** `--delimiter VALUE` as the character it names. */
export function parseDelimiter(value: string): string {
  const delimiter = NAMES[value] ?? value;
  if (delimiter === '' || /["\r\n]/.test(delimiter)) {
    throw new UsageError(
      "--delimiter must be one or more characters other than a quote or a line break, such as ',', ';', '|', '\\t' or tab.",
    );
  }
  return delimiter;
}

/** The candidate found most often outside quotes in the header line; a comma when none is. */
export function sniffDelimiter(headerLine: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (SNIFFED_DELIMITERS as readonly string[]).includes(c))
      counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = ',';
  for (const d of SNIFFED_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

const shown = (d: string): string => (d === '\t' ? "'\\t'" : `'${d}'`);

/**
 * A hint for a header read as one column that holds another delimiter (a semicolon or tab file read with
 * an explicit comma): '' when the header does not look like that.
 */
export function delimiterHint(columns: readonly string[]): string {
  if (columns.length !== 1) return '';
  const found = sniffDelimiter(columns[0]!);
  return columns[0]!.includes(found)
    ? ` The header looks ${shown(found)}-separated: pass --delimiter ${shown(found)} (or leave --delimiter out to detect it).`
    : '';
}
