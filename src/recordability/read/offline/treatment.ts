/** The offline reader of the `treatment` part of the fact schema. */
import type { PartFacts } from '../../facts/parts.ts';
import type { RecordabilityCase } from '../../schema.ts';
import type { CaseText } from './scan.ts';

export function readTreatment(_c: RecordabilityCase, _texts: readonly CaseText[]): PartFacts {
  return { facts: {}, treatments: [], days_away_count: null, notes: [] };
}
