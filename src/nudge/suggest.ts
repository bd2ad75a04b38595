/**
 * `suggestCards`: proposes new cards for a window. Rules provider: templates (templates.ts) whose trigger
 * concepts appear and whose card the window has not already addressed. Openai provider: the model drafts
 * cards in one structured call. Either way the service keeps only well-formed cards (kebab category,
 * body 1-280 characters) whose body passes the outbound identifier scan, skips categories already on
 * the rail, and caps the count.
 */
import { z } from 'zod';
import type { ModelClient } from '../model/port.ts';
import { scanOutboundText } from '../privacy/index.ts';
import { readCardIntent } from './intent/index.ts';
import { judgeOffline } from './offline-judge.ts';
import {
  KEBAB,
  SUGGEST_DEFAULT,
  type SuggestedCard,
  type SuggestInput,
  type TranscriptSegment,
} from './schema.ts';
import { CARD_TEMPLATES } from './templates.ts';
import { readTurn } from './window/turn.ts';

export const SUGGEST_TASK = 'nudge.suggest';

const suggestReplySchema = z.object({
  suggestions: z.array(
    z.object({
      template_id: z.string().nullable(),
      category: z.string(),
      body: z.string(),
      evidence_segment_ids: z.array(z.string()),
    }),
  ),
});
export type SuggestReply = z.output<typeof suggestReplySchema>;

export interface SuggestJudgeInput {
  segments: readonly TranscriptSegment[];
}

const SUGGEST_SYSTEM = [
  'You propose decision-support nudge cards for a clinician from an occupational-health conversation.',
  'Each card has a category (lowercase kebab-case, for example pain-assessment) and a body of at most 280 characters',
  'telling the clinician what to ask or check next. Propose only what the conversation has not already covered.',
  'Use the safety categories emergency-activation, escalation-indicated, red-flag-screening,',
  'patient-location-unconfirmed and otc-contraindication-check when they apply.',
  'evidence_segment_ids lists the segment_id values that prompted the card; template_id is null.',
  'Never include names, dates, phone numbers or other identifiers, and never quote the transcript.',
].join('\n');

function buildSuggestUser(input: SuggestJudgeInput): string {
  return JSON.stringify({
    transcript_window: input.segments.map((s) => ({
      segment_id: s.segment_id,
      speaker: s.speaker,
      text: s.text,
    })),
  });
}

/** Topics that put a turn at work (templates trigger on `work`). */
const WORK_TOPICS: ReadonlySet<string> = new Set([
  'work_status',
  'modified_duty',
  'return_to_work',
  'job_demands',
  'restriction',
]);

/**
 * What a segment names, read with the intent vocabulary (window/turn.ts): topic keys, body sites, contexts
 * (`night`, `activity`) and `work` when it is set at work or names a work topic.
 */
function keysOf(text: string): Set<string> {
  const keys = new Set<string>();
  for (const s of readTurn(text).sentences) {
    for (const k of [...s.target.topic, ...s.sites, ...s.target.context]) keys.add(k);
    if (s.target.setting === 'work' || s.target.topic.some((t) => WORK_TOPICS.has(t)))
      keys.add('work');
  }
  return keys;
}

/**
 * The rules provider: triggered templates, in catalog order, except those the window already covered.
 * Covered means the offline judge resolves the template's card on evidence beyond the segments that
 * triggered it (a patient mentioning ibuprofen triggers the OTC check; it does not perform it).
 */
function suggestWithRules(input: SuggestJudgeInput): SuggestReply {
  const readings = input.segments.map((s) => ({ id: s.segment_id, keys: keysOf(s.text) }));
  const triggered = CARD_TEMPLATES.flatMap((template) => {
    const hits = readings.filter((r) =>
      template.when.some((group) => group.every((c) => r.keys.has(c))),
    );
    return hits.length > 0 ? [{ template, evidence: hits.map((r) => r.id) }] : [];
  });
  const cards = triggered.map(({ template }) => ({
    card_id: template.id,
    category: template.category,
    body: template.body,
  }));
  const verdicts = judgeOffline({
    cards,
    intents: cards.map((card) => readCardIntent(card)),
    segments: input.segments,
  }).verdicts;
  const covered = (i: number) => {
    const verdict = verdicts[i];
    const triggers = new Set(triggered[i]!.evidence);
    return (
      (verdict?.status === 'addressed' || verdict?.status === 'moved_past') &&
      verdict.evidence_segment_ids.some((id) => !triggers.has(id))
    );
  };
  return {
    suggestions: triggered
      .filter((_, i) => !covered(i))
      .map(({ template, evidence }) => ({
        template_id: template.id,
        category: template.category,
        body: template.body,
        evidence_segment_ids: evidence,
      })),
  };
}

const TEMPLATE_IDS = new Set(CARD_TEMPLATES.map((t) => t.id));

/** Keeps well-formed, clean, new cards and gives them ids (the template id, or `ai-N-category`). */
function interpretSuggestReply(request: SuggestInput, reply: SuggestReply): SuggestedCard[] {
  const windowIds = new Set(request.transcript_window.map((s) => s.segment_id));
  const taken = new Set((request.active_nudges ?? []).map((card) => card.category));
  const out: SuggestedCard[] = [];
  for (const suggestion of reply.suggestions) {
    const body = suggestion.body.replace(/\s+/g, ' ').trim();
    if (
      !KEBAB.test(suggestion.category) ||
      suggestion.category.length > 64 ||
      body === '' ||
      body.length > 280
    )
      continue;
    if (taken.has(suggestion.category) || scanOutboundText(body) !== null) continue;
    taken.add(suggestion.category);
    const templateId =
      suggestion.template_id !== null && TEMPLATE_IDS.has(suggestion.template_id)
        ? suggestion.template_id
        : null;
    out.push({
      card_id: templateId ?? `ai-${out.length + 1}-${suggestion.category}`.slice(0, 32),
      category: suggestion.category,
      body,
      template_id: templateId,
      segment_ids: [...new Set(suggestion.evidence_segment_ids)].filter((id) => windowIds.has(id)),
    });
    if (out.length >= (request.max_suggestions ?? SUGGEST_DEFAULT)) break;
  }
  return out;
}

/** Proposes new cards for a window (one model call). */
export async function suggestCards(
  request: SuggestInput,
  model: ModelClient,
): Promise<{ suggestions: SuggestedCard[] }> {
  const input: SuggestJudgeInput = { segments: request.transcript_window };
  const reply = await model.generate({
    task: SUGGEST_TASK,
    system: SUGGEST_SYSTEM,
    user: buildSuggestUser(input),
    schema: suggestReplySchema,
    input,
    offline: suggestWithRules, // below in this file
  });
  return { suggestions: interpretSuggestReply(request, reply) };
}
