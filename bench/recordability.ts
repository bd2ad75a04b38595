/**
 * Recordability benchmark. (1) 200 cases through the openai provider (five part readings per case) against the
 * fake OpenAI-compatible server at 300 ms per call with the process-wide limit at 10: wall time against the ideal
 * ceil(calls / 10) x 300 ms (target ratio <= 1.15). (2) The offline reader and decision engine's cases per second.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { createOpenAIClient } from '../src/model/openai.ts';
import { createRulesClient } from '../src/model/rules.ts';
import { analyzeCase } from '../src/recordability/analyze.ts';
import { readPartOffline } from '../src/recordability/read/offline/index.ts';
import {
  type AnalyzeRequest,
  analyzeRequestSchema,
  FACTOR_NAMES,
} from '../src/recordability/schema.ts';
import { startFakeOpenAI } from '../test/support/fake-openai.ts';

const SAMPLES = fileURLToPath(new URL('../samples/cases/', import.meta.url));
const CASES = 200;
const LATENCY_MS = 300;
const CONCURRENCY = 10;

async function cases(): Promise<AnalyzeRequest[]> {
  const files = (await readdir(SAMPLES))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.result.json'))
    .sort(); // not analyze results
  const samples = await Promise.all(
    files.map(async (f) =>
      analyzeRequestSchema.parse(JSON.parse(await readFile(`${SAMPLES}${f}`, 'utf8'))),
    ),
  );
  return Array.from({ length: CASES }, (_, i) => samples[i % samples.length]!);
}

export async function run(): Promise<string> {
  const requests = await cases();
  const rules = createRulesClient();

  // Canned replies: the offline reader's own reading of the first sample, so the fake's output is schema-valid.
  const byTask = new Map<string, unknown>(
    FACTOR_NAMES.map((f) => [`recordability_read_${f}`, readPartOffline(f, requests[0]!.case)]),
  );
  const fake = await startFakeOpenAI({
    latencyMs: LATENCY_MS,
    respond: (r) => ({ json: byTask.get(r.schemaName ?? '') ?? {} }),
  });
  try {
    const model = createOpenAIClient({
      apiKey: 'bench',
      baseURL: fake.baseURL,
      model: 'fake',
      timeoutMs: 30_000,
      retries: 0,
      limit: pLimit(CONCURRENCY),
    });
    const started = performance.now();
    await Promise.all(requests.map((r) => analyzeCase(r, { model, paragraphs: null })));
    const wall = performance.now() - started;
    const calls = fake.requests.length;
    const ideal = Math.ceil(calls / CONCURRENCY) * LATENCY_MS;

    const rulesStarted = performance.now();
    for (const r of requests) await analyzeCase(r, { model: rules, paragraphs: null });
    const rulesMs = performance.now() - rulesStarted;

    return [
      '## Recordability',
      '',
      `openai provider against the fake server: ${CASES} cases, ${calls} model calls, ${LATENCY_MS} ms per call, concurrency ${CONCURRENCY} (max in flight seen: ${fake.maxInFlight}).`,
      '',
      '| Measure | Value |',
      '|---|---|',
      `| Wall time | ${(wall / 1000).toFixed(2)} s |`,
      `| Ideal (ceil(calls / ${CONCURRENCY}) x ${LATENCY_MS} ms) | ${(ideal / 1000).toFixed(2)} s |`,
      `| Ratio wall / ideal (target <= 1.15) | ${(wall / ideal).toFixed(3)} |`,
      `| Rules provider, ${CASES} cases sequentially | ${(rulesMs / 1000).toFixed(2)} s |`,
      `| Rules provider throughput | ${((CASES * 1000) / rulesMs).toFixed(0)} cases/s |`,
    ].join('\n');
  } finally {
    await fake.close();
  }
}
