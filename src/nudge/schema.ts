/**
 * Request and response shapes of the nudge endpoints, shared by `ohds nudge-check` and the API.
 * Limits are the spec's "POST /api/nudge/check_resolution" table; unknown fields are ignored
 * (a body `request_id` included), except `assist_context`, which the spec removed and now rejects.
 */
import { z } from 'zod';

/** A card category: lowercase kebab-case (the spec's pattern). */
export const KEBAB = /^[a-z0-9-]+$/;

/** Wraps an object schema so that a removed field is a 400 naming it, whatever its value. */
function withoutRemovedField<S extends z.ZodType>(key: string, schema: S) {
  return z.preprocess((value, ctx) => {
    if (typeof value === 'object' && value !== null && Object.hasOwn(value, key)) {
      ctx.addIssue({
        code: 'unrecognized_keys',
        keys: [key],
        input: value as Record<string, unknown>,
      });
    }
    return value;
  }, schema);
}

export const nudgeCardSchema = withoutRemovedField(
  'assist_context',
  z.object({
    card_id: z.string().min(1).max(32),
    category: z.string().min(1).max(64).regex(KEBAB),
    body: z.string().min(1).max(280),
  }),
);

export const transcriptSegmentSchema = z.object({
  segment_id: z.string().min(1).max(256),
  speaker: z.string().min(1).max(32),
  text: z.string().min(1).max(8000),
  started_at_ms: z.int().min(0),
  ended_at_ms: z.int().min(0),
});

const encounterId = z.string().min(1).max(64).optional();
const transcriptWindow = z.array(transcriptSegmentSchema).min(1).max(256);

export const checkResolutionRequestSchema = withoutRemovedField(
  'assist_context',
  z.object({
    encounter_id: encounterId,
    active_nudges: z.array(nudgeCardSchema).min(1).max(64),
    transcript_window: transcriptWindow,
  }),
);

export const nudgeResolutionSchema = z.object({
  card_id: z.string(),
  resolved: z.boolean(),
  reason: z.string().nullable(),
});

export const checkResolutionResponseSchema = z.object({
  resolutions: z.array(nudgeResolutionSchema),
  request_id: z.string(),
  timestamp: z.string(),
});

export const SUGGEST_DEFAULT = 5;

export const suggestRequestSchema = withoutRemovedField(
  'assist_context',
  z.object({
    encounter_id: encounterId,
    transcript_window: transcriptWindow,
    /** Cards already on the rail: their categories are not suggested again. */
    active_nudges: z.array(nudgeCardSchema).max(64).optional(),
    /** At most this many suggestions (default SUGGEST_DEFAULT). */
    max_suggestions: z.int().min(1).max(20).optional(),
  }),
);

export const suggestedCardSchema = z.object({
  card_id: z.string(),
  category: z.string(),
  body: z.string(),
  template_id: z.string().nullable(),
  segment_ids: z.array(z.string()),
});

export const suggestResponseSchema = z.object({
  suggestions: z.array(suggestedCardSchema),
  request_id: z.string(),
  timestamp: z.string(),
});

export type NudgeCard = z.output<typeof nudgeCardSchema>;
export type TranscriptSegment = z.output<typeof transcriptSegmentSchema>;
export type CheckResolutionInput = z.output<typeof checkResolutionRequestSchema>;
export type NudgeResolution = z.output<typeof nudgeResolutionSchema>;
export type SuggestInput = z.output<typeof suggestRequestSchema>;
export type SuggestedCard = z.output<typeof suggestedCardSchema>;
