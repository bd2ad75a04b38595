/**
 * Batch inputs and outputs. Inputs are opened up front, so an unreadable file is a usage error (exit 2)
 * before any row is processed; `-` is stdin. Outputs are opened inside `writeOutputs`, which writes them all
 * or leaves them all as they were (src/io/atomic.ts); no `--out` is stdout.
 */
import { open, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { Interrupted, UsageError } from '../errors.ts';
import { type AtomicFile, openAtomic, outputError } from './atomic.ts';
import { type StopSignal, type StopSignals, stopSignalOf, watchStop } from './interrupt.ts';
import { describeReadError } from './read.ts';

export interface Output {
  stream: Writable;
  /** True for a file (end it when done); false for stdout. */
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

/**
 * Lets go of an input opened by `openInput` once a command is done with it, read to the end or not (a run that
 * stops early on an output error would otherwise leave the file open until garbage collection). Never stdin.
 */
export function releaseInput(input: Readable, stdin: Readable): void {
  if (input !== stdin && !input.destroyed) input.destroy();
}

export interface InputFile {
  /** As given on the command line; `-` is stdin. */
  path: string;
  /** How a message names it: `the input file`, `--batch`. */
  role: string;
  /** Destroyed when the run is interrupted, so a pending read cannot keep the process alive. */
  stream: Readable;
}

/** What `writeOutputs` needs of the command's I/O. */
export interface OutputsIO {
  cwd: string;
  stdout: Writable;
  onStopSignal?: StopSignals;
}

/** Opens the output named by a flag (`role`); `path` undefined is stdout. */
export type OpenOutput = (path: string | undefined, role: string) => Promise<Output>;

/**
 * Same file: equal paths or the same inode (a hard link, a symlink, another spelling). Devices and pipes are
 * shared on purpose (`--out /dev/null --errors /dev/null`).
 */
async function sameFile(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([stat(a).catch(() => null), stat(b).catch(() => null)]);
  if ((x !== null && !x.isFile()) || (y !== null && !y.isFile())) return false;
  return a === b || (x !== null && y !== null && x.dev === y.dev && x.ino === y.ino);
}

function interruptedText(signal: StopSignal, files: readonly string[], toStdout: boolean): string {
  const left =
    files.length === 0
      ? ''
      : `${files.join(' and ')} ${files.length === 1 ? 'is' : 'are'} left as ${files.length === 1 ? 'it was' : 'they were'}`;
  if (toStdout)
    return `Interrupted by ${signal}; the output on stdout is incomplete${left === '' ? '' : ` (${left})`}.`;
  return `Interrupted by ${signal}; nothing was written${left === '' ? '' : ` (${left})`}.`;
}

/**
 * Runs `work`, which opens its outputs with `open` and closes its writers before it returns. Then every file
 * is flushed and renamed into place; on a failure or a stop signal every file is discarded and its target
 * keeps its previous content. Signal listeners live exactly as long as this call.
 * @throws UsageError when an output names an input or another output; OutputError (exit 3) when an output
 *   cannot be written; Interrupted (exit 130/143) on SIGINT/SIGTERM, saying what was left as it was
 */
export async function writeOutputs<T>(
  io: OutputsIO,
  inputs: readonly InputFile[],
  work: (open: OpenOutput) => Promise<T>,
): Promise<T> {
  const stop = watchStop(io.onStopSignal);
  const files: Array<{ role: string; path: string; file: AtomicFile }> = [];
  const roles: string[] = []; // every file output asked for, opened yet or not
  const pending = new Set<Promise<AtomicFile>>();
  const named = inputs
    .filter((i) => i.path !== '-')
    .map((i) => ({ role: i.role, path: resolve(io.cwd, i.path) }));
  let toStdout = false;
  let over = false;
  let stdoutError: unknown = null;
  const onStdoutError = (err: unknown): void => {
    stdoutError ??= err;
  };
  io.stdout.on('error', onStdoutError);

  const openOutput: OpenOutput = async (path, role) => {
    if (path === undefined) {
      toStdout = true;
      return { stream: io.stdout, owned: false };
    }
    roles.push(role);
    const full = resolve(io.cwd, path);
    for (const other of [...named, ...files]) {
      if (await sameFile(full, other.path))
        throw new UsageError(
          `${role} names the same file as ${other.role}; choose another path (nothing was written).`,
        );
    }
    if (over) throw new Error('The run is over.');
    const opening = openFile(full, role);
    pending.add(opening);
    const file = await opening.finally(() => pending.delete(opening));
    return { stream: file.stream, owned: true };
  };
  /** Opens one file; one that opens after the run is over is discarded at once. */
  const openFile = async (full: string, role: string): Promise<AtomicFile> => {
    const file = await openAtomic(full, role);
    if (over) {
      await file.discard();
      throw new Error('The run ended while this output was being opened.');
    }
    files.push({ role, path: full, file });
    return file;
  };

  const working = work(openOutput);
  working.catch(() => undefined); // after a stop signal nobody awaits it
  try {
    const value = await Promise.race([working, stop.stopped]);
    // Everything on disk first, then the renames: a signal from here on finds the job done.
    await Promise.all(files.map(({ file }) => file.flush(stop.signal)));
    for (const { file } of files) await file.commit();
    return value;
  } catch (err) {
    over = true;
    await Promise.allSettled(pending); // no temporary file may outlive the run
    await Promise.all(files.map(({ file }) => file.discard()));
    const signal = stopSignalOf(stop.signal);
    if (signal !== null && err === signal) {
      for (const input of inputs) input.stream.destroy();
      throw new Interrupted(signal, interruptedText(signal, roles, toStdout));
    }
    const failed = files.find(({ file }) => file.error !== null)?.file.error;
    if (failed !== undefined) throw failed;
    throw (stdoutError === null ? null : outputError('stdout', stdoutError)) ?? err;
  } finally {
    over = true;
    stop.dispose();
    io.stdout.off('error', onStdoutError);
  }
}
