/** Test helpers for the reference-data area: import into a temporary OHDS_DATA_DIR. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type ImportOutcome, importDatasets } from '../../src/lookup/import.ts';
import { referenceImporters } from '../../src/lookup/reference-importers.ts';
import { DataStore } from '../../src/lookup/store.ts';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** A fresh data dir removed after the test. */
export async function tempDataDir(t: TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-data-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Imports `only` from `from` into a fresh data dir; fails the test when any import fails. */
export async function importInto(
  t: TestContext,
  from: string,
  only: string[],
  options: Record<string, string | undefined> = {},
): Promise<{ store: DataStore; outcomes: ImportOutcome[] }> {
  const dataDir = await tempDataDir(t);
  const outcomes = await importDatasets(referenceImporters, {
    from,
    dataDir,
    only,
    options,
    log: () => {},
  });
  const failed = outcomes.filter((o) => o.status === 'failed');
  if (failed.length > 0) throw new Error(`import failed: ${JSON.stringify(failed)}`);
  return { store: new DataStore(dataDir), outcomes };
}

/** The real data folder, or null (the caller skips with a plain message). */
export function realDataSource(): string | null {
  const from = process.env.OHDS_DATA_SOURCE;
  return from === undefined || from === '' ? null : from;
}

/** Runs `ohds ...args` in-process with captured output. */
export async function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  const { PassThrough, Readable } = await import('node:stream');
  const { run } = await import('../../commands/index.ts');
  const capture = () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
  };
  const stdout = capture();
  const stderr = capture();
  const code = await run(args, {
    stdin: Readable.from(['']),
    stdout: stdout.stream,
    stderr: stderr.stream,
    cwd: process.cwd(),
    env,
  });
  return { code, out: stdout.text(), err: stderr.text() };
}
