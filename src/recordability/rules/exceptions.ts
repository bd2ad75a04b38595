/**
 * Factor `exceptions`: does an exception take the case out of work-relatedness (29 CFR 1904.5(b)(2)(i)-(ix),
 * travel status (b)(6)(i)-(ii), work at home (b)(7))? Leaning `yes` = an exception applies, which negates
 * work-relatedness in the combiner.
 */
import { NON_WORK_CUE, WORK_CUE } from '../cues.ts';
import type { FactorResult } from '../schema.ts';
import { caseSources, check, only, type Source, where } from '../text.ts';
import { FACTOR_QUESTIONS } from '../factors.ts';
import { startDraft, type Draft, type FactorInput } from './draft.ts';

type Det = 'yes' | 'no' | 'unsure';

interface Exception {
  key: string;
  ref: string;
  anchor: string;
  label: string;
  /** Decides the item from the case; null = the exception is not suggested by anything in the text. */
  decide(ctx: Ctx): { det: Det; note: string; question?: string } | null;
}

interface Ctx {
  sources: Source[];
  injurySources: Source[];
  input: FactorInput;
}

const hit = (sources: Source[], re: RegExp) => check(sources, re);
const sentencesOf = (sources: Source[], re: RegExp) =>
  hit(sources, re).mentions.filter((m) => !m.negated).map((m) => m.sentence).join(' ');

const SURFACING = /(pain|symptoms?|swelling|discomfort|stiffness) (began|started|appeared|surfaced|increased|worsened|became|got worse)|noticed (pain|symptoms|swelling)|reported (\w{1,30} ){0,12}?(pain|symptoms)|felt (pain|stiff)/;
const RECREATION = /wellness program|fitness (program|class|center|challenge)|exercise class|\bgym\b|yoga|racquetball|basketball|softball|baseball|volleyball|soccer|pickleball|company (picnic|sports|team|league|5k|run)|blood (donation|drive)|donat\w{0,30} blood|flu (shot|vaccin\w{0,30})|physical exam\w{0,30}|health fair|recreational/;
const FOOD = /chok\w{0,30} on|while (eating|drinking)|eating (his|her|their|a|lunch|breakfast)|(his|her|their|own) (lunch|breakfast|dinner|snack|meal|coffee|tea|food|soup)|microwav\w{0,30}|prepar\w{0,30} (his|her|their) (own )?(food|meal|lunch|coffee|tea)|making (his|her|their )?(coffee|tea|toast|lunch)|hot (coffee|tea|soup)|toaster|food poisoning/;
const FOOD_MECHANISM = /chok\w{0,30}|burn\w{0,30}|scald\w{0,30}|\bcut\b|sliced|allergic|poison\w{0,30}|spill\w{0,30}/i;
const FOOD_WORK = /food poisoning from|contaminat\w{0,30}|employer[- ](provided|supplied)|(provided|supplied|served) by (the )?(employer|company)|catered|workplace contaminant|\blead\b/i;
/** A workplace hazard named as the mechanism: the injury then does not result solely from eating or drinking. */
const SLIP_OR_WORK_HAZARD = /slipp\w{0,30}|tripp\w{0,30}|\bfell\b|falling|wet floor|equipment|machine|struck by|hit by|collaps\w{0,30}|ceiling|shelf|shelving|broken chair|chair (broke|collapsed|tipped)/i;
const MENTAL = /anxiety|depression(?! (in|of) the (floor|ground|road|pavement|surface))|depressive|(?<!heat |thermal |cold )\bstress\b(?![- ](fractures?|tests?|testing|reactions? of))|post-?traumatic stress|\bPTSD\b|acute stress (disorder|reaction)|mental (illness|health condition|disorder)|panic (attack|disorder)|psychological (injury|illness|condition)|adjustment disorder|emotional distress|burnout/;
/** In the incident text, a mental illness only when named as the condition suffered, not as a circumstance ("under stress"). */
const MENTAL_AS_CONDITION = new RegExp(`\\b(caus|develop|suffer|experienc|diagnos|result|led to|report|complain)\\w{0,30}(?:[^\\w.;][^.;]{0,39})?(${MENTAL.source})`);
const MENTAL_OPINION = /(psychiatrist|psychologist|psychiatric nurse practitioner|physician|licensed health care professional|therapist|doctor)[^.]{0,120}(stat\w{0,30}|opin\w{0,30}|determin\w{0,30}|conclud\w{0,30}|wrote|letter|note|diagnos\w{0,30})[^.]{0,120}work[- ]related|work[- ]related mental/i;
const TRAVEL_PERSONAL = /restaurant|\bdinner\b|shopping|shower\w{0,30}|bath(tub|room)?|in (his|her|their) (hotel |motel )?room|sleeping|asleep|dinner with (family|friends)|sightseeing|swimming|\bpool\b|hotel gym|jogging|personal/;
const TRAVEL_WORK = /meeting|conference|client|customer|presentation|work (call|laptop|documents)|business (dinner|meeting|entertainment)|trade show|training session/;
/** What the employee was doing at the moment: outranks a mention of work planned for later ("before the meeting"). */
const TRAVEL_PERSONAL_ACTIVITY = /(while|when) (\w{1,30} ){0,2}(showering|bathing|sleeping|dressing|getting (dressed|ready)|eating|dining|shopping|sightseeing|swimming|jogging|exercising|relaxing)|\bwent (out )?(jogging|running|swimming|shopping|sightseeing|hiking|biking|cycling|dancing|bowling|for a (run|jog|walk|swim|hike|bike ride|drink))|in the (hotel |motel )?(shower|bathtub|bath|pool)/;
/** A personal medical episode that can surface at work without a work cause (1904.5(b)(2)(ii)). */
const PERSONAL_EPISODE = /epilep\w{0,30}|seizure|diabetic (episode|emergency|low)|hypoglyc\w{0,30}|heart attack|myocardial infarction|cardiac (arrest|event)|\bstroke\b|fainted|syncop\w{0,30}/;
/** A work exposure or event named as the cause of a collapse (heat at the job, fumes, a blow, a shock). */
const EPISODE_WORK_CAUSE = /(fainted|collapsed|passed out|syncop\w{0,30}|seizure)[^.;]{0,40}\b(heat|hot|sun|fumes?|gas|chemicals?|solvents?|carbon monoxide|exertion|electric\w{0,30}|shock|struck|blow)|\bheat (syncope|exhaustion|stroke|illness)|(fumes?|gas|chemical|solvent|carbon monoxide|heat) (exposure|inhalation)[^.;]{0,40}(fainted|collapsed|passed out|syncop\w{0,30})/;
const NO_WORK_CAUSE = /nothing (at|about) (work|the job)[^.]{0,40}(caused|contributed|triggered)|no work(place)? (cause|factor|exposure)|not caused by (work|the job)|unrelated to (work|the job)|not work[- ]related/;
/** A personal task, not merely a personal car (driving one in is commuting, not a task). */
const PERSONAL_TASK = /personal (task|project|errand|business)|own (project|errand)|(work\w{0,30} on|repair\w{0,30}|fix\w{0,30}|wash\w{0,30}|clean\w{0,30}|servic\w{0,30}|detail\w{0,30}|maintenance on|(chang\w{0,30}|check\w{0,30}) the (oil|tires?|brakes?|battery) (on|of|in)) (his|her|their|a) (own |personal )?(car|vehicle|truck|motorcycle|boat|bike)/;
const OUTSIDE_HOURS = /after (his|her|their|the) shift|before (his|her|their|the) shift|after hours|off the clock|clock(ed|ing) out|on (his|her|their) own time|after (work|the workday)/;
/** On the way in, before checking in: the home away from home of (b)(6)(i) is not yet established. */
const TRAVEL_BEFORE_CHECK_IN = /from the (airport|train station|station|bus terminal|terminal) to the (hotel|motel|lodging)|before checking in|had not (yet )?checked in|on the way to check in/;
const HOTEL_COMMUTE = /(driving|walking|commut\w{0,30}|on the way) (from|to|between|back to) (the |his |her |their )?(hotel|motel|temporary residence|lodging)|(hotel|motel) to the (job ?site|worksite|plant|site|project)/;
const HOME_HAZARD = /\bdog\b|\bcat\b|family pet|\bpet\b|child(ren)?|\bkids?\b|family member|household|home wiring|faulty wiring|stairs at home|laundry|cooking dinner|home kitchen|bathroom|yard/;
const HOME_WORK = /work (documents|files|laptop|computer|phone|call|equipment|materials|supplies|tasks?)|box of (work )?(documents|files|supplies)|performing work|garment work|sewing machine|keyboard|work ?station|monitor|office chair|for (his|her|their) job/;

const EXCEPTIONS: readonly Exception[] = [
  {
    key: 'member_of_general_public', ref: '1904.5(b)(2)(i)', anchor: 'as a member of the general public rather than as an employee', label: 'presence as a member of the general public',
    decide: ({ sources }) => {
      const m = hit(sources, /as a (customer|patron|shopper|visitor|member of the (general )?public)|member of the (general )?public|off[- ]duty (and )?(shopping|visiting|dining)|while shopping (at|in) the store/);
      return m.evidence === 'affirmed' ? { det: 'yes', note: `The employee was present as a member of the public, not as an employee (${where(m.mentions)}).` } : null;
    },
  },
  {
    key: 'non_work_event_surfacing_at_work', ref: '1904.5(b)(2)(ii)', anchor: 'result solely from a non-work-related event or exposure', label: 'signs or symptoms surfacing at work from a non-work event',
    decide: ({ sources }) => {
      const away = hit(sources, NON_WORK_CUE);
      if (away.evidence !== 'affirmed') {
        const episode = hit(sources, PERSONAL_EPISODE);
        if (episode.evidence !== 'affirmed') return null;
        const cause = hit(sources, EPISODE_WORK_CAUSE);
        if (cause.evidence === 'affirmed') {
          return { det: 'no', note: `The episode (${where(episode.mentions)}) is tied to a work exposure or event (${where(cause.mentions)}), so it is not merely the sign of a non-work condition.` };
        }
        const question = 'Did anything in the work environment cause or contribute to the episode, or to an injury from striking something at work during it?';
        return hit(sources, NO_WORK_CAUSE).evidence === 'affirmed'
          ? { det: 'yes', note: `A personal medical episode (${where(episode.mentions)}) surfaced at work and the case states no work cause; signs or symptoms of a non-work condition are not work-related.`, question }
          : { det: 'unsure', note: `A personal medical episode is described (${where(episode.mentions)}); the exception applies only if it results solely from a non-work condition.`, question };
      }
      const surfacing = new RegExp(SURFACING.source, 'i');
      // Work mentioned only where the symptoms surfaced ("pain became worse at the machine") is not a cause.
      const work = hit(only(sources, 'incident', 'injury', 'activity'), WORK_CUE).mentions.filter((m) => !m.negated && !surfacing.test(m.sentence));
      const surfaced = hit(sources, SURFACING);
      const denied = hit(sources, /nothing happened at work|no (specific )?(incident|event|accident|injury) (at|during) work|did not (happen|occur) at work/).evidence === 'affirmed';
      if (work.length > 0 && !denied) {
        return { det: 'unsure', note: `A cause away from work is mentioned (${where(away.mentions)}) alongside work activity; the exception applies only if the condition results solely from the non-work event.`, question: 'Did any event or exposure at work contribute to the condition, or did it result solely from the activity away from work?' };
      }
      return { det: 'yes', note: `The condition is attributed to an event away from work (${where(away.mentions)})${surfaced.evidence === 'affirmed' ? ' and only its signs surfaced at work' : ''}.` };
    },
  },
  {
    key: 'voluntary_wellness_or_recreation', ref: '1904.5(b)(2)(iii)', anchor: 'voluntary participation in a wellness program', label: 'voluntary wellness, medical, fitness or recreational activity',
    decide: ({ sources }) => {
      const rec = hit(sources, RECREATION);
      if (rec.evidence !== 'affirmed') return null;
      const text = sentencesOf(sources, RECREATION);
      if (NON_WORK_CUE.test(text.toLowerCase()) && !/company|employer|work/i.test(text)) return null;
      if (/required|mandatory|compulsory|assigned|condition of employment|as part of (his|her|their) (job|duties)|instruct\w{0,30}|coach\w{0,30} as|lifeguard|trainer/i.test(text)) {
        return { det: 'no', note: `The activity (${where(rec.mentions)}) was required or part of the job, so it is not voluntary participation.` };
      }
      if (/voluntar\w{0,30}|optional|on (his|her|their) own (time|initiative)|chose to|elected to|signed up/i.test(text)) {
        return { det: 'yes', note: `The injury resulted from voluntary participation in a wellness, medical, fitness or recreational activity (${where(rec.mentions)}).` };
      }
      return { det: 'unsure', note: `A wellness, medical, fitness or recreational activity is involved (${where(rec.mentions)}); the text does not say whether participation was voluntary.`, question: 'Was participation in the activity voluntary, or required by the employer or part of the job?' };
    },
  },
  {
    key: 'eating_drinking_personal_food', ref: '1904.5(b)(2)(iv)', anchor: 'eating, drinking, or preparing food or drink for personal consumption', label: 'eating, drinking or preparing food for personal consumption',
    decide: ({ sources, input }) => {
      const food = hit(sources, FOOD);
      if (food.evidence !== 'affirmed') return null;
      const text = sentencesOf(sources, FOOD);
      if (FOOD_WORK.test(sources.map((x) => x.text).join(' '))) {
        return { det: 'no', note: 'The illness came from food supplied by the employer or contaminated by a workplace contaminant, which the note to 1904.5(b)(2)(iv) keeps work-related.' };
      }
      if (/cook|chef|food service|kitchen|barista|server|catering/i.test(`${input.case.employee?.job_title ?? ''} ${input.case.employee?.job_duties ?? ''}`) && !/(his|her|their|own) (lunch|breakfast|dinner|snack|meal|coffee|tea|food)/i.test(text)) {
        return { det: 'unsure', note: 'Food or drink is involved, but the employee works with food; the exception covers only food or drink for personal consumption.', question: 'Was the food or drink being prepared or consumed for the employee\'s own consumption, or as part of the job?' };
      }
      if (SLIP_OR_WORK_HAZARD.test(text) && !FOOD_MECHANISM.test(text)) {
        return { det: 'no', note: `Eating or drinking is mentioned (${where(food.mentions)}), but a workplace hazard caused the injury, not the eating or drinking itself.` };
      }
      if (!FOOD_MECHANISM.test(text) || SLIP_OR_WORK_HAZARD.test(text)) {
        return { det: 'unsure', note: `Eating or drinking is mentioned (${where(food.mentions)}), but the injury may not result solely from it.`, question: 'Did the injury result solely from eating, drinking or preparing food for personal consumption, or did a workplace hazard (floor, equipment) contribute?' };
      }
      return { det: 'yes', note: `The injury resulted solely from eating, drinking or preparing food or drink for personal consumption (${where(food.mentions)}).` };
    },
  },
  {
    key: 'personal_task_outside_hours', ref: '1904.5(b)(2)(v)', anchor: 'personal tasks (unrelated to their employment)', label: 'a personal task at the establishment outside assigned hours',
    decide: ({ sources, input }) => {
      const personal = hit(sources, PERSONAL_TASK);
      const outside = hit(sources, OUTSIDE_HOURS);
      const stated = input.case.incident.during_assigned_hours;
      // The text may say what the field does not: "after clocking out", "off the clock".
      const hours = stated ?? (outside.evidence === 'affirmed' ? false : undefined);
      if (hours === false && personal.evidence === 'affirmed') {
        const when = stated === undefined ? ` (${where(outside.mentions)})` : '';
        return { det: 'yes', note: `Outside assigned working hours${when}, the employee was doing a personal task (${where(personal.mentions)}).` };
      }
      if (stated === undefined && hours === false) return null;
      if (stated === false) {
        const work = hit(sources, WORK_CUE);
        return work.evidence === 'affirmed'
          ? { det: 'no', note: 'The event was outside assigned hours but the employee was doing work, so the exception does not apply.' }
          : { det: 'unsure', note: 'The event was outside assigned working hours; the text does not say whether the task was personal.', question: 'Outside assigned hours, was the employee doing a personal task unrelated to the job, or work?' };
      }
      if (personal.evidence === 'affirmed' && hours !== true) {
        return { det: 'unsure', note: `A personal task is mentioned (${where(personal.mentions)}); the exception applies only outside assigned working hours.`, question: 'Did the event happen during the employee\'s assigned working hours?' };
      }
      return null;
    },
  },
  {
    key: 'personal_grooming_self_medication_self_inflicted', ref: '1904.5(b)(2)(vi)', anchor: 'personal grooming, self medication for a non-work-related condition', label: 'personal grooming, self-medication or intentional self-harm',
    decide: ({ sources }) => {
      const m = hit(sources, /brushing (his|her|their) (hair|teeth)|combing|shaving|applying (make-?up|lotion)|clipping (his|her|their) nails|curling iron|hair ?dryer|personal grooming|self-inflicted|intentionally (injured|cut|harmed|struck|punched)|self[- ]harm|suicide attempt|self[- ]medicat\w{0,30}/);
      return m.evidence === 'affirmed' ? { det: 'yes', note: `The injury resulted from personal grooming, self-medication or was intentionally self-inflicted (${where(m.mentions)}).` } : null;
    },
  },
  {
    key: 'parking_lot_motor_vehicle_commuting', ref: '1904.5(b)(2)(vii)', anchor: 'caused by a motor vehicle accident and occurs on a company parking lot', label: 'a motor vehicle accident on a company parking lot or access road while commuting',
    decide: ({ sources, input }) => {
      const lot = input.case.incident.location_context === 'parking_lot' || hit(sources, /parking (lot|garage|deck|structure|area)|access road/).evidence === 'affirmed';
      if (!lot) return null;
      const vehicle = hit(sources, /motor vehicle|collision|collided|crash\w{0,30}|rear-?ended|backed into|(struck|hit|run over|knocked down) by (a|an|another|the|his|her|their) ([\w']{1,30} ){0,2}(car|vehicle|truck|van|suv|pickup)|(car|vehicle|truck|van) (accident|struck|hit|backed)/);
      if (vehicle.evidence !== 'affirmed') {
        return { det: 'no', note: 'The event in the parking lot or access road did not involve a motor vehicle accident (for example a slip or fall), so the exception does not apply.' };
      }
      const commuting = hit(sources, /commut\w{0,30}|arriv\w{0,30}|walking (in|into|to) (work|the building|the entrance)|leaving (work|for the day|the (site|plant|building))|on (his|her|their) way (to|home|in)|driving (in|to work|home)|pulling (in|out)|parking (his|her|their)|(end|start) of (his|her|their) shift|after (his|her|their) shift|before (his|her|their) shift|drove (in|home)/);
      const working = hit(sources, /company (vehicle|truck|van)|delivery|making deliveries|while (working|driving for work)|work errand|assigned/);
      if (commuting.evidence === 'affirmed' && working.evidence !== 'affirmed') {
        return { det: 'yes', note: `A motor vehicle accident on the company parking lot or access road while commuting (${where([...vehicle.mentions, ...commuting.mentions])}).` };
      }
      if (working.evidence === 'affirmed') {
        return { det: 'no', note: `The vehicle accident happened while the employee was working (${where(working.mentions)}), not commuting.` };
      }
      return { det: 'unsure', note: 'A motor vehicle accident on the lot or access road is described; the text does not say whether the employee was commuting.', question: 'Was the employee commuting to or from work at the time of the vehicle accident, or doing work?' };
    },
  },
  {
    key: 'common_cold_or_flu', ref: '1904.5(b)(2)(viii)', anchor: 'The illness is the common cold or flu', label: 'the common cold or flu',
    decide: ({ injurySources }) => {
      const m = hit(injurySources, /common cold|head cold|chest cold|cold symptoms|(caught|catching|has|had|having|developed|with) (a )?(bad |mild )?cold\b(?! (storage|room|stress|exposure|environment|temperatures?|weather|air|water|burns?))|influenza|\bflu\b(?![- ](like|shots?|vaccin\w{0,30}))/);
      return m.evidence === 'affirmed' ? { det: 'yes', note: `The illness is the common cold or flu (${where(m.mentions)}); contagious diseases such as tuberculosis or hepatitis A are not covered by this exception.` } : null;
    },
  },
  {
    key: 'mental_illness_without_opinion', ref: '1904.5(b)(2)(ix)', anchor: 'Mental illness will not be considered work-related unless', label: 'a mental illness without a work-relatedness opinion',
    decide: ({ sources, injurySources }) => {
      // The illness may be named in the incident ("says pressure at work caused stress and depression").
      const m = hit(injurySources, MENTAL).evidence === 'affirmed' ? hit(injurySources, MENTAL) : hit(only(sources, 'incident', 'employee statement'), MENTAL_AS_CONDITION);
      if (m.evidence !== 'affirmed') return null;
      // "No physician ... has given an opinion that it is work-related" is no opinion.
      const opinion = hit(sources, MENTAL_OPINION).evidence === 'affirmed';
      return opinion
        ? { det: 'no', note: 'A licensed health care professional\'s opinion that the mental illness is work-related is reported, so the exception does not apply.', question: 'Did the employee voluntarily provide that opinion from a physician or other licensed health care professional with appropriate training (psychiatrist, psychologist, psychiatric nurse practitioner)?' }
        : { det: 'yes', note: `The condition is a mental illness (${where(m.mentions)}) and no opinion from a qualified licensed health care professional that it is work-related is reported.`, question: 'Has the employee voluntarily provided an opinion from a psychiatrist, psychologist or other qualified licensed health care professional stating that the mental illness is work-related?' };
    },
  },
  {
    key: 'travel_home_away_from_home', ref: '1904.5(b)(6)(i)', anchor: 'checks into a hotel, motel, or into an other temporary residence', label: 'a personal activity at the hotel, or commuting from it, while travelling',
    decide: ({ sources, input }) => {
      const hotel = hit(sources, /hotel|motel|temporary residence|lodging|checked in/);
      if (hotel.evidence !== 'affirmed' && input.case.incident.location_context !== 'company_travel') return null;
      if (hotel.evidence !== 'affirmed') return null;
      const text = sentencesOf(sources, /.+/);
      if (TRAVEL_BEFORE_CHECK_IN.test(text)) {
        return { det: 'no', note: 'The employee had not yet checked into the hotel (travelling from the airport or station to it), so no home away from home was established; travel in the interest of the employer is work-related, 1904.5(b)(6).' };
      }
      if (HOTEL_COMMUTE.test(text)) {
        return { det: 'yes', note: 'The employee was commuting between the temporary residence and the job location; if reporting to a fixed worksite each day, that is not work-related, 1904.5(b)(6)(i).', question: 'Was the employee reporting to a fixed worksite each day from the hotel?' };
      }
      if (TRAVEL_PERSONAL_ACTIVITY.test(text)) return { det: 'yes', note: 'After checking into the hotel the employee was engaged in a personal activity, outside the work environment, 1904.5(b)(6)(i).' };
      if (TRAVEL_WORK.test(text)) return { det: 'no', note: 'At the hotel the employee was engaged in work activity, which is evaluated like any work activity.' };
      if (TRAVEL_PERSONAL.test(text)) return { det: 'yes', note: 'After checking into the hotel the employee was engaged in a personal activity, outside the work environment, 1904.5(b)(6)(i).' };
      return { det: 'unsure', note: 'The travelling employee had checked into a hotel; the text does not say whether the activity was personal or work.', question: 'At the hotel, was the employee engaged in a work activity or a personal one?' };
    },
  },
  {
    key: 'travel_personal_detour', ref: '1904.5(b)(6)(ii)', anchor: 'personal detour from a reasonably direct route of travel', label: 'a personal detour while travelling',
    decide: ({ sources, input }) => {
      const travelling = input.case.incident.location_context === 'company_travel' || hit(sources, /business trip|travel\w{0,30}|on travel/).evidence === 'affirmed';
      if (!travelling) return null;
      const m = hit(sources, /detour|side trip|sightseeing|personal (errand|stop|visit)|stopped (to|at) (visit|shop|see)|visit\w{0,30} (family|friends|relatives)/);
      return m.evidence === 'affirmed' ? { det: 'yes', note: `The travelling employee was on a personal detour from a reasonably direct route (${where(m.mentions)}).` } : null;
    },
  },
  {
    key: 'work_at_home_general_home_environment', ref: '1904.5(b)(7)', anchor: 'rather than to the general home environment or setting', label: 'an injury from the general home environment while working at home',
    decide: ({ sources, input }) => {
      const home = input.case.incident.location_context === 'work_from_home' || hit(sources, /work(ing)? from home|home office|telework\w{0,30}|remote work|working remotely/).evidence === 'affirmed';
      if (!home) return null;
      const hazard = hit(sources, HOME_HAZARD);
      if (hazard.evidence === 'affirmed') {
        return { det: 'yes', note: `The injury arose from the general home environment (${where(hazard.mentions)}), not directly from the work, even if the employee was working at the time.` };
      }
      const work = hit(sources, HOME_WORK);
      return work.evidence === 'affirmed'
        ? { det: 'no', note: `The injury is directly related to performing the work (${where(work.mentions)}).` }
        : { det: 'unsure', note: 'The employee was working at home; the text does not say whether the injury came from the work itself or the general home environment.', question: 'Was the injury directly related to performing the work, or to the general home environment (household hazards, pets, home wiring)?' };
    },
  },
];

function record(d: Draft, e: Exception, out: { det: Det; note: string; question?: string } | null): Det {
  if (out === null) {
    d.item(e.key, 'no', `Nothing in the case suggests ${e.label} (${e.ref}).`);
    return 'no';
  }
  d.item(e.key, out.det, `${out.note.replace(/\.$/, '')} (${e.ref}).`, e.ref, e.anchor);
  if (out.question !== undefined && out.det !== 'no') d.ask(out.question);
  return out.det;
}

/** The rules provider's `recordability.exceptions` handler. */
export function analyzeExceptions(input: FactorInput): FactorResult {
  const sources = caseSources(input.case);
  const ctx: Ctx = { sources, injurySources: only(sources, 'injury', 'diagnosis'), input };
  const d = startDraft(input, FACTOR_QUESTIONS.exceptions);
  d.cite('1904.5(b)(2)', 'is not work-related, and therefore is not recordable');
  const dets = EXCEPTIONS.map((e) => record(d, e, e.decide(ctx)));
  if (dets.includes('yes')) {
    return d.finish({ leaning: 'yes', likelihood: dets.includes('unsure') ? 0.8 : 0.88, certainty: 0.8, conclusion: 'An exception applies on the facts given; if it holds, the case is not work-related and not recordable.' });
  }
  if (dets.includes('unsure')) {
    return d.finish({ leaning: 'unsure', likelihood: 0.35, certainty: 0.45, conclusion: 'An exception may apply; the facts needed to decide it are missing.' });
  }
  return d.finish({ leaning: 'no', likelihood: 0.04, certainty: 0.8, conclusion: 'None of the exceptions is suggested by the case; work-relatedness stands or falls on the work_relatedness factor.' });
}
