/**
 * The `ohds` program: every subcommand with its one-line summary, loaded only when it runs, so `ohds --help`
 * and `ohds --version` start without loading any engine. `run(argv, io)` returns the exit code; this is the only
 * catch. Each subcommand module exports `register(cmd, io, result)`, which adds its arguments, options and action.
 *
 * Exit codes (the README's table):
 *   0    done
 *   1    some rows or cases failed; the rest were written (also an unexpected internal error: a bug)
 *   2    usage or configuration error (bad flag, unreadable input, --out naming an input); nothing written
 *   3    an output could not be written (OutputError: disk full, permission, read-only file system, I/O
 *        error); the message names the flag and the errno code; output files are left as they were
 *        (analyze: results already written are kept)
 *   130  interrupted by SIGINT (Ctrl-C); 143: by SIGTERM. Output files are left as they were (analyze:
 *        finished results are kept and a rerun resumes); stdout output is incomplete
 */
import { Command, CommanderError } from 'commander';
import { buildInfo } from '../src/build-info.ts';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { isOhdsError } from '../src/errors.ts';

export type { CommandIO } from '../src/cli/io.ts';

interface CommandModule {
  register(cmd: Command, io: CommandIO, result: CommandResult): void;
}

/** Every subcommand, in help order. Add one line per new command. */
export const COMMANDS: ReadonlyArray<{
  name: string;
  summary: string;
  load: () => Promise<CommandModule>;
}> = [
  {
    name: 'score',
    summary:
      'Score every row of a CSV, JSON or NDJSON file (FILE or - for stdin) with one instrument.',
    load: () => import('./score.ts'),
  },
  {
    name: 'instruments',
    summary: 'List the instruments (categories, items, bands), or show one in detail.',
    load: () => import('./instruments.ts'),
  },
  {
    name: 'analyze',
    summary:
      'Weighted, cited OSHA recordability analysis (29 CFR 1904.4-1904.11) of de-identified cases; never a final determination.',
    load: () => import('./analyze.ts'),
  },
  {
    name: 'log',
    summary:
      'The OSHA 300 Log, the 300A summary (CSV and printable HTML) and the ITA upload files from analysed cases and reviewer decisions (29 CFR 1904.29-1904.32).',
    load: () => import('./log.ts'),
  },
  {
    name: 'data',
    summary: 'Import and inspect the reference data (regulations, code sets, fee schedules).',
    load: () => import('./data.ts'),
  },
  {
    name: 'regs',
    summary:
      'Regulation text (29 CFR 1904 and any imported eCFR part), addressable to the paragraph.',
    load: () => import('./regs.ts'),
  },
  {
    name: 'codes',
    summary:
      'Code-set lookups. set: icd10cm, naics, cpt; action: search <words or code>, get <code>, tree [code].',
    load: () => import('./codes.ts'),
  },
  {
    name: 'grade',
    summary:
      'Grade every care-team member of a case: one request body per .json file or per .ndjson line.',
    load: () => import('./grade.ts'),
  },
  {
    name: 'nudge-check',
    summary:
      'Decide which open nudge cards each transcript window satisfied (safety cards never resolve).',
    load: () => import('./nudge-check.ts'),
  },
  {
    name: 'keys',
    summary: 'Manage API consumers and their keys in a key file.',
    load: () => import('./keys.ts'),
  },
  {
    name: 'serve',
    summary: 'Run the authenticated HTTP JSON API (GET /health answers 200 once ready).',
    load: () => import('./serve.ts'),
  },
  {
    name: 'fee',
    summary:
      'Workers\u2019 compensation fee-schedule maximum for one line, or every line of --batch FILE (bill review).',
    load: () => import('./fee.ts'),
  },
];

/** The command a run names (`ohds help score` names score), or none. */
function named(argv: readonly string[]): string | undefined {
  const first = argv.find((a) => !a.startsWith('-'));
  return first === 'help' ? argv[argv.indexOf('help') + 1] : first;
}

export async function buildProgram(
  io: CommandIO,
  result: CommandResult,
  argv: readonly string[] = [],
): Promise<Command> {
  const program = new Command('ohds')
    .description(
      'Occupational-health decision support: scoring, recordability, grading, nudges, lookups.',
    )
    .version(buildInfo().version)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // The injected streams' width (80 off a terminal), so help fits the terminal it is shown on.
      getOutHelpWidth: () =>
        (io.stdout.isTTY ? (io.stdout as { columns?: number }).columns : undefined) ?? 80,
      getErrHelpWidth: () =>
        (io.stderr.isTTY ? (io.stderr as { columns?: number }).columns : undefined) ?? 80,
    })
    // Commander leaves a description narrower than 40 columns unwrapped, and the terminal then breaks it
    // mid-word; wrap from 20 columns.
    .configureHelp({ minWidthToWrap: 20 })
    .showHelpAfterError();
  const wanted = named(argv);
  for (const entry of COMMANDS) {
    const cmd = program.command(entry.name).description(entry.summary);
    // Only the command that runs is loaded; the others are listed for help.
    if (entry.name === wanted) (await entry.load()).register(cmd, io, result);
  }
  return program;
}

/** An error nobody anticipated is a bug: say so, and give what a report needs (never the input). */
function reportBug(err: unknown, io: CommandIO): void {
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const frames =
    err instanceof Error
      ? (err.stack ?? '')
          .split('\n')
          .filter((l) => l.trimStart().startsWith('at '))
          .slice(0, 8)
      : [];
  io.stderr.write(
    `ohds: unexpected error: ${message}\n` +
      `This is a bug in ohds ${buildInfo().version}, not a problem with your input. Please report it to the ohds maintainers ` +
      `(README, "Reporting a bug") with the command you ran and the lines below; never attach the input file.\n` +
      `${frames.join('\n')}\n`,
  );
}

export async function run(argv: string[], io: CommandIO): Promise<number> {
  const result: CommandResult = { exitCode: 0 };
  try {
    const program = await buildProgram(io, result, argv);
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
    reportBug(err, io);
    return 1;
  }
}
