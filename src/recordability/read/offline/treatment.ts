/**
 * The offline reader of the `treatment` part of the fact schema: every treatment given or recommended, classed
 * against 29 CFR 1904.7(b)(5), and the general recording criteria of 1904.7(b)(2)-(4) and (6) with the count of
 * calendar days away. The engine derives medical treatment from the treatments; this reader states it only
 * when the case says no treatment was given at all.
 */
import type { PartFacts } from '../../facts/parts.ts';
import type { FactKey, FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { NO_TREATMENT } from './first-aid-list.ts';
import {
  countDaysAway,
  literalHits,
  readDaysAway,
  readDeath,
  readJobTransfer,
  readLossOfConsciousness,
  readRestrictedWork,
} from './outcomes-read.ts';
import { type CaseText, factOf } from './scan.ts';
import { collectTreatments, type Place, readTreatmentsIn } from './treatment-find.ts';

/** Texts that do not describe this injury's care or outcome: who the employee is, the earlier condition. */
const NOT_READ = [
  'case.employee.',
  'case.treatment.provider_type',
  'case.injury.body_part',
  'case.prior_condition.',
  'case.incident.activity_at_time',
];

export function readTreatment(c: RecordabilityCase, texts: readonly CaseText[]): PartFacts {
  const read = texts.filter((t) => !NOT_READ.some((p) => t.where.startsWith(p)));
  const caseText = read.map((t) => t.text).join(' ');
  const injury = [c.injury.body_part, c.injury.diagnosis].filter((s) => s !== undefined).join(' ');
  // An entry is read in the light of the injury it treats ("needle" + "cornea", "drinking water" + heat stress).
  const caseTests = new Map<RegExp, boolean>();
  const entryScope = `${injury} ${c.injury.description}`;
  const entryScopeTests = new Map<RegExp, boolean>();
  const places: Place[] = read.map((text) => {
    const entry = text.where.startsWith('case.treatment.provided');
    return {
      text,
      scope: entry ? entryScope : injury,
      caseText,
      scopeTests: entry ? entryScopeTests : new Map(),
      caseTests,
    };
  });
  const treatments = collectTreatments(places.flatMap(readTreatmentsIn));

  const facts: Partial<Record<FactKey, FactValue>> = {};
  const put = (key: FactKey, value: FactValue | undefined) => {
    if (value !== undefined) facts[key] = value;
  };
  const noTreatment = literalHits(read, NO_TREATMENT);
  if (treatments.length === 0 && noTreatment.length > 0)
    put('medical_treatment', factOf('no', noTreatment));
  put('death', readDeath(read));
  const daysAway = readDaysAway(read);
  put('days_away', daysAway.fact);
  put(
    'restricted_work',
    readRestrictedWork(read, c.employee?.job_duties, c.incident.incident_date),
  );
  put('job_transfer', readJobTransfer(read));
  put('loss_of_consciousness', readLossOfConsciousness(read));
  const days = daysAway.fact?.value === 'yes' ? countDaysAway(daysAway.hits) : null;
  return { facts, treatments, days_away_count: days, notes: [] };
}
