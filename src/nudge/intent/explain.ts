/**
 * `ohds nudge-check --explain`: how each card of a request was read (kind, action, parts with answer type and
 * target, cues), as data for JSON output and as a plain-text table for a terminal.
 */
import type { InputRecord } from '../../io/read.ts';
import { readCardIntent } from './read.ts';
import type { CardIntent, Target } from './schema.ts';

export interface ExplainedCard {
  card_id: string;
  category: string;
  intent: CardIntent;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The intents of a request body's cards. Entries that are not cards are left out: validation reports them. */
function explainCards(request: Record<string, unknown> | null): ExplainedCard[] {
  const cards = request?.active_nudges;
  if (!Array.isArray(cards)) return [];
  return cards.flatMap((c: unknown) => {
    const { card_id, category, body } = (typeof c === 'object' && c !== null ? c : {}) as Record<
      string,
      unknown
    >;
    return isText(card_id) && isText(category) && isText(body)
      ? [{ card_id, category, intent: readCardIntent({ category, body }) }]
      : [];
  });
}

/** Passes records through unchanged, keeping each one's card intents by line (`line ?? row`, as batch.ts numbers them). */
export function recordIntents(records: AsyncIterable<InputRecord> | Iterable<InputRecord>): {
  records: AsyncIterable<InputRecord>;
  intentsOf(line: number): ExplainedCard[];
} {
  const byLine = new Map<number, ExplainedCard[]>();
  async function* tap(): AsyncGenerator<InputRecord> {
    for await (const record of records) {
      byLine.set(record.line ?? record.row, explainCards(record.values));
      yield record;
    }
  }
  return { records: tap(), intentsOf: (line) => byLine.get(line) ?? [] };
}

/** A target in a few words: `pain, grip | right wrist | current | work | ctx activity`. */
function describeTarget(t: Target): string {
  const site = [t.side, t.body_site].filter((x) => x !== null).join(' ');
  return [
    t.topic.join(', ') || '-',
    site,
    t.time ?? '',
    t.setting ?? '',
    t.context.length > 0 ? `ctx ${t.context.join(', ')}` : '',
  ]
    .filter((x) => x !== '')
    .join(' | ');
}

/** One row per card part (line, card, kind, action, part, answer, target), then the card's cues indented. */
export function formatIntentTable(
  outcomes: ReadonlyArray<{ line: number; intents?: readonly ExplainedCard[] }>,
): string {
  const head = ['line', 'card_id', 'kind', 'action', 'part', 'answer', 'target'];
  const blocks: Array<{ rows: string[][]; cues: string[] }> = [];
  for (const o of outcomes) {
    for (const { card_id, intent } of o.intents ?? []) {
      const rows = intent.parts.map((p, i) => [
        String(o.line),
        card_id,
        intent.kind,
        p.action ?? '-',
        String(i + 1),
        p.answer_type,
        describeTarget(p.target),
      ]);
      const cues = [
        ...intent.cues,
        ...(intent.condition !== null ? [`if: ${describeTarget(intent.condition)}`] : []),
      ];
      blocks.push({ rows, cues });
    }
  }
  const widths = head.map((_, c) =>
    Math.max(head[c]!.length, ...blocks.flatMap((b) => b.rows.map((r) => r[c]!.length))),
  );
  const line = (r: readonly string[]) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  const out = [line(head)];
  for (const b of blocks) out.push(...b.rows.map(line), `    cues: ${b.cues.join('; ')}`);
  return `${out.join('\n')}\n`;
}
