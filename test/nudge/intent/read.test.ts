import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnswerType, CardKind, Target } from '../../../src/nudge/intent/index.ts';
import {
  cardIntentSchema,
  primaryAnswerType,
  readCardIntent,
} from '../../../src/nudge/intent/index.ts';

/** What a case checks of one part: its answer type, its action, and the target slots it names. */
type PartCheck = [AnswerType, string | null, Partial<Target>?];
interface Case {
  body: string;
  category?: string;
  kind: CardKind;
  action?: string | null;
  parts: PartCheck[];
  condition?: string[];
}

function check({ body, category = 'general', kind, action = null, parts, condition }: Case): void {
  const intent = readCardIntent({ category, body });
  assert.equal(intent.kind, kind, 'kind');
  assert.equal(intent.action, action, 'action');
  assert.deepEqual(
    intent.parts.map((p) => [p.answer_type, p.action]),
    parts.map(([a, act]) => [a, act]),
    'parts',
  );
  parts.forEach(([, , target], i) => {
    for (const [slot, value] of Object.entries(target ?? {}))
      assert.deepEqual(
        intent.parts[i]!.target[slot as keyof Target],
        value,
        `part ${i + 1} ${slot}`,
      );
  });
  if (condition !== undefined) assert.deepEqual(intent.condition?.topic, condition, 'condition');
}

describe('readCardIntent: the examples of the brief', () => {
  const cases: Array<[string, Case]> = [
    [
      'a 0-10 rating of current pain',
      {
        body: 'Ask the patient to rate their current pain on a 0-10 scale',
        kind: 'question',
        parts: [['scale', null, { topic: ['pain'], time: 'current' }]],
      },
    ],
    [
      'two questions in one card',
      {
        body: 'Ask how many hours they sleep and how often they wake',
        kind: 'question',
        parts: [
          ['quantity', null, { topic: ['sleep'] }],
          ['frequency', null, { topic: ['waking'] }],
        ],
      },
    ],
    [
      'the date of a prior injury',
      {
        body: 'Document the date of the prior back injury',
        kind: 'information',
        parts: [['date', null, { topic: ['injury'], body_site: 'back', time: 'prior' }]],
      },
    ],
    [
      'which hand',
      {
        body: 'Confirm which hand is affected',
        kind: 'question',
        parts: [['side', null, { body_site: 'hand', side: null }]],
      },
    ],
    [
      'a recheck read out',
      {
        body: 'Recheck blood pressure and record the value',
        kind: 'action',
        action: 'recheck',
        parts: [['quantity', 'recheck', { topic: ['blood_pressure'] }]],
      },
    ],
    [
      'teaching with teach-back',
      {
        body: 'Teach the home exercise program using teach-back',
        kind: 'action',
        action: 'teach',
        parts: [
          ['none', 'teach', { topic: ['exercise'] }],
          ['none', 'teach_back', { topic: ['teach_back'] }],
        ],
      },
    ],
    [
      'providing and checking the fit',
      {
        body: 'Provide the wrist brace and check the fit',
        kind: 'action',
        action: 'provide',
        parts: [
          ['none', 'provide', { topic: ['brace'], body_site: 'wrist' }],
          ['none', 'check', { topic: ['fit'], body_site: 'wrist' }],
        ],
      },
    ],
    [
      'a conditional order',
      {
        body: 'Order lumbar x-ray if tenderness persists',
        kind: 'action',
        action: 'order',
        parts: [['none', 'order', { topic: ['x_ray'], body_site: 'back' }]],
        condition: ['tenderness'],
      },
    ],
    [
      'a booking',
      {
        body: 'Schedule follow-up in 2 weeks',
        kind: 'action',
        action: 'schedule',
        parts: [['date', 'schedule', { topic: ['follow_up'] }]],
      },
    ],
    [
      'an agreed return-to-work date',
      {
        body: 'Agree a return-to-work date with restrictions',
        kind: 'action',
        action: 'agree',
        parts: [['date', 'agree', { topic: ['return_to_work', 'restriction'] }]],
      },
    ],
    [
      'a discussion',
      {
        body: 'Discuss sleep hygiene',
        kind: 'discussion',
        parts: [['none', null, { topic: ['sleep'] }]],
      },
    ],
    [
      'a choice between work and home',
      {
        body: 'Ask whether the right wrist pain started at work or at home',
        kind: 'question',
        parts: [
          [
            'description',
            null,
            { topic: ['pain'], side: 'right', body_site: 'wrist', setting: null },
          ],
        ],
      },
    ],
  ];
  for (const [name, c] of cases) it(`reads ${name}`, () => check(c));
});

describe('readCardIntent: kinds and directives', () => {
  const cases: Array<[string, Case]> = [
    [
      '"Screen for" as a yes/no question',
      {
        body: 'Screen for red flags: saddle numbness, new leg weakness, bladder or bowel changes.',
        kind: 'question',
        parts: [['yes_no', null, { topic: ['bladder_bowel', 'numbness', 'weakness'] }]],
      },
    ],
    [
      '"Go over" results named by the test (a culture, a blood count) as a review action',
      {
        body: 'Go over the throat culture and blood count results with the patient.',
        kind: 'action',
        action: 'review',
        parts: [['none', 'review', { topic: ['lab'] }]],
      },
    ],
    [
      '"Find out whether" as information',
      {
        body: 'Find out whether the employer has offered modified duty.',
        kind: 'information',
        parts: [['yes_no', null]],
      },
    ],
    [
      '"Confirm" with a noun as information',
      {
        body: 'Confirm the target date for return to full duty.',
        kind: 'information',
        parts: [['date', null, { topic: ['return_to_work'] }]],
      },
    ],
    [
      'a leading condition before the directive',
      {
        body: 'Before suggesting ibuprofen, ask about stomach ulcers, kidney disease and blood thinners.',
        kind: 'question',
        parts: [['yes_no', null, { topic: ['stomach', 'kidney', 'medication'] }]],
        condition: ['otc'],
      },
    ],
    [
      'the verb after "consider"',
      {
        body: 'If the foot is deformed, cold or numb, consider activating emergency services.',
        kind: 'action',
        action: 'escalate',
        parts: [['none', 'escalate', { topic: ['emergency'] }]],
        condition: ['numbness'],
      },
    ],
    [
      'a trigger before a colon',
      {
        body: 'Caustic splash with ongoing pain: consider emergency transport now.',
        kind: 'action',
        action: 'consider',
        parts: [['none', 'consider']],
        condition: ['chemical', 'pain'],
      },
    ],
    [
      'a remark after a semicolon as no part',
      {
        body: 'Blood pressure at or above 180/110: escalate; the driver cannot be certified today.',
        kind: 'action',
        action: 'escalate',
        parts: [['none', 'escalate']],
        condition: ['blood_pressure'],
      },
    ],
    [
      'a review of results as an action',
      {
        body: 'Review the repeat x-ray with the patient.',
        kind: 'action',
        action: 'review',
        parts: [['none', 'review', { topic: ['x_ray'] }]],
      },
    ],
    [
      'a review of anything else as a discussion',
      {
        body: 'Review the current restrictions with the patient and case manager.',
        kind: 'discussion',
        parts: [['none', null, { topic: ['restriction', 'claim'] }]],
      },
    ],
    [
      'a body with no verb that ends in "?"',
      {
        body: 'Any numbness or tingling in the hands?',
        kind: 'question',
        parts: [['yes_no', null, { topic: ['numbness'], body_site: 'hand' }]],
      },
    ],
    [
      'a body with no verb from its category',
      {
        body: '0-10 pain rating.',
        category: 'pain-assessment',
        kind: 'question',
        parts: [['scale', null, { topic: ['pain'] }]],
      },
    ],
    [
      '"Ask if" as "whether", not a condition',
      {
        body: 'Ask if the patient smokes.',
        kind: 'question',
        parts: [['yes_no', null, { topic: ['tobacco'] }]],
      },
    ],
  ];
  for (const [name, c] of cases) it(`reads ${name}`, () => check(c));
});

describe('readCardIntent: parts', () => {
  const cases: Array<[string, Case]> = [
    [
      '"whether ... and how often" as one frequency part',
      {
        body: 'Ask whether the back pain wakes the patient at night and how often.',
        kind: 'question',
        parts: [
          ['frequency', null, { topic: ['pain', 'waking'], context: ['night'], body_site: 'back' }],
        ],
      },
    ],
    [
      '"and how consistently" as a frequency part of its own',
      {
        body: 'Ask which hearing protection the worker uses and how consistently it is worn on shift.',
        kind: 'question',
        parts: [
          ['description', null, { topic: ['hearing_protection'] }],
          ['frequency', null, { topic: ['hearing_protection'] }],
        ],
      },
    ],
    [
      'a limit stated in a discussion card as the figure the talk must give',
      {
        body: 'Explain the typing limit: no more than 20 minutes of continuous keyboard work.',
        kind: 'discussion',
        parts: [['duration', null, { topic: ['typing'] }]],
      },
    ],
    [
      'a time frame in a discussion card as no figure to give',
      {
        body: 'Explain wound care for the next 2 weeks.',
        kind: 'discussion',
        parts: [['none', null, { topic: ['wound'] }]],
      },
    ],
    [
      '"and for how long" as one duration part',
      {
        body: 'Ask whether the eye was flushed and for how long.',
        kind: 'question',
        parts: [['duration', null, { topic: ['eye_irrigation'], body_site: 'eye' }]],
      },
    ],
    [
      'a yes/no and a description of another topic as two parts',
      {
        body: 'Document whether the patient is working and in what role.',
        kind: 'information',
        parts: [
          ['yes_no', null, { topic: ['work_status'] }],
          ['description', null, { topic: ['job_demands'] }],
        ],
      },
    ],
    [
      'coordinated verbs as one part',
      {
        body: 'Measure and record the neck circumference.',
        kind: 'action',
        action: 'measure',
        parts: [['quantity', 'measure', { topic: ['circumference'], body_site: 'neck' }]],
      },
    ],
    [
      '"record the time" after a test as a duration',
      {
        body: 'Perform a single-leg balance test on the injured ankle and record the time.',
        kind: 'action',
        action: 'test',
        parts: [['duration', 'test', { topic: ['balance', 'injury'], body_site: 'ankle' }]],
      },
    ],
    [
      'a wh-clause after a colon',
      {
        body: 'Agree on the follow-up plan: when to return and what should prompt an earlier call.',
        kind: 'action',
        action: 'agree',
        parts: [
          ['date', 'agree', { topic: ['follow_up'] }],
          ['description', 'agree', { topic: ['follow_up'] }],
        ],
      },
    ],
    [
      '"and how to access it" as nothing more to check',
      {
        body: 'Discuss the employee assistance program and how to access it.',
        kind: 'discussion',
        parts: [['none', null, { topic: ['counseling'] }]],
      },
    ],
    [
      'a participle as no second directive',
      {
        body: 'Screen for worsening headache, repeated vomiting or confusion.',
        kind: 'question',
        parts: [['yes_no', null, { topic: ['headache', 'vomiting', 'confusion'] }]],
      },
    ],
    [
      'an adjective as no second directive',
      {
        body: 'Ask about neck and lower back pain.',
        kind: 'question',
        parts: [['yes_no', null, { body_site: 'neck' }]],
      },
    ],
  ];
  for (const [name, c] of cases) it(`reads ${name}`, () => check(c));
});

describe('readCardIntent: answer types', () => {
  const cases: Array<[string, string, AnswerType]> = [
    [
      '"how many days a week" as a frequency',
      'Ask how many days a week the patient does the home exercises.',
      'frequency',
    ],
    [
      '"how many times ... before" as a quantity',
      'Document how many times the right shoulder has dislocated before.',
      'quantity',
    ],
    [
      '"up to date" as yes/no, not a date',
      'Ask whether tetanus vaccination is up to date.',
      'yes_no',
    ],
    [
      '"less frequent" as a frequency',
      'Ask whether the headaches are less frequent than at the start of therapy.',
      'frequency',
    ],
    ['"which fingers" as a body site', 'Record which fingers were injured.', 'body_site'],
    ['"where on the body" as a body site', 'Record where on the body the rash is.', 'body_site'],
    ['"which ear" as a side', 'Record which ear has the hearing aid.', 'side'],
    ['"dominant hand" as a side', "Record the patient's dominant hand.", 'side'],
    ['a pain score as a scale', "Record the caller's pain score.", 'scale'],
    [
      'another score as a quantity',
      'Record the current score on the concussion symptom checklist.',
      'quantity',
    ],
    ['"when" opening the object as a date', 'Document when the collision happened.', 'date'],
    [
      '"when" after the object as no date',
      'Record the task the caller was doing when the pain started.',
      'description',
    ],
    [
      '"when" in a discussion as advice, not a date',
      'Discuss heat acclimatization when returning to outdoor work.',
      'none',
    ],
    [
      '"when to return" in a discussion as a date',
      'Explain when to return for the TB test reading.',
      'date',
    ],
    ['a figure with a unit as no cue', 'Book a clinic appointment within 24 hours.', 'date'],
    [
      'an options list as a description',
      'Confirm current work status: full duty, modified duty, or off work.',
      'description',
    ],
    [
      'a repeat of a non-measurable test as reading no value',
      'Repeat the fluorescein stain to confirm the abrasion has healed.',
      'none',
    ],
    [
      'a recheck of a measurable as reading a value',
      'Recheck visual acuity in the injured eye.',
      'quantity',
    ],
  ];
  for (const [name, body, answer] of cases)
    it(`reads ${name}`, () =>
      assert.equal(primaryAnswerType(readCardIntent({ category: 'general', body })), answer));

  it('lets the category settle a weak yes/no cue', () => {
    const body = 'Ask about alcohol use while taking the prescribed pain medication.';
    assert.equal(
      primaryAnswerType(readCardIntent({ category: 'substance-use', body })),
      'description',
    );
    assert.equal(primaryAnswerType(readCardIntent({ category: 'general', body })), 'yes_no');
  });

  it('never lets the category override what the body says', () => {
    assert.equal(
      primaryAnswerType(
        readCardIntent({
          category: 'pain-assessment',
          body: 'Ask whether the pain wakes the patient at night.',
        }),
      ),
      'yes_no',
    );
    assert.equal(
      readCardIntent({
        category: 'work-status',
        body: 'Discuss the graduated return-to-work schedule.',
      }).kind,
      'discussion',
    );
  });
});

describe('readCardIntent: the intent itself', () => {
  it('fills the schema, with cues that quote the body', () => {
    const intent = readCardIntent({
      category: 'pain-assessment',
      body: 'Ask for a 0-10 rating of right wrist pain with gripping.',
    });
    assert.equal(cardIntentSchema.safeParse(intent).success, true);
    assert.deepEqual(intent.cues, [
      'kind question: "Ask"',
      'part 1 scale: "0-10"',
      'topic pain: "pain"',
      'topic grip: "gripping"',
      'context activity: "with gripping"',
      'body_site wrist: "wrist"',
      'side right: "right"',
    ]);
  });

  it('is deterministic and frozen, so a caller cannot change the memoised copy', () => {
    const card = { category: 'sleep', body: 'Ask how many hours the patient sleeps per night.' };
    const a = readCardIntent(card);
    assert.deepEqual(readCardIntent({ ...card }), a);
    assert.throws(() => (a.parts as unknown[]).push({}), TypeError);
  });

  it('takes no hint from a category named like an object property', () => {
    assert.equal(readCardIntent({ category: 'constructor', body: 'Pain?' }).kind, 'question');
    assert.equal(readCardIntent({ category: 'constructor', body: 'Pain.' }).kind, 'information');
  });

  it('reads a body of punctuation only as one empty part', () => {
    const intent = readCardIntent({ category: 'general', body: '?' });
    assert.equal(intent.kind, 'question');
    assert.deepEqual(
      intent.parts.map((p) => p.answer_type),
      ['description'],
    );
  });

  it('keeps a long body within the schema limits', () => {
    const body =
      `Ask about ${'pain, sleep, mood, work, smoking, alcohol, '.repeat(6)}and how often, and for how long, and when, and which side.`.slice(
        0,
        280,
      );
    assert.equal(
      cardIntentSchema.safeParse(readCardIntent({ category: 'general', body })).success,
      true,
    );
  });
});
