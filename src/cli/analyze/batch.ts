/**
 * `ohds analyze` over a case file or a folder of them: each case file holds the endpoint's request body;
 * each writes `<name>.result.json` (the endpoint's response body plus `input_sha256`). A case whose result
 * already carries the same input hash is skipped (resumable); a failed case is reported and the rest go on.
 * Each result is written whole or not at all (src/io/atomic.ts), so a run killed at any point resumes cleanly.
 * A result that cannot be written (disk full) stops the batch with an OutputError; a stop signal stops it
 * with Interrupted once the results being written are on disk or discarded.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Interrupted, isOhdsError, OutputError, UsageError } from '../../errors.ts';
import { outputError, writeAtomic } from '../../io/atomic.ts';
import { stopSignalOf, whenAborted } from '../../io/interrupt.ts';
import { assertDeidentified } from '../../privacy/index.ts';
import {
  type AnalyzeDeps,
  analyzeCase,
  type RecordabilityResult,
} from '../../recordability/analyze.ts';
import {
  analyzeRequestSchema,
  EVENT_DATE_FIELDS,
  FACTOR_NAMES,
  type Lens,
} from '../../recordability/schema.ts';
import { parseWith } from '../../validation.ts';

export interface CaseFile {
  name: string;
  path: string;
}

export interface BatchOptions {
  outDir: string | null;
  concurrency: number;
  lens?: Lens;
  now: () => Date;
  onDone?: (outcome: CaseOutcome) => void;
  /** A stop signal: no case starts and no result is renamed into place after it aborts (src/io/interrupt.ts). */
  signal?: AbortSignal;
}

export type CaseOutcome =
  | { name: string; status: 'analyzed' | 'skipped'; result: RecordabilityResult }
  | { name: string; status: 'failed'; error: string };

const RESULT_SUFFIX = '.result.json';

/** The case files named by `target`: the file itself, or every `*.json` of a folder that is not a result. */
export async function listCases(target: string): Promise<CaseFile[]> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(target);
  } catch {
    throw new UsageError(`Cannot read '${basename(target)}': no such file or folder.`);
  }
  const paths = info.isDirectory()
    ? (await readdir(target))
        .filter((f) => f.endsWith('.json') && !f.endsWith(RESULT_SUFFIX))
        .sort()
        .map((f) => join(target, f))
    : [target];
  if (paths.length === 0) throw new UsageError('The folder holds no case files (*.json).');
  return paths.map((path) => ({ name: basename(path, '.json'), path }));
}

export const resultPath = (c: CaseFile, outDir: string | null) =>
  join(outDir ?? dirname(c.path), `${c.name}${RESULT_SUFFIX}`);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function previous(path: string, hash: string): Promise<RecordabilityResult | null> {
  try {
    const old = JSON.parse(await readFile(path, 'utf8')) as RecordabilityResult & {
      input_sha256?: string;
    };
    return old.input_sha256 === hash ? old : null;
  } catch {
    return null;
  }
}

/** Writes being made, so an interrupted batch can wait for them to land or be discarded. */
type Writes = Set<Promise<void>>;

async function analyzeOne(
  c: CaseFile,
  deps: AnalyzeDeps,
  opts: BatchOptions,
  writes: Writes,
): Promise<CaseOutcome> {
  let body: unknown;
  try {
    body = JSON.parse((await readFile(c.path, 'utf8')).replace(/^\uFEFF/, ''));
  } catch {
    return { name: c.name, status: 'failed', error: 'the file is not readable JSON' };
  }
  try {
    if (opts.lens !== undefined && typeof body === 'object' && body !== null)
      body = { ...body, lens: opts.lens };
    assertDeidentified(body, { now: opts.now(), pastDateExempt: EVENT_DATE_FIELDS });
    const request = parseWith(analyzeRequestSchema, body);
    const hash = sha256(`${deps.model.provider}\n${JSON.stringify(request)}`);
    const out = resultPath(c, opts.outDir);
    const old = await previous(out, hash);
    if (old !== null) return { name: c.name, status: 'skipped', result: old };
    const result = await analyzeCase(request, deps);
    const file = {
      ...result,
      request_id: randomUUID(),
      timestamp: opts.now().toISOString(),
      input_sha256: hash,
    };
    opts.signal?.throwIfAborted(); // a result that lands after the signal would contradict the message
    const writing = writeAtomic(
      out,
      `the result of case '${c.name}'`,
      `${JSON.stringify(file, null, 2)}\n`,
      opts.signal,
    );
    writes.add(writing);
    await writing.finally(() => writes.delete(writing));
    return { name: c.name, status: 'analyzed', result };
  } catch (err) {
    // A failed write is the disk's problem, not the case's: it stops the batch (exit 3).
    if (!isOhdsError(err) || err instanceof OutputError) throw err;
    return { name: c.name, status: 'failed', error: `${err.code}: ${err.message}` };
  }
}

/** Creates the `--out` folder; a file in its place (an input case, say) is refused naming the flag. */
async function prepareOut(outDir: string | null): Promise<void> {
  if (outDir === null) return;
  try {
    await mkdir(outDir, { recursive: true });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'EEXIST' || code === 'ENOTDIR')
      throw new UsageError('--out names a file; it must be a folder for the results.');
    throw outputError('--out', err) ?? err;
  }
}

/**
 * Analyzes every case with at most `concurrency` in flight; outcomes in input order.
 * @throws OutputError when a result cannot be written; Interrupted when `opts.signal` aborts
 */
export async function analyzeBatch(
  cases: readonly CaseFile[],
  deps: AnalyzeDeps,
  opts: BatchOptions,
): Promise<CaseOutcome[]> {
  await prepareOut(opts.outDir);
  const outcomes: CaseOutcome[] = new Array(cases.length);
  const writes: Writes = new Set();
  let next = 0;
  let finished = 0;
  let failed = 0;
  let halted = false;
  const worker = async () => {
    while (next < cases.length && !halted && opts.signal?.aborted !== true) {
      const i = next++;
      const outcome = await analyzeOne(cases[i]!, deps, opts, writes);
      if (opts.signal?.aborted) return;
      outcomes[i] = outcome;
      finished += 1;
      if (outcome.status === 'failed') failed += 1;
      opts.onDone?.(outcome);
    }
  };
  const working = Promise.all(
    Array.from({ length: Math.max(1, Math.min(opts.concurrency, cases.length)) }, worker),
  );
  working.catch(() => undefined);
  try {
    await Promise.race([working, whenAborted(opts.signal)]);
  } catch (err) {
    halted = true;
    const signal = opts.signal === undefined ? null : stopSignalOf(opts.signal);
    if (signal === null || err !== signal) throw err;
    await Promise.allSettled(writes);
    const done = `${finished} of ${cases.length} case${cases.length === 1 ? '' : 's'}${failed > 0 ? ` (${failed} failed)` : ''}`;
    throw new Interrupted(
      signal,
      `Interrupted by ${signal} after ${done}; the results written are kept. Run the same command again to resume: cases with a current result are skipped.`,
    );
  }
  return outcomes;
}

export const SUMMARY_COLUMNS = [
  'case',
  'status',
  'recordability_score',
  'tier',
  'recordable_leaning',
  ...FACTOR_NAMES.map((f) => `${f}_leaning`),
  'top_open_questions',
  'error',
];

/** One summary CSV row per case. */
export function summaryRow(o: CaseOutcome): string[] {
  if (o.status === 'failed')
    return [o.name, o.status, '', '', '', ...FACTOR_NAMES.map(() => ''), '', o.error];
  const r = o.result;
  return [
    o.name,
    o.status,
    String(r.recordability_score),
    r.confidence.tier,
    r.criteria.recordable_leaning,
    ...FACTOR_NAMES.map((f) => r.factors[f].leaning),
    r.missing_information
      .slice(0, 3)
      .map((q) => q.question)
      .join(' | '),
    '',
  ];
}

export const resolveOut = (cwd: string, out: string | undefined) =>
  out === undefined ? null : resolve(cwd, out);

/** `analyzed 12/200, 1 failed, 3 skipped, ETA 1m20s` (ETA from the pace of cases actually analyzed). */
export function progressText(
  counts: { done: number; total: number; failed: number; skipped: number },
  elapsedMs: number,
): string {
  const worked = counts.done - counts.skipped;
  const left = counts.total - counts.done;
  let eta = '';
  if (worked > 0 && left > 0) {
    const s = Math.round(((elapsedMs / worked) * left) / 1000);
    eta = `, ETA ${s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`}`;
  }
  return `analyzed ${counts.done}/${counts.total}, ${counts.failed} failed, ${counts.skipped} skipped${eta}`;
}
