/**
 * The fact layer of recordability: what 29 CFR 1904.4-1904.11 turn on, as data. Readers (the offline reader
 * and the model reader) fill these facts from a case, each `yes | no | unknown` with its evidence; the one
 * decision engine (../decide) turns facts into the response. A reader never returns a verdict.
 *
 * Each definition carries the paragraph it serves (cited when the fact is on the decision path), the question
 * asked when it is unknown on that path, and `unstated`: what the regulation lets an analyst take when the case
 * says nothing (a presumption, e.g. 1904.5(a) presumes work-relatedness for events in the work environment), or
 * `unknown` when silence settles nothing. A topic fact that is silent unless the case raises it (hearing figures)
 * is `no` when unstated; a reader that sees the topic without the figure reads it as `unknown`.
 */
import { z } from 'zod';

export const TRI = ['yes', 'no', 'unknown'] as const;
export type Tri = (typeof TRI)[number];

/**
 * Where a value was read, strongest first: a structured field of the case (`work_status.days_away`,
 * `incident.location_context`); an explicit entry (a treatment entry or a statement by the employee, a witness,
 * the clinician, the employer or the injury report); a reading of the narrative descriptions; the regulation's
 * presumption for a case that is silent; nothing at all.
 */
export const PROVENANCES = ['field', 'entry', 'narrative', 'presumption', 'none'] as const;
export type Provenance = (typeof PROVENANCES)[number];

export const evidenceSchema = z.strictObject({
  /** The case path read: `case.work_status.days_away`, `case.treatment.provided[1]`, `case.statements[0].text`. */
  where: z.string().min(1).max(120),
  /** The exact text read (a substring of the field, at most 160 characters), or the field's value as text. */
  span: z.string().max(160),
  provenance: z.enum(PROVENANCES),
});
export type Evidence = z.output<typeof evidenceSchema>;

export const factValueSchema = z.strictObject({
  value: z.enum(TRI),
  evidence: z.array(evidenceSchema).max(8),
});
export type FactValue = z.output<typeof factValueSchema>;

export type FactGroup =
  | 'condition'
  | 'work_environment'
  | 'exception'
  | 'preexisting'
  | 'travel'
  | 'home'
  | 'new_case'
  | 'outcome'
  | 'specific';

export interface FactDefinition {
  group: FactGroup;
  /** The paragraph the fact serves (29 CFR, without the title prefix). */
  ref: string;
  /** A short phrase of that paragraph's served text, quoted when the fact is cited. */
  anchor: string;
  /** Asked in `missing_information` when the fact is unknown on the decision path. */
  question: string;
  /** What silence means: the regulation's presumption, or unknown. */
  unstated: 'yes' | 'no' | 'unknown';
  /** Probability of `yes` used for the score when the value is unknown (a base rate, not a finding). */
  prior: number;
}

const fact = (
  group: FactGroup,
  ref: string,
  anchor: string,
  question: string,
  unstated: FactDefinition['unstated'],
  prior: number,
): FactDefinition => ({
  group,
  ref,
  anchor,
  question,
  unstated,
  prior,
});

/** Every fact the decision engine reads, in decision-tree order. */
export const FACTS = {
  // 1904.4(a), 1904.46: is there an injury or illness at all?
  injury_or_illness: fact(
    'condition',
    '1904.46',
    'abnormal condition or disorder',
    'Did the employee have an injury or illness (an abnormal condition or disorder, signs or symptoms), or only an exposure with no injury or illness?',
    'yes',
    0.9,
  ),
  // 1904.5(a), (b)(1): an event or exposure in the work environment caused or contributed.
  in_work_environment: fact(
    'work_environment',
    '1904.5(b)(1)',
    'the establishment and other locations where one or more employees are working or are present as a condition of their employment',
    'Where did the event or exposure happen: at the establishment or another place the employee was working or present as a condition of employment?',
    'unknown',
    0.8,
  ),
  work_event_caused: fact(
    'work_environment',
    '1904.5(a)',
    'an event or exposure in the work environment either caused or contributed to the resulting condition',
    'Did an event or exposure at work cause or contribute to the condition, or did the symptoms only surface at work?',
    'yes',
    0.85,
  ),
  // 1904.5(b)(2): the exceptions; silence means none applies ((a): work-relatedness is presumed).
  member_of_public: fact(
    'exception',
    '1904.5(b)(2)(i)',
    'present in the work environment as a member of the general public rather than as an employee',
    'Was the employee present as a member of the general public (for example shopping or visiting on a day off) rather than as an employee?',
    'no',
    0.03,
  ),
  non_work_cause_only: fact(
    'exception',
    '1904.5(b)(2)(ii)',
    'surface at work but result solely from a non-work-related event or exposure that occurs outside the work environment',
    'Did the signs or symptoms only surface at work while resulting solely from an event or exposure away from work?',
    'no',
    0.05,
  ),
  voluntary_wellness: fact(
    'exception',
    '1904.5(b)(2)(iii)',
    'voluntary participation in a wellness program or in a medical, fitness, or recreational activity',
    'Was the activity a voluntary wellness, fitness, medical or recreational one (not required by the employer)?',
    'no',
    0.03,
  ),
  personal_food: fact(
    'exception',
    '1904.5(b)(2)(iv)',
    'eating, drinking, or preparing food or drink for personal consumption',
    "Did the injury or illness come solely from eating, drinking or preparing food or drink for the employee's own consumption?",
    'no',
    0.03,
  ),
  food_contaminated_or_employer_supplied: fact(
    'exception',
    '1904.5(b)(2)(iv)',
    'gets food poisoning from food supplied by the employer',
    'Was the food contaminated by a workplace contaminant, or was it food supplied by the employer that caused food poisoning?',
    'no',
    0.3,
  ),
  personal_task_outside_hours: fact(
    'exception',
    '1904.5(b)(2)(v)',
    "doing personal tasks (unrelated to their employment) at the establishment outside of the employee's assigned working hours",
    'Was the employee doing a personal task unrelated to the job, at the establishment, outside assigned working hours?',
    'no',
    0.03,
  ),
  grooming_self_medication_self_inflicted: fact(
    'exception',
    '1904.5(b)(2)(vi)',
    'personal grooming, self medication for a non-work-related condition, or is intentionally self-inflicted',
    'Did the injury come solely from personal grooming, self-medication for a non-work condition, or was it intentionally self-inflicted?',
    'no',
    0.02,
  ),
  commute_vehicle_accident_on_lot: fact(
    'exception',
    '1904.5(b)(2)(vii)',
    'motor vehicle accident and occurs on a company parking lot or company access road while the employee is commuting',
    'Was it a motor vehicle accident on the company parking lot or access road while the employee was commuting to or from work?',
    'no',
    0.03,
  ),
  common_cold_or_flu: fact(
    'exception',
    '1904.5(b)(2)(viii)',
    'The illness is the common cold or flu',
    'Is the illness the common cold or flu (not another contagious disease caught at work)?',
    'no',
    0.02,
  ),
  mental_illness: fact(
    'exception',
    '1904.5(b)(2)(ix)',
    'The illness is a mental illness',
    'Is the condition a mental illness?',
    'no',
    0.03,
  ),
  mental_illness_opinion_provided: fact(
    'exception',
    '1904.5(b)(2)(ix)',
    'voluntarily provides the employer with an opinion from a physician or other licensed health care professional',
    'Did the employee voluntarily provide an opinion from a physician or other licensed health care professional with appropriate training stating that the mental illness is work-related?',
    'no',
    0.2,
  ),
  // 1904.5(b)(3)-(5): pre-existing conditions.
  preexisting_condition: fact(
    'preexisting',
    '1904.5(b)(5)',
    'resulted solely from a non-work-related event or exposure that occured outside the work environment',
    'Did the employee have this condition before the work event, from a cause outside work?',
    'no',
    0.1,
  ),
  significant_aggravation: fact(
    'preexisting',
    '1904.5(b)(4)',
    'significantly aggravated, for purposes of OSHA injury and illness recordkeeping, when an event or exposure in the work environment results in any of the following',
    'Did the work event make the pre-existing condition worse in a way that led to days away, restriction, loss of consciousness, or medical treatment (or a change in treatment) not needed before?',
    'unknown',
    0.5,
  ),
  // 1904.5(b)(6): travel status.
  on_travel_status: fact(
    'travel',
    '1904.5(b)(6)',
    'on travel status at the time the injury or illness occurs',
    'Was the employee travelling for work when it happened?',
    'no',
    0.05,
  ),
  travel_personal_activity: fact(
    'travel',
    '1904.5(b)(6)(i)',
    'he or she establishes a “home away from home.”',
    'While travelling, was the employee at the hotel or other temporary residence, on a personal side trip, or otherwise not doing work in the interest of the employer?',
    'no',
    0.3,
  ),
  // 1904.5(b)(7): working at home.
  working_at_home: fact(
    'home',
    '1904.5(b)(7)',
    'while an employee is working at home, including work in a home office',
    'Was the employee working at home when it happened?',
    'no',
    0.05,
  ),
  home_environment_cause: fact(
    'home',
    '1904.5(b)(7)',
    'directly related to the performance of work rather than to the general home environment or setting',
    'Did the injury come from the general home environment (house, family, pets, wiring) rather than from doing the work itself?',
    'no',
    0.4,
  ),
  // 1904.6: new case or recurrence.
  prior_recorded_same_injury: fact(
    'new_case',
    '1904.6(a)(1)',
    'has not previously experienced a recorded injury or illness of the same type that affects the same part of the body',
    'Has the employee had a previously recorded injury or illness of the same type affecting the same part of the body?',
    'no',
    0.05,
  ),
  recovered_from_prior: fact(
    'new_case',
    '1904.6(a)(2)',
    'had recovered completely (all signs and symptoms had disappeared)',
    'Had the employee recovered completely from the earlier case (all signs and symptoms gone) before this event?',
    'unknown',
    0.5,
  ),
  new_work_event_caused_recurrence: fact(
    'new_case',
    '1904.6(a)(2)',
    'an event or exposure in the work environment caused the signs or symptoms to reappear',
    'Did a new event or exposure at work cause the signs or symptoms to reappear?',
    'unknown',
    0.5,
  ),
  professional_says_recurrence: fact(
    'new_case',
    '1904.6(b)(3)',
    'you must follow the physician or other licensed health care professional',
    'Did a physician or other licensed health care professional say whether this is a new case or a recurrence of an earlier one?',
    'no',
    0.1,
  ),
  chronic_illness_recurrence: fact(
    'new_case',
    '1904.6(b)(1)',
    'the signs or symptoms may recur or continue in the absence of an exposure in the workplace, the case must only be recorded once',
    'Is this a recurrence of a chronic occupational illness already recorded (such as cancer, asbestosis or silicosis) without a new workplace exposure?',
    'no',
    0.05,
  ),
  // 1904.7(b)(1)-(7): the general recording criteria.
  death: fact(
    'outcome',
    '1904.7(b)(2)',
    'You must record an injury or illness that results in death',
    'Did the employee die as a result of the injury or illness?',
    'no',
    0.01,
  ),
  days_away: fact(
    'outcome',
    '1904.7(b)(3)',
    'When an injury or illness involves one or more days away from work',
    'Did the employee miss, or did a physician or other licensed health care professional recommend missing, any day of work after the day of the injury? How many calendar days?',
    'no',
    0.15,
  ),
  restricted_work: fact(
    'outcome',
    '1904.7(b)(4)(i)',
    'You keep the employee from performing one or more of the routine functions of his or her job, or from working the full workday',
    'After the day of the injury, was the employee kept from (or a professional recommended avoiding) any routine job function done at least weekly, or from working a full shift?',
    'no',
    0.15,
  ),
  job_transfer: fact(
    'outcome',
    '1904.7(b)(4)(ix)',
    'If you assign an injured or ill employee to a job other than his or her regular job for part of the day, the case involves transfer to another job',
    'After the day of the injury, was the employee assigned to a different job for all or part of a day?',
    'no',
    0.05,
  ),
  loss_of_consciousness: fact(
    'outcome',
    '1904.7(b)(6)',
    'You must record a work-related injury or illness if the worker becomes unconscious',
    'Did the employee lose consciousness, for any length of time?',
    'no',
    0.03,
  ),
  medical_treatment: fact(
    'outcome',
    '1904.7(b)(5)',
    'If a work-related injury or illness results in medical treatment beyond first aid, you must record it',
    'Was any treatment given or recommended that is not on the first-aid list of 1904.7(b)(5)(ii) (for example sutures, prescription medication, a rigid splint, physical therapy)?',
    'no',
    0.3,
  ),
  significant_diagnosis: fact(
    'outcome',
    '1904.7(b)(7)',
    'cancer, chronic irreversible disease, a fractured or cracked bone, or a punctured eardrum must always be recorded',
    'Did a physician or other licensed health care professional diagnose cancer, a chronic irreversible disease, a fractured or cracked bone or tooth, or a punctured eardrum?',
    'no',
    0.05,
  ),
  // 1904.8-1904.11: specific recording criteria.
  sharps_contaminated: fact(
    'specific',
    '1904.8(a)',
    "needlestick injuries and cuts from sharp objects that are contaminated with another person's blood or other potentially infectious material",
    "Was the needle or sharp object contaminated with another person's blood or other potentially infectious material?",
    'no',
    0.3,
  ),
  bloodborne_illness_diagnosed: fact(
    'specific',
    '1904.8(b)(4)',
    'results in the diagnosis of a bloodborne illness, such as HIV, hepatitis B, or hepatitis C',
    'After the splash or exposure, was a bloodborne illness such as HIV, hepatitis B or hepatitis C diagnosed?',
    'no',
    0.02,
  ),
  medical_removal: fact(
    'specific',
    '1904.9(a)',
    'medically removed under the medical surveillance requirements of an OSHA standard',
    'Was the employee medically removed under the medical surveillance requirements of an OSHA standard (for example lead, cadmium, benzene)?',
    'no',
    0.02,
  ),
  hearing_shift: fact(
    'specific',
    '1904.10(a)',
    'Standard Threshold Shift (STS) in hearing in one or both ears',
    'Did an audiogram show a Standard Threshold Shift (an average 10 dB change at 2000, 3000 and 4000 Hz) in either ear?',
    'no',
    0.4,
  ),
  hearing_level_25db: fact(
    'specific',
    '1904.10(a)',
    "the employee's total hearing level is 25 decibels (dB) or more above audiometric zero",
    'Is the hearing level in the same ear 25 dB or more above audiometric zero (averaged at 2000, 3000 and 4000 Hz)?',
    'no',
    0.5,
  ),
  hearing_not_work_related: fact(
    'specific',
    '1904.10(b)(6)',
    'determines that the hearing loss is not work-related or has not been significantly aggravated by occupational noise exposure',
    'Did a physician or other licensed health care professional determine that the hearing loss is not work-related?',
    'no',
    0.1,
  ),
  hearing_retest_no_shift: fact(
    'specific',
    '1904.10(b)(4)',
    'the retest does not confirm the recordable STS, you are not required to record',
    'Did a retest within 30 days fail to confirm the shift?',
    'no',
    0.1,
  ),
  tb_infection_after_work_exposure: fact(
    'specific',
    '1904.11(a)',
    'occupationally exposed to anyone with a known case of active tuberculosis (TB), and that employee subsequently develops a tuberculosis infection',
    'Was the employee exposed at work to a person with known active TB, and did a skin test or diagnosis then show TB infection?',
    'no',
    0.02,
  ),
  tb_non_work_source: fact(
    'specific',
    '1904.11(b)(2)',
    'living in a household with a person who has been diagnosed with active TB',
    'Does a household contact, a public-health contact finding or a medical investigation show the TB infection came from outside work?',
    'no',
    0.1,
  ),
} as const satisfies Record<string, FactDefinition>;

export type FactKey = keyof typeof FACTS;
export const FACT_KEYS = Object.keys(FACTS) as FactKey[];

/** How each treatment given or recommended maps onto 1904.7(b)(5). */
export const TREATMENT_CLASSES = ['first_aid', 'medical', 'not_treatment', 'unknown'] as const;
export type TreatmentClass = (typeof TREATMENT_CLASSES)[number];

export const treatmentSchema = z.strictObject({
  /** Vocabulary key of the treatment read (`sutures`, `otc_medication`, `rigid_splint`, ...). */
  key: z.string().regex(/^[a-z0-9_]{1,64}$/),
  class: z.enum(TREATMENT_CLASSES),
  /** The paragraph that classes it: a first-aid item `1904.7(b)(5)(ii)(D)`, `1904.7(b)(5)(i)(B)`, `1904.7(b)(5)(iii)`. */
  ref: z.string().min(1).max(40),
  /** Recommended by a physician or other licensed health care professional, given, or only mentioned as not needed. */
  status: z.enum(['given', 'recommended']),
  evidence: evidenceSchema,
  /** Why the class is unknown, as a question for the reviewer. */
  question: z.string().max(300).optional(),
});
export type TreatmentFact = z.output<typeof treatmentSchema>;

/** Everything a reader returns for one case. */
export const caseFactsSchema = z.strictObject({
  facts: z.strictObject(
    Object.fromEntries(FACT_KEYS.map((k) => [k, factValueSchema])) as Record<
      FactKey,
      typeof factValueSchema
    >,
  ),
  treatments: z.array(treatmentSchema).max(60),
  /** Calendar days away after the day of injury (recommended or taken), when a count is stated. */
  days_away_count: z.int().min(0).max(3650).nullable(),
  /** Notes of the reader for the reviewer (disagreements between work_status and the text, and the like). */
  notes: z.array(z.string().max(300)).max(20),
  /** Facts the case text touches that no reader settled (read/raised.ts): the presumption stands, less surely. */
  unsettled: z
    .array(z.enum(FACT_KEYS as [FactKey, ...FactKey[]]))
    .max(60)
    .optional(),
});
export type CaseFacts = z.output<typeof caseFactsSchema>;

/** A fact nobody read: the regulation's presumption when it has one, else unknown. */
export function unstatedFact(key: FactKey): FactValue {
  const unstated = FACTS[key].unstated;
  return unstated === 'unknown'
    ? { value: 'unknown', evidence: [] }
    : { value: unstated, evidence: [{ where: 'case', span: '', provenance: 'presumption' }] };
}

/** The strongest provenance among a fact's evidence ('none' when it has none). */
export function provenanceOf(value: FactValue): Provenance {
  let best: Provenance = 'none';
  for (const e of value.evidence)
    if (PROVENANCES.indexOf(e.provenance) < PROVENANCES.indexOf(best)) best = e.provenance;
  return value.value === 'unknown' ? 'none' : best;
}
