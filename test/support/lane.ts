/**
 * One test process of `npm test` (test/run.ts): takes the run's test files one at a time, in the
 * queue's order, and runs each as a test named by its path, its own tests nested under it, until
 * none is left. A file is claimed by creating a directory named by its place in the queue (mkdir
 * either creates or fails, atomically), so the processes share the queue without talking, and one
 * that is done early takes the next file.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const queue = process.argv[2];
if (queue === undefined) throw new Error('usage: lane.ts QUEUE_DIR (test/run.ts starts the lanes)');
const files = JSON.parse(readFileSync(join(queue, 'files.json'), 'utf8')) as string[];

function claim(index: number): boolean {
  try {
    mkdirSync(join(queue!, String(index)));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

for (const [index, file] of files.entries()) {
  // The file's tests are created while this test runs: they nest under it; it ends when they do.
  if (claim(index))
    await test(relative(process.cwd(), file), () => import(pathToFileURL(file).href));
}
