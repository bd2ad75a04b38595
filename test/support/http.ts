/** A JSON call against a test server with its key (and a JSON body when given). */
import type { TestServer } from './server.ts';

export interface JsonResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function callJson(server: TestServer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonResponse> {
  const headers: Record<string, string> = { apikey: server.key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? null : JSON.parse(text) };
}
