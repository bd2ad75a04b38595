/**
 * `ohds score` throughput and memory on a generated 1,000,000-row PHQ-9 CSV, against a csv-parse ->
 * csv-stringify passthrough of the same file measured in the same run. Each run is a child process, so
 * its peak RSS is its own; the fastest of two rounds is reported for both, with the higher peak RSS.
 * Targets: ratio >= 0.5, RSS < 200 MB.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ROWS = 1_000_000;
const SMALL_ROWS = 100_000;
const ROUNDS = 2;
/** V8 sizes its young generation by allocation rate; this caps it to show what the live data needs. */
const YOUNG_GENERATION = '--max-semi-space-size=16';
const exec = promisify(execFile);

/** Printed by every child at exit: its own CPU time and peak RSS. */
const USAGE_HOOK =
  'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();' +
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the child's own template literal, inside a data: URL
  'process.stderr.write(`\\nbench-usage ${u.userCPUTime+u.systemCPUTime} ${u.maxRSS}\\n`)})';

const PASSTHROUGH = `
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
await pipeline(createReadStream(process.argv[1]), parse({ bom: true }), stringify(), createWriteStream('/dev/null'));
`;

/** Deterministic synthetic PHQ-9 answers with a spread of severities (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function generate(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  const next = random(20261122);
  out.write(`respondent,site,${Array.from({ length: 9 }, (_, i) => `item_${i + 1}`).join(',')}\n`);
  let chunk = '';
  for (let i = 0; i < rows; i += 1) {
    const severity = next();
    const items = Array.from({ length: 9 }, () =>
      Math.min(3, Math.floor(next() * 4 * severity + next())),
    );
    chunk += `r-${i.toString(16).padStart(8, '0')},site-${i % 5},${items.join(',')}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await finished(out);
}

interface Measure {
  seconds: number;
  cpuSeconds: number;
  rssMb: number;
}

async function measure(args: string[]): Promise<Measure> {
  const started = performance.now();
  const { stderr } = await exec(process.execPath, ['--import', USAGE_HOOK, ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 1 << 20,
  });
  const seconds = (performance.now() - started) / 1000;
  const usage = /bench-usage (\d+) (\d+)/.exec(stderr);
  if (usage === null) throw new Error('bench: the child did not report its resource usage');
  return { seconds, cpuSeconds: Number(usage[1]) / 1e6, rssMb: Number(usage[2]) / 1024 };
}

/** The fastest round's times with the highest peak RSS of all rounds (RSS varies with V8's heap sizing). */
function best(runs: Measure[]): Measure {
  const fastest = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  return { ...fastest, rssMb: Math.max(...runs.map((r) => r.rssMb)) };
}

export async function run(): Promise<string> {
  // The bin runs the build: make sure dist/ is current (type errors elsewhere do not stop tsc emitting).
  await exec(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    { cwd: ROOT },
  ).catch(() => undefined);
  const dir = await mkdtemp(join(tmpdir(), 'ohds-bench-score-'));
  try {
    const big = join(dir, 'phq9.csv');
    const small = join(dir, 'phq9-small.csv');
    await generate(big, ROWS);
    await generate(small, SMALL_ROWS);
    const scoreArgs = (file: string) => [
      'bin/ohds.js',
      'score',
      file,
      '--instrument',
      'depression_screen',
      '--out',
      '/dev/null',
    ];
    const baseline: Measure[] = [];
    const scored: Measure[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      baseline.push(await measure(['--input-type=module', '-e', PASSTHROUGH, big]));
      scored.push(await measure(scoreArgs(big)));
    }
    const smallRun = await measure(scoreArgs(small));
    const capped = await measure([YOUNG_GENERATION, ...scoreArgs(big)]);
    const base = best(baseline);
    const score = best(scored);
    const rate = (m: Measure, rows: number) => Math.round(rows / m.seconds).toLocaleString('en-US');
    const ratio = base.seconds / score.seconds;
    const cpuRatio = base.cpuSeconds / score.cpuSeconds;
    return [
      '## score',
      '',
      `\`ohds score\` (built bin, CSV in, CSV out to /dev/null) on a generated ${ROWS.toLocaleString('en-US')}-row PHQ-9 CSV, fastest of ${ROUNDS} rounds (peak RSS: the higher of the ${ROUNDS}), each run a child process.`,
      '',
      '| run | wall s | rows/s | CPU s | peak RSS MB |',
      '|---|---:|---:|---:|---:|',
      `| csv-parse -> csv-stringify passthrough (baseline) | ${base.seconds.toFixed(2)} | ${rate(base, ROWS)} | ${base.cpuSeconds.toFixed(2)} | ${base.rssMb.toFixed(0)} |`,
      `| ohds score, ${ROWS.toLocaleString('en-US')} rows | ${score.seconds.toFixed(2)} | ${rate(score, ROWS)} | ${score.cpuSeconds.toFixed(2)} | ${score.rssMb.toFixed(0)} |`,
      `| ohds score, ${SMALL_ROWS.toLocaleString('en-US')} rows (memory flatness check) | ${smallRun.seconds.toFixed(2)} | ${rate(smallRun, SMALL_ROWS)} | ${smallRun.cpuSeconds.toFixed(2)} | ${smallRun.rssMb.toFixed(0)} |`,
      `| ohds score, ${ROWS.toLocaleString('en-US')} rows, node ${YOUNG_GENERATION} | ${capped.seconds.toFixed(2)} | ${rate(capped, ROWS)} | ${capped.cpuSeconds.toFixed(2)} | ${capped.rssMb.toFixed(0)} |`,
      '',
      `Ratio to the passthrough: **${ratio.toFixed(2)}** by wall time, ${cpuRatio.toFixed(2)} by CPU time (target >= 0.5). ` +
        `Peak RSS ${score.rssMb.toFixed(0)} MB (target < 200 MB; the passthrough itself peaks at ${base.rssMb.toFixed(0)} MB). ` +
        'Peak RSS at default V8 settings is mostly the young generation, which V8 grows with the allocation rate; ' +
        `it does not grow with the row count (the ${SMALL_ROWS.toLocaleString('en-US')}-row run), and capping it shows what the process itself holds.`,
    ].join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
