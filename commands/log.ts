/** `ohds log [RESULTS]`: the OSHA 300 Log, 300A summary and ITA upload files (docs/recordkeeping.md). */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { UsageError } from '../src/errors.ts';
import { outputError, writeAtomic } from '../src/io/atomic.ts';
import { buildLog, DOCUMENT_FILES, type LogDocuments } from '../src/recordkeeping/build.ts';
import { loadAnalysed, loadDecisions, loadEstablishment } from '../src/recordkeeping/load.ts';
import { checksText, logView } from '../src/recordkeeping/view.ts';

interface Flags {
  establishment: string;
  cases?: string;
  decisions?: string;
  out: string;
  /** False with --no-formula-guard. */
  formulaGuard: boolean;
}

export function register(cmd: Command, io: CommandIO, result: CommandResult): void {
  cmd
    .argument('[results]', 'an `ohds analyze --out` folder of <case>.result.json files')
    .requiredOption(
      '--establishment <file>',
      'establishment file (JSON or one-row CSV): name, address, NAICS, employees, hours, year',
    )
    .option('--cases <dir>', 'folder of the analysed case files (default: the results folder)')
    .option(
      '--decisions <file>',
      'reviewer decisions (CSV, JSON or NDJSON); without RESULTS, the log is built from these alone',
    )
    .requiredOption('--out <dir>', 'folder for the five documents and checks.json')
    .option(
      '--no-formula-guard',
      "write CSV cells starting with = + - @ as they are (default: prefixed with ' so a spreadsheet shows them as text; an ITA upload may need them raw)",
    )
    .action(async (results: string | undefined, flags: Flags) => {
      if (results === undefined && flags.decisions === undefined)
        throw new UsageError('Give an analyze results folder, a --decisions file, or both.');
      const now = new Date();
      const establishment = await loadEstablishment(resolve(io.cwd, flags.establishment));
      const decided =
        flags.decisions === undefined
          ? { decisions: [], problems: [] }
          : await loadDecisions(resolve(io.cwd, flags.decisions), now);
      const analysed =
        results === undefined
          ? { cases: [], problems: [] }
          : await loadAnalysed(
              resolve(io.cwd, results),
              resolve(io.cwd, flags.cases ?? results),
              now,
            );
      const problems = [...analysed.problems, ...decided.problems];

      const built = buildLog({
        establishment,
        cases: analysed.cases,
        decisions: decided.decisions,
        formulaGuard: flags.formulaGuard,
      });
      const view = logView(built);
      const out = resolve(io.cwd, flags.out);
      try {
        await mkdir(out, { recursive: true });
      } catch (err) {
        throw outputError('--out', err) ?? err;
      }
      for (const [key, file] of Object.entries(DOCUMENT_FILES) as Array<
        [keyof LogDocuments, string]
      >) {
        await writeAtomic(join(out, file), '--out', built.documents[key]);
      }
      const { documents: _documents, ...report } = view;
      await writeAtomic(
        join(out, 'checks.json'),
        '--out',
        `${JSON.stringify({ ...report, input_problems: problems }, null, 2)}\n`,
      );

      for (const p of problems) io.stderr.write(`ohds: ${p.where}: ${p.problem}\n`);
      io.stderr.write(checksText(view));
      io.stdout.write(
        `${[...Object.values(DOCUMENT_FILES), 'checks.json'].map((f) => join(flags.out, f)).join('\n')}\n`,
      );
      if (problems.length > 0 || view.checks.status === 'fail') result.exitCode = 1;
    });
}
