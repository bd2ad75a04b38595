/** Builds the configured model client: `rules` (offline, default) or `openai` (any OpenAI-compatible server). */
import type { Config } from '../config.ts';
import { UsageError } from '../errors.ts';
import { modelLimit } from './limit.ts';
import { createOpenAIClient } from './openai.ts';
import type { ModelClient } from './port.ts';
import { createRulesClient } from './rules.ts';

export type { ModelClient, ModelRequest, RulesHandler } from './port.ts';
export { createRulesClient } from './rules.ts';

export function createModelClient(config: Readonly<Config>): ModelClient {
  if (config.modelProvider === 'rules') return createRulesClient();
  if (config.openaiApiKey === null && config.modelBaseUrl === null) {
    throw new UsageError(
      'OHDS_MODEL_PROVIDER=openai needs OPENAI_API_KEY, or OHDS_MODEL_BASE_URL for an OpenAI-compatible server that takes no key.',
    );
  }
  return createOpenAIClient({
    apiKey: config.openaiApiKey ?? 'no-key',
    ...(config.modelBaseUrl !== null ? { baseURL: config.modelBaseUrl } : {}),
    model: config.model,
    timeoutMs: config.modelTimeoutMs,
    retries: config.modelRetries,
    limit: modelLimit(config.modelConcurrency),
  });
}
