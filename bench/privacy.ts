/**
 * Benchmark (not a test: nothing is asserted on time): the outbound scan over each adversarial input
 * at the body limit, as a ratio against one charCodeAt pass over the same text measured in the same
 * run. `npm run bench -- privacy`; `run()` has the shape bench/run.ts expects of an area.
 */
import { fileURLToPath } from 'node:url';
import { scanOutboundText } from '../src/privacy/index.ts';
import { ADVERSARIAL } from '../test/privacy/adversarial.ts';

const LENGTH = 520_000;
const ROUNDS = 5;

/** The fastest of ROUNDS runs of `work`, in milliseconds. */
function fastest(work: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** The baseline: the least a linear scan must do, read every character once. */
function readEveryChar(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return sum;
}

export async function run(): Promise<string> {
  const rows = ADVERSARIAL.map(([name, make]) => {
    const text = make(LENGTH);
    const scan = fastest(() => scanOutboundText(text));
    const baseline = fastest(() => readEveryChar(text));
    return `| ${name} | ${scan.toFixed(1)} | ${baseline.toFixed(2)} | ${(scan / baseline).toFixed(0)} |`;
  });
  return [
    `## privacy: identifier scan, ${LENGTH.toLocaleString('en-US')} characters`,
    '',
    '| input | scan ms | one-pass baseline ms | ratio |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${await run()}\n`);
