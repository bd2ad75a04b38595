/**
 * How a card body says what it wants, as data: the directive verbs (kind and action), the answer-type cues,
 * the words that open a condition or a new part, and per-category hints. read.ts applies them; docs/nudge-intent.md
 * documents them with examples. Patterns are src/language phrase patterns (see concepts.ts).
 */
import type { PhraseSpec } from '../../language/index.ts';
import { MEASURABLE_TOPICS } from './concepts.ts';
import type { AnswerType, CardKind } from './schema.ts';

export interface Directive {
  kind: CardKind;
  /** The canonical action for action cards (several verbs share one: book, schedule, arrange -> schedule). */
  action: string | null;
  /** The answer an action part expects when the body names none (a measurement is read out, a booking has a date). */
  answer?: AnswerType;
  /** `answer` only when the part names one of these topics ("Recheck blood pressure" reads a value, "Repeat the stain" does not). */
  answerWhen?: readonly string[];
  /** The directive becomes this action when the part names one of these topics ("Review the repeat x-ray with the patient"). */
  actionWhen?: { topics: readonly string[]; action: string };
  patterns: readonly string[];
}

/** Tests whose outcome is a result read out ("the ECG shows sinus rhythm", "your x-ray is clear"). */
export const RESULT_TOPICS: readonly string[] = [
  'x_ray',
  'mri',
  'ct',
  'ultrasound',
  'ecg',
  'lab',
  'audiogram',
  'nerve_study',
  'fce',
  'spirometry',
];

/**
 * Directive verbs, keyed by directive id (for actions, the canonical action). The first directive of the main
 * clause sets the card's kind; each part keeps its own action ("Provide the brace and check the fit": provide, check).
 */
export const DIRECTIVES: Readonly<Record<string, Directive>> = {
  ask: {
    kind: 'question',
    action: null,
    patterns: ['ask', 'inquire', 'query', 'elicit', 'get', 'explore', 'assess', 'interview'],
  },
  screen: {
    kind: 'question',
    action: null,
    answer: 'yes_no',
    patterns: ['screen', 'screen for', 'check|assess for', 'rule out'],
  },
  // "Confirm which ankle is injured" is put to the patient; "Confirm the target date" is a fact to obtain.
  confirm_which: { kind: 'question', action: null, patterns: ['confirm|verify|clarify which'] },
  record: {
    kind: 'information',
    action: null,
    patterns: [
      'document',
      'record',
      'note',
      'confirm',
      'verify',
      'find out',
      'establish',
      'determine',
      'clarify',
      'obtain',
      'check whether|if',
      'chart',
      'capture',
      'identify',
      'state',
      'report',
      'log',
    ],
  },
  teach: {
    kind: 'action',
    action: 'teach',
    patterns: ['teach', 'demonstrate', 'show', 'instruct', 'train', 'coach'],
  },
  provide: {
    kind: 'action',
    action: 'provide',
    patterns: [
      'provide',
      'give',
      'hand out|over',
      'hand the|a|an|them|him|her',
      'dispense',
      'issue',
      'supply',
      'offer',
    ],
  },
  fit: { kind: 'action', action: 'fit', patterns: ['fit', 'size'] },
  adjust: {
    kind: 'action',
    action: 'adjust',
    patterns: ['adjust', 'raise', 'lower', 'reposition'],
  },
  measure: {
    kind: 'action',
    action: 'measure',
    answer: 'quantity',
    patterns: ['measure', 'weigh', 'time'],
  },
  recheck: {
    kind: 'action',
    action: 'recheck',
    answer: 'quantity',
    answerWhen: MEASURABLE_TOPICS,
    patterns: [
      'recheck',
      'repeat',
      'retest',
      'remeasure',
      're check|measure|test|take',
      'check again',
    ],
  },
  test: {
    kind: 'action',
    action: 'test',
    answer: 'quantity',
    answerWhen: MEASURABLE_TOPICS,
    patterns: [
      'perform',
      'conduct',
      'administer',
      'test',
      'do',
      'run',
      'examine',
      'palpate',
      'auscultate',
      'listen to',
    ],
  },
  check: {
    kind: 'action',
    action: 'check',
    answer: 'quantity',
    answerWhen: MEASURABLE_TOPICS,
    patterns: ['check', 'inspect'],
  },
  order: { kind: 'action', action: 'order', patterns: ['order', 'request'] },
  refer: {
    kind: 'action',
    action: 'refer',
    patterns: ['refer', 'send a referral', 'make a referral'],
  },
  schedule: {
    kind: 'action',
    action: 'schedule',
    answer: 'date',
    patterns: [
      'schedule',
      'book',
      'arrange',
      'set up a|an|the? appointment|visit|follow',
      'make a|an|the? appointment',
    ],
  },
  agree: {
    kind: 'action',
    action: 'agree',
    answer: 'description',
    patterns: [
      'agree',
      'agree on|upon',
      'negotiate',
      'finalize',
      'finalise',
      'set a|an|the? date|plan|goal|target|return',
    ],
  },
  complete: {
    kind: 'action',
    action: 'complete',
    patterns: ['complete', 'fill out|in', 'sign', 'finish'],
  },
  collect: {
    kind: 'action',
    action: 'collect',
    patterns: ['collect', 'draw', 'obtain a|the specimen|sample'],
  },
  send: {
    kind: 'action',
    action: 'send',
    patterns: ['send', 'fax', 'email', 'e mail', 'forward', 'submit', 'file', 'mail', 'transmit'],
  },
  notify: {
    kind: 'action',
    action: 'notify',
    patterns: ['message', 'notify', 'contact', 'call', 'page', 'alert'],
  },
  apply: { kind: 'action', action: 'apply', patterns: ['apply', 'place', 'put on'] },
  // Marking a border on the skin ("Mark the edge of the redness", "Outline the redness in pen"): done by the
  // clinician drawing it, not by talk about the redness. "Outline the plan" stays a discussion.
  mark: {
    kind: 'action',
    action: 'mark',
    patterns: [
      'mark',
      'outline the redness|edge|edges|border|borders|margin|margins|rash|swelling|area|bruise',
      'draw around|along',
      'draw a line around|along',
    ],
  },
  // Setting a work restriction: "Restrict from forklift ...", "Keep him out of the pump room ...", "Remove from
  // spraying pending evaluation". Listed before `remove`, whose "remove" alone would claim "remove from".
  restrict: {
    kind: 'action',
    action: 'restrict',
    patterns: [
      'restrict',
      'keep him|her|them out|off|away',
      'keep the worker|patient|employee out|off|away',
      'remove him|her|them from',
      'remove the worker|patient|employee from',
      'remove from',
      'take|pull|hold him|her|them off|from|out',
      'set|write|issue|give restrictions|limits',
    ],
  },
  remove: { kind: 'action', action: 'remove', patterns: ['remove', 'take out', 'discontinue'] },
  prescribe: { kind: 'action', action: 'prescribe', patterns: ['prescribe'] },
  // "Start rabies PEP today", "Initiate oxygen": the treatment begun in the visit, not talked about.
  start: { kind: 'action', action: 'start', patterns: ['start', 'initiate', 'begin'] },
  update: { kind: 'action', action: 'update', patterns: ['update', 'revise', 'modify'] },
  escalate: {
    kind: 'action',
    action: 'escalate',
    patterns: [
      'escalate',
      'activate',
      'call 911',
      'follow the|your crisis|escalation|emergency protocol',
      'follow the heat illness protocol',
      'transfer',
    ],
  },
  // "Consider activating emergency services": the verb after "consider" wins when there is one (read.ts).
  consider: { kind: 'action', action: 'consider', patterns: ['consider'] },
  // "Review the kidney function results with the patient" is done by going over them; other reviews are talks.
  review: {
    kind: 'discussion',
    action: null,
    actionWhen: { topics: RESULT_TOPICS, action: 'review' },
    patterns: ['review', 'go over', 'look over', 'walk through'],
  },
  discuss: {
    kind: 'discussion',
    action: null,
    patterns: [
      'discuss',
      'explain',
      'counsel',
      'educate',
      'advise',
      'recommend',
      'reinforce',
      'reassure',
      'encourage',
      'talk about|through|over|with',
      'address',
      'emphasize',
      'emphasise',
      'remind',
      'tell',
      'cover',
      'describe',
      'outline',
      'suggest',
      'set expectations',
    ],
  },
};

/**
 * The verbs (lemmas) that do each action when the care side says them in the first person as done or being done
 * ("we just ordered it", "i'm faxing it now", "let me grab that pressure"): window/turn.ts reads the deed from the
 * verb's form, resolve/action.ts checks it is one of these. A hands-on part that needs a value read out accepts any
 * deed (the value is the evidence); `consider` accepts any deed of another action.
 */
export const DEED_VERBS: Readonly<Record<string, readonly string[]>> = {
  teach: ['teach', 'show', 'demonstrate', 'explain', 'walk', 'go', 'practice', 'review', 'run'],
  provide: [
    'give',
    'hand',
    'provide',
    'print',
    'bring',
    'grab',
    'put',
    'slide',
    'dispense',
    'issue',
    'send',
    'pull',
  ],
  fit: ['fit', 'size', 'adjust', 'put', 'slide', 'strap', 'tighten', 'loosen', 'try'],
  adjust: [
    'adjust',
    'raise',
    'lower',
    'move',
    'change',
    'tighten',
    'loosen',
    'set',
    'drop',
    'bump',
  ],
  measure: ['measure', 'weigh', 'time', 'check', 'take', 'record', 'grab', 'get'],
  recheck: [
    'recheck',
    'check',
    'take',
    'retake',
    'repeat',
    'redo',
    'grab',
    'measure',
    'run',
    'retest',
    // "let's do the balance part again"
    'do',
  ],
  test: ['test', 'do', 'run', 'check', 'perform', 'examine', 'time', 'measure', 'try'],
  check: ['check', 'look', 'inspect', 'examine', 'feel', 'test', 'peek'],
  order: ['order', 'request', 'put', 'place', 'send', 'submit'],
  refer: ['refer', 'send', 'put', 'place', 'fax', 'submit'],
  schedule: ['schedule', 'book', 'set', 'put', 'pencil', 'reserve'],
  agree: ['agree', 'settle', 'set', 'decide', 'finalize', 'finalise'],
  complete: ['complete', 'fill', 'finish', 'sign', 'do', 'write'],
  collect: ['collect', 'draw', 'take', 'swab'],
  obtain: [
    'get',
    'receive',
    'bring',
    'pull',
    'print',
    'scan',
    'upload',
    'attach',
    'write',
    'take',
    'find',
  ],
  // "I'm putting in the referral" submits it.
  send: ['send', 'fax', 'email', 'mail', 'submit', 'file', 'forward', 'upload', 'put'],
  notify: ['call', 'message', 'email', 'notify', 'page', 'text', 'contact', 'alert', 'tell', 'let'],
  apply: ['apply', 'put', 'place', 'wrap', 'tape', 'stick'],
  mark: ['mark', 'outline', 'draw', 'trace', 'circle'],
  remove: ['remove', 'take', 'pull', 'cut', 'discontinue', 'stop', 'clip'],
  prescribe: ['prescribe', 'send', 'write', 'call'],
  start: [
    'start',
    'begin',
    'initiate',
    'give',
    'put',
    'hook',
    'hand',
    'place',
    'prescribe',
    'send',
  ],
  update: ['update', 'change', 'revise', 'modify', 'write', 'add'],
  review: ['review', 'go', 'look', 'walk', 'read', 'show', 'pull'],
  escalate: ['call', 'activate', 'page', 'transfer'],
};

/**
 * Obtaining a document ("Obtain copies of audiograms from previous employers", "Get the SDS", "Neurologist's
 * written opinion on crane work"): the card is the paper itself, so talk about its subject does not settle it
 * ("States and transitions": the clinician did the suggested thing). read.ts gives such a part the action
 * `obtain` when its head noun is one of these lemmas and it opens with one of OBTAIN_OPENERS or with no directive
 * at all; resolve/action.ts then wants the document in hand (brought, received, here, read from).
 */
export const DOCUMENTS: ReadonlySet<string> = new Set([
  'letter',
  'copy',
  'form',
  'certificate',
  'opinion',
  'sds',
  'msds',
  // "safety data sheet"
  'sheet',
  'label',
  'photo',
  'photograph',
  'picture',
  'record',
  'report',
  'paperwork',
  'documentation',
  'printout',
]);
/** Directive words that ask for a document to be obtained (the word itself, not the directive's key). */
export const OBTAIN_OPENERS: ReadonlySet<string> = new Set(['obtain', 'get', 'collect']);

/**
 * Labels that make a card the setting of a work status ("Work status: no driving the patrol car for 1 week",
 * "Restriction: no lifting over 25 lb", "Modified duty: ...", "Off-work note with an end date"): the clinician
 * does it by saying the status or limit in the visit ("States and transitions": the clinician did the suggested
 * thing), so read.ts gives such a card the `restrict` action. A label counts when it opens the body and ends its
 * clause (":") or is followed by "with", "for" or "until"; bare "work" only before ":" ("Work: dock aisles only").
 */
export const WORK_STATUS_LABELS: PhraseSpec = {
  label: [
    'work status|restriction|restrictions|limits|note|slip',
    'restriction|restrictions',
    'modified|light|restricted|limited|alternate duty',
    'duty limits|restrictions|status',
    'off work note|slip',
    'graded|phased|gradual|staged return',
    'return to work plan|status',
  ],
  // The bare label counts only before ":".
  before_colon: ['work'],
};
/** Words after a label that carry on the status it names ("Work status for tomorrow", "... until the next visit"). */
export const LABEL_FOLLOWERS: ReadonlySet<string> = new Set(['with', 'for', 'until']);

/** Words before a directive that do not change it. */
export const DIRECTIVE_LEAD: PhraseSpec = { lead: ['please', 'now', 'also', 'then', 'gently'] };

/**
 * Answer-type cues. Overlapping cues: the longest wins ("how many days a week" is frequency, not quantity;
 * "up to date" is yes/no, not a date). In a part, the first specific cue (scale, duration, quantity, frequency,
 * side, body site, date) wins, then description, then yes/no; `yes_no_weak` ("ask about", "any") gives way to
 * the category hint; `when` is a date only where it opens the object; `neutral` only blocks shorter cues.
 */
export const ANSWER_CUES: Readonly<
  Record<AnswerType | 'when' | 'polar' | 'yes_no_weak' | 'neutral', readonly string[]>
> = {
  scale: [
    '0 to? 10',
    'zero to? ten',
    'out of 10|ten',
    'rate',
    'rating',
    'pain score|level|number',
    'scale',
    'numeric rating',
    'nrs',
    'vas',
  ],
  quantity: [
    'how many',
    'how much',
    'how far',
    'how heavy',
    'how high',
    'heaviest',
    'number of',
    'degree',
    'circumference',
    'acuity',
    'score',
    'dose',
    'dosage',
    'value',
    'percentage',
    'percent',
    'weight',
    'maximum',
    'hour|hours per|a night|day|shift|week',
    // "Hours of sleep on duty nights", "drinks per night": a count or an amount, not a description.
    'hours|minutes of',
    'per day|night|shift|week|month',
    'amount',
  ],
  frequency: [
    'how often',
    // How consistently something is done is how often it is done ("how consistently the plugs are worn").
    'how consistently|regularly|reliably',
    'frequency',
    'frequent',
    'frequently',
    'how many day|days|night|nights|time|times a|per|each week|month|day|shift|night',
    'day|days|night|nights|time|times a|per|each week|month|shift',
    'time|times a|per day',
  ],
  // A length of time ("the shift length"), not of a thing ("the length of the cut" is a quantity).
  duration: [
    'how long',
    'for how long',
    'duration',
    'shift|workday|day|visit|break length',
    'length of the? shift|workday|day|visit|break|time',
    'record|state|note|document|report the time',
    'how many minutes|seconds',
    'since when',
    // A count of a span of time is how long ("for how many years"), unless it is per period (frequency, longer).
    'for how many years|months|weeks|days|hours',
    'how many years|months|weeks',
  ],
  date: [
    'date',
    // "Modified duty: no customer-facing work, with a time frame": an end, as a date or a length of time.
    'time frame',
    'timeframe',
    'what|which day|date',
    'what time',
    'time of the? injury|day',
    'time the injury|accident|incident? occur|occurred|happen|happened',
    'when to return|come|follow',
    // "the time of injury" is a point in time, even after "record the time" (a duration cue).
    'record|state|note|document|report the time of',
  ],
  side: [
    'which|what side|hand|wrist|arm|elbow|shoulder|hip|leg|knee|ankle|foot|eye|ear',
    'dominant hand|side|arm',
    'dominant',
    'handedness',
    'right or left',
    'left or right',
    'right handed or left handed',
    // "Is he right- or left-handed?"
    'left|right handed',
    'left handed or right handed',
  ],
  body_site: [
    'which|what finger|toe|part|area|joint|digit',
    'which|what body part',
    'where on the body',
    'where it hurts',
    'where the pain is',
    'what part of the body',
    'location of the pain|injury|rash|symptom|symptoms',
  ],
  // A date only where it opens what a question or information card asks ("Document when the collision
  // happened"); elsewhere a circumstance ("Discuss heat acclimatization when returning to outdoor work").
  when: ['when'],
  // A question that opens with its auxiliary verb and asks no wh-word ("Did the airbag deploy?", "Is he on a
  // beta blocker?") is a yes/no question, whatever its topic; only where it opens what is asked.
  polar: ['did|does|do|has|have|had|is|are|was|were|can|could|will|would'],
  yes_no: [
    'whether',
    'ask|check|see if',
    'ever',
    'history of',
    'up to date',
    'still',
    'immunity',
    'screen for?',
    'check for',
    'rule out',
  ],
  yes_no_weak: ['ask about', 'any'],
  description: [
    'how',
    'what',
    'which',
    'where',
    'describe',
    'or at|in|on|with',
    'in what role|way|capacity',
    'what kind|type|sort',
    'whether or not',
  ],
  none: [],
  // "how to access it", "heart rate", "bear weight": not the cue their first word would be.
  neutral: [
    'how to',
    'heart|respiratory rate',
    'rate of',
    'bear weight',
    'weight bearing|management|loss',
    'when it|they|this happen|happens|occur|occurs',
    'when to',
    'prior authorization',
  ],
};

/** Opens a condition: at the start of the body ("If the foot is deformed, ...", "Before suggesting ibuprofen, ..."), or after the object ("Order an x-ray if tenderness persists"). */
export const CONDITION_OPENERS: PhraseSpec = {
  leading: [
    'if',
    'unless',
    'before',
    'after',
    'when',
    'while',
    'once',
    'in case',
    'for a|an|the? patient|employee|worker|driver|caller with|who',
  ],
  trailing: ['if', 'unless', 'in case'],
  // "Discuss what to do if the swelling comes back": the "if" clause is what to discuss, not a condition.
  content: ['what to do if|when', 'to do if', 'how to tell if'],
};

/** After one of these, a new part starts (with "and", "," or ":" before it): "and how often", "and whether". */
export const PART_OPENERS: PhraseSpec = {
  // A preposition before the wh-word opens the part too ("and for how many years", "and in what role").
  wh: [
    'how',
    'what',
    'which',
    'when',
    'where',
    'whether',
    'if',
    'for|in|on|at|from|to|with how|what|which|when|where|whom',
    'who',
    'why',
  ],
};

/** Qualifiers that add a part of their own: teaching "using teach-back" needs the teach-back done too. */
export const EXTRA_PARTS: Readonly<
  Record<string, { action: string; topic: string; patterns: readonly string[] }>
> = {
  // The patient is to say or show it ("have the patient state the limit in their own words"): done by the
  // patient side, not by the clinician saying it.
  teach_back: {
    action: 'teach_back',
    topic: 'teach_back',
    patterns: [
      'using|with|by teach back',
      'teach back',
      'in their|his|her|your own words',
      'have|ask the? patient|worker|employee|client|driver|caller repeat|state|say|explain|demonstrate|show|describe|tell',
    ],
  },
};

/** What a category suggests when the body leaves a slot empty (never the only signal: the body reading wins). */
export interface CategoryHint {
  kind?: CardKind;
  answer?: AnswerType;
  topic?: string;
  time?: 'prior' | 'current';
}

export const CATEGORY_HINTS: Readonly<Record<string, CategoryHint>> = {
  'pain-assessment': { kind: 'question', answer: 'scale', topic: 'pain' },
  sleep: { topic: 'sleep' },
  'work-status': { kind: 'information', topic: 'work_status' },
  'rtw-planning': { topic: 'return_to_work' },
  'prior-injury': { topic: 'injury', time: 'prior' },
  'medical-history': { answer: 'yes_no' },
  'medication-review': { answer: 'description', topic: 'medication' },
  'substance-use': { answer: 'description', topic: 'alcohol' },
  smoking: { topic: 'tobacco' },
  'injury-time': { kind: 'information', answer: 'date', topic: 'injury' },
  'injury-location': { answer: 'body_site' },
  'hand-dominance': { kind: 'information', answer: 'side' },
  'mechanism-of-injury': { answer: 'description', topic: 'mechanism' },
  'injury-mechanism': { answer: 'description', topic: 'mechanism' },
  'follow-up-scheduling': { kind: 'action', topic: 'follow_up' },
  'follow-up': { topic: 'follow_up' },
  'vitals-recheck': { kind: 'action', answer: 'quantity', topic: 'vital' },
  'home-exercise-education': { topic: 'exercise' },
  'brace-fitting': { topic: 'brace' },
  'red-flag-screening': { kind: 'question', answer: 'yes_no' },
  'patient-location-unconfirmed': {
    kind: 'information',
    answer: 'description',
    topic: 'patient_location',
  },
  'fear-avoidance': { topic: 'fear' },
  'mood-screening': { topic: 'mood' },
  psychosocial: { topic: 'mood' },
  'patient-education': { kind: 'discussion' },
  'self-care': { kind: 'discussion' },
  'home-care': { kind: 'discussion' },
  'claims-education': { kind: 'discussion', topic: 'claim' },
  'hearing-protection': { topic: 'hearing_protection' },
  'noise-exposure': { topic: 'noise' },
  audiogram: { kind: 'action', topic: 'audiogram' },
  'audiogram-review': { topic: 'audiogram' },
  'hearing-screen': { topic: 'hearing' },
  'vision-screening': { topic: 'vision' },
  'immunization-review': { answer: 'yes_no', topic: 'vaccination' },
  'wound-check': { topic: 'wound' },
  'grip-strength': { kind: 'action', answer: 'quantity', topic: 'grip_strength' },
  'balance-test': { kind: 'action', topic: 'balance' },
  referral: { kind: 'action', topic: 'specialist' },
  imaging: { kind: 'action' },
  'job-demands': { topic: 'job_demands' },
  'restrictions-review': { topic: 'restriction' },
  certification: { topic: 'certification' },
  'pt-progress': { topic: 'therapy' },
  therapy: { topic: 'therapy' },
  'exposure-history': { topic: 'exposure' },
  'exposure-monitoring': { topic: 'exposure' },
  'respiratory-history': { answer: 'yes_no', topic: 'breathing' },
  'diabetes-review': { topic: 'diabetes' },
  'heat-illness': { topic: 'heat' },
  'head-injury': { topic: 'concussion' },
  'drug-screen': { kind: 'action', topic: 'drug_screen' },
  'allergy-review': { answer: 'yes_no' },
  'lab-review': { topic: 'lab' },
  'outcome-measure': { answer: 'quantity' },
  'physical-exam': { kind: 'action' },
  'activity-pacing': { topic: 'breaks' },
  'emergency-activation': { kind: 'action', topic: 'emergency' },
  'escalation-indicated': { kind: 'action', topic: 'escalation' },
  'otc-contraindication-check': { topic: 'otc' },
};
