/**
 * SYNTHETIC probe windows for the nudge check's general rules: written for this file from the shared spec's rules
 * ("POST /api/nudge/check_resolution" rules 2-4, "States and transitions") and the reading of them, in
 * everyday speech-to-text wording (fillers, false starts, numbers as words, little punctuation, interpreters,
 * diarised labels). No real visit, patient or clinician; no identifiers. Not copied from eval/nudge.
 *
 * Each probe exercises one general rule (`rule`): an answer of the expected type, about the same target, from the
 * patient side after a care-side question (asked-answered), or volunteered; partial answers, other targets and
 * plans stay open. probes.test.ts runs them all through the whole check.
 */

export interface Probe {
  id: string;
  /** The general rule the probe tests (one line). */
  rule: string;
  cards: Array<[id: string, category: string, body: string, resolved: boolean]>;
  turns: Array<[speaker: string, text: string]>;
}

const RATE = 'Ask the patient to rate the current knee pain from 0 to 10.';
const SIDE = 'Confirm which hand is dominant.';

export const PROBES: Probe[] = [
  // Scale: a number on the scale is the answer; anchors, fillers and a range are fine; a vague word is partial.
  {
    id: 'sc-anchor',
    rule: 'scale answered with anchors after a filler',
    cards: [['p', 'pain-assessment', RATE, true]],
    turns: [
      [
        'Provider',
        'if zero is nothing at all and ten is the worst you can imagine where is that knee sitting today',
      ],
      ['Patient', 'oh gosh um id go with uh six'],
    ],
  },
  {
    id: 'sc-vague',
    rule: 'a vague reply to a rating request is partial',
    cards: [['p', 'pain-assessment', RATE, false]],
    turns: [
      ['Provider', 'how bad is the knee zero to ten'],
      ['Patient', 'its pretty rough most of the time to be honest'],
    ],
  },
  {
    id: 'sc-past',
    rule: 'only a past or peak rating does not give the current one',
    cards: [['p', 'pain-assessment', RATE, false]],
    turns: [
      ['Dr', 'knee pain number for me'],
      ['Pt', 'well last week it was like a nine'],
    ],
  },
  {
    id: 'sc-interp',
    rule: 'the interpreter renders the patient',
    cards: [['p', 'pain-assessment', RATE, true]],
    turns: [
      ['Clinician', 'can you ask her how bad the knee pain is right now zero to ten'],
      ['Interpreter', 'del cero al diez cuanto le duele la rodilla ahorita'],
      ['Patient', 'como un siete'],
      ['Interpreter', 'she says its about a seven'],
    ],
  },
  {
    id: 'sc-other-site',
    rule: 'a rating for another body site is another target',
    cards: [['p', 'pain-assessment', RATE, false]],
    turns: [
      ['Clinician', 'and the shoulder out of ten'],
      ['Patient', 'shoulders maybe a four'],
    ],
  },
  {
    id: 'sc-speaker',
    rule: 'diarised labels: the asker is the care side',
    cards: [['p', 'pain-assessment', RATE, true]],
    turns: [
      ['Speaker 1', 'alright so that knee on a zero to ten scale what would you call it'],
      ['Speaker 2', 'five i guess five'],
      ['Speaker 1', 'okay five'],
    ],
  },

  // Duration.
  {
    id: 'du-words',
    rule: 'a duration in words answers how long',
    cards: [
      [
        'd',
        'symptom-history',
        'Document how long the numbness in the fingers has been present.',
        true,
      ],
    ],
    turns: [
      ['NP', 'when did the fingers start going numb how long has that been'],
      ['Employee', 'uh going on about three weeks now'],
    ],
  },
  {
    id: 'du-vague',
    rule: 'a vague time is partial',
    cards: [
      [
        'd',
        'symptom-history',
        'Document how long the numbness in the fingers has been present.',
        false,
      ],
    ],
    turns: [
      ['NP', 'how long have the fingers been numb'],
      ['Employee', 'oh a while now i guess'],
    ],
  },

  // Frequency.
  {
    id: 'fr-words',
    rule: 'a frequency in words answers how often',
    cards: [['f', 'medication-review', 'Ask how often the patient takes the ibuprofen.', true]],
    turns: [
      ['RN', 'and the ibuprofen how often are you taking that'],
      ['Caller', 'like two times a day with food'],
    ],
  },
  {
    id: 'fr-vague',
    rule: 'a vague frequency is partial',
    cards: [['f', 'medication-review', 'Ask how often the patient takes the ibuprofen.', false]],
    turns: [
      ['RN', 'how often do you take the ibuprofen'],
      ['Caller', 'just now and then when it acts up'],
    ],
  },

  // Quantity.
  {
    id: 'qu-words',
    rule: 'a count in words answers how many',
    cards: [['q', 'job-demands', 'Record how many hours per shift the patient stands.', true]],
    turns: [
      ['Clinician', 'how many hours are you on your feet on a shift'],
      ['Worker', 'pretty much ten sometimes twelve'],
    ],
  },
  {
    id: 'qu-vague',
    rule: 'a vague amount is partial',
    cards: [['q', 'job-demands', 'Record how many hours per shift the patient stands.', false]],
    turns: [
      ['Clinician', 'how many hours do you stand on a shift'],
      ['Worker', 'a lot man a lot'],
    ],
  },

  // Yes/no.
  {
    id: 'yn-no',
    rule: 'a one-word no answers a yes/no question',
    cards: [['y', 'medical-history', 'Ask whether the patient has diabetes.', true]],
    turns: [
      ['Dr', 'any history of diabetes or high sugar'],
      ['Driver', 'nope'],
    ],
  },
  {
    id: 'yn-hedge',
    rule: 'a hedge alone does not answer yes or no',
    cards: [['y', 'medical-history', 'Ask whether the patient has diabetes.', false]],
    turns: [
      ['Dr', 'do you have diabetes'],
      ['Driver', 'hmm not sure they never told me'],
    ],
  },
  {
    id: 'yn-tag',
    rule: 'a statement with a tag question answered yes',
    cards: [['y', 'work-status', 'Confirm whether the patient is still on modified duty.', true]],
    turns: [
      ['Case Manager', 'so youre still on the light duty right'],
      ['Employee', 'yeah still on light duty till the next visit'],
    ],
  },
  {
    id: 'yn-volunteer',
    rule: 'the patient volunteers the fact unasked',
    cards: [['y', 'smoking', 'Ask whether the patient smokes or vapes.', true]],
    turns: [
      ['Patient', 'i know i know i gotta quit smoking its like half a pack a day'],
      ['Clinician', 'well thats something we can work on'],
    ],
  },
  {
    id: 'yn-family',
    rule: 'a family member’s history is another target',
    cards: [['y', 'medical-history', 'Ask whether the patient has diabetes.', false]],
    turns: [
      ['Dr', 'does diabetes run in the family'],
      ['Driver', 'yeah my dad has it'],
    ],
  },

  // Side.
  {
    id: 'si-short',
    rule: 'a side answer after a filler',
    cards: [['s', 'hand-dominance', SIDE, true]],
    turns: [
      ['Therapist', 'which hand do you write with'],
      ['Client', 'um my right'],
    ],
  },
  {
    id: 'si-vague',
    rule: 'a side given only by description is partial',
    cards: [['s', 'hand-dominance', SIDE, false]],
    turns: [
      ['Therapist', 'which hand is your dominant one'],
      ['Client', 'the one i use the mouse with'],
    ],
  },

  // Body site.
  {
    id: 'bs-point',
    rule: 'a body site answers where',
    cards: [['b', 'injury-location', 'Record which finger was cut.', true]],
    turns: [
      ['MA', 'which finger got cut'],
      ['Patient', 'this one the ring finger on the left'],
    ],
  },

  // Date.
  {
    id: 'da-day',
    rule: 'a day answers when',
    cards: [['t', 'injury-time', 'Document when the injury happened.', true]],
    turns: [
      ['Clinician', 'when did all this happen'],
      ['Patient', 'um last tuesday toward the end of my shift'],
    ],
  },
  {
    id: 'da-vague',
    rule: 'a vague time does not date it',
    cards: [['t', 'injury-time', 'Document when the injury happened.', false]],
    turns: [
      ['Clinician', 'when did you first hurt it'],
      ['Patient', 'a while back honestly i dont remember'],
    ],
  },

  // Description.
  {
    id: 'de-how',
    rule: 'a description answers how it happened',
    cards: [['m', 'mechanism-of-injury', 'Ask how the injury happened.', true]],
    turns: [
      ['Examiner', 'walk me through how it happened'],
      [
        'Applicant',
        'i was coming down the ladder and missed the last rung and kinda landed on the side of my foot',
      ],
    ],
  },
  {
    id: 'de-deflect',
    rule: 'a deflection leaves it unanswered',
    cards: [['m', 'mechanism-of-injury', 'Ask how the injury happened.', false]],
    turns: [
      ['Examiner', 'so how did you hurt it'],
      ['Applicant', 'i dont really know it just started hurting'],
    ],
  },

  // Multi-part: every part must be answered (spec rule 3).
  {
    id: 'mp-half',
    rule: 'one part of two answered is partial',
    cards: [
      [
        'h',
        'job-demands',
        'Record the shift length and how many days a week the patient works.',
        false,
      ],
    ],
    turns: [
      ['Clinician', 'how long are your shifts'],
      ['Worker', 'twelve hours'],
      ['Clinician', 'okay got it'],
    ],
  },
  {
    id: 'mp-both',
    rule: 'both parts answered',
    cards: [
      [
        'h',
        'job-demands',
        'Record the shift length and how many days a week the patient works.',
        true,
      ],
    ],
    turns: [
      ['Clinician', 'how long are your shifts and how many days a week'],
      ['Worker', 'twelve hours four days a week'],
    ],
  },

  // Similar but different targets.
  {
    id: 'wt-side',
    rule: 'the other side is another target',
    cards: [['k', 'physical-exam', 'Check range of motion of the right knee.', false]],
    turns: [
      ['PT', 'okay lets bend the left knee for me as far as it goes'],
      ['Patient', 'ow okay thats about it'],
    ],
  },
  {
    id: 'wt-prior',
    rule: 'the current injury does not answer a prior-injury card',
    cards: [
      ['pi', 'prior-injury', 'Ask about any previous neck injuries before this claim.', false],
    ],
    turns: [
      ['Dr', 'so the neck started after the truck got rear ended'],
      ['Driver', 'yeah right after the crash'],
    ],
  },
  {
    id: 'wt-prior-no',
    rule: 'a prior-injury question answered no',
    cards: [
      ['pi', 'prior-injury', 'Ask about any previous neck injuries before this claim.', true],
    ],
    turns: [
      ['Dr', 'ever hurt your neck before this'],
      ['Driver', 'no never this is the first time'],
    ],
  },

  // Actions: done now (past or present), not planned, put off or refused.
  {
    id: 'ac-bp-done',
    rule: 'a recheck done with the value read out',
    cards: [['v', 'vitals-recheck', 'Recheck blood pressure before discharge.', true]],
    turns: [
      ['Nurse', 'let me grab that pressure one more time'],
      ['Nurse', 'okay one thirty four over eighty two thats better'],
    ],
  },
  {
    id: 'ac-bp-plan',
    rule: 'a recheck planned for later is not done',
    cards: [['v', 'vitals-recheck', 'Recheck blood pressure before discharge.', false]],
    turns: [
      ['Nurse', 'ill recheck your blood pressure before you head out'],
      ['Patient', 'sounds good'],
    ],
  },
  {
    id: 'ac-order-now',
    rule: 'an order placed now is done',
    cards: [['o', 'imaging', 'Order an MRI of the lumbar spine.', true]],
    turns: [
      ['Clinician', 'okay im putting the order in for the mri of your low back right now'],
      ['Patient', 'okay thanks'],
    ],
  },
  {
    id: 'ac-order-future',
    rule: 'an order said as future is a plan',
    cards: [['o', 'imaging', 'Order an MRI of the lumbar spine.', false]],
    turns: [
      ['Clinician', 'if its not better in two weeks well probably order an mri of the back'],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'ac-brace',
    rule: 'a brace handed over and put on is done',
    cards: [['b', 'brace-fitting', 'Provide a wrist brace and check the fit.', true]],
    turns: [
      ['Tech', 'heres your wrist brace lets slide it on'],
      ['Tech', 'how does that feel not too tight'],
      ['Patient', 'no its good feels snug'],
    ],
  },
  {
    id: 'ac-brace-refused',
    rule: 'a refused brace is not done',
    cards: [['b', 'brace-fitting', 'Provide a wrist brace and check the fit.', false]],
    turns: [
      ['Tech', 'we have a wrist brace for you'],
      ['Patient', 'nah i dont want to wear that thing at work'],
    ],
  },
  {
    id: 'ac-book',
    rule: 'a follow-up booked on the spot is done',
    cards: [['f', 'follow-up-scheduling', 'Schedule a follow-up visit in two weeks.', true]],
    turns: [
      ['Clinician', 'ive got you down for a recheck on the ninth at ten thirty'],
      ['Patient', 'perfect that works'],
    ],
  },
  {
    id: 'ac-book-desk',
    rule: 'booking left to the front desk is put off',
    cards: [['f', 'follow-up-scheduling', 'Schedule a follow-up visit in two weeks.', false]],
    turns: [
      ['Clinician', 'the front desk will call you to set up a follow up in a couple weeks'],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'ac-rtw',
    rule: 'a return-to-work date agreed with the patient',
    cards: [['r', 'rtw-planning', 'Agree on a return-to-work date with the patient.', true]],
    turns: [
      ['Clinician', 'so how about you go back monday on half days'],
      ['Employee', 'yeah monday works for me'],
    ],
  },
  {
    id: 'ac-teach-back',
    rule: 'teaching with teach-back done',
    cards: [['t', 'wound-care', 'Teach the dressing change using teach-back.', true]],
    turns: [
      [
        'Nurse',
        'so you wash your hands take the old gauze off clean around it with saline and put a fresh one on',
      ],
      ['Nurse', 'can you tell me back how youll do it at home'],
      [
        'Patient',
        'wash my hands pull off the old one clean it with the saline and put on a new pad',
      ],
    ],
  },
  {
    id: 'ac-teach-only',
    rule: 'teaching without the teach-back is one part of two',
    cards: [['t', 'wound-care', 'Teach the dressing change using teach-back.', false]],
    turns: [
      [
        'Nurse',
        'so you wash your hands take the old gauze off clean around it with saline and put a fresh one on',
      ],
      ['Patient', 'okay got it'],
    ],
  },
  {
    id: 'ac-grip',
    rule: 'a grip test done with the value read',
    cards: [['g', 'grip-strength', 'Measure grip strength in the right hand.', true]],
    turns: [
      ['Therapist', 'squeeze this as hard as you can with the right hand'],
      ['Therapist', 'okay thats twenty eight kilos'],
    ],
  },
  {
    id: 'ac-grip-novalue',
    rule: 'a grip test with no value read is partial',
    cards: [['g', 'grip-strength', 'Measure grip strength in the right hand.', false]],
    turns: [
      ['Therapist', 'squeeze this as hard as you can with the right hand'],
      ['Patient', 'like this'],
      ['Therapist', 'yep good'],
    ],
  },

  // Moved past.
  {
    id: 'mv-discharged',
    rule: 'discharged from therapy: no next visit to book',
    cards: [['n', 'follow-up-scheduling', 'Schedule the next physical therapy session.', true]],
    turns: [
      [
        'Therapist',
        'so youve met all your goals and this is your last session youre discharged from therapy',
      ],
      ['Patient', 'awesome thank you'],
    ],
  },
  {
    id: 'mv-already',
    rule: 'already done earlier',
    cards: [['v', 'vision-screening', 'Perform a visual acuity test.', true]],
    turns: [
      ['Examiner', 'looks like the tech already did your eye chart out front so we can skip that'],
    ],
  },
  {
    id: 'mv-deferred',
    rule: 'put off to the next visit is not moved past',
    cards: [['v', 'vision-screening', 'Perform a visual acuity test.', false]],
    turns: [['Examiner', 'we will do the eye chart next visit we are out of time']],
  },

  // Safety categories never resolve (rule 2).
  {
    id: 'sf-answered',
    rule: 'a safety card stays open even when fully addressed',
    cards: [
      ['r', 'red-flag-screening', 'Screen for saddle numbness and loss of bladder control.', false],
    ],
    turns: [
      ['Dr', 'any numbness in the groin or trouble holding your bladder'],
      ['Patient', 'no nothing like that'],
    ],
  },

  // Discussions need the care side's substance, not a mention or the patient raising it.
  {
    id: 'di-substance',
    rule: 'a discussion given with substance',
    cards: [['h', 'heat-illness', 'Discuss hydration during hot shifts.', true]],
    turns: [
      [
        'Clinician',
        'when its hot out on the roof you gotta drink water every fifteen twenty minutes even if youre not thirsty',
      ],
    ],
  },
  {
    id: 'di-mention',
    rule: 'a mention is not the discussion',
    cards: [['h', 'heat-illness', 'Discuss hydration during hot shifts.', false]],
    turns: [
      ['Patient', 'its been so hot on the roof lately'],
      ['Clinician', 'yeah its brutal out there'],
    ],
  },

  // Second batch, written before the first run against it (a held-out check of the rules above).
  {
    id: 'h-scale-outof',
    rule: 'rating out of ten volunteered mid-story',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate the low back pain on a 0-10 scale.', true],
    ],
    turns: [
      ['Patient', 'the back honestly its been sitting around a five out of ten since the weekend'],
      ['Doctor', 'okay'],
    ],
  },
  {
    id: 'h-scale-range',
    rule: 'a range on the scale is a rating',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate the low back pain on a 0-10 scale.', true],
    ],
    turns: [
      ['Doctor', 'how would you rate your back pain zero to ten'],
      ['Patient', 'i dunno four or five'],
    ],
  },
  {
    id: 'h-scale-words',
    rule: 'words with no number are partial',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate the low back pain on a 0-10 scale.', false],
    ],
    turns: [
      ['Doctor', 'give me a number for the back pain'],
      ['Patient', 'its better than it was not as bad'],
    ],
  },
  {
    id: 'h-scale-left',
    rule: 'the left wrist for a right-wrist rating',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 rating of right wrist pain.', false]],
    turns: [
      ['NP', 'the left wrist how bad zero to ten'],
      ['Patient', 'left is like a three'],
    ],
  },
  {
    id: 'h-dur-since',
    rule: 'since an event gives a duration',
    cards: [['d', 'symptom-history', 'Ask how long the headaches have been going on.', true]],
    turns: [
      ['Nurse', 'and these headaches how long have you had them'],
      ['Patient', 'ever since i hit my head on the shelf'],
    ],
  },
  {
    id: 'h-dur-days',
    rule: 'days in words',
    cards: [['d', 'symptom-history', 'Ask how long the headaches have been going on.', true]],
    turns: [
      ['Nurse', 'how long have the headaches been going on'],
      ['Patient', 'four five days maybe'],
    ],
  },
  {
    id: 'h-freq-daily',
    rule: 'a frequency word',
    cards: [
      ['f', 'home-exercise-education', 'Ask how often the patient does the home exercises.', true],
    ],
    turns: [
      ['PT', 'are you doing the exercises'],
      ['Patient', 'yeah every morning before work'],
    ],
  },
  {
    id: 'h-freq-some',
    rule: 'some days is partial',
    cards: [
      ['f', 'home-exercise-education', 'Ask how often the patient does the home exercises.', false],
    ],
    turns: [
      ['PT', 'how often are you getting the exercises in'],
      ['Patient', 'uh some days for sure'],
    ],
  },
  {
    id: 'h-qty-pills',
    rule: 'a count of pills answers how many',
    cards: [
      ['q', 'medication-review', 'Ask how many ibuprofen tablets the patient takes per day.', true],
    ],
    turns: [
      ['Clinician', 'how many of the ibuprofen are you taking in a day'],
      ['Patient', 'like three maybe four'],
    ],
  },
  {
    id: 'h-yn-yes',
    rule: 'yes to a yes/no question',
    cards: [['y', 'allergy-review', 'Ask whether the patient has any medication allergies.', true]],
    turns: [
      ['MA', 'allergic to any medicines'],
      ['Patient', 'yeah penicillin gives me hives'],
    ],
  },
  {
    id: 'h-yn-other-topic',
    rule: 'a yes to a different question does not answer',
    cards: [
      ['y', 'allergy-review', 'Ask whether the patient has any medication allergies.', false],
    ],
    turns: [
      ['MA', 'are you taking any medicines right now'],
      ['Patient', 'yeah just the naproxen'],
    ],
  },
  {
    id: 'h-yn-interp',
    rule: 'interpreter renders a no',
    cards: [['y', 'smoking', 'Ask whether the patient uses tobacco.', true]],
    turns: [
      ['Provider', 'does he smoke or chew tobacco'],
      ['Interpreter', 'fuma o masca tabaco'],
      ['Patient', 'no nunca'],
      ['Interpreter', 'no never'],
    ],
  },
  {
    id: 'h-yn-nurse-relay',
    rule: 'the nurse asks, the patient answers',
    cards: [['y', 'medical-history', 'Ask whether the patient takes blood thinners.', true]],
    turns: [
      ['RN', 'are you on any blood thinners like warfarin or eliquis'],
      ['Caller', 'no none of those'],
    ],
  },
  {
    id: 'h-side-both',
    rule: 'both answers which side',
    cards: [['s', 'symptom-review', 'Ask which hand goes numb.', true]],
    turns: [
      ['Doctor', 'which hand is going numb on you'],
      ['Worker', 'both of em but the right is worse'],
    ],
  },
  {
    id: 'h-site-where',
    rule: 'where it hurts answered with a site',
    cards: [['b', 'injury-location', 'Ask where on the body the pain is.', true]],
    turns: [
      ['Doctor', 'show me where it hurts'],
      ['Worker', 'right here across the lower back kind of into the hip'],
    ],
  },
  {
    id: 'h-date-time',
    rule: 'a clock time answers when',
    cards: [['t', 'injury-time', 'Document the time of injury.', true]],
    turns: [
      ['Case Manager', 'what time did it happen'],
      ['Employee', 'around two thirty in the afternoon right after lunch'],
    ],
  },
  {
    id: 'h-desc-task',
    rule: 'a task description answers what they were doing',
    cards: [['m', 'mechanism-of-injury', 'Ask what task the worker was doing when injured.', true]],
    turns: [
      ['Clinician', 'what were you doing when it happened'],
      ['Worker', 'stacking fifty pound bags of mortar on a pallet'],
    ],
  },
  {
    id: 'h-mp-one',
    rule: 'two questions, one answered',
    cards: [
      [
        'm',
        'medication-review',
        'Ask which pain medicines the patient takes and how often.',
        false,
      ],
    ],
    turns: [
      ['Clinician', 'what are you taking for the pain'],
      ['Patient', 'tylenol'],
      ['Clinician', 'okay'],
    ],
  },
  {
    id: 'h-mp-both',
    rule: 'two questions, both answered',
    cards: [
      ['m', 'medication-review', 'Ask which pain medicines the patient takes and how often.', true],
    ],
    turns: [
      ['Clinician', 'what are you taking for the pain and how often'],
      ['Patient', 'tylenol twice a day'],
    ],
  },
  {
    id: 'h-prior-current',
    rule: 'this injury for a prior-injury card',
    cards: [
      [
        'pi',
        'prior-injury',
        'Ask whether the patient injured the right shoulder before this claim.',
        false,
      ],
    ],
    turns: [
      ['Doctor', 'how did you hurt the right shoulder'],
      ['Patient', 'pulling a pallet jack last month'],
    ],
  },
  {
    id: 'h-night-day',
    rule: 'daytime pain for a night-pain card',
    cards: [['n', 'sleep', 'Ask whether the knee pain wakes the patient at night.', false]],
    turns: [
      ['Doctor', 'hows the knee during the day'],
      ['Patient', 'during the day its okay honestly'],
    ],
  },
  {
    id: 'h-home-work',
    rule: 'home for a work card',
    cards: [['w', 'job-demands', 'Ask whether the patient kneels at work.', false]],
    turns: [
      ['Clinician', 'do you do a lot of kneeling at home gardening or anything'],
      ['Patient', 'yeah i garden a lot'],
    ],
  },
  {
    id: 'h-act-xray-sent',
    rule: 'an x-ray ordered in the past tense is done',
    cards: [['x', 'imaging', 'Order an x-ray of the right ankle.', true]],
    turns: [
      [
        'Clinician',
        'i went ahead and ordered an x-ray of that right ankle they will take you down the hall',
      ],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'h-act-xray-consider',
    rule: 'thinking about an order is not ordering',
    cards: [['x', 'imaging', 'Order an x-ray of the right ankle.', false]],
    turns: [
      ['Clinician', 'we might need an x-ray of that ankle if it doesnt settle down'],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'h-act-referral-desk',
    rule: 'a referral the office will send later is not done',
    cards: [['r', 'referral', 'Refer the patient to hand therapy.', false]],
    turns: [
      ['Clinician', 'my office will send the hand therapy referral next week'],
      ['Patient', 'great'],
    ],
  },
  {
    id: 'h-act-referral-now',
    rule: 'a referral sent now',
    cards: [['r', 'referral', 'Refer the patient to hand therapy.', true]],
    turns: [
      ['Clinician', 'im sending the referral to hand therapy right now'],
      ['Patient', 'thank you'],
    ],
  },
  {
    id: 'h-act-sheet',
    rule: 'a handout handed over',
    cards: [['h', 'patient-education', 'Give the patient the home exercise handout.', true]],
    turns: [
      ['PT', 'here is your home exercise sheet with the pictures'],
      ['Patient', 'cool thanks'],
    ],
  },
  {
    id: 'h-act-sheet-later',
    rule: 'a handout promised by email later',
    cards: [['h', 'patient-education', 'Give the patient the home exercise handout.', false]],
    turns: [
      ['PT', 'ill email you the home exercise sheet after the visit'],
      ['Patient', 'cool thanks'],
    ],
  },
  {
    id: 'h-act-balance',
    rule: 'a balance test done with the time',
    cards: [
      [
        'b',
        'balance-test',
        'Perform a single-leg balance test on the left leg and record the time.',
        true,
      ],
    ],
    turns: [
      ['PT', 'stand on your left leg for me as long as you can'],
      ['PT', 'and thats twenty two seconds'],
    ],
  },
  {
    id: 'h-act-balance-right',
    rule: 'the right leg for a left-leg test',
    cards: [
      [
        'b',
        'balance-test',
        'Perform a single-leg balance test on the left leg and record the time.',
        false,
      ],
    ],
    turns: [
      ['PT', 'stand on your right leg for me as long as you can'],
      ['PT', 'and thats thirty seconds'],
    ],
  },
  {
    id: 'h-act-teachback-nurse',
    rule: 'teach-back with a demonstration',
    cards: [['t', 'patient-education', 'Teach the crutch gait on stairs using teach-back.', true]],
    turns: [
      ['Nurse', 'going up the good leg goes first then the crutches then the hurt leg'],
      ['Nurse', 'now you show me on these two steps'],
      ['Patient', 'good leg up then crutches then this one'],
    ],
  },
  {
    id: 'h-act-rtw-no',
    rule: 'a return-to-work date the patient does not accept',
    cards: [['r', 'rtw-planning', 'Agree on a return-to-work date with the patient.', false]],
    turns: [
      ['Clinician', 'how about you go back next monday'],
      ['Employee', 'no way im not ready for that'],
    ],
  },
  {
    id: 'h-act-book-question',
    rule: 'a follow-up slot proposed and accepted',
    cards: [['f', 'follow-up-scheduling', 'Schedule a follow-up visit in one week.', true]],
    turns: [
      ['Clinician', 'can you come back next thursday at nine'],
      ['Patient', 'yes thursday works'],
    ],
  },
  {
    id: 'h-moved-condition',
    rule: 'the card condition is found not to hold',
    cards: [['x', 'imaging', 'Order a wrist x-ray if there is snuffbox tenderness.', true]],
    turns: [
      ['Clinician', 'pressing here in the snuffbox does that hurt'],
      ['Patient', 'no not at all'],
    ],
  },
  {
    id: 'h-moved-pin',
    rule: 'put a pin in it is not moved past',
    cards: [
      [
        'm',
        'mood-screening',
        'Ask how the patient has been feeling emotionally since the injury.',
        false,
      ],
    ],
    turns: [
      ['Clinician', 'i want to ask about how youre coping but lets come back to that next time'],
    ],
  },
  {
    id: 'h-safety-otc',
    rule: 'safety category stays open',
    cards: [
      [
        'o',
        'otc-contraindication-check',
        'Check for kidney disease before suggesting ibuprofen.',
        false,
      ],
    ],
    turns: [
      ['Clinician', 'any kidney problems'],
      ['Patient', 'no'],
    ],
  },
  {
    id: 'h-disc-ice',
    rule: 'ice advice with substance',
    cards: [['i', 'self-care', 'Explain how to ice the ankle.', true]],
    turns: [
      [
        'Clinician',
        'for the ankle put ice on it twenty minutes at a time with a towel in between a few times a day',
      ],
    ],
  },
  {
    id: 'h-disc-patient-only',
    rule: 'the patient raising it is not the discussion',
    cards: [['i', 'self-care', 'Explain how to ice the ankle.', false]],
    turns: [
      ['Patient', 'i been icing the ankle at night'],
      ['Clinician', 'okay good'],
    ],
  },
  {
    id: 'h-disc-later',
    rule: 'a talk put off',
    cards: [['c', 'claims-education', 'Explain how the workers comp claim process works.', false]],
    turns: [
      ['Clinician', 'the case manager will walk you through the claim stuff tomorrow'],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'h-roles-diarised',
    rule: 'diarised labels with the patient asking first',
    cards: [['y', 'medical-history', 'Ask whether the patient has high blood pressure.', true]],
    turns: [
      ['SPEAKER_01', 'hi sorry im late'],
      ['SPEAKER_00', 'no problem do you have high blood pressure'],
      ['SPEAKER_01', 'no my pressure is always fine'],
      ['SPEAKER_00', 'good any other medical problems'],
    ],
  },

  // Third batch, written before the first run against it (a second held-out check).
  {
    id: 'x-scale-family',
    rule: 'a family member gives the rating for the patient',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 pain rating.', true]],
    turns: [
      ['Doctor', 'can he give me a number for the pain zero to ten'],
      ['Family member', 'he told me earlier its like an eight'],
      ['Doctor', 'okay'],
    ],
  },
  {
    id: 'x-scale-asked-no-answer',
    rule: 'a rating asked, then the topic changes',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 pain rating.', false]],
    turns: [
      ['Doctor', 'zero to ten how bad'],
      ['Patient', 'oh hey before i forget my boss wants a note'],
      ['Doctor', 'sure we can do that'],
    ],
  },
  {
    id: 'x-dur-rtw',
    rule: 'how long off work answered in weeks',
    cards: [['d', 'work-status', 'Document how long the patient has been off work.', true]],
    turns: [
      ['Case manager', 'how long have you been out of work now'],
      ['Claimant', 'going on six weeks'],
    ],
  },
  {
    id: 'x-freq-nights',
    rule: 'nights a week answers how often it wakes',
    cards: [
      ['n', 'sleep', 'Ask how many nights a week the shoulder pain wakes the patient.', true],
    ],
    turns: [
      ['Clinician', 'how many nights a week does the shoulder wake you up'],
      ['Patient', 'probably four or five nights'],
    ],
  },
  {
    id: 'x-freq-night-vague',
    rule: 'a lot of nights is vague',
    cards: [
      ['n', 'sleep', 'Ask how many nights a week the shoulder pain wakes the patient.', false],
    ],
    turns: [
      ['Clinician', 'how many nights a week does the shoulder wake you up'],
      ['Patient', 'a lot of nights man'],
    ],
  },
  {
    id: 'x-qty-lift',
    rule: 'pounds answer how much the patient lifts',
    cards: [['q', 'job-demands', 'Record the heaviest weight the patient lifts at work.', true]],
    turns: [
      ['Examiner', 'whats the heaviest thing you gotta lift on the job'],
      ['Candidate', 'the cement bags are like eighty pounds'],
    ],
  },
  {
    id: 'x-qty-home',
    rule: 'weight lifted at the gym is not at work',
    cards: [['q', 'job-demands', 'Record the heaviest weight the patient lifts at work.', false]],
    turns: [
      ['Examiner', 'what do you lift at the gym'],
      ['Candidate', 'i bench like two hundred'],
    ],
  },
  {
    id: 'x-yn-hedge-content',
    rule: 'a hedged maybe does not answer',
    cards: [['y', 'medical-history', 'Ask whether the patient has ever had a seizure.', false]],
    turns: [
      ['Doctor', 'have you ever had a seizure'],
      ['Driver', 'hmm maybe'],
    ],
  },
  {
    id: 'x-yn-statement',
    rule: 'a plain statement answers the yes/no question',
    cards: [['y', 'medical-history', 'Ask whether the patient has ever had a seizure.', true]],
    turns: [
      ['Doctor', 'ever had a seizure or blackout'],
      ['Driver', 'never had anything like that'],
    ],
  },
  {
    id: 'x-side-words',
    rule: 'a side in a longer reply',
    cards: [['s', 'injury-location', 'Ask which knee was injured.', true]],
    turns: [
      ['NP', 'and which knee did you twist'],
      ['Patient', 'it was the left one when i stepped off the curb'],
    ],
  },
  {
    id: 'x-side-no',
    rule: 'no side given',
    cards: [['s', 'injury-location', 'Ask which knee was injured.', false]],
    turns: [
      ['NP', 'which knee did you twist'],
      ['Patient', 'the one that always bugs me'],
    ],
  },
  {
    id: 'x-date-weekday',
    rule: 'a weekday dates it',
    cards: [['t', 'injury-time', 'Document the date of injury.', true]],
    turns: [
      ['Clinician', 'what day did you get hurt'],
      ['Worker', 'it was friday morning'],
    ],
  },
  {
    id: 'x-desc-volunteer',
    rule: 'how it happened volunteered',
    cards: [['m', 'mechanism-of-injury', 'Ask how the injury happened.', true]],
    turns: [
      [
        'Worker',
        'so i was pulling a pallet jack and it caught on the dock plate and yanked my shoulder',
      ],
      ['Clinician', 'ouch okay'],
    ],
  },
  {
    id: 'x-act-teach-show',
    rule: 'an exercise taught and shown back',
    cards: [
      [
        't',
        'home-exercise-education',
        'Teach the wall slide exercise and have the patient demonstrate it.',
        true,
      ],
    ],
    turns: [
      [
        'Therapist',
        'back against the wall slide down slow till your knees are bent like this then come up',
      ],
      ['Therapist', 'now you try it'],
      ['Patient', 'like this down and up'],
    ],
  },
  {
    id: 'x-act-provide-later',
    rule: 'a splint to be picked up later is not provided',
    cards: [['s', 'brace-fitting', 'Provide a thumb spica splint.', false]],
    turns: [
      [
        'Clinician',
        'we are out of the thumb spica splints today you can pick one up at the pharmacy',
      ],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'x-act-form-done',
    rule: 'a form filled out now',
    cards: [['w', 'work-status', 'Complete the work status form.', true]],
    turns: [
      ['Clinician', 'im filling out your work status form right now with the restrictions'],
      ['Patient', 'thanks'],
    ],
  },
  {
    id: 'x-act-form-plan',
    rule: 'a form to be done after the visit',
    cards: [['w', 'work-status', 'Complete the work status form.', false]],
    turns: [
      ['Clinician', 'ill do your work status form after we hang up'],
      ['Patient', 'thanks'],
    ],
  },
  {
    id: 'x-act-notify',
    rule: 'the employer called now',
    cards: [['e', 'employer-communication', 'Notify the employer of the work restrictions.', true]],
    turns: [
      ['Case manager', 'i just called your supervisor and told him about the restrictions'],
      ['Employee', 'what did he say'],
    ],
  },
  {
    id: 'x-act-notify-plan',
    rule: 'the employer to be told later',
    cards: [
      ['e', 'employer-communication', 'Notify the employer of the work restrictions.', false],
    ],
    turns: [
      ['Case manager', 'ill give your supervisor a call about the restrictions tomorrow'],
      ['Employee', 'okay'],
    ],
  },
  {
    id: 'x-act-recheck-earlier',
    rule: 'the earlier high reading is not the recheck',
    cards: [['v', 'vitals-recheck', 'Recheck blood pressure.', false]],
    turns: [
      ['Nurse', 'your blood pressure was one sixty over ninety five when you came in'],
      ['Patient', 'yeah i was nervous'],
    ],
  },
  {
    id: 'x-moved-not-needed',
    rule: 'decided not needed',
    cards: [['x', 'imaging', 'Order an x-ray of the foot.', true]],
    turns: [
      [
        'Clinician',
        'you can walk on it fine and theres no bone tenderness so we dont need an x-ray of the foot',
      ],
    ],
  },
  {
    id: 'x-disc-restrict',
    rule: 'restrictions explained with substance',
    cards: [['r', 'restrictions-review', 'Explain the work restrictions to the patient.', true]],
    turns: [
      [
        'Clinician',
        'so for the next two weeks no lifting over ten pounds with the right arm and no reaching above your shoulder',
      ],
    ],
  },
  {
    id: 'x-disc-restrict-mention',
    rule: 'restrictions only mentioned',
    cards: [['r', 'restrictions-review', 'Explain the work restrictions to the patient.', false]],
    turns: [
      ['Clinician', 'we will figure out restrictions in a bit'],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'x-safety-escalate',
    rule: 'an escalation card stays open',
    cards: [['e', 'escalation-indicated', 'Escalate to the supervising physician now.', false]],
    turns: [['Nurse', 'im paging the doctor right now to come see you']],
  },

  // Fourth batch: traps for a false resolution, written before the first run against them.
  {
    id: 'f-vol-coworker',
    rule: 'someone else’s habit is not the patient’s',
    cards: [['y', 'smoking', 'Ask whether the patient smokes.', false]],
    turns: [
      ['Patient', 'the guys on my crew smoke like chimneys on break'],
      ['Clinician', 'huh'],
    ],
  },
  {
    id: 'f-vol-question',
    rule: 'the patient asking about a topic does not answer it',
    cards: [['m', 'medication-review', 'Ask which medicines the patient takes.', false]],
    turns: [
      ['Patient', 'should i be taking something for this'],
      ['Clinician', 'lets finish the exam first'],
    ],
  },
  {
    id: 'f-scale-clinician',
    rule: 'the clinician’s own number is not the patient’s rating',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 pain rating.', false]],
    turns: [
      ['Clinician', 'most people with this kind of sprain are at a six or seven the first week'],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'f-dur-plan',
    rule: 'a planned duration is not how long it has been',
    cards: [['d', 'symptom-history', 'Ask how long the wrist has been hurting.', false]],
    turns: [
      ['Clinician', 'keep the splint on for two weeks'],
      ['Patient', 'two weeks okay'],
    ],
  },
  {
    id: 'f-side-clinician',
    rule: 'the clinician naming a side while examining does not answer which hand is dominant',
    cards: [['s', 'hand-dominance', 'Confirm which hand is dominant.', false]],
    turns: [
      ['Clinician', 'let me look at the right hand first'],
      ['Patient', 'sure'],
    ],
  },
  {
    id: 'f-act-patient-did',
    rule: 'the patient saying they did it is not the clinician’s action',
    cards: [['o', 'imaging', 'Order an x-ray of the left wrist.', false]],
    turns: [
      ['Patient', 'i already had an x-ray of my wrist at urgent care last year'],
      ['Clinician', 'okay'],
    ],
  },
  {
    id: 'f-act-question',
    rule: 'asking whether to order is not ordering',
    cards: [['o', 'imaging', 'Order an x-ray of the left wrist.', false]],
    turns: [
      ['Clinician', 'do you want me to order an x-ray of the left wrist'],
      ['Patient', 'um let me think about it'],
    ],
  },
  {
    id: 'f-act-negated',
    rule: 'a negated deed is not done',
    cards: [['r', 'referral', 'Refer the patient to physical therapy.', false]],
    turns: [
      ['Clinician', 'i havent sent the physical therapy referral yet'],
      ['Patient', 'okay'],
    ],
  },
  {
    id: 'f-book-patient-call',
    rule: 'the patient will call to book',
    cards: [['f', 'follow-up-scheduling', 'Schedule a follow-up visit in two weeks.', false]],
    turns: [
      ['Clinician', 'give us a call to book a follow up in two weeks'],
      ['Patient', 'will do'],
    ],
  },
  {
    id: 'f-disc-question',
    rule: 'a question about the topic is not the discussion',
    cards: [['h', 'heat-illness', 'Discuss the signs of heat exhaustion.', false]],
    turns: [
      ['Clinician', 'do you know the signs of heat exhaustion'],
      ['Patient', 'kinda'],
    ],
  },
  {
    id: 'f-yn-other-person',
    rule: 'a yes about another person',
    cards: [['y', 'medical-history', 'Ask whether the patient has asthma.', false]],
    turns: [
      ['Clinician', 'anyone at home with asthma'],
      ['Patient', 'yeah my son'],
    ],
  },
  {
    id: 'f-moved-later',
    rule: 'not today is not moved past',
    cards: [['t', 'drug-screen', 'Collect a urine drug screen.', false]],
    turns: [
      ['Nurse', 'we wont do the drug screen today the lab is closed you can come back tomorrow'],
    ],
  },

  // Fifth batch: general mechanisms behind misses on a fresh held-out set (categories, not its wording), written
  // before the fixes they prompted.
  {
    id: 'g-back-adverb',
    rule: '"do it back" is not the back: the card has no body site',
    cards: [
      [
        't',
        'home-exercise-education',
        'Teach the wrist stretch and have the patient do it back.',
        true,
      ],
    ],
    turns: [
      [
        'Therapist',
        'okay so the wrist stretch arm straight out palm down and gently pull the fingers toward you',
      ],
      ['Patient', 'like this'],
      ['Therapist', 'yep hold it there twenty seconds and do that three times a day'],
    ],
  },
  {
    id: 'g-two-part-years',
    rule: '"and for how many years" is a part of its own',
    cards: [
      [
        'c',
        'smoking',
        'Ask how many cigarettes a day and for how many years the patient has smoked.',
        false,
      ],
    ],
    turns: [
      ['Clinician', 'how many cigarettes a day are we talking'],
      ['Patient', 'about ten a day'],
    ],
  },
  {
    id: 'g-two-part-years-both',
    rule: 'both parts answered',
    cards: [
      [
        'c',
        'smoking',
        'Ask how many cigarettes a day and for how many years the patient has smoked.',
        true,
      ],
    ],
    turns: [
      ['Clinician', 'how many cigarettes a day are we talking'],
      ['Patient', 'about ten a day'],
      ['Clinician', 'and how long have you been smoking'],
      ['Patient', 'since i was twenty so fifteen years'],
    ],
  },
  {
    id: 'g-own-words',
    rule: 'the patient must say it: the clinician saying it is not the patient’s own words',
    cards: [
      [
        'w',
        'wound-care',
        'Have the patient repeat the wound care steps in their own words.',
        false,
      ],
    ],
    turns: [
      [
        'Nurse',
        'keep it dry for a day then wash it gently with soap and water and put a fresh bandage on',
      ],
      ['Patient', 'okay sounds good'],
    ],
  },
  {
    id: 'g-own-words-done',
    rule: 'the patient says the steps back',
    cards: [
      ['w', 'wound-care', 'Have the patient repeat the wound care steps in their own words.', true],
    ],
    turns: [
      [
        'Nurse',
        'keep it dry for a day then wash it gently with soap and water and put a fresh bandage on',
      ],
      ['Nurse', 'can you tell me back what youll do at home'],
      ['Patient', 'keep it dry till tomorrow then soap and water and a new bandage'],
    ],
  },
  {
    id: 'g-rating-context',
    rule: 'a rating asked with activity is not the rating at rest, asked or not',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate left hip pain at rest from 0 to 10.',
        false,
      ],
    ],
    turns: [
      ['Clinician', 'when you climb stairs how bad does the left hip get zero to ten'],
      ['Patient', 'going up stairs probably a six'],
    ],
  },
  {
    id: 'g-family-place',
    rule: 'a relative named as a place is not the relative’s fact',
    cards: [
      ['m', 'medication-review', 'Document how many doses of the antibiotic were missed.', true],
    ],
    turns: [
      ['Nurse', 'did you miss any doses of the antibiotic'],
      ['Patient', 'just one on sunday i was staying over at my moms'],
    ],
  },
  {
    id: 'g-moved-other-topic',
    rule: 'a no-longer-needed word about another topic does not move past the card',
    cards: [
      ['x', 'home-exercise-education', 'Ask how often the patient does the knee exercises.', false],
    ],
    turns: [
      ['Clinician', 'you can stop the ice it isnt needed anymore just keep up the knee exercises'],
    ],
  },
  {
    id: 'g-not-due',
    rule: 'not due is not needed',
    cards: [['t', 'immunization', 'Give a tetanus booster.', true]],
    turns: [
      ['Nurse', 'your last tetanus shot was three years ago so you are not due for another one'],
    ],
  },
  {
    id: 'g-result-earlier',
    rule: 'a test already done earlier today with its score',
    cards: [['q', 'outcome-measure', 'Administer the sleepiness scale.', true]],
    turns: [
      ['Clinician', 'your sleepiness score on the intake sheet was a six which is normal'],
      ['Patient', 'good'],
    ],
  },
  {
    id: 'g-fall-kind',
    rule: 'a twist is not a fall',
    cards: [['f', 'symptom-review', 'Ask whether the patient has fallen since the injury.', false]],
    turns: [
      ['Clinician', 'hows the ankle'],
      ['Patient', 'sore i twisted it again on a curb saturday'],
    ],
  },
  {
    id: 'g-sole-type',
    rule: 'a question naming nothing, asking how long, is the one duration card',
    cards: [
      ['d', 'symptom-review', 'Document how long the swelling has been present.', true],
      ['s', 'sleep', 'Ask whether the ankle wakes the patient at night.', false],
    ],
    turns: [
      ['Clinician', 'show me where'],
      ['Patient', 'right here on the outside of the ankle'],
      ['Clinician', 'how long has it been like this'],
      ['Patient', 'since monday so four days'],
    ],
  },
];
