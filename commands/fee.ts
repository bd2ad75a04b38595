/** `ohds fee`: the fee-schedule maximum for one line, or `--batch FILE` for bill review (docs/fee-schedule.md). */
import { type Command, Option } from 'commander';
import { type CsvFlags, csvOutput, reportBlankRows, withCsvFlags } from '../src/cli/csv-flags.ts';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { loadConfig } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';
import { delimiterHint } from '../src/io/delimiter.ts';
import { openInput, releaseInput, writeOutputs } from '../src/io/files.ts';
import { formatFromPath, openRecords, RECORD_FORMATS, type RecordFormat } from '../src/io/read.ts';
import { rowErrorWriter } from '../src/io/row-errors.ts';
import { csvWriter, jsonWriter, ndjsonWriter, type RecordWriter } from '../src/io/write.ts';
import {
  addToSummary,
  CSV_RESULT_COLUMNS,
  csvResultRow,
  emptySummary,
  jsonResult,
  PARAMETER_COLUMNS,
  priceRecord,
} from '../src/lookup/fee-schedule/batch.ts';
import { lookupFee } from '../src/lookup/fee-schedule/lookup.ts';
import { feeQuerySchema, toFeeQuery, utcDay } from '../src/lookup/fee-schedule/query.ts';
import { DataStore } from '../src/lookup/store.ts';
import { parseWith } from '../src/validation.ts';

interface FeeOptions extends CsvFlags {
  batch?: string;
  format?: RecordFormat;
  out?: string;
  errors?: string;
  jurisdiction?: string;
  code?: string;
  setting?: string;
  zip?: string;
  locality?: string;
  modifiers?: string;
  providerType?: string;
  units?: string;
  asOf?: string;
  cfBasis?: string;
}

async function batch(
  store: DataStore,
  file: string,
  opts: FeeOptions,
  io: CommandIO,
  result: CommandResult,
  today: string,
): Promise<void> {
  const input = await openInput(file, io.cwd, io.stdin);
  try {
    const reader = await openRecords(input, formatFromPath(file === '-' ? null : file), opts);
    if (!reader.columns.includes('code'))
      throw new UsageError(
        `The batch input needs at least the columns jurisdiction, code and setting.${delimiterHint(reader.columns)}`,
      );
    const passthrough = reader.columns.filter(
      (c) => !(PARAMETER_COLUMNS as readonly string[]).includes(c),
    );
    const format = opts.format ?? 'csv';
    const summary = await writeOutputs(
      io,
      [{ path: file, role: '--batch', stream: input }],
      async (open) => {
        const out = await open(opts.out, '--out');
        const own = { endDestination: out.owned };
        const writer: RecordWriter<never> =
          format === 'csv'
            ? csvWriter(out.stream, [...passthrough, ...CSV_RESULT_COLUMNS], {
                ...own,
                ...csvOutput(opts, reader),
              })
            : format === 'json'
              ? jsonWriter(out.stream, own)
              : ndjsonWriter(out.stream, own);
        const errors =
          opts.errors === undefined
            ? null
            : rowErrorWriter((await open(opts.errors, '--errors')).stream, {
                endDestination: true,
              });
        const summary = emptySummary();
        for await (const records of reader.batches) {
          for (const record of records) {
            const line = await priceRecord(store, record, today);
            addToSummary(summary, line);
            await writer.write(
              (format === 'csv' ? csvResultRow(line, passthrough) : jsonResult(line)) as never,
            );
            if (line.error !== null) {
              io.stderr.write(`row ${line.row}: ${line.error.message}\n`);
              await errors?.write({
                row: line.row,
                line: line.line,
                field: line.error.field,
                problem: line.error.message,
              });
            }
          }
        }
        await Promise.all([writer.close(), errors?.close()]);
        return summary;
      },
    );
    reportBlankRows(reader, io.stderr);
    const statuses = Object.entries(summary.by_status)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ');
    io.stderr.write(
      `${summary.lines} lines: ${statuses || 'none priced'}${summary.errors ? `, errors ${summary.errors}` : ''}; priced total $${summary.priced_total_usd.toFixed(2)}\n`,
    );
    result.exitCode = summary.errors > 0 ? 1 : 0;
  } finally {
    releaseInput(input, io.stdin);
  }
}

export function register(cmd: Command, io: CommandIO, result: CommandResult): void {
  const command = cmd
    .option(
      '--batch <file>',
      'price every line of a CSV/JSON/NDJSON file (columns named like the API parameters), - for stdin',
    )
    .option('--jurisdiction <code>', 'state code, DC, medicare or owcp')
    .option('--code <code>', 'five-character CPT/HCPCS code (modifiers go in --modifiers)')
    .option('--setting <setting>', 'facility or non_facility')
    .option('--zip <zip>', 'place of service ZIP or ZIP+4')
    .option('--locality <key>', 'locality key such as CA:18 (instead of --zip)')
    .option('--modifiers <list>', 'comma-separated two-character modifiers, up to 4')
    .option(
      '--provider-type <type>',
      'physician (default), nurse_practitioner, physician_assistant, ...',
    )
    .option('--units <n>', 'units 1-999 (default 1)')
    .option('--as-of <date>', 'date of service YYYY-MM-DD (default today, UTC)')
    .option('--cf-basis <basis>', 'medicare conversion factor: non_qp (default) or qp')
    .addOption(
      new Option('-f, --format <format>', 'output format (single line: json; batch: csv)').choices(
        RECORD_FORMATS,
      ),
    )
    .option('-o, --out <file>', 'write results to FILE instead of stdout')
    .option(
      '--errors <file>',
      'batch: also write bad lines to FILE (CSV: row, line, field, problem)',
    );
  withCsvFlags(command).action(async (opts: FeeOptions) => {
    const store = new DataStore(loadConfig(io.env, {}, io.cwd).dataDir);
    const today = utcDay(new Date());
    if (opts.batch !== undefined) return batch(store, opts.batch, opts, io, result, today);
    const params = Object.fromEntries(
      Object.entries({
        jurisdiction: opts.jurisdiction,
        code: opts.code,
        setting: opts.setting,
        zip: opts.zip,
        locality: opts.locality,
        modifiers: opts.modifiers,
        provider_type: opts.providerType,
        units: opts.units,
        as_of: opts.asOf,
        conversion_factor_basis: opts.cfBasis,
      }).filter(([, v]) => v !== undefined),
    );
    const line = await lookupFee(store, toFeeQuery(parseWith(feeQuerySchema, params), today));
    await writeOutputs(io, [], async (open) => {
      const out = await open(opts.out, '--out');
      if (opts.format === 'csv') {
        const writer = csvWriter(out.stream, CSV_RESULT_COLUMNS, {
          endDestination: out.owned,
          formulaGuard: opts.formulaGuard,
        });
        await writer.write(
          csvResultRow(
            { row: 1, line: null, passthrough: {}, result: line, error: null },
            [],
          ) as never,
        );
        await writer.close();
      } else
        out.stream.write(
          opts.format === 'ndjson'
            ? `${JSON.stringify(line)}\n`
            : `${JSON.stringify(line, null, 2)}\n`,
        );
    });
  });
}
