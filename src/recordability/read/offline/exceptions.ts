/**
 * The offline reader of the `exceptions` part of the fact schema: the nine exceptions of 29 CFR 1904.5(b)(2),
 * with the conditions (iv) and (ix) carry. An exception is read only when the case raises it; `no` with evidence
 * where the case raises it and the text shows it does not apply (a required fitness test, a personal task during
 * the shift, a fall rather than a vehicle accident on the lot); `unknown` where the text leaves it open.
 */
import type { PartFacts } from '../../facts/parts.ts';
import type { FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { sentenceSpans } from '../../text.ts';
import {
  BELIEVED_BEFORE,
  CLIENT_GROOMING,
  COLD_OR_FLU,
  COMMUTING,
  COMPANY_LOT,
  DRIVING_FOR_WORK,
  DRUG_EFFECT,
  DURING_HOURS,
  FLU_LIKE,
  FOOD,
  FOOD_HAZARD,
  FOOD_JOB,
  FOOD_MECHANISM,
  FOOD_WORK,
  GROOMING,
  LOST_CONTROL,
  MEMBER_OF_PUBLIC,
  MENTAL,
  MENTAL_AS_CONDITION,
  MOTOR_VEHICLE_ACCIDENT,
  NEGATIVE_RIGHT_AFTER,
  NO_OPINION,
  NO_PROFESSIONAL,
  OPINION_WORD,
  OTHER_ACTOR,
  OTHER_CONTAGIOUS,
  OUTSIDE_HOURS,
  OWN_DOCTOR_DRUG,
  OWN_EXERCISE,
  PERSONAL_TASK,
  PHYSICAL_CONDITION,
  PROFESSIONAL,
  PUBLIC_LOT,
  REQUIRED,
  RIDING_VEHICLE,
  SELF_INFLICTED,
  SELF_MEDICATION,
  STATES,
  TESTED_NEGATIVE_AFTER,
  TESTED_NEGATIVE_BEFORE,
  VOLUNTARY,
  WELLNESS,
  WELLNESS_AS_DUTY,
  WELLNESS_ROLE,
  WELLNESS_ROLE_SAID,
  WORK_CAUSED,
  WOUND_CARE,
} from './exceptions-cues.ts';
import { affirmed, type CaseText, factOf, type Hit, only, readCue, scan } from './scan.ts';
import { matches, NON_WORK_CAUSE, nonWorkCause, readCauses } from './wr-cause.ts';

const found = (texts: readonly CaseText[], re: RegExp): Hit[] => affirmed(scan(texts, re));
const sentencesOf = (hits: readonly Hit[]): string =>
  [...new Set(hits.map((h) => h.sentence))].join(' ');
const nextSentence = (h: Hit): string =>
  sentenceSpans(h.text.text).find((s) => s.start > h.sentenceStart)?.sentence ?? '';

/** (iii): voluntary participation, not required by the employer or part of the job. */
function readWellness(c: RecordabilityCase, event: readonly CaseText[]): FactValue | undefined {
  const activity = found(event, WELLNESS);
  if (activity.length === 0) return undefined;
  const said = sentencesOf(activity);
  // Sport on the employee's own weekend is a cause away from work ((b)(2)(ii)), not a workplace programme.
  if (matches(NON_WORK_CAUSE, said) && !matches(/company|employer|work/, said)) return undefined;
  if (
    matches(WELLNESS_AS_DUTY, `${said} ${c.employee?.job_title ?? ''}`) ||
    matches(WELLNESS_ROLE, c.employee?.job_title ?? '') ||
    matches(WELLNESS_ROLE_SAID, said)
  )
    return undefined;
  const required = found(event, REQUIRED);
  const voluntary = found(event, VOLUNTARY);
  if (required.length > 0)
    return factOf(voluntary.length > 0 ? 'unknown' : 'no', [...required, ...activity]);
  if (voluntary.length > 0) return factOf('yes', [...activity, ...voluntary]);
  const own = found(event, OWN_EXERCISE);
  return own.length > 0 ? factOf('yes', own) : factOf('unknown', activity);
}

/** (iv) and its note: eating or drinking for personal consumption, unless the food was contaminated or employer-supplied. */
function readFood(
  c: RecordabilityCase,
  event: readonly CaseText[],
): Partial<Record<'personal_food' | 'food_contaminated_or_employer_supplied', FactValue>> {
  // The event's account, not the treatment ("drank water and an electrolyte drink" for heat stress).
  const food = found(only(event, 'case.incident', 'case.statements'), FOOD);
  if (food.length === 0) return {};
  const supplied = found(event, FOOD_WORK);
  if (supplied.length > 0)
    return {
      personal_food: factOf('yes', food),
      food_contaminated_or_employer_supplied: factOf('yes', supplied),
    };
  // The mechanism may follow in the next sentence ("ate a candy bar; it had almonds and she is allergic").
  const said = `${sentencesOf(food)} ${food.map(nextSentence).join(' ')} ${only(
    event,
    'case.injury',
  )
    .map((t) => t.text)
    .join(' ')}`;
  const own = matches(
    /(his|her|their|own) (lunch|breakfast|dinner|snack|meal|coffee|tea|food|sandwich|drink)|brought (in )?from home|for (him|her|them)self/,
    said,
  );
  // Food handled for customers is the work itself; only the worker's own meal or drink is personal.
  if (matches(FOOD_JOB, `${c.employee?.job_title ?? ''} ${c.employee?.job_duties ?? ''}`) && !own)
    return {};
  const mechanism = matches(FOOD_MECHANISM, said);
  const hazard = found(event, FOOD_HAZARD).filter((h) =>
    food.some((f) => f.sentence === h.sentence),
  );
  // A slip on a wet floor while eating results from the floor, not from eating.
  if (hazard.length > 0)
    return { personal_food: factOf(mechanism ? 'unknown' : 'no', [...hazard, ...food]) };
  return { personal_food: factOf(mechanism ? 'yes' : 'unknown', food) };
}

/** (v): a personal task at the establishment outside assigned hours; a meal break inside the workday is within them. */
function readPersonalTask(c: RecordabilityCase, event: readonly CaseText[]): FactValue | undefined {
  const task = found(event, PERSONAL_TASK);
  if (task.length === 0) return undefined;
  const during = found(event, DURING_HOURS);
  if (during.length > 0) return factOf('no', [...task, ...during]);
  if (c.incident.during_assigned_hours === true) return factOf('no', task);
  const outside = found(event, OUTSIDE_HOURS);
  if (c.incident.during_assigned_hours === false || outside.length > 0)
    return factOf('yes', [...task, ...outside]);
  return factOf('unknown', task);
}

/** (vi): grooming, self-medication for a non-work condition (the injury is the drug's effect), intentional self-harm. */
function readPersonalCare(event: readonly CaseText[]): FactValue | undefined {
  const injury = only(event, 'case.injury')
    .map((t) => t.text)
    .join(' ');
  const grooming = scan(event, GROOMING).filter((h) => !matches(CLIENT_GROOMING, h.sentence));
  const medication = matches(DRUG_EFFECT, injury)
    ? [
        ...scan(event, SELF_MEDICATION),
        ...scan(event, OWN_DOCTOR_DRUG).filter((h) => !matches(WOUND_CARE, h.sentence)),
      ]
    : [];
  const harm = scan(event, SELF_INFLICTED).filter((h) => !matches(OTHER_ACTOR, h.sentence));
  const hits = [...grooming, ...medication, ...harm];
  if (hits.length === 0) return undefined;
  const yes = affirmed(hits);
  return yes.length > 0 ? factOf('yes', yes) : factOf('no', hits);
}

/** (vii): a motor vehicle accident on the company lot or access road while commuting; a fall on the lot is not one. */
function readLotAccident(c: RecordabilityCase, event: readonly CaseText[]): FactValue | undefined {
  const location = c.incident.location_context;
  if (location === 'non_work_location' || found(event, PUBLIC_LOT).length > 0) return undefined;
  const lot = found(event, COMPANY_LOT);
  if (location !== 'parking_lot' && lot.length === 0) return undefined;
  const where =
    lot.length > 0 ? lot : scan(only(event, 'case.incident.description'), /.+/).slice(0, 1);
  const riding = found(event, RIDING_VEHICLE);
  const lost = riding.length > 0 ? found(event, LOST_CONTROL) : [];
  const accident = [
    ...found(event, MOTOR_VEHICLE_ACCIDENT),
    ...(lost.length > 0 ? [...riding, ...lost] : []),
  ];
  if (accident.length === 0) return factOf('no', where);
  const commuting = found(event, COMMUTING);
  const working = found(event, DRIVING_FOR_WORK);
  if (commuting.length > 0 && working.length === 0)
    return factOf('yes', [...accident, ...commuting]);
  if (working.length > 0 && commuting.length === 0) return factOf('no', [...accident, ...working]);
  return factOf('unknown', [...accident, ...where]);
}

/** A disease the worker was tested for and does not have: "negative for ...", or `after` it ("... swabs negative"). */
const testedNegative = (h: Hit, after = TESTED_NEGATIVE_AFTER): boolean =>
  matches(after, h.sentence.slice(h.index + h.match.length)) ||
  matches(TESTED_NEGATIVE_BEFORE, h.sentence.slice(0, h.index));

/** (viii): the common cold or flu; flu-like symptoms of another diagnosis, or another contagious disease, are not. */
function readColdOrFlu(event: readonly CaseText[]): FactValue | undefined {
  // "common cold, flu and strep tests negative": the tests are of the others; "flu negative" is of the flu.
  const cold = found(event, COLD_OR_FLU).filter(
    (h) =>
      !testedNegative(h, NEGATIVE_RIGHT_AFTER) &&
      !matches(BELIEVED_BEFORE, h.sentence.slice(0, h.index)),
  );
  const other = found(event, OTHER_CONTAGIOUS).filter((h) => !testedNegative(h));
  if (cold.length > 0)
    return other.length > 0 ? factOf('unknown', [...cold, ...other]) : factOf('yes', cold);
  const like = found(event, FLU_LIKE);
  return like.length > 0 ? factOf('no', like) : undefined;
}

const sameSentence = (a: Hit, b: Hit): boolean =>
  a.text.where === b.text.where && a.sentenceStart === b.sentenceStart;

/** (ix): a sentence naming the professional, a statement, and work as the cause; or a statement that no opinion was given. */
function readOpinion(texts: readonly CaseText[]): FactValue | undefined {
  const who = scan(texts, PROFESSIONAL);
  const cause = scan(texts, WORK_CAUSED).filter(
    (h) => who.some((w) => sameSentence(w, h)) && matches(STATES, h.sentence),
  );
  const given = cause.filter((h) => !h.negated && affirmed(who).some((w) => sameSentence(w, h)));
  if (given.length > 0) return factOf('yes', given);
  const none = [
    ...scan(texts, NO_OPINION),
    ...scan(texts, NO_PROFESSIONAL).filter((h) => matches(OPINION_WORD, h.sentence)),
  ];
  if (none.length > 0) return factOf('no', none);
  return cause.length > 0 ? factOf('no', cause) : undefined;
}

/** (ix): a mental illness, and whether a qualified professional's opinion that it is work-related was provided. */
function readMental(
  event: readonly CaseText[],
  texts: readonly CaseText[],
): Partial<Record<'mental_illness' | 'mental_illness_opinion_provided', FactValue>> {
  const injury = only(event, 'case.injury');
  const mental = [
    ...found(injury, MENTAL),
    ...found(only(event, 'case.incident', 'case.statements'), MENTAL_AS_CONDITION),
  ];
  if (mental.length === 0) return {};
  // A physical injury is recorded on its own terms, whatever distress goes with it.
  if (found(injury, PHYSICAL_CONDITION).length > 0) return {};
  const out: Partial<Record<'mental_illness' | 'mental_illness_opinion_provided', FactValue>> = {
    mental_illness: factOf('yes', mental),
  };
  const said = readOpinion(texts);
  if (said !== undefined) out.mental_illness_opinion_provided = said;
  return out;
}

export function readExceptions(c: RecordabilityCase, texts: readonly CaseText[]): PartFacts {
  const event = only(texts, 'case.incident', 'case.injury', 'case.statements');
  const facts: PartFacts['facts'] = {};
  const set = (key: keyof PartFacts['facts'], value: FactValue | undefined) => {
    if (value !== undefined) facts[key] = value;
  };
  set('member_of_public', readCue(event, MEMBER_OF_PUBLIC));
  const nonWork = nonWorkCause(
    readCauses(texts, c.incident.location_context === 'work_from_home'),
    texts,
  );
  if (nonWork !== null) set('non_work_cause_only', factOf(nonWork.value, nonWork.hits));
  set('voluntary_wellness', readWellness(c, event));
  Object.assign(facts, readFood(c, event));
  set('personal_task_outside_hours', readPersonalTask(c, event));
  set('grooming_self_medication_self_inflicted', readPersonalCare(event));
  set('commute_vehicle_accident_on_lot', readLotAccident(c, event));
  set('common_cold_or_flu', readColdOrFlu(event));
  Object.assign(facts, readMental(event, texts));
  return { facts, treatments: [], days_away_count: null, notes: [] };
}
