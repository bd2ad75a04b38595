/**
 * Factor `work_relatedness`: did an event or exposure in the work environment cause or contribute to the
 * condition, or significantly aggravate a pre-existing one (29 CFR 1904.5(a), (b)(1), (b)(3)-(b)(7))?
 * Leaning `yes` = work-related before exceptions (the `exceptions` factor can negate it).
 */
import { COMMUTE_CUE, EMPLOYER_GROUND_CUE, EVENT_CUE, EXPOSURE_CUE, NON_WORK_CUE, WORK_CUE } from '../cues.ts';
import type { FactorResult } from '../schema.ts';
import { caseSources, check, where } from '../text.ts';
import { FACTOR_QUESTIONS } from '../factors.ts';
import { startDraft, type FactorInput } from './draft.ts';
import { findTreatments } from './treatment.ts';

type Det = 'yes' | 'no' | 'unsure';

const PRIOR_WORK = /work[- ]related|recorded|300 log|osha log|workers'? comp\w{0,30}|at work|on the job|previous work injury|occupational/i;
/** A prior condition that had resolved before the event is not a pre-existing condition to aggravate. */
const PRIOR_RESOLVED = /fully recovered|recovered (completely|fully)|complete(ly)? (recovery|resolved)|resolved (completely|fully)|had resolved|symptom[- ]free|no (remaining |residual )?symptoms/i;
const PRIOR_ACTIVE = /(never|not|n't) (fully |completely )?(recovered|resolved|healed)|ongoing|under (ongoing |active )?(treatment|care)|still|persist\w{0,30}|intermittent|flare/i;
/** The treatment of a pre-existing condition did not change after the event (1904.5(b)(4)(iv) not met). */
const NO_TREATMENT_CHANGE = /no change in (the |his |her |their )?(medical )?(treatment|care|medications?)|treatment (was |remained )?unchanged|continued (the |his |her |their )?(same|existing|usual|prior|ongoing) (\w{1,30} )?(treatment|care|medications?|therapy)/i;
/** The event-related treatment was new or changed: "a treatment she had never needed before" (1904.5(b)(4)(iv)). */
const NEW_OR_CHANGED_TREATMENT = /never (needed|required|had|received|been given) (\w{1,30} ){0,3}before|for the first time|(new|changed|additional|stronger) (medical )?(treatment|medication|prescription)|(change|increase)\w{0,30} (in |of )?(the |his |her |their )?(treatment|medication|dose|dosage)/i;
/** Left the premises for a personal meal or errand at a place the employer does not own or control: outside the work environment. */
const OFF_PREMISES_PERSONAL = /(walked|drove|went|stepped out|left (the )?(premises|building|site|plant|office|store|facility))( \w{1,30}){0,4} to (a |an |the )?(nearby )?(restaurant|cafe|café|coffee shop|diner|deli|fast[- ]food \w{1,30}|grocery|pharmacy|bank|gas station|post office|shopping (center|mall)|mall)|(off[- ](site|premises)|away from the (premises|site|building|plant)) (for|during) (lunch|a meal|(a |his |her |their )?(meal |lunch )?break|a personal errand)|not (owned|controlled|operated|maintained) by the (employer|company)/;
const PERSONAL_BREAK = /lunch|meal|(unpaid|personal|coffee|meal) break|personal errand/;
const WORK_ERRAND = /\b(deposit\w{0,30}|work errand|on company business|for (the|his|her|their) (employer|job|work|boss|supervisor)|pick (up|ed up) (supplies|parts|materials)|deliver\w{0,30}|customer|client)\b/;
/** Travelling to or from the destination on a business trip. */
const TRAVEL_TRANSIT = /airport|flight|plane|airline|shuttle|taxi|\bcab\b|rideshare|rental car|train station|en route|in transit/;
const NO_PRIOR_TREATMENT = /no (prior |previous )?(medical )?treatment|(managed|treated|controlled) (only |solely )?(with|by) (over[- ]the[- ]counter|OTC|non-?prescription|first aid|ice|rest|home remedies)|not (been )?(treated|under treatment)|had not needed treatment|did not require treatment|managed without treatment|resolved|asymptomatic/i;

/** The rules provider's `recordability.work_relatedness` handler. */
export function analyzeWorkRelatedness(input: FactorInput): FactorResult {
  const c = input.case;
  const sources = caseSources(c);
  const d = startDraft(input, FACTOR_QUESTIONS.work_relatedness);
  const work = check(sources, WORK_CUE);
  const exposure = check(sources, EXPOSURE_CUE);
  const away = check(sources, NON_WORK_CUE);
  const location = c.incident.location_context;
  // A commute on public roads is outside the work environment; on the employer's lot, road or vehicle it is not.
  const commute = check(sources, COMMUTE_CUE);
  const commuting = (location === undefined || location === 'non_work_location') && commute.evidence === 'affirmed' && check(sources, EMPLOYER_GROUND_CUE).evidence !== 'affirmed';

  const offPremises = (location === undefined || location === 'unknown') && check(sources, OFF_PREMISES_PERSONAL).evidence === 'affirmed' && check(sources, PERSONAL_BREAK).evidence === 'affirmed' && check(sources, WORK_ERRAND).evidence !== 'affirmed';

  // 1904.5(b)(1): the work environment.
  let env: Det;
  switch (location) {
    case 'on_premises':
    case 'offsite_work':
      env = 'yes';
      d.item('work_environment', 'yes', `The event happened ${location === 'on_premises' ? 'on the employer\'s premises' : 'at an off-site location where the employee was working'}, which is part of the work environment, 1904.5(b)(1).`, '1904.5(b)(1)', 'OSHA defines the work environment');
      break;
    case 'parking_lot':
      env = 'yes';
      d.item('work_environment', 'yes', 'A company parking lot is part of the establishment and so of the work environment; only the motor-vehicle commuting exception (1904.5(b)(2)(vii)) takes it out.', '1904.5(b)(1)', 'OSHA defines the work environment');
      break;
    case 'company_travel': {
      // Getting there (airport, flight, shuttle, rental car) is itself travel in the interest of the employer.
      const transit = check(sources, TRAVEL_TRANSIT);
      const cue = work.evidence === 'affirmed' ? work : transit;
      env = cue.evidence === 'affirmed' ? 'yes' : 'unsure';
      d.item('travel_in_interest_of_employer', env, env === 'yes'
        ? `The employee was on travel status and engaged in work activity or travel for the employer (${where(cue.mentions)}); such injuries are work-related, 1904.5(b)(6).`
        : 'The employee was on travel status; the text does not say whether the activity was in the interest of the employer, 1904.5(b)(6).', '1904.5(b)(6)', 'in the interest of the employer');
      if (env === 'unsure') d.ask('What was the employee doing when injured while travelling: a work activity in the interest of the employer, or a personal activity?');
      break;
    }
    case 'work_from_home':
      env = work.evidence === 'affirmed' ? 'yes' : 'unsure';
      d.item('working_at_home_for_pay', env, env === 'yes'
        ? `The employee was working at home and the text ties the event to the work (${where(work.mentions)}), 1904.5(b)(7).`
        : 'The employee was working at home; the text does not tie the event to performing work rather than the general home environment, 1904.5(b)(7).', '1904.5(b)(7)', 'performing work for pay or compensation in the home');
      if (env === 'unsure') d.ask('Was the employee performing work for pay at the time, and was the injury directly related to that work rather than to the general home environment?');
      break;
    case 'non_work_location':
      env = 'no';
      d.item('work_environment', 'no', 'The event happened at a location that is not part of the work environment, 1904.5(b)(1).', '1904.5(b)(1)', 'OSHA defines the work environment');
      break;
    default:
      if (commuting) {
        env = 'no';
        d.item('work_environment', 'no', `The employee was commuting (${where(commute.mentions)}) away from the employer's premises, parking lot, access road or vehicles, which is outside the work environment, 1904.5(b)(1).`, '1904.5(b)(1)', 'OSHA defines the work environment');
        d.ask('Did the event happen on the employer\'s premises (including a company parking lot or access road), in a company vehicle, or while on a work errand?');
        break;
      }
      if (offPremises) {
        env = 'no';
        d.item('work_environment', 'no', 'The employee had left the premises for a personal meal or errand at a place the employer does not own or control; that place is not part of the work environment, 1904.5(b)(1).', '1904.5(b)(1)', 'OSHA defines the work environment');
        d.ask('Was the employee required to be at that location, or doing anything for the employer there?');
        break;
      }
      env = work.evidence === 'affirmed' ? 'yes' : away.evidence === 'affirmed' ? 'no' : 'unsure';
      d.item('work_environment', env, env === 'yes'
        ? `The text places the event in the course of work (${where(work.mentions)}), 1904.5(b)(1).`
        : env === 'no'
          ? `The text places the event away from work (${where(away.mentions)}).`
          : 'The text does not say where the event happened.', '1904.5(b)(1)', 'OSHA defines the work environment');
      if (env === 'unsure') d.ask('Where did the event or exposure happen: on the premises, at another work location, on travel, at home while working, or away from work?');
  }

  // 1904.5(a) and (b)(3): the event or exposure.
  let event: Det;
  const gradual = c.injury.onset_type === 'gradual';
  if (away.evidence === 'affirmed' && work.evidence !== 'affirmed' && exposure.evidence !== 'affirmed') {
    event = 'no';
    d.item('event_or_exposure_at_work', 'no', `The text names a cause away from work (${where(away.mentions)}) and no workplace event or exposure.`, '1904.5(a)', 'either caused or contributed to the resulting condition');
  } else if (commuting || offPremises) {
    event = 'no';
    d.item('event_or_exposure_at_work', 'no', commuting ? 'The event happened on the way between home and work, not in the course of work.' : 'The event happened during a personal meal or errand away from the premises, not in the course of work.', '1904.5(a)', 'either caused or contributed to the resulting condition');
  } else if (env === 'no') {
    event = exposure.evidence === 'affirmed' || work.evidence === 'affirmed' ? 'unsure' : 'no';
    d.item('event_or_exposure_at_work', event, event === 'no' ? 'No workplace event or exposure is described.' : 'The event happened away from work, but the text also mentions work activity or an exposure; 1904.5(b)(3) asks whether work events or exposures caused or contributed.', '1904.5(b)(3)', 'you must evaluate the employee');
  } else if (away.evidence === 'affirmed') {
    event = 'unsure';
    d.item('event_or_exposure_at_work', 'unsure', `The text mentions both work activity and a possible cause away from work (${where(away.mentions)}); 1904.5(b)(3) requires evaluating the work duties and environment.`, '1904.5(b)(3)', 'you must evaluate the employee');
    d.ask('Did a workplace event or exposure cause or contribute to the condition, or did it result solely from the activity away from work?');
  } else if (gradual) {
    event = exposure.evidence === 'affirmed' || (c.employee?.job_duties ?? '') !== '' ? 'yes' : 'unsure';
    d.item('event_or_exposure_at_work', event, event === 'yes'
      ? `The condition developed gradually and the text names work exposures or duties (${where(exposure.mentions) || 'job duties'}); under 1904.5(b)(3) work need only have contributed.`
      : 'The condition developed gradually and the text does not name the work exposure.', '1904.5(b)(3)', 'you must evaluate the employee');
    if (event === 'unsure') d.ask('Which work duties or exposures (repetition, force, posture, substances, noise) could have caused or contributed to the gradual-onset condition?');
  } else if (env === 'yes' || check(sources, EVENT_CUE).evidence === 'affirmed') {
    event = env === 'yes' ? 'yes' : 'unsure';
    d.item('event_or_exposure_at_work', event, event === 'yes'
      ? 'The condition results from an event or exposure in the work environment, so work-relatedness is presumed, 1904.5(a).'
      : 'An event is described but not placed in the work environment.', '1904.5(a)', 'Work-relatedness is presumed');
  } else {
    event = 'unsure';
    d.item('event_or_exposure_at_work', 'unsure', 'The text does not describe the event or exposure that caused the condition.');
    d.ask('What event or exposure caused the condition?');
  }

  // 1904.5(b)(4)-(5): a pre-existing condition must be significantly aggravated.
  let aggravation: Det | null = null;
  const prior = c.prior_condition;
  const priorText = prior?.description ?? '';
  const priorResolved = PRIOR_RESOLVED.test(priorText) && !PRIOR_ACTIVE.test(priorText);
  if (priorResolved && !PRIOR_WORK.test(priorText)) {
    d.item('pre_existing_condition_resolved', 'no', 'The earlier non-work condition had fully resolved before the workplace event, so this is a new injury rather than the aggravation of a pre-existing one (1904.5(b)(4) does not come into play).');
  } else if ((prior?.exists === true || priorText.trim() !== '') && !PRIOR_WORK.test(priorText)) {
    const ws = c.work_status ?? {};
    const outcome = ws.fatality === true || ws.loss_of_consciousness === true || (ws.days_away ?? 0) > 0 || ws.restricted_duty === true || ws.job_transfer === true;
    const medical = findTreatments(caseSources(c)).some((f) => f.kind === 'medical' && !f.negated) || c.treatment?.prescription_issued === true;
    if (outcome) {
      aggravation = 'yes';
      d.item('significant_aggravation', 'yes', 'A pre-existing condition is reported and the workplace event led to death, loss of consciousness, days away, restricted work or job transfer; that is significant aggravation under 1904.5(b)(4)(i)-(iii) if it would not otherwise have occurred.', '1904.5(b)(4)', 'has been significantly aggravated, for purposes of OSHA');
      d.ask('Would the days away, restriction, transfer or loss of consciousness have occurred without the workplace event (1904.5(b)(4))?');
    } else if (medical && !NO_PRIOR_TREATMENT.test(priorText) && check(sources, NO_TREATMENT_CHANGE).evidence === 'affirmed' && c.work_status !== undefined) {
      aggravation = 'no';
      d.item('significant_aggravation', 'no', 'The pre-existing condition was already being treated and the treatment did not change after the workplace event, and work_status records no death, loss of consciousness, days away, restriction or transfer: not a significant aggravation, 1904.5(b)(4).', '1904.5(b)(4)', 'has been significantly aggravated, for purposes of OSHA');
    } else if (medical && (NO_PRIOR_TREATMENT.test(priorText) || check(sources, NEW_OR_CHANGED_TREATMENT).evidence === 'affirmed')) {
      aggravation = 'yes';
      d.item('significant_aggravation', 'yes', 'A pre-existing condition that needed no medical treatment now needs it, or needs new or changed medical treatment, after the workplace event: significant aggravation, 1904.5(b)(4)(iv).', '1904.5(b)(4)', 'has been significantly aggravated, for purposes of OSHA');
    } else if (medical) {
      aggravation = 'unsure';
      d.item('significant_aggravation', 'unsure', 'A pre-existing condition is reported and medical treatment followed the workplace event; it is significant aggravation only if treatment was not needed before or had to change, 1904.5(b)(4)(iv).', '1904.5(b)(4)', 'has been significantly aggravated, for purposes of OSHA');
      d.ask('Was the pre-existing condition being treated before the workplace event, and did the event make new or changed medical treatment necessary?');
    } else {
      aggravation = 'unsure';
      d.item('significant_aggravation', 'unsure', 'A pre-existing condition is reported; the text shows none of the outcomes that make an aggravation significant under 1904.5(b)(4) (death, loss of consciousness, days away, restriction or transfer, new or changed medical treatment).', '1904.5(b)(4)', 'has been significantly aggravated, for purposes of OSHA');
      d.ask('Did the workplace event lead to death, loss of consciousness, days away, restricted work or job transfer, or new or changed medical treatment for the pre-existing condition?');
    }
    d.cite('1904.5(b)(5)', 'resulted solely from a non-work-related event or exposure');
  }

  d.cite('1904.5(a)', 'You must consider an injury or illness to be work-related');
  if (env === 'no' && event !== 'unsure') {
    return d.finish({ leaning: 'no', likelihood: 0.08, certainty: 0.8, conclusion: 'The case places the event and its cause outside the work environment; on this record it is not work-related.' });
  }
  if (event === 'no') {
    return d.finish({ leaning: 'no', likelihood: 0.15, certainty: 0.6, conclusion: 'The text attributes the condition to a cause away from work; see the exceptions factor for signs that only surfaced at work (1904.5(b)(2)(ii)).' });
  }
  if (aggravation === 'no') {
    return d.finish({ leaning: 'no', likelihood: 0.15, certainty: 0.65, conclusion: 'The workplace event did not significantly aggravate the pre-existing condition, so under 1904.5(b)(4) the case is not work-related.' });
  }
  if (env === 'yes' && event === 'yes') {
    if (aggravation === 'unsure') {
      return d.finish({ leaning: 'unsure', likelihood: 0.6, certainty: 0.5, conclusion: 'The workplace event is clear, but whether it significantly aggravated the pre-existing condition is not.' });
    }
    return d.finish({ leaning: 'yes', likelihood: 0.93, certainty: gradual ? 0.75 : 0.88, conclusion: 'An event or exposure in the work environment caused or contributed to the condition; work-relatedness is presumed unless an exception applies.' });
  }
  // The case arrives as a workplace injury report: with an event described and nothing pointing away from
  // work, the presumption of 1904.5(a) is the likelier reading, but the text does not settle it.
  const described = (check(sources, EVENT_CUE).evidence === 'affirmed' || exposure.evidence === 'affirmed');
  return d.finish({
    leaning: 'unsure',
    likelihood: away.evidence === 'affirmed' ? 0.35 : described ? 0.8 : 0.6,
    certainty: 0.4,
    conclusion: 'The case text does not settle where or how the condition arose.',
  });
}
