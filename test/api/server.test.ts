import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, isIP, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../../src/api/deps.ts';
import { type RunningServer, startServer } from '../../src/api/server.ts';
import { loadConfig } from '../../src/config.ts';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { type TextSink, textSink } from '../support/streams.ts';

interface Peer {
  socket: Socket;
  text(): string;
  closed: Promise<void>;
}

interface Started {
  server: RunningServer;
  key: string;
  log: TextSink;
  /** Opens a raw loopback client to the server. */
  peer(): Promise<Peer>;
  /** Resolves once the port refuses a new connection: the server has stopped accepting (it is draining). */
  refusing(): Promise<void>;
}

/** `startServer` on 127.0.0.1, any port, a temp key file with one consumer, the given OHDS_* limits. */
async function start(
  t: TestContext,
  env: Record<string, string>,
  deps: Partial<AppDeps> = {},
): Promise<Started> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-server-'));
  const keysFile = join(dir, 'keys.json');
  const key = generateKey();
  await writeKeyFile(keysFile, {
    consumers: [
      { id: 'c-1', username: 'acme', keys: [{ sha256: hashKey(key), expires_at: null }] },
    ],
  });
  const config = loadConfig(
    { OHDS_DATA_DIR: join(dir, 'data'), OHDS_LOG_LEVEL: 'info', ...env },
    { keysFile, host: '127.0.0.1', port: 0 },
  );
  const log = textSink();
  const server = await startServer(config, { logStream: log, deps });
  const sockets = new Set<Socket>();
  // Clients first, so a broken drain fails its test instead of hanging the file.
  t.after(async () => {
    for (const socket of sockets) socket.destroy();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  const port = Number(new URL(server.url).port);
  return { server, key, log, peer: () => openPeer(port, sockets), refusing: () => refusing(port) };
}

/** Polls with new connections until one is refused; fails after a deadline instead of hanging. */
async function refusing(port: number): Promise<void> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const socket = connect({ host: '127.0.0.1', port });
    const accepted = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    socket.destroy();
    if (!accepted) return;
    assert.ok(performance.now() < deadline, 'the server still accepts connections');
    await sleep(5);
  }
}

/** Resolves on the first call of `deps.now`, which auth makes in onRequest: the request's headers were parsed. */
function headersSeen(): { now: () => Date; seen: Promise<void> } {
  let resolve!: () => void;
  const seen = new Promise<void>((r) => (resolve = r));
  return {
    now: () => {
      resolve();
      return new Date();
    },
    seen,
  };
}

/** A raw loopback client: what the server sends, and a promise for the socket closing (a reset counts). */
async function openPeer(port: number, sockets: Set<Socket>): Promise<Peer> {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.add(socket);
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await once(socket, 'connect');
  return { socket, text: () => text, closed };
}

/** Resolves once the peer has received a whole response ending in a JSON body; rejects if it closes first. */
function response(p: Peer): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (/\r\n\r\n[\s\S]*}$/.test(p.text())) {
        p.socket.off('data', check);
        resolve(p.text());
      }
    };
    p.socket.on('data', check);
    void p.closed.then(() =>
      reject(new Error(`closed before a response: ${JSON.stringify(p.text())}`)),
    );
    check();
  });
}

const GET_HEALTH = 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
const BODY = '{"note":"upload-marker-kept-out-of-logs"}';
/** A POST that declares all of BODY but carries only its first half. */
const halfPost = (key: string): string =>
  `POST /api/debug/echo HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${key}\r\ncontent-type: application/json\r\ncontent-length: ${BODY.length}\r\n\r\n${BODY.slice(0, BODY.length / 2)}`;

function logLines(log: TextSink): Array<Record<string, unknown>> {
  return log
    .text()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

test('a socket that stalls before or inside its request is answered 408 and closed', {
  timeout: 10_000,
}, async (t) => {
  const { peer, key } = await start(t, {
    OHDS_HEADERS_TIMEOUT_MS: '1000',
    OHDS_REQUEST_TIMEOUT_MS: '1000',
  });
  const table: ReadonlyArray<readonly [string, string]> = [
    ['nothing at all', ''],
    ['a partial header line', 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a'],
    ['headers then half the declared body', halfPost(key)],
  ];
  await Promise.all(
    table.map(async ([name, sent]) => {
      const p = await peer();
      p.socket.write(sent);
      await p.closed;
      assert.match(p.text(), /^HTTP\/1\.1 408 /, name);
    }),
  );
});

test('connections beyond maxConnections are closed unanswered, and a freed slot is usable again', {
  timeout: 10_000,
}, async (t) => {
  const { peer, log } = await start(t, { OHDS_MAX_CONNECTIONS: '2' });
  const held: Peer[] = [];
  for (let i = 0; i < 2; i++) {
    const p = await peer();
    p.socket.write(GET_HEALTH);
    assert.match(await response(p), /^HTTP\/1\.1 200 /); // accepted, and kept alive
    held.push(p);
  }
  const refused = await peer();
  refused.socket.write(GET_HEALTH);
  await refused.closed;
  assert.equal(refused.text(), '');
  assert.ok(
    logLines(log).some((l) => l.event === 'connections_refused' && l.max_connections === 2),
  );

  held[0]!.socket.destroy();
  let answered = '';
  for (let attempt = 0; attempt < 40 && answered === ''; attempt++) {
    const p = await peer();
    p.socket.write(GET_HEALTH);
    answered = await response(p).catch(() => sleep(25).then(() => ''));
  }
  assert.match(answered, /^HTTP\/1\.1 200 /);
});

test('close() cuts a stalled upload once the grace period is over', {
  timeout: 10_000,
}, async (t) => {
  const { now, seen } = headersSeen();
  const { server, peer, key, log } = await start(t, { OHDS_SHUTDOWN_GRACE_MS: '300' }, { now });
  const p = await peer();
  p.socket.write(halfPost(key));
  await seen;
  const started = performance.now();
  await server.close();
  const elapsed = performance.now() - started;
  assert.ok(elapsed >= 250, `waited for the in-flight request (${elapsed} ms)`);
  assert.ok(elapsed < 300 + 1500, `closed soon after the grace period (${elapsed} ms)`);
  await p.closed;
  assert.equal(p.text(), '');
  const cut = logLines(log).find((l) => l.event === 'shutdown_cut');
  assert.equal(cut?.connections, 1);
  assert.ok(!log.text().includes('upload-marker'));
});

test('close() lets an in-flight request finish normally, then closes without waiting out the grace period', {
  timeout: 10_000,
}, async (t) => {
  const { now, seen } = headersSeen();
  const { server, peer, key, log, refusing } = await start(
    t,
    { OHDS_SHUTDOWN_GRACE_MS: '2000' },
    { now },
  );
  const p = await peer();
  p.socket.write(halfPost(key));
  await seen;
  const started = performance.now();
  const closing = server.close();
  await refusing(); // the rest of the body arrives while the server drains
  p.socket.write(BODY.slice(BODY.length / 2));
  const res = await response(p);
  assert.match(res, /^HTTP\/1\.1 200 /);
  assert.match(res, /"keys":\["note"\]/);
  await closing;
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 2000, `closed when the request finished (${elapsed} ms)`);
  await p.closed;
  assert.equal(
    logLines(log).find((l) => l.event === 'shutdown_cut'),
    undefined,
  );
});

test('a host name is resolved to one address: one listener, the one the limits are set on', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-server-'));
  const keysFile = join(dir, 'keys.json');
  await writeKeyFile(keysFile, { consumers: [] });
  const config = loadConfig(
    { OHDS_DATA_DIR: join(dir, 'data') },
    { keysFile, host: 'localhost', port: 0 },
  );
  const server = await startServer(config, { logStream: textSink() });
  t.after(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  const host = new URL(server.url).hostname.replace(/^\[|\]$/g, '');
  assert.ok(isIP(host) !== 0, `listening on an address, not a name: ${server.url}`);
  assert.equal((await fetch(`${server.url}/health`)).status, 200);
});
