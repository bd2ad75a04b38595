/**
 * A fake OpenAI-compatible chat-completions server on loopback for tests and benchmarks: scripted replies,
 * latency, HTTP failures (429 with Retry-After, 5xx), malformed content and hung requests. Generic: the
 * caller decides every reply from the parsed request (the `response_format.json_schema.name` is the task).
 * Always `close()` it (`t.after(() => fake.close())`).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  };
  /** `response_format.json_schema.name`, e.g. `recordability_treatment`; null when absent. */
  schemaName: string | null;
  headers: IncomingHttpHeaders;
}

export type FakeStep =
  /** Assistant message content, sent verbatim. */
  | { content: string }
  /** Assistant message content = JSON.stringify(json). */
  | { json: unknown }
  /** An HTTP error (or any status) with an optional JSON body and headers such as Retry-After. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers (until close): exercises client timeouts. */
  | { hang: true };

export interface FakeOpenAIOptions {
  /** Delay before each answer. */
  latencyMs?: number;
  /** Steps consumed in order, one per request, before `respond` takes over. */
  script?: FakeStep[];
  /** Answers a request once the script is used up (default: 500). */
  respond?: (request: FakeRequest) => FakeStep | Promise<FakeStep>;
}

export interface FakeOpenAI {
  /** Pass as the SDK's `baseURL` (ends in `/v1`). */
  baseURL: string;
  requests: FakeRequest[];
  /** Most requests in flight at once. */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const script = [...(options.script ?? [])];
  const requests: FakeRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let counter = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end('{"error":{"message":"not found"}}');
          return;
        }
        const body = JSON.parse(
          Buffer.concat(chunks).toString('utf8') || '{}',
        ) as FakeRequest['body'];
        const request: FakeRequest = {
          body,
          schemaName: body.response_format?.json_schema?.name ?? null,
          headers: req.headers,
        };
        requests.push(request);
        const step =
          script.shift() ?? (options.respond ? await options.respond(request) : { status: 500 });
        if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs));
        if ('hang' in step) return;
        if ('status' in step) {
          res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
          res.end(
            JSON.stringify(
              step.body ?? { error: { message: `fake status ${step.status}`, type: 'fake_error' } },
            ),
          );
          return;
        }
        const content = 'json' in step ? JSON.stringify(step.json) : step.content;
        counter += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-fake-${counter}`,
            object: 'chat.completion',
            created: 0,
            model: body.model ?? 'fake-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content, refusal: null },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
          }),
        );
      } finally {
        inFlight -= 1;
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
