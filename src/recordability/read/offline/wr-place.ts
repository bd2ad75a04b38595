/**
 * Where the event happened: the work environment (29 CFR 1904.5(b)(1)), travel status ((b)(6)) or work at home
 * ((b)(7)), and for the last two whether the activity was personal or the cause the general home setting.
 * `incident.location_context`, when given, settles the place (facts/fields.ts): the text is then read only for
 * what the field leaves open.
 */
import type { FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { sentenceSpans } from '../../text.ts';
import { affirmed, type CaseText, factOf, type Hit, only, scan } from './scan.ts';
import { type CauseReading, matches, WORK_DENIED, WORK_EVENT } from './wr-cause.ts';
import {
  BEFORE_CHECK_IN,
  COMMUTE,
  EMPLOYER_GROUND,
  FIXED_WORKSITE,
  HOME_HAZARD,
  HOME_SETTING,
  HOME_WORK,
  HOTEL_COMMUTE,
  NOT_CONTROLLED,
  OFF_PREMISES_PERSONAL,
  PERSONAL_BREAK,
  REMOTE,
  TRAVEL,
  TRAVEL_ENTERTAINMENT,
  TRAVEL_PERSONAL_STRONG,
  TRAVEL_PERSONAL_WEAK,
  TRAVEL_TRANSIT,
  TRAVEL_WORK,
  WORK_AT_HOME,
  WORK_ERRAND,
  WORK_PLACE,
} from './wr-cues.ts';

export interface PlaceFacts {
  in_work_environment?: FactValue;
  on_travel_status?: FactValue;
  travel_personal_activity?: FactValue;
  working_at_home?: FactValue;
  home_environment_cause?: FactValue;
}

/**
 * An incident report that opens on the worker by occupation ("Stocker scraped a knuckle on a shelf bracket",
 * "Night-shift loader twisted a knee stepping off the dock") tells a work event, when it names one and nothing
 * places it elsewhere: occupational nouns and agent nouns among the first three words; never the public.
 */
const WORKER_NOUNS = new Set([
  'employee',
  'worker',
  'associate',
  'staff',
  'staffer',
  'crew',
  'hand',
  'clerk',
  'nurse',
  'aide',
  'tech',
  'cook',
  'chef',
  'guard',
  'mechanic',
  'medic',
  'ee',
  'iw',
  'cna',
  'rn',
  'lpn',
  'emt',
]);
const NOT_WORKERS = new Set([
  'customer',
  'visitor',
  'passenger',
  'member',
  'owner',
  'shopper',
  'neighbor',
  'neighbour',
  'partner',
  'daughter',
  'mother',
  'father',
  'brother',
  'sister',
  'other',
  'never',
  'after',
  'over',
  'under',
  'later',
  'either',
  'whether',
  'for',
  'or',
]);
const AGENT_NOUN = /^[a-z]{3,}(?:er|or|ist|ian|man|woman|ant)$/;

/** Doing the job itself: caring for patients, serving, working a shift. */
const WORK_ACTIVITY =
  /\b(cared for|caring for|treated|treating|assisted|assisting|served|serving|worked|working|on (his|her|their) (shift|route|rounds))\b/;

function opensOnWorker(sentence: string): boolean {
  const first = sentence
    .toLowerCase()
    .split(/[^a-z-]+/, 4)
    .filter((w) => w !== '');
  return first
    .slice(0, 3)
    .some((w) => !NOT_WORKERS.has(w) && (WORKER_NOUNS.has(w) || AGENT_NOUN.test(w)));
}

/** Title words too generic to name a job. */
const GENERIC = new Set([
  'employee',
  'person',
  'staff',
  'senior',
  'junior',
  'assistant',
  'lead',
  'the',
]);

/**
 * The incident told of the employee by the job title ("Cable installer with a sore shoulder after pulling wire"):
 * the event is told as one of the job. Read as the work environment only when nothing places it elsewhere.
 */
function roleHits(c: RecordabilityCase, incident: readonly CaseText[]): Hit[] {
  const words = (c.employee?.job_title ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? [];
  const head = words.at(-1);
  if (head === undefined || GENERIC.has(head)) return [];
  const stem = head.replace(/s$/, '');
  const out: Hit[] = [];
  for (const text of incident) {
    for (const { sentence, start } of sentenceSpans(text.text)) {
      const m = /[a-z]+/gi;
      for (const w of sentence.matchAll(m)) {
        const word = w[0].toLowerCase().replace(/'?s$/, '');
        if (word === stem || (word.length >= 4 && stem.startsWith(word))) {
          out.push({
            text,
            sentence,
            sentenceStart: start,
            index: w.index,
            match: w[0],
            negated: false,
          });
          break;
        }
      }
    }
  }
  return out;
}

const found = (texts: readonly CaseText[], re: RegExp): Hit[] => affirmed(scan(texts, re));
const denies = (h: Hit): boolean => matches(WORK_DENIED, h.sentence);

/** 1904.5(b)(1): the establishment, job and customer sites, the employer's lot and roads are the work environment. */
function readWorkEnvironment(
  c: RecordabilityCase,
  incident: readonly CaseText[],
  causes: CauseReading,
): FactValue | undefined {
  const commute = found(incident, COMMUTE);
  // A commute on public roads is outside the work environment; on the employer's lot, road or vehicle it is not.
  if (commute.length > 0 && found(incident, EMPLOYER_GROUND).length === 0)
    return factOf('no', commute);
  const notControlled = found(incident, NOT_CONTROLLED);
  if (notControlled.length > 0) return factOf('no', notControlled);
  const offPremises = found(incident, OFF_PREMISES_PERSONAL);
  if (
    offPremises.length > 0 &&
    found(incident, PERSONAL_BREAK).length > 0 &&
    found(incident, WORK_ERRAND).length === 0
  )
    return factOf('no', offPremises);
  const work = found(incident, WORK_PLACE).filter((h) => !denies(h));
  if (work.length > 0) return factOf('yes', work);
  if (causes.nonWork.length > 0)
    return causes.workEvent.length === 0 ? factOf('no', causes.nonWork) : undefined;
  const told = only(incident, 'case.incident.description', 'case.incident.activity_at_time');
  const role = roleHits(c, told);
  if (role.length > 0) return factOf('yes', role);
  // The account opens on the worker by role ("Order picker, ..."): its events are told as ones of the job.
  const opening = only(told, 'case.incident.description')[0]?.text ?? '';
  const toldOfWorker = opensOnWorker(opening);
  const worker = [...found(told, WORK_EVENT), ...found(told, WORK_ACTIVITY)].filter(
    (h) => toldOfWorker || opensOnWorker(h.sentence),
  );
  return worker.length > 0 ? factOf('yes', worker.slice(0, 1)) : undefined;
}

/** 1904.5(b)(6)(i)-(ii): at the hotel, commuting from it to a fixed site, or on a personal side trip. */
function readTravelActivity(event: readonly CaseText[]): FactValue | undefined {
  const beforeCheckIn = found(event, BEFORE_CHECK_IN);
  if (beforeCheckIn.length > 0) return factOf('no', beforeCheckIn);
  const hotelCommute = found(event, HOTEL_COMMUTE);
  if (hotelCommute.length > 0) {
    const fixed = found(event, FIXED_WORKSITE);
    return fixed.length > 0
      ? factOf('yes', [...hotelCommute, ...fixed])
      : factOf('unknown', hotelCommute);
  }
  const personal = found(event, TRAVEL_PERSONAL_STRONG);
  // (b)(6)(ii): business entertainment at the employer's direction; with a personal activity too, the text leaves
  // open which one the employee was engaged in when hurt.
  const entertainment = found(event, TRAVEL_ENTERTAINMENT);
  if (personal.length > 0)
    return factOf(entertainment.length > 0 ? 'unknown' : 'yes', [...personal, ...entertainment]);
  if (entertainment.length > 0) return factOf('no', entertainment);
  // Job tasks, travel to and from customer contacts, and entertainment at the employer's direction.
  const work = [...found(event, TRAVEL_WORK), ...found(event, TRAVEL_TRANSIT)];
  if (work.length > 0) return factOf('no', work);
  const weak = found(event, TRAVEL_PERSONAL_WEAK);
  if (weak.length > 0) return factOf('yes', weak);
  const hotel = found(event, /hotel|motel|temporary residence|lodging|checked in/);
  return hotel.length > 0 ? factOf('unknown', hotel) : undefined;
}

/** 1904.5(b)(7): injured by doing the work, or by the general home environment or setting. */
function readHomeCause(event: readonly CaseText[], setting: readonly Hit[]): FactValue {
  const hazard = found(event, HOME_HAZARD);
  if (hazard.length > 0) return factOf('yes', hazard);
  const work = found(event, HOME_WORK);
  return work.length > 0 ? factOf('no', work) : factOf('unknown', setting);
}

/** The place facts a case's text supports, given what `location_context` already settles. */
export function readPlace(
  c: RecordabilityCase,
  texts: readonly CaseText[],
  causes: CauseReading,
): PlaceFacts {
  const location = c.incident.location_context;
  const open = location === undefined || location === 'unknown';
  const incident = only(texts, 'case.incident', 'case.statements');
  const event = only(texts, 'case.incident', 'case.injury.description', 'case.statements');
  const out: PlaceFacts = {};

  const atHome = [
    ...found(incident, WORK_AT_HOME),
    ...(found(incident, REMOTE).length > 0 ? found(incident, HOME_SETTING) : []),
  ];
  const home = location === 'work_from_home' || (open && atHome.length > 0);
  if (open && atHome.length > 0) out.working_at_home = factOf('yes', atHome);
  if (home) {
    const setting =
      atHome.length > 0 ? atHome : scan(only(texts, 'case.incident.description'), /.+/).slice(0, 1);
    out.home_environment_cause = readHomeCause(event, setting);
    return out;
  }

  const travel = found(event, TRAVEL);
  if (open && travel.length > 0) out.on_travel_status = factOf('yes', travel);
  if (location === 'company_travel' || (open && travel.length > 0)) {
    const activity = readTravelActivity(event);
    if (activity !== undefined) out.travel_personal_activity = activity;
    return out;
  }

  if (open) {
    const env = readWorkEnvironment(c, incident, causes);
    if (env !== undefined) out.in_work_environment = env;
  }
  return out;
}
