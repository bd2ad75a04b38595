/**
 * The judge's contract, shared by both providers: the structured reply every judge returns, the prompt
 * the openai judge reads (pure), and the interpreter that turns a reply into spec verdicts (pure).
 * The service's rules are enforced here, after the judge, whatever it said.
 */
import { z } from 'zod';
import { scanOutboundText } from '../privacy/index.ts';
import { isSafetyCategory } from './safety.ts';
import type { NudgeCard, NudgeResolution, TranscriptSegment } from './schema.ts';

export const JUDGE_STATUSES = ['addressed', 'moved_past', 'partial', 'not_addressed'] as const;
export type JudgeStatus = (typeof JUDGE_STATUSES)[number];

export const judgeVerdictSchema = z.object({
  /** Position of the card in the request (0-based): card ids may repeat, positions do not. */
  card_index: z.int(),
  status: z.enum(JUDGE_STATUSES),
  /** The segment ids the verdict rests on. */
  evidence_segment_ids: z.array(z.string()),
  /** One line, no transcript quotes. */
  reason: z.string(),
});

export const judgeReplySchema = z.object({ verdicts: z.array(judgeVerdictSchema) });

export type JudgeVerdict = z.output<typeof judgeVerdictSchema>;
export type JudgeReply = z.output<typeof judgeReplySchema>;

/** What a judge reads: the cards and the window, nothing else (no assist context). */
export interface JudgeInput {
  cards: readonly NudgeCard[];
  segments: readonly TranscriptSegment[];
}

export const CHECK_TASK = 'nudge.check_resolution';

export const JUDGE_SYSTEM = [
  'You judge whether a clinical conversation has satisfied open decision-support nudge cards.',
  'For every card, return one verdict with its card_index and one status:',
  '- addressed: the clinician asked the question the card prompts, or the patient volunteered the information it asks for, or the clinician did the thing it suggests.',
  '- moved_past: the conversation clearly moved past the card\'s context (for example the clinician deferred or closed its topic).',
  '- partial: the topic came up but the answer is incomplete; when the card asks for a specific answer (a 0-10 rating needs a number), a vague answer is partial.',
  '- not_addressed: nothing in the window addresses the card.',
  'Judge each card on its own text only. evidence_segment_ids lists the segment_id values the verdict rests on.',
  'reason is one short line saying what happened, naming those segment ids; never quote the transcript and never repeat names, dates, phone numbers or other identifiers.',
].join('\n');

/** The openai judge's user message: all cards of the window in one call. */
export function buildJudgeUser(input: JudgeInput): string {
  return JSON.stringify({
    cards: input.cards.map((card, card_index) => ({ card_index, category: card.category, body: card.body })),
    transcript_window: input.segments.map((s) => ({ segment_id: s.segment_id, speaker: s.speaker, text: s.text })),
  });
}

const RESOLVING: ReadonlySet<JudgeStatus> = new Set(['addressed', 'moved_past']);
const REASON_MAX = 500;

/** One line: whitespace collapsed, trimmed, capped. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > REASON_MAX ? `${line.slice(0, REASON_MAX - 3)}...` : line;
}

/** Names the evidence in the reason when the judge did not. */
function withEvidence(reason: string, evidence: readonly string[]): string {
  return evidence.some((id) => reason.includes(id)) ? reason : `${reason} (segments ${evidence.join(', ')})`;
}

const OPEN: Omit<NudgeResolution, 'card_id'> = { resolved: false, reason: null };

/**
 * Turns a judge reply into one verdict per card, in request order, with only the ids sent.
 * Rules applied after the judge: a missing verdict is open; only `addressed`/`moved_past` resolve
 * (partial stays open); a resolving verdict needs evidence from this window and a reason;
 * safety categories never resolve; a reason failing the outbound identifier scan downgrades the verdict.
 */
export function interpretJudgeReply(input: JudgeInput, reply: JudgeReply): NudgeResolution[] {
  const windowIds = new Set(input.segments.map((s) => s.segment_id));
  const byIndex = new Map<number, JudgeVerdict>();
  for (const verdict of reply.verdicts) if (!byIndex.has(verdict.card_index)) byIndex.set(verdict.card_index, verdict);

  return input.cards.map((card, index) => {
    const verdict = byIndex.get(index);
    if (verdict === undefined || !RESOLVING.has(verdict.status)) return { card_id: card.card_id, ...OPEN };
    // Rule 2: safety categories stay open whatever the judge said.
    if (isSafetyCategory(card.category)) return { card_id: card.card_id, ...OPEN };
    const evidence = [...new Set(verdict.evidence_segment_ids)].filter((id) => windowIds.has(id));
    const reason = oneLine(verdict.reason);
    if (evidence.length === 0 || reason === '') return { card_id: card.card_id, ...OPEN };
    const named = withEvidence(reason, evidence);
    // Outbound scan: generated text with an identifier shape never leaves; the card stays open.
    if (scanOutboundText(named) !== null) return { card_id: card.card_id, ...OPEN };
    return { card_id: card.card_id, resolved: true, reason: named };
  });
}
