/**
 * The card-template catalog the rules provider suggests from (`POST /api/nudge/suggest`). Each template
 * is fixed copy (id, kebab category, body <= 280 characters) and the keys that trigger it, from the intent
 * vocabulary (intent/concepts.ts: topic keys, body sites, contexts) plus `work`: a template fires when one
 * segment names every key of one of its `when` groups and the window has not already addressed the card
 * (judged by the offline judge). The copy is prompting text for a
 * clinician, not clinical guidance: it names what to ask or check and never a dose, threshold or rule.
 */
export interface CardTemplate {
  id: string;
  category: string;
  body: string;
  /** Any group whose concepts all appear in one segment triggers the template. */
  when: ReadonlyArray<readonly string[]>;
}

export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    id: 'emergency-symptoms',
    category: 'emergency-activation',
    body: 'Possible emergency symptoms were mentioned (chest pain, trouble breathing or fainting). Consider activating emergency services now.',
    when: [['heart'], ['chest', 'pain'], ['breathing'], ['consciousness'], ['dizziness']],
  },
  {
    id: 'self-harm-risk',
    category: 'escalation-indicated',
    body: 'The patient mentioned thoughts of self-harm or hopelessness. Escalate per your crisis protocol before the visit ends.',
    when: [['self_harm']],
  },
  {
    id: 'spine-red-flags',
    category: 'red-flag-screening',
    body: 'Screen for red flags: new numbness or weakness in the legs, loss of bladder or bowel control, fever.',
    when: [
      ['back', 'numbness'],
      ['back', 'bladder_bowel'],
      ['back', 'fever'],
      ['neck', 'numbness'],
    ],
  },
  {
    id: 'otc-check',
    category: 'otc-contraindication-check',
    body: 'Over-the-counter medicine was mentioned. Check allergies, stomach or kidney problems, bleeding risk, pregnancy and other medicines before recommending it.',
    when: [['otc']],
  },
  {
    id: 'confirm-location',
    category: 'patient-location-unconfirmed',
    body: 'Confirm where the patient is right now, so help can be sent there if needed during this remote visit.',
    when: [['patient_location']],
  },
  {
    id: 'pain-rating',
    category: 'pain-assessment',
    body: 'Ask the patient to rate their current pain on a 0-10 scale.',
    when: [['pain']],
  },
  {
    id: 'sleep-impact',
    category: 'sleep',
    body: 'Ask how the symptoms affect sleep (falling asleep, waking at night).',
    when: [['sleep'], ['waking'], ['pain', 'night']],
  },
  {
    id: 'work-status',
    category: 'work-status',
    body: 'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
    when: [['work', 'restriction'], ['return_to_work']],
  },
  {
    id: 'job-demands',
    category: 'job-demands',
    body: 'Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).',
    when: [
      ['lifting', 'work'],
      ['reaching', 'work'],
      ['standing', 'work'],
      ['work', 'activity'],
    ],
  },
  {
    id: 'injury-mechanism',
    category: 'injury-mechanism',
    body: 'Ask how the injury happened, including the task being done at the time.',
    when: [['mechanism'], ['injury']],
  },
  {
    id: 'medication-review',
    category: 'medication-review',
    body: 'Ask which medicines the patient is using for this, including over-the-counter ones, and how often.',
    when: [['medication']],
  },
  {
    id: 'fear-avoidance',
    category: 'fear-avoidance',
    body: 'Ask whether the patient worries that moving or going back to work will cause more harm.',
    when: [
      ['fear', 'work'],
      ['fear', 'activity'],
      ['fear', 'pain'],
      ['fear', 'lifting'],
    ],
  },
  {
    id: 'mood-check',
    category: 'psychosocial',
    body: 'Ask how the patient has been coping emotionally since the injury (mood, stress, worry).',
    when: [['mood']],
  },
  {
    id: 'follow-up-plan',
    category: 'follow-up',
    body: 'Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.',
    when: [['follow_up']],
  },
];
