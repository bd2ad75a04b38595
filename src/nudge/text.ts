/**
 * The rules judge's reading of text: tokens, topic concepts, question form, 0-10 ratings and speaker
 * roles. Everything here is a table a reviewer can read; nothing is learned.
 */

/** Words that carry no topic: function words and the instruction verbs of card copy. */
const STOPWORDS = new Set(
  (
    'a about above after again all also am an and any anything are as at be been before being both but by can ' +
    'could did do does doing dont during each either for from had has have having he her here hers him his how ' +
    'i if im in into is it its ive just let lets me more most my no nor not now of off on once only or other our ' +
    'out over own please re same she should so some such than that thats the their them then there these they ' +
    'this those through to too under until up us very was we were what when where whether which while who why ' +
    'will with would you your youre yours yes okay ok well so um uh really like get got go going tell said say ' +
    'think know see one two also still ever much many way thing things kind lot bit today currently current ' +
    'recent recently since patient patients clinician provider ask asking inquire confirm clarify consider ' +
    'assess screen explore elicit obtain check document record discuss review note whether regarding level ' +
    'status history any quality new further need needs possible possibly affect affects affecting impact ' +
    'impacting effect effects take taking taken use using used feel feeling experience experiencing make ' +
    'making help include includes including done time right cannot such example zero three four five six ' +
    'seven eight nine ten'
  ).split(' '),
);

/**
 * Concept lexicon: each concept lists its words. `word*` matches any word starting with `word`;
 * a plain word matches itself and its plural; a phrase matches the words in sequence.
 */
const CONCEPTS: Record<string, readonly string[]> = {
  pain: ['pain*', 'hurt*', 'ache*', 'aching', 'sore*', 'tender*', 'throb*', 'sting*'],
  sleep: ['sleep*', 'slept', 'insomnia', 'asleep', 'awake', 'nap', 'napping', 'up at night', 'wakes me', 'wake up', 'waking'],
  work: ['work*', 'job*', 'shift*', 'duty', 'duties', 'employer*', 'supervisor*', 'boss*', 'coworker*', 'office'],
  restriction: ['restrict*', 'modified', 'light duty', 'limitation*', 'accommodat*'],
  return: ['return*', 'went back', 'go back', 'going back', 'back to work'],
  medication: ['medic*', 'meds', 'pill*', 'prescri*', 'drug*', 'tablet*', 'dose*', 'ibuprofen', 'naproxen', 'acetaminophen', 'tylenol', 'advil', 'aleve', 'aspirin', 'opioid*', 'painkiller*'],
  otc: ['otc', 'over the counter', 'ibuprofen', 'naproxen', 'acetaminophen', 'tylenol', 'advil', 'aleve', 'aspirin', 'motrin'],
  allergy: ['allerg*'],
  numbness: ['numb', 'numbness', 'numbed', 'tingl*', 'pins and needles', 'weakness', 'weak'],
  bladder: ['bladder', 'bowel*', 'incontinen*', 'saddle', 'pee', 'urinat*'],
  fever: ['fever*', 'chills', 'temperature'],
  breathing: ['short of breath', 'shortness of breath', 'trouble breathing', 'cant breathe', 'catch my breath', 'wheez*'],
  chest: ['chest'],
  faint: ['faint*', 'passed out', 'pass out', 'dizz*', 'lighthead*'],
  mood: ['mood*', 'depress*', 'sad*', 'down', 'anxi*', 'worr*', 'stress*', 'hopeless*', 'cope', 'coping'],
  selfharm: ['suicid*', 'self harm', 'hurt myself', 'kill myself', 'end it', 'end my life'],
  fear: ['afraid', 'scared', 'fear*', 'worried', 'nervous'],
  lifting: ['lift*', 'carry*', 'heavy'],
  activity: ['activit*', 'exercis*', 'walk*', 'stairs', 'bend*', 'twist*', 'stand*', 'sitting', 'sit', 'chores', 'daily'],
  mechanism: ['happen*', 'mechanism', 'fell', 'fall*', 'slip*', 'trip*', 'struck'],
  injury: ['injur*', 'incident*', 'accident*'],
  location: ['where are you', 'locat*', 'address', 'home right now', 'at home', 'in the car', 'driving'],
  alcohol: ['alcohol*', 'drink*', 'beer*', 'wine'],
  tobacco: ['smok*', 'cigar*', 'tobacco', 'vap*', 'nicotine'],
  swelling: ['swell*', 'swollen', 'bruis*', 'inflam*'],
  ice: ['ice', 'icing', 'heat', 'cold pack*', 'heating pad*'],
  therapy: ['therap*', 'physio*', 'pt', 'stretch*', 'home exercise*'],
  followup: ['follow up', 'followup', 'follow-up', 'come back', 'next visit', 'recheck', 'appointment*'],
  imaging: ['x ray', 'xray', 'x-ray', 'imaging', 'mri', 'scan*', 'ultrasound'],
  referral: ['refer*', 'specialist*', 'orthoped*', 'orthopaed*'],
  back: ['back', 'spine', 'spinal', 'lumbar', 'lower back'],
  shoulder: ['shoulder*', 'rotator'],
  knee: ['knee*'],
  wrist: ['wrist*', 'hand*', 'finger*', 'carpal'],
  neck: ['neck*', 'cervical'],
  duration: ['how long', 'since when', 'started', 'began', 'onset'],
  pregnancy: ['pregnan*'],
  stomach: ['stomach', 'ulcer*', 'gastr*', 'bleed*', 'kidney*'],
};

/** Words that make a card ask for a 0-10 rating: the answer must then contain one. */
const RATING_CUE = /\b(?:0|zero)\s*(?:-|–|to)\s*(?:10|ten)\b|\bout of (?:10|ten)\b|\b(?:rate|rating|scale|score)\b/;

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
/** Units after a number that make it something other than a rating (three days, 2 mg). */
const UNIT = /^(?:days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|times?|mg|milligrams?|pounds?|lbs?|kg|kilos?|percent|%|am|pm|o ?clock|pills?|tablets?|doses?|nights?|shifts?|miles?|feet|inches?)\b/;

interface Matcher {
  exact: Map<string, string[]>;
  prefixes: Array<[string, string]>;
  /** First word -> [the phrase's words, concept]. */
  phrases: Map<string, Array<[string[], string]>>;
}

function buildMatcher(): Matcher {
  const exact = new Map<string, string[]>();
  const prefixes: Array<[string, string]> = [];
  const phrases = new Map<string, Array<[string[], string]>>();
  const addExact = (word: string, concept: string) => exact.set(word, [...(exact.get(word) ?? []), concept]);
  for (const [concept, terms] of Object.entries(CONCEPTS)) {
    for (const term of terms) {
      const words = tokenize(term);
      if (words.length > 1) phrases.set(words[0]!, [...(phrases.get(words[0]!) ?? []), [words, concept]]);
      else if (term.endsWith('*')) prefixes.push([term.slice(0, -1), concept]);
      else {
        addExact(term, concept);
        addExact(`${term}s`, concept);
      }
    }
  }
  return { exact, prefixes, phrases };
}

const matcher = buildMatcher();
/** Memo of word -> concept ids (pure function of the word). */
const wordConcepts = new Map<string, readonly string[]>();

/** Lowercase words and numbers; apostrophes dropped so "don't" is one word. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().replace(/['’]/g, '').match(/[a-z]+|\d+/g) ?? [];
}

/** A crude suffix-stripping stem, for words outside the lexicon. */
function stem(word: string): string {
  for (const suffix of ['ing', 'ies', 'ed', 'es', 's', 'ly']) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

function conceptsOfWord(word: string): readonly string[] {
  let found = wordConcepts.get(word);
  if (found === undefined) {
    const ids = new Set(matcher.exact.get(word) ?? []);
    for (const [prefix, concept] of matcher.prefixes) if (word.startsWith(prefix)) ids.add(concept);
    if (ids.size === 0 && !STOPWORDS.has(word) && word.length > 2 && !/^\d+$/.test(word)) ids.add(`~${stem(word)}`);
    found = [...ids];
    wordConcepts.set(word, found);
  }
  return found;
}

/**
 * The topic concepts of a text: lexicon concepts (named) and stems of other content words (prefixed `~`).
 */
export function conceptsOf(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    for (const concept of conceptsOfWord(word)) out.add(concept);
    for (const [phrase, concept] of matcher.phrases.get(word) ?? []) {
      if (phrase.every((w, k) => words[i + k] === w)) out.add(concept);
    }
  }
  return out;
}

/** Lexicon concepts only (readable names for reasons). */
export function namedConcepts(concepts: Iterable<string>): string[] {
  return [...concepts].filter((c) => !c.startsWith('~'));
}

/** True when the card asks for a 0-10 rating. */
export function asksForRating(text: string): boolean {
  return RATING_CUE.test(text.toLowerCase());
}

const TEN = new Set(['10', 'ten']);
const LOW = new Set(['0', 'zero', '1', 'one']);

function valueOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}

/**
 * True when `words` contain a 0-10 value that is not a quantity with a unit. The scale itself
 * ("zero to ten", "0-10") and a denominator ("out of 10", "6/10") are not values.
 */
export function hasRating(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const value = valueOf(word);
    if (value === undefined || value > 10) continue;
    const prev = words[i - 1] ?? '';
    const next = words[i + 1] ?? '';
    if (LOW.has(word) && (TEN.has(next) || (next === 'to' && TEN.has(words[i + 2] ?? '')))) {
      i += next === 'to' ? 2 : 1;
      continue;
    }
    if (TEN.has(word) && (prev === 'to' || prev === 'of' || valueOf(prev) !== undefined)) continue;
    if (UNIT.test(words.slice(i + 1, i + 3).join(' '))) continue;
    // "one" is too often a pronoun ("the left one") to count without a rating context.
    if (word === 'one' && !['a', 'about', 'maybe', 'around', 'like', 'its', 'say'].includes(prev) && !TEN.has(words[i + 2] ?? '')) continue;
    return true;
  }
  return false;
}

/** Answers that give no information: "I don't know", "not sure", "hard to say". */
const VAGUE = /\b(?:dont know|not sure|no idea|hard to say|cant say|dunno|depends|i guess|kind of|sort of|maybe|whatever)\b/;

export function isVague(words: readonly string[]): boolean {
  return VAGUE.test(words.join(' '));
}

const INTERROGATIVE = /^(?:how|what|when|where|which|who|why|do|does|did|is|are|was|were|can|could|would|will|have|has|any|tell me|describe|walk me|on a scale|rate|give me)\b/;

/** Openers that do not change what a sentence is: "So tell me ...", "Okay, and how ...". */
const FILLER = /^(?:(?:so|and|okay|ok|alright|right|now|well|then|um|uh)\s+)+/;

export interface Sentence {
  words: string[];
  /** Ends in "?" or opens with an interrogative ("how", "tell me", "on a scale"). */
  question: boolean;
  /** Ends in "?" (an interrogative opening alone is not enough for a patient's turn to be a question). */
  marked: boolean;
}

/** The sentences of a text, tokenised once. */
export function sentencesOf(text: string): Sentence[] {
  return (text.match(/[^.?!]+[.?!]*/g) ?? []).map((raw) => {
    const words = tokenize(raw);
    const marked = raw.trim().endsWith('?');
    return { words, marked, question: marked || INTERROGATIVE.test(words.join(' ').replace(FILLER, '')) };
  });
}

/** Clinician phrases that defer or close a topic: the conversation has moved past the card. */
const DEFERRAL =
  /\b(?:next (?:time|visit|appointment)|come back to (?:that|this|it)|skip (?:that|this|it)|another time|not today|hold off|already (?:went over|covered|discussed|talked about|asked)|we covered|no need to|doesnt apply|not relevant|leave (?:that|it) for)\b/;

export function defers(words: readonly string[]): boolean {
  return DEFERRAL.test(words.join(' '));
}

/** First-person commitments and reports of having done something. */
const COMMITMENT =
  /\b(?:ill|i will|im going to|i am going to|were going to|well (?:order|get|send|refer|schedule|start|put|set|have|do|check|see|try|keep|give|write|make|book|plan|recheck|follow|go|talk|review|switch|hold|update)|we will|lets|i have|ive|weve|im putting|im ordering|im sending|im writing|im giving|here is|heres|i recommend|i would recommend|id recommend|i want you to|i want to see you|see you (?:back|again|in)|you should|make sure|im referring|i referred|i ordered|i documented|im documenting|i sent)\b/;

export function commits(words: readonly string[]): boolean {
  const joined = words.join(' ').replace(/\bi am\b/g, 'im').replace(/\bwe are\b/g, 'were');
  return COMMITMENT.test(joined);
}

export type Role = 'clinician' | 'patient' | 'other';

const CLINICIAN_LABEL = /(?:clinic|doctor|\bdr\b|physician|provider|nurse|\bnp\b|\bpa\b|\brn\b|\bmd\b|therapist|practitioner|examiner|medic)/;
const PATIENT_LABEL = /(?:patient|\bpt\b|employee|worker|client|claimant|member|caller|injured)/;

/** The role a speaker label names; diarisation labels such as SPEAKER_00 are `other`. */
export function roleOf(speaker: string): Role {
  const label = speaker.toLowerCase().replace(/[_-]+/g, ' ');
  if (CLINICIAN_LABEL.test(label)) return 'clinician';
  if (PATIENT_LABEL.test(label)) return 'patient';
  return 'other';
}

/** Card verbs that ask the clinician to do something rather than ask something. */
const ACTION_VERB =
  /^(?:please\s+)?(document|order|refer|provide|give|prescribe|schedule|review|recommend|explain|educate|counsel|offer|discuss|complete|examine|perform|measure|update|request|arrange|send|share|demonstrate|advise|reassure|agree|plan|set)\b/;

/** The verb of an action card ("order" for "Order an x-ray ..."), or null for a card that asks. */
export function actionVerbOf(body: string): string | null {
  return ACTION_VERB.exec(body.trim().toLowerCase())?.[1] ?? null;
}
