/**
 * The rules judge's reading of text: tokens, topic concepts, question form, 0-10 ratings and speaker
 * roles. Everything here is a table a reviewer can read; nothing is learned.
 */

/** Hesitations speech-to-text writes out ("i was uh lifting"): dropped so phrases still match. */
const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'erm', 'ah']);
/** Casual spellings speech-to-text writes as said. */
const CASUAL = new Map<string, readonly string[]>([['gonna', ['going', 'to']], ['wanna', ['want', 'to']], ['outta', ['out', 'of']], ['gotta', ['got', 'to']]]);
/** A text holding any hesitation or casual spelling (a cheap test before the rewrite). */
const SPOKEN = /\b(?:um|umm|uh|uhh|erm|ah|gonna|wanna|outta|gotta)\b/i;

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
  pain: ['pain*', 'hurt*', 'ache*', 'aching', 'sore*', 'tender*', 'throb*', 'sting*', 'killing me'],
  sleep: ['sleep*', 'slept', 'insomnia', 'asleep', 'awake', 'nap', 'napping', 'up at night', 'up all night', 'all night', 'wakes me', 'wake up', 'waking', 'tossing', 'restless'],
  work: ['work*', 'job*', 'shift*', 'duty', 'duties', 'employer*', 'supervisor*', 'boss*', 'coworker*', 'office'],
  restriction: ['restrict*', 'modified', 'light duty', 'limitation*', 'accommodat*'],
  return: ['return*', 'went back', 'go back', 'going back', 'back to work'],
  workstatus: ['full duty', 'light duty', 'modified duty', 'regular duty', 'restricted duty', 'work status', 'off work', 'out of work', 'back at work', 'back to work', 'still off', 'not working', 'on restrictions'],
  medication: ['medic*', 'meds', 'taking anything', 'taking something', 'take anything', 'taking for', 'take for', 'pill*', 'prescri*', 'drug*', 'tablet*', 'dose*', 'ibuprofen', 'naproxen', 'acetaminophen', 'tylenol', 'advil', 'aleve', 'aspirin', 'opioid*', 'painkiller*'],
  otc: ['otc', 'over the counter', 'ibuprofen', 'naproxen', 'acetaminophen', 'tylenol', 'advil', 'aleve', 'aspirin', 'motrin'],
  allergy: ['allerg*'],
  finance: ['bill', 'bills', 'billing', 'money', 'paycheck*', 'afford*', 'insurance', 'expens*', 'cost', 'costs'],
  jobloss: ['fire me', 'fired', 'laid off', 'lay me off', 'lose my job', 'losing my job', 'let me go'],
  procedure: ['needle*', 'injection*', 'shots', 'surgery', 'surgical', 'blood draw'],
  leisure: ['gym', 'hobby', 'hobbies', 'sport*', 'golf*', 'fishing', 'hunting', 'bowling'],
  numbness: ['numb', 'numbness', 'numbed', 'tingl*', 'pins and needles', 'weakness', 'weak'],
  bladder: ['bladder', 'bowel*', 'incontinen*', 'saddle', 'pee', 'urinat*'],
  fever: ['fever*', 'chills', 'temperature'],
  breathing: ['short of breath', 'shortness of breath', 'trouble breathing', 'cant breathe', 'catch my breath', 'wheez*'],
  chest: ['chest'],
  faint: ['faint*', 'passed out', 'pass out', 'dizz*', 'lighthead*'],
  // "down" only as a feeling ("pretty down"), never a direction ("down the stairs").
  mood: ['mood*', 'depress*', 'sad*', 'feel down', 'feeling down', 'felt down', 'been down', 'pretty down', 'really down', 'so down', 'bit down', 'anxi*', 'worr*', 'stress*', 'hopeless*', 'cope', 'coping', 'on edge', 'emotion*', 'mental*', 'overwhelm*', 'frustrat*', 'upset', 'holding up'],
  selfharm: ['suicid*', 'self harm', 'hurt myself', 'kill myself', 'end it', 'end my life'],
  fear: ['afraid', 'scared', 'fear*', 'worr*', 'nervous', 'frighten*', 'terrified'],
  lifting: ['lift*', 'carry*', 'heavy', 'overhead', 'reaching', 'repetitive', 'pushing', 'demand', 'handling'],
  inability: ['cant do', 'cannot do', 'can not do', 'not do', 'unable to', 'not able to', 'having trouble', 'trouble with', 'hard to do', 'struggl*'],
  activity: ['activit*', 'exercis*', 'walk*', 'stairs', 'bend*', 'twist*', 'stand*', 'sitting', 'sit', 'chores', 'daily'],
  mechanism: ['happen*', 'mechanism', 'fell', 'fall*', 'slip*', 'trip*', 'struck', 'felt a pop', 'popped', 'twisted', 'pulled', 'strained', 'sprained', 'landed on', 'got caught', 'i was lifting', 'i was carrying', 'i was reaching', 'i was pulling', 'i was pushing', 'rolled over', 'ran over', 'hit by', 'caught in', 'crush*', 'how did you hurt', 'how did you injure', 'up hurting', 'up injuring', 'were you doing when', 'do this to', 'did this to', 'slid'],
  injury: ['injur*', 'incident*', 'accident*'],
  location: ['where are you', 'locat*', 'address', 'home right now', 'at home', 'in the car', 'driving'],
  alcohol: ['alcohol*', 'drink*', 'beer*', 'wine'],
  tobacco: ['smok*', 'cigar*', 'tobacco', 'vap*', 'nicotine'],
  swelling: ['swell*', 'swollen', 'bruis*', 'inflam*'],
  ice: ['ice', 'icing', 'heat', 'cold pack*', 'heating pad*'],
  elevation: ['elevat*', 'propped', 'prop it', 'keep it up', 'put it up', 'feet up', 'leg up', 'on a pillow'],
  therapy: ['therap*', 'physio*', 'pt', 'stretch*', 'exercis*'],
  followup: ['follow up', 'followup', 'follow-up', 'come back', 'next visit', 'recheck', 'appointment*', 'see you back', 'see you again', 'see you in', 'check back', 'call us', 'call me', 'call the office', 'call the clinic'],
  imaging: ['x ray', 'xray', 'x-ray', 'imaging', 'mri', 'scan*', 'ultrasound'],
  referral: ['refer*', 'specialist*', 'orthoped*', 'orthopaed*'],
  back: ['back', 'spine', 'spinal', 'lumbar', 'lower back'],
  shoulder: ['shoulder*', 'rotator'],
  knee: ['knee*'],
  wrist: ['wrist*', 'hand*', 'finger*', 'carpal'],
  neck: ['neck*', 'cervical'],
  hip: ['hip', 'hips'],
  ankle: ['ankle*'],
  elbow: ['elbow*'],
  duration: ['how long', 'since when', 'started', 'began', 'onset'],
  pregnancy: ['pregnan*'],
  stomach: ['stomach', 'ulcer*', 'gastr*', 'bleed*', 'kidney*'],
};

/** Words that make a card ask for a 0-10 rating: the answer must then contain one. */
const RATING_CUE = /\b(?:0|zero)\s*(?:-|–|to)\s*(?:10|ten)\b|\bout of (?:10|ten)\b|\b(?:rate|rating|scale|score)\b|\b(?:give (?:it|me|that) a number|put a number on|what number|(?:pain|your) number)\b/;

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
/** Units after a number that make it something other than a rating (three days, 2 mg). */
const UNIT = /^(?:days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|times?|mg|milligrams?|pounds?|lbs?|kg|kilos?|percent|%|am|pm|o ?clock|pills?|tablets?|doses?|nights?|shifts?|miles?|feet|inches?|packs?|drinks?|beers?|cups?|cigarettes?|kids?|children|boxes|steps?|flights?|blocks?)\b/;

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
  const raw = text.toLowerCase().replace(/['’]/g, '').match(/[a-z]+|\d+/g);
  if (raw === null) return [];
  // The rewrite is rare: most text has neither, and this is the hot path.
  if (!SPOKEN.test(text)) return raw;
  return raw.flatMap((word) => (FILLERS.has(word) ? [] : (CASUAL.get(word) ?? [word])));
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

/**
 * The concepts of a text grouped by where they come from: one group per word (a word can name several
 * concepts: "worries" is both mood and fear) and one per phrase. A card's demand is counted in these
 * groups, so one word never counts twice.
 */
export function termsOf(words: readonly string[]): Array<Set<string>> {
  const out: Array<Set<string>> = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const own = conceptsOfWord(word);
    if (own.length > 0) out.push(new Set(own));
    // One term per phrase, whatever concepts it names ("back to work": return and work status).
    const phrases = new Map<string, Set<string>>();
    for (const [phrase, concept] of matcher.phrases.get(word) ?? []) {
      if (!phrase.every((w, k) => words[i + k] === w)) continue;
      const key = phrase.join(' ');
      phrases.set(key, (phrases.get(key) ?? new Set()).add(concept));
    }
    out.push(...phrases.values());
  }
  return out;
}

/** Merges terms that share a concept ("going back" and "back to work" are one facet: return). */
export function mergeOverlapping(terms: ReadonlyArray<Set<string>>): Array<Set<string>> {
  const merged: Array<Set<string>> = [];
  for (const term of terms) {
    const union = new Set(term);
    for (let k = merged.length - 1; k >= 0; k--) {
      if ([...merged[k]!].some((c) => union.has(c))) {
        for (const c of merged[k]!) union.add(c);
        merged.splice(k, 1);
      }
    }
    merged.push(union);
  }
  return merged;
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
const TIME_OF_DAY = new Set(['morning', 'afternoon', 'evening', 'night', 'nights', 'noon', 'am', 'pm', 'oclock']);
const LOW = new Set(['0', 'zero', '1', 'one']);
/** Words that put a value in the past or at an extreme rather than now. */
const NOT_NOW = /\b(?:yesterday|last (?:week|night|month|time|visit|year)|used to|back then|before the (?:injury|accident)|at (?:its )?(?:worst|best)|worst it gets)\b/;

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
    // A count of medicines ("two advil") or a clock time ("up at three most nights") is not a rating;
    // "at six right now" still is.
    if (conceptsOfWord(next).some((c) => c === 'medication' || c === 'otc')) continue;
    if (prev === 'at' && words.slice(i + 1, i + 4).some((w) => TIME_OF_DAY.has(w))) continue;
    // "last week it was like a nine", "at its worst a nine": not the current rating.
    if (NOT_NOW.test(words.slice(Math.max(0, i - 6), i).join(' '))) continue;
    // "one" is too often a pronoun ("the left one") to count without a rating context.
    if (word === 'one' && !['a', 'about', 'maybe', 'around', 'like', 'its', 'say'].includes(prev) && !TEN.has(words[i + 2] ?? '')) continue;
    return true;
  }
  return false;
}

/** "a seven", "an 8": a 0-10 value after an article, how a rating is said when nobody asked for one. */
const ARTICLE_VALUE = /\b(?:a|an) (?:zero|one|two|three|four|five|six|seven|eight|nine|ten|\d|10)\b|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|\d|10) (?:out of|over) (?:ten|10)\b/;

/** True when `words` hold a 0-10 rating said with an article ("it's like an eight at night"). */
export function hasArticleRating(words: readonly string[]): boolean {
  return hasRating(words) && ARTICLE_VALUE.test(words.join(' '));
}

/** Answers that give no information: "I don't know", "not sure", "hard to say". */
const NON_ANSWER = /\b(?:dont know|not sure|no idea|hard to say|cant say|dunno|depends|whatever)\b/;
/** Hedges ("maybe", "kind of"): a non-answer only in a turn that says little else ("maybe", "I guess so"). */
const HEDGE = /\b(?:i guess|kind of|sort of|maybe|i suppose)\b/;
const SHORT_TURN = 4;

/** A reply opening with yes or no answers the question, however hedged ("yeah kind of"). */
const YES_OR_NO = /^(?:yes|yeah|yep|yup|no|nope|nah)\b/;

export function isVague(words: readonly string[]): boolean {
  const text = words.join(' ');
  return NON_ANSWER.test(text) || (words.length <= SHORT_TURN && HEDGE.test(text) && !YES_OR_NO.test(text));
}

const INTERROGATIVE = /^(?:how|hows|what|whats|when|where|wheres|which|who|whos|why|do|does|did|is|are|was|were|can|could|would|will|have|has|any|tell me|describe|walk me|on a scale|rate|give me)\b/;
/**
 * Question forms inside an unpunctuated sentence (speech-to-text drops "?"): "and the wrist how bad would
 * you say it is", "so do you smoke", and tag questions ("you are still on restrictions right").
 */
const INLINE_QUESTION =
  /\b(?:how (?:bad|much|often|long|many|severe|would|do|does|did|is|are|was|has|have)|would you (?:say|rate|put)|where would you|do you|are you|have you|did you|can you|could you|does it|do they|any chance)\b|\b(?:right|correct|is that right)$/;

/** Openers that do not change what a sentence is: "So tell me ...", "Okay, and how ...". */
const FILLER = /^(?:(?:so|and|okay|ok|alright|right|now|well|then|um|uh|yeah|yes|yep|sure)\s+)+/;

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
    const text = words.join(' ');
    return { words, marked, question: marked || INTERROGATIVE.test(text.replace(FILLER, '')) || INLINE_QUESTION.test(text) };
  });
}

/**
 * Instructions: a sentence opening with an imperative ("keep it elevated", "put ice on it", "try the
 * stretches twice a day"). A clinician instructing on the card's topic explains, advises or provides it.
 */
const INSTRUCTION =
  /^(?:(?:i want you to|you should|you can|you need to|youll want to|make sure (?:you )?)\s?)?(?:keep|put|try|take|use|avoid|wear|apply|ice|rest|elevate|start|stop|do|hold|stretch|walk|limit|switch|go easy|prop)\b/;

/** What may come before the imperative: "for the swelling keep it elevated", "plan is rest it ice it". */
const INSTRUCTION_LEAD = /^(?:for (?:the|your|that|this) \w{1,30} |(?:the )?plan is (?:to )?|what i want you to do is )/;

export function instructs(sentences: readonly Sentence[]): boolean {
  return sentences.some((s) => !s.question && INSTRUCTION.test(s.words.join(' ').replace(FILLER, '').replace(INSTRUCTION_LEAD, '')));
}

/** Clinician phrases that defer or close a topic: the conversation has moved past the card. */
const DEFERRAL =
  /\b(?:next (?:time|visit|appointment)|not today|hold off|already (?:went over|covered|discussed|talked about|asked)|we covered|no need to|doesnt apply|not relevant)\b/;
/**
 * Explicit set-asides of a named topic ("let's put a pin in the work stuff", "skip that", "we'll get to
 * it later"): the turn itself points at the topic, so any shared card concept ties it to the card.
 */
const SET_ASIDE =
  /\b(?:come back to (?:that|this|it)|skip (?:that|this|it|the)|another time|leave (?:that|it|the \w{1,30}(?: \w{1,30})?) for|put a pin in|park (?:that|this|it|the)|set (?:that|this|it|the \w{1,30}(?: \w{1,30})?) aside|(?:get|come) (?:back )?to (?:that|this|it) later|talk about (?:that|this|it) later)\b/;
/** Clinician decisions not to do something: the card's action was considered and declined. */
const DECLINE =
  /\b(?:(?:dont|do not) (?:think )?(?:we|you) (?:need|have to|should)|no need (?:for|to)|(?:not going to|not gonna|wont|will not) (?:need|order|get|do|send|refer|start|give|prescribe|schedule)|(?:isnt|is not|not) (?:necessary|needed|indicated|warranted))\b/;

export function defers(words: readonly string[]): boolean {
  const text = words.join(' ');
  return DEFERRAL.test(text) || DECLINE.test(text) || SET_ASIDE.test(text);
}

export function setsAside(words: readonly string[]): boolean {
  return SET_ASIDE.test(words.join(' '));
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
  /^(?:please\s{1,20})?(document|order|refer|provide|give|prescribe|schedule|review|recommend|explain|educate|counsel|offer|discuss|complete|examine|perform|measure|update|request|arrange|send|share|demonstrate|advise|reassure|agree|plan|set)\b/;

/** The verb of an action card ("order" for "Order an x-ray ..."), or null for a card that asks. */
export function actionVerbOf(body: string): string | null {
  const text = body.trim().toLowerCase();
  const considered = CONSIDER.exec(text);
  if (considered) return considered[1] === undefined ? 'consider' : (ACTION_VERB.exec(considered[1])?.[1] ?? null);
  return ACTION_VERB.exec(text)?.[1] ?? null;
}

/**
 * "Consider a referral to physical therapy" asks the clinician to do it or decide against it (an action);
 * "Consider asking about sleep" and "Consider discussing ..." take the verb that follows.
 */
const CONSIDER = /^(?:please\s{1,20})?consider\b(?:\s{1,20}(ask|screen|assess|explor|inquir|elicit|check|discuss|review)\w{0,30})?/;
