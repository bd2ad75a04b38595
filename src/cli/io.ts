/** The I/O a command receives: injected so tests run commands in-process. */
import type { Readable, Writable } from 'node:stream';
import type { Env } from '../config.ts';
import type { StopSignals } from '../io/interrupt.ts';

export interface CommandIO {
  stdin: Readable;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  cwd: string;
  env: Env;
  /** SIGINT/SIGTERM (bin/ohds.js wires the process's); commands that write files listen while they write. */
  onStopSignal?: StopSignals;
}

/** Set by a command's action: 0 done, 1 some rows or cases failed (the other exit codes come from errors: commands/index.ts). */
export interface CommandResult {
  exitCode: number;
}
