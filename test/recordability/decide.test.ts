/**
 * The decision engine over hand-built facts: the 1904.4 tree, the exceptions' own conditions, recurrence,
 * the closed first-aid list, and confidence that follows provenance (a decision on an unknown fact is `low`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideCase } from '../../src/recordability/decide/index.ts';
import { readFields } from '../../src/recordability/facts/fields.ts';
import { mergeFacts } from '../../src/recordability/facts/merge.ts';
import type { PartFacts } from '../../src/recordability/facts/parts.ts';
import type {
  FactKey,
  FactValue,
  Provenance,
  TreatmentFact,
} from '../../src/recordability/facts/schema.ts';
import type { RecordabilityCase } from '../../src/recordability/schema.ts';

const CASE: RecordabilityCase = {
  incident: { description: 'A synthetic case.' },
  injury: { description: 'A synthetic injury.' },
};

const fv = (
  value: FactValue['value'],
  provenance: Provenance = 'narrative',
  span = 'synthetic span',
): FactValue => ({
  value,
  evidence: value === 'unknown' ? [] : [{ where: 'case.incident.description', span, provenance }],
});

const tx = (
  key: string,
  cls: TreatmentFact['class'],
  ref: string,
  status: TreatmentFact['status'] = 'given',
  provenance: Provenance = 'entry',
): TreatmentFact => ({
  key,
  class: cls,
  ref,
  status,
  evidence: { where: 'case.treatment.provided[0]', span: key, provenance },
});

function decide(
  facts: Partial<Record<FactKey, FactValue>>,
  treatments: TreatmentFact[] = [],
  c: RecordabilityCase = CASE,
) {
  const part: PartFacts = { facts, treatments, days_away_count: null, notes: [] };
  return decideCase({
    read: mergeFacts(readFields(c), [part]),
    case: c,
    excerpts: {},
    lens: 'safety',
  });
}

const onPremises: RecordabilityCase = {
  ...CASE,
  incident: { ...CASE.incident, location_context: 'on_premises' },
};

test('a structured days-away case on the premises is recordable with high confidence', () => {
  const d = decide({}, [], { ...onPremises, work_status: { days_away: 3 } });
  assert.equal(d.combined.criteria.recordable_leaning, 'yes');
  assert.ok(d.combined.recordability_score >= 0.5);
  assert.equal(d.combined.confidence.tier, 'high');
  assert.equal(d.combined.criteria_met.days_away, true);
});

test('an exception the narrative talks about and reads as not applying leaves the decision to that reading: not high', () => {
  const structured = { ...onPremises, work_status: { days_away: 21 } };
  const silent = decide({}, [], structured);
  assert.equal(silent.combined.confidence.tier, 'high');
  const read = decide({ commute_vehicle_accident_on_lot: fv('no') }, [], structured);
  assert.equal(read.combined.criteria.recordable_leaning, 'yes');
  assert.notEqual(read.combined.confidence.tier, 'high');
  assert.ok(read.combined.confidence.overall < silent.combined.confidence.overall);
});

test('the same outcome read only from the narrative is recordable with moderate confidence', () => {
  const d = decide({ in_work_environment: fv('yes'), days_away: fv('yes') });
  assert.equal(d.combined.criteria.recordable_leaning, 'yes');
  assert.equal(d.combined.confidence.tier, 'moderate');
  assert.equal(
    d.combined.criteria_met.days_away,
    false,
    'criteria_met stays deterministic from work_status',
  );
});

test('an exception ruled in makes the case not work-related; the food exception yields to employer-supplied food poisoning', () => {
  const food = decide({
    in_work_environment: fv('yes'),
    personal_food: fv('yes'),
    days_away: fv('yes'),
  });
  assert.equal(food.combined.criteria.recordable_leaning, 'no');
  assert.equal(food.factors.exceptions.leaning, 'yes');
  const poisoned = decide({
    in_work_environment: fv('yes'),
    personal_food: fv('yes'),
    food_contaminated_or_employer_supplied: fv('yes'),
    days_away: fv('yes'),
  });
  assert.equal(poisoned.factors.exceptions.leaning, 'no');
  assert.equal(poisoned.combined.criteria.recordable_leaning, 'yes');
});

test('a mental illness is not work-related unless a professional opinion was voluntarily provided', () => {
  assert.equal(
    decide({ in_work_environment: fv('yes'), mental_illness: fv('yes'), days_away: fv('yes') })
      .combined.criteria.recordable_leaning,
    'no',
  );
  assert.equal(
    decide({
      in_work_environment: fv('yes'),
      mental_illness: fv('yes'),
      mental_illness_opinion_provided: fv('yes', 'entry'),
      days_away: fv('yes'),
    }).combined.criteria.recordable_leaning,
    'yes',
  );
});

test('first aid only is not recordable; one treatment off the closed list makes it recordable', () => {
  const firstAid = decide({ in_work_environment: fv('yes') }, [
    tx('ice', 'first_aid', '1904.7(b)(5)(ii)(E)'),
    tx('bandage', 'first_aid', '1904.7(b)(5)(ii)(D)'),
  ]);
  assert.equal(firstAid.combined.criteria.recordable_leaning, 'no');
  assert.equal(firstAid.factors.treatment.leaning, 'no');
  const sutures = decide({ in_work_environment: fv('yes') }, [
    tx('bandage', 'first_aid', '1904.7(b)(5)(ii)(D)'),
    tx('sutures', 'medical', '1904.7(b)(5)(ii)(D)'),
  ]);
  assert.equal(sutures.combined.criteria.recordable_leaning, 'yes');
  assert.equal(
    sutures.factors.treatment.items.find((i) => i.key === 'sutures')?.determination,
    'yes',
  );
});

test('a decision that turns on an unknown fact is low and asks the question', () => {
  const d = decide(
    { in_work_environment: fv('yes') },
    [tx('brace', 'unknown', '1904.7(b)(5)(ii)(F)')].map((t) => ({
      ...t,
      question: 'Does the brace have rigid stays?',
    })),
  );
  assert.equal(d.combined.criteria.recordable_leaning, 'unsure');
  assert.equal(d.combined.confidence.tier, 'low');
  assert.equal(d.combined.confidence.breakdown.decided_on_unknown, true);
  assert.ok(
    d.combined.missing_information.some((m) => m.question === 'Does the brace have rigid stays?'),
  );
});

test('an unresolved prior recorded case of the same injury is not a new case; a recovered one with a new work event is', () => {
  const old = decide({
    in_work_environment: fv('yes'),
    days_away: fv('yes'),
    prior_recorded_same_injury: fv('yes'),
    recovered_from_prior: fv('no'),
  });
  assert.equal(old.factors.recurrence.leaning, 'no');
  assert.equal(old.combined.criteria.recordable_leaning, 'no');
  const fresh = decide({
    in_work_environment: fv('yes'),
    days_away: fv('yes'),
    prior_recorded_same_injury: fv('yes'),
    recovered_from_prior: fv('yes'),
    new_work_event_caused_recurrence: fv('yes'),
  });
  assert.equal(fresh.factors.recurrence.leaning, 'yes');
  const told = decide({
    in_work_environment: fv('yes'),
    days_away: fv('yes'),
    prior_recorded_same_injury: fv('yes'),
    professional_says_recurrence: fv('no', 'entry'),
  });
  assert.equal(
    told.factors.recurrence.leaning,
    'yes',
    "1904.6(b)(3): the professional's view is followed",
  );
});

test('no injury or illness at all (an exposure with negative tests) is not recordable even with treatment', () => {
  const d = decide({ in_work_environment: fv('yes'), injury_or_illness: fv('no') }, [
    tx('prophylaxis', 'medical', '1904.7(b)(5)(iii)'),
  ]);
  assert.equal(d.combined.criteria.recordable_leaning, 'no');
});

test('a structured field beats a contradicting reading, and the disagreement is noted', () => {
  const d = decide({ loss_of_consciousness: fv('yes', 'narrative', 'passed out briefly') }, [], {
    ...onPremises,
    work_status: { loss_of_consciousness: false },
  });
  assert.equal(
    d.combined.confidence.breakdown.decision_path.find((s) => s.fact === 'loss_of_consciousness')
      ?.provenance,
    'field',
  );
  assert.ok(d.combined.fact_notes.some((n) => n.includes('work_status.loss_of_consciousness')));
});

test('days away recommended but not taken count although work_status says none (1904.7(b)(3)(ii)), with a note', () => {
  const d = decide({ days_away: fv('yes', 'entry', 'physician recommended two days off') }, [], {
    ...onPremises,
    work_status: { days_away: 0 },
  });
  assert.equal(d.combined.criteria.recordable_leaning, 'yes');
  assert.equal(
    d.combined.criteria_met.days_away,
    false,
    'criteria_met stays deterministic from work_status',
  );
  assert.ok(d.combined.fact_notes.some((n) => n.includes('1904.7(b)(3)(ii)')));
});

test('work at home counts only when the injury comes from the work, not the home setting', () => {
  const home: RecordabilityCase = {
    ...CASE,
    incident: { ...CASE.incident, location_context: 'work_from_home' },
  };
  assert.equal(
    decide({ days_away: fv('yes') }, [], home).combined.criteria.recordable_leaning,
    'yes',
  );
  assert.equal(
    decide({ days_away: fv('yes'), home_environment_cause: fv('yes') }, [], home).combined.criteria
      .recordable_leaning,
    'no',
  );
});

test('hearing loss needs an STS and a 25 dB level, and a retest that does not confirm it takes it off', () => {
  const base = {
    in_work_environment: fv('yes'),
    hearing_shift: fv('yes', 'entry'),
    hearing_level_25db: fv('yes', 'entry'),
  };
  assert.equal(decide(base).combined.criteria.recordable_leaning, 'yes');
  assert.equal(
    decide({ ...base, hearing_level_25db: fv('no', 'entry') }).combined.criteria.recordable_leaning,
    'no',
  );
  assert.equal(
    decide({ ...base, hearing_retest_no_shift: fv('yes', 'entry') }).combined.criteria
      .recordable_leaning,
    'no',
  );
  assert.equal(
    decide({ ...base, hearing_not_work_related: fv('yes', 'entry') }).combined.criteria
      .recordable_leaning,
    'no',
  );
});

test('1904.9(a): a medical removal is recorded as an illness even with no symptoms', () => {
  const r = decide({ injury_or_illness: fv('no'), medical_removal: fv('yes') }, [], onPremises);
  assert.equal(r.combined.criteria.recordable_leaning, 'yes');
});

test('1904.5(b)(4)(ii): days away after the event aggravate a pre-existing condition the reader left open', () => {
  const open = decide({
    in_work_environment: fv('yes'),
    preexisting_condition: fv('yes'),
    significant_aggravation: fv('unknown'),
    days_away: fv('yes'),
  });
  assert.equal(open.combined.criteria.recordable_leaning, 'yes');
  const noOutcome = decide({
    in_work_environment: fv('yes'),
    preexisting_condition: fv('yes'),
    significant_aggravation: fv('no'),
    medical_treatment: fv('no'),
  });
  assert.equal(noOutcome.combined.criteria.recordable_leaning, 'no');
});
