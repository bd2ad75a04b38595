import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { writeKeyFile } from '../../src/keys/file.ts';
import { generateKey, hashKey } from '../../src/keys/manage.ts';
import { runOhds } from '../support/streams.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const ohds = (argv: string[], env: Record<string, string> = {}) =>
  runOhds(argv, { cwd: root, env });

test('serve --print-openapi prints the OpenAPI 3.1 document and exits 0', async () => {
  const res = await ohds(['serve', '--print-openapi']);
  assert.equal(res.code, 0);
  const doc = JSON.parse(res.stdout);
  assert.equal(doc.openapi, '3.1.0');
  assert.ok(doc.paths['/api/health/check']);
});

test('serve refuses to start without a key file, or with a bad port', async () => {
  const table: ReadonlyArray<readonly [string[], Record<string, string>]> = [
    [['serve'], {}],
    [['serve', '--keys', '/nonexistent/keys.json', '--port', '0'], {}],
    [['serve', '--keys', 'k.json', '--port', 'http'], {}],
  ];
  for (const [argv, env] of table)
    assert.equal((await ohds([...argv], env)).code, 2, argv.join(' '));
});

interface Served {
  url: string;
  key: string;
  stderr(): string;
  /** Sends SIGTERM; resolves with the exit code. */
  terminate(): Promise<number | null>;
}

/** `ohds serve --port 0` in a child process with a temp key file of one consumer and the given env. */
async function serve(t: TestContext, env: Record<string, string> = {}): Promise<Served> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-serve-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const keysFile = join(dir, 'keys.json');
  const key = generateKey();
  await writeKeyFile(keysFile, {
    consumers: [
      { id: 'c-1', username: 'acme', keys: [{ sha256: hashKey(key), expires_at: null }] },
    ],
  });
  const script = `import { run } from './commands/index.ts';
process.exitCode = await run(process.argv.slice(1), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env });`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, 'serve', '--port', '0'],
    {
      cwd: root,
      env: {
        ...process.env,
        OHDS_KEYS_FILE: keysFile,
        OHDS_DATA_DIR: join(dir, 'data'),
        OHDS_LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  t.after(() => child.kill('SIGKILL'));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /serving on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`exited early: ${stderr}`)));
  });
  return {
    url,
    key,
    stderr: () => stderr,
    terminate: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

test('a served process answers /health and the API, and drains and exits 0 on SIGTERM', async (t) => {
  const { url, key, stderr, terminate } = await serve(t);
  assert.equal((await fetch(`${url}/health`)).status, 200);
  const api = await fetch(`${url}/api/debug/echo`, {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: '{"note":"kept out of logs"}',
  });
  assert.equal(api.status, 200);
  assert.equal(await terminate(), 0);
  const lines = stderr()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const line = lines.find((l) => l.route === '/api/debug/echo');
  assert.ok(line, 'a request log line');
  for (const field of ['request_id', 'consumer_id', 'route', 'status', 'latency_ms'])
    assert.ok(field in line!, field);
  assert.ok(!stderr().includes(key));
  assert.ok(!stderr().includes('kept out of logs'));
});

test('on SIGTERM a stalled upload does not keep the process alive past the grace period', {
  timeout: 20_000,
}, async (t) => {
  const { url, key, stderr, terminate } = await serve(t, { OHDS_SHUTDOWN_GRACE_MS: '300' });
  const socket = connect({ host: '127.0.0.1', port: Number(new URL(url).port) });
  t.after(() => socket.destroy());
  socket.on('error', () => {});
  await once(socket, 'connect');
  const body = '{"note":"stalled upload content"}';
  socket.write(
    `POST /api/debug/echo HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${key}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  // A whole request sent afterwards is answered only after the child has read what arrived before it: the stalled
  // upload's headers, so the upload is in flight (the default request timeout, 30 s, would not cut it for a while).
  assert.equal((await fetch(`${url}/health`)).status, 200);
  const started = performance.now();
  assert.equal(await terminate(), 0);
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 300 + 3000, `exited soon after the grace period (${elapsed} ms)`);
  assert.match(
    stderr(),
    /"event":"shutdown_cut"/,
    'the upload was in flight until the grace period cut it',
  );
  assert.ok(!stderr().includes('stalled upload'));
});
