/**
 * Parsers for the CMS physician fee schedule release files (RVU{YY}{Q} bundle): PPRRVU, GPCI, LOCCO, ANES,
 * OPPSCAP. Columns are found by header name (the official files stack the header over several rows; the
 * third-party rvu26a export collapses it to one row and mislabels the three OPPS columns), never by position.
 * Pure: text in, records and a repair report out. Layout and indicator definitions: RVU25D.pdf.
 */
import { parse } from 'csv-parse/sync';
import { ImportRefused } from '../dataset.ts';

/** One PPRRVU row, numbers kept as the published decimal text. */
export interface RvuRow {
  status: string;
  description: string;
  work: string;
  pe_non_facility: string;
  na_non_facility: boolean;
  pe_facility: string;
  na_facility: boolean;
  mp: string;
  pctc: string;
  global_days: string;
  mult_proc: string;
  bilat_surg: string;
  asst_surg: string;
  co_surg: string;
  team_surg: string;
  /** "PE/MP used for OPPS payment amount" columns; null when the source row lost them (see repair). */
  opps: { pe_non_facility: string; pe_facility: string; mp: string } | null;
  conversion_factor: string;
}

export interface PprrvuParse {
  rows: Map<string, RvuRow>;
  /** Rows whose split descriptor was re-joined; `dropped` trailing fields lost per row. */
  repaired: Array<{ key: string; dropped: number }>;
  header_repaired: boolean;
}

/** `CODE|MOD` key used throughout the index (MOD empty for the global service). */
export function rvuKey(code: string, mod: string): string {
  return `${code}|${mod}`;
}

const STATUS_CODES = new Set([
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'M',
  'N',
  'P',
  'R',
  'T',
  'X',
]);

const PPRRVU_COLUMNS = {
  code: 'HCPCS',
  mod: 'MOD',
  description: 'DESCRIPTION',
  status: 'STATUS CODE',
  work: 'WORK RVU',
  pe_non_facility: 'NON-FAC PE RVU',
  na_non_facility: 'NON-FAC NA INDICATOR',
  pe_facility: 'FACILITY PE RVU',
  na_facility: 'FACILITY NA INDICATOR',
  mp: 'MP RVU',
  pctc: 'PCTC IND',
  global_days: 'GLOB DAYS',
  mult_proc: 'MULT PROC',
  bilat_surg: 'BILAT SURG',
  asst_surg: 'ASST SURG',
  co_surg: 'CO- SURG',
  team_surg: 'TEAM SURG',
  conversion_factor: 'CONV FACTOR',
  opps_pe_non_facility: 'NON-FACILITY PE USED FOR OPPS PAYMENT AMOUNT',
  opps_pe_facility: 'FACILITY PE USED FOR OPPS PAYMENT AMOUNT',
  opps_mp: 'MP USED FOR OPPS PAYMENT AMOUNT',
} as const;

/** The rvu26a export's collapsed header: these three names sit over the OPPS columns. */
const EXPORT_MISLABELLED = [
  'NON-FAC PAYMENT AMOUNT',
  'FACILITY PAYMENT AMOUNT',
  'LIMITING CHARGE AMOUNT',
];

export function csvRows(text: string): string[][] {
  return parse(text, {
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
}

const norm = (s: string | undefined): string => (s ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/** Column names of a header that may be stacked over several rows ending at row `last`. */
function stackedHeader(rows: string[][], last: number): string[] {
  let first = last;
  while (first > 0) {
    const above = rows[first - 1]!;
    const cells = above.map(norm);
    // A title row only has text in the descriptor column; a stacked header row has it elsewhere too.
    if (!cells.some((c, i) => c !== '' && i !== 2)) break;
    first--;
  }
  const width = rows[last]!.length;
  const names: string[] = [];
  for (let col = 0; col < width; col++) {
    const parts = [];
    for (let r = first; r <= last; r++) {
      const cell = norm(rows[r]![col]);
      if (cell !== '') parts.push(cell);
    }
    names.push(parts.join(' '));
  }
  return names;
}

const unbalancedQuote = (cell: string | undefined): boolean =>
  cell?.startsWith('"') === true && (cell.match(/"/g)?.length ?? 0) % 2 === 1;

/** Parses a PPRRVU CSV (official or the rvu26a export); throws ImportRefused on a missing column. */
export function parsePprrvu(text: string, file: string): PprrvuParse {
  const rows = csvRows(text);
  const headerAt = rows.findIndex((r) => norm(r[0]) === 'HCPCS');
  if (headerAt < 0)
    throw new ImportRefused(`${file}: no HCPCS header row (check: expected columns).`);
  const names = stackedHeader(rows, headerAt);
  let headerRepaired = false;
  if (
    !names.includes(PPRRVU_COLUMNS.opps_mp) &&
    EXPORT_MISLABELLED.every((n, i) => names[names.length - 3 + i] === n)
  ) {
    names.splice(
      names.length - 3,
      3,
      PPRRVU_COLUMNS.opps_pe_non_facility,
      PPRRVU_COLUMNS.opps_pe_facility,
      PPRRVU_COLUMNS.opps_mp,
    );
    headerRepaired = true;
  }
  const col = {} as Record<keyof typeof PPRRVU_COLUMNS, number>;
  for (const [key, name] of Object.entries(PPRRVU_COLUMNS) as Array<
    [keyof typeof PPRRVU_COLUMNS, string]
  >) {
    const at = names.indexOf(name);
    if (at < 0)
      throw new ImportRefused(
        `${file}: column '${name}' not found in the header (check: expected columns).`,
      );
    col[key] = at;
  }
  if (col.description !== 2 || col.status !== 3)
    throw new ImportRefused(
      `${file}: descriptor and status must be columns 3 and 4 (check: expected columns).`,
    );
  const width = names.length;
  const out: PprrvuParse = { rows: new Map(), repaired: [], header_repaired: headerRepaired };
  for (const raw of rows.slice(headerAt + 1)) {
    const code = norm(raw[col.code]);
    if (code === '') continue;
    let cells = raw;
    let dropped = 0;
    if (unbalancedQuote(raw[col.description]) || !STATUS_CODES.has(norm(raw[col.status]))) {
      // Export defect: a descriptor with commas was split (its quotes kept, so the first piece has an
      // unbalanced quote) and as many trailing fields were dropped.
      const end = raw.findIndex((c, i) => i >= col.description && c.trimEnd().endsWith('"'));
      if (!raw[col.description]?.startsWith('"') || end < 0)
        throw new ImportRefused(
          `${file}: unrecognised malformed row for ${code} (check: malformed row repair).`,
        );
      const description = raw
        .slice(col.description, end + 1)
        .join(',')
        .replace(/^"+|(?<!")"+$/g, '');
      cells = [...raw.slice(0, col.description), description, ...raw.slice(end + 1)];
      dropped = width - cells.length;
      if (!STATUS_CODES.has(norm(cells[col.status])))
        throw new ImportRefused(
          `${file}: malformed row for ${code} cannot be re-joined (check: malformed row repair).`,
        );
      out.repaired.push({ key: rvuKey(code, norm(raw[col.mod])), dropped });
    }
    const get = (k: keyof typeof PPRRVU_COLUMNS): string => (cells[col[k]] ?? '').trim();
    const num = (k: keyof typeof PPRRVU_COLUMNS): string => {
      const v = get(k);
      if (v !== '' && !/^-?(?:\d+|\d*\.\d+)$/.test(v))
        throw new ImportRefused(
          `${file}: ${code} column '${PPRRVU_COLUMNS[k]}' is not a number (check: numeric values).`,
        );
      return v === '' ? '0' : v;
    };
    const oppsLost = col.opps_pe_non_facility >= cells.length;
    out.rows.set(rvuKey(code, get('mod').toUpperCase()), {
      status: get('status').toUpperCase(),
      description: get('description'),
      work: num('work'),
      pe_non_facility: num('pe_non_facility'),
      na_non_facility: norm(get('na_non_facility')) === 'NA',
      pe_facility: num('pe_facility'),
      na_facility: norm(get('na_facility')) === 'NA',
      mp: num('mp'),
      pctc: get('pctc'),
      global_days: get('global_days'),
      mult_proc: get('mult_proc'),
      bilat_surg: get('bilat_surg'),
      asst_surg: get('asst_surg'),
      co_surg: get('co_surg'),
      team_surg: get('team_surg'),
      opps:
        oppsLost || dropped > 0
          ? null
          : {
              pe_non_facility: num('opps_pe_non_facility'),
              pe_facility: num('opps_pe_facility'),
              mp: num('opps_mp'),
            },
      conversion_factor: num('conversion_factor'),
    });
  }
  return out;
}

/** Medicare locality key: GPCI state and the 2-digit locality number (`CA:18`). */
export function localityKey(state: string, locality: string): string {
  return `${state}:${padLocality(locality)}`;
}

export const padLocality = (n: string): string => n.trim().padStart(2, '0');
export const padCarrier = (n: string): string => n.trim().padStart(5, '0');

export interface GpciRow {
  carrier: string;
  locality: string;
  state: string;
  name: string;
  /** Work GPCI without the 1.0 floor (null when the file only publishes the floored one). */
  work: string | null;
  work_floored: string | null;
  pe: string;
  mp: string;
}

function headerIndex(rows: string[][], needle: RegExp, file: string): number {
  const at = rows.findIndex((r) => r.some((c) => needle.test(norm(c))));
  if (at < 0) throw new ImportRefused(`${file}: header row not found (check: expected columns).`);
  return at;
}

function findCol(names: string[], pattern: RegExp): number {
  return names.findIndex((n) => pattern.test(n));
}

function requireCol(names: string[], pattern: RegExp, file: string, what: string): number {
  const at = findCol(names, pattern);
  if (at < 0)
    throw new ImportRefused(`${file}: column '${what}' not found (check: expected columns).`);
  return at;
}

/** Parses GPCI (Addendum E): work GPCI with/without the 1.0 floor, PE, MP by carrier and locality. */
export function parseGpci(text: string, file: string): GpciRow[] {
  const rows = csvRows(text);
  const h = headerIndex(rows, /^LOCALITY NUMBER$/, file);
  const names = rows[h]!.map(norm);
  const c = {
    carrier: requireCol(names, /\(MAC\)|CONTRACTOR/, file, 'MAC'),
    state: requireCol(names, /^STATE$/, file, 'State'),
    locality: requireCol(names, /^LOCALITY NUMBER$/, file, 'Locality Number'),
    name: requireCol(names, /^LOCALITY NAME$/, file, 'Locality Name'),
    work: findCol(names, /PW GPCI \(WITHOUT 1\.0 FLOOR\)/),
    floored: findCol(names, /PW GPCI \(WITH 1\.0 FLOOR\)/),
    pe: requireCol(names, /PE GPCI/, file, 'PE GPCI'),
    mp: requireCol(names, /MP GPCI/, file, 'MP GPCI'),
  };
  if (c.work < 0 && c.floored < 0)
    throw new ImportRefused(`${file}: no work GPCI column (check: expected columns).`);
  const out: GpciRow[] = [];
  for (const r of rows.slice(h + 1)) {
    if (norm(r[c.locality]) === '' || !/^\d+$/.test(norm(r[c.carrier]))) continue;
    const value = (i: number): string => {
      const v = norm(r[i]);
      if (!/^(?:\d+|\d*\.\d+)$/.test(v))
        throw new ImportRefused(`${file}: a GPCI value is not a number (check: numeric values).`);
      return v;
    };
    out.push({
      carrier: padCarrier(r[c.carrier]!),
      locality: padLocality(r[c.locality]!),
      state: norm(r[c.state]),
      name: (r[c.name] ?? '').trim(),
      work: c.work < 0 ? null : value(c.work),
      work_floored: c.floored < 0 ? null : value(c.floored),
      pe: value(c.pe),
      mp: value(c.mp),
    });
  }
  return out;
}

export interface LoccoRow {
  carrier: string;
  locality: string;
  state_name: string;
  area: string;
  counties: string;
}

/** Parses LOCCO (counties per locality); the state name is carried down blank rows as in the official file. */
export function parseLocco(text: string, file: string): LoccoRow[] {
  const rows = csvRows(text);
  const h = headerIndex(rows, /^LOCALITY NUMBER$/, file);
  const out: LoccoRow[] = [];
  let state = '';
  for (const r of rows.slice(h + 1)) {
    if (!/^\d+$/.test(norm(r[0])) || norm(r[1]) === '') continue;
    if (norm(r[2]) !== '') state = norm(r[2]);
    out.push({
      carrier: padCarrier(r[0]!),
      locality: padLocality(r[1]!),
      state_name: state,
      area: norm(r[3]),
      counties: norm(r[4]),
    });
  }
  if (out.length === 0) throw new ImportRefused(`${file}: no locality rows (check: row count).`);
  return out;
}

export interface AnesRow {
  carrier: string;
  locality: string;
  name: string;
  /** Anesthesia conversion factor by column label (non-QP first when both are published). */
  non_qp: string;
  qp: string | null;
}

/** Parses ANES (locality anesthesia conversion factors). */
export function parseAnes(text: string, file: string): AnesRow[] {
  const rows = csvRows(text);
  const h = headerIndex(rows, /^CONTRACTOR$/, file);
  const names = rows[h]!.map(norm);
  const nonQp = findCol(names, /NON-QUALIFYING APM/);
  const qp = findCol(names, /^QUALIFYING APM/);
  const single = findCol(names, /ANES CF/);
  const cfCol = nonQp >= 0 ? nonQp : single;
  if (cfCol < 0)
    throw new ImportRefused(
      `${file}: anesthesia conversion factor column not found (check: expected columns).`,
    );
  const out: AnesRow[] = [];
  for (const r of rows.slice(h + 1)) {
    if (!/^\d+$/.test(norm(r[0]))) continue;
    const cf = norm(r[cfCol]);
    if (!/^\d+\.\d+$/.test(cf))
      throw new ImportRefused(
        `${file}: an anesthesia conversion factor is not a number (check: numeric values).`,
      );
    out.push({
      carrier: padCarrier(r[0]!),
      locality: padLocality(r[1]!),
      name: (r[2] ?? '').trim(),
      non_qp: cf,
      qp: qp >= 0 ? norm(r[qp]) : null,
    });
  }
  return out;
}

export interface OppsCapRow {
  code: string;
  mod: string;
  status: string;
  carrier: string;
  locality: string;
  facility: string;
  non_facility: string;
}

/** Parses OPPSCAP: CMS's own per-locality amounts after the OPPS imaging cap. */
export function parseOppsCap(text: string, file: string): OppsCapRow[] {
  const rows = csvRows(text);
  const h = headerIndex(rows, /^PROCSTAT$/, file);
  const names = rows[h]!.map(norm);
  const c = {
    code: requireCol(names, /^HCPCS$/, file, 'HCPCS'),
    mod: requireCol(names, /^MOD$/, file, 'MOD'),
    status: requireCol(names, /^PROCSTAT$/, file, 'PROCSTAT'),
    carrier: requireCol(names, /^CARRIER$/, file, 'CARRIER'),
    locality: requireCol(names, /^LOCALITY$/, file, 'LOCALITY'),
    facility: requireCol(names, /^FACILITY PRICE$/, file, 'FACILITY PRICE'),
    non_facility: requireCol(names, /^NON-FACI?LI?TY PRICE$/, file, 'NON-FACILITY PRICE'),
  };
  const out: OppsCapRow[] = [];
  for (const r of rows.slice(h + 1)) {
    if (norm(r[c.code]) === '') continue;
    out.push({
      code: norm(r[c.code]),
      mod: norm(r[c.mod]),
      status: norm(r[c.status]),
      carrier: padCarrier(r[c.carrier]!),
      locality: padLocality(r[c.locality]!),
      facility: norm(r[c.facility]),
      non_facility: norm(r[c.non_facility]),
    });
  }
  return out;
}
