/**
 * CMS ZIP code to carrier/locality crosswalk (ZIP5 record layout, ZIP5lyout.txt): the official fixed-width
 * text file and the CSV form of the xlsx. ZIP9 (ZIP+4 ranges) uses the ZIP9 layout when a file is supplied.
 */
import { ImportRefused } from '../dataset.ts';
import { csvRows, padCarrier, padLocality } from './cms-pfs-parse.ts';
import { xlsxRows } from './xlsx.ts';

export interface ZipRow {
  zip: string;
  /** CMS's STATE field (not always USPS: EM/WM Missouri, EK/WK Kansas). */
  state: string;
  carrier: string;
  locality: string;
  /** True when the ZIP spans localities and needs its +4 extension (PLUS 4 FLAG = 1). */
  plus4: boolean;
}

export interface Zip5Parse {
  rows: ZipRow[];
  /** YYYYQ from the file (e.g. 20261). */
  year_quarter: string;
}

function finish(rows: ZipRow[], quarters: Set<string>, file: string): Zip5Parse {
  if (rows.length < 30000 || rows.length > 60000)
    throw new ImportRefused(
      `${file}: ${rows.length} ZIPs is outside the plausible range (check: plausible count).`,
    );
  if (quarters.size !== 1)
    throw new ImportRefused(
      `${file}: expected one YEAR/QTR value, found ${quarters.size} (check: one YEAR/QTR).`,
    );
  if (new Set(rows.map((r) => r.zip)).size !== rows.length)
    throw new ImportRefused(`${file}: duplicate ZIP codes (check: unique ZIPs).`);
  if (new Set(rows.map((r) => r.state)).size < 50)
    throw new ImportRefused(`${file}: too few distinct states (check: distinct states).`);
  return { rows, year_quarter: [...quarters][0]! };
}

function validRow(
  zip: string,
  carrier: string,
  locality: string,
  flag: string,
  file: string,
): void {
  if (
    !/^\d{5}$/.test(zip) ||
    !/^\d{5}$/.test(carrier) ||
    !/^\d{2}$/.test(locality) ||
    !/^[01]$/.test(flag)
  ) {
    throw new ImportRefused(
      `${file}: a ZIP5 record does not match the record layout (check: record layout).`,
    );
  }
}

/** Fixed-width ZIP5 file: state 1-2, ZIP 3-7, carrier 8-12, locality 13-14, +4 flag 21, YYYYQ 76-80. */
export function parseZip5Fixed(text: string, file: string): Zip5Parse {
  const rows: ZipRow[] = [];
  const quarters = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const [state, zip, carrier, locality, flag] = [
      line.slice(0, 2),
      line.slice(2, 7),
      line.slice(7, 12),
      line.slice(12, 14),
      line.slice(20, 21),
    ];
    validRow(zip, carrier, locality, flag, file);
    quarters.add(line.slice(75, 80).trim());
    rows.push({ zip, state, carrier, locality, plus4: flag === '1' });
  }
  return finish(rows, quarters, file);
}

/** CSV conversion of the xlsx: columns found by header name. */
export function parseZip5Csv(text: string, file: string): Zip5Parse {
  return parseZip5Table(csvRows(text), file);
}

/** The xlsx form: the first worksheet, columns found by header name. */
export function parseZip5Xlsx(workbook: Buffer, file: string): Zip5Parse {
  return parseZip5Table(xlsxRows(workbook, file), file);
}

function parseZip5Table(table: string[][], file: string): Zip5Parse {
  const names = (table[0] ?? []).map((n) => n.trim().toUpperCase());
  const col = (name: string): number => {
    const at = names.indexOf(name);
    if (at < 0)
      throw new ImportRefused(`${file}: column '${name}' not found (check: expected columns).`);
    return at;
  };
  const c = {
    state: col('STATE'),
    zip: col('ZIP CODE'),
    carrier: col('CARRIER'),
    locality: col('LOCALITY'),
    flag: col('PLUS 4 FLAG'),
    yq: col('YEAR/QTR'),
  };
  const rows: ZipRow[] = [];
  const quarters = new Set<string>();
  for (const r of table.slice(1)) {
    if ((r[c.zip] ?? '').trim() === '') continue;
    const zip = r[c.zip]!.trim().padStart(5, '0');
    const carrier = padCarrier(r[c.carrier] ?? '');
    const locality = padLocality(r[c.locality] ?? '');
    const flag = (r[c.flag] ?? '').trim();
    validRow(zip, carrier, locality, flag, file);
    quarters.add((r[c.yq] ?? '').trim());
    rows.push({ zip, state: (r[c.state] ?? '').trim(), carrier, locality, plus4: flag === '1' });
  }
  return finish(rows, quarters, file);
}

export interface Zip9Range {
  zip: string;
  plus4: string;
  carrier: string;
  locality: string;
}

/** Fixed-width ZIP9 file: ZIP 3-7, carrier 8-12, locality 13-14, +4 22-25 (ZIP9lyout.txt). */
export function parseZip9Fixed(text: string, file: string): Zip9Range[] {
  const out: Zip9Range[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const r = {
      zip: line.slice(2, 7),
      carrier: line.slice(7, 12),
      locality: line.slice(12, 14),
      plus4: line.slice(21, 25),
    };
    if (!/^\d{5}$/.test(r.zip) || !/^\d{4}$/.test(r.plus4) || !/^\d{5}$/.test(r.carrier)) {
      throw new ImportRefused(
        `${file}: a ZIP9 record does not match the record layout (check: record layout).`,
      );
    }
    out.push(r);
  }
  return out;
}
