#!/usr/bin/env node
// Checked before the CLI is loaded, in syntax any Node that runs ES modules parses: on an older Node the
// CLI would fail later with an obscure error. 22.22.2 is the oldest Node every dependency accepts
// (@inquirer/prompts: ^22.22.2 || ^24.15.0); .npmrc's engine-strict makes npm refuse the install too.
const [major, minor, patch] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && (minor < 22 || (minor === 22 && patch < 2)))) {
  process.stderr.write(
    `ohds: needs Node.js 22.22.2 or newer (24 LTS recommended); this is ${process.version}. See "Set-up" in the README.\n`,
  );
  process.exit(2);
}
const { run } = await import('../dist/commands/index.js');

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
