/**
 * The decision tree of 29 CFR 1904.4(a) over the facts: recordable when there is an injury or illness, it is
 * work-related (1904.5) after the exceptions, it is a new case (1904.6), and it meets a general (1904.7) or
 * specific (1904.8-1904.11) recording criterion. Pure: same facts, same tree.
 */
import type { CaseFacts, FactKey, FactValue, TreatmentFact } from '../facts/schema.ts';
import { and, constant, implies, leaf, type Node, not, or } from './logic.ts';
import { probabilityOf, strengthOf } from './weigh.ts';

export interface DecisionTree {
  injury: Node;
  /** 1904.5(a), (b)(1), (b)(3)-(b)(7): the work_relatedness factor (before the exceptions of (b)(2)). */
  workRelatedness: Node;
  /** Which rule placed the event: the work environment, travel status or work at home. */
  place: 'work_environment' | 'travel' | 'home';
  /** 1904.5(b)(2): `yes` when an exception applies (the exceptions factor). */
  exception: Node;
  workRelated: Node;
  /** 1904.6: `yes` for a new case (the recurrence factor). */
  newCase: Node;
  /** 1904.7(b)(5): medical treatment beyond first aid (the treatment factor). */
  medicalTreatment: Node;
  /** 1904.7(b)(7) and 1904.8-1904.11 (the significance factor). */
  significance: Node;
  /** Every recording criterion, the general ones first. */
  criteria: Node;
  criterionNodes: Record<CriterionKey, Node>;
  recordable: Node;
  /** The medical-treatment fact as derived from the treatments read. */
  medicalTreatmentFact: FactValue;
}

export const CRITERIA = [
  'death',
  'days_away',
  'restricted_work',
  'job_transfer',
  'loss_of_consciousness',
  'medical_treatment',
  'significant_diagnosis',
  'sharps_contaminated',
  'bloodborne_illness_diagnosed',
  'medical_removal',
  'hearing_loss',
  'tuberculosis',
] as const;
export type CriterionKey = (typeof CRITERIA)[number];

/**
 * 1904.7(b)(5): medical treatment when any treatment given or recommended is not on the first-aid list (the list
 * is closed, (b)(5)(iii)); not when every one is first aid or not treatment at all ((b)(5)(i)); unknown when one
 * cannot be classed and none is medical. With no treatment read, the reader's own fact stands.
 */
function deriveMedicalTreatment(read: FactValue, treatments: readonly TreatmentFact[]): FactValue {
  const of = (cls: TreatmentFact['class']) => treatments.filter((t) => t.class === cls);
  const medical = of('medical');
  if (medical.length > 0)
    return { value: 'yes', evidence: medical.slice(0, 8).map((t) => t.evidence) };
  // (b)(5)(i)(B): when the only prescription read is one used solely for diagnosis, `prescription_issued` is
  // explained by it and is not treatment.
  const onlyFlag =
    read.evidence.length > 0 &&
    read.evidence.every((e) => e.where === 'case.treatment.prescription_issued');
  const diagnosticRx = treatments.some(
    (t) => t.class === 'not_treatment' && t.ref === '1904.7(b)(5)(i)(B)',
  );
  if (read.value === 'yes' && !(onlyFlag && diagnosticRx)) return read;
  const unknown = of('unknown');
  if (unknown.length > 0)
    return { value: 'unknown', evidence: unknown.slice(0, 8).map((t) => t.evidence) };
  if (treatments.length > 0)
    return { value: 'no', evidence: treatments.slice(0, 8).map((t) => t.evidence) };
  return read.value === 'yes' ? { value: 'no', evidence: [] } : read;
}

/** Builds the tree for one case's facts. */
export function decisionTree(read: CaseFacts): DecisionTree {
  const medicalTreatmentFact = deriveMedicalTreatment(
    read.facts.medical_treatment,
    read.treatments,
  );
  const facts: Record<FactKey, FactValue> = {
    ...read.facts,
    medical_treatment: medicalTreatmentFact,
  };
  const unsettled = new Set(read.unsettled ?? []);
  /** The case itself says something on the fact (not only the regulation's presumption). */
  const stated = (key: FactKey): boolean =>
    facts[key].evidence.some((e) => e.provenance !== 'presumption');
  const f = (key: FactKey): Node => {
    const value = facts[key];
    return leaf(
      key,
      value.value === 'unknown' ? 'unsure' : value.value,
      probabilityOf(key, value),
      strengthOf(key, value, unsettled.has(key)),
    );
  };

  // 1904.9(a): a medical removal under an OSHA standard is recorded as an illness, symptoms or not.
  const injury =
    facts.medical_removal.value === 'yes'
      ? or(f('injury_or_illness'), f('medical_removal'))
      : f('injury_or_illness');
  // 1904.5(b)(7) and (b)(6) replace the work-environment test for work at home and travel status.
  const place: DecisionTree['place'] =
    facts.working_at_home.value === 'yes'
      ? 'home'
      : facts.on_travel_status.value === 'yes'
        ? 'travel'
        : 'work_environment';
  const where =
    place === 'home'
      ? and(f('working_at_home'), not(f('home_environment_cause')))
      : place === 'travel'
        ? and(f('on_travel_status'), not(f('travel_personal_activity')))
        : f('in_work_environment');
  // 1904.5(b)(4): a pre-existing condition counts only when significantly aggravated. 1904.10(b)(6): a
  // professional's determination that a hearing loss is not work-related settles it.
  const hearingDetermination =
    facts.hearing_not_work_related.value === 'yes'
      ? not(f('hearing_not_work_related'))
      : constant('yes');
  // (b)(4)(i)-(iii): death, loss of consciousness, or days away, restriction or transfer after the event are a
  // significant aggravation, also when the pre-existing condition's own reader left it open.
  const aggravated = or(
    f('significant_aggravation'),
    f('death'),
    f('loss_of_consciousness'),
    f('days_away'),
    f('restricted_work'),
    f('job_transfer'),
  );
  const workRelatedness = and(
    injury,
    where,
    f('work_event_caused'),
    implies(f('preexisting_condition'), aggravated),
    hearingDetermination,
    // 1904.11(b)(2): a TB infection the case traces to a source outside work is not a work case, its treatment
    // included; unread, the fact decides nothing here.
    ...(stated('tb_non_work_source') ? [not(f('tb_non_work_source'))] : []),
  );

  // 1904.5(b)(2)(i)-(ix); (iv) and (ix) carry their own conditions.
  const exception = or(
    f('member_of_public'),
    f('non_work_cause_only'),
    f('voluntary_wellness'),
    and(f('personal_food'), not(f('food_contaminated_or_employer_supplied'))),
    f('personal_task_outside_hours'),
    f('grooming_self_medication_self_inflicted'),
    f('commute_vehicle_accident_on_lot'),
    f('common_cold_or_flu'),
    and(f('mental_illness'), not(f('mental_illness_opinion_provided'))),
  );
  const workRelated = and(workRelatedness, not(exception));

  // 1904.6(a): new unless a recorded case of the same type and body part had not resolved, or resolved and came
  // back with no new workplace event; (b)(1): a chronic occupational illness is recorded once.
  // (b)(3): a professional's view on new case vs recurrence, when one was given, must be followed.
  const newCase = stated('professional_says_recurrence')
    ? not(f('professional_says_recurrence'))
    : and(
        or(
          not(f('prior_recorded_same_injury')),
          and(f('recovered_from_prior'), f('new_work_event_caused_recurrence')),
        ),
        not(f('chronic_illness_recurrence')),
      );

  const medicalTreatment = f('medical_treatment');
  const criterionNodes: Record<CriterionKey, Node> = {
    death: f('death'),
    days_away: f('days_away'),
    restricted_work: f('restricted_work'),
    job_transfer: f('job_transfer'),
    loss_of_consciousness: f('loss_of_consciousness'),
    medical_treatment: medicalTreatment,
    significant_diagnosis: f('significant_diagnosis'),
    sharps_contaminated: f('sharps_contaminated'),
    bloodborne_illness_diagnosed: f('bloodborne_illness_diagnosed'),
    medical_removal: f('medical_removal'),
    // 1904.10(a), (b)(4): an STS with a 25 dB hearing level, unless a retest within 30 days does not confirm it.
    hearing_loss: and(
      f('hearing_shift'),
      f('hearing_level_25db'),
      not(f('hearing_retest_no_shift')),
    ),
    // 1904.11(a), (b)(2): TB infection after a workplace exposure, unless the source is shown to be outside work.
    tuberculosis: and(f('tb_infection_after_work_exposure'), not(f('tb_non_work_source'))),
  };
  const significance = or(
    criterionNodes.significant_diagnosis,
    criterionNodes.sharps_contaminated,
    criterionNodes.bloodborne_illness_diagnosed,
    criterionNodes.medical_removal,
    criterionNodes.hearing_loss,
    criterionNodes.tuberculosis,
  );
  const criteria = or(...CRITERIA.map((k) => criterionNodes[k]));
  const recordable = and(workRelated, newCase, criteria);
  return {
    injury,
    workRelatedness,
    place,
    exception,
    workRelated,
    newCase,
    medicalTreatment,
    significance,
    criteria,
    criterionNodes,
    recordable,
    medicalTreatmentFact,
  };
}
