/** `ohds score FILE|- --instrument ID`: score every row of a file; `--interactive` administers one questionnaire. */
import { select } from '@inquirer/prompts';
import { Chalk } from 'chalk';
import { type Command, Option } from 'commander';
import { AUDIENCES, type Audience } from '../src/catalog/types.ts';
import { CATALOG_VERSION } from '../src/catalog/version.ts';
import {
  type CsvFlags,
  csvOutput,
  reportBlankRows,
  reportRowError,
  withCsvFlags,
} from '../src/cli/csv-flags.ts';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { administer } from '../src/cli/score/administer.ts';
import { type ScoredRow, scoreRecords } from '../src/cli/score/batch.ts';
import {
  csvColumns,
  csvRow,
  jsonElement,
  outputShape,
  rowError,
} from '../src/cli/score/batch-output.ts';
import { type Paint, summaryText } from '../src/cli/score/batch-report.ts';
import {
  computeRow,
  planWide,
  wideColumns,
  wideCsvRow,
  wideJsonElement,
  wideRowError,
} from '../src/cli/score/compute-batch.ts';
import { planColumns } from '../src/cli/score/rows.ts';
import { loadConfig } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';
import {
  DEPTHS,
  type Depth,
  type InstrumentDefinition,
  requireInstrument,
  scoreInstrument,
  summarizeScore,
} from '../src/instruments/index.ts';
import { openInput, releaseInput, writeOutputs } from '../src/io/files.ts';
import { startProgress } from '../src/io/progress.ts';
import { formatFromPath, openRecords, RECORD_FORMATS, type RecordFormat } from '../src/io/read.ts';
import { rowErrorWriter } from '../src/io/row-errors.ts';
import { prompting, requireTerminal } from '../src/io/terminal.ts';
import { csvWriter, jsonWriter, ndjsonWriter, type RecordWriter } from '../src/io/write.ts';

interface ScoreOptions extends CsvFlags {
  instrument?: string;
  instruments?: string[];
  inputFormat?: RecordFormat;
  format: RecordFormat;
  out?: string;
  depth: Depth;
  map: string[];
  reverse?: string[];
  errors?: string;
  failFast?: boolean;
  interactive?: boolean;
  audience?: Audience;
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
const TONES = { good: 'green', middle: 'yellow', bad: 'red', unknown: 'magenta' } as const;

async function interactive(
  def: InstrumentDefinition,
  opts: ScoreOptions,
  io: CommandIO,
): Promise<void> {
  requireTerminal(io.stdin);
  const context = { input: io.stdin, output: io.stderr };
  const responses = await prompting(() =>
    administer(def, (q) => select({ message: q.message, choices: q.choices }, context)),
  );
  const score = scoreInstrument(def.id, responses, { depth: opts.depth });
  const summary =
    opts.audience === undefined
      ? {}
      : { audience_summary: summarizeScore(score, responses, opts.audience) };
  io.stdout.write(
    `${JSON.stringify({ ...score, catalog_version: CATALOG_VERSION, ...summary }, null, 2)}\n`,
  );
}

async function scoreFile(
  def: InstrumentDefinition,
  file: string,
  opts: ScoreOptions,
  io: CommandIO,
  result: CommandResult,
): Promise<void> {
  const started = performance.now();
  const input = await openInput(file, io.cwd, io.stdin);
  try {
    const inputFormat = opts.inputFormat ?? formatFromPath(file === '-' ? null : file);
    const reader = await openRecords(input, inputFormat, opts);
    const config = loadConfig(io.env, {}, io.cwd);
    if (reader.columns.length === 0)
      throw new UsageError(
        'The input has no header row (or its first record is not a JSON object).',
      );
    const plan = planColumns(def, reader.columns, { map: opts.map.at(-1), reverse: opts.reverse });
    const shape = outputShape(plan, reader.columns, {
      full: opts.depth === 'full',
      audience: opts.audience !== undefined,
    });
    for (const id of plan.missingColumns)
      io.stderr.write(`warning: no column for ${id}: every row will fail with it missing\n`);
    for (const name of shape.replaced)
      io.stderr.write(
        `warning: input column '${name}' is replaced by the result column of that name\n`,
      );

    const summary = await writeOutputs(
      io,
      [{ path: file, role: 'the input file', stream: input }],
      async (open) => {
        const out = await open(opts.out, '--out');
        const errOut = opts.errors === undefined ? null : await open(opts.errors, '--errors');
        const own = { endDestination: out.owned };
        const writer: RecordWriter<never> =
          opts.format === 'csv'
            ? csvWriter(out.stream, csvColumns(shape), { ...own, ...csvOutput(opts, reader) })
            : opts.format === 'json'
              ? jsonWriter(out.stream, own)
              : ndjsonWriter(out.stream, own);
        const encode =
          opts.format === 'csv'
            ? (row: ScoredRow) => csvRow(shape, row)
            : (row: ScoredRow) => jsonElement(shape, row);
        const errors =
          errOut === null ? null : rowErrorWriter(errOut.stream, { endDestination: true });
        const sink = (row: ScoredRow): Promise<void> | undefined => {
          const written = writer.write(encode(row) as never);
          const bad = row.failure === null ? null : rowError(row);
          if (bad !== null) reportRowError(bad, io.stderr);
          const reported = bad === null ? undefined : errors?.write(bad);
          return written && reported
            ? Promise.all([written, reported]).then(() => undefined)
            : (written ?? reported);
        };
        const progress = startProgress(io.stderr, config, `scoring ${def.id}`);
        const summary = await scoreRecords(
          plan,
          reader.batches,
          {
            depth: opts.depth,
            textCells: inputFormat === 'csv',
            failFast: opts.failFast === true,
            audience: opts.audience,
          },
          sink,
          (s) => {
            const rows = s.scored + s.failed;
            if (rows % 10_000 === 0) progress.update(`scoring ${def.id}: ${rows} rows`);
          },
        ).finally(() => progress.stop());
        await Promise.all([writer.close(), errors?.close()]);
        return summary;
      },
    );

    reportBlankRows(reader, io.stderr);
    const colour = io.stderr.isTTY === true && !config.noColor;
    const chalk = new Chalk({ level: colour ? 1 : 0 });
    const paint: Paint = (tone, text) => chalk[TONES[tone]](text);
    io.stderr.write(summaryText(plan, summary, performance.now() - started, paint));
    result.exitCode = summary.failed > 0 ? 1 : 0;
  } finally {
    releaseInput(input, io.stdin);
  }
}

/** `--instruments a,b`: every row computed all or nothing, like `POST /api/cdri/compute` (src/instruments/compute-batch.ts). */
async function scoreWideFile(
  ids: string[],
  file: string,
  opts: ScoreOptions,
  io: CommandIO,
  result: CommandResult,
): Promise<void> {
  const inputFormat = opts.inputFormat ?? formatFromPath(file === '-' ? null : file);
  const input = await openInput(file, io.cwd, io.stdin);
  try {
    const reader = await openRecords(input, inputFormat, opts);
    const plans = planWide(ids, reader.columns, opts.map);
    for (const p of plans)
      for (const id of p.missingColumns)
        io.stderr.write(
          `warning: no column for ${p.instrument.id} ${id}: every row will fail with it missing\n`,
        );
    const columns = wideColumns(plans, reader.columns);
    const { computed, failed } = await writeOutputs(
      io,
      [{ path: file, role: 'the input file', stream: input }],
      async (open) => {
        const out = await open(opts.out, '--out');
        const errors =
          opts.errors === undefined
            ? null
            : rowErrorWriter((await open(opts.errors, '--errors')).stream, {
                endDestination: true,
              });
        const own = { endDestination: out.owned };
        const writer: RecordWriter<unknown> =
          opts.format === 'csv'
            ? (csvWriter(out.stream, columns, {
                ...own,
                ...csvOutput(opts, reader),
              }) as RecordWriter<unknown>)
            : opts.format === 'json'
              ? jsonWriter(out.stream, own)
              : ndjsonWriter(out.stream, own);
        let [computed, failed] = [0, 0];
        outer: for await (const batch of reader.batches) {
          for (const record of batch) {
            const row = computeRow(plans, record, {
              depth: opts.depth,
              textCells: inputFormat === 'csv',
            });
            const pending = writer.write(
              opts.format === 'csv' ? wideCsvRow(columns, plans, row) : wideJsonElement(row),
            );
            if (pending !== undefined) await pending;
            if (row.failure === null) computed++;
            else {
              failed++;
              const bad = wideRowError(row);
              reportRowError(bad, io.stderr);
              await errors?.write(bad);
            }
            if (row.failure !== null && opts.failFast) break outer;
          }
        }
        await Promise.all([writer.close(), errors?.close()]);
        return { computed, failed };
      },
    );
    reportBlankRows(reader, io.stderr);
    io.stderr.write(
      `${computed} row${computed === 1 ? '' : 's'} computed (${ids.join(', ')}), ${failed} failed.\n`,
    );
    result.exitCode = failed > 0 ? 1 : 0;
  } finally {
    releaseInput(input, io.stdin);
  }
}

export function register(cmd: Command, io: CommandIO, result: CommandResult): void {
  const command = cmd
    .argument('[file]', 'input file, or - for stdin')
    .option('-i, --instrument <id>', 'instrument id (see `ohds instruments`)')
    .option(
      '--instruments <ids>',
      'several instruments per row of a wide file, all or nothing per row (like /api/cdri/compute)',
      list,
    )
    .addOption(
      new Option(
        '--input-format <format>',
        'input format (default: from the extension, else csv)',
      ).choices(RECORD_FORMATS),
    )
    .addOption(
      new Option('-f, --format <format>', 'output format').choices(RECORD_FORMATS).default('csv'),
    )
    .option('-o, --out <file>', 'write results to FILE instead of stdout')
    .addOption(
      new Option('--depth <depth>', 'finding depth; full adds recommendations')
        .choices(DEPTHS)
        .default('basic'),
    )
    .option(
      '--map <template>',
      "item column names, {n} = item number (e.g. 'phq9_{n}'); with --instruments ID=TEMPLATE, once per instrument (default ID_item_{n})",
      (v: string, all: string[]) => [...all, v],
      [],
    )
    .option(
      '--reverse <items>',
      'reverse these items before scoring (lowest + highest value minus the answer), e.g. item_4,item_8',
      list,
    )
    .option('--errors <file>', 'also write bad rows to FILE (CSV: row, line, field, problem)')
    .option('--fail-fast', 'stop at the first bad row')
    .option('--interactive', 'administer the questionnaire in the terminal and print the finding')
    .addOption(
      new Option(
        '--audience <who>',
        "add the API's audience summary (as ?audience= on the score endpoint)",
      ).choices(AUDIENCES),
    );
  withCsvFlags(command).action(async (file: string | undefined, opts: ScoreOptions) => {
    if (opts.instruments !== undefined) {
      if (opts.instrument !== undefined || opts.interactive || opts.reverse || opts.audience) {
        throw new UsageError(
          '--instruments goes without --instrument, --interactive, --reverse and --audience.',
        );
      }
      if (file === undefined)
        throw new UsageError('score --instruments needs a FILE (or - for stdin).');
      return scoreWideFile(opts.instruments, file, opts, io, result);
    }
    if (opts.instrument === undefined)
      throw new UsageError('score needs --instrument ID (or --instruments a,b for wide files).');
    const def = requireInstrument(opts.instrument);
    if (opts.interactive) return interactive(def, opts, io);
    if (file === undefined)
      throw new UsageError('score needs a FILE (or - for stdin), or --interactive.');
    return scoreFile(def, file, opts, io, result);
  });
}
