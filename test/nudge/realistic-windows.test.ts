/**
 * Realistic transcript windows through the whole check (intents, window evidence, resolution rules, service
 * rules): speech-to-text text (lower case, no punctuation), fillers, interruptions, diarisation labels, negations,
 * volunteered information, set-asides and partial answers. Each card's expected verdict follows the rules
 * (docs/nudge.md): asked AND answered, an in-visit deferral is not moved past, a discussion needs the clinician's
 * substance. The windows marked "was true" were labelled under the old rules and changed, with the reason beside
 * them. KNOWN_GAPS are windows the offline judge still gets wrong; they run as `todo` so a fix shows up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkResolution } from '../../src/nudge/check.ts';
import { rulesModel } from './models.ts';

interface Window {
  id: string;
  cards: Array<[id: string, category: string, body: string, resolved: boolean]>;
  turns: Array<[speaker: string, text: string]>;
}

const windows: Window[] = [
  {
    id: 'w01',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [
      ['clinician', 'so um on a scale of zero to ten how bad is the back pain today'],
      ['patient', 'uh id say like seven out of ten maybe'],
    ],
  },
  {
    id: 'w02',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'how would you rate the pain zero to ten'],
      ['patient', 'its pretty bad honestly i dont know'],
    ],
  },
  {
    id: 'w03',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [
      ['clinician', 'on a scale of one to ten where is your pain'],
      ['patient', 'hmm let me think'],
      ['patient', 'probably a six'],
    ],
  },
  {
    id: 'w04',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [
      ['patient', 'the pain is about an eight today its been rough'],
      ['clinician', 'okay lets take a look'],
    ],
  },
  {
    id: 'w05',
    cards: [
      [
        'f',
        'fear-avoidance',
        'Ask whether the patient worries that moving or going back to work will cause more harm.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'how are things going'],
      ['patient', 'honestly im scared that if i go back to the warehouse ill hurt it again'],
    ],
  },
  {
    id: 'w06',
    cards: [['s', 'sleep', 'Ask how the symptoms affect sleep.', true]],
    turns: [
      ['patient', 'sleep is fine no problems there'],
      ['clinician', 'good'],
    ],
  },
  {
    id: 'w07',
    cards: [
      [
        'm',
        'psychosocial',
        'Ask how the patient has been coping emotionally since the injury (mood, stress, worry).',
        false,
      ],
    ],
    turns: [
      [
        'clinician',
        'i know theres a lot going on but lets leave the stress stuff for next visit and focus on the shoulder today',
      ],
    ],
  }, // was true; the rules: in-visit deferral ('leave the stress stuff for next visit') is not moved past
  {
    id: 'w08',
    cards: [
      [
        'w',
        'work-status',
        'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'lets put a pin in the work stuff we can get to it later'],
      ['patient', 'sure'],
    ],
  }, // was true; the rules: in-visit deferral ('put a pin in the work stuff') is not moved past
  {
    id: 'w09',
    cards: [['m', 'medication-review', 'Ask which medicines the patient is using for this.', true]],
    turns: [
      ['clinician', 'are you taking anything for it'],
      ['patient', 'no nothing i dont like taking pills'],
    ],
  },
  {
    id: 'w10',
    cards: [
      [
        'i',
        'injury-mechanism',
        'Ask how the injury happened, including the task being done at the time.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'so how did this'],
      ['patient', 'i was lifting a box'],
      ['clinician', 'sorry go ahead'],
      ['patient', 'lifting boxes off the pallet and i felt a pop in my back'],
    ],
  },
  {
    id: 'w11',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [['patient', 'its like a four most days but at night the pain goes up to a seven']],
  },
  {
    id: 'w12',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [
      ['clinician', 'where would you put the pain zero being none ten the worst'],
      ['patient', 'somewhere between five and six'],
    ],
  },
  {
    id: 'w13',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [['patient', 'my pains about a 6 out of 10 right now']],
  },
  {
    id: 'w14',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'scale of 0-10?'],
      ['patient', 'its bad really bad'],
    ],
  },
  {
    id: 'w15',
    cards: [['s', 'sleep', 'Ask how the symptoms affect sleep.', true]],
    turns: [['patient', 'i keep waking up at night cause i cant get comfortable']],
  },
  {
    id: 'w16',
    cards: [['s', 'sleep', 'Ask how the symptoms affect sleep.', true]],
    turns: [['patient', 'i was up all night tossing and turning with this shoulder']],
  },
  {
    id: 'w17',
    cards: [
      [
        'w',
        'work-status',
        'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'are you back at work yet'],
      ['patient', 'no im still off'],
    ],
  },
  {
    id: 'w18',
    cards: [['h', 'therapy', 'Provide a home exercise program for the ankle.', true]],
    turns: [
      ['clinician', 'im going to give you some exercises for the ankle to do at home twice a day'],
    ],
  },
  {
    id: 'w19',
    cards: [['x', 'imaging', 'Order an x-ray of the ankle if there is bony tenderness.', true]],
    turns: [['clinician', 'no tenderness over the bone so i dont think we need an x-ray today']],
  },
  {
    id: 'w20',
    cards: [['h', 'therapy', 'Provide a home exercise program for the ankle.', false]],
    turns: [
      ['clinician', 'have you been doing any exercises for the ankle at home?'],
      ['patient', 'not really'],
    ],
  },
  {
    id: 'w21',
    cards: [['r', 'referral', 'Refer to physical therapy for the shoulder.', true]],
    turns: [['clinician', 'im putting in a referral to pt for your shoulder']],
  },
  {
    id: 'w22',
    cards: [
      [
        'f',
        'follow-up',
        'Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'lets see you back in two weeks and if the numbness gets worse call us sooner'],
      ['patient', 'okay sounds good'],
    ],
  },
  {
    id: 'w23',
    cards: [['m', 'medication-review', 'Ask which medicines the patient is using for this.', true]],
    turns: [
      ['clinician', 'what are you taking for the pain'],
      ['patient', 'just some advil here and there'],
    ],
  },
  {
    id: 'w24',
    cards: [
      [
        'm',
        'psychosocial',
        'Ask how the patient has been coping emotionally since the injury (mood, stress, worry).',
        true,
      ],
    ],
    turns: [['patient', 'ive been pretty down and kind of on edge since it happened']],
  },
  {
    id: 'w25',
    cards: [
      [
        'e',
        'emergency-activation',
        'Patient mentioned chest pain. Consider activating emergency services now.',
        false,
      ],
    ],
    turns: [
      ['patient', 'i had chest pain and got really short of breath on the stairs'],
      ['clinician', 'okay im calling 911 right now'],
    ],
  },
  {
    id: 'w26',
    cards: [
      [
        'r',
        'red-flag-screening',
        'Screen for red flags: numbness in the legs, loss of bladder or bowel control.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'any numbness or tingling in your legs or trouble with your bladder'],
      ['patient', 'no none of that'],
    ],
  },
  {
    id: 'w27',
    cards: [
      [
        'l',
        'patient-location-unconfirmed',
        'Confirm where the patient is right now before continuing.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'can you confirm youre at home right now'],
      ['patient', 'yes im at home'],
    ],
  },
  {
    id: 'w28',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [
      ['SPEAKER_00', 'how would you rate your pain from zero to ten'],
      ['SPEAKER_01', 'about a five'],
    ],
  },
  {
    id: 'w29',
    cards: [
      [
        'j',
        'job-demands',
        'Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).',
        true,
      ],
    ],
    turns: [
      ['nurse', 'what parts of your job are you having trouble with'],
      ['employee', 'mostly the lifting i cant lift the totes over my head'],
    ],
  },
  {
    id: 'w30',
    cards: [['s', 'sleep', 'Ask how the symptoms affect sleep.', false]],
    turns: [
      ['clinician', 'the swelling in the knee looks better'],
      ['patient', 'yeah its going down'],
    ],
  },
  {
    id: 'w31',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [
      ['clinician', 'zero to ten?'],
      ['patient', 'um'],
      ['clinician', 'roughly'],
      ['patient', 'maybe a three'],
    ],
  },
  {
    id: 'w32',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.', true],
    ],
    turns: [['patient', 'my back has been killing me its like a nine']],
  },
  {
    id: 'w33',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['patient', 'the pain got so bad i took two advil'],
      ['clinician', 'okay'],
    ],
  },
  {
    id: 'w34',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [['patient', 'the pain wakes me up at three most nights']],
  },
  {
    id: 'w35',
    cards: [['t', 'lifestyle', 'Ask about tobacco use, since smoking slows healing.', true]],
    turns: [
      ['clinician', 'do you smoke at all'],
      ['patient', 'nope quit years ago'],
    ],
  },
  {
    id: 'w36',
    cards: [['i', 'self-care', 'Explain ice and elevation for the swelling.', true]],
    turns: [
      [
        'clinician',
        'for the swelling i want you to ice it twenty minutes at a time and keep it propped up on a pillow',
      ],
    ],
  },
  {
    id: 'w37',
    cards: [['i', 'self-care', 'Explain ice and elevation for the swelling.', false]],
    turns: [
      ['clinician', 'have you been icing it'],
      ['patient', 'a little'],
    ],
  },
  {
    id: 'w38',
    cards: [
      [
        'f',
        'fear-avoidance',
        'Ask whether the patient is afraid that going back to work will make the shoulder worse.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'are you nervous about going back'],
      ['patient', 'a bit yeah im worried ill tear it again'],
    ],
  },
  {
    id: 'w39',
    cards: [['m', 'medication-review', 'Ask which medicines the patient is using for this.', true]],
    turns: [['clinician', 'we already went over your meds with the nurse so i wont repeat that']],
  },
  {
    id: 'w40',
    cards: [['s', 'sleep', 'Ask how the symptoms affect sleep.', false]],
    turns: [
      ['patient', 'should i sleep with a brace on?'],
      ['clinician', 'we can talk about the brace in a sec'],
    ],
  },
  {
    id: 'w41',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 knee pain rating.', true]],
    turns: [
      ['clinician', 'hows the knee'],
      ['patient', 'its sore'],
      ['clinician', 'give me a number zero to ten'],
      ['patient', 'five-ish'],
    ],
  },
  {
    id: 'w42',
    cards: [
      [
        'w',
        'work-status',
        'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'what are you doing at work right now'],
      ['patient', 'theyve got me on light duty at the front desk'],
    ],
  },
  {
    id: 'v01',
    cards: [
      ['p', 'pain-assessment', 'Ask for a 0-10 rating of the wrist pain.', true],
      ['m', 'medication-review', 'Ask which medicines the patient is taking for the wrist.', false],
    ],
    turns: [
      ['Doctor', 'okay and the wrist how bad would you say it is out of ten'],
      ['Patient', 'its at a six right now'],
      ['Doctor', 'and that stays about the same during the day?'],
      ['Patient', 'pretty much'],
    ],
  },
  {
    id: 'v02',
    cards: [
      ['s', 'sleep', 'Ask whether pain wakes the patient at night.', true],
      ['f', 'follow-up', 'Agree on when the patient should come back.', false],
    ],
    turns: [
      ['clinician', 'does it wake you up at night'],
      ['patient', 'yeah like two or three times'],
    ],
  },
  {
    id: 'v03',
    cards: [
      ['w', 'work-status', 'Ask whether the patient has returned to work since the injury.', true],
    ],
    turns: [
      ['patient', 'so i went back to work on monday on light duty'],
      ['clinician', 'how is that going'],
    ],
  },
  {
    id: 'v04',
    cards: [
      ['m', 'psychosocial', 'Ask whether stress or worry has increased since the injury.', false],
    ],
    turns: [
      ['clinician', 'any numbness in the hand'],
      ['patient', 'no just stiffness'],
    ],
  },
  {
    id: 'v05',
    cards: [
      [
        'j',
        'job-demands',
        'Ask which job tasks the patient cannot do right now, such as lifting or carrying.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'what can you not do at work right now'],
      ['patient', 'i cant carry the trays or reach the top shelf'],
    ],
  },
  {
    id: 'v06',
    cards: [['t', 'lifestyle', 'Ask about alcohol use.', true]],
    turns: [
      ['clinician', 'how much do you drink in a week'],
      ['patient', 'maybe a couple beers on the weekend'],
    ],
  },
  {
    id: 'v07',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate the pain from 0 to 10.', false]],
    turns: [
      ['clinician', 'how is the pain today'],
      ['patient', 'better than last week'],
    ],
  },
  {
    id: 'v08',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate the pain from 0 to 10.', true]],
    turns: [
      ['clinician', 'how is the pain today'],
      ['patient', 'better than last week'],
      ['clinician', 'if you had to give it a number'],
      ['patient', 'id say a three'],
    ],
  },
  {
    id: 'v09',
    cards: [['i', 'injury-mechanism', 'Ask how the injury happened.', true]],
    turns: [
      ['clinician', 'walk me through what happened'],
      ['patient', 'i slipped on some oil by the loading dock and landed on my hip'],
    ],
  },
  {
    id: 'v10',
    cards: [['x', 'imaging', 'Order an x-ray of the ankle if there is bony tenderness.', true]],
    turns: [
      [
        'clinician',
        'theres some tenderness right over the bone here so im going to send you for an x-ray',
      ],
    ],
  },
  {
    id: 'v11',
    cards: [['x', 'imaging', 'Order an x-ray of the ankle if there is bony tenderness.', false]],
    turns: [
      ['patient', 'do i need an x-ray?'],
      ['clinician', 'let me examine it first'],
    ],
  },
  {
    id: 'v12',
    cards: [
      [
        'f',
        'fear-avoidance',
        'Ask whether the patient avoids movement for fear of re-injury.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'are you avoiding anything because youre afraid youll hurt it again'],
      ['patient', 'yeah i stopped going to the gym'],
    ],
  },
  {
    id: 'v13',
    cards: [
      [
        'm',
        'medication-review',
        'Ask which medications the patient is taking, including over-the-counter ones.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'any medications'],
      ['patient', 'just tylenol and my blood pressure pill'],
    ],
  },
  {
    id: 'v14',
    cards: [['s', 'sleep', 'Ask about sleep quality since the injury.', true]],
    turns: [['clinician', 'we talked about sleep already at intake so lets skip that']],
  },
  {
    id: 'v15',
    cards: [
      [
        'o',
        'otc-contraindication-check',
        'Before recommending ibuprofen, check for stomach ulcers, kidney problems and blood thinners.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'any stomach ulcers kidney problems or are you on blood thinners'],
      ['patient', 'no none of those'],
    ],
  },
  {
    id: 'v16',
    cards: [['h', 'self-care', 'Explain ice and elevation for the swelling.', true]],
    turns: [
      [
        'clinician',
        'keep it elevated above your heart when you can and put ice on it for fifteen minutes every few hours',
      ],
    ],
  },
  {
    id: 'v17',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'on a scale of zero to ten'],
      ['patient', 'i really cant say it changes all the time'],
    ],
  },
  {
    id: 'v18',
    cards: [
      [
        'w',
        'work-status',
        'Confirm the current work status: full duty, modified duty, or off work.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'so youre still on restrictions at work'],
      ['patient', 'yes no lifting over ten pounds'],
    ],
  },
  {
    id: 'v19',
    cards: [
      ['m', 'psychosocial', 'Ask how the patient is coping with stress since the injury.', true],
    ],
    turns: [['patient', 'honestly its been really stressful with the bills piling up']],
  },
  {
    id: 'u01',
    cards: [
      ['m', 'medication-review', 'Ask which medicines the patient is taking for the back.', false],
    ],
    turns: [
      ['clinician', 'does your back hurt when you bend forward'],
      ['patient', 'yes a lot'],
    ],
  },
  {
    id: 'u02',
    cards: [
      ['s', 'sleep', 'Ask how the symptoms affect sleep.', false],
      ['p', 'pain-assessment', 'Ask the patient to rate the pain from 0 to 10.', false],
    ],
    turns: [
      ['clinician', 'the pain should settle in a few weeks'],
      ['patient', 'okay good'],
    ],
  },
  {
    id: 'u03',
    cards: [['x', 'imaging', 'Order an MRI of the lumbar spine.', false]],
    turns: [
      ['patient', 'my cousin had an mri for his back'],
      ['clinician', 'mm'],
    ],
  },
  {
    id: 'u04',
    cards: [
      [
        'f',
        'follow-up',
        'Agree on the follow-up plan: when to return and what should prompt an earlier call.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'so tell me about your job'],
      ['patient', 'i drive a forklift ten hours a day'],
    ],
  },
  {
    id: 'u05',
    cards: [['h', 'therapy', 'Provide a home exercise program for the knee.', false]],
    turns: [
      ['patient', 'i used to exercise a lot before this'],
      ['clinician', 'got it'],
    ],
  },
  {
    id: 'u06',
    cards: [
      [
        'w',
        'work-status',
        'Confirm the current work status: full duty, modified duty, or off work.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'what kind of work do you do'],
      ['patient', 'i stock shelves at a grocery store'],
    ],
  },
  {
    id: 'u07',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['patient', 'i have two kids at home so its hard to rest'],
      ['clinician', 'understood'],
    ],
  },
  {
    id: 'u08',
    cards: [
      [
        'm',
        'psychosocial',
        'Ask how the patient has been coping emotionally since the injury.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'keep the knee elevated tonight'],
      ['patient', 'yes will do'],
    ],
  },
  {
    id: 'u09',
    cards: [['i', 'self-care', 'Explain ice and elevation for the swelling.', false]],
    turns: [
      ['clinician', 'is the swelling worse in the evening?'],
      ['patient', 'yeah a bit'],
    ],
  },
  {
    id: 'u10',
    cards: [['t', 'lifestyle', 'Ask about tobacco use.', false]],
    turns: [
      ['clinician', 'do you drink coffee'],
      ['patient', 'yes two cups'],
    ],
  },
  {
    id: 'u11',
    cards: [['r', 'referral', 'Refer to orthopedics for the shoulder.', false]],
    turns: [
      ['clinician', 'have you seen a specialist before?'],
      ['patient', 'no never'],
    ],
  },
  {
    id: 'u12',
    cards: [
      [
        'p',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'you rated it a seven last visit how about now'],
      ['patient', 'hard to say honestly'],
    ],
  },
  {
    id: 'x01',
    cards: [
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        true,
      ],
      [
        'sleep-impact',
        'sleep',
        'Ask how the symptoms affect sleep (falling asleep, waking at night).',
        true,
      ],
      [
        'medication-review',
        'medication-review',
        'Ask which medicines the patient is using for this, including over-the-counter ones, and how often.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'alright so how has the knee been'],
      ['patient', 'honestly its been rough its like an eight at night and i cant really sleep'],
      ['clinician', 'okay'],
    ],
  },
  {
    id: 'x02',
    cards: [
      [
        'work-status',
        'work-status',
        'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
        true,
      ],
      [
        'job-demands',
        'job-demands',
        'Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).',
        false,
      ],
    ],
    turns: [
      ['clinician', 'are you working right now'],
      ['patient', 'theyve got me on modified duty sitting at a desk'],
    ],
  },
  {
    id: 'x03',
    cards: [
      [
        'injury-mechanism',
        'injury-mechanism',
        'Ask how the injury happened, including the task being done at the time.',
        true,
      ],
      [
        'fear-avoidance',
        'fear-avoidance',
        'Ask whether the patient worries that moving or going back to work will cause more harm.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'tell me what happened'],
      ['patient', 'i was carrying a ladder down the stairs and missed a step'],
    ],
  },
  {
    id: 'x04',
    cards: [
      [
        'mood-check',
        'psychosocial',
        'Ask how the patient has been coping emotionally since the injury (mood, stress, worry).',
        true,
      ],
      [
        'sleep-impact',
        'sleep',
        'Ask how the symptoms affect sleep (falling asleep, waking at night).',
        false,
      ],
    ],
    turns: [
      ['clinician', 'how are you holding up with all this'],
      ['patient', 'its been stressful not gonna lie money is tight'],
    ],
  },
  {
    id: 'x05',
    cards: [
      [
        'follow-up-plan',
        'follow-up',
        'Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.',
        true,
      ],
    ],
    turns: [
      [
        'clinician',
        'ill see you back in ten days and if the tingling spreads or you get weak call the clinic right away',
      ],
      ['patient', 'got it'],
    ],
  },
  {
    id: 'x06',
    cards: [
      [
        'fear-avoidance',
        'fear-avoidance',
        'Ask whether the patient worries that moving or going back to work will cause more harm.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'do you worry that moving it will make things worse'],
      ['patient', 'yeah a little'],
    ],
  },
  {
    id: 'x07',
    cards: [
      [
        'medication-review',
        'medication-review',
        'Ask which medicines the patient is using for this, including over-the-counter ones, and how often.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'what have you been taking for it and how often'],
      ['patient', 'tylenol twice a day'],
    ],
  },
  {
    id: 'x08',
    cards: [
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
      [
        'job-demands',
        'job-demands',
        'Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).',
        true,
      ],
    ],
    turns: [
      ['clinician', 'what can you not do at work right now'],
      ['patient', 'anything overhead and i cant stand for more than an hour'],
    ],
  },
  {
    id: 'x09',
    cards: [
      [
        'sleep-impact',
        'sleep',
        'Ask how the symptoms affect sleep (falling asleep, waking at night).',
        false,
      ],
      [
        'mood-check',
        'psychosocial',
        'Ask how the patient has been coping emotionally since the injury (mood, stress, worry).',
        false,
      ],
    ],
    turns: [
      ['clinician', 'lets get you up on the table and take a look at that shoulder'],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'x10',
    cards: [
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        true,
      ],
    ],
    turns: [
      ['SPEAKER_00', 'whats your pain at right now zero being none'],
      ['SPEAKER_01', 'uh four'],
    ],
  },
  {
    id: 'x11',
    cards: [
      [
        'work-status',
        'work-status',
        'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'are you still off work'],
      ['patient', 'yes since the accident'],
    ],
  },
  {
    id: 'x12',
    cards: [
      [
        'injury-mechanism',
        'injury-mechanism',
        'Ask how the injury happened, including the task being done at the time.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'when did the pain start'],
      ['patient', 'about two weeks ago'],
    ],
  },
  {
    id: 'x13',
    cards: [
      [
        'follow-up-plan',
        'follow-up',
        'Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.',
        false,
      ],
    ],
    turns: [
      ['patient', 'when should i come back'],
      ['clinician', 'we will figure that out at the end'],
    ],
  },
  {
    id: 'x14',
    cards: [
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'how bad is the pain zero to ten'],
      ['patient', 'it comes and goes'],
    ],
  },
  {
    id: 'x15',
    cards: [
      [
        'medication-review',
        'medication-review',
        'Ask which medicines the patient is using for this, including over-the-counter ones, and how often.',
        false,
      ],
      [
        'sleep-impact',
        'sleep',
        'Ask how the symptoms affect sleep (falling asleep, waking at night).',
        true,
      ],
    ],
    turns: [
      ['clinician', 'hows your sleep'],
      ['patient', 'not great i wake up a lot'],
    ],
  },
  {
    id: 'y01',
    cards: [
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'so if ten is the worst pain imaginable where are you today'],
      ['patient', 'probably around a five'],
    ],
  },
  {
    id: 'y02',
    cards: [
      [
        'sleep-impact',
        'sleep',
        'Ask how the symptoms affect sleep (falling asleep, waking at night).',
        true,
      ],
    ],
    turns: [
      ['clinician', 'is it keeping you up at night'],
      ['patient', 'some nights yeah'],
    ],
  },
  {
    id: 'y03',
    cards: [
      [
        'work-status',
        'work-status',
        'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'lets talk about the knee brace'],
      ['patient', 'it rubs a bit'],
    ],
  },
  {
    id: 'y04',
    cards: [
      [
        'medication-review',
        'medication-review',
        'Ask which medicines the patient is using for this, including over-the-counter ones, and how often.',
        true,
      ],
    ],
    turns: [
      ['patient', 'i have been taking aleve in the morning and at night'],
      ['clinician', 'okay'],
    ],
  },
  {
    id: 'y05',
    cards: [
      [
        'injury-mechanism',
        'injury-mechanism',
        'Ask how the injury happened, including the task being done at the time.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'how did you hurt it'],
      ['patient', 'a pallet jack rolled over my foot'],
    ],
  },
  {
    id: 'y06',
    cards: [
      [
        'fear-avoidance',
        'fear-avoidance',
        'Ask whether the patient worries that moving or going back to work will cause more harm.',
        true,
      ],
    ],
    turns: [
      ['patient', 'im kind of afraid to bend over since it happened'],
      ['clinician', 'thats understandable'],
    ],
  },
  {
    id: 'y07',
    cards: [
      [
        'mood-check',
        'psychosocial',
        'Ask how the patient has been coping emotionally since the injury (mood, stress, worry).',
        false,
      ],
    ],
    turns: [
      ['clinician', 'any trouble with the stairs'],
      ['patient', 'a little going down'],
    ],
  },
  {
    id: 'y08',
    cards: [
      [
        'follow-up-plan',
        'follow-up',
        'Agree on the follow-up plan before closing: when to return and what should prompt an earlier call.',
        true,
      ],
    ],
    turns: [
      [
        'clinician',
        'well recheck you next week and call us if the swelling gets worse before then',
      ],
      ['patient', 'okay thank you'],
    ],
  },
  {
    id: 'y09',
    cards: [
      [
        'job-demands',
        'job-demands',
        'Ask which job tasks the patient cannot do right now (lifting, carrying, standing, repetitive work).',
        true,
      ],
    ],
    turns: [
      ['clinician', 'are there things at work you cant do right now'],
      ['patient', 'i cant lift the boxes or stand on the line all shift'],
    ],
  },
  {
    id: 'y10',
    cards: [
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
      [
        'sleep-impact',
        'sleep',
        'Ask how the symptoms affect sleep (falling asleep, waking at night).',
        false,
      ],
    ],
    turns: [
      ['clinician', 'any questions before we wrap up'],
      ['patient', 'no i think im good'],
    ],
  },
  {
    id: 'y11',
    cards: [
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'how is the pain zero to ten'],
      ['patient', 'its a solid seven'],
    ],
  },
  {
    id: 'y12',
    cards: [
      [
        'work-status',
        'work-status',
        'Confirm the current work status: full duty, modified duty with restrictions, or off work.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'were keeping you on light duty for another two weeks'],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'y13',
    cards: [
      [
        'medication-review',
        'medication-review',
        'Ask which medicines the patient is using for this, including over-the-counter ones, and how often.',
        true,
      ],
    ],
    turns: [
      ['clinician', 'are you on any medicines'],
      ['patient', 'no nothing'],
    ],
  },
  {
    id: 'y14',
    cards: [
      [
        'mood-check',
        'psychosocial',
        'Ask how the patient has been coping emotionally since the injury (mood, stress, worry).',
        true,
      ],
    ],
    turns: [
      ['clinician', 'how are you doing emotionally with all of this'],
      ['patient', 'its been hard honestly'],
    ],
  },
  {
    id: 'y15',
    cards: [
      [
        'injury-mechanism',
        'injury-mechanism',
        'Ask how the injury happened, including the task being done at the time.',
        false,
      ],
      [
        'pain-rating',
        'pain-assessment',
        'Ask the patient to rate their current pain on a 0-10 scale.',
        false,
      ],
    ],
    turns: [
      ['clinician', 'and what do you do for work'],
      ['patient', 'im a delivery driver'],
    ],
  },
  // Second review round (each batch held out when written: r6b after the first fixes, r6c and r6d after the next).
  {
    id: 'r6-01',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      [
        'clinician',
        'okay so um if you had to put a number on it like zero to ten where is it right now',
      ],
      ['patient', "uh it's like a six maybe six and a half"],
    ],
  },
  {
    id: 'r6-02',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', "how's the pain today"],
      ['patient', "it's bad like really bad when i bend over to get my shoes on"],
      ['clinician', 'okay and is it worse in the morning'],
    ],
  },
  {
    id: 'r6-03',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', 'so how have things been since last time'],
      ['patient', "honestly it's been sitting at about a four out of ten all week which is better"],
    ],
  },
  {
    id: 'r6-04',
    cards: [['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', true]],
    turns: [
      ['clinician', 'so walk me through what happened'],
      ['patient', 'i was uh pulling a pallet jack and it like jerked and i felt my back go'],
    ],
  },
  {
    id: 'r6-05',
    cards: [['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', false]],
    turns: [
      ['clinician', 'when did this start'],
      ['patient', 'tuesday i think tuesday afternoon'],
      ['clinician', 'okay and have you had anything like this before'],
      ['patient', 'no never'],
    ],
  },
  {
    id: 'r6-06',
    cards: [['w', 'return-to-work', 'Ask whether the patient can return to modified duty.', true]],
    turns: [
      ['clinician', 'do you think you could do um light duty if they had it for you'],
      ['patient', "yeah probably as long as i'm not lifting"],
    ],
  },
  {
    id: 'r6-07',
    cards: [
      ['rf', 'red-flag-screening', 'Screen for numbness or weakness (red flags).', false],
      ['s', 'sleep', 'Ask about sleep.', false],
    ],
    turns: [
      ['clinician', 'any numbness or tingling down the legs any weakness'],
      ['patient', 'no numbness no tingling no weakness'],
      ['clinician', 'good okay'],
    ],
  },
  {
    id: 'r6-08',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', true]],
    turns: [
      ['clinician', 'what are you taking for it right now'],
      ['patient', 'just ibuprofen like two in the morning and sometimes at night'],
    ],
  },
  {
    id: 'r6-09',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', false]],
    turns: [
      ['clinician', 'any allergies to medications'],
      ['patient', 'no not that i know of'],
    ],
  },
  {
    id: 'r6-10',
    cards: [['s', 'sleep', 'Ask about sleep.', true]],
    turns: [
      ['clinician', 'how are things at home'],
      [
        'patient',
        "it's okay but i can't sleep on my side anymore i wake up like every couple hours",
      ],
    ],
  },
  {
    id: 'r6-11',
    cards: [['s', 'sleep', 'Ask about sleep.', false]],
    turns: [
      ['clinician', 'how are you holding up'],
      ['patient', "i'm just tired of this honestly i want it to be over"],
    ],
  },
  {
    id: 'r6-12',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', 'are you worried about hurting it again when you go back'],
      ['patient', 'yeah kind of'],
    ],
  }, // was true; the rules: a question about the fear with no advice or explanation is not the discussion
  {
    id: 'r6-13',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      [
        'clinician',
        "we can talk about the worry about hurting it again next visit today let's focus on the exam",
      ],
      ['patient', 'okay sure'],
    ],
  }, // was true; the rules: the talk is put off to next visit, not had
  {
    id: 'r6-14',
    cards: [
      ['loc', 'patient-location-unconfirmed', "Confirm the patient's current location.", false],
    ],
    turns: [
      ['clinician', 'before we start can you confirm where you are right now'],
      ['patient', "yes i'm at home in my kitchen"],
    ],
  },
  {
    id: 'r6-15',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', true]],
    turns: [
      ['clinician', 'what do you do at work like how much lifting is involved'],
      ['patient', "i'm a warehouse picker so i'm lifting like fifty pounds all day"],
    ],
  },
  {
    id: 'r6-16',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', false]],
    turns: [
      ['clinician', 'where do you work'],
      ['patient', 'at the distribution center over on route nine'],
    ],
  },
  {
    id: 'r6-17',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', true]],
    turns: [
      [
        'clinician',
        'so for the swelling keep it elevated and put ice on it like twenty minutes a few times a day',
      ],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6-18',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', false]],
    turns: [
      ['patient', "i tried ice but it didn't really help"],
      ['clinician', 'mm hmm and what about heat have you tried that'],
      ['patient', 'no'],
    ],
  },
  {
    id: 'r6-19',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate low back pain 0-10.', false]],
    turns: [
      ['clinician', 'how bad is the left knee out of ten'],
      ['patient', "knee's like a three it's fine"],
    ],
  },
  {
    id: 'r6-20',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'on a scale of zero to ten how bad is it'],
      ['patient', "uh it's hard to say it comes and goes"],
    ],
  },
  {
    id: 'r6-21',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', 'pain zero to ten right now'],
      ['patient', 'somewhere between a five and a seven'],
    ],
  },
  {
    id: 'r6-22',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', 'and right now on the zero to ten'],
      ['patient', "it's a it's uh an eight"],
    ],
  },
  {
    id: 'r6-23',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', 'and the pain zero to'],
      ['patient', 'eight'],
      ['clinician', 'to ten okay eight'],
    ],
  },
  {
    id: 'r6-24',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'how long has the pain been going on'],
      ['patient', 'about three weeks now'],
    ],
  },
  {
    id: 'r6-25',
    cards: [['mo', 'mood', 'Screen for low mood.', true]],
    turns: [
      ['clinician', "how's your mood been with all this going on"],
      ['patient', 'honestly kinda down'],
    ],
  },
  {
    id: 'r6-26',
    cards: [['fu', 'follow-up', 'Schedule a follow-up visit in 1 week.', true]],
    turns: [
      ['clinician', "alright let's see you back in a week and we'll recheck it"],
      ['patient', 'sounds good'],
    ],
  },
  {
    id: 'r6-27',
    cards: [['ws', 'work-status', 'Ask about current work status.', false]],
    turns: [['clinician', 'so are you back at work right now or']],
  }, // was true; the rules: asked, never answered
  {
    id: 'r6-28',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['patient', "it's been rough"],
      ['clinician', 'okay zero to ten what would you give it'],
    ],
  },
  {
    id: 'r6-29',
    cards: [['t', 'smoking', 'Ask about tobacco use.', true]],
    turns: [
      ['clinician', 'do you smoke'],
      ['patient', 'nope never have'],
    ],
  },
  {
    id: 'r6-30',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', false]],
    turns: [
      ['clinician', "i'm going to prescribe naproxen twice a day with food"],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6-31',
    cards: [
      [
        'otc',
        'otc-contraindication-check',
        'Check for contraindications to NSAIDs (kidney disease, ulcers, blood thinners).',
        false,
      ],
    ],
    turns: [
      ['clinician', 'any kidney problems stomach ulcers or are you on blood thinners'],
      ['patient', 'no none of those'],
    ],
  },
  {
    id: 'r6-32',
    cards: [['esc', 'escalation-indicated', 'Escalate to the supervising physician.', false]],
    turns: [
      ['clinician', "i'm going to grab dr lee to take a look at this with me"],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6-33',
    cards: [['em', 'emergency-activation', 'Call emergency services now.', false]],
    turns: [
      ['clinician', "i'm calling 911 right now stay on the line"],
      ['patient', 'okay okay'],
    ],
  },
  {
    id: 'r6-34',
    cards: [
      ['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true],
      ['s', 'sleep', 'Ask about sleep.', true],
      ['j', 'job-demands', 'Ask about job demands / lifting at work.', false],
    ],
    turns: [
      ['clinician', "zero to ten how's the pain"],
      ['patient', 'five'],
      ['clinician', 'and how are you sleeping'],
      ['patient', 'uh not great'],
    ],
  },
  {
    id: 'r6-35',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', true]],
    turns: [
      ['patient', 'should i be icing it'],
      ['clinician', "yeah ice it and keep it up on a pillow when you're sitting"],
    ],
  },
  {
    id: 'r6-36',
    cards: [['r', 'referral', 'Consider referral to physical therapy.', true]],
    turns: [
      ['clinician', "i'm gonna send you to physical therapy twice a week for four weeks"],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6-37',
    cards: [['r', 'referral', 'Consider referral to physical therapy.', false]],
    turns: [
      ['patient', 'my buddy went to pt for his shoulder'],
      ['clinician', 'mm hmm'],
      ['patient', 'said it helped'],
    ],
  },
  {
    id: 'r6-38',
    cards: [['x', 'imaging', 'Consider lumbar x-ray.', true]],
    turns: [
      ['clinician', "i don't think we need an x-ray today no red flags on the exam"],
      ['patient', 'okay good'],
    ],
  },
  {
    id: 'r6-39',
    cards: [['h', 'home-exercise', 'Provide a home exercise program.', false]],
    turns: [
      ['clinician', 'have you been doing any stretches at home'],
      ['patient', 'not really'],
    ],
  },
  {
    id: 'r6-40',
    cards: [
      ['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', true],
      ['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false],
    ],
    turns: [
      ['clinician', "how's it feeling"],
      [
        'patient',
        "ever since i slipped on the wet floor at the loading dock and landed on my hip it's been killing me",
      ],
    ],
  },
  {
    id: 'r6-42',
    cards: [['s', 'sleep', 'Ask about sleep.', true]],
    turns: [
      ['clinician', 'how are you sleeping and are you eating okay'],
      ['patient', "sleep's okay eating's fine"],
    ],
  },
  {
    id: 'r6-43',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', 'are you worried about the bill'],
      ['patient', 'yeah a little'],
    ],
  },
  {
    id: 'r6-44',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', "what's your pain number"],
      ['patient', 'seven outta ten'],
    ],
  },
  {
    id: 'r6-45',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', true]],
    turns: [
      ['clinician', 'tell me about your shoulder'],
      [
        'patient',
        "my job is all overhead work like reaching up installing ceiling panels all day and that's when it hurts",
      ],
    ],
  },
  {
    id: 'r6-46',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', true]],
    turns: [
      ['clinician', 'are you taking anything for it'],
      ['patient', 'no nothing not even tylenol'],
    ],
  },
  {
    id: 'r6-47',
    cards: [['s', 'sleep', 'Ask about sleep.', false]],
    turns: [
      ['clinician', "we can come back to sleep another time let's look at the back"],
      ['patient', 'sure'],
    ],
  }, // was true; the rules: sleep put off to another time, not moved past
  {
    id: 'r6-48',
    cards: [
      ['loc', 'patient-location-unconfirmed', "Confirm the patient's current location.", false],
      ['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true],
    ],
    turns: [
      ['clinician', 'how is it zero to ten'],
      ['patient', 'like a three'],
    ],
  },
  {
    id: 'r6-49',
    cards: [['mo', 'mood', 'Screen for low mood.', true]],
    turns: [
      ['speaker_0', 'have you been feeling down or depressed lately'],
      ['speaker_1', 'a little bit yeah'],
    ],
  },
  {
    id: 'r6-50',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'how bad is it now'],
      ['patient', "last week it was like a nine but i don't know now it's different"],
    ],
  },
  {
    id: 'r6-51',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', false]],
    turns: [
      ['clinician', 'do you lift weights at the gym'],
      ['patient', 'yeah three times a week'],
    ],
  },
  {
    id: 'r6-52',
    cards: [['m', 'mechanism-of-injury', 'Confirm how the wrist injury happened.', false]],
    turns: [
      ['clinician', 'so what happened with your back'],
      ['patient', 'i twisted it lifting a box off the shelf'],
    ],
  },
  {
    id: 'r6-53',
    cards: [['w', 'return-to-work', 'Ask whether the patient can return to modified duty.', false]],
    turns: [
      ['clinician', 'has your employer called you'],
      ['patient', 'yeah my supervisor called yesterday'],
    ],
  },
  {
    id: 'r6-54',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', 'okay anything else'],
      ['patient', "i'm just scared i'll hurt it again if i go back to lifting"],
    ],
  }, // was true; the rules: a discussion needs the clinician's substance; the patient raising the fear is not the discussion
  {
    id: 'r6-55',
    cards: [
      ['rf', 'red-flag-screening', 'Screen for numbness or weakness (red flags).', false],
      ['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true],
    ],
    turns: [
      ['clinician', 'any numbness weakness and how bad is it zero to ten'],
      ['patient', "no numbness um pain's about a five"],
    ],
  },
  {
    id: 'r6-56',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', true]],
    turns: [
      ['clinician', 'are you on any other medicines or over the counter stuff'],
      ['patient', 'uh just a blood pressure pill and um aleve sometimes'],
    ],
  },
  {
    id: 'r6-57',
    cards: [['s', 'sleep', 'Ask about sleep.', false]],
    turns: [
      ['clinician', 'go ahead and lie down on the table for me'],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6-58',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', true]],
    turns: [
      ['clinician', 'how much are you lifting at work'],
      ['patient', 'boxes maybe thirty forty pounds'],
    ],
  },
  {
    id: 'r6-59',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', false]],
    turns: [
      ['clinician', 'do you have swelling'],
      ['patient', 'a little bit around the ankle'],
    ],
  },
  {
    id: 'r6-60',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'how many times a day does it flare up'],
      ['patient', 'like five or six times'],
    ],
  },
  {
    id: 'r6b-01',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', 'uh how would you rate it right now'],
      ['patient', "right now i'd say a solid seven"],
    ],
  },
  {
    id: 'r6b-02',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'what number would you give the pain today'],
      ['patient', "it's more of a dull ache than sharp you know"],
    ],
  },
  {
    id: 'r6b-03',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 shoulder pain rating.', true]],
    turns: [
      ['clinician', 'and the shoulder zero to ten'],
      ['patient', 'four on a good day six right now'],
    ],
  },
  {
    id: 'r6b-04',
    cards: [['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', true]],
    turns: [
      ['clinician', 'how did you end up hurting it'],
      ['patient', 'so i was on the ladder and'],
      ['clinician', 'at work'],
      ['patient', 'yeah at work and the ladder kinda slid out'],
    ],
  },
  {
    id: 'r6b-05',
    cards: [['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', false]],
    turns: [
      ['clinician', 'where exactly does it hurt'],
      ['patient', 'right here on the outside of the elbow'],
    ],
  },
  {
    id: 'r6b-06',
    cards: [['w', 'return-to-work', 'Ask whether the patient can return to modified duty.', true]],
    turns: [
      ['clinician', 'anything else going on'],
      ['patient', 'my boss said they got light duty for me and i think i could handle that'],
    ],
  },
  {
    id: 'r6b-07',
    cards: [['w', 'return-to-work', 'Ask whether the patient can return to modified duty.', false]],
    turns: [
      ['clinician', 'how many hours a week do you normally work'],
      ['patient', 'forty sometimes more'],
    ],
  },
  {
    id: 'r6b-08',
    cards: [['rf', 'red-flag-screening', 'Screen for numbness or weakness (red flags).', false]],
    turns: [
      ['clinician', 'any weakness in the legs like they give out'],
      ['patient', 'no no nothing like that'],
    ],
  },
  {
    id: 'r6b-09',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', true]],
    turns: [
      ['clinician', "so let's go over what you're on"],
      ['patient', "metformin lisinopril and i've been taking like motrin for this"],
    ],
  },
  {
    id: 'r6b-10',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', false]],
    turns: [
      ['clinician', 'which pharmacy do you use'],
      ['patient', 'the one on main street'],
    ],
  },
  {
    id: 'r6b-11',
    cards: [['s', 'sleep', 'Ask about sleep.', false]],
    turns: [
      ['clinician', "and um how's your sleep been"],
      ['patient', "it's uh"],
    ],
  }, // was true; the rules: asked, not answered ('it's uh')
  {
    id: 'r6b-12',
    cards: [['s', 'sleep', 'Ask about sleep.', false]],
    turns: [
      ['clinician', 'do you have stairs at home'],
      ['patient', 'yeah my bedroom is upstairs'],
    ],
  },
  {
    id: 'r6b-13',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', 'does it make you nervous to lift stuff now'],
      ['patient', "honestly yeah i keep thinking it's gonna go out again"],
    ],
  }, // was true; the rules: a question about the fear with no advice or explanation is not the discussion
  {
    id: 'r6b-14',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', 'we might do an injection'],
      ['patient', "oh i'm scared of needles"],
    ],
  },
  {
    id: 'r6b-15',
    cards: [
      ['loc', 'patient-location-unconfirmed', "Confirm the patient's current location.", false],
    ],
    turns: [
      ['clinician', "and you're at home today correct"],
      ['patient', 'yep'],
    ],
  },
  {
    id: 'r6b-16',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', true]],
    turns: [
      ['clinician', 'what does a typical shift look like for you physically'],
      ['patient', 'lot of carrying drywall up stairs'],
    ],
  },
  {
    id: 'r6b-17',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', false]],
    turns: [
      ['clinician', 'how far is your drive to work'],
      ['patient', 'about forty minutes'],
    ],
  },
  {
    id: 'r6b-18',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', true]],
    turns: [
      [
        'clinician',
        'okay so plan is rest it ice it twenty minutes on twenty off and elevate it above your heart when you can',
      ],
      ['patient', 'got it'],
    ],
  },
  {
    id: 'r6b-19',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', false]],
    turns: [
      ['patient', 'can i use a heating pad'],
      ['clinician', 'sure heat is fine for the muscle spasm'],
    ],
  },
  {
    id: 'r6b-20',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', true]],
    turns: [
      [
        'clinician',
        "i'll hold off on going through all your meds today since the nurse just did that",
      ],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6b-21',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 knee pain rating.', false]],
    turns: [
      ['clinician', "how's the back today on a scale"],
      ['patient', 'back is like a two'],
    ],
  },
  {
    id: 'r6b-22',
    cards: [
      ['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', true],
      ['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true],
      ['s', 'sleep', 'Ask about sleep.', false],
      ['rf', 'red-flag-screening', 'Screen for numbness or weakness (red flags).', false],
    ],
    turns: [
      ['clinician', 'tell me what happened'],
      ['patient', "i tripped over a pallet and landed on my wrist and now it's like an eight"],
      ['clinician', 'any numbness in the fingers'],
      ['patient', 'a little tingling'],
    ],
  },
  {
    id: 'r6b-23',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'zero to ten'],
      ['patient', "yesterday it was a nine i don't know today"],
    ],
  },
  {
    id: 'r6b-24',
    cards: [['fu', 'follow-up', 'Schedule a follow-up visit in 1 week.', false]],
    turns: [
      ['clinician', 'how is the swelling'],
      ['patient', 'better'],
    ],
  },
  {
    id: 'r6b-25',
    cards: [['mo', 'mood', 'Screen for low mood.', true]],
    turns: [
      ['clinician', 'how are things'],
      ['patient', "i've been feeling really depressed being stuck at home"],
    ],
  },
  {
    id: 'r6b-26',
    cards: [['t', 'smoking', 'Ask about tobacco use.', true]],
    turns: [
      ['clinician', 'any tobacco or vaping'],
      ['patient', 'i vape sometimes'],
    ],
  },
  {
    id: 'r6b-27',
    cards: [['r', 'referral', 'Consider referral to orthopedics.', false]],
    turns: [
      ['clinician', 'have you ever seen an orthopedic doctor for this'],
      ['patient', 'no never'],
    ],
  },
  {
    id: 'r6b-28',
    cards: [['h', 'home-exercise', 'Provide a home exercise program.', true]],
    turns: [
      ['clinician', 'here are some stretches i want you to do twice a day for the back'],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6c-01',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', 'pain score today'],
      ['patient', '6/10'],
    ],
  },
  {
    id: 'r6c-02',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'how old are your kids'],
      ['patient', 'six and nine'],
    ],
  },
  {
    id: 'r6c-03',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'can you give me a number for the pain'],
      ['patient', 'worse than yesterday for sure'],
    ],
  },
  {
    id: 'r6c-05',
    cards: [['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', false]],
    turns: [
      ['patient', 'how long does this usually take to heal'],
      ['clinician', 'usually a few weeks'],
    ],
  },
  {
    id: 'r6c-06',
    cards: [['w', 'return-to-work', 'Ask whether the patient can return to modified duty.', true]],
    turns: [
      ['clinician', 'could you do desk work or light duty for a couple weeks'],
      ['patient', 'i mean i could try'],
    ],
  },
  {
    id: 'r6c-07',
    cards: [['rf', 'red-flag-screening', 'Screen for bladder or bowel changes.', false]],
    turns: [
      ['clinician', 'any trouble with your bladder or bowels'],
      ['patient', 'nope'],
    ],
  },
  {
    id: 'r6c-08',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', false]],
    turns: [
      ['clinician', 'is your insurance covering the prescription'],
      ['patient', 'yeah mostly'],
    ],
  },
  {
    id: 'r6c-09',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', false]],
    turns: [
      ['clinician', "let's go through your medication list next visit we're short on time"],
      ['patient', 'no problem'],
    ],
  }, // was true; the rules: the medication review is put off to next visit
  {
    id: 'r6c-10',
    cards: [['s', 'sleep', 'Ask about sleep.', true]],
    turns: [
      ['clinician', 'sleeping okay'],
      ['patient', 'yeah fine'],
    ],
  },
  {
    id: 'r6c-11',
    cards: [['s', 'sleep', 'Ask about sleep.', false]],
    turns: [
      ['clinician', 'any side effects from the muscle relaxer'],
      ['patient', 'makes me a little groggy'],
    ],
  },
  {
    id: 'r6c-12',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', 'how do you feel about going back to lifting'],
      ['patient', "i'm not worried about it i feel ready"],
    ],
  }, // was true; the rules: a question about the fear with no advice or explanation is not the discussion
  {
    id: 'r6c-13',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', true]],
    turns: [
      ['clinician', 'what kind of weight are you handling at work'],
      ['patient', 'bags of concrete eighty pounds'],
    ],
  },
  {
    id: 'r6c-14',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', false]],
    turns: [
      ['clinician', 'how are things with your coworkers'],
      ['patient', "they're good"],
    ],
  },
  {
    id: 'r6c-15',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', false]],
    turns: [
      ['clinician', 'keep icing it a few times a day'],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6c-16',
    cards: [
      ['loc', 'patient-location-unconfirmed', "Confirm the patient's current location.", false],
    ],
    turns: [['patient', "i'm calling from my truck in the parking lot"]],
  },
  {
    id: 'r6c-17',
    cards: [['p', 'pain-assessment', 'Ask for a 0-10 neck pain rating.', false]],
    turns: [
      ['clinician', 'how bad is the wrist zero to ten'],
      ['patient', 'three'],
    ],
  },
  {
    id: 'r6c-18',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', 'ask him zero to ten how much pain'],
      ['interpreter', 'he says eight'],
    ],
  },
  {
    id: 'r6c-19',
    cards: [['mo', 'mood', 'Screen for low mood.', false]],
    turns: [
      ['clinician', 'crazy weather out there'],
      ['patient', "yeah it's been raining all week"],
    ],
  },
  {
    id: 'r6c-20',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', "we'll come back to the fear of hurting it again later let's finish the exam"],
      ['patient', 'okay'],
    ],
  }, // was true; the rules: the talk about the fear is put off to later
  {
    id: 'r6c-21',
    cards: [['fu', 'follow-up', 'Schedule a follow-up visit in 1 week.', false]],
    turns: [
      ['clinician', 'last visit you said the knee was better'],
      ['patient', 'yeah it was'],
    ],
  },
  {
    id: 'r6c-22',
    cards: [['r', 'referral', 'Consider referral to orthopedics.', true]],
    turns: [
      ['clinician', "i'm going to refer you to ortho to take a look at the shoulder"],
      ['patient', 'okay thanks'],
    ],
  },
  {
    id: 'r6e-01',
    cards: [['i', 'home-care', 'Explain ice and elevation for the swelling.', true]],
    turns: [
      ['clinician', 'ice it twenty minutes at a time'],
      ['clinician', 'and keep it up on a pillow when you sit'],
    ],
  },
  {
    id: 'r6d-01',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', true]],
    turns: [
      ['clinician', "where's the pain at zero to ten"],
      ['patient', 'um i dunno like a 5'],
    ],
  },
  {
    id: 'r6d-02',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', 'if you had to rate it'],
      ['patient', 'moderate i guess'],
    ],
  },
  {
    id: 'r6d-03',
    cards: [['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false]],
    turns: [
      ['clinician', "what's it like right now zero to ten"],
      ['patient', 'i mean at its worst it hits a nine'],
    ],
  },
  {
    id: 'r6d-04',
    cards: [['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', true]],
    turns: [
      ['clinician', 'what were you doing when it started hurting'],
      ['patient', 'stacking tires overhead'],
    ],
  },
  {
    id: 'r6d-05',
    cards: [['m', 'mechanism-of-injury', 'Confirm the mechanism of injury.', false]],
    turns: [
      ['clinician', 'any prior injuries to that shoulder'],
      ['patient', 'no first time'],
    ],
  },
  {
    id: 'r6d-06',
    cards: [['w', 'return-to-work', 'Ask whether the patient can return to modified duty.', true]],
    turns: [
      ['clinician', 'if i put you on restrictions can your employer accommodate that'],
      ['patient', 'yeah they did it for my coworker'],
    ],
  },
  {
    id: 'r6d-07',
    cards: [['rf', 'red-flag-screening', 'Screen for numbness or weakness (red flags).', false]],
    turns: [
      ['clinician', 'any numbness'],
      ['patient', 'no'],
      ['clinician', 'weakness'],
      ['patient', 'no'],
    ],
  },
  {
    id: 'r6d-08',
    cards: [['med', 'medication-review', 'Review current medications including OTC.', true]],
    turns: [
      ['clinician', "so you're still on the lisinopril and the ibuprofen as needed"],
      ['patient', "yes that's right"],
    ],
  },
  {
    id: 'r6d-09',
    cards: [['s', 'sleep', 'Ask about sleep.', true]],
    turns: [
      ['clinician', 'how are the nights'],
      ['patient', 'rough i wake up every time i roll over'],
    ],
  },
  {
    id: 'r6d-10',
    cards: [['s', 'sleep', 'Ask about sleep.', false]],
    turns: [
      ['clinician', 'do you work days or nights'],
      ['patient', 'nights mostly'],
    ],
  },
  {
    id: 'r6d-11',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['clinician', "are you avoiding anything because you're afraid it'll flare up again"],
      ['patient', "yeah i don't pick up my kid anymore"],
    ],
  }, // was true; the rules: a question about the fear with no advice or explanation is not the discussion
  {
    id: 'r6d-12',
    cards: [['f', 'fear-avoidance', 'Discuss fear of re-injury.', false]],
    turns: [
      ['patient', "i'm afraid they're gonna fire me"],
      ['clinician', "that's a lot to deal with"],
    ],
  },
  {
    id: 'r6d-13',
    cards: [
      ['loc', 'patient-location-unconfirmed', "Confirm the patient's current location.", false],
    ],
    turns: [
      ['clinician', 'what city are you in right now for the video visit'],
      ['patient', 'dayton'],
    ],
  },
  {
    id: 'r6d-14',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', true]],
    turns: [
      ['clinician', "what's the physical part of your job like"],
      ['patient', 'on my feet ten hours a day lifting boxes'],
    ],
  },
  {
    id: 'r6d-15',
    cards: [['j', 'job-demands', 'Ask about job demands / lifting at work.', false]],
    turns: [
      ['clinician', "are you getting paid while you're off"],
      ['patient', 'workers comp is covering some'],
    ],
  },
  {
    id: 'r6d-16',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', false]],
    turns: [
      ['clinician', 'does ice help at all'],
      ['patient', 'a little'],
    ],
  },
  {
    id: 'r6d-17',
    cards: [['i', 'home-care', 'Recommend ice and elevation.', true]],
    turns: [
      ['clinician', 'you should ice it and keep the foot elevated tonight'],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6d-18',
    cards: [
      ['loc', 'patient-location-unconfirmed', "Confirm the patient's current location.", false],
      ['med', 'medication-review', 'Review current medications including OTC.', true],
      ['p', 'pain-assessment', 'Ask the patient to rate current pain 0-10.', false],
    ],
    turns: [
      ['clinician', "you're at home right"],
      ['patient', 'yeah'],
      ['clinician', 'any meds for it'],
      ['patient', 'tylenol'],
      ['clinician', 'and the pain zero to ten'],
      ['patient', 'not too bad'],
    ],
  },
  {
    id: 'r6d-19',
    cards: [['mo', 'mood', 'Screen for low mood.', false]],
    turns: [
      ['clinician', 'i want to rule out a stress fracture'],
      ['patient', 'okay'],
    ],
  },
  {
    id: 'r6d-20',
    cards: [['w', 'return-to-work', 'Ask whether the patient can return to modified duty.', false]],
    turns: [
      ['clinician', "let's hold off on talking about light duty until we get the mri back"],
      ['patient', 'makes sense'],
    ],
  }, // was true; the rules: light duty put off until the MRI is back
  {
    id: 'r7-01',
    cards: [
      [
        'tb',
        'patient-education',
        'Teach the calf stretch against the wall and have the patient demonstrate it back.',
        true,
      ],
    ],
    turns: [
      [
        'therapist',
        'okay so for the calf stretch hands on the wall back leg straight heel down and lean in hold for thirty seconds',
      ],
      ['interpreter', 'she is doing it now'],
      ['therapist', 'yes exactly like that you should feel it in the calf'],
    ],
  }, // teach-back by demonstration, reported by the interpreter and found right by the therapist
  {
    id: 'r7-02',
    cards: [
      [
        'tb',
        'patient-education',
        'Teach the calf stretch against the wall and have the patient demonstrate it back.',
        false,
      ],
    ],
    turns: [
      [
        'therapist',
        'okay so for the calf stretch hands on the wall back leg straight heel down and lean in hold for thirty seconds',
      ],
      ['patient', 'okay got it'],
      ['therapist', 'perfect'],
    ],
  }, // a bare "got it" is no demonstration, however the therapist answers it
  {
    id: 'r7-03',
    cards: [
      [
        'va',
        'vision-screening',
        'Record visual acuity in the left eye before any drops go in.',
        true,
      ],
    ],
    turns: [
      [
        'nurse',
        'so i did his vision out front before any drops left eye was twenty forty right twenty twenty',
      ],
      ['clinician', 'okay thanks'],
    ],
  }, // the lay name of the acuity check, with the value read out
  {
    id: 'r7-04',
    cards: [
      [
        'sf',
        'psychosocial',
        'Ask whether the employee feels safe at the store now (yes/no).',
        true,
      ],
    ],
    turns: [
      ['clinician', 'that sounds scary do you feel safe at the store right now'],
      ['patient', 'at the store yeah its fine its the drive home that gets me'],
    ],
  }, // the reply takes up the question's words before it goes on
  {
    id: 'r7-05',
    cards: [
      [
        'sf',
        'psychosocial',
        'Ask whether the employee feels safe at the store now (yes/no).',
        false,
      ],
    ],
    turns: [
      ['clinician', 'that sounds scary do you feel safe at the store right now'],
      ['patient', 'my sister is picking me up after this so thats sorted'],
    ],
  }, // a reply about something else answers nothing
  {
    id: 'r7-06',
    cards: [
      [
        'pt',
        'pt-progress',
        'Obtain how many of the twelve authorized therapy visits have been used.',
        true,
      ],
    ],
    turns: [
      ['nurse', 'how many therapy visits has he used so far'],
      ['case manager', 'the portal shows seven of the twelve used'],
    ],
  }, // the case manager answers in place of the patient
  {
    id: 'r7-07',
    cards: [['on', 'noise-exposure', 'Record when the ringing in the ears first started.', true]],
    turns: [
      ['clinician', 'and when did you first notice the ringing'],
      ['worker', 'couple months now maybe since they put the new press in'],
    ],
  }, // a hedged length of time in the past is an estimate, not a vague answer
];

/** Windows the offline judge still gets wrong (see docs/nudge.md, "Known limits"). */
const KNOWN_GAPS: ReadonlySet<string> = new Set([
  'w18/h', // "I'm going to give you some exercises ... twice a day": a hand-over said as a plan stays open
  'r6d-04/m', // a mechanism answered with the task alone ("stacking tires overhead")
]);

describe('the offline judge on realistic windows', () => {
  for (const w of windows) {
    const request = {
      active_nudges: w.cards.map(([card_id, category, body]) => ({ card_id, category, body })),
      transcript_window: w.turns.map(([speaker, text], i) => ({
        segment_id: `${w.id}-s${i + 1}`,
        speaker,
        text,
        started_at_ms: i * 1000,
        ended_at_ms: i * 1000 + 900,
      })),
    };
    const opening = w.turns[0]![1].split(' ').slice(0, 6).join(' ');
    w.cards.forEach(([id, category, , resolved], i) => {
      const todo = KNOWN_GAPS.has(`${w.id}/${id}`);
      it(`window ${w.id} ("${opening} ...") ${resolved ? 'resolves' : 'leaves open'} the ${category} card`, {
        todo,
      }, async () => {
        const verdict = (await checkResolution(request, rulesModel)).resolutions[i]!;
        assert.equal(verdict.resolved, resolved);
        if (resolved) assert.match(verdict.reason ?? '', new RegExp(`${w.id}-s\\d`));
        else assert.equal(verdict.reason, null);
      });
    });
  }
});
