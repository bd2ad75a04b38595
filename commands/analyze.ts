/** `ohds analyze CASE.json|DIR`: cited recordability analysis of de-identified cases (docs/recordability.md). */
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { stringify } from 'csv-stringify/sync';
import { loadConfig, type ModelProvider } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';
import { watchStop } from '../src/io/interrupt.ts';
import { startProgress } from '../src/io/progress.ts';
import { analyzeCase } from '../src/recordability/analyze.ts';
import { analyzeBatch, listCases, progressText, resolveOut, SUMMARY_COLUMNS, summaryRow } from '../src/recordability/batch.ts';
import { DataStore } from '../src/lookup/store.ts';
import { analyzeDeps } from '../src/recordability/service.ts';
import type { Lens } from '../src/recordability/schema.ts';
import type { CommandIO, CommandResult } from './io.ts';

interface Flags {
  out?: string;
  provider?: ModelProvider;
  concurrency?: string;
  lens?: Lens;
  interactive?: boolean;
}

export function register(program: Command, io: CommandIO, result: CommandResult): void {
  program
    .command('analyze')
    .description('Weighted, cited OSHA recordability analysis (29 CFR 1904.4-1904.11) of de-identified cases; never a final determination.')
    .argument('[target]', 'a case file (the request body of POST /api/recordability/analyze) or a folder of them')
    .option('--out <dir>', 'folder for <name>.result.json files (default: next to each case)')
    .addOption(new Option('--provider <name>', 'model provider').choices(['rules', 'openai']))
    .option('--concurrency <n>', 'cases analyzed at once (default OHDS_MODEL_CONCURRENCY)')
    .addOption(new Option('--lens <lens>', 'reasoning style; never changes the determination').choices(['safety', 'occupational_medicine']))
    .option('--interactive', 'build one case through prompts and print its analysis')
    .action(async (target: string | undefined, flags: Flags) => {
      const concurrency = flags.concurrency === undefined ? undefined : Number(flags.concurrency);
      if (concurrency !== undefined && (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256)) {
        throw new UsageError('--concurrency must be an integer from 1 to 256.');
      }
      const config = loadConfig(io.env, { modelProvider: flags.provider }, io.cwd);
      const { createModelClient } = await import('../src/model/index.ts');
      const log = (event: string, detail: Record<string, unknown>) => io.stderr.write(`ohds: ${event} ${JSON.stringify(detail)}\n`);
      const deps = await analyzeDeps(new DataStore(config.dataDir), createModelClient(config), log);
      if (deps.paragraphs === null) io.stderr.write('ohds: regulation text not imported; results carry no citations (run `ohds data import`).\n');

      if (flags.interactive === true) {
        const { promptForCase, terminalAsker } = await import('../src/recordability/interactive.ts');
        const request = await promptForCase(terminalAsker({ input: io.stdin, output: io.stderr }));
        io.stdout.write(`${JSON.stringify(await analyzeCase({ ...request, ...(flags.lens ? { lens: flags.lens } : {}) }, deps), null, 2)}\n`);
        return;
      }
      if (target === undefined) throw new UsageError('Give a case file or folder, or --interactive.');

      const cases = await listCases(resolve(io.cwd, target));
      const counts = { done: 0, total: cases.length, failed: 0, skipped: 0 };
      const started = performance.now();
      const progress = startProgress(io.stderr, !config.noColor, progressText(counts, 0));
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
      for (const o of outcomes) if (o.status === 'failed') io.stderr.write(`case ${o.name}: ${o.error}\n`);
      io.stdout.write(stringify([SUMMARY_COLUMNS, ...outcomes.map(summaryRow)]));
      io.stderr.write(`${progressText(counts, performance.now() - started).replace(/, ETA.*$/, '')}.\n`);
      if (counts.failed > 0) result.exitCode = 1;
    });
}
