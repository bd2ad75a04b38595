/**
 * How a turn's sentences are read: question forms in speech-to-text (no "?"), instructions, and the stance of a
 * care-side statement towards an action (done now, planned, put off, refused, decided against). Phrase data in
 * src/language pattern syntax; compiled once with the other turn phrases in turn.ts.
 */
import type { PhraseSpec } from '../../language/index.ts';

/** Words that open a sentence without changing what it is ("so", "okay and", "alright now"). */
export const DISCOURSE: ReadonlySet<string> = new Set([
  'so', 'and', 'okay', 'ok', 'alright', 'now', 'well', 'yeah', 'yes', 'yep', 'good', 'great', 'perfect', 'then', 'but', 'oh', 'hey', 'hi', 'also',
  'thanks', 'nice', 'awesome', 'got', 'it', 'right', 'sure', 'cool', 'hmm', 'mm', 'mhm', 'wow', 'last', 'thing', 'first', 'next', 'gotcha',
]);

/** Sentence openers that ask. `do`/`does`/`did`/`is`/`are` ... ask only before a subject (`SUBJECTS`). */
export const WH_OPENERS: ReadonlySet<string> = new Set([
  'how', 'what', 'when', 'where', 'which', 'who', 'why', 'whats', 'hows', 'wheres', 'whos', 'whens', 'any', 'anything', 'anybody', 'anyone',
  // Speech drops the auxiliary of "have you ever ...": a sentence opening with "ever" asks ("ever hurt your neck before").
  'ever',
]);
export const AUX_OPENERS: ReadonlySet<string> = new Set(['do', 'does', 'did', 'is', 'are', 'was', 'were', 'can', 'could', 'would', 'will', 'have', 'has', 'had', 'should']);
export const SUBJECTS: ReadonlySet<string> = new Set(['you', 'i', 'he', 'she', 'they', 'it', 'we', 'your', 'his', 'her', 'their', 'the', 'that', 'this', 'there', 'anyone', 'anybody', 'someone']);

export const QUESTION_SPEC: PhraseSpec = {
  // Question forms inside an unpunctuated sentence: "on a zero to ten scale where would you put it".
  inline: [
    'do|did|does|have|are|were|can|could|would|will you|your', 'is|was that still? right|correct|true|so', 'is that how',
    'how much|many|often|long|bad|far|severe|old|strong|confident|are|is|was|did|do|does|has|have|would',
    'where|what|when|which|who would|do|does|did|is|are|was|were you|it|he|she|they|your',
    'wheres|whats|hows the|your|it|that',
    // A proposal put as a question: "how about you go back monday", "what about thursday".
    'how|what about',
  ],
  // Requests for information or a demonstration: "tell me", "show me", "walk me through", "remind me".
  request: ['tell|show|remind|walk|give me', 'let me see|know', 'describe', 'rate', 'i need to know', 'can you ask', 'ask him|her|them'],
  // What kind of answer the question wants ("zero to ten" a rating, "how often" a frequency).
  scale: ['zero|0 to|through', 'zero|0 to|through ten|10', 'out of ten|10', 'on a scale', 'scale of', 'give it a number', 'what number', 'rate it', 'rate the|your pain', 'pain score|level|number', 'your number'],
  frequency: ['how often', 'how many times', 'how many days|nights|times|shifts|mornings a|per|each week|month|day|shift', 'how many days|nights|shifts'],
  quantity: ['how many', 'how much'],
  duration: ['how long'],
  date: ['when', 'what time|day|date'],
  side: ['which|what side|one', 'the right|left one'],
  // A tag at the end: "you had glasses on right".
  tag: ['right', 'correct', 'yeah', 'is that right', 'true'],
};

/** Instruction verbs: a sentence opening with one (after discourse words) tells the patient what to do. */
export const INSTRUCTION_VERBS: ReadonlySet<string> = new Set([
  'keep', 'put', 'try', 'take', 'use', 'avoid', 'wear', 'apply', 'ice', 'rest', 'elevate', 'start', 'stop', 'do', 'hold', 'stretch', 'walk', 'limit',
  'switch', 'prop', 'squeeze', 'stand', 'cover', 'hop', 'lift', 'bend', 'turn', 'look', 'read', 'follow', 'trace', 'grab', 'lie', 'rock', 'tuck', 'make',
  'go', 'call', 'come', 'ask', 'talk', 'bring', 'drink', 'get', 'give', 'shake', 'sit', 'lean', 'push', 'pull', 'raise', 'lower', 'open', 'close', 'wiggle',
  'repeat', 'show', 'tell', 'pat', 'shower', 'soak', 'wash', 'change', 'check', 'place', 'move', 'reach', 'carry', 'stay', 'build', 'cut', 'wean', 'point',
  'press', 'relax', 'breathe', 'step', 'kneel', 'squat', 'climb', 'jump', 'run', 'flex', 'extend', 'rotate', 'hinge', 'never', 'always', 'dont', 'be',
]);

/** Phrases that lead into an instruction: "i want you to keep ...", "you should ...", "for the swelling ...". */
export const LEAD_SPEC: PhraseSpec = {
  lead: ['i want|need you to', 'you should|can|must', 'you need|have|want to', 'can you ask him|her|them to', 'ask him|her|them to', 'have him|her|them', 'make sure', 'try to', 'remember to', 'be sure to', 'i would like you to', 'please'],
};

/**
 * The stance of a care-side sentence towards what it names. `later`: put off to another time, place or person;
 * `refused`: the patient will not; `unneeded`: decided against or no longer applies; `unavailable`: cannot be done
 * now (out of stock, broken); `planned`: said as future; `now`: being done, done, or handed over in the visit.
 */
export const STANCE_SPEC: PhraseSpec = {
  later: [
    'next time|visit|session|appointment|week|month', 'another time|day', 'later', 'after this|that|lunch|work', 'after the call|visit|exam', 'at the end', 'tomorrow',
    'on monday|tuesday|wednesday|thursday|friday', 'in a couple|few weeks|days', 'once the results', 'when the results', 'not today', 'hold off', 'not yet',
    'until', 'at some point', 'down the hall', 'at the lab', 'they will call', 'will call you', 'someone will', 'front desk will', 'the pharmacist will',
    'my office will', 'fax it', 'we will decide', 'lets see next time', 'come back', 'revisit', 'put off', 'wait on|for', 'get back to you', 'find out',
    'when you come back', 'we will see', 'next week',
  ],
  // Left to someone else: "the front desk will call you", "they'll reach out to set it up".
  handoff: [
    'front desk|desk|scheduler|scheduling|reception|receptionist|office|they|someone|somebody will', 'will call|contact|reach you', 'will reach out',
    'call you to set|book|schedule', 'the pharmacist will', 'my office will',
    // ... or to the patient: "give us a call to book", "call the front desk to set it up".
    'give us|me|them|the office a call', 'call us|the office|the desk|the front desk|scheduling', 'call to book|schedule|set', 'book|schedule it online',
  ],
  refused: ['do not want', 'does not want', '=declined', '=declines', '=refused', '=refuses', 'will not wear', 'no thanks', 'rather not', 'would not wear', 'not going to wear'],
  unneeded: [
    'do not think we need', 'do not need', 'does not need', 'no need', 'not needed', 'not necessary', 'no longer', 'not anymore', 'past the', 'we are past',
    'do not have to', 'does not apply', 'not applicable', 'nothing to', 'discharge', 'your|the last visit|session', 'graduating', 'graduate', 'you are done with',
    'not due',
  ],
  // Already done, earlier or by someone else: "we already went over your meds", "the nurse just did that".
  done: [
    'already', 'just did', 'just went over', 'just covered', 'nurse|tech|therapist did', 'nurse|tech|therapist went over', 'nurse|tech|therapist covered|took',
    'done out front', 'at intake', 'in the waiting room', 'we covered',
    // Done earlier in the visit's flow, by someone else: "they did the eye chart out front", "the score from check in".
    'they did|ran|took', 'out front', 'at|from check in', 'at|from registration|triage',
  ],
  unavailable: ['we are out of', 'are out of', 'were out of', 'ran|run out of', 'out of stock', 'broken', 'not working', 'down today', 'do not have any|the|it', 'we do not have'],
  planned: [
    'will', 'gonna', 'going to', 'plan to', 'we can', 'should', 'have to', 'need to', 'want to', 'at some point', 'if',
    // Speech-to-text drops the apostrophe: "ill submit it", "well do it next visit".
    'ill|well submit|send|write|email|do|call|get|put|have|check|see|make|give|order|refer|book|schedule|fax|talk|try|start|loosen|note',
  ],
  // Talking about a topic, as opposed to saying it: "we'll talk about that", "let's go over it".
  talk: ['talk about|through|over', 'go over', 'discuss', 'cover', 'decide', 'look into', 'get into', 'figure out', 'revisit', 'come back to'],
  now: [
    'here is|are', 'there that is', 'that is placed|done', 'all done', 'all out', 'i have got you', 'i got you down', 'you are all set',
    'i am putting|sending|ordering|referring|filling|writing|giving|placing|booking|scheduling|printing|starting|submitting|emailing|faxing|adjusting|fitting',
    'we are putting|sending|ordering|referring|filling|writing|giving|placing|booking|scheduling|printing|starting|submitting|emailing|faxing|adjusting|fitting',
    "i'm|im putting|sending|ordering|referring|filling|writing|giving|placing|booking|scheduling|printing|starting|submitting|emailing|faxing|adjusting|fitting",
    "here's|heres", 'thats placed|done|it',
    'i put in', 'i sent', 'i ordered', 'i have ordered|sent|placed|booked|scheduled|referred|written', 'i referred', 'i booked', 'i scheduled', 'i placed',
    'we sent', 'we ordered', 'we booked', "i'm|im gonna send|refer|order you", 'i am going to send|refer|order you', "i'm|im going to send|refer|order you", 'lets put|get|do|try|raise|see|check|take|go|adjust|fit|measure|start', 'let us put|get|do|try|raise|see|check|take|go|adjust|fit|measure|start',
  ],
  // Time words of the present: they make a plan "today" but do not by themselves say it was done.
  today: ['now', 'today', 'right now', 'this is your', 'this morning'],
};

/**
 * Frequent English words: a turn of three or more words with fewer than one in five of these is in another
 * language (an interpreter's other side, or the patient's own words before the rendering).
 */
export const ENGLISH: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'and', 'or', 'but', 'so', 'if', 'then', 'than', 'because', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'have', 'has',
  'had', 'will', 'would', 'can', 'could', 'should', 'i', 'you', 'he', 'she', 'it', 'its', 'we', 'they', 'me', 'him', 'her', 'us', 'them', 'my', 'your', 'his',
  'our', 'their', 'this', 'that', 'these', 'those', 'there', 'here', 'what', 'how', 'when', 'where', 'which', 'who', 'why', 'to', 'of', 'in', 'on', 'at',
  'for', 'with', 'from', 'by', 'about', 'up', 'down', 'out', 'off', 'over', 'into', 'not', 'no', 'yes', 'yeah', 'okay', 'ok', 'all', 'just', 'now', 'like',
  'get', 'got', 'go', 'going', 'come', 'know', 'think', 'say', 'says', 'said', 'see', 'want', 'make', 'take', 'put', 'feel', 'good', 'well', 'right', 'left',
  'one', 'two', 'three', 'some', 'any', 'more', 'much', 'very', 'too', 'really', 'still', 'again', 'back', 'day', 'time', 'work', 'pain', 'hand', 'hurt',
  'thanks', 'thank', 'hi', 'hey', 'hello', 'sure', 'let', 'lets', 'thats', 'whats', 'dont', 'im', 'ill', 'youre', 'theyre', 'hes', 'shes', 'isnt', 'cant',
]);
