/**
 * The CLI's reading side of `ohds log` (the only file here that touches the file system): the establishment
 * file, the decisions file, and an `ohds analyze --out` folder with its case files. Rows that cannot be used
 * are returned as problems (by row or file name, never content) and the rest go on.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { isOhdsError, UsageError } from '../errors.ts';
import { formatFromPath, openRecords } from '../io/read.ts';
import { assertDeidentified } from '../privacy/index.ts';
import { analyzeRequestSchema, EVENT_DATE_FIELDS } from '../recordability/schema.ts';
import { parseWith } from '../validation.ts';
import type { AnalysisView, CaseInput } from './fold.ts';
import {
  DECISION_NUMBERS,
  type Decision,
  decisionSchema,
  ESTABLISHMENT_NUMBERS,
  type Establishment,
  establishmentSchema,
} from './schema.ts';

export interface LoadProblem {
  where: string;
  problem: string;
}

const messageOf = (err: unknown) => (isOhdsError(err) ? err.message : 'unreadable');

/** CSV cells are text: an empty cell is an absent field, a whole number in a number field is a number. */
function coerce(
  values: Record<string, unknown>,
  numeric: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === '' || v === null || v === undefined) continue;
    out[k] =
      typeof v === 'string' && numeric.includes(k) && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  }
  return out;
}

async function records(
  path: string,
): Promise<Array<{ row: number; values: Record<string, unknown> | null; problem: string | null }>> {
  const reader = await openRecords(createReadStream(path), formatFromPath(path));
  const out = [];
  for await (const batch of reader.batches) out.push(...batch);
  return out;
}

/** The establishment file: a JSON object, or a CSV with a header and one row. */
export async function loadEstablishment(path: string): Promise<Establishment> {
  let value: unknown;
  try {
    value = path.toLowerCase().endsWith('.json')
      ? JSON.parse((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''))
      : (await records(path))[0]?.values;
  } catch {
    throw new UsageError(
      `Cannot read the establishment file '${basename(path)}' (JSON object or CSV with one row).`,
    );
  }
  if (typeof value !== 'object' || value === null)
    throw new UsageError(`The establishment file '${basename(path)}' holds no establishment.`);
  try {
    return parseWith(
      establishmentSchema,
      coerce(value as Record<string, unknown>, ESTABLISHMENT_NUMBERS),
    );
  } catch (err) {
    throw new UsageError(`Establishment file: ${messageOf(err)}`);
  }
}

/** The decisions file (CSV, JSON array or NDJSON): valid, de-identified rows and the problems of the rest. */
export async function loadDecisions(
  path: string,
  now: Date,
): Promise<{ decisions: Decision[]; problems: LoadProblem[] }> {
  let rows: Awaited<ReturnType<typeof records>>;
  try {
    rows = await records(path);
  } catch (err) {
    throw isOhdsError(err)
      ? err
      : new UsageError(`Cannot read the decisions file '${basename(path)}'.`, { cause: err });
  }
  const decisions: Decision[] = [];
  const problems: LoadProblem[] = [];
  for (const r of rows) {
    const where = `decisions row ${r.row}`;
    if (r.values === null) {
      problems.push({ where, problem: r.problem ?? 'unreadable' });
      continue;
    }
    try {
      const value = coerce(r.values, DECISION_NUMBERS);
      assertDeidentified(value, { now, pastDateExempt: ['incident_date'] });
      decisions.push(parseWith(decisionSchema, value));
    } catch (err) {
      if (!isOhdsError(err)) throw err;
      problems.push({ where, problem: err.message });
    }
  }
  return { decisions, problems };
}

/** The parts of a result file the log reads; anything else in the file is ignored. */
const analysisSchema = z
  .object({
    criteria: z.object({ recordable_leaning: z.enum(['yes', 'no', 'unsure']) }).loose(),
    osha_log: z
      .object({
        column: z
          .object({
            value: z.enum([
              'death',
              'days_away',
              'job_transfer_or_restriction',
              'other_recordable_case',
            ]),
          })
          .loose(),
        case_type: z.object({ value: z.enum(['injury', 'illness', 'unsure']) }).loose(),
        reporting: z
          .object({
            events: z.array(
              z.enum(['fatality', 'inpatient_hospitalization', 'amputation', 'loss_of_eye']),
            ),
            deadline_hours: z.union([z.literal(8), z.literal(24)]).nullable(),
          })
          .loose(),
        privacy_case: z
          .object({
            flag: z.enum(['yes', 'no', 'unsure']),
            grounds: z.array(z.object({ ref: z.string(), reason: z.string() })),
          })
          .loose(),
      })
      .loose(),
  })
  .loose();

const SUFFIX = '.result.json';

/**
 * Every `<id>.result.json` of `resultsDir`, each with its case file `<id>.json` from `casesDir` (null when
 * absent: columns C, D and F then come from the decision only).
 */
export async function loadAnalysed(
  resultsDir: string,
  casesDir: string,
  now: Date,
): Promise<{ cases: CaseInput[]; problems: LoadProblem[] }> {
  let names: string[];
  try {
    names = (await readdir(resultsDir)).filter((f) => f.endsWith(SUFFIX)).sort();
  } catch {
    throw new UsageError(`Cannot read the results folder '${basename(resultsDir)}'.`);
  }
  if (names.length === 0)
    throw new UsageError(
      'The results folder holds no <case>.result.json files (run `ohds analyze DIR --out FOLDER` first).',
    );
  const cases: CaseInput[] = [];
  const problems: LoadProblem[] = [];
  for (const file of names) {
    const case_id = file.slice(0, -SUFFIX.length);
    try {
      const analysis = parseWith(
        analysisSchema,
        JSON.parse(await readFile(join(resultsDir, file), 'utf8')),
      ) as unknown as AnalysisView;
      cases.push({
        case_id,
        analysis,
        case: await loadCase(join(casesDir, `${case_id}.json`), now),
      });
    } catch (err) {
      problems.push({
        where: file,
        problem: isOhdsError(err) ? err.message : 'not a readable result file',
      });
    }
  }
  return { cases, problems };
}

async function loadCase(path: string, now: Date): Promise<CaseInput['case']> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UsageError(`the case file '${basename(path)}' is not readable JSON`);
  }
  assertDeidentified(body, { now, pastDateExempt: EVENT_DATE_FIELDS });
  return parseWith(analyzeRequestSchema, body).case;
}
