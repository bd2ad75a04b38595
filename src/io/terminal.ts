/**
 * `--interactive` prompts (@inquirer/prompts) need a terminal on both ends; without one, or after Ctrl-C,
 * the run ends with a usage error (exit 2) or as interrupted (exit 130), never as an unexpected error.
 */
import type { Readable } from 'node:stream';
import { Interrupted, UsageError } from '../errors.ts';

/** @throws UsageError when stdin is not a terminal (a pipe, a file, CI) */
export function requireTerminal(
  stdin: Readable & { isTTY?: boolean },
  flag = '--interactive',
): void {
  if (stdin.isTTY !== true)
    throw new UsageError(
      `${flag} asks questions in a terminal, and stdin is not one; give an input file instead.`,
    );
}

/**
 * Runs the prompts; Ctrl-C (the prompts' ExitPromptError, matched by name as their documentation does)
 * becomes Interrupted, exit 130.
 */
export async function prompting<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    if (
      err instanceof Error &&
      (err.name === 'ExitPromptError' || err.name === 'AbortPromptError')
    ) {
      throw new Interrupted('SIGINT', 'Interrupted by Ctrl-C; nothing was written.');
    }
    throw err;
  }
}
