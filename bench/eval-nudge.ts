/**
 * Nudge evaluation: the rules judge against the labelled windows in samples/nudge (windows.ndjson,
 * expected.json), through the same engine as the API, so the safety rule applies. Accuracy per category;
 * safety categories are 100% by construction (never resolved, and labelled so).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createRulesClient } from '../src/model/index.ts';
import { checkResolution } from '../src/nudge/check.ts';
import { isSafetyCategory } from '../src/nudge/safety.ts';
import { checkResolutionRequestSchema } from '../src/nudge/schema.ts';

const SAMPLES = fileURLToPath(new URL('../samples/nudge/', import.meta.url));

interface Expected {
  [encounterId: string]: { note: string; resolved: Record<string, boolean> };
}

const rules = createRulesClient();

export interface CategoryScore {
  category: string;
  correct: number;
  total: number;
  misses: string[];
}

/** held-* windows were written after the rules were fixed; demo-* windows document them. */
const isHeldOut = (id: string) => id.startsWith('held-');

export interface Evaluation {
  categories: CategoryScore[];
  heldOut: { correct: number; total: number };
}

/** Scores the rules judge on every labelled card; misses name encounter and card ids. */
export async function evaluate(): Promise<Evaluation> {
  const expected = JSON.parse(await readFile(`${SAMPLES}expected.json`, 'utf8')) as Expected;
  const lines = (await readFile(`${SAMPLES}windows.ndjson`, 'utf8')).split('\n').filter((l) => l.trim() !== '');
  const scores = new Map<string, CategoryScore>();
  const heldOut = { correct: 0, total: 0 };
  for (const line of lines) {
    const request = checkResolutionRequestSchema.parse(JSON.parse(line));
    const labels = expected[request.encounter_id ?? '']?.resolved ?? {};
    const { resolutions } = await checkResolution(request, rules);
    request.active_nudges.forEach((card, i) => {
      const score = scores.get(card.category) ?? { category: card.category, correct: 0, total: 0, misses: [] };
      const right = resolutions[i]?.resolved === labels[card.card_id];
      score.total += 1;
      if (right) score.correct += 1;
      else score.misses.push(`${request.encounter_id}/${card.card_id}`);
      if (isHeldOut(request.encounter_id ?? '')) {
        heldOut.total += 1;
        if (right) heldOut.correct += 1;
      }
      scores.set(card.category, score);
    });
  }
  return { categories: [...scores.values()].sort((a, b) => a.category.localeCompare(b.category)), heldOut };
}

export async function run(): Promise<string> {
  const { categories: scores, heldOut } = await evaluate();
  const pct = (c: number, t: number) => `${((100 * c) / t).toFixed(0)}%`;
  const rows = scores.map(
    (s) => `| ${s.category}${isSafetyCategory(s.category) ? ' (safety)' : ''} | ${s.correct}/${s.total} | ${pct(s.correct, s.total)} | ${s.misses.join(', ')} |`,
  );
  const correct = scores.reduce((n, s) => n + s.correct, 0);
  const total = scores.reduce((n, s) => n + s.total, 0);
  return [
    '## Nudge resolution (rules judge)',
    '',
    `Labelled cards in samples/nudge: ${total}; overall accuracy ${pct(correct, total)}. ` +
      `Held-out windows (held-*, written after the rules were fixed): ${heldOut.correct}/${heldOut.total} (${pct(heldOut.correct, heldOut.total)}).`,
    '',
    '| category | correct | accuracy | misses |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}
