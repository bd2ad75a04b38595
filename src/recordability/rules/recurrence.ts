/**
 * Factor `recurrence`: is this a new case (29 CFR 1904.6)? Leaning `yes` = a new case; `no` = the
 * continuation or recurrence of a previously recorded case (update that entry instead).
 */
import { bodyWords, EVENT_CUE, EXPOSURE_CUE } from '../cues.ts';
import type { FactorResult } from '../schema.ts';
import { caseSources, check, sentences, where } from '../text.ts';
import { FACTOR_QUESTIONS } from '../factors.ts';
import { startDraft, type FactorInput } from './draft.ts';

const PRIOR_RECORDED = /recorded|300 log|osha log|work[- ]related|at work|on the job|workers'? comp\w{0,30}|previous work injury|occupational/i;
const PRIOR_NON_WORK = /non-?work|not work[- ]related|at home|sports?|weekend|off[- ]duty|personal|congenital|degenerative|car accident|motor vehicle accident|high school|college/i;
const RECOVERED = /fully recovered|recovered (completely|fully)|(fully|completely) healed|had healed|complete(ly)? (recovery|resolved)|symptom[- ]free|no (further |remaining )?symptoms|had resolved|(all )?(signs and )?symptoms (had )?(disappeared|resolved)|resolved (completely|fully)|asymptomatic|returned to full duty without (symptoms|restriction)/i;
const NOT_RECOVERED = /ongoing|continu\w{0,30} (to (have|experience|report|complain|feel|need|receive)|(having|experiencing|treatment|care|pain|symptoms))|persist\w{0,30}|still (had|has|have|experienc\w{0,30}|symptomatic|under|being treated)|(never|not|n't) (fully |completely )?(recovered|resolved|healed)|unresolved|intermittent|flare[- ]?ups?|lingering|residual/i;
const CHRONIC = /cancer|carcinoma|mesothelioma|asbestosis|silicosis|byssinosis|pneumoconiosis|berylliosis|chronic beryllium/i;
const NEW_OPINION = /new (injury|case|condition)|unrelated to the (prior|previous|earlier)/;
const OLD_OPINION = /recurrence|continuation of|same (injury|condition)|residual (of|from)|exacerbation of (the |a |his |her )?(prior|previous|old|earlier)/;
const CLINICIAN = /\b(physician|doctor|\bdr\b|surgeon|orthopedi\w{0,30}|orthopaedi\w{0,30}|clinician|nurse practitioner|physician assistant|chiropractor|licensed health care professional|PLHCP|specialist|neurologist|rheumatologist|dermatologist|audiologist)\b/i;
const PRIOR_IN_TEXT = /previous(ly)? (injur\w{0,30}|strain|condition)|prior (injur\w{0,30}|strain|condition|claim)|re-?injur\w{0,30}|recurr\w{0,30}|same (injury|condition|body part)|history of|old injury|\bagain\b/;

/** The rules provider's `recordability.recurrence` handler. */
export function analyzeRecurrence(input: FactorInput): FactorResult {
  const c = input.case;
  const sources = caseSources(c);
  const d = startDraft(input, FACTOR_QUESTIONS.recurrence);
  const prior = c.prior_condition;
  const priorText = prior?.description ?? '';
  const hasPrior = prior?.exists === true || priorText.trim() !== '';
  const allText = `${sources.map((s) => s.text).join(' ')} ${priorText}`;

  // 1904.6(b)(3): a physician's or other LHCP's view on new case vs recurrence must be followed.
  // The opinion may be reported in any field ("the orthopedist documented that ... is a continuation of ...").
  const clinician = sources.flatMap((s) =>
    s.label === 'clinician statement' ? [s] : sentences(s.text).filter((x) => CLINICIAN.test(x)).map((text) => ({ label: s.label, text })),
  );
  const saysNew = check(clinician, NEW_OPINION).evidence;
  const saysOld = check(clinician, OLD_OPINION).evidence;
  const opinionNew = (saysNew === 'affirmed' || saysOld === 'negated') && saysOld !== 'affirmed';
  const opinionOld = (saysOld === 'affirmed' || saysNew === 'negated') && saysNew !== 'affirmed';
  if (hasPrior && opinionNew) {
    d.item('clinician_opinion', 'yes', 'A clinician describes this as a new injury rather than a recurrence; if you sought that advice you must follow it, 1904.6(b)(3).', '1904.6(b)(3)', 'you must follow the physician');
    return d.finish({ leaning: 'yes', likelihood: 0.9, certainty: 0.8, conclusion: 'On the clinician\'s view this is a new case.' });
  }
  if (hasPrior && opinionOld) {
    d.item('clinician_opinion', 'no', 'A clinician describes this as a recurrence or continuation of the earlier condition; if you sought that advice you must follow it, 1904.6(b)(3).', '1904.6(b)(3)', 'you must follow the physician');
    d.ask('Was the earlier condition recorded on the OSHA 300 Log, and had the employee fully recovered before this event?');
    return d.finish({ leaning: 'no', likelihood: 0.15, certainty: 0.7, conclusion: 'On the clinician\'s view this continues an earlier case: update the original entry rather than record a new one, if that case was recorded.' });
  }

  if (!hasPrior) {
    if (prior?.exists === false) {
      d.item('previous_recorded_case_same_type_and_body_part', 'no', 'No prior injury or illness is reported (case.prior_condition.exists is false), so this is a new case, 1904.6(a)(1).', '1904.6(a)(1)', 'has not previously experienced a recorded injury or illness');
      return d.finish({ leaning: 'yes', likelihood: 0.96, certainty: 0.9, conclusion: 'A new case.' });
    }
    const mention = check(sources, PRIOR_IN_TEXT);
    if (mention.evidence === 'affirmed') {
      d.item('previous_recorded_case_same_type_and_body_part', 'unsure', `The text hints at an earlier condition (${where(mention.mentions)}) but gives no details.`, '1904.6(a)(2)', 'had recovered completely');
      d.ask('Has the employee previously had a recorded injury or illness of the same type affecting the same body part, and had all signs and symptoms disappeared before this event?');
      return d.finish({ leaning: 'unsure', likelihood: 0.6, certainty: 0.45, conclusion: 'Whether this is a new case depends on the earlier condition.' });
    }
    d.item('previous_recorded_case_same_type_and_body_part', 'no', 'Nothing suggests an earlier recorded injury or illness of the same type and body part, 1904.6(a)(1).', '1904.6(a)(1)', 'has not previously experienced a recorded injury or illness');
    d.ask('Has the employee previously had a recorded injury or illness of the same type affecting the same body part?');
    return d.finish({ leaning: 'yes', likelihood: 0.9, certainty: 0.65, conclusion: 'Presumably a new case; nothing suggests otherwise.' });
  }

  if (CHRONIC.test(allText) && PRIOR_RECORDED.test(priorText)) {
    d.item('chronic_illness_recorded_once', 'yes', 'A chronic occupational illness already recorded is recorded only once, however its signs recur, 1904.6(b)(1).', '1904.6(b)(1)', 'the case must only be recorded once');
    return d.finish({ leaning: 'no', likelihood: 0.12, certainty: 0.75, conclusion: 'Not a new case: the chronic illness was already recorded.' });
  }

  if (PRIOR_NON_WORK.test(priorText) || !PRIOR_RECORDED.test(priorText)) {
    const nonWork = PRIOR_NON_WORK.test(priorText);
    d.item('previous_recorded_case_same_type_and_body_part', nonWork ? 'no' : 'unsure', nonWork
      ? 'The earlier condition arose away from work, so it was not a recorded case; this is a new case for 1904.6, and the work_relatedness factor asks whether work significantly aggravated it.'
      : 'An earlier condition is reported, but not whether it was a recorded work-related case.', '1904.6(a)(1)', 'has not previously experienced a recorded injury or illness');
    if (!nonWork) d.ask('Was the earlier condition a work-related case recorded on the OSHA 300 Log?');
    return d.finish({ leaning: nonWork ? 'yes' : 'unsure', likelihood: nonWork ? 0.88 : 0.6, certainty: nonWork ? 0.75 : 0.45, conclusion: nonWork ? 'A new case: there is no earlier recorded case of this type and body part.' : 'Whether this is a new case depends on whether the earlier condition was recorded.' });
  }

  // A recorded earlier case: same body part? recovered? new event?
  const now = bodyWords(`${c.injury.body_part ?? ''} ${c.injury.description}`);
  const before = bodyWords(priorText);
  const same = [...now].some((w) => before.has(w));
  d.item('previous_recorded_case_same_type_and_body_part', same ? 'yes' : 'unsure', same
    ? 'The earlier recorded case affected the same part of the body.'
    : 'An earlier recorded case is reported; the text does not show it was the same type and body part.', '1904.6(a)(1)', 'has not previously experienced a recorded injury or illness');
  if (!same) d.ask('Was the earlier recorded case the same type of injury or illness and the same part of the body?');

  // "Had not fully recovered" contains "fully recovered": the negative reading is checked first.
  const recovered = NOT_RECOVERED.test(priorText) ? 'no' : RECOVERED.test(priorText) || RECOVERED.test(allText) ? 'yes' : 'unsure';
  const event = check(sources, EVENT_CUE).evidence === 'affirmed' || check(sources, EXPOSURE_CUE).evidence === 'affirmed';
  d.item('complete_recovery', recovered, recovered === 'yes'
    ? 'All signs and symptoms of the earlier case had disappeared.'
    : recovered === 'no' ? 'The employee had not fully recovered from the earlier case.' : 'The text does not say whether the employee had fully recovered.', '1904.6(a)(2)', 'had recovered completely');
  d.item('new_workplace_event_or_exposure', event ? 'yes' : 'unsure', event ? 'A new event or exposure in the work environment brought the signs or symptoms back.' : 'No new workplace event or exposure is described.', '1904.6(b)(2)', 'the incident must be treated as a new case');
  if (recovered === 'unsure') d.ask('Had all signs and symptoms of the earlier case disappeared before this event?');

  if (!same) return d.finish({ leaning: 'yes', likelihood: 0.8, certainty: 0.5, conclusion: 'Probably a new case, unless the earlier case was of the same type and body part.' });
  if (recovered === 'yes' && event) return d.finish({ leaning: 'yes', likelihood: 0.88, certainty: 0.75, conclusion: 'A new case under 1904.6(a)(2): full recovery, then a new workplace event.' });
  if (recovered === 'no') return d.finish({ leaning: 'no', likelihood: 0.15, certainty: 0.7, conclusion: 'Not a new case: the earlier recorded case had not resolved; update its entry instead.' });
  return d.finish({ leaning: 'unsure', likelihood: 0.5, certainty: 0.4, conclusion: 'Whether this is a new case depends on recovery from the earlier recorded case.' });
}
