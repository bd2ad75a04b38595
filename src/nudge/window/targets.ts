/**
 * What the window reader adds to the intent layer's vocabulary (intent/concepts.ts) for spoken turns: who a turn
 * is about when it is not the patient (a family member's history is not the patient's own), and the spoken forms
 * of some topics and contexts that card copy never uses ("how many visits", "when I bend"). Keys are the intent
 * vocabulary's, so a turn still compares with a card key by key. Phrase data in src/language syntax.
 */
import type { PhraseSpec } from '../../language/index.ts';

export const PEOPLE_SPEC: PhraseSpec = {
  family: [
    'family',
    'dad',
    'father',
    'mom',
    'mother',
    'parent',
    'brother',
    'sister',
    'grandma',
    'grandpa',
    'grandfather',
    'grandmother',
    'relative',
    'uncle',
    'aunt',
    'sibling',
    'son',
    'daughter',
    'wife',
    'husband',
    'kid',
    'child',
    'spouse',
    'cousin',
  ],
};

/**
 * Spoken forms of intent topics (key -> extra patterns). Matched on their own, so a topic the intent vocabulary
 * folds into a longer phrase ("no lifting" is a restriction) is still named ("lifting").
 */
export const SPOKEN_TOPIC_SPEC: PhraseSpec = {
  lifting: ['lift', 'lifting', 'unload*'],
  // Not in the card vocabulary: they turn a broad topic into another one ("allergies to medications").
  allergy: ['allerg*'],
  pharmacy: ['pharmacy', 'pharmacist', 'drugstore'],
  medication: [
    'what are you taking',
    'taking anything|something|for',
    'on anything',
    'any meds',
    'you are on',
    'what you are on',
  ],
  therapy: ['to pt', 'referral to pt', 'for pt'],
  sleep: [
    'the nights',
    'nights been',
    'how are you sleeping',
    'up all night',
    'tossing and turning',
  ],
  mechanism: [
    'felt a|something pop',
    'popped',
    'rolled it|my|his|her',
    'stepped off|on|wrong',
    'dropped',
    'landed on',
    'got caught',
    'hit my|his|her',
    'went sideways',
    'gave way|out',
    'what happened',
    'how did it|this|that happen',
    'how did you hurt|injure|do',
    'end up hurting|injuring',
    'slid out',
    'jerked',
  ],
  posture: [
    'tuck the|your chin',
    'craning',
    'crane',
    'slouch*',
    'sit up straight',
    'double chin',
    'wrist straight',
    'keep the|your wrist straight',
  ],
  workstation: ['computer', 'screen', 'monitor', 'keyboard'],
  cognitive_rest: ['limit screens', 'screens', 'phone and|or tv', 'rest your brain'],
  visual_acuity: [
    'lowest line',
    'read the|that line',
    'cover the|your left|right? eye',
    'eye chart',
    // "I did his vision out front": the lay name of the acuity check, said of doing it.
    'did|checked|tested|took his|her|your|the vision',
    'vision test|check',
  ],
  range_of_motion: [
    'turn your head',
    'side to side',
    'look up',
    'bend forward',
    'as high as it goes',
  ],
  therapy_sessions: ['visit', 'session', 'how many visits|sessions', 'visits left|remaining'],
  injury: [
    'what happened',
    'how did it|this|that happen',
    'when did it|this|that happen',
    'when was that',
    'how did you hurt|do',
    'get|got|gets|getting hurt',
    'hurt yourself|himself|herself|myself',
  ],
  balance: [
    'stand on the|your|one right|left? foot|leg',
    'on one foot|leg',
    'single leg',
    'one leg',
  ],
  certification: ['year|month card', 'your card', 'the card', 'a card'],
  collision: ['truck|car|vehicle accident', 'rear ended', 'crash', 'wreck'],
  seatbelt: ['belt on', 'my belt', 'wearing a|my|your belt', 'seat belt'],
  return_to_work: [
    'you start monday|tuesday|wednesday|thursday|friday|tomorrow',
    'you can start monday|tuesday|wednesday|thursday|friday|tomorrow',
    'get you going again',
    'back on full duty',
    'full duty',
    'full shifts',
    'when|once you go|get|are back',
    'go|going back to work',
    // Back to the job on a day or a schedule: "you go back monday on half days", "start back next week".
    'go|get|head|start|come back monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|on',
    'going|getting|heading|starting|coming back monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|on',
    'start back',
    'the start',
    'start date',
    'he|she starts',
    'for work',
  ],
  exercise: [
    'doing these',
    'do these',
    'each way',
    'side to side',
    'reps',
    'repetitions',
    'sets of',
    'keep doing the|your|those',
    'calf|heel raise',
    'balance board',
    'squat',
    'lunge',
    'bridge',
    'plank',
    'wall slide',
  ],
  restriction: [
    'no more than',
    'lifting no more|over',
    'no repetitive',
    'desk work only',
    'half days',
    'one handed only',
    'no use at work',
    'no lifting with',
  ],
  fit: [
    'tight',
    'loose',
    'loosen',
    'two fingers under',
    'how does that feel',
    'hows that feel',
    'too snug',
    'put it on',
    'strap goes',
  ],
  follow_up: [
    'see you thursday|monday|tuesday|wednesday|friday|back|again',
    'got you down for',
    'opening tomorrow|today',
    'next session',
    'same time',
    'recheck you',
    'check on you',
    'come back in',
  ],
  teach_back: [
    'show me',
    'you show me',
    'tell me how many times',
    'have him|her show me',
    'repeat it back',
    'tell me how often',
    // Asking the patient to do it now: "now you try it", "your turn".
    'you try|do it|that|one',
    'your turn',
    'let me see you do|try',
    'let me see',
    'tell|show me how',
    'walk me through',
    'go ahead and try|do|show',
    'can|could you show|tell|repeat|demonstrate',
    'in your own words',
  ],
};

/** Spoken forms of intent contexts: "when I bend" is a rating with activity, "sitting" at rest. */
export const SPOKEN_CONTEXT_SPEC: PhraseSpec = {
  activity: [
    'when|while|if i|you|he|she bend|lift|grip|walk|move|twist|reach|squat|kneel|climb|carry|type|work|run|stand',
    'when lifting|bending|gripping|walking',
  ],
  rest: ['sitting', 'lying down', 'when i am still', 'doing nothing'],
  daytime: ['during the day', 'in the day'],
};

/** Spoken forms of a prior time: "has this happened before", "in high school". */
export const SPOKEN_PRIOR_SPEC: PhraseSpec = {
  prior: [
    'happen|happened before',
    'injury|injuries|problem|problems|trouble|stuff|anything|something|issues before',
    'before this|that one|injury|claim|accident|job',
    'in the past',
    'high school',
    'used to',
    'back in',
    'ever',
    'old',
  ],
  // A peak is not the current value: "at its worst it hits a nine".
  peak: ['at its|my|the worst|best', 'at worst|best', 'worst it gets|has been|was'],
};

/** Spoken settings: leisure is not work ("do you lift weights at the gym"). */
export const SPOKEN_SETTING_SPEC: PhraseSpec = {
  home: [
    'gym',
    'for fun',
    'hobby',
    'on the weekend',
    'sport',
    'fishing',
    'hunting',
    'golf',
    'at the lake',
  ],
};

/** Uses of a body-site word that are a measure, not a site ("two finger widths below", "two fingers under the strap"). */
export const NOT_A_SITE_SPEC: PhraseSpec = {
  measure: [
    'finger width|widths|breadth|breadths',
    'two|three|one fingers? under|between|below|above|width',
  ],
};

/** Spoken forms of body sites: handedness names the hand ("I'm a lefty"). */
export const SPOKEN_SITE_SPEC: PhraseSpec = {
  hand: ['lefty', 'righty', 'left handed', 'right handed', 'handed'],
};
