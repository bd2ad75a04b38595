/** Plain-text tables for stderr summaries. Colour is applied after padding so ANSI codes do not skew widths. */

export type Align = 'left' | 'right';

export interface TableOptions {
  align: readonly Align[];
  /** Decorates a padded body cell (row and column are 0-based; the header is never painted). */
  paint?: (row: number, column: number, padded: string) => string;
}

export function renderTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  options: TableOptions,
): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const pad = (text: string, c: number): string =>
    options.align[c] === 'right' ? text.padStart(widths[c]!) : text.padEnd(widths[c]!);
  const lines = [header.map(pad).join('  ').trimEnd()];
  rows.forEach((row, r) => {
    const cells = header.map((_, c) => pad(row[c] ?? '', c));
    lines.push(
      cells
        .map((cell, c) => options.paint?.(r, c, cell) ?? cell)
        .join('  ')
        .trimEnd(),
    );
  });
  return `${lines.join('\n')}\n`;
}
