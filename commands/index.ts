/**
 * Builds the commander program. `run(argv, io)` returns the exit code; this is the only catch.
 * Each subcommand module exports `register(program, io, result)`.
 *
 * Exit codes (the README's table):
 *   0    done
 *   1    some rows or cases failed; the rest were written (also an unexpected internal error)
 *   2    usage or configuration error (bad flag, unreadable input, --out naming an input); nothing written
 *   3    an output could not be written (OutputError: disk full, permission, read-only file system, I/O
 *        error); the message names the flag and the errno code; output files are left as they were
 *        (analyze: results already written are kept)
 *   130  interrupted by SIGINT (Ctrl-C); 143: by SIGTERM. Output files are left as they were (analyze:
 *        finished results are kept and a rerun resumes); stdout output is incomplete
 */
import { Command, CommanderError } from 'commander';
import { isOhdsError } from '../src/errors.ts';
import type { CommandIO, CommandResult } from './io.ts';
import { commandModules } from './registry.ts';

export type { CommandIO } from './io.ts';

export function buildProgram(io: CommandIO, result: CommandResult): Command {
  const program = new Command('ohds')
    .description('Occupational-health decision support: scoring, recordability, grading, nudges, lookups.')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // The injected streams' width (80 off a terminal), so help fits the terminal it is shown on.
      getOutHelpWidth: () => (io.stdout.isTTY ? (io.stdout as { columns?: number }).columns : undefined) ?? 80,
      getErrHelpWidth: () => (io.stderr.isTTY ? (io.stderr as { columns?: number }).columns : undefined) ?? 80,
    })
    // Commander leaves a description narrower than 40 columns unwrapped, and the terminal then breaks it
    // mid-word; the command column is wide (`codes [options] <set> <action> [query...]`), so wrap from 20.
    .configureHelp({ minWidthToWrap: 20 })
    .showHelpAfterError();
  for (const mod of commandModules) mod.register(program, io, result);
  return program;
}

export async function run(argv: string[], io: CommandIO): Promise<number> {
  const result: CommandResult = { exitCode: 0 };
  const program = buildProgram(io, result);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return result.exitCode;
  } catch (err) {
    if (err instanceof CommanderError) {
      return err.exitCode === 0 ? 0 : 2;
    }
    if (isOhdsError(err)) {
      io.stderr.write(`ohds: ${err.message}\n`);
      return err.exitCode;
    }
    io.stderr.write(`ohds: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
