/**
 * The `rules` provider: deterministic, offline, the default. Answers each request with the offline handler the
 * asking engine gave with it, and validates the output against the same schema the openai provider's replies
 * must satisfy.
 */
import { UpstreamError } from '../errors.ts';
import type { ModelClient, RulesHandler } from './port.ts';

/** A rules client; `overrides` (tests) answer named tasks in place of the request's own handler. */
export function createRulesClient(
  overrides: Readonly<Record<string, RulesHandler>> = {},
): ModelClient {
  return {
    provider: 'rules',
    async generate(request) {
      const handler = overrides[request.task] ?? (request.offline as RulesHandler);
      const parsed = request.schema.safeParse(await handler(request.input));
      if (!parsed.success)
        throw new UpstreamError(
          `The rules provider's output for task '${request.task}' does not match its schema.`,
        );
      return parsed.data;
    },
  };
}
