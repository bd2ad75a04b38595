/**
 * The closed-loop HTTP load both API benchmarks use: CONCURRENCY workers posting the depression-screen
 * body for a fixed time after a warm-up, and the figures (req/s, p50, p99, server CPU per request) of
 * several alternating rounds.
 */
import { Pool } from 'undici';

export const CONCURRENCY = 32;
export const WARMUP_MS = 500;
export const MEASURE_MS = 6000;
// Short alternating rounds: on a shared machine, background load then hits both servers alike.
export const ROUNDS = 6;
export const PATH = '/api/psychosocial/depression_screen/score';
export const BODY = JSON.stringify({
  responses: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`item_${i + 1}`, i % 4])),
});

export interface Target {
  port: number;
  key: string;
  /** CPU microseconds the server process has used so far, when it can say. */
  cpu?: () => Promise<number>;
}

export interface LoadRun {
  latencies: number[];
  elapsed: number;
  cpuUs: number;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** NaN when the target does not report its CPU. */
  cpuUsPerRequest: number;
}

/** Closed-loop load for `ms`: latencies of the requests completed, elapsed time, server CPU used. */
export async function closedLoop(target: Target, ms: number): Promise<LoadRun> {
  const pool = new Pool(`http://127.0.0.1:${target.port}`, { connections: CONCURRENCY });
  const headers = { apikey: target.key, 'content-type': 'application/json' };
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
  const cpuBefore = target.cpu ? await target.cpu() : NaN;
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  measuring = false;
  const elapsed = performance.now() - started;
  const cpuUs = target.cpu ? (await target.cpu()) - cpuBefore : NaN;
  done = true;
  await Promise.all(workers);
  await pool.close();
  return { latencies, elapsed, cpuUs };
}

export function loadFigures(runs: LoadRun[]): LoadFigures {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = runs.reduce((sum, r) => sum + r.elapsed, 0);
  const cpuUs = runs.reduce((sum, r) => sum + r.cpuUs, 0);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    rps: (latencies.length / elapsed) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    cpuUsPerRequest: cpuUs / latencies.length,
  };
}
