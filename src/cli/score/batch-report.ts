/** The stderr summary of a scoring batch: counts, band distribution, out-of-range warnings. Pure text. */
import { renderTable } from '../../io/table.ts';
import type { BatchSummary } from './batch.ts';
import type { ColumnPlan } from './rows.ts';

/** How concerning a band is, from its position and the instrument's sign convention. */
export type Tone = 'good' | 'middle' | 'bad' | 'unknown';
export type Paint = (tone: Tone, text: string) => string;

function toneOf(plan: ColumnPlan, band: string): Tone {
  const bands = plan.instrument.bands;
  const index = bands.findIndex((b) => b.name === band);
  if (index < 0) return 'unknown';
  const position = bands.length === 1 ? 0 : index / (bands.length - 1);
  const concern = plan.instrument.higherIsBetter ? 1 - position : position;
  return concern < 1 / 3 ? 'good' : concern <= 2 / 3 ? 'middle' : 'bad';
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** Warnings about values that were scored but are probably mis-coded. */
function warningLines(plan: ColumnPlan, summary: BatchSummary): string[] {
  const lines = plan.items
    .filter((item) => summary.outOfRange.has(item.id))
    .map(
      (item) =>
        `warning: ${item.id}: ${summary.outOfRange.get(item.id)} row(s) with values outside ${item.min}-${item.max}, summed as given`,
    );
  if (summary.unrecognisedSex > 0) {
    lines.push(
      `warning: sex: ${summary.unrecognisedSex} row(s) with a value other than 'male' or 'female'; male weights applied`,
    );
  }
  return lines;
}

export function summaryText(
  plan: ColumnPlan,
  summary: BatchSummary,
  elapsedMs: number,
  paint: Paint,
): string {
  const bandNames = [
    ...plan.instrument.bands.map((b) => b.name),
    ...(summary.bands.has('unknown') ? ['unknown'] : []),
  ];
  const rows = bandNames.map((name) => [
    name,
    String(summary.bands.get(name) ?? 0),
    percent(summary.bands.get(name) ?? 0, summary.scored),
  ]);
  const table = renderTable(['band', 'rows', 'share'], rows, {
    align: ['left', 'right', 'right'],
    paint: (r, c, cell) => (c === 0 ? paint(toneOf(plan, bandNames[r]!), cell) : cell),
  });
  const stopped =
    summary.stoppedAt === null ? '' : `; stopped at row ${summary.stoppedAt} (--fail-fast)`;
  const failed = summary.failed > 0 ? paint('bad', `${summary.failed} failed`) : '0 failed';
  const head = `${plan.instrument.id}: ${summary.scored} scored, ${failed}${stopped} in ${(elapsedMs / 1000).toFixed(2)} s\n`;
  return [...warningLines(plan, summary).map((line) => `${line}\n`), head, table].join('');
}
