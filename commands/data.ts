/** `ohds data import|status|sync`: reference data under OHDS_DATA_DIR (see docs/reference-data.md). */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { CommandIO, CommandResult } from '../src/cli/io.ts';
import { loadConfig } from '../src/config.ts';
import { UsageError } from '../src/errors.ts';
import { type ImportOutcome, importDatasets } from '../src/lookup/import.ts';
import { importers } from '../src/lookup/importers.ts';
import { datasetStatuses, formatStatuses } from '../src/lookup/status.ts';
import { DataStore } from '../src/lookup/store.ts';
import { OFFICIAL_SOURCES, syncDatasets } from '../src/lookup/sync.ts';

interface ImportFlags {
  from?: string;
  only?: string[];
  gpciFrom?: string;
  jurisdictionConfig?: string;
  cptDescriptors?: string;
  guidance?: string;
  json?: boolean;
}

function report(
  outcomes: readonly ImportOutcome[],
  io: CommandIO,
  result: CommandResult,
  json: boolean,
): void {
  if (json) io.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`);
  for (const o of outcomes) {
    const line =
      o.status === 'imported'
        ? `imported ${o.name}: ${o.manifest.edition} (${Object.entries(o.manifest.counts)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')})`
        : o.status === 'failed'
          ? `FAILED ${o.name}: ${o.error}`
          : `skipped ${o.name}: ${o.reason}`;
    io.stderr.write(`${line}\n`);
  }
  if (outcomes.some((o) => o.status === 'failed')) result.exitCode = 1;
}

function importOptions(flags: ImportFlags, cwd: string): Record<string, string | undefined> {
  const abs = (p: string | undefined): string | undefined =>
    p === undefined ? undefined : resolve(cwd, p);
  return {
    'gpci-from': flags.gpciFrom,
    'jurisdiction-config': abs(flags.jurisdictionConfig),
    'cpt-descriptors': abs(flags.cptDescriptors),
    guidance: abs(flags.guidance),
  };
}

export function register(cmd: Command, io: CommandIO, result: CommandResult): void {
  const data = cmd;
  const withImportFlags = (cmd: Command): Command =>
    cmd
      .option('--only <names...>', 'import only these datasets (see `ohds data status`)')
      .option('--gpci-from <release>', 'fee schedule: take GPCIs from this release (e.g. rvu26a)')
      .option('--jurisdiction-config <file>', 'fee schedule: jurisdiction configuration file')
      .option(
        '--cpt-descriptors <file>',
        'licensed CPT descriptor file (code<TAB>descriptor); never shipped',
      )
      .option('--guidance <file>', 'guidance items JSON (format in docs/reference-data.md)')
      .option('--json', 'print the outcome as JSON on stdout');

  withImportFlags(
    data.command('import').description('Import official files from a folder into OHDS_DATA_DIR.'),
  )
    .option('--from <dir>', 'folder with the official files (default OHDS_DATA_SOURCE)')
    .action(async (flags: ImportFlags) => {
      const config = loadConfig(io.env, {}, io.cwd);
      const from = flags.from === undefined ? config.dataSource : resolve(io.cwd, flags.from);
      if (from === null)
        throw new UsageError('No source folder: pass --from DIR or set OHDS_DATA_SOURCE.');
      const outcomes = await importDatasets(importers, {
        from,
        dataDir: config.dataDir,
        only: flags.only ?? [],
        options: importOptions(flags, io.cwd),
        log: (m) => io.stderr.write(`${m}\n`),
      });
      report(outcomes, io, result, flags.json === true);
    });

  withImportFlags(
    data
      .command('sync')
      .description('Download the source files (official locations, or --mirror) and import them.'),
  )
    .option(
      '--mirror <url>',
      'base URL serving the ../shared/data layout (see docs/reference-data.md)',
    )
    .action(async (flags: ImportFlags & { mirror?: string }) => {
      const config = loadConfig(io.env, {}, io.cwd);
      const outcomes = await syncDatasets(importers, OFFICIAL_SOURCES, {
        mirror: flags.mirror ?? null,
        dataDir: config.dataDir,
        only: flags.only ?? [],
        options: importOptions(flags, io.cwd),
        log: (m) => io.stderr.write(`${m}\n`),
        now: new Date(),
      });
      report(outcomes, io, result, flags.json === true);
    });

  data
    .command('status')
    .description('Show each dataset: edition, counts, sources and known gaps.')
    .option('--json', 'print JSON')
    .action((flags: { json?: boolean }) => {
      const config = loadConfig(io.env, {}, io.cwd);
      const statuses = datasetStatuses(new DataStore(config.dataDir), importers);
      io.stdout.write(
        flags.json === true
          ? `${JSON.stringify({ data_dir: config.dataDir, datasets: statuses }, null, 2)}\n`
          : `data dir: ${config.dataDir}\n${formatStatuses(statuses)}`,
      );
    });
}
