/**
 * The words answers are made of, as phrase data (src/language pattern syntax: `a|b` alternatives, `x?` optional,
 * `=form` exact form, `pre*` prefix). answers.ts reads a turn with them (compiled once with the other turn
 * phrases in turn.ts).
 */
import type { PhraseSpec } from '../../language/index.ts';

/** Time words that make a number a duration ("four days", "two weeks"). */
export const DURATION_UNITS: ReadonlySet<string> = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'shift', 'night']);
/** Units of a count of times ("three times"). */
export const TIMES_UNITS: ReadonlySet<string> = new Set(['times']);

export const ANSWER_SPEC: PhraseSpec = {
  // Frequency: "every day", "twice a day", "most nights", "morning and night", "daily".
  frequency: [
    'every|each day|night|morning|evening|week|shift|hour|minute|time|weekend',
    'every other day|night|week',
    'every few|couple? minutes|hours|days',
    'twice|once a|per|each day|night|week|month|shift|hour',
    'times a|per|each day|night|week|month|shift|hour',
    'nights|days|mornings a|per week',
    'daily', 'nightly', 'weekly', 'hourly',
    'most days|nights|mornings|evenings|weekends',
    'morning and|or night|evening', 'every morning and night', 'in the morning and|or at night', 'at night and|or in the morning', 'night and|or morning',
    'all the time', 'all day', 'all night', 'constantly', 'always', 'never',
    'once', 'twice', 'just once', 'every single day',
    // Compared with before: "way less", "not as often", "one last week".
    'less|more often', 'not as often', 'way|much less|more', 'once|one last week|month',
  ],
  // "All the time", "the whole shift": a complete answer to how long or how much.
  whole: ['all the time', 'all day|night|shift', 'the whole day|shift|time|night', 'all ten|eight|twelve hours', 'full time', 'around the clock', 'twenty four seven'],
  // Dates and times of day.
  date: [
    'monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend',
    'january|february|march|april|may|june|july|august|september|october|november|december',
    'today|tonight|tomorrow|yesterday',
    'this morning|afternoon|evening|week|month', 'in a|one week|month', 'in a couple|few weeks|days|months',
    'last night|week|month|year|time|visit',
    'next week|month|visit|time',
    'ago', 'o clock', 'oclock', 'noon', 'midnight', 'am', 'pm',
    'before|after first? break|lunch|shift|work',
    'start|end of the? shift|day|week|month',
    'in|since twenty|nineteen',
  ],
  // Sides and handedness (plain "right"/"left" are read in answers.ts, they have other senses).
  side: ['lefty', 'righty', 'left handed', 'right handed', 'left hand|side|one|eye|ear|arm|leg|knee|ankle|foot|wrist|shoulder|hip|elbow', 'right hand|side|one|eye|ear|arm|leg|knee|ankle|foot|wrist|shoulder|hip|elbow', 'both|bilateral|either sides|hands|eyes|ears|arms|legs|knees|ankles|feet|wrists|shoulders|hips|elbows', 'both', 'bilateral', 'bilaterally'],
  // Body sites an answer names.
  site: [
    'thumb', 'finger', 'index finger?', 'middle finger?', 'ring finger?', 'pinky', 'little finger', 'knuckle', 'palm', 'hand', 'wrist', 'forearm', 'elbow', 'arm',
    'shoulder', 'neck', 'back', 'low back', 'lower back', 'upper back', 'spine', 'hip', 'leg', 'thigh', 'knee', 'shin', 'calf', 'ankle', 'foot', 'feet', 'heel',
    'toe', 'head', 'eye', 'ear', 'face', 'chest', 'rib', 'stomach', 'groin', 'buttock', 'tailbone',
  ],
  // Answers that give no information.
  nonAnswer: [
    'do not know', 'no idea', 'not sure', 'dunno', 'hard to say', 'can not say', 'cant say', 'not certain',
    'have to ask|check', 'would have to ask|check', 'need to ask|check', 'do not remember|recall', 'can not remember|recall', 'forget', 'forgot',
    'let me think', 'we will see', 'depends', 'it depends',
  ],
  // Vague amounts, times and frequencies: a partial answer to a specific request (spec rule 3).
  vague: [
    'a few', 'few', 'several', 'a lot', 'lots', 'a little', 'a bit', 'not a lot', 'not much', 'not many', 'a while', 'a while back|ago',
    'some days|nights|times|weeks', 'sometimes', 'come and go', 'comes and goes', 'on and off', 'off and on', 'here and there', 'now and then',
    'once in a while', 'not often', 'not always', 'sometime', 'at some point', 'a long time', 'forever', 'ages',
    'not great', 'pretty bad', 'really bad', 'bad bad', 'so so', 'pretty confident', 'pretty good',
  ],
  // Hedges: a reply that is only a hedge ("kinda", "I think so") does not settle a yes/no question.
  hedge: ['kinda', 'kind of', 'sort of', 'i think so', 'i guess', 'maybe', 'probably', 'i think', 'sometime', 'i suppose', 'more or less'],
  // How something is: a short evaluative reply answers "how are you sleeping" ("not great", "fine").
  evaluative: [
    'not great', 'not good', 'not bad', 'pretty bad', 'really bad', 'fine', 'good', 'better', 'worse', 'terrible', 'awful', 'rough', 'so so', 'great', 'okay',
    'kinda|pretty|really|bit|feeling? down|low|stressed|anxious',
  ],
  // A value that is not the current one: "it was an eight last week", "at its worst a nine".
  notNow: ['last week|night|month|time|visit|year', 'yesterday', 'the day before', 'used to', 'at its|my|the worst|best', 'at worst|best', 'worst it gets'],
  // Accepting what was proposed: "okay sounds good", "Thursday works".
  accept: ['okay', 'ok', 'alright', 'sounds good', 'perfect', 'got it', 'will do', 'sure', 'works', 'that works', 'fine', 'great'],
  // Polar replies.
  yes: ['yes', 'yeah', 'yep', 'yup', 'ya', 'sure', 'correct', 'exactly', 'mhm', 'uh huh', 'i do', 'i did', 'i have', 'i am', 'it does', 'it did', 'they do', 'that is right', 'already'],
  no: ['no', 'nope', 'nah', 'never', 'not really', 'not yet', 'not anymore', 'none', 'nothing', 'i do not', 'i did not', 'i have not', 'i am not', 'it does not', 'not at all'],
};

/** Words that carry no content in a reply ("okay", "got it", "thanks"). */
export const ACKNOWLEDGEMENTS: ReadonlySet<string> = new Set([
  'okay', 'ok', 'alright', 'right', 'yes', 'yeah', 'yep', 'sure', 'got', 'it', 'thanks', 'thank', 'you', 'good', 'great', 'perfect', 'cool', 'nice', 'fine',
  'sounds', 'mm', 'mhm', 'huh', 'oh', 'so', 'and', 'i', 'see', 'understand', 'will', 'do', 'that', 'the', 'a', 'makes', 'sense', 'hi', 'hey', 'hello', 'well',
]);
