/**
 * API overhead: `POST /api/psychosocial/depression_screen/score` with auth, rate limit, content checks,
 * de-identification scan and validation on, against a bare Fastify route returning a constant body of
 * the same size. Each server runs in its own child process; a closed-loop undici client drives both
 * in the same run. Target: throughput ratio >= 0.6.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

const CONCURRENCY = 32;
const WARMUP_MS = 500;
const MEASURE_MS = 6000;
const ROUNDS = 3;
const PATH = '/api/psychosocial/depression_screen/score';
const BODY = JSON.stringify({ responses: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`item_${i + 1}`, i % 4])) });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/** Child-process side: serve one mode on a free port and print `PORT n` (and the key) on stdout. */
async function serve(mode: string, size: number): Promise<void> {
  if (mode === 'bare') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    const constant = JSON.stringify({ pad: 'x'.repeat(Math.max(0, size - 10)) });
    app.post(PATH, async (_request, reply) => reply.type('application/json').send(constant));
    await app.listen({ host: '127.0.0.1', port: 0 });
    process.stdout.write(`PORT ${(app.server.address() as { port: number }).port}\n`);
    return;
  }
  const { buildApp } = await import('../src/api/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { writeKeyFile } = await import('../src/keys/file.ts');
  const { generateKey, hashKey } = await import('../src/keys/manage.ts');
  const { DataStore } = await import('../src/lookup/store.ts');
  const dir = await mkdtemp(join(tmpdir(), 'ohds-bench-api-'));
  const keysFile = join(dir, 'keys.json');
  const key = generateKey();
  await writeKeyFile(keysFile, { consumers: [{ id: 'c-bench', username: 'bench', keys: [{ sha256: hashKey(key), expires_at: null }] }] });
  const config = loadConfig({ OHDS_DATA_DIR: join(dir, 'data'), OHDS_RATE_LIMIT_MAX: '1000000' }, { keysFile });
  const model = { provider: 'rules' as const, generate: async () => { throw new Error('unused'); } };
  const app = await buildApp({ config, data: new DataStore(config.dataDir), model, now: () => new Date() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`PORT ${(app.server.address() as { port: number }).port} ${key}\n`);
  process.once('SIGTERM', () => void app.close().then(() => rm(dir, { recursive: true, force: true })));
}

async function startChild(mode: string, size: number): Promise<{ port: number; key: string; stop(): void }> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', self, '--serve', mode, String(size)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const [, port, key] = line.split(' ');
  return { port: Number(port), key: key ?? '', stop: () => child.kill('SIGTERM') };
}

/** Closed-loop load for `ms`; returns the latencies of completed requests and the elapsed time. */
async function load(port: number, key: string, ms: number): Promise<{ latencies: number[]; elapsed: number }> {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONCURRENCY });
  const headers = { apikey: key, 'content-type': 'application/json' };
  const latencies: number[] = [];
  let measuring = false;
  let done = false;
  async function worker(): Promise<void> {
    while (!done) {
      const t0 = performance.now();
      const res = await pool.request({ path: PATH, method: 'POST', headers, body: BODY });
      await res.body.text();
      if (res.statusCode !== 200) throw new Error(`unexpected status ${res.statusCode}`);
      if (measuring) latencies.push(performance.now() - t0);
    }
  }
  const workers = Array.from({ length: CONCURRENCY }, () => worker());
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  measuring = false;
  const elapsed = performance.now() - started;
  done = true;
  await Promise.all(workers);
  await pool.close();
  return { latencies, elapsed };
}

function figures(runs: Array<{ latencies: number[]; elapsed: number }>): Figures {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = runs.reduce((sum, r) => sum + r.elapsed, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: (latencies.length / elapsed) * 1000, p50: at(0.5), p99: at(0.99) };
}

export async function run(): Promise<string> {
  const ohds = await startChild('ohds', 0);
  const probe = await fetch(`http://127.0.0.1:${ohds.port}${PATH}`, {
    method: 'POST',
    headers: { apikey: ohds.key, 'content-type': 'application/json' },
    body: BODY,
  });
  const size = (await probe.text()).length;
  const bare = await startChild('bare', size);
  // Alternate the two servers so background load on the machine hits both alike.
  const ours: Array<{ latencies: number[]; elapsed: number }> = [];
  const theirs: Array<{ latencies: number[]; elapsed: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await load(ohds.port, ohds.key, MEASURE_MS / ROUNDS));
    theirs.push(await load(bare.port, '', MEASURE_MS / ROUNDS));
  }
  ohds.stop();
  bare.stop();
  const full = figures(ours);
  const baseline = figures(theirs);
  const row = (name: string, f: Figures) => `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} |`;
  return [
    '## API overhead (`POST /api/psychosocial/depression_screen/score`)',
    '',
    `Closed loop, ${CONCURRENCY} concurrent requests, ${MEASURE_MS / 1000} s measured per server in ${ROUNDS} alternating rounds ` +
      `(each after ${WARMUP_MS / 1000} s warm-up); each server in its own process; response ${size} bytes.`,
    '',
    '| Server | req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    row('ohds (auth, rate limit, content checks, de-identification scan, zod, scoring)', full),
    row('bare Fastify route, constant body of the same size', baseline),
    '',
    `Throughput ratio ohds / bare: **${(full.rps / baseline.rps).toFixed(2)}** (target >= 0.6).`,
  ].join('\n');
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) await serve(process.argv[serveAt + 1]!, Number(process.argv[serveAt + 2] ?? 0));
