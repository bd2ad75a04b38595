/**
 * `npm run bench [-- AREA...]`: runs each area's benchmark (a ratio against a baseline measured in the
 * same run) and prints Markdown sections; paste them into bench/RESULTS.md.
 */
import { arch, cpus, totalmem } from 'node:os';

interface BenchModule {
  run(): Promise<string>;
}

const areas: Record<string, () => Promise<BenchModule>> = {
  score: () => import('./score.ts'),
  api: () => import('./api.ts'),
  lookup: () => import('./lookup.ts'),
  recordability: () => import('./recordability.ts'),
  nudge: () => import('./nudge.ts'),
  grading: () => import('./grading.ts'),
  fee: () => import('./fee.ts'),
  redis: () => import('./redis.ts'),
  privacy: () => import('./privacy.ts'),
  language: () => import('./language.ts'),
  startup: () => import('./startup.ts'),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in areas));
if (unknown.length > 0) {
  process.stderr.write(
    `bench: unknown area(s): ${unknown.join(', ')}; known: ${Object.keys(areas).join(', ')}\n`,
  );
  process.exit(2);
}

process.stdout.write(
  `# ohds benchmarks\n\nNode ${process.version}, ${arch()}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, ${new Date().toISOString().slice(0, 10)}\n\n`,
);
for (const name of wanted.length > 0 ? wanted : Object.keys(areas)) {
  const started = performance.now();
  const mod = await areas[name]!();
  const section = await mod.run();
  process.stdout.write(
    `${section.trim()}\n\n_${name}: ${((performance.now() - started) / 1000).toFixed(1)} s_\n\n`,
  );
}
