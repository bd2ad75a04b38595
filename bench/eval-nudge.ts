/**
 * `npm run eval -- nudge [--split dev|test|samples] [--provider rules|openai] [--misses]`: the nudge check against
 * labelled windows, through the same engine as the API (so the service rules apply). `dev` and `test` are the corpus
 * in eval/nudge (hand-written windows split once before tuning: tune on dev, only run test); `samples` is
 * samples/nudge (windows.ndjson with expected.json, which labels only the verdict). The provider comes from
 * --provider or OHDS_MODEL_PROVIDER (openai needs OPENAI_API_KEY and optionally OHDS_MODEL_BASE_URL, OHDS_MODEL).
 * --misses lists the wrong cards with their label rule, never for the test split.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { checkResolutionDetailed } from '../src/nudge/check.ts';
import {
  type CardOutcome,
  evaluateNudge,
  type LabelledWindow,
  labelledWindowSchema,
  renderNudgeReport,
} from '../src/nudge/evaluate.ts';
import { primaryAnswerType, readCardIntent } from '../src/nudge/intent/index.ts';
import { isSafetyCategory } from '../src/nudge/safety.ts';
import { checkResolutionRequestSchema } from '../src/nudge/schema.ts';
import { evalSetup, FROZEN, type Split, splitFile } from './eval-args.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

interface SampleLabels {
  [encounterId: string]: { note: string; resolved: Record<string, boolean> };
}

/** samples/nudge as labelled windows: the verdict only (kind and answer type are read from the card; the rule is `unlabelled`). */
async function loadSamples(): Promise<Array<{ window: LabelledWindow; labelled: boolean }>> {
  const dir = `${ROOT}samples/nudge/`;
  const labels = JSON.parse(await readFile(`${dir}expected.json`, 'utf8')) as SampleLabels;
  const lines = (await readFile(`${dir}windows.ndjson`, 'utf8'))
    .split('\n')
    .filter((l) => l.trim() !== '');
  return lines.map((line) => {
    const request = checkResolutionRequestSchema.parse(JSON.parse(line));
    const id = request.encounter_id ?? '';
    const resolved = labels[id]?.resolved ?? {};
    const expected = Object.fromEntries(
      Object.entries(resolved).map(([card, r]) => [
        card,
        {
          resolved: r,
          kind: 'question' as const,
          answer_type: 'none' as const,
          why: '',
          segments: [],
          rule: 'asked-answered' as const,
        },
      ]),
    );
    return { window: { id, request, expected }, labelled: false };
  });
}

async function loadSplit(
  split: Split,
): Promise<Array<{ window: LabelledWindow; labelled: boolean }>> {
  if (split === 'samples') return loadSamples();
  const text = await readFile(`${ROOT}eval/nudge/${splitFile(split)}`, 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => ({ window: labelledWindowSchema.parse(JSON.parse(line)), labelled: true }));
}

export async function run(args: readonly string[] = []): Promise<string> {
  const { splits, model } = evalSetup(args);
  const sections = [`## Nudge resolution evaluation (provider: ${model.provider})`];
  for (const split of splits) {
    const windows = await loadSplit(split);
    const outcomes: CardOutcome[] = [];
    for (const { window, labelled } of windows) {
      const { resolutions, confidence } = await checkResolutionDetailed(window.request, model);
      window.request.active_nudges.forEach((card, i) => {
        const label = window.expected[card.card_id];
        if (label === undefined) return;
        const read = labelled ? undefined : readCardIntent(card);
        outcomes.push({
          id: `${window.id}/${card.card_id}`,
          category: card.category,
          kind: read === undefined ? label.kind : `${read.kind} (read)`,
          rule: labelled ? label.rule : 'unlabelled',
          answerType: read === undefined ? label.answer_type : `${primaryAnswerType(read)} (read)`,
          safety: isSafetyCategory(card.category),
          expected: label.resolved,
          predicted: resolutions[i]?.resolved === true,
          ...(confidence[i] === undefined ? {} : { confidence: confidence[i] }),
        });
      });
    }
    sections.push(
      renderNudgeReport(`${split} (${windows.length} windows)`, evaluateNudge(outcomes)),
    );
    // The frozen test set is only ever summarised: no per-card listing, so nobody tunes on it.
    if (!FROZEN.has(split) && args.includes('--misses')) {
      const misses = outcomes.filter((o) => o.predicted !== o.expected);
      const line = (o: CardOutcome) =>
        `- ${o.id} [${o.category}; ${o.kind}/${o.answerType}; ${o.rule}] expected ${o.expected ? 'resolved' : 'open'}${o.confidence === undefined ? '' : ` (confidence ${o.confidence.toFixed(2)})`}`;
      sections.push(
        misses.length === 0 ? 'No misses.' : `Misses:\n\n${misses.map(line).join('\n')}`,
      );
    }
  }
  return sections.join('\n\n');
}
