/** The I/O a command receives: injected so tests run commands in-process. */
import type { Readable, Writable } from 'node:stream';
import type { Env } from '../src/config.ts';

export interface CommandIO {
  stdin: Readable;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  cwd: string;
  env: Env;
}

/** Set by a command's action: 0 done, 1 some rows or cases failed, 2 usage error. */
export interface CommandResult {
  exitCode: number;
}
