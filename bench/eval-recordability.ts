/**
 * `npm run eval -- recordability [--split dev|test|samples] [--provider rules|openai]`: the recordability engine
 * against labelled cases. `dev` and `test` are the corpus in eval/recordability (official OSHA answers re-told in
 * everyday wording, split once before tuning: tune on dev, only run test); `samples` is samples/cases with
 * samples/cases/expected.csv. The provider comes from --provider or OHDS_MODEL_PROVIDER (openai needs
 * OPENAI_API_KEY and optionally OHDS_MODEL_BASE_URL, OHDS_MODEL).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { analyzeCase } from '../src/recordability/analyze.ts';
import {
  corpusCaseSchema,
  evaluate,
  type Outcome,
  predictedOf,
  renderReport,
} from '../src/recordability/evaluate.ts';
import { analyzeRequestSchema } from '../src/recordability/schema.ts';
import { evalSetup, FROZEN, type Split, splitFile } from './eval-args.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

interface Labelled {
  id: string;
  topic: string;
  request: unknown;
  expected: 'yes' | 'no';
}

async function loadSplit(split: Split): Promise<Labelled[]> {
  if (split === 'samples') {
    const dir = `${ROOT}samples/cases/`;
    const rows = parse(await readFile(`${dir}expected.csv`, 'utf8'), { columns: true }) as Array<
      Record<string, string>
    >;
    return Promise.all(
      rows.map(async (row) => ({
        id: row.case!,
        topic: 'samples',
        request: JSON.parse(await readFile(`${dir}${row.case}.json`, 'utf8')),
        expected: row.recordable === 'yes' ? 'yes' : 'no',
      })),
    );
  }
  const text = await readFile(`${ROOT}eval/recordability/${splitFile(split)}`, 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const c = corpusCaseSchema.parse(JSON.parse(line));
      return { id: c.id, topic: c.topic, request: c.request, expected: c.expected.recordable };
    });
}

export async function run(args: readonly string[] = []): Promise<string> {
  const { splits, model } = evalSetup(args);
  const sections = [`## Recordability evaluation (provider: ${model.provider})`];
  for (const split of splits) {
    const cases = await loadSplit(split);
    const outcomes: Outcome[] = [];
    for (const c of cases) {
      const result = await analyzeCase(analyzeRequestSchema.parse(c.request), {
        model,
        paragraphs: null,
      });
      outcomes.push({
        id: c.id,
        topic: c.topic,
        expected: c.expected,
        predicted: predictedOf(result.criteria.recordable_leaning, result.recordability_score),
        score: result.recordability_score,
        confidence: result.confidence.overall,
        tier: result.confidence.tier,
        decidedOnUnknown: result.confidence.breakdown.decided_on_unknown,
      });
    }
    sections.push(renderReport(`${split} (${cases.length} cases)`, evaluate(outcomes)));
    // The frozen test set is only ever summarised: no per-case listing, so nobody tunes on it.
    if (!FROZEN.has(split) && args.includes('--misses')) {
      const misses = outcomes.filter((o) => o.predicted !== o.expected);
      sections.push(
        misses.length === 0
          ? 'No misses.'
          : `Misses:\n\n${misses.map((m) => `- ${m.id} [${m.topic}] expected ${m.expected}, score ${m.score}, ${m.tier}`).join('\n')}`,
      );
    }
  }
  return sections.join('\n\n');
}
