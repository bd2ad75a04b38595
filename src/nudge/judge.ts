/**
 * The judge's contract, shared by both providers: the structured reply every judge returns, the prompt
 * the openai judge reads (pure), and the interpreter that turns a reply into spec verdicts (pure).
 * Both judges receive each card's intent (intent/: what the card asks for) with the cards and the window.
 * The service's rules are enforced here, after the judge, whatever it said.
 */
import { z } from 'zod';
import { scanOutboundText } from '../privacy/index.ts';
import type { CardIntent } from './intent/index.ts';
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
  /** How sure the judge is of this status, 0-1 (optional: not part of the spec's response; see verdictConfidence). */
  confidence: z.number().min(0).max(1).optional(),
});

export const judgeReplySchema = z.object({ verdicts: z.array(judgeVerdictSchema) });

export type JudgeVerdict = z.output<typeof judgeVerdictSchema>;
export type JudgeReply = z.output<typeof judgeReplySchema>;

/** What a judge reads: the cards with their intents (same order) and the window, nothing else (no assist context). */
export interface JudgeInput {
  cards: readonly NudgeCard[];
  intents: readonly CardIntent[];
  segments: readonly TranscriptSegment[];
}

export const CHECK_TASK = 'nudge.check_resolution';

export const JUDGE_SYSTEM = [
  'You judge whether a clinical conversation has satisfied open decision-support nudge cards.',
  'Each card comes with its intent, read from its body: kind (question, information, action, discussion), action, and parts.',
  'Each part has the answer_type that settles it (scale, duration, quantity, frequency, yes_no, side, body_site, date, description,',
  'or none for actions and discussions) and a target (topic concepts, context such as night or rest, side, body_site, time prior or',
  'current, setting work or home); condition, when present, is what the card depends on. Every part must be satisfied.',
  'For every card, return one verdict with its card_index and one status:',
  '- addressed: a part-by-part yes. A question or information part is asked by the care side (clinician, nurse, therapist, case',
  '  manager) and answered by the patient side (the patient, or an interpreter, family member or workplace representative speaking for',
  "  the patient) with an answer of the part's answer_type about the same target; or volunteered by the patient side that way; or, for",
  '  information, stated by the care side (a value read out). An action part is done in the window (a test performed and its value read',
  '  out, a brace handed over and fitted, an order or referral placed now, a slot booked, a plan agreed, teach-back completed), not',
  '  planned, put off or refused. A discussion part gets substance from the care side (specific advice or an explanation), not a mention.',
  '- moved_past: the card no longer applies: its condition is found not to hold, it was already done, or the care side decides it is',
  '  not needed (a patient discharged from therapy has no next visit to book). Putting it off ("next visit", "let\'s put a pin in it") is not.',
  '- partial: something came up but not all of it: a vague answer to a specific request (a 0-10 rating needs a number; "a few" is not a',
  '  count), only one part of a multi-part card, an answer about a different target (the left knee for a right-knee card, a family',
  '  member for the patient, daytime pain for night pain), or a question asked and not answered.',
  '- not_addressed: nothing in the window addresses the card.',
  'Judge each card on its own text only. evidence_segment_ids lists the segment_id values the verdict rests on.',
  'reason is one short line saying what happened, naming those segment ids; never quote the transcript and never repeat names, dates, phone numbers or other identifiers.',
  "confidence (optional) is how sure you are of the status, from 0 to 1: lower it when the answer is short or vague, or a speaker's role is unclear.",
].join('\n');

/** The openai judge's user message: all cards of the window, each with its intent, in one call. */
export function buildJudgeUser(input: JudgeInput): string {
  return JSON.stringify({
    cards: input.cards.map((card, card_index) => {
      const intent = input.intents[card_index];
      return {
        card_index,
        category: card.category,
        body: card.body,
        ...(intent === undefined
          ? {}
          : {
              intent: {
                kind: intent.kind,
                action: intent.action,
                parts: intent.parts,
                condition: intent.condition,
              },
            }),
      };
    }),
    transcript_window: input.segments.map((s) => ({
      segment_id: s.segment_id,
      speaker: s.speaker,
      text: s.text,
    })),
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
  return evidence.some((id) => reason.includes(id))
    ? reason
    : `${reason} (segments ${evidence.join(', ')})`;
}

const OPEN: Omit<NudgeResolution, 'card_id'> = { resolved: false, reason: null };

/**
 * Turns a judge reply into one verdict per card, in request order, with only the ids sent.
 * Rules applied after the judge: a missing verdict is open; only `addressed`/`moved_past` resolve
 * (partial stays open); a resolving verdict needs evidence from this window and a reason;
 * safety categories never resolve; a reason failing the outbound identifier scan downgrades the verdict.
 */
export function interpretJudgeReply(
  input: Pick<JudgeInput, 'cards' | 'segments'>,
  reply: JudgeReply,
): NudgeResolution[] {
  const windowIds = new Set(input.segments.map((s) => s.segment_id));
  const byIndex = new Map<number, JudgeVerdict>();
  for (const verdict of reply.verdicts)
    if (!byIndex.has(verdict.card_index)) byIndex.set(verdict.card_index, verdict);

  return input.cards.map((card, index) => {
    const verdict = byIndex.get(index);
    if (verdict === undefined || !RESOLVING.has(verdict.status))
      return { card_id: card.card_id, ...OPEN };
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

/** A judge's confidence in a status when it gave none. */
const STATUS_CONFIDENCE: Readonly<Record<JudgeStatus, number>> = {
  addressed: 0.8,
  moved_past: 0.7,
  partial: 0.75,
  not_addressed: 0.85,
};

/**
 * The confidence (0.5-1) in each final verdict of `interpretJudgeReply`, same order: a safety card is certain (the
 * service keeps it open, rule 2); a verdict the service rules turned to open (no evidence, a failed scan) or a
 * missing one is a coin toss; otherwise the judge's own figure, else a default by status.
 */
export function verdictConfidence(
  input: Pick<JudgeInput, 'cards'>,
  reply: JudgeReply,
  resolutions: readonly NudgeResolution[],
): number[] {
  const byIndex = new Map<number, JudgeVerdict>();
  for (const verdict of reply.verdicts)
    if (!byIndex.has(verdict.card_index)) byIndex.set(verdict.card_index, verdict);
  return input.cards.map((card, index) => {
    if (isSafetyCategory(card.category)) return 1;
    const verdict = byIndex.get(index);
    if (verdict === undefined) return 0.5;
    if (RESOLVING.has(verdict.status) && resolutions[index]?.resolved !== true) return 0.5;
    return Math.max(0.5, verdict.confidence ?? STATUS_CONFIDENCE[verdict.status]);
  });
}
