/**
 * The offline reader (the `rules` provider's answer to `recordability.read.<part>`): reads one part of the
 * fact schema from the case text, deterministic and local.
 */
import type { RulesHandler } from '../../../model/port.ts';
import { PART_FACTS, type PartFacts } from '../../facts/parts.ts';
import { FACTOR_NAMES, type FactorName, type RecordabilityCase } from '../../schema.ts';
import { readTask, type ReadInput } from '../index.ts';

/** Reads one part of the facts from the case. */
export function readPartOffline(part: FactorName, _c: RecordabilityCase): PartFacts {
  const facts = Object.fromEntries(PART_FACTS[part].map((k) => [k, { value: 'unknown' as const, evidence: [] }]));
  return { facts, treatments: [], days_away_count: null, notes: [] };
}

export const offlineReadHandlers: Record<string, RulesHandler> = Object.fromEntries(
  FACTOR_NAMES.map((part) => [readTask(part), (input: unknown) => readPartOffline(part, (input as ReadInput).case)]),
);
