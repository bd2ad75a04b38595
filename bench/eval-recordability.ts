/**
 * `npm run eval -- recordability`: accuracy of the offline rules provider against samples/cases, whose
 * expected answers (samples/cases/expected.csv) come from the regulation's own examples. A case counts as
 * predicted recordable when recordability_score >= 0.5; factor leanings are compared where labelled.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { createRulesClient } from '../src/model/rules.ts';
import { analyzeCase } from '../src/recordability/analyze.ts';
import { analyzeRequestSchema, FACTOR_NAMES } from '../src/recordability/schema.ts';

const DIR = fileURLToPath(new URL('../samples/cases/', import.meta.url));

export async function run(): Promise<string> {
  const rows = parse(await readFile(`${DIR}expected.csv`, 'utf8'), { columns: true }) as Array<Record<string, string>>;
  const model = createRulesClient();
  let right = 0;
  let factorRight = 0;
  let factorTotal = 0;
  const misses: string[] = [];
  for (const row of rows) {
    const request = analyzeRequestSchema.parse(JSON.parse(await readFile(`${DIR}${row['case']}.json`, 'utf8')));
    const result = await analyzeCase(request, { model, paragraphs: null });
    const predicted = result.recordability_score >= 0.5 ? 'yes' : 'no';
    if (predicted === row['recordable']) right += 1;
    else misses.push(`${row['case']} (expected ${row['recordable']}, score ${result.recordability_score})`);
    for (const f of FACTOR_NAMES) {
      const want = row[f];
      if (want === undefined || want === '') continue;
      factorTotal += 1;
      if (result.factors[f].leaning === want) factorRight += 1;
      else misses.push(`${row['case']}: ${f} leaning ${result.factors[f].leaning}, expected ${want}`);
    }
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  return [
    '## Recordability: rules provider vs samples/cases',
    '',
    '| Measure | Correct | Total | Accuracy |',
    '|---|---|---|---|',
    `| Recordable (score >= 0.5) | ${right} | ${rows.length} | ${pct(right, rows.length)} |`,
    `| Factor leanings (labelled) | ${factorRight} | ${factorTotal} | ${pct(factorRight, factorTotal)} |`,
    '',
    misses.length === 0 ? 'No misses.' : `Misses:\n\n${misses.map((m) => `- ${m}`).join('\n')}`,
  ].join('\n');
}
