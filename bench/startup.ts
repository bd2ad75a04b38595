/**
 * Start-up of the CLI as a whole process: `ohds --version` and `ohds --help` through bin/ohds.js (the build in
 * dist/, so run `npm run build` first), median of 15 runs each, against a bare `node -e ""` in the same run.
 * Target: under 150 ms each (commands load only when they run: commands/index.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 15;

function medianMs(args: readonly string[]): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    execFileSync(process.execPath, args, {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, NO_COLOR: '1' },
    });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)]!;
}

export async function run(): Promise<string> {
  if (!existsSync(`${ROOT}dist/commands/index.js`))
    return '## CLI start-up\n\nSkipped: dist/ is missing (run `npm run build`).';
  const bare = medianMs(['-e', '']);
  const rows = [['--version'], ['--help']].map((args) => {
    const ms = medianMs(['bin/ohds.js', ...args]);
    return `| \`ohds ${args.join(' ')}\` | ${ms.toFixed(0)} ms | ${(ms / bare).toFixed(2)}x | ${ms < 150 ? 'yes' : 'no'} |`;
  });
  return [
    '## CLI start-up',
    '',
    `Whole process, median of ${RUNS} runs; baseline \`node -e ""\` ${bare.toFixed(0)} ms in the same run.`,
    '',
    '| Command | Median | vs bare node | Under 150 ms |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}
