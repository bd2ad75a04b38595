/** A real `ohds serve` child process on a free loopback port (sources run through tsx). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = `import { run } from './commands/index.ts';
process.exitCode = await run(process.argv.slice(1), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env });`;

export interface ServeProcess {
  url: string;
  /** Everything the process wrote to stderr so far (JSON log lines). */
  log(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function startServeProcess(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, 'serve', '--port', '0'],
    {
      cwd: root,
      env: { ...process.env, OHDS_LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', () => {
      const match = /serving on (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`ohds serve exited early: ${stderr.slice(-500)}`)));
  });
  return {
    url,
    log: () => stderr,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
