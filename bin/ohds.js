#!/usr/bin/env node
import { run } from '../dist/commands/index.js';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'];

const code = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
  // Only a command that writes files subscribes, while it writes; every other one keeps Node's default.
  onStopSignal: (listener) => {
    for (const signal of STOP_SIGNALS) process.on(signal, listener);
    return () => {
      for (const signal of STOP_SIGNALS) process.off(signal, listener);
    };
  },
});
// A run stopped by a signal ends now, as the signal would have ended it: a pending read of stdin must not keep it alive.
if (code === 130 || code === 143) process.exit(code);
process.exitCode = code;
