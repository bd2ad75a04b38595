/** Model ports for nudge tests: the real offline provider, a scripted judge, a failing one. */
import type { z } from 'zod';
import { UpstreamError } from '../../src/errors.ts';
import { createRulesClient } from '../../src/model/index.ts';
import type { ModelClient, ModelRequest } from '../../src/model/port.ts';

export const rulesModel: ModelClient = createRulesClient();

/** A judge that answers every call with `reply` (validated like a real reply) and records the requests. */
export function scriptedModel(
  reply: unknown,
): ModelClient & { requests: Array<ModelRequest<z.ZodType, unknown>> } {
  const requests: Array<ModelRequest<z.ZodType, unknown>> = [];
  return {
    provider: 'openai',
    requests,
    generate: async <S extends z.ZodType, I>(request: ModelRequest<S, I>) => {
      requests.push(request as ModelRequest<z.ZodType, unknown>);
      const parsed = request.schema.safeParse(reply);
      if (!parsed.success) throw new UpstreamError();
      return parsed.data;
    },
  };
}

export const failingModel: ModelClient = {
  provider: 'openai',
  generate: async () => {
    throw new UpstreamError();
  },
};

export function segment(segment_id: string, speaker: string, text: string) {
  return { segment_id, speaker, text, started_at_ms: 0, ended_at_ms: 1000 };
}

export function card(card_id: string, category: string, body: string) {
  return { card_id, category, body };
}
