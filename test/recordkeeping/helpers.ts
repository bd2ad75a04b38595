/** Test helpers for recordkeeping: a synthetic establishment, decisions and analysed cases (roles only). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRulesClient } from '../../src/model/rules.ts';
import { analyzeCase } from '../../src/recordability/analyze.ts';
import { analyzeRequestSchema } from '../../src/recordability/schema.ts';
import type { CaseInput } from '../../src/recordkeeping/fold.ts';
import {
  type Decision,
  decisionSchema,
  type Establishment,
  establishmentSchema,
} from '../../src/recordkeeping/schema.ts';

export const SAMPLES = join(import.meta.dirname, '../../samples/recordkeeping');

/** A synthetic establishment; `over` replaces fields. */
export function establishment(over: Partial<Establishment> = {}): Establishment {
  return establishmentSchema.parse({
    establishment_name: 'Test plant (synthetic)',
    street_address: '1 Test Road',
    city: 'Testville',
    state: 'OH',
    zip: '43004',
    naics_code: '332710',
    annual_average_employees: 50,
    total_hours_worked: 100000,
    year: 2025,
    ...over,
  });
}

/** A confirmed recordable decision (an injury, column J) unless `over` says otherwise. */
export function decision(case_id: string, over: Record<string, unknown> = {}): Decision {
  return decisionSchema.parse({
    case_id,
    recordable: 'yes',
    column: 'J',
    case_type: 'injury',
    privacy_case: 'no',
    incident_date: '2025-05-01',
    job_title: 'Machinist',
    where: 'Press line',
    description: 'Cut to left hand from sheet edge',
    ...over,
  });
}

/** The sample cases analysed in-process with the offline rules provider (no regulation text). */
export async function analysedSamples(): Promise<CaseInput[]> {
  const dir = join(SAMPLES, 'cases');
  const deps = { model: createRulesClient(), paragraphs: null };
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => {
      const request = analyzeRequestSchema.parse(JSON.parse(await readFile(join(dir, f), 'utf8')));
      return {
        case_id: f.slice(0, -5),
        case: request.case,
        analysis: await analyzeCase(request, deps),
      };
    }),
  );
}
