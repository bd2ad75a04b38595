/**
 * Shared counters: `POST /api/psychosocial/depression_screen/score` for a metered consumer (every request
 * one rate-limit hit and one credit reservation) with the counters in Redis (`OHDS_REDIS_URL`, a local
 * `redis-server` on loopback) against the in-memory counters, same run, same machine. Each server runs in its
 * own child process; a closed-loop undici client drives both in alternating rounds.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONCURRENCY,
  closedLoop,
  type LoadFigures,
  type LoadRun,
  loadFigures,
  MEASURE_MS,
  ROUNDS,
  WARMUP_MS,
} from './load.ts';

/** Child side: serve with the given Redis URL (or none) and print `PORT n key`. */
async function serve(redisUrl: string): Promise<void> {
  const { buildApp } = await import('../src/api/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { writeKeyFile } = await import('../src/keys/file.ts');
  const { generateKey, hashKey } = await import('../src/keys/manage.ts');
  const { DataStore } = await import('../src/lookup/store.ts');
  const dir = await mkdtemp(join(tmpdir(), 'ohds-bench-redis-'));
  const keysFile = join(dir, 'keys.json');
  const key = generateKey();
  const keys = [
    {
      sha256: hashKey(key),
      expires_at: null,
      allocation: { amount: 1e12, period: 'day' as const },
    },
  ];
  await writeKeyFile(keysFile, {
    consumers: [
      {
        id: 'c-bench',
        username: 'bench',
        keys,
        credits: { granted: 1e12, cap: { amount: 1e12, period: 'hour' } },
      },
    ],
  });
  const env = {
    OHDS_DATA_DIR: join(dir, 'data'),
    OHDS_RATE_LIMIT_MAX: '1000000',
    ...(redisUrl === 'none' ? {} : { OHDS_REDIS_URL: redisUrl }),
  };
  const config = loadConfig(env, { keysFile });
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

async function firstLine(child: ChildProcess): Promise<string> {
  let buffer = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const nl = buffer.indexOf('\n');
      if (nl !== -1) resolve(buffer.slice(0, nl));
    });
    child.once('exit', (code) => reject(new Error(`bench child exited with ${code}`)));
  });
}

async function startServer(
  redisUrl: string,
): Promise<{ port: number; key: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', redisUrl],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [, port, key] = (await firstLine(child)).split(' ');
  return { port: Number(port), key: key!, child };
}

async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as { port: number }).port;
  probe.close();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (c: Buffer) => c.toString().includes('Ready to accept') && resolve()),
  );
  return { url: `redis://127.0.0.1:${port}`, child };
}

export async function run(): Promise<string> {
  const title =
    '## Shared counters: Redis against memory (`POST /api/psychosocial/depression_screen/score`, metered)';
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0)
    return `${title}\n\nSkipped: redis-server is not on PATH.`;
  const redis = await startRedis();
  const servers = { memory: await startServer('none'), redis: await startServer(redis.url) };
  const runs = { memory: [] as LoadRun[], redis: [] as LoadRun[] };
  // Alternate so background load on the machine hits both alike.
  for (let round = 0; round < ROUNDS; round++) {
    runs.memory.push(await closedLoop(servers.memory, MEASURE_MS / ROUNDS));
    runs.redis.push(await closedLoop(servers.redis, MEASURE_MS / ROUNDS));
  }
  for (const s of Object.values(servers)) s.child.kill('SIGTERM');
  redis.child.kill('SIGTERM');
  const [mem, red] = [loadFigures(runs.memory), loadFigures(runs.redis)];
  const row = (name: string, f: LoadFigures): string =>
    `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} |`;
  return [
    title,
    '',
    `Closed loop, ${CONCURRENCY} concurrent requests, ${MEASURE_MS / 1000} s measured per server in ${ROUNDS} alternating rounds ` +
      `(each after ${WARMUP_MS / 1000} s warm-up). Each request: one rate-limit hit and one credit reservation against balance, ` +
      'account cap and key allocation (one Lua script each in Redis). Redis on loopback, no persistence.',
    '',
    '| Counters | req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    row('in memory (one instance)', mem),
    row('Redis (`OHDS_REDIS_URL`, shared by every instance)', red),
    '',
    `Throughput ratio Redis / memory: **${(red.rps / mem.rps).toFixed(2)}**; added p50 latency ${(red.p50 - mem.p50).toFixed(2)} ms.`,
  ].join('\n');
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) await serve(process.argv[serveAt + 1]!);
