/**
 * `npm test`: every test file, as many at a time as the machine has cores (node's own default leaves one
 * idle), through tsx. Arguments narrow the run to other glob patterns: `npm test -- "test/io/**\/*.test.ts"`.
 */
import { availableParallelism } from 'node:os';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

const patterns = process.argv.slice(2);
const stream = run({
  globPatterns: patterns.length > 0 ? patterns : ['test/**/*.test.ts'],
  concurrency: availableParallelism(),
  execArgv: ['--import', 'tsx'],
});
// A failing test marked todo is reported, not counted (as `node --test` does).
stream.on('test:fail', (data) => {
  if (data.todo === undefined || data.todo === false) process.exitCode = 1;
});
stream.compose(spec).pipe(process.stdout);
