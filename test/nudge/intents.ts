/** Hand-built card intents and windows for the resolution-rule tests (the intent reader has its own tests). */
import type {
  AnswerType,
  CardIntent,
  CardKind,
  CardPart,
  Target,
} from '../../src/nudge/intent/index.ts';
import type { NudgeCard, TranscriptSegment } from '../../src/nudge/schema.ts';

export function target(topic: readonly string[], over: Partial<Target> = {}): Target {
  return {
    topic: [...topic],
    context: [],
    side: null,
    body_site: null,
    time: null,
    setting: null,
    ...over,
  };
}

export function part(
  answer_type: AnswerType,
  topic: readonly string[],
  over: Partial<Target> = {},
  action: string | null = null,
): CardPart {
  return { answer_type, action, target: target(topic, over) };
}

export function intent(
  kind: CardKind,
  parts: readonly CardPart[],
  condition: Target | null = null,
): CardIntent {
  return {
    kind,
    action: kind === 'action' ? (parts[0]?.action ?? null) : null,
    parts: [...parts],
    condition,
    cues: [],
  };
}

/** A window from [speaker, text] pairs; segment ids are `s1`, `s2`, ... */
export function turns(...pairs: ReadonlyArray<readonly [string, string]>): TranscriptSegment[] {
  return pairs.map(([speaker, text], i) => ({
    segment_id: `s${i + 1}`,
    speaker,
    text,
    started_at_ms: i * 1000,
    ended_at_ms: i * 1000 + 900,
  }));
}

export function nudge(body: string, category = 'general-review', card_id = 'c1'): NudgeCard {
  return { card_id, category, body };
}
