/**
 * The offline reader of the `significance` part of the fact schema: the significant diagnoses of 1904.7(b)(7)
 * and the specific criteria of 1904.8 (sharps, bloodborne illness), 1904.9 (medical removal), 1904.10 (hearing
 * loss) and 1904.11 (tuberculosis). Each fact is read only when the case speaks of it; silence leaves the
 * regulation's presumption.
 */
import type { PartFacts } from '../../facts/parts.ts';
import type { FactKey, FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { readHearing } from './hearing-facts.ts';
import { type CaseText, only } from './scan.ts';
import { readSignificantDiagnosis } from './significance-diagnosis.ts';
import { readMedicalRemoval } from './significance-removal.ts';
import { readBloodborne, readSharps } from './significance-sharps.ts';
import { readTbInfection, readTbNonWorkSource } from './significance-tb.ts';

export function readSignificance(c: RecordabilityCase, texts: readonly CaseText[]): PartFacts {
  // The current event and injury, as told and as treated; the prior condition, the job and the provider's title are not.
  const story = only(
    texts,
    'case.incident',
    'case.injury',
    'case.statements',
    'case.treatment.provided',
  );
  const clinician = (t: CaseText) => {
    const m = /^case\.statements\[(\d{1,4})\]/.exec(t.where);
    return m !== null && c.statements?.[Number(m[1])]?.source === 'clinician';
  };
  const read: Partial<Record<FactKey, FactValue | undefined>> = {
    significant_diagnosis: readSignificantDiagnosis(story),
    // Treatment entries name the tools of care ("removed with a needle"), not what cut the employee.
    sharps_contaminated: readSharps(only(story, 'case.incident', 'case.injury', 'case.statements')),
    bloodborne_illness_diagnosed: readBloodborne(story),
    medical_removal: readMedicalRemoval(story),
    ...readHearing(story, clinician),
    tb_infection_after_work_exposure: readTbInfection(story),
    tb_non_work_source: readTbNonWorkSource(story),
  };
  const facts = Object.fromEntries(
    Object.entries(read).filter(([, v]) => v !== undefined),
  ) as PartFacts['facts'];
  return { facts, treatments: [], days_away_count: null, notes: [] };
}
