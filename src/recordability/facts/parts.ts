/**
 * The five concurrent reads of a case: each factor analysis reads its own part of the fact schema (the spec's
 * "five concurrent factor analyses"), through the model port, so the offline reader and a model fill the same
 * schema part by part. The parts together cover every fact once.
 */
import { z } from 'zod';
import type { FactorName } from '../schema.ts';
import {
  FACT_KEYS,
  FACTS,
  type FactGroup,
  type FactKey,
  factValueSchema,
  treatmentSchema,
} from './schema.ts';

const GROUPS: Record<FactorName, readonly FactGroup[]> = {
  work_relatedness: ['condition', 'work_environment', 'preexisting', 'travel', 'home'],
  exceptions: ['exception'],
  recurrence: ['new_case'],
  treatment: ['outcome'],
  significance: ['specific'],
};

/** The facts each part reads; the significant diagnosis of 1904.7(b)(7) is read with the specific criteria. */
function factsOf(part: FactorName): readonly FactKey[] {
  return FACT_KEYS.filter((k) =>
    k === 'significant_diagnosis' ? part === 'significance' : GROUPS[part].includes(FACTS[k].group),
  );
}

export const PART_FACTS: Record<FactorName, readonly FactKey[]> = {
  work_relatedness: factsOf('work_relatedness'),
  exceptions: factsOf('exceptions'),
  recurrence: factsOf('recurrence'),
  treatment: factsOf('treatment'),
  significance: factsOf('significance'),
};

/** What one part returns: its facts (a fact left out was not read), and for the treatment part the treatments and the day count. */
export function partSchema(part: FactorName) {
  const facts = z.strictObject(
    Object.fromEntries(PART_FACTS[part].map((k) => [k, factValueSchema.optional()])) as Record<
      string,
      z.ZodOptional<typeof factValueSchema>
    >,
  );
  return z.strictObject({
    facts,
    treatments: z.array(treatmentSchema).max(60),
    days_away_count: z.int().min(0).max(3650).nullable(),
    notes: z.array(z.string().max(300)).max(20),
  });
}
export type PartFacts = z.output<ReturnType<typeof partSchema>>;
