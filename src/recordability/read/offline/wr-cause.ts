/**
 * Whether an event or exposure at work caused the condition, or only its signs surfaced at work (29 CFR
 * 1904.5(a), (b)(2)(ii), (b)(3)). Shared by the work_relatedness reader (`work_event_caused`) and the exceptions
 * reader (`non_work_cause_only`): both rest on the same reading of the case's causes.
 */
import { WELLNESS } from './exceptions-cues.ts';
import { affirmed, type CaseText, type Hit, only, scan } from './scan.ts';
import { WORK_PLACE } from './wr-cues.ts';

/**
 * An activity or place away from work named as the cause: sport and recreation, home projects, a meal at home.
 * "Rest at home" and "sent home" name where the employee recovered, not a cause; a youth, school or professional
 * game is others' sport, where the employee may be at work (the rink attendant hit by a puck).
 */
export const NON_WORK_CAUSE =
  /(?<!(rest|rested|resting|stay|stayed|staying|remain|remained|recover|recovered|recovering|recuperate|recuperating|work|working|worked|day|days|spent|kept|be|being) )\bat home\b|off the job|outside (of )?work\b|away from work|personal (errand|activity|trip|business)|(playing|played|plays) (\w{1,20} )?(basketball|soccer|football|softball|baseball|tennis|golf|hockey|pickleball|volleyball|rugby|lacrosse)|(?<!\b(youth|kids'?|children'?s|junior|school|high school|college|pro|professional|varsity|visiting|customers'?|guests'?) )\b(basketball|soccer|football|softball|baseball|tennis|golf|hockey|pickleball|volleyball) (game|league|match|practice|tournament|on (saturday|sunday|the weekend))|\bfrom (soccer|basketball|football|softball|baseball|tennis|golf|hockey|skiing|the gym)\b|(?<!company |company's |employer's )\b(at|to) the gym\b|home improvement(?! (stores?|centers?|centres?|retail\w{0,8}|chains?|warehouses?|compan(y|ies)|contractors?|business\w{0,4}|firms?|crews?|jobs?|projects? for (a |the )?(customer|client)s?))|yard ?work|gardening|on (his|her|their) own (property|land|farm|yard|acreage)|mowing (his|her|their) (own )?lawn|\b(helping|helped) (a |his |her |their )?(friends?|relatives?|neighbou?rs?|brother|sister|mother|mom|father|dad|parents|son|daughter|cousin|in-laws)\b|\b(mov\w{0,4}|lift\w{0,4}|carr\w{0,4}|haul\w{0,4}) (\w{1,20} ){0,6}for (a |his |her |their )?(friends?|relatives?|neighbou?rs?|brother|sister|mother|mom|father|dad|parents|son|daughter|cousin|in-laws)\b|\b(he|she|they) and (his|her|their) (friends?|brother|sister|mother|mom|father|dad|parents|son|daughter|cousin|neighbou?r|husband|wife|spouse|partner|boyfriend|girlfriend)\b|\bat (his|her|their|a friend's|a relative's) (own )?(apartment|house|condo|cabin|place)\b|non-?work(-related)? (event|activity|injury|accident|exposure|cause)|\bwent (out )?(jogging|hiking|biking|cycling|swimming|skiing|bowling|fishing|hunting|snowboarding)\b|\b(ate|eaten|eating) (\w{1,20} ){0,3}at home|viral (illness|infection|cause)|\b(at|from) (a|the|his|her|their) (?!company|office|work|employer|staff|team|holiday)(\w{1,15} )?(cookout|barbecue|bbq|picnic|potluck|wedding|reunion)\b|\b(saturday|sunday|weekend|days? off|vacation)\b[^.;]{0,40}\b(out on|at) (a|the) (lake|beach|river|boat|ocean)\b/;

const EMPLOYER_ACTIVITY = /company|employer/;

/** "At home" while doing paid work at home (1904.5(b)(7)) is the place of the work, not a cause away from it. */
const WORKING_AT_HOME =
  /for pay|paid (per|by)|work\w{0,15} (from|at) home|home[- ]based|home[- ]office|remote|telecommut\w{0,15}|telework\w{0,15}/;

/** An explicit attribution of the condition to a cause outside work: it outweighs a mention of a work exposure. */
const ATTRIBUTED_NON_WORK =
  /(attribut\w{0,15}|due|linked|traced) (\w{1,20} ){0,4}to (a |an )?non-?work|(?<!\b(no|without|without any|not a|not any) )non-?work (\w{1,20} ){0,2}(cause|exposure|source|contact)|infected (\w{1,20} ){0,6}not at work|not at work\b|at (a |an |the |his |her |their )?pre-?(employment|placement|hire) (physical|exam\w{0,15}|screening|test\w{0,15})/;

/** A time away from work: a cause only when the sentence does not place the event at work ("worked over the weekend"). */
const NON_WORK_TIME =
  /\b(over|on|during|this|last) (the )?weekend\b|on (the|his|her|their|a) days? off|off[- ]duty|on vacation/;

const WORKED = /\bwork(ed|ing)\b|overtime|on call|called in/;

/** The symptoms were there before the workday began: the work activity is only where they surfaced ((b)(2)(ii)). */
const SYMPTOMS_BEFORE_WORK =
  /\b(sore|stiff|aching|hurting|in pain|symptoms?|pain)\b[^.;]{0,40}\b(already|before (work|(his|her|their) shift|coming (in|to work)|arriving|clocking in))\b|\balready (sore|stiff|aching|hurting|in pain|symptomatic)\b|\b(woke|awoke|got) up (with|sore|stiff|in pain)\b/;

/** The signs or symptoms appeared at work without an event there (1904.5(b)(2)(ii): "surface at work"). */
const SURFACING =
  /(pain|symptoms?|swelling|discomfort|stiffness|aching|ache)s? (began|started|appeared|surfaced|increased|worsened|became|got|flared)|(started|began) (aching|hurting|swelling|vomiting|acting up)|acting up|noticed (the )?(pain|symptoms|swelling)|got (swollen|painful|sore|stiff)|became (swollen|painful|sore|stiff|confused|dizzy)|(started|began) to (ache|hurt|swell|vomit)|started vomiting|felt (pain|stiff|sick|ill)/;

/** The case denies any work event or cause: "nothing happened at work", "no slip, trip or impact at work". */
export const WORK_DENIED =
  /nothing (\w{1,20} ){0,2}(happened|occurred|was involved|at work|about (work|the job))|no (\w{1,20}[ ,]{1,3}){0,5}(at|during) work\b|no (specific |new )?(incident|event|accident|injury|trauma|exertion) (at|during|on) (work|the job|shift)|did ?n[o']?t (\w{1,20} ){0,3}(happen|occur) at work|did ?n[o']?t (eat|drink|do) anything at work|not (caused|triggered|brought on) by (work|the job|anything at work)|unrelated to (work|the job|(his|her|their) (job|work))|not work[- ]related|no work(place)? (cause|factor|exposure|involvement)|no (\w{1,20} ){0,2}(exertion|trauma|incident|event|injury|trigger)( or (\w{1,20} ){0,2}(exertion|trauma|incident|event|injury|trigger))? (was |were )?(involved|identified|reported|found)/;

/** A personal medical episode that can surface at work without a work cause (1904.5(b)(2)(ii)). */
const PERSONAL_EPISODE =
  /epilep\w{0,15}|seizure|diabetic (episode|emergency|low)|hypoglyc\w{0,15}|heart attack|myocardial infarction|cardiac (arrest|event)|(?<!heat |sun )\bstroke\b|fainted|syncop\w{0,15}|vasovagal/;

/** A work exposure or event named as the cause of a collapse (heat at the job, fumes, a blow, a shock). */
const EPISODE_WORK_CAUSE =
  /\b(fainted|collapsed|passed out|syncop\w{0,15}|seizure)( [^ .;]{1,20}){0,6} (heat|hot|sun|fumes?|gas|chemicals?|solvents?|carbon monoxide|exertion|electric\w{0,15}|shock|struck|blow|blood)|\bheat (syncope|exhaustion|stroke|illness)|\b(fumes?|gas|chemical|solvent|carbon monoxide|heat) (exposure|inhalation)( [^ .;]{1,20}){0,6} (fainted|collapsed|passed out|syncop\w{0,15})/;

/** A discrete event or an exposure of the kind that causes an injury or illness at work. */
export const WORK_EVENT =
  /\b(lifted|lifting|slipped|fell|falling|struck|hit|twisted|caught|pinched|crushed|pulled|pushed|tripped|cut|sliced|lacerat\w{0,15}|burn(ed|t)|splash\w{0,15}|exposed|exposure|inhal\w{0,15}|fumes|collided|bitten|stung|punctured|jammed|strained|sprained|dropped|kicked back|snapped|scratch\w{0,15}|scraped|blew|repetitive|repeated(ly)?|keying|keyboarding|typing|vibration|noise|dust|chemicals?|solvents?)\b/;

/** The sentence is about an earlier, pre-existing condition (1904.5(b)(5)), not the event of this case. */
const PRIOR_CONTEXT =
  /pre-?existing|\b(old|chronic|long-?standing|longstanding|prior|previous|history of|years ago|age-related|degenerative|since (a|an|the|his|her|their)|from years of|before hire|non-?occupational|non-?occ\b)/;

/** A statement that the condition is not work-related (a clinician's or the employee's own account). */
const SAID_NOT_WORK_RELATED =
  /not work[- ]related|unrelated to (work|the job|(his|her|their) (job|work))|not (caused|aggravated) by (work|the job|workplace|occupational)/;

export interface CauseReading {
  /** A non-work cause named for this event (pre-existing history left out). */
  nonWork: Hit[];
  /** The condition is expressly attributed to a cause outside work. */
  attributed: Hit[];
  /** A personal medical episode, with no work cause named for it. */
  episode: Hit[];
  /** The case denies a work event or cause. */
  denied: Hit[];
  /** The signs surfaced at work. */
  surfaced: Hit[];
  /** An affirmed work event or exposure, outside the sentences naming a non-work cause or denying one. */
  workEvent: Hit[];
  /** The symptoms were there before the workday. */
  before: Hit[];
}

/** Whether a cue matches anywhere in `text` (case-insensitive, through scan.ts like every other cue). */
export const matches = (re: RegExp, text: string): boolean =>
  scan([{ where: 'text', text, provenance: 'narrative' }], re).length > 0;

const NOBODY = /\b(nobody|no one|none of (the|his|her|their) \w{1,20})\b[^.;,]{0,20}$/;

/** Reads the causes named by the incident, the injury and the statements. */
export function readCauses(texts: readonly CaseText[], workingAtHome = false): CauseReading {
  const event = only(
    texts,
    'case.incident',
    'case.injury.description',
    'case.injury.diagnosis',
    'case.statements',
  );
  // The employer's own programme (a company-sponsored league) is judged under (b)(2)(iii), not as a cause away
  // from work; so is "at home" for an employee working there ((b)(7)).
  const programme = affirmed(scan(event, WELLNESS)).some((h) =>
    matches(EMPLOYER_ACTIVITY, h.sentence),
  );
  const time = affirmed(scan(event, NON_WORK_TIME)).filter(
    (h) => !matches(WORK_PLACE, h.sentence) && !matches(WORKED, h.sentence),
  );
  const nonWork = [...affirmed(scan(event, NON_WORK_CAUSE)), ...time].filter(
    (h) =>
      !matches(PRIOR_CONTEXT, h.sentence) &&
      !matches(EMPLOYER_ACTIVITY, h.sentence) &&
      // "Nobody at her house was sick" rules the home out as the source.
      !matches(NOBODY, h.sentence.slice(0, h.index)) &&
      !(programme && matches(WELLNESS, h.sentence)) &&
      !(
        (workingAtHome || matches(WORKING_AT_HOME, h.sentence)) &&
        /home|apartment|house|condo/i.test(h.match)
      ),
  );
  // These cues are negative statements themselves ("no slip, trip or impact at work"): read them as written.
  const attributed = scan(event, ATTRIBUTED_NON_WORK);
  const denied = scan(event, WORK_DENIED);
  const workCause = affirmed(scan(event, EPISODE_WORK_CAUSE));
  // A faint after a donation or a shot is judged with that activity under (b)(2)(iii).
  const episode =
    workCause.length > 0 || affirmed(scan(event, WELLNESS)).length > 0
      ? []
      : affirmed(scan(event, PERSONAL_EPISODE));
  const surfaced = affirmed(scan(event, SURFACING));
  const elsewhere = new Set(
    [...nonWork, ...denied].map((h) => `${h.text.where}:${h.sentenceStart}`),
  );
  // The event is told in the incident and the statements; the injury description names the result ("laceration").
  const workEvent = [
    ...affirmed(scan(only(event, 'case.incident', 'case.statements'), WORK_EVENT)).filter(
      (h) =>
        !elsewhere.has(`${h.text.where}:${h.sentenceStart}`) && !matches(PRIOR_CONTEXT, h.sentence),
    ),
    ...workCause,
  ];
  const before = affirmed(scan(event, SYMPTOMS_BEFORE_WORK));
  return { nonWork, attributed, episode, denied, surfaced, workEvent, before };
}

/**
 * 1904.5(b)(2)(ii): the condition results solely from a non-work event or exposure and only surfaced at work:
 * a non-work cause (or a personal episode said to have no work cause) with no work event or exposure named.
 * `unknown` when a non-work cause and a work event are both named ((b)(3): evaluate the duties).
 */
export function nonWorkCause(
  c: CauseReading,
  texts: readonly CaseText[],
): { value: 'yes' | 'unknown'; hits: Hit[] } | null {
  const said = scan(
    only(texts, 'case.incident', 'case.injury', 'case.statements'),
    SAID_NOT_WORK_RELATED,
  );
  if (c.attributed.length > 0) return { value: 'yes', hits: [...c.attributed, ...c.nonWork] };
  if (c.nonWork.length > 0) {
    if (c.workEvent.length === 0 || c.before.length > 0)
      return {
        value: 'yes',
        hits: [...c.nonWork, ...c.before, ...c.denied, ...c.surfaced, ...said],
      };
    return { value: 'unknown', hits: [...c.nonWork, ...c.workEvent] };
  }
  if (c.episode.length > 0 && c.workEvent.length === 0) {
    return c.denied.length > 0 || said.length > 0
      ? { value: 'yes', hits: [...c.episode, ...c.denied, ...said] }
      : { value: 'unknown', hits: c.episode };
  }
  return null;
}
