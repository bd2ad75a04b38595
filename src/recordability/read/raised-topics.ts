/**
 * The topic screen behind "raised but not settled": for each fact whose silence the regulation lets an analyst
 * read as an answer (1904.5(a) presumes work-relatedness, so no exception; a case that never mentions days away
 * had none), the plain words that show the case text touches the fact's topic. Silence is strong evidence only
 * when the topic is absent; when the text touches it and no reader settled it, the decision that rests on the
 * presumption is reported as less sure. A wide net on purpose: a word here never changes a decision, only the
 * confidence, so it lists the topic's ordinary words, not the phrasings that settle it.
 */
import type { FactKey } from '../facts/schema.ts';

export const TOPICS: Partial<Record<FactKey, RegExp>> = {
  // 1904.46: an exposure or a precaution with no sign or symptom.
  injury_or_illness:
    /\b(?:precaution|prophyla|no (?:signs? or )?symptoms?|asymptomatic|no (?:injury|illness)|just in case|to be safe)/i,
  in_work_environment:
    /\b(?:at home|off[- ]site|off duty|day off|weekend|vacation|hotel|parking|commut)/i,
  work_event_caused:
    /\b(?:no (?:specific )?(?:incident|event|injury)|unknown cause|noticed|woke|gradual|surfaced|came on|started hurting)/i,
  // 1904.5(b)(2)(i)-(ix).
  member_of_public:
    /\b(?:visit|shopping|shopper|patron|guest|public|day off|off duty|not (?:on )?(?:shift|duty|working))/i,
  non_work_cause_only:
    /\b(?:at home|weekend|outside (?:of )?work|off[- ]duty|day off|hobby|yard|garden|sport|gym|night before|woke (?:up )?with|seizure)/i,
  voluntary_wellness:
    /\b(?:wellness|fitness|gym|exercis|workout|yoga|jog|league|softball|basketball|volleyball|soccer|football|picnic|recreation|tournament|flu shot)/i,
  personal_food:
    /\b(?:lunch|breakfast|dinner|snack|meal|ate\b|eat|food|drink|coffee|tea\b|soup|sandwich|chok|cafeteria|break ?room|microwave|potluck|catered)/i,
  food_contaminated_or_employer_supplied:
    /\b(?:catered|cafeteria|provided|supplied|company (?:meal|lunch|picnic|party)|contaminat|food poisoning)/i,
  personal_task_outside_hours:
    /\b(?:clock(?:ed)? (?:out|in)|off the clock|after (?:the |his |her |their )?shift|before (?:the |his |her |their )?shift|personal|own (?:car|vehicle|truck|project)|errand|day off|after hours)/i,
  grooming_self_medication_self_inflicted:
    /\b(?:shav|hair|make-?up|nail|groom|own (?:medication|meds|pills)|self|intentional|deliberate|on purpose|punch(?:ed)? (?:a |the )?(?:wall|locker|door))/i,
  commute_vehicle_accident_on_lot:
    /\b(?:parking|lot\b|access road|commut|arriv(?:ing|ed) (?:for|at) (?:work|the)|leaving (?:work|for the day|the site)|way (?:in|to work|home)|pedestrian)/i,
  common_cold_or_flu: /\b(?:cold\b|flu\b|influenza|virus|viral|covid|cough|contagious)/i,
  mental_illness:
    /\b(?:stress|anxi|depress|ptsd|post-?traumatic|mental|psych|panic|counsel|trauma|burn-?out)/i,
  mental_illness_opinion_provided:
    /\b(?:opinion|letter|note|psychiatrist|psychologist|therapist|counsel)/i,
  // 1904.5(b)(4)-(5), (b)(6), (b)(7).
  preexisting_condition:
    /\b(?:history|prior|previous|old (?:injury|condition)|chronic|arthrit|degenerat|pre-?existing|underlying|flare)/i,
  on_travel_status:
    /\b(?:travel|trip|hotel|motel|conference|flight|airport|out of town|business|convention|seminar|training)/i,
  travel_personal_activity:
    /\b(?:hotel|motel|dinner|restaurant|sightseeing|side trip|personal|evening|night out|shopping|pool|gym)/i,
  working_at_home:
    /\b(?:work(?:s|ed|ing)? (?:from|at) home|home office|remote|telework|telecommut)/i,
  home_environment_cause:
    /\b(?:house|stairs|pet|\bdog|\bcat\b|child|kid|family|kitchen|laundry|yard|chore)/i,
  // 1904.6.
  prior_recorded_same_injury:
    /\b(?:again|previous|prior|history|recur|flare|re-?injur|old injury)/i,
  professional_says_recurrence:
    /\b(?:recurrence|new (?:injury|case)|same injury|continuation|aggravat)/i,
  chronic_illness_recurrence:
    /\b(?:asbestos|silicosis|mesothelioma|cancer|chronic (?:occupational )?(?:illness|disease))/i,
  // 1904.7(b)(2)-(7): outcomes a case may leave unsaid.
  death: /\b(?:died|death|fatal|passed away|deceased)/i,
  days_away:
    /\b(?:off work|days? off|time off|out of work|missed|stay(?:ed)? home|bed ?rest|leave\b|absent|excused|call(?:ed)? (?:in|out)|did(?:n.t| not) (?:come|return|work)|next (?:[a-z]{1,20} )?shift|following (?:day|shift))/i,
  restricted_work:
    /\b(?:light duty|light work|restrict|modified|limit|no lifting|lifting limit|half (?:a )?(?:day|shift)|partial (?:day|shift)|left early|went home early|desk (?:duty|work)|accommodat)/i,
  job_transfer:
    /\b(?:transfer|other job|another job|different job|reassign|moved to (?:a |an |the )?(?:[a-z]{1,20} )?(?:job|position|role|area|line|station|department)|assigned to)/i,
  loss_of_consciousness:
    /\b(?:faint|pass(?:ed)? out|unconscious|black(?:ed)? out|unresponsive|knocked out|syncop|collaps|came to|woke up|conscious)/i,
  significant_diagnosis:
    /\b(?:fractur|crack|broken (?:bone|[a-z]{1,20} bone|finger|toe|wrist|arm|leg|rib|nose)|cancer|tumou?r|ear ?drum|tympanic|irreversible|tooth|teeth|chip)/i,
  // 1904.8-1904.11.
  sharps_contaminated: /\b(?:needle|sharps?\b|lancet|scalpel|syringe|blood|body fluid|opim)/i,
  bloodborne_illness_diagnosed: /\b(?:hiv|hepatitis|hep [bc]|hbv|hcv|seroconver|splash)/i,
  medical_removal:
    /\b(?:blood lead|lead (?:level|exposure|poisoning)|cadmium|benzene|arsenic|formaldehyde|methylene|surveillance|medical removal|removed from (?:exposure|the))/i,
  hearing_shift: /\b(?:hearing|audiogram|audiometr|noise|db\b|decibel|sts\b|threshold)/i,
  hearing_level_25db: /\b(?:hearing|audiogram|audiometr|db\b|decibel)/i,
  hearing_not_work_related: /\b(?:not work|non-?occupational|presbycusis|age[- ]related)/i,
  hearing_retest_no_shift: /\b(?:retest|re-test|repeat|follow-?up audiogram|confirm)/i,
  tb_infection_after_work_exposure:
    /\b(?:tb\b|tubercul|ppd|skin test|tst\b|igra|quantiferon|latent)/i,
  tb_non_work_source:
    /\b(?:household|family|spouse|partner|relative|community|public health|contact|born|lived)/i,
};
