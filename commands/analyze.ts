/**
 * `ohds analyze CASE.json|DIR`: cited recordability analysis of de-identified cases (docs/recordability.md).
 * Results go where the user says: one case without --out prints its result on stdout; a folder needs --out
 * (naming the folder itself writes the results beside the cases). Nothing lands in an input folder unasked.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import {
  analyzeBatch,
  type CaseFile,
  listCases,
  progressText,
  resolveOut,
  resultPath,
  SUMMARY_COLUMNS,
  summaryRow,
} from '../src/cli/analyze/batch.ts';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { loadConfig, type ModelProvider } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';
import { watchStop } from '../src/io/interrupt.ts';
import { startProgress } from '../src/io/progress.ts';
import { prompting, requireTerminal } from '../src/io/terminal.ts';
import { csvLine } from '../src/io/write.ts';
import { DataStore } from '../src/lookup/store.ts';
import type { AnalyzeDeps } from '../src/recordability/analyze.ts';
import { analyzeCase } from '../src/recordability/analyze.ts';
import type { Lens } from '../src/recordability/schema.ts';
import { analyzeDeps } from '../src/recordability/service.ts';

interface Flags {
  out?: string;
  provider?: ModelProvider;
  concurrency?: string;
  lens?: Lens;
  interactive?: boolean;
  formulaGuard: boolean;
}

/**
 * One case to stdout: the batch pipeline (de-identification scan, validation, the result file's fields) run
 * into a private temporary folder, so the input's folder is never written.
 */
async function analyzeToStdout(
  c: CaseFile,
  deps: AnalyzeDeps,
  lens: Lens | undefined,
  io: CommandIO,
  result: CommandResult,
): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'ohds-analyze-'));
  try {
    const [outcome] = await analyzeBatch([c], deps, {
      outDir,
      concurrency: 1,
      ...(lens ? { lens } : {}),
      now: () => new Date(),
    });
    if (outcome!.status === 'failed') {
      io.stderr.write(`case ${outcome!.name}: ${outcome!.error}\n`);
      result.exitCode = 1;
      return;
    }
    io.stdout.write(await readFile(resultPath(c, outDir), 'utf8'));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function register(cmd: Command, io: CommandIO, result: CommandResult): void {
  cmd
    .argument(
      '[target]',
      'a case file (the request body of POST /api/recordability/analyze) or a folder of them',
    )
    .option(
      '--out <dir>',
      'folder for <name>.result.json files (a folder of cases needs it; one case without it prints its result)',
    )
    .addOption(new Option('--provider <name>', 'model provider').choices(['rules', 'openai']))
    .option('--concurrency <n>', 'cases analyzed at once (default OHDS_MODEL_CONCURRENCY)')
    .addOption(
      new Option('--lens <lens>', 'reasoning style; never changes the determination').choices([
        'safety',
        'occupational_medicine',
      ]),
    )
    .option('--interactive', 'build one case through prompts and print its analysis')
    .option(
      '--no-formula-guard',
      "write summary cells starting with = + - @ as they are (default: prefixed with ')",
    )
    .action(async (target: string | undefined, flags: Flags) => {
      const concurrency = flags.concurrency === undefined ? undefined : Number(flags.concurrency);
      if (
        concurrency !== undefined &&
        (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256)
      ) {
        throw new UsageError('--concurrency must be an integer from 1 to 256.');
      }
      const config = loadConfig(io.env, { modelProvider: flags.provider }, io.cwd);
      const { createModelClient } = await import('../src/model/index.ts');
      const log = (event: string, detail: Record<string, unknown>) =>
        io.stderr.write(`ohds: ${event} ${JSON.stringify(detail)}\n`);
      const deps = await analyzeDeps(new DataStore(config.dataDir), createModelClient(config), log);
      if (deps.paragraphs === null)
        io.stderr.write(
          'ohds: regulation text not imported; results carry no citations (run `ohds data import`).\n',
        );

      if (flags.interactive === true) {
        requireTerminal(io.stdin);
        const { promptForCase, terminalAsker } = await import('../src/cli/analyze/interactive.ts');
        const request = await prompting(() =>
          promptForCase(terminalAsker({ input: io.stdin, output: io.stderr })),
        );
        io.stdout.write(
          `${JSON.stringify(await analyzeCase({ ...request, ...(flags.lens ? { lens: flags.lens } : {}) }, deps), null, 2)}\n`,
        );
        return;
      }
      if (target === undefined)
        throw new UsageError('Give a case file or folder, or --interactive.');

      const cases = await listCases(resolve(io.cwd, target));
      const folder = (await stat(resolve(io.cwd, target))).isDirectory();
      if (flags.out === undefined && !folder)
        return analyzeToStdout(cases[0]!, deps, flags.lens, io, result);
      if (flags.out === undefined)
        throw new UsageError(
          'A folder of cases needs --out DIR for the result files (--out with the folder itself writes them beside the cases).',
        );
      const counts = { done: 0, total: cases.length, failed: 0, skipped: 0 };
      const started = performance.now();
      const progress = startProgress(io.stderr, config, progressText(counts, 0));
      const stop = watchStop(io.onStopSignal);
      const outcomes = await analyzeBatch(cases, deps, {
        outDir: resolveOut(io.cwd, flags.out),
        concurrency: concurrency ?? config.modelConcurrency,
        ...(flags.lens ? { lens: flags.lens } : {}),
        now: () => new Date(),
        onDone: (o) => {
          counts.done += 1;
          if (o.status === 'failed') counts.failed += 1;
          if (o.status === 'skipped') counts.skipped += 1;
          progress.update(progressText(counts, performance.now() - started));
        },
        signal: stop.signal,
      }).finally(() => {
        stop.dispose();
        progress.stop();
      });
      for (const o of outcomes)
        if (o.status === 'failed') io.stderr.write(`case ${o.name}: ${o.error}\n`);
      io.stdout.write(
        [SUMMARY_COLUMNS, ...outcomes.map(summaryRow)]
          .map((row) => csvLine(row, { formulaGuard: flags.formulaGuard }))
          .join(''),
      );
      io.stderr.write(
        `${progressText(counts, performance.now() - started).replace(/, ETA.*$/, '')}.\n`,
      );
      if (counts.failed > 0) result.exitCode = 1;
    });
}
