/**
 * Requests to a test server (server.ts) with its key: through `app.inject` when it is in-process,
 * over its loopback socket when it listens. Either way the answer has the shape of a fetch
 * response's parts.
 */
import type { TestServer } from './server.ts';

export interface JsonResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the server sent
  body: any;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request as given (no key added); the body parsed as JSON when there is one. */
export async function send(
  server: TestServer,
  path: string,
  init: RequestOptions = {},
): Promise<JsonResponse> {
  const { status, headers, text } = server.listening
    ? await overSocket(server, path, init)
    : await inProcess(server, path, init);
  return { status, headers, body: text === '' ? null : JSON.parse(text) };
}

async function overSocket(server: TestServer, path: string, init: RequestOptions) {
  const res = await fetch(server.url + path, { ...init, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function inProcess(server: TestServer, path: string, init: RequestOptions) {
  const res = await server.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: init.headers ?? {},
    ...(init.body === undefined ? {} : { payload: init.body }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const v of Array.isArray(value) ? value : [value])
      if (v !== undefined) headers.append(name, String(v));
  }
  return { status: res.statusCode, headers, text: res.body };
}

/** A JSON call with the server's key (and a JSON body when given). */
export async function callJson(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<JsonResponse> {
  const headers: Record<string, string> = { apikey: server.key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return send(server, path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
