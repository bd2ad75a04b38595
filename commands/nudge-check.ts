/** `ohds nudge-check FILE.json|FILE.ndjson`: the resolution check over request files (docs/nudge.md). */
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { type Command, Option } from 'commander';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { type BatchOutcome, checkRecords, formatTable } from '../src/cli/nudge-check/batch.ts';
import { loadConfig, type ModelProvider } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';
import { formatFromPath, type InputRecord, openRecords } from '../src/io/read.ts';
import {
  type ExplainedCard,
  formatIntentTable,
  recordIntents,
} from '../src/nudge/intent/explain.ts';

interface Flags {
  provider?: ModelProvider;
  format?: 'table' | 'json' | 'ndjson';
  explain?: boolean;
}

/** A `.json` file holds one request (or an array of them); `.ndjson` one request per line. */
async function recordsOf(path: string): Promise<AsyncIterable<InputRecord> | InputRecord[]> {
  const format = formatFromPath(path);
  if (format === 'ndjson')
    return flatten((await openRecords(createReadStream(path), 'ndjson')).batches);
  if (format !== 'json') throw new UsageError('The input must be a .json or .ndjson file.');
  const text = await readAll(path);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return [{ row: 1, line: 1, values: null, problem: 'the file is not valid JSON' }];
  }
  const list = Array.isArray(value) ? value : [value];
  return list.map((v, i) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? { row: i + 1, line: null, values: v as Record<string, unknown>, problem: null }
      : { row: i + 1, line: null, values: null, problem: 'record is not a JSON object' },
  );
}

async function* flatten(batches: AsyncIterable<InputRecord[]>): AsyncGenerator<InputRecord> {
  for await (const batch of batches) yield* batch;
}

async function readAll(path: string): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of createReadStream(path)) chunks.push(chunk as Buffer);
  } catch {
    throw new UsageError('Cannot read the input file.');
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function register(cmd: Command, io: CommandIO, result: CommandResult): void {
  cmd
    .argument(
      '<file>',
      'request body as .json (one request, or an array) or .ndjson (one request per line)',
    )
    .addOption(
      new Option('--provider <name>', 'judge: rules (offline) or openai').choices([
        'rules',
        'openai',
      ]),
    )
    .addOption(
      new Option(
        '--format <format>',
        'output (default: table on a terminal, else json for .json, ndjson for .ndjson)',
      ).choices(['table', 'json', 'ndjson']),
    )
    .option(
      '--explain',
      'also show how each card was read: kind, action, parts (answer type, target), cues (docs/nudge-intent.md)',
    )
    .action(async (file: string, flags: Flags) => {
      const config = loadConfig(io.env, { modelProvider: flags.provider }, io.cwd);
      const path = resolve(io.cwd, file);
      const format =
        flags.format ??
        (io.stdout.isTTY ? 'table' : formatFromPath(path) === 'ndjson' ? 'ndjson' : 'json');
      const where = formatFromPath(path) === 'ndjson' ? 'line' : 'record';
      const records = await recordsOf(path);
      const explained = flags.explain === true ? recordIntents(records) : undefined;
      // Loaded on use: the openai SDK stays out of every other command's start-up.
      const { createModelClient } = await import('../src/model/index.ts');
      const model = createModelClient(config);
      const outcomes: Array<BatchOutcome & { intents?: ExplainedCard[] }> = [];
      let total = 0;
      let failed = 0;
      for await (const checked of checkRecords(
        explained?.records ?? records,
        model,
        config.modelConcurrency,
      )) {
        const outcome =
          explained !== undefined && !('error' in checked)
            ? { ...checked, intents: explained.intentsOf(checked.line) }
            : checked;
        total += 1;
        if ('error' in outcome) {
          failed += 1;
          io.stderr.write(`${where} ${outcome.line}: ${outcome.error}\n`);
        }
        if (format === 'ndjson') io.stdout.write(`${JSON.stringify(outcome)}\n`);
        else outcomes.push(outcome);
      }
      if (format === 'table')
        io.stdout.write(
          formatTable(outcomes) +
            (explained !== undefined ? `\n${formatIntentTable(outcomes)}` : ''),
        );
      if (format === 'json')
        io.stdout.write(
          `${JSON.stringify(outcomes.length === 1 ? outcomes[0] : outcomes, null, 2)}\n`,
        );
      io.stderr.write(`${total - failed} of ${total} ${where}s checked; ${failed} failed.\n`);
      if (failed > 0) result.exitCode = 1;
    });
}
