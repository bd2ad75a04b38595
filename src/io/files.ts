/**
 * Opening batch inputs and outputs up front, so an unreadable file or an unwritable destination is a
 * usage error (exit 2) before any row is processed. `-` is stdin; no `--out` is stdout.
 */
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { UsageError } from '../errors.ts';
import { describeReadError } from './read.ts';

export interface Output {
  stream: Writable;
  /** True for a file we opened (end it when done); false for stdout. */
  owned: boolean;
}

/** Opens `path` (relative to `cwd`) for reading, or returns `stdin` for `-`. */
export async function openInput(path: string, cwd: string, stdin: Readable): Promise<Readable> {
  if (path === '-') return stdin;
  const full = resolve(cwd, path);
  try {
    const handle = await open(full, 'r');
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    }
    return handle.createReadStream({ highWaterMark: 16 * 1024 });
  } catch (err) {
    throw new UsageError(`Cannot read '${path}': ${describeReadError(err)}.`);
  }
}

/** Creates (truncates) `path` relative to `cwd`, or returns stdout when `path` is undefined. */
export async function openOutput(path: string | undefined, cwd: string, stdout: Writable): Promise<Output> {
  if (path === undefined) return { stream: stdout, owned: false };
  const full = resolve(cwd, path);
  try {
    const handle = await open(full, 'w');
    return { stream: handle.createWriteStream({ highWaterMark: 64 * 1024 }), owned: true };
  } catch (err) {
    throw new UsageError(`Cannot write '${path}': ${describeReadError(err)}.`);
  }
}
