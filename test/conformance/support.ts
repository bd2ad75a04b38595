/** Helpers for the conformance suite: raw HTTP calls against a loopback server, written from the spec only. */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server.ts';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a conformance test reads any field the spec names
  body: any;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX32 = /^[0-9a-f]{32}$/;
export const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A loopback server closed after the test: the suite speaks HTTP over a real socket. */
export async function serve(t: TestContext, opts: TestServerOptions = {}): Promise<TestServer> {
  const server = await startTestServer({ ...opts, listen: true });
  t.after(() => server.close());
  return server;
}

/** One HTTP call; `headers` are sent as given (no key is added). */
export async function raw(
  server: TestServer,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const res = await fetch(server.url + path, {
    method,
    headers: init.headers ?? {},
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, text, body };
}

/** A call with the server's key; a JSON body when `body` is given. */
export function call(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const h: Record<string, string> = { apikey: server.key, ...headers };
  if (body !== undefined) h['content-type'] ??= 'application/json';
  return raw(server, method, path, {
    headers: h,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** The spec's 401: exactly `{message, request_id}` with a 32-hex id. */
export function assert401(res: RawResponse, label: string): void {
  assert.equal(res.status, 401, label);
  assert.deepEqual(Object.keys(res.body).sort(), ['message', 'request_id'], label);
  assert.equal(typeof res.body.message, 'string', label);
  assert.match(res.body.request_id, HEX32, label);
}

/** The spec's error envelope with `error` = `code`. */
export function assertEnvelope(
  res: RawResponse,
  status: number,
  code: string,
  label: string,
): void {
  assert.equal(res.status, status, `${label}: ${res.text}`);
  assert.equal(res.body.error, code, label);
  assert.equal(typeof res.body.message, 'string', label);
  assert.match(res.body.request_id, UUID, label);
  assert.match(res.body.timestamp, ISO_UTC_MS, label);
}

/** Complete responses for an instrument with every item set to `value`. */
export function allItems(n: number, value: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`item_${i + 1}`, value]));
}
