/**
 * The first worksheet of an xlsx workbook as rows of cell text (shared strings, inline strings and
 * numbers), enough for CMS's tabular xlsx files (ZIP5 crosswalk). Formulas and styles are not evaluated.
 */
import { ImportRefused } from '../dataset.ts';
import { zipEntries } from '../zip.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : ENTITIES[e.toLowerCase()]!,
  );
}

/** Concatenated text of every `<t>` element (a rich-text string has several). */
function textOf(xml: string): string {
  let out = '';
  for (const m of xml.matchAll(/<t(?:\s[^<>]*)?>([^<]*)<\/t>/g)) out += m[1];
  return unescapeXml(out);
}

function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/(?<!\d)\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function xlsxRows(workbook: Buffer, file: string): string[][] {
  const entries = new Map(zipEntries(workbook, file).map((e) => [e.name, e]));
  const sheetName = [...entries.keys()]
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort()[0];
  if (sheetName === undefined)
    throw new ImportRefused(`${file}: no worksheet in the workbook (check: worksheet present).`);
  const shared = entries.get('xl/sharedStrings.xml');
  const strings =
    shared === undefined
      ? []
      : [
          ...shared
            .read()
            .toString('utf8')
            .matchAll(/<si>([\s\S]*?)<\/si>/g),
        ].map((m) => textOf(m[1]!));
  const rows: string[][] = [];
  const sheet = entries.get(sheetName)!.read().toString('utf8');
  for (const row of sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const c of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1]!;
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const body = c[2] ?? '';
      const v = /<v>([^<]*)<\/v>/.exec(body)?.[1];
      const value =
        type === 's'
          ? (strings[Number(v)] ?? '')
          : type === 'inlineStr'
            ? textOf(body)
            : unescapeXml(v ?? '');
      const index = ref === undefined ? cells.length : columnIndex(ref);
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    rows.push(cells);
  }
  return rows;
}
