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
import {
  BODY,
  CONCURRENCY,
  closedLoop,
  type LoadFigures,
  type LoadRun,
  loadFigures,
  MEASURE_MS,
  PATH,
  ROUNDS,
  WARMUP_MS,
} from './load.ts';

/**
 * Child-process side: serve one mode on a free port and print `PORT n` (and the key) on stdout;
 * answer each `cpu` line on stdin with `CPU <microseconds of CPU used so far>`.
 */
async function serve(mode: string, size: number): Promise<void> {
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (line.trim() === 'cpu') {
        const { user, system } = process.cpuUsage();
        process.stdout.write(`CPU ${user + system}\n`);
      }
    }
  });
  if (mode === 'bare') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    const constant = JSON.stringify({ pad: 'x'.repeat(Math.max(0, size - 10)) });
    app.post(PATH, async (_request, reply) => reply.type('application/json').send(constant));
    await app.listen({ host: '127.0.0.1', port: 0 });
    process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
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
  await writeKeyFile(keysFile, {
    consumers: [
      { id: 'c-bench', username: 'bench', keys: [{ sha256: hashKey(key), expires_at: null }] },
    ],
  });
  const config = loadConfig(
    { OHDS_DATA_DIR: join(dir, 'data'), OHDS_RATE_LIMIT_MAX: '1000000' },
    { keysFile },
  );
  const model = {
    provider: 'rules' as const,
    generate: async () => {
      throw new Error('unused');
    },
  };
  const app = await buildApp({
    config,
    data: new DataStore(config.dataDir),
    model,
    now: () => new Date(),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`PORT ${(app.server.address() as { port: number }).port} ${key}\n`);
  process.once(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => rm(dir, { recursive: true, force: true }))
        .then(() => process.exit(0)),
  );
}

interface Child {
  port: number;
  key: string;
  /** CPU microseconds the server process has used so far. */
  cpu(): Promise<number>;
  stop(): void;
}

async function startChild(mode: string, size: number): Promise<Child> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', self, '--serve', mode, String(size)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let buffer = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    }
  });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const queued = lines.shift();
      if (queued !== undefined) resolve(queued);
      else waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
  const [, port, key] = (await nextLine()).split(' ');
  return {
    port: Number(port),
    key: key ?? '',
    async cpu() {
      child.stdin.write('cpu\n');
      return Number((await nextLine()).split(' ')[1]);
    },
    stop: () => child.kill('SIGTERM'),
  };
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
  const ours: LoadRun[] = [];
  const theirs: LoadRun[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await closedLoop(ohds, MEASURE_MS / ROUNDS));
    theirs.push(await closedLoop(bare, MEASURE_MS / ROUNDS));
  }
  ohds.stop();
  bare.stop();
  const full = loadFigures(ours);
  const baseline = loadFigures(theirs);
  // Each round pair ran back to back: its ratio is the least disturbed by load that comes and goes.
  const pairs = ours
    .map(
      (run, i) =>
        run.latencies.length / run.elapsed / (theirs[i]!.latencies.length / theirs[i]!.elapsed),
    )
    .sort((a, b) => a - b);
  const median = (pairs[(pairs.length - 1) >> 1]! + pairs[pairs.length >> 1]!) / 2;
  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${f.cpuUsPerRequest.toFixed(0)} |`;
  return [
    '## API overhead (`POST /api/psychosocial/depression_screen/score`)',
    '',
    `Closed loop, ${CONCURRENCY} concurrent requests, ${MEASURE_MS / 1000} s measured per server in ${ROUNDS} alternating rounds ` +
      `(each after ${WARMUP_MS / 1000} s warm-up); each server in its own process; response ${size} bytes.`,
    '',
    '| Server | req/s | p50 ms | p99 ms | server CPU µs/request |',
    '|---|---:|---:|---:|---:|',
    row(
      'ohds (auth, rate limit, content checks, de-identification scan, zod, scoring, schema serialisation)',
      full,
    ),
    row('bare Fastify route, constant body of the same size', baseline),
    '',
    `Throughput ratio ohds / bare: **${(full.rps / baseline.rps).toFixed(2)}** (target >= 0.6; median of the ${ROUNDS} round pairs ` +
      `${median.toFixed(2)}, range ${pairs[0]!.toFixed(2)}-${pairs.at(-1)!.toFixed(2)}); ` +
      `CPU-bound ratio (bare CPU per request / ohds CPU per request): **${(baseline.cpuUsPerRequest / full.cpuUsPerRequest).toFixed(2)}**.`,
    'The client shares the machine with both servers, so req/s moves with background load; the CPU figures do not.',
  ].join('\n');
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) await serve(process.argv[serveAt + 1]!, Number(process.argv[serveAt + 2] ?? 0));
