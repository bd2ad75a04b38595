/**
 * `npm test`: every test file, in one process per core (test/support/lane.ts) rather than one per
 * file, which paid the start-up and the shared imports about 150 times. The processes take files
 * from one queue, slowest first (the durations of the previous run, kept in node_modules/.cache; a
 * file without one goes first, the largest first), so no core idles while another has a long file
 * left. Arguments narrow the run to other glob patterns: `npm test -- "test/io/**\/*.test.ts"`.
 */
import {
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

const DURATIONS = resolve('node_modules/.cache/ohds/test-durations.json');

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

const patterns = process.argv.slice(2);
const files = globSync(patterns.length > 0 ? patterns : ['test/**/*.test.ts']).sort();
const durations = readDurations();
// A file without a duration of its own goes first (it may be slow; the largest first),
// then the slowest first.
const unknown = files.filter((f) => durations[f] === undefined);
const known = files.filter((f) => durations[f] !== undefined);
const order = [
  ...unknown.sort((a, b) => statSync(b).size - statSync(a).size),
  ...known.sort((a, b) => durations[b]! - durations[a]!),
];

const queue = mkdtempSync(join(tmpdir(), 'ohds-test-queue-'));
writeFileSync(join(queue, 'files.json'), JSON.stringify(order.map((file) => resolve(file))));
const lanes = Math.max(1, Math.min(availableParallelism(), files.length));
const stream = run({
  files: Array.from({ length: lanes }, () => resolve('test/support/lane.ts')),
  argv: [queue],
  concurrency: lanes,
  execArgv: ['--import', 'tsx'],
});

// A failing test marked todo is reported, not counted (as `node --test` does).
stream.on('test:fail', (data) => {
  if (data.todo === undefined || data.todo === false) process.exitCode = 1;
});
// The lanes name each file's test by its path: its duration orders the next run's queue.
// A whole run keeps only its own files (a moved or deleted one drops out); a narrowed run
// updates the ones it ran.
const inputs = new Set(files);
const measured: Record<string, number> = patterns.length > 0 ? { ...durations } : {};
for (const event of ['test:pass', 'test:fail'] as const) {
  stream.on(event, (data) => {
    if (data.nesting === 0 && inputs.has(data.name))
      measured[data.name] = Math.round(data.details.duration_ms);
  });
}
stream.on('end', () => {
  rmSync(queue, { recursive: true, force: true });
  mkdirSync(dirname(DURATIONS), { recursive: true });
  writeFileSync(DURATIONS, `${JSON.stringify(measured, null, 1)}\n`);
});
stream.compose(spec).pipe(process.stdout);
