/** A writable that records what a command writes, optionally posing as a terminal (for spinners and colour). */
import { PassThrough } from 'node:stream';
import { run } from '../../commands/index.ts';

export type TextSink = PassThrough & { isTTY?: boolean; text: () => string };

export function textSink(isTTY = false): TextSink {
  const stream = new PassThrough() as TextSink;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.isTTY = isTTY;
  // What a terminal stream offers and the spinner uses.
  if (isTTY)
    Object.assign(stream, {
      cursorTo: () => true,
      clearLine: () => true,
      moveCursor: () => true,
      columns: 80,
    });
  stream.text = () => Buffer.concat(chunks).toString('utf8');
  return stream;
}

/** Runs `ohds ARGV` in-process with recording streams and an empty stdin; returns the exit code and output. */
export async function runOhds(
  argv: string[],
  opts: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = textSink(),
    stderr = textSink();
  const code = await run(argv, {
    stdin: new PassThrough(),
    stdout,
    stderr,
    cwd: opts.cwd,
    env: opts.env ?? {},
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
