/**
 * The offline reader (the `rules` provider's answer to `recordability.read.<part>`, given with each read in ../index.ts): reads one part of the
 * fact schema from the case text, deterministic and local. Facts a part does not read stay unstated (the
 * regulation's presumption, or unknown).
 */
import type { PartFacts } from '../../facts/parts.ts';
import type { FactorName, RecordabilityCase } from '../../schema.ts';
import { readExceptions } from './exceptions.ts';
import { readRecurrence } from './recurrence.ts';
import { type CaseText, textsOf } from './scan.ts';
import { readSignificance } from './significance.ts';
import { readTreatment } from './treatment.ts';
import { readWorkRelatedness } from './work-relatedness.ts';

const READERS: Record<FactorName, (c: RecordabilityCase, texts: readonly CaseText[]) => PartFacts> =
  {
    work_relatedness: readWorkRelatedness,
    exceptions: readExceptions,
    recurrence: readRecurrence,
    treatment: readTreatment,
    significance: readSignificance,
  };

/** Reads one part of the facts from the case. */
export function readPartOffline(part: FactorName, c: RecordabilityCase): PartFacts {
  return READERS[part](c, textsOf(c));
}
