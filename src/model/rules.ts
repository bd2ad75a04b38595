/**
 * The `rules` provider: deterministic, offline, the default. Dispatches on the task name to a registered
 * handler and validates its output against the same schema the openai provider's replies must satisfy.
 */
import { UpstreamError } from '../errors.ts';
import { rulesHandlers } from './handlers.ts';
import type { ModelClient, RulesHandler } from './port.ts';

/** A rules client over a task table (the process-wide `rulesHandlers` by default; tests pass their own). */
export function createRulesClient(handlers: Readonly<Record<string, RulesHandler>> = rulesHandlers): ModelClient {
  return {
    provider: 'rules',
    async generate(request) {
      const handler = handlers[request.task];
      if (handler === undefined) throw new UpstreamError(`The rules provider has no handler for task '${request.task}'.`);
      const parsed = request.schema.safeParse(await handler(request.input));
      if (!parsed.success) throw new UpstreamError(`The rules provider's output for task '${request.task}' does not match its schema.`);
      return parsed.data;
    },
  };
}
