/**
 * The key check is decided on the route the router matched, never on the raw request target: every spelling
 * of an `/api` path (percent-encoded, absolute-form, double slash, dot segments, case variants) needs a key,
 * directly and through an nginx reverse proxy configured as the README shows (skipped when nginx is absent).
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Sends one raw HTTP/1.1 request (so the request target is exactly as written) and returns status and body. */
function rawRequest(
  port: number,
  head: string,
  body = '',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(
      `${head}\r\nConnection: close\r\n${body === '' ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`}\r\n${body}`,
    );
  });
}

const SPELLINGS = [
  '/%61pi/health/check',
  '/ap%69/health/check',
  '/%61%70%69/health/check',
  '/api/health%2Fcheck',
  '/%2561pi/health/check',
  '//api/health/check',
  '/./api/health/check',
  '/x/../api/health/check',
  '/api/./health/check',
  '/api/x/../health/check',
  '/API/health/check',
  '/Api/Health/Check',
  '/api/health/check/',
  '/api;/health/check',
  '/%2e/api/health/check',
  '/api/health/check?apikey=x',
  '/api/health/check%3F',
  '/api/psychosocial/depression%5Fscreen/score',
];

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** Every spelling without a key is refused before any handler runs: a 4xx (401 from ohds, 400/403/404 from nginx), never 2xx or 5xx. */
async function assertAllRefused(port: number, host: string, via: string): Promise<void> {
  const targets = [
    ...SPELLINGS.map((p) => ['GET', p] as const),
    ['POST', '/%61pi/debug/echo'] as const,
    ['POST', '/ap%69/psychosocial/depression_screen/score'] as const,
  ];
  for (const [method, target] of targets) {
    const res = await rawRequest(
      port,
      `${method} ${target} HTTP/1.1\r\nHost: ${host}`,
      method === 'POST' ? '{"responses":{}}' : '',
    );
    assert.ok(
      res.status >= 400 && res.status < 500,
      `${via}: ${method} ${target} answered ${res.status}`,
    );
    assert.doesNotMatch(
      res.body,
      /"consumer"|"finding"|"status":"ok"/,
      `${via}: ${method} ${target} leaked a handler's body`,
    );
  }
  const absolute = await rawRequest(
    port,
    `GET http://${host}/api/health/check HTTP/1.1\r\nHost: ${host}`,
  );
  assert.ok(
    absolute.status >= 400 && absolute.status < 500,
    `${via}: absolute-form answered ${absolute.status}`,
  );
  const absoluteEncoded = await rawRequest(
    port,
    `GET http://${host}/%61pi/debug/echo HTTP/1.1\r\nHost: ${host}`,
  );
  assert.ok(
    absoluteEncoded.status >= 400 && absoluteEncoded.status < 500,
    `${via}: encoded absolute-form answered ${absoluteEncoded.status}`,
  );
}

test('every spelling of an /api path needs a key on a direct connection', async (t) => {
  const server = await startTestServer({ listen: true });
  t.after(() => server.close());
  const port = portOf(server.url);
  await assertAllRefused(port, `127.0.0.1:${port}`, 'direct');
  const encoded = await rawRequest(port, `GET /%61pi/health/check HTTP/1.1\r\nHost: x`);
  assert.equal(encoded.status, 401);
  assert.deepEqual(
    Object.keys(JSON.parse(encoded.body)).sort(),
    ['message', 'request_id'],
    'the small 401 envelope',
  );
});

test('a percent-encoded path with a key is the same metered route as its plain spelling', async (t) => {
  const server = await startTestServer({ env: { OHDS_RATE_LIMIT_MAX: '50' }, listen: true });
  t.after(() => server.close());
  const port = portOf(server.url);
  const head = (target: string) => `GET ${target} HTTP/1.1\r\nHost: x\r\napikey: ${server.key}`;
  const plain = await rawRequest(port, head('/api/health/check'));
  const encoded = await rawRequest(port, head('/%61pi/health/check'));
  assert.equal(plain.status, 200);
  assert.equal(encoded.status, 200);
  assert.equal(
    JSON.parse(encoded.body).consumer.id,
    'c-test',
    'the handler sees the consumer, never null',
  );
  const res = await fetch(`${server.url}/api/health/check`, { headers: { apikey: server.key } });
  assert.equal(
    res.headers.get('ratelimit-remaining'),
    '47',
    'both spellings counted against the consumer',
  );
});

test('/health stays open and answers 200 without a key', async (t) => {
  const server = await startTestServer({ listen: true });
  t.after(() => server.close());
  assert.equal(
    (await rawRequest(portOf(server.url), 'GET /health HTTP/1.1\r\nHost: x')).status,
    200,
  );
});

test('failed key checks are rate-limited per client address', async (t) => {
  const server = await startTestServer({ env: { OHDS_AUTH_FAIL_MAX: '3' }, listen: true });
  t.after(() => server.close());
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++)
    statuses.push(
      (await fetch(`${server.url}/api/health/check`, { headers: { apikey: `wrong-${i}` } })).status,
    );
  assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
  const limited = await fetch(`${server.url}/api/health/check`, { headers: { apikey: 'wrong' } });
  assert.ok(Number(limited.headers.get('retry-after')) >= 1);
  assert.equal(((await limited.json()) as { error: string }).error, 'RateLimited');
  const good = await fetch(`${server.url}/api/health/check`, { headers: { apikey: server.key } });
  assert.equal(good.status, 200, 'a valid key is not locked out by failures');
});

function nginxBinary(): string | null {
  for (const bin of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(bin, ['-v']).status === 0) return bin;
  }
  return null;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** nginx on loopback with the README's `location /api/` block (TLS left out), in front of `server`. */
async function startNginx(t: TestContext, bin: string, server: TestServer): Promise<number> {
  const prefix = await mkdtemp(join(tmpdir(), 'ohds-nginx-'));
  await mkdir(join(prefix, 'logs'));
  const port = await freePort();
  const conf = `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  upstream ohds { server 127.0.0.1:${portOf(server.url)}; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 512k;
    location /api/ { proxy_pass http://ohds; proxy_set_header Host $host;
                     proxy_set_header X-Forwarded-Proto https; proxy_read_timeout 120s; }
  }
}
`;
  await writeFile(join(prefix, 'nginx.conf'), conf);
  const child = spawn(bin, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  t.after(async () => {
    child.kill('SIGQUIT');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(prefix, { recursive: true, force: true });
  });
  for (let i = 0; i < 100; i++) {
    const ok = await rawRequest(port, 'GET /api/health/check HTTP/1.1\r\nHost: x').then(
      (r) => r.status !== 0,
      () => false,
    );
    if (ok) return port;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start');
}

test('every spelling of an /api path needs a key behind nginx configured as the README shows', async (t) => {
  const bin = nginxBinary();
  if (bin === null)
    return t.skip('nginx not installed: reverse-proxy bypass test skipped (apt-get install nginx)');
  const server = await startTestServer({ listen: true });
  t.after(() => server.close());
  const port = await startNginx(t, bin, server);
  await assertAllRefused(port, `127.0.0.1:${port}`, 'nginx');
  const withKey = await rawRequest(
    port,
    `GET /%61pi/health/check HTTP/1.1\r\nHost: x\r\napikey: ${server.key}`,
  );
  assert.equal(withKey.status, 200, 'a keyed call through the proxy still works');
});
