/**
 * Audiogram rows under a frequency header, for 1904.10(b)(1)-(2): "L ear baseline 1k/2k/3k/4k/6k/8k: 5, 10, 10,
 * 15, 20, 15. this year: 10, 20, 25, 30, 45, 25". Each row lists one threshold per header frequency, in order;
 * only the 2000, 3000 and 4000 Hz columns count. A row is the baseline when "baseline" is said between it and the
 * row before; the current audiogram is the first row after a baseline that is not one, else the row just before
 * the first baseline.
 */
import { currentAt, lastEar, shiftAndLevel } from './hearing-ears.ts';
import type { Figure } from './hearing-figures.ts';
import { type CaseText, scan } from './scan.ts';

/** Four to eight frequencies ("1k/2k/3k/4k/6k", "500, 1000, 2000, 3000, 4000 Hz") ending in ":". */
const HEADER = /\b(\d{1,4}(\.\d)? ?k?(Hz)?\s{0,2}[/,]\s{0,2}){3,7}\d{1,4}(\.\d)? ?k?(Hz)?\s{0,2}:/i;
/** A row: four to eight thresholds, each a plain number. */
const ROW = /(?<![\d.k/])\d{1,3}(\s{0,2}[,/]\s{0,2}\d{1,3}){3,7}(?!\d|\.\d|\s?k\b|\s?Hz)/i;
const BASELINE = /\bbaseline\b/i;
const WANTED = [2000, 3000, 4000] as const;

/** A header frequency in Hz ("2k" is 2000, "500" is 500). */
function hertz(word: string): number {
  const m = /(\d{1,4}(?:\.\d)?)\s?(k)?/i.exec(word);
  if (m === null) return Number.NaN;
  return Number(m[1]) * (m[2] === undefined ? 1 : 1000);
}

/** The shift and level of each ear with a baseline row and a later row under one header, in one text. */
export function headedFigures(text: CaseText, only: 'L' | 'R' | null): Figure[] {
  const header = HEADER.exec(text.text);
  if (header === null) return [];
  const columns = header[0]
    .replace(/:$/, '')
    .split(/[/,]/)
    .map((w) => hertz(w.trim()));
  const at = WANTED.map((f) => columns.indexOf(f));
  if (at.some((i) => i < 0)) return [];
  const headerEnd = header.index + header[0].length;
  const rows = scan([text], ROW)
    .filter((h) => h.sentenceStart + h.index >= headerEnd)
    .map((h) => ({ h, values: h.match.split(/[,/]/).map((v) => Number(v.trim())) }))
    .filter((r) => r.values.length === columns.length);
  const out: Figure[] = [];
  // The first row's baseline word may stand before the header ("L ear baseline (at hire) 1k/2k/...: ...").
  let previousEnd = Math.max(0, header.index - 60);
  const read = rows.map((r) => {
    const start = r.h.sentenceStart + r.h.index;
    const before = text.text.slice(previousEnd, start);
    previousEnd = start + r.h.match.length;
    return { ...r, baseline: BASELINE.test(before), ear: lastEar(text.text.slice(0, start), only) };
  });
  for (const ear of new Set(read.map((r) => r.ear))) {
    const own = read.filter((r) => r.ear === ear);
    // "this year ..., baseline ...": the current row may come first, with the baseline after it.
    const later = currentAt(own.map((r) => r.baseline));
    if (later < 0) continue;
    const baseline =
      own.slice(0, later).findLast((r) => r.baseline) ?? own.find((r) => r.baseline)!;
    const mean = (values: readonly number[]) => at.reduce((sum, i) => sum + values[i]!, 0) / 3;
    out.push(
      ...shiftAndLevel(mean(own[later]!.values), mean(baseline.values), {
        ear,
        aged: false,
        revised: false,
        retest: false,
        hit: own[later]!.h,
      }),
    );
  }
  return out;
}
