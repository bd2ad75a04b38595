/** `ohds instruments` views of the definitions: a one-line-per-instrument list and a detail page. Pure text. */

import type { InstrumentDefinition } from '../../instruments/types.ts';
import { renderTable } from '../../io/table.ts';

function valuesText(def: InstrumentDefinition): string {
  const values = def.items[0]?.values ?? [];
  const labelled = values.some((v) => v.label !== String(v.value));
  if (labelled) return values.map((v) => `${v.value} ${v.label}`).join(', ');
  return `integers ${values[0]?.value}-${values.at(-1)?.value}`;
}

function bandsText(def: InstrumentDefinition): string {
  return def.bands.map((b) => `${b.name} ${b.min}-${b.max}`).join('; ');
}

export function listText(defs: readonly InstrumentDefinition[]): string {
  const rows = defs.map((def) => [def.id, def.category, String(def.items.length), bandsText(def)]);
  return renderTable(['instrument', 'category', 'items', 'bands'], rows, {
    align: ['left', 'left', 'right', 'left'],
  });
}

export function detailText(def: InstrumentDefinition): string {
  const direction = def.higherIsBetter ? 'higher = better' : 'higher = more concern';
  const lines = [
    `${def.id}: ${def.title}`,
    `category: ${def.category}   rubric version: ${def.rubricVersion}   score range: ${def.scoreRange.min}-${def.scoreRange.max} (${direction})`,
    `values: ${valuesText(def)}`,
    `bands: ${bandsText(def)}`,
    '',
    renderTable(
      ['item', 'topic'],
      def.items.map((item) => [item.id, item.text]),
      { align: ['left', 'left'] },
    ).trimEnd(),
  ];
  if (def.method.kind === 'sex_weighted_sum') {
    const { male, female } = def.method.weights;
    lines.push(
      '',
      renderTable(
        ['item', 'male (default)', 'female'],
        def.items.map((item) => [item.id, String(male[item.id]), String(female[item.id])]),
        { align: ['left', 'right', 'right'] },
      ).trimEnd(),
    );
  }
  if (def.notes.length > 0) lines.push('', ...def.notes.map((note) => `note: ${note}`));
  return `${lines.join('\n')}\n`;
}
