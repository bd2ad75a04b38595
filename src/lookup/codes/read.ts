/** Readers the code-set importers share: CSV with an expected header, gzip or plain text lines. */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { ImportRefused } from '../dataset.ts';

/** Rows of a CSV whose first row must equal `header` exactly. */
export async function readCsvWithHeader(
  path: string,
  label: string,
  header: readonly string[],
): Promise<string[][]> {
  const rows = parse(await readFile(path, 'utf8'), {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
  const first = rows[0]?.map((c) => c.trim());
  if (
    first === undefined ||
    first.length < header.length ||
    header.some((h, i) => first[i] !== h)
  ) {
    throw new ImportRefused(
      `${label}: header is not ${header.join(',')} (check: expected columns).`,
    );
  }
  return rows.slice(1);
}

/** Lines of a text file, gunzipped when it ends in .gz, CR stripped. */
export async function* readLines(path: string): AsyncGenerator<string> {
  const input = createReadStream(path);
  const stream = path.endsWith('.gz') ? input.pipe(createGunzip()) : input;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity }))
    yield line.replace(/\r$/, '');
}

export function refuseUnless(condition: boolean, message: string): void {
  if (!condition) throw new ImportRefused(message);
}
