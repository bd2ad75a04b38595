/**
 * Evaluation of the recordability engine on a labelled corpus (eval/recordability: official OSHA answers
 * re-told in everyday wording, split once into a development set and a frozen test set). Pure: the caller
 * reads the corpus and runs the engine; this scores the results.
 *
 * Measures: agreement with the official answer (predicted recordable = the decision's leaning, or the score
 * when the leaning is unsure); agreement per confidence tier; the share of cases decided on an unknown fact;
 * AUROC of `confidence.overall` against correctness (does confidence rank right answers above wrong ones);
 * the Brier score of `recordability_score` against the official answer; agreement per topic.
 */
import { z } from 'zod';
import { analyzeRequestSchema } from './schema.ts';

export const corpusCaseSchema = z
  .object({
    id: z.string(),
    topic: z.string(),
    request: analyzeRequestSchema,
    expected: z
      .object({
        recordable: z.enum(['yes', 'no']),
        work_related: z.enum(['yes', 'no']).nullable().optional(),
        new_case: z.enum(['yes', 'no']).nullable().optional(),
      })
      .loose(),
    source: z.object({ type: z.string(), ref: z.string(), url: z.string().optional() }).loose(),
  })
  .loose();
export type CorpusCase = z.output<typeof corpusCaseSchema>;

export interface Outcome {
  id: string;
  topic: string;
  expected: 'yes' | 'no';
  predicted: 'yes' | 'no';
  score: number;
  confidence: number;
  tier: 'high' | 'moderate' | 'low';
  decidedOnUnknown: boolean;
}

export interface Rate {
  correct: number;
  total: number;
}

export interface EvaluationReport {
  cases: number;
  agreement: Rate;
  byTier: Record<Outcome['tier'], Rate>;
  decidedOnUnknown: Rate;
  auroc: number | null;
  brier: number;
  byTopic: Record<string, Rate>;
  /** Recordable cases called not recordable, and the reverse. */
  falseNegatives: number;
  falsePositives: number;
}

/** The predicted answer: the leaning, or the score when the leaning is unsure. */
export function predictedOf(leaning: 'yes' | 'no' | 'unsure', score: number): 'yes' | 'no' {
  return leaning === 'unsure' ? (score >= 0.5 ? 'yes' : 'no') : leaning;
}

/**
 * Area under the ROC curve of `scores` for telling positives from negatives (Mann-Whitney U, ties count half);
 * null when either class is empty.
 */
function auroc(scores: readonly number[], positive: readonly boolean[]): number | null {
  const pos = scores.filter((_, i) => positive[i]);
  const neg = scores.filter((_, i) => !positive[i]);
  if (pos.length === 0 || neg.length === 0) return null;
  const ranked = scores.map((s, i) => ({ s, p: positive[i]! })).sort((a, b) => a.s - b.s);
  let rankSumPos = 0;
  for (let i = 0; i < ranked.length; ) {
    let j = i;
    while (j < ranked.length && ranked[j]!.s === ranked[i]!.s) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (ranked[k]!.p) rankSumPos += midRank;
    i = j;
  }
  return (rankSumPos - (pos.length * (pos.length + 1)) / 2) / (pos.length * neg.length);
}

const rate = (outcomes: readonly Outcome[]): Rate => ({
  correct: outcomes.filter((o) => o.predicted === o.expected).length,
  total: outcomes.length,
});

export function evaluate(outcomes: readonly Outcome[]): EvaluationReport {
  const tiers = ['high', 'moderate', 'low'] as const;
  const topics = [...new Set(outcomes.map((o) => o.topic))].sort();
  return {
    cases: outcomes.length,
    agreement: rate(outcomes),
    byTier: Object.fromEntries(
      tiers.map((t) => [t, rate(outcomes.filter((o) => o.tier === t))]),
    ) as Record<Outcome['tier'], Rate>,
    decidedOnUnknown: {
      correct: outcomes.filter((o) => o.decidedOnUnknown).length,
      total: outcomes.length,
    },
    auroc: auroc(
      outcomes.map((o) => o.confidence),
      outcomes.map((o) => o.predicted === o.expected),
    ),
    brier:
      outcomes.length === 0
        ? 0
        : outcomes.reduce((s, o) => s + (o.score - (o.expected === 'yes' ? 1 : 0)) ** 2, 0) /
          outcomes.length,
    byTopic: Object.fromEntries(
      topics.map((t) => [t, rate(outcomes.filter((o) => o.topic === t))]),
    ),
    falseNegatives: outcomes.filter((o) => o.expected === 'yes' && o.predicted === 'no').length,
    falsePositives: outcomes.filter((o) => o.expected === 'no' && o.predicted === 'yes').length,
  };
}

const pct = (r: Rate) => (r.total === 0 ? 'n/a' : `${((100 * r.correct) / r.total).toFixed(1)}%`);

/** The report as markdown. */
export function renderReport(title: string, report: EvaluationReport): string {
  const lines = [
    `### ${title}`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| Cases | ${report.cases} |`,
    `| Agreement with the official answer | ${pct(report.agreement)} (${report.agreement.correct}/${report.agreement.total}) |`,
    ...(['high', 'moderate', 'low'] as const).map(
      (t) =>
        `| Agreement, tier ${t} | ${pct(report.byTier[t])} (${report.byTier[t].correct}/${report.byTier[t].total}) |`,
    ),
    `| Share decided on an unknown fact | ${pct(report.decidedOnUnknown)} |`,
    `| AUROC of confidence against correctness | ${report.auroc === null ? 'n/a' : report.auroc.toFixed(3)} |`,
    `| Brier score of recordability_score | ${report.brier.toFixed(3)} |`,
    `| False negatives / false positives | ${report.falseNegatives} / ${report.falsePositives} |`,
    '',
    '| Topic | Agreement |',
    '|---|---|',
    ...Object.entries(report.byTopic).map(
      ([t, r]) => `| ${t} | ${pct(r)} (${r.correct}/${r.total}) |`,
    ),
  ];
  return lines.join('\n');
}
