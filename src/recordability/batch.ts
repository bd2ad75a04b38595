/**
 * `ohds analyze` over a case file or a folder of them: each case file holds the endpoint's request body;
 * each writes `<name>.result.json` (the endpoint's response body plus `input_sha256`). A case whose result
 * already carries the same input hash is skipped (resumable); a failed case is reported and the rest go on.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError, isOhdsError } from '../errors.ts';
import { assertDeidentified } from '../privacy/index.ts';
import { parseWith } from '../validation.ts';
import { analyzeCase, type AnalyzeDeps, type RecordabilityResult } from './analyze.ts';
import { analyzeRequestSchema, EVENT_DATE_FIELDS, FACTOR_NAMES, type Lens } from './schema.ts';

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
}

export type CaseOutcome =
  | { name: string; status: 'analyzed' | 'skipped'; result: RecordabilityResult }
  | { name: string; status: 'failed'; error: string };

const RESULT_SUFFIX = '.result.json';

/** The case files named by `target`: the file itself, or every `*.json` of a folder that is not a result. */
export async function listCases(target: string): Promise<CaseFile[]> {
  let info;
  try {
    info = await stat(target);
  } catch {
    throw new UsageError(`Cannot read '${basename(target)}': no such file or folder.`);
  }
  const paths = info.isDirectory()
    ? (await readdir(target)).filter((f) => f.endsWith('.json') && !f.endsWith(RESULT_SUFFIX)).sort().map((f) => join(target, f))
    : [target];
  if (paths.length === 0) throw new UsageError('The folder holds no case files (*.json).');
  return paths.map((path) => ({ name: basename(path, '.json'), path }));
}

export const resultPath = (c: CaseFile, outDir: string | null) => join(outDir ?? dirname(c.path), `${c.name}${RESULT_SUFFIX}`);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function previous(path: string, hash: string): Promise<RecordabilityResult | null> {
  try {
    const old = JSON.parse(await readFile(path, 'utf8')) as RecordabilityResult & { input_sha256?: string };
    return old.input_sha256 === hash ? old : null;
  } catch {
    return null;
  }
}

async function analyzeOne(c: CaseFile, deps: AnalyzeDeps, opts: BatchOptions): Promise<CaseOutcome> {
  let body: unknown;
  try {
    body = JSON.parse((await readFile(c.path, 'utf8')).replace(/^\uFEFF/, ''));
  } catch {
    return { name: c.name, status: 'failed', error: 'the file is not readable JSON' };
  }
  try {
    if (opts.lens !== undefined && typeof body === 'object' && body !== null) body = { ...body, lens: opts.lens };
    assertDeidentified(body, { now: opts.now(), pastDateExempt: EVENT_DATE_FIELDS });
    const request = parseWith(analyzeRequestSchema, body);
    const hash = sha256(`${deps.model.provider}\n${JSON.stringify(request)}`);
    const out = resultPath(c, opts.outDir);
    const old = await previous(out, hash);
    if (old !== null) return { name: c.name, status: 'skipped', result: old };
    const result = await analyzeCase(request, deps);
    const file = { ...result, request_id: randomUUID(), timestamp: opts.now().toISOString(), input_sha256: hash };
    await writeFile(`${out}.tmp`, `${JSON.stringify(file, null, 2)}\n`);
    await rename(`${out}.tmp`, out);
    return { name: c.name, status: 'analyzed', result };
  } catch (err) {
    if (!isOhdsError(err)) throw err;
    return { name: c.name, status: 'failed', error: `${err.code}: ${err.message}` };
  }
}

/** Analyzes every case with at most `concurrency` in flight; outcomes in input order. */
export async function analyzeBatch(cases: readonly CaseFile[], deps: AnalyzeDeps, opts: BatchOptions): Promise<CaseOutcome[]> {
  if (opts.outDir !== null) {
    await mkdir(opts.outDir, { recursive: true }).catch(() => {
      throw new UsageError(`Cannot create the output folder '${basename(opts.outDir!)}'.`);
    });
  }
  const outcomes: CaseOutcome[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const i = next++;
      outcomes[i] = await analyzeOne(cases[i]!, deps, opts);
      opts.onDone?.(outcomes[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, cases.length)) }, worker));
  return outcomes;
}

export const SUMMARY_COLUMNS = ['case', 'status', 'recordability_score', 'tier', 'recordable_leaning', ...FACTOR_NAMES.map((f) => `${f}_leaning`), 'top_open_questions', 'error'];

/** One summary CSV row per case. */
export function summaryRow(o: CaseOutcome): string[] {
  if (o.status === 'failed') return [o.name, o.status, '', '', '', ...FACTOR_NAMES.map(() => ''), '', o.error];
  const r = o.result;
  return [
    o.name,
    o.status,
    String(r.recordability_score),
    r.confidence.tier,
    r.criteria.recordable_leaning,
    ...FACTOR_NAMES.map((f) => r.factors[f].leaning),
    r.missing_information.slice(0, 3).map((q) => q.question).join(' | '),
    '',
  ];
}

export const resolveOut = (cwd: string, out: string | undefined) => (out === undefined ? null : resolve(cwd, out));

/** `analyzed 12/200, 1 failed, 3 skipped, ETA 1m20s` (ETA from the pace of cases actually analyzed). */
export function progressText(counts: { done: number; total: number; failed: number; skipped: number }, elapsedMs: number): string {
  const worked = counts.done - counts.skipped;
  const left = counts.total - counts.done;
  let eta = '';
  if (worked > 0 && left > 0) {
    const s = Math.round(((elapsedMs / worked) * left) / 1000);
    eta = `, ETA ${s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`}`;
  }
  return `analyzed ${counts.done}/${counts.total}, ${counts.failed} failed, ${counts.skipped} skipped${eta}`;
}
