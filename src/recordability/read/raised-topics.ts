/**
 * The topic screen behind "raised but not settled": for each fact whose silence the regulation lets an analyst
 * read as an answer (1904.5(a) presumes work-relatedness, so no exception; a case that never mentions days away
 * had none), the plain words that show the case text touches the fact's topic. Silence is strong evidence only
 * when the topic is absent; when the text touches it and no reader settled it, the decision that rests on the
 * presumption is reported as less sure. A wide net on purpose: a word here never changes a decision, only the
 * confidence, so it lists the topic's ordinary words, not the phrasings that settle it.
 */
import type { FactKey } from '../facts/schema.ts';

const words = (...list: string[]): RegExp => new RegExp(`\\b(?:${list.join('|')})`, 'i');

export const TOPICS: Partial<Record<FactKey, RegExp>> = {
  // 1904.46: an exposure or a precaution with no sign or symptom.
  injury_or_illness: words('precaution', 'prophyla', 'no (?:signs? or )?symptoms?', 'asymptomatic', 'no (?:injury|illness)', 'just in case', 'to be safe'),
  in_work_environment: words('at home', 'off[- ]site', 'off duty', 'day off', 'weekend', 'vacation', 'hotel', 'parking', 'commut'),
  work_event_caused: words('no (?:specific )?(?:incident|event|injury)', 'unknown cause', 'noticed', 'woke', 'gradual', 'surfaced', 'came on', 'started hurting'),
  // 1904.5(b)(2)(i)-(ix).
  member_of_public: words('visit', 'shopping', 'shopper', 'patron', 'guest', 'public', 'day off', 'off duty', 'not (?:on )?(?:shift|duty|working)'),
  non_work_cause_only: words('at home', 'weekend', 'outside (?:of )?work', 'off[- ]duty', 'day off', 'hobby', 'yard', 'garden', 'sport', 'gym', 'night before', 'woke (?:up )?with', 'seizure'),
  voluntary_wellness: words('wellness', 'fitness', 'gym', 'exercis', 'workout', 'yoga', 'jog', 'league', 'softball', 'basketball', 'volleyball', 'soccer', 'football', 'picnic', 'recreation', 'tournament', 'flu shot'),
  personal_food: words('lunch', 'breakfast', 'dinner', 'snack', 'meal', 'ate\\b', 'eat', 'food', 'drink', 'coffee', 'tea\\b', 'soup', 'sandwich', 'chok', 'cafeteria', 'break ?room', 'microwave', 'potluck', 'catered'),
  food_contaminated_or_employer_supplied: words('catered', 'cafeteria', 'provided', 'supplied', 'company (?:meal|lunch|picnic|party)', 'contaminat', 'food poisoning'),
  personal_task_outside_hours: words('clock(?:ed)? (?:out|in)', 'off the clock', 'after (?:the |his |her |their )?shift', 'before (?:the |his |her |their )?shift', 'personal', 'own (?:car|vehicle|truck|project)', 'errand', 'day off', 'after hours'),
  grooming_self_medication_self_inflicted: words('shav', 'hair', 'make-?up', 'nail', 'groom', 'own (?:medication|meds|pills)', 'self', 'intentional', 'deliberate', 'on purpose', 'punch(?:ed)? (?:a |the )?(?:wall|locker|door)'),
  commute_vehicle_accident_on_lot: words('parking', 'lot\\b', 'access road', 'commut', 'arriv(?:ing|ed) (?:for|at) (?:work|the)', 'leaving (?:work|for the day|the site)', 'way (?:in|to work|home)', 'pedestrian'),
  common_cold_or_flu: words('cold\\b', 'flu\\b', 'influenza', 'virus', 'viral', 'covid', 'cough', 'contagious'),
  mental_illness: words('stress', 'anxi', 'depress', 'ptsd', 'post-?traumatic', 'mental', 'psych', 'panic', 'counsel', 'trauma', 'burn-?out'),
  mental_illness_opinion_provided: words('opinion', 'letter', 'note', 'psychiatrist', 'psychologist', 'therapist', 'counsel'),
  // 1904.5(b)(4)-(5), (b)(6), (b)(7).
  preexisting_condition: words('history', 'prior', 'previous', 'old (?:injury|condition)', 'chronic', 'arthrit', 'degenerat', 'pre-?existing', 'underlying', 'flare'),
  on_travel_status: words('travel', 'trip', 'hotel', 'motel', 'conference', 'flight', 'airport', 'out of town', 'business', 'convention', 'seminar', 'training'),
  travel_personal_activity: words('hotel', 'motel', 'dinner', 'restaurant', 'sightseeing', 'side trip', 'personal', 'evening', 'night out', 'shopping', 'pool', 'gym'),
  working_at_home: words('work(?:s|ed|ing)? (?:from|at) home', 'home office', 'remote', 'telework', 'telecommut'),
  home_environment_cause: words('house', 'stairs', 'pet', '\\bdog', '\\bcat\\b', 'child', 'kid', 'family', 'kitchen', 'laundry', 'yard', 'chore'),
  // 1904.6.
  prior_recorded_same_injury: words('again', 'previous', 'prior', 'history', 'recur', 'flare', 're-?injur', 'old injury'),
  professional_says_recurrence: words('recurrence', 'new (?:injury|case)', 'same injury', 'continuation', 'aggravat'),
  chronic_illness_recurrence: words('asbestos', 'silicosis', 'mesothelioma', 'cancer', 'chronic (?:occupational )?(?:illness|disease)'),
  // 1904.7(b)(2)-(7): outcomes a case may leave unsaid.
  death: words('died', 'death', 'fatal', 'passed away', 'deceased'),
  days_away: words('off work', 'days? off', 'time off', 'out of work', 'missed', 'stay(?:ed)? home', 'bed ?rest', 'leave\\b', 'absent', 'excused', 'call(?:ed)? (?:in|out)', 'did(?:n.t| not) (?:come|return|work)', 'next (?:\\w+ )?shift', 'following (?:day|shift)'),
  restricted_work: words('light duty', 'light work', 'restrict', 'modified', 'limit', 'no lifting', 'lifting limit', 'half (?:a )?(?:day|shift)', 'partial (?:day|shift)', 'left early', 'went home early', 'desk (?:duty|work)', 'accommodat'),
  job_transfer: words('transfer', 'other job', 'another job', 'different job', 'reassign', 'moved to (?:a |an |the )?(?:\\w+ )?(?:job|position|role|area|line|station|department)', 'assigned to'),
  loss_of_consciousness: words('faint', 'pass(?:ed)? out', 'unconscious', 'black(?:ed)? out', 'unresponsive', 'knocked out', 'syncop', 'collaps', 'came to', 'woke up', 'conscious'),
  significant_diagnosis: words('fractur', 'crack', 'broken (?:bone|\\w+ bone|finger|toe|wrist|arm|leg|rib|nose)', 'cancer', 'tumou?r', 'ear ?drum', 'tympanic', 'irreversible', 'tooth', 'teeth', 'chip'),
  // 1904.8-1904.11.
  sharps_contaminated: words('needle', 'sharps?\\b', 'lancet', 'scalpel', 'syringe', 'blood', 'body fluid', 'opim'),
  bloodborne_illness_diagnosed: words('hiv', 'hepatitis', 'hep [bc]', 'hbv', 'hcv', 'seroconver', 'splash'),
  medical_removal: words('blood lead', 'lead (?:level|exposure|poisoning)', 'cadmium', 'benzene', 'arsenic', 'formaldehyde', 'methylene', 'surveillance', 'medical removal', 'removed from (?:exposure|the)'),
  hearing_shift: words('hearing', 'audiogram', 'audiometr', 'noise', 'db\\b', 'decibel', 'sts\\b', 'threshold'),
  hearing_level_25db: words('hearing', 'audiogram', 'audiometr', 'db\\b', 'decibel'),
  hearing_not_work_related: words('hearing', 'audiolog', 'otolaryngolog', 'ent\\b', 'not work', 'age', 'presbycusis'),
  hearing_retest_no_shift: words('retest', 're-test', 'repeat', 'follow-?up audiogram', 'confirm'),
  tb_infection_after_work_exposure: words('tb\\b', 'tubercul', 'ppd', 'skin test', 'tst\\b', 'igra', 'quantiferon', 'latent'),
  tb_non_work_source: words('household', 'family', 'spouse', 'partner', 'relative', 'community', 'public health', 'contact', 'born', 'lived'),
};
