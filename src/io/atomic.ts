/**
 * Output files written whole or not at all: every command that writes a file goes through here.
 *
 * Bytes go to a temporary file `.NAME.<16 hex>.tmp` in the target's folder, created exclusively
 * (O_CREAT|O_EXCL|O_NOFOLLOW) under a name from `crypto.randomBytes`, so a file or symlink planted there is an
 * error, never written through. On commit the file is fsynced, closed and renamed over the target; rename
 * replaces the directory entry, so readers see the previous file or the complete new one. On failure or
 * interruption the temporary file is removed and the target keeps its previous content.
 *
 * - A symlink at the target is refused (usage error): writing through it could reach any file the link
 *   names, and replacing it could replace a system link (`/dev/stdout`).
 * - A device or a pipe at the target (/dev/null, a FIFO) cannot be replaced, so it is written directly.
 * - Mode: an existing target keeps its permission bits (a `chmod` survives reruns; the owner becomes the
 *   user running ohds); a new file is 0o600, owner only, because results carry the input's columns.
 * - A SIGKILL or power loss can leave a `.NAME.<hex>.tmp` beside the target; it is safe to delete.
 */
import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import { type FileHandle, lstat, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type OhdsError, OutputError, UsageError } from '../errors.ts';

/** Permission bits of a new output file. */
export const NEW_FILE_MODE = 0o600;

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const CREATE_EXCLUSIVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;
const WRITE_EXISTING = constants.O_WRONLY | NOFOLLOW;
const STREAM = { highWaterMark: 64 * 1024 };

/** A wrong path is a usage error (exit 2); the rest of the errno codes are output failures (exit 3). */
const PATH_PROBLEMS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a parent is not a folder',
  ENAMETOOLONG: 'the name is too long',
};

const IO_PROBLEMS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EIO: 'input/output error',
  EPIPE: 'the reader has gone',
  EEXIST: 'a temporary file name was taken',
};

/**
 * The CLI error for a failed write to `role` (`--out`, `--errors`, `stdout`), from the errno code only (a
 * message could quote data). Null when `err` carries no errno code: not an I/O failure.
 * @param note appended after the code, e.g. what is left as it was
 */
export function outputError(role: string, err: unknown, note = ''): OhdsError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^E[A-Z0-9]+$/.test(code)) return null;
  const path = PATH_PROBLEMS[code];
  if (path !== undefined) return new UsageError(`Cannot write ${role}: ${path} (${code}).`);
  const problem = IO_PROBLEMS[code];
  return new OutputError(
    `Cannot write ${role} (${code}${problem === undefined ? '' : `: ${problem}`})${note}.`,
    { role, errno: code },
  );
}

function failure(role: string, err: unknown, note = ''): unknown {
  return outputError(role, err, note) ?? err;
}

export interface AtomicFile {
  /** Where the bytes go: the temporary file (or the device itself). */
  readonly stream: Writable;
  /** The stream's failure, as the CLI reports it; null while it is healthy. */
  readonly error: unknown;
  /**
   * Ends the stream and waits until it is on disk and closed.
   * @throws its error, or the reason of an aborted `signal`, after discarding the file
   */
  flush(signal?: AbortSignal): Promise<void>;
  /** Flushes (once), then renames the temporary file over the target. */
  commit(signal?: AbortSignal): Promise<void>;
  /** Destroys the stream and removes the temporary file; the target keeps its previous content. No-op once committed. */
  discard(): Promise<void>;
}

const UNCHANGED = '; the file was not changed';

/** Destroys with an error so that a writer waiting for 'drain' fails instead of waiting forever. */
const discarded = (): Error =>
  Object.assign(new Error('The output was discarded.'), { code: 'ERR_OUTPUT_DISCARDED' });

/** Tracks a stream's first failure while the file is open; errors after a discard are its own doing. */
function track(
  stream: Writable,
  role: string,
  note: string,
  isOpen: () => boolean,
): { error: unknown } {
  const state = { error: null as unknown };
  stream.on('error', (err) => {
    if (isOpen()) state.error ??= failure(role, err, note);
  });
  return state;
}

async function existing(target: string, role: string): Promise<Stats | null> {
  try {
    return await lstat(target);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') return null;
    throw failure(role, err);
  }
}

async function createTemp(
  target: string,
  role: string,
): Promise<{ temp: string; handle: FileHandle }> {
  for (let attempt = 1; ; attempt += 1) {
    // The name is cut so the suffix cannot push it past NAME_MAX.
    const temp = join(
      dirname(target),
      `.${basename(target).slice(0, 120)}.${randomBytes(8).toString('hex')}.tmp`,
    );
    try {
      return { temp, handle: await open(temp, CREATE_EXCLUSIVE, NEW_FILE_MODE) };
    } catch (err) {
      // EEXIST with 64 random bits means someone is planting names: retry twice, then give up.
      if ((err as { code?: unknown }).code !== 'EEXIST' || attempt === 3)
        throw failure(role, err, UNCHANGED);
    }
  }
}

/** A device or a pipe, written in place (no O_CREAT, no O_TRUNC; no fsync, which they refuse). */
async function openDevice(target: string, role: string): Promise<AtomicFile> {
  const handle = await open(target, WRITE_EXISTING).catch((err: unknown) => {
    throw failure(role, err);
  });
  if ((await handle.stat()).isFile()) {
    await handle.close();
    throw new UsageError(`${role} changed while it was being opened; try again.`);
  }
  const stream = handle.createWriteStream(STREAM);
  let active = true;
  const state = track(stream, role, '', () => active);
  const flush = async (): Promise<void> => {
    if (!stream.writableEnded) stream.end();
    await finished(stream).catch(() => undefined);
    active = false;
    if (state.error !== null) throw state.error;
  };
  return {
    stream,
    get error() {
      return state.error;
    },
    flush,
    commit: flush,
    async discard() {
      if (!active) return;
      active = false;
      stream.destroy(discarded());
    },
  };
}

/**
 * Opens `target` (an absolute path) for an all-or-nothing write. `role` names it in errors (`--out`).
 * @throws UsageError when the target is a folder or a symlink or its folder does not exist; OutputError when
 *   the temporary file cannot be created (permission, read-only file system, ...)
 */
export async function openAtomic(target: string, role: string): Promise<AtomicFile> {
  const before = await existing(target, role);
  if (before?.isSymbolicLink())
    throw new UsageError(
      `${role} is a symbolic link; ohds never writes through a link (remove it, or name the file itself).`,
    );
  if (before?.isDirectory()) throw new UsageError(`${role} is a folder; name a file.`);
  if (before !== null && !before.isFile()) return openDevice(target, role);

  const { temp, handle } = await createTemp(target, role);
  const mode = before === null ? NEW_FILE_MODE : before.mode & 0o777;
  if (mode !== NEW_FILE_MODE) {
    await handle.chmod(mode).catch(async (err: unknown) => {
      await handle.close();
      await rm(temp, { force: true });
      throw failure(role, err, UNCHANGED);
    });
  }
  const stream = handle.createWriteStream({ ...STREAM, flush: true });
  let phase: 'open' | 'committed' | 'discarded' = 'open';
  const state = track(stream, role, UNCHANGED, () => phase === 'open');
  const discard = async (): Promise<void> => {
    if (phase !== 'open') return;
    phase = 'discarded';
    stream.destroy(discarded());
    await finished(stream).catch(() => undefined);
    await rm(temp, { force: true });
  };
  let flushed: Promise<void> | undefined;
  const flushOnce = (signal?: AbortSignal): Promise<void> => (flushed ??= flush(signal));
  const flush = async (signal?: AbortSignal): Promise<void> => {
    if (!stream.writableEnded) stream.end();
    await finished(stream).catch(() => undefined); // its error is in state.error
    const error = state.error ?? (signal?.aborted ? signal.reason : null);
    if (error !== null) {
      await discard();
      throw error;
    }
  };
  return {
    stream,
    get error() {
      return state.error;
    },
    flush: flushOnce,
    async commit(signal) {
      await flushOnce(signal);
      try {
        await rename(temp, target);
      } catch (err) {
        await discard();
        throw failure(role, err, UNCHANGED);
      }
      phase = 'committed';
      await syncFolder(dirname(target));
    },
    discard,
  };
}

/** Makes the rename durable. Best effort: some file systems refuse to fsync a folder. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, constants.O_RDONLY).catch(() => null);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

/**
 * Writes `data` to `target` all or nothing (see the top of this file).
 * @throws the signal's reason, with nothing written, when `signal` is aborted before the rename
 */
export async function writeAtomic(
  target: string,
  role: string,
  data: string,
  signal?: AbortSignal,
): Promise<void> {
  const file = await openAtomic(target, role);
  file.stream.end(data);
  await file.commit(signal);
}
