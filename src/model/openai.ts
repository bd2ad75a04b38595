/**
 * The `openai` provider: the official SDK against OpenAI or any OpenAI-compatible server (Azure, vLLM,
 * Ollama, llama.cpp) via the base URL. Structured output (json_schema from the same zod schema) is
 * validated with zod before use. Every call runs under the process-wide limit, with a per-call timeout
 * and retries with exponential backoff that honour Retry-After. Unusable output is a 502 UpstreamError,
 * a timeout a 504 UpstreamTimeout. The health probe lists the server's models (probe.ts).
 */
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { LimitFunction } from 'p-limit';
import { z } from 'zod';
import { isOhdsError, UpstreamError, UpstreamTimeout } from '../errors.ts';
import type { ModelClient, ModelRequest } from './port.ts';
import { cachedProbe, PROBE_TIMEOUT_MS } from './probe.ts';

export interface OpenAIClientOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /** Retries after the first attempt (429, 5xx, connection errors). */
  retries: number;
  limit: LimitFunction;
  /** First backoff delay; doubles per retry (default 500 ms). */
  baseDelayMs?: number;
  /** Upper bound on any single wait, Retry-After included (default 30 s). */
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const RETRIABLE = new Set([408, 409, 429, 500, 502, 503, 504]);
const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  let js = jsonSchemas.get(schema);
  if (js === undefined) {
    js = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
    delete js.$schema;
    jsonSchemas.set(schema, js);
  }
  return js;
}

/** Milliseconds the server asked us to wait (`retry-after-ms`, `retry-after` seconds or HTTP date), or null. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers?.get('retry-after');
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Parses and validates the reply; anything unusable is a 502. */
function readReply<S extends z.ZodType>(
  completion: OpenAI.Chat.Completions.ChatCompletion,
  schema: S,
): z.output<S> {
  const message = completion.choices[0]?.message;
  if (
    message === undefined ||
    (message.refusal ?? null) !== null ||
    typeof message.content !== 'string'
  ) {
    throw new UpstreamError('The model returned no usable content.');
  }
  let json: unknown;
  try {
    json = JSON.parse(message.content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch (err) {
    throw new UpstreamError('The model returned content that is not JSON.', { cause: err });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new UpstreamError('The model returned JSON that does not match the response schema.');
  return parsed.data;
}

export function createOpenAIClient(opts: OpenAIClientOptions): ModelClient {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    maxRetries: 0,
    timeout: opts.timeoutMs,
  });
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = opts.random ?? Math.random;
  const base = opts.baseDelayMs ?? 500;
  const cap = opts.maxDelayMs ?? 30_000;

  async function call<S extends z.ZodType, I>(request: ModelRequest<S, I>): Promise<z.output<S>> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: opts.model,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: request.task.replace(/[^a-zA-Z0-9_-]/g, '_'),
                schema: jsonSchemaOf(request.schema),
                strict: false,
              },
            },
          },
          { timeout: opts.timeoutMs, maxRetries: 0 },
        );
        return readReply(completion, request.schema);
      } catch (err) {
        if (isOhdsError(err)) throw err;
        if (err instanceof APIConnectionTimeoutError)
          throw new UpstreamTimeout(undefined, { cause: err });
        const status = err instanceof APIError ? err.status : undefined;
        const retriable = status === undefined || RETRIABLE.has(status);
        if (!retriable || attempt >= opts.retries) {
          throw new UpstreamError(
            `The model provider failed${status === undefined ? ' (connection error)' : ` (HTTP ${status})`}.`,
            { cause: err },
          );
        }
        const asked = err instanceof APIError ? retryAfterMs(err.headers) : null;
        const backoff = base * 2 ** attempt * (1 + random() * 0.25);
        await sleep(Math.min(cap, asked ?? backoff));
      }
    }
  }

  // `GET {base}/models`: any answer in 2xx means up. Outside the concurrency limit: a probe never queues.
  const check = () =>
    client.models.list({ timeout: PROBE_TIMEOUT_MS, maxRetries: 0 }).then(
      () => true,
      () => false,
    );
  return {
    provider: 'openai',
    generate: (request) => opts.limit(() => call(request)),
    probe: cachedProbe(check),
  };
}
