/**
 * Evaluation of the nudge check on labelled windows (eval/nudge: hand-written visit windows with one label per
 * card, split once into a development set and a frozen test set; samples/nudge: the documented samples). Pure:
 * the caller reads the windows and runs the check; this scores the verdicts.
 *
 * Measures: accuracy; the false-resolution rate (cards we resolved that should stay open, over all cards that
 * should stay open: a card cleared wrongly hides a question that still needs asking, so this is the costly error);
 * the missed-resolution rate; accuracy per card kind, per labelling rule and per answer type; and the safety check
 * (spec rule 2: no safety card is ever resolved).
 */
import { z } from 'zod';
import { ANSWER_TYPES, CARD_KINDS } from './intent/schema.ts';
import { checkResolutionRequestSchema } from './schema.ts';

/** The labelling rules of eval/nudge/README.md ("Labelling rules"): one per card. */
const LABEL_RULES = [
  'asked-answered',
  'proxy-answered',
  'volunteered',
  'action-done',
  'discussed',
  'moved-past',
  'open-safety',
  'open-partial',
  'open-one-part',
  'open-wrong-target',
  'open-unanswered',
  'open-deferred',
  'open-topic-only',
  'open-not-mentioned',
] as const;

const cardLabelSchema = z.object({
  resolved: z.boolean(),
  kind: z.enum(CARD_KINDS),
  answer_type: z.enum(ANSWER_TYPES),
  why: z.string(),
  segments: z.array(z.string()),
  rule: z.enum(LABEL_RULES),
});

export const labelledWindowSchema = z
  .object({
    id: z.string(),
    request: checkResolutionRequestSchema,
    expected: z.record(z.string(), cardLabelSchema),
  })
  .loose();
export type LabelledWindow = z.output<typeof labelledWindowSchema>;

/** One card's verdict against its label. `kind`, `rule`, `answerType` are `unlabelled` when the set has none. */
export interface CardOutcome {
  /** `window/card_id`. */
  id: string;
  category: string;
  kind: string;
  rule: string;
  answerType: string;
  safety: boolean;
  expected: boolean;
  predicted: boolean;
  /** The engine's confidence in its verdict (0.5-1), when it gave one. */
  confidence?: number;
}

export interface Rate {
  correct: number;
  total: number;
}

export interface NudgeEvaluation {
  cards: number;
  accuracy: Rate;
  /** Resolved by us, should stay open / all cards that should stay open. */
  falseResolution: Rate;
  /** Left open by us, should resolve / all cards that should resolve. */
  missedResolution: Rate;
  /** Safety cards left open / all safety cards (spec rule 2: must be every one). */
  safety: Rate;
  byKind: Record<string, Rate>;
  byRule: Record<string, Rate>;
  byAnswerType: Record<string, Rate>;
  /**
   * How well the confidence ranks and calibrates the verdicts, on P(resolved) = confidence for a resolved verdict,
   * 1 - confidence for an open one: AUROC (0.5 = no better than chance, 1 = every should-resolve card ranked above
   * every should-stay-open one) and Brier score (mean squared error; lower is better). Null without confidences.
   */
  auroc: number | null;
  brier: number | null;
  /** Accuracy of the verdicts at or above each confidence level: what a reviewer may trust without a look. */
  byConfidence: Record<string, Rate>;
}

const accuracy = (outcomes: readonly CardOutcome[]): Rate => ({
  correct: outcomes.filter((o) => o.predicted === o.expected).length,
  total: outcomes.length,
});

function grouped(
  outcomes: readonly CardOutcome[],
  key: (o: CardOutcome) => string,
): Record<string, Rate> {
  const keys = [...new Set(outcomes.map(key))].sort();
  return Object.fromEntries(keys.map((k) => [k, accuracy(outcomes.filter((o) => key(o) === k))]));
}

/** P(resolved) of an outcome from its verdict and confidence. */
const pResolved = (o: CardOutcome) => (o.predicted ? o.confidence! : 1 - o.confidence!);

/** Area under the ROC curve of `score` for the positives (Mann-Whitney: ties count half). Null when one class is empty. */
export function auroc(items: ReadonlyArray<{ score: number; positive: boolean }>): number | null {
  const pos = items.filter((x) => x.positive).map((x) => x.score);
  const neg = items.filter((x) => !x.positive).map((x) => x.score);
  if (pos.length === 0 || neg.length === 0) return null;
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

const CONFIDENCE_LEVELS = [0.5, 0.7, 0.8, 0.9];

export function evaluateNudge(outcomes: readonly CardOutcome[]): NudgeEvaluation {
  const scored = outcomes.length > 0 && outcomes.every((o) => o.confidence !== undefined);
  const open = outcomes.filter((o) => !o.expected);
  const resolved = outcomes.filter((o) => o.expected);
  const safety = outcomes.filter((o) => o.safety);
  return {
    cards: outcomes.length,
    accuracy: accuracy(outcomes),
    falseResolution: { correct: open.filter((o) => o.predicted).length, total: open.length },
    missedResolution: {
      correct: resolved.filter((o) => !o.predicted).length,
      total: resolved.length,
    },
    safety: { correct: safety.filter((o) => !o.predicted).length, total: safety.length },
    byKind: grouped(outcomes, (o) => o.kind),
    byRule: grouped(outcomes, (o) => o.rule),
    byAnswerType: grouped(outcomes, (o) => o.answerType),
    auroc: scored
      ? auroc(outcomes.map((o) => ({ score: pResolved(o), positive: o.expected })))
      : null,
    brier: scored
      ? outcomes.reduce((sum, o) => sum + (pResolved(o) - (o.expected ? 1 : 0)) ** 2, 0) /
        outcomes.length
      : null,
    byConfidence: scored
      ? Object.fromEntries(
          CONFIDENCE_LEVELS.map((c) => [
            `>= ${c.toFixed(1)}`,
            accuracy(outcomes.filter((o) => o.confidence! >= c)),
          ]),
        )
      : {},
  };
}

const pct = (r: Rate) => (r.total === 0 ? 'n/a' : `${((100 * r.correct) / r.total).toFixed(1)}%`);
const cell = (r: Rate) => `${pct(r)} (${r.correct}/${r.total})`;

function table(title: string, rates: Record<string, Rate>): string[] {
  const rows = Object.entries(rates).map(([k, r]) => `| ${k} | ${cell(r)} |`);
  return rows.length === 0 ? [] : ['', `| ${title} | Accuracy |`, '|---|---|', ...rows];
}

/** The report as markdown. */
export function renderNudgeReport(title: string, report: NudgeEvaluation): string {
  return [
    `### ${title}`,
    '',
    '| Measure | Value |',
    '|---|---|',
    `| Cards | ${report.cards} |`,
    `| Accuracy | ${cell(report.accuracy)} |`,
    `| False-resolution rate (resolved, should stay open) | ${cell(report.falseResolution)} |`,
    `| Missed-resolution rate (open, should resolve) | ${cell(report.missedResolution)} |`,
    `| Safety cards left open (must be 100%) | ${cell(report.safety)}${report.safety.correct === report.safety.total ? '' : ' FAIL'} |`,
    ...(report.auroc === null
      ? []
      : [`| Confidence AUROC (P(resolved) vs label; 0.5 = chance) | ${report.auroc.toFixed(3)} |`]),
    ...(report.brier === null
      ? []
      : [`| Confidence Brier score (lower is better) | ${report.brier.toFixed(3)} |`]),
    ...table('Card kind', report.byKind),
    ...table('Label rule', report.byRule),
    ...table('Answer type', report.byAnswerType),
    ...table('Confidence', report.byConfidence),
  ].join('\n');
}
