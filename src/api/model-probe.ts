/**
 * Health of the model port for `GET /api/health/check`: the offline rules provider is always up; an
 * OpenAI-compatible server is probed with `GET {base}/models` (2 s timeout), the answer cached for 30 s
 * so monitors polling every 30-60 s cost at most one upstream call each.
 */
import type { AppDeps } from './deps.ts';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const TIMEOUT_MS = 2000;
const CACHE_MS = 30_000;

let cache: { key: string; at: number; up: Promise<boolean> } | null = null;

async function probe(baseUrl: string, apiKey: string | null): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: apiKey === null ? {} : { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** True when the model port can serve requests. */
export function modelUp(deps: AppDeps): Promise<boolean> {
  if (deps.model.provider === 'rules') return Promise.resolve(true);
  const { modelBaseUrl, openaiApiKey } = deps.config;
  if (modelBaseUrl === null && openaiApiKey === null) return Promise.resolve(false);
  const key = modelBaseUrl ?? DEFAULT_BASE_URL;
  const now = deps.now().getTime();
  if (cache === null || cache.key !== key || now - cache.at >= CACHE_MS) {
    cache = { key, at: now, up: probe(key, openaiApiKey) };
  }
  return cache.up;
}
