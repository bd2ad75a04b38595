/**
 * The structured fields of a case, read as facts with `field` provenance. Shared by every reader: a field is
 * never the model's to interpret. These facts win over any reading of the text; where the text says otherwise
 * the merge notes the disagreement for the reviewer.
 */
import type { RecordabilityCase } from '../schema.ts';
import type { FactKey, FactValue } from './schema.ts';

export interface FieldFacts {
  facts: Partial<Record<FactKey, FactValue>>;
  days_away_count: number | null;
}

const field = (value: 'yes' | 'no', where: string, span: string): FactValue => ({
  value,
  evidence: [{ where: `case.${where}`, span, provenance: 'field' }],
});

/** 1904.5(b)(1), (b)(6), (b)(7): what `incident.location_context` settles. */
function locationFacts(
  location: RecordabilityCase['incident']['location_context'],
): Partial<Record<FactKey, FactValue>> {
  const at = (value: 'yes' | 'no') => field(value, 'incident.location_context', location ?? '');
  switch (location) {
    case 'on_premises':
    case 'parking_lot':
    case 'offsite_work':
      return {
        in_work_environment: at('yes'),
        working_at_home: at('no'),
        on_travel_status: at('no'),
      };
    case 'company_travel':
      return { on_travel_status: at('yes'), working_at_home: at('no') };
    case 'work_from_home':
      return { working_at_home: at('yes'), on_travel_status: at('no') };
    case 'non_work_location':
      return {
        in_work_environment: at('no'),
        working_at_home: at('no'),
        on_travel_status: at('no'),
      };
    default:
      return {};
  }
}

export function readFields(c: RecordabilityCase): FieldFacts {
  const facts: Partial<Record<FactKey, FactValue>> = {
    ...locationFacts(c.incident.location_context),
  };
  const ws = c.work_status ?? {};
  const flag = (key: FactKey, value: boolean | undefined, where: string) => {
    if (value !== undefined) facts[key] = field(value ? 'yes' : 'no', where, String(value));
  };
  flag('death', ws.fatality, 'work_status.fatality');
  flag('restricted_work', ws.restricted_duty, 'work_status.restricted_duty');
  flag('job_transfer', ws.job_transfer, 'work_status.job_transfer');
  flag('loss_of_consciousness', ws.loss_of_consciousness, 'work_status.loss_of_consciousness');
  if (ws.days_away !== undefined)
    facts.days_away = field(
      ws.days_away > 0 ? 'yes' : 'no',
      'work_status.days_away',
      String(ws.days_away),
    );
  // A prescription issued for the injury is medical treatment (1904.7(b)(5)(ii)(A)); `false` settles nothing
  // about the other treatments.
  if (c.treatment?.prescription_issued === true)
    facts.medical_treatment = field('yes', 'treatment.prescription_issued', 'true');
  // No prior condition at all: neither pre-existing (1904.5(b)(5)) nor a prior recorded case (1904.6).
  if (c.prior_condition?.exists === false) {
    facts.preexisting_condition = field('no', 'prior_condition.exists', 'false');
    facts.prior_recorded_same_injury = field('no', 'prior_condition.exists', 'false');
  }
  return { facts, days_away_count: ws.days_away ?? null };
}
