/**
 * The resolution rules, one case per rule and per way a card stays open, with intents built by hand so each case
 * tests the rules and not the intent reader. Each case names the spec rule it exercises.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CardIntent } from '../../src/nudge/intent/index.ts';
import { type Rule, resolves } from '../../src/nudge/resolve/findings.ts';
import { requestFacts, resolveCard } from '../../src/nudge/resolve/resolve.ts';
import { readWindow } from '../../src/nudge/window/window.ts';
import { intent, nudge, part, target, turns } from './intents.ts';

interface Case {
  name: string;
  body: string;
  category?: string;
  intent: CardIntent;
  window: ReadonlyArray<readonly [string, string]>;
  rule: Rule;
  /** The evidence segment ids a resolving rule must name. */
  segments?: readonly string[];
}

const rating = intent('question', [
  part('scale', ['pain'], { body_site: 'back', time: 'current' }),
]);
const sleepHowOften = intent('question', [
  part('frequency', ['pain', 'waking'], { context: ['night'] }),
]);
const priorRightWrist = intent('question', [
  part('yes_no', ['injury'], { side: 'right', body_site: 'wrist', time: 'prior' }),
]);

const CASES: readonly Case[] = [
  // States and transitions: asked (and answered) the prompted question.
  {
    name: 'a 0-10 rating asked and answered after fillers is asked-answered',
    body: 'Ask the patient to rate their current low back pain on a 0-10 scale.',
    intent: rating,
    window: [
      ['clinician', 'okay so hows the back been'],
      ['patient', 'better i guess'],
      ['clinician', 'and on a zero to ten scale where would you put it right now'],
      ['patient', 'right now uh um like a six id say'],
    ],
    rule: 'asked-answered',
    segments: ['s3', 's4'],
  },
  {
    name: 'a frequency answered in words is asked-answered',
    body: 'Ask whether the back pain wakes the patient at night and how often.',
    intent: sleepHowOften,
    window: [
      ['clinician', 'does it wake you up at night'],
      ['patient', 'yeah a couple times a night usually when i roll over'],
    ],
    rule: 'asked-answered',
  },
  {
    name: 'an answer rendered by the interpreter is proxy-answered',
    body: 'Ask the patient to rate their current low back pain on a 0-10 scale.',
    intent: intent('question', [part('scale', ['pain'])]),
    window: [
      ['clinician', 'what is his pain out of ten today'],
      ['interpreter', 'cuanto le duele'],
      ['patient', 'ocho creo que ocho'],
      ['interpreter', 'he says eight'],
    ],
    rule: 'proxy-answered',
  },
  {
    name: 'a no rendered by the interpreter answers the yes/no question whatever site it also names',
    body: 'Ask whether pain, numbness or weakness spreads into either arm.',
    intent: intent('question', [
      part('yes_no', ['pain', 'numbness', 'weakness'], { body_site: 'arm', side: 'both' }),
    ]),
    window: [
      ['NP', 'does any pain or numbness or weakness go down into either arm'],
      ['interpreter', 'eske doule oswa lanbe desann nan youn nan bra ou yo'],
      ['patient', 'non li rete nan kou a selman'],
      ['interpreter', 'he says no it stays only in the neck'],
    ],
    rule: 'proxy-answered',
  },
  {
    name: 'a one-word side answer is asked-answered',
    body: 'Confirm which ankle is injured.',
    intent: intent('question', [part('side', ['injury'], { body_site: 'ankle' })]),
    window: [
      ['RN', 'which ankle'],
      ['patient', 'the left one'],
    ],
    rule: 'asked-answered',
  },
  // States and transitions: the patient volunteered the information.
  {
    name: 'light duty said unasked is volunteered',
    body: 'Confirm current work status: full duty, modified duty, or off work.',
    intent: intent('information', [part('description', ['work_status'])]),
    window: [
      ['clinician', 'got it'],
      ['patient', 'and works been okay they got me on light duty just doing the scanner'],
    ],
    rule: 'volunteered',
  },
  {
    name: 'a value read out by the care team states the fact of an information card',
    body: 'Record which eye has the worse vision.',
    intent: intent('information', [part('side', ['vision'], { body_site: 'eye' })]),
    window: [
      ['MA', 'okay eye chart is done. left eye was twenty forty and the right was twenty twenty'],
    ],
    rule: 'stated',
  },
  // States and transitions: the clinician did the suggested thing.
  {
    name: 'a measurement on both sides with the values read out is action-done',
    body: 'Measure grip strength in both hands with the dynamometer.',
    intent: intent('action', [
      part('quantity', ['grip_strength'], { side: 'both', body_site: 'hand' }, 'measure'),
    ]),
    window: [
      [
        'Dr',
        'okay lets see how strong that grip is. squeeze this as hard as you can with the right',
      ],
      ['pt', 'mm like that'],
      ['Dr', 'yep once more. okay and now the left one'],
      ['pt', 'ugh okay'],
      ['Dr', 'so rights twenty two kilos left is thirty eight'],
    ],
    rule: 'action-done',
  },
  {
    name: 'an order placed now is action-done even when someone will call later',
    body: 'Order nerve conduction studies.',
    intent: intent('action', [part('none', ['nerve_study'], {}, 'order')]),
    window: [
      [
        'Dr',
        'and im putting in the order for the nerve test today they will call you to set it up',
      ],
    ],
    rule: 'action-done',
  },
  {
    name: 'teaching with teach-back needs the patient to show or say it back',
    body: 'Teach the home exercise program using teach-back.',
    intent: intent('action', [
      part('none', ['exercise'], {}, 'teach'),
      part('none', ['teach_back'], {}, 'teach_back'),
    ]),
    window: [
      [
        'clinician',
        'okay so lets go over the exercises again. lie on your back and rock the pelvis flat ten times',
      ],
      [
        'clinician',
        'now you show me the knee to chest one and tell me how many times a day youre gonna do it',
      ],
      ['patient', 'both knees hold it twenty seconds three times and i do it morning and night'],
    ],
    rule: 'action-done',
  },
  {
    name: 'a slot booked on the spot is action-done',
    body: 'Book the next therapy session before the patient leaves.',
    intent: intent('action', [part('date', ['therapy_sessions'], {}, 'schedule')]),
    window: [
      ['therapist', 'ive got you down for thursday same time'],
      ['patient', 'thursday perfect'],
    ],
    rule: 'action-done',
  },
  {
    name: 'advice with substance is discussed',
    body: 'Discuss taking the medicine with food.',
    intent: intent('discussion', [part('none', ['food'])]),
    window: [
      ['nurse', 'are you taking it with food'],
      ['patient', 'not always'],
      ['nurse', 'okay always with food or milk never on an empty stomach'],
      ['patient', 'okay'],
    ],
    rule: 'discussed',
  },
  // States and transitions: the conversation clearly moved past the card.
  {
    name: 'the card condition found not to hold is moved-past',
    body: 'Order cervical spine x-rays if there is midline tenderness or limited rotation.',
    intent: intent(
      'action',
      [part('none', ['x_ray'], { body_site: 'neck' }, 'order')],
      target(['tenderness', 'range_of_motion']),
    ),
    window: [
      [
        'provider',
        'turn your head left. good. no tenderness in the middle there so i dont think we need x rays',
      ],
      ['pt', 'okay good'],
    ],
    rule: 'moved-past',
  },
  {
    name: 'a discharge leaves no next visit to book: moved-past',
    body: 'Book the next therapy visit.',
    intent: intent('action', [part('date', ['therapy_sessions'], {}, 'schedule')]),
    window: [
      ['therapist', 'okay. so today is your last visit. youre graduating'],
      ['patient', 'nice'],
    ],
    rule: 'moved-past',
  },
  {
    name: 'a review already done by the nurse is moved-past',
    body: 'Review current medications including OTC.',
    intent: intent('discussion', [part('none', ['medication', 'otc'], { time: 'current' })]),
    window: [
      [
        'clinician',
        'ill hold off on going through all your meds today since the nurse just did that',
      ],
      ['patient', 'okay'],
    ],
    rule: 'moved-past',
  },
  // Spec rule 3: partial information is false.
  {
    name: 'a vague answer to a 0-10 request is partial',
    body: 'Ask for a 0-10 rating of right wrist pain with gripping.',
    intent: intent('question', [
      part('scale', ['pain', 'grip'], { side: 'right', body_site: 'wrist', context: ['activity'] }),
    ]),
    window: [
      ['Dr', 'how bad does it hurt when you grip like zero to ten'],
      ['pt', 'when i grip its uh its not great honestly'],
    ],
    rule: 'partial',
  },
  {
    name: 'some days is not a count of days a week',
    body: 'Ask how many days a week the patient does the home exercises.',
    intent: intent('question', [part('frequency', ['exercise'])]),
    window: [
      ['therapist', 'and the home exercises how often are you getting those in'],
      ['patient', 'uh some days you know'],
    ],
    rule: 'partial',
  },
  {
    name: 'two of three things to explain is one part',
    body: 'Explain ice, compression and elevation for the first 48 hours.',
    intent: intent('discussion', [part('none', ['ice', 'compression', 'elevation'])]),
    window: [
      [
        'RN',
        'so for now put ice on it twenty minutes at a time and keep it propped up above your heart',
      ],
      ['patient', 'okay'],
    ],
    rule: 'one-part',
  },
  {
    name: 'the left wrist for a right-wrist card is the wrong target',
    body: 'Ask whether the right wrist was ever injured before this claim.',
    intent: priorRightWrist,
    window: [
      ['Dr', 'any injuries to that wrist before this one'],
      ['pt', 'uh the left one i broke in high school playing football'],
    ],
    rule: 'wrong-target',
  },
  {
    name: 'a family member history is not the patient own',
    body: 'Ask whether the patient has had heart problems.',
    intent: intent('question', [part('yes_no', ['heart'], { time: 'prior' })]),
    window: [
      ['clinician', 'anybody in the family with heart problems'],
      ['patient', 'my dad had a heart attack in his fifties'],
    ],
    rule: 'wrong-target',
  },
  {
    name: 'a daytime rating for a night-pain card is the wrong target',
    body: 'Ask for a 0-10 rating of right shoulder pain at night.',
    intent: intent('question', [
      part('scale', ['pain'], { context: ['night'], side: 'right', body_site: 'shoulder' }),
    ]),
    window: [
      ['speaker 1', 'hows the pain during the day now'],
      ['speaker 2', 'during the day its like a two'],
    ],
    rule: 'wrong-target',
  },
  {
    name: 'a question asked and not answered stays open',
    body: 'Ask which medicines the patient is taking for the knee.',
    intent: intent('question', [part('description', ['medication'], { body_site: 'knee' })]),
    window: [
      ['clinician', 'the knee looks less swollen'],
      ['clinician', 'and which medicines are you taking for the knee?'],
    ],
    rule: 'unanswered',
  },
  {
    name: 'a deflection leaves the question unanswered',
    body: 'Ask whether the patient feels safe returning to the same unit.',
    intent: intent('question', [part('yes_no', ['fear'])]),
    window: [
      ['clinician', 'how do you feel about going back to that unit, do you feel safe'],
      ['patient', 'can we talk about the paperwork first'],
    ],
    rule: 'unanswered',
  },
  {
    name: 'a reply that only says the patient would have to ask and does not know is unanswered',
    body: 'Does the union contract cover physiotherapy visits?',
    intent: intent('question', [part('description', ['physical_therapy'])]),
    window: [
      ['clinician', 'does your union plan cover the physio visits'],
      [
        'patient',
        'id have to check with the steward. they talked about physio at the meeting but i dont know what it pays for',
      ],
    ],
    rule: 'unanswered',
  },
  {
    name: 'a yes/no reply with no yes or no beside "not sure" is unanswered',
    body: 'Ask whether the respirator was fit-tested.',
    intent: intent('question', [part('yes_no', ['respirator'])]),
    window: [
      ['clinician', 'was your respirator ever fit tested'],
      ['patient', 'not sure. the respirator came from the old crew boss'],
    ],
    rule: 'unanswered',
  },
  // Not done: planned, put off, refused, impossible now.
  {
    name: 'an in-visit deferral is not moved past',
    body: 'Confirm the current work status: full duty, modified duty, or off work.',
    intent: intent('information', [part('description', ['work_status'])]),
    window: [
      ['clinician', 'lets put a pin in the work stuff we can get to it later'],
      ['patient', 'sure'],
    ],
    rule: 'not-mentioned',
  },
  {
    name: 'a test put off to next visit is deferred',
    body: 'Perform the apprehension test on the right shoulder.',
    intent: intent('action', [
      part('none', ['special_test'], { side: 'right', body_site: 'shoulder' }, 'test'),
    ]),
    window: [
      [
        'Dr',
        'i was going to do the apprehension test but not today its too sore. well do it next visit',
      ],
    ],
    rule: 'deferred',
  },
  {
    name: 'a brace the patient declines is not fitted',
    body: 'Fit the lace-up ankle brace for work.',
    intent: intent('action', [part('none', ['brace'], { body_site: 'ankle' }, 'fit')]),
    window: [
      ['therapist', 'and i have the brace here for work'],
      ['interpreter', 'he says he doesnt want to wear it it doesnt fit in the boot'],
      ['therapist', 'okay we can try a different one another time'],
    ],
    rule: 'deferred',
  },
  {
    name: 'the other leg tested and this one put off is not done',
    body: 'Perform a single-leg stance balance test on the left leg.',
    intent: intent('action', [
      part('none', ['balance'], { side: 'left', body_site: 'leg' }, 'test'),
    ]),
    window: [
      ['therapist', 'okay lets do some balance. stand on the right foot first the good side'],
      ['patient', 'okay'],
      [
        'therapist',
        'thirty seconds no problem. were out of time today well do the left side next session',
      ],
    ],
    rule: 'deferred',
  },
  {
    name: 'a message promised for later is not sent',
    body: 'Message the prescribing clinician about the side effect.',
    intent: intent('action', [part('none', ['care_team'], {}, 'notify')]),
    window: [
      [
        'nurse',
        'ill send a message to the prescribing doctor about the stomach and someone will call you',
      ],
    ],
    rule: 'deferred',
  },
  {
    name: 'a talk left to the pharmacist is not discussed',
    body: 'Discuss the risk of mixing alcohol and gabapentin.',
    intent: intent('discussion', [part('none', ['alcohol', 'medication'])]),
    window: [
      ['case manager', 'and do you drink at all'],
      ['pt', 'eh i drink a little'],
      [
        'case manager',
        'okay the pharmacist will go over how alcohol mixes with the new medicine when you pick it up',
      ],
    ],
    rule: 'deferred',
  },
  {
    name: 'a patient raising a worry is not the discussion',
    body: 'Discuss the patient worry about re-injury when lifting at work.',
    intent: intent('discussion', [part('none', ['fear'])]),
    window: [
      ['patient', 'honestly im kinda nervous about lifting those again'],
      ['therapist', 'you will be fine'],
    ],
    rule: 'not-mentioned',
  },
  {
    name: "a case manager relaying the patient's worry to the clinician is not the discussion",
    body: 'Discuss the patient worry that lifting will injure the back again.',
    intent: intent('discussion', [part('none', ['fear', 'lifting'])]),
    window: [
      ['clinician', 'okay is there anything else before we set the date'],
      [
        'case manager',
        'he did mention hes kind of scared of hurting it again when he lifts at work',
      ],
      ['clinician', 'yeah thats pretty common. so what day were you thinking'],
    ],
    rule: 'topic-only',
  },
  {
    name: 'a limit explained without the limit itself is partial',
    body: 'Explain the typing limit: no more than 20 minutes of continuous keyboard work.',
    intent: intent('discussion', [part('duration', ['typing'])]),
    window: [
      ['clinician', 'and she should take breaks from the typing when her wrist gets sore'],
      ['patient', 'okay'],
    ],
    rule: 'partial',
  },
  {
    name: 'a limit explained with the limit said is discussed',
    body: 'Explain the typing limit: no more than 20 minutes of continuous keyboard work.',
    intent: intent('discussion', [part('duration', ['typing'])]),
    window: [
      ['clinician', 'no more than twenty minutes of typing at a stretch then get up and move'],
      ['patient', 'okay'],
    ],
    rule: 'discussed',
  },
  // States and transitions: results gone over by telling them; "came back" is the result in, not a later visit.
  {
    name: 'lab results that came back, told to the patient, are a review done',
    body: 'Go over the wound culture results with the patient.',
    intent: intent('action', [part('none', ['lab'], {}, 'review')]),
    window: [
      ['clinician', 'so the culture from your hand came back and it grew nothing so no infection'],
      ['patient', 'oh good'],
    ],
    rule: 'action-done',
    segments: ['s1'],
  },
  {
    name: 'results to go over when the patient comes back next week are deferred',
    body: 'Go over the wound culture results with the patient.',
    intent: intent('action', [part('none', ['lab'], {}, 'review')]),
    window: [
      [
        'clinician',
        'the culture is not back yet so we will go over the results when you come back next week',
      ],
      ['patient', 'okay'],
    ],
    rule: 'deferred',
  },
  // Spec rule 2: safety categories never resolve.
  {
    name: 'a safety card plainly answered stays open',
    body: 'Screen for red flags: saddle numbness, new leg weakness, bladder or bowel changes.',
    category: 'red-flag-screening',
    intent: intent('question', [part('yes_no', ['numbness', 'bladder_bowel'])]),
    window: [
      ['clinician', 'any numbness in the saddle area or trouble with your bladder'],
      ['patient', 'no nothing like that'],
    ],
    rule: 'safety',
  },
];

describe('resolveCard', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const window = readWindow(turns(...c.window));
      const finding = resolveCard(
        nudge(c.body, c.category),
        c.intent,
        window,
        requestFacts([c.intent]),
      );
      assert.equal(finding.rule, c.rule, JSON.stringify(finding));
      if (c.segments !== undefined)
        assert.deepEqual(
          finding.turns.map((t) => window.turns[t]!.id),
          c.segments,
        );
      if (resolves(finding))
        assert.ok(finding.turns.length > 0, 'a resolving rule names its evidence');
    });
  }
});
