import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeWithRules } from '../../src/nudge/rules-judge.ts';
import { card, segment } from './models.ts';

type Turn = [speaker: string, text: string];
const window = (turns: Turn[]) => turns.map(([speaker, text], i) => segment(`s${i + 1}`, speaker, text));

const RATING = card('pain', 'pain-assessment', 'Ask the patient to rate their current pain on a 0-10 scale.');
const SLEEP = card('sleep', 'sleep', 'Ask how the injury is affecting sleep.');
const MEDS = card('meds', 'medication-review', 'Ask which medications the patient is taking for the pain.');
const XRAY = card('xray', 'imaging', 'Order an x-ray of the ankle if there is bony tenderness.');
const LIFT = card('lift', 'job-demands', 'Ask which job tasks the patient cannot do right now, such as lifting or carrying.');

describe('rules judge', () => {
  const cases: Array<{ name: string; card: ReturnType<typeof card>; turns: Turn[]; status: string; evidence: string[] }> = [
    {
      name: 'a 0-10 question answered with a number is addressed',
      card: RATING,
      turns: [['clinician', 'On a scale of zero to ten, how bad is the pain?'], ['patient', 'About a six.']],
      status: 'addressed', evidence: ['s1', 's2'],
    },
    {
      name: 'a vague answer to a 0-10 question is partial',
      card: RATING,
      turns: [['clinician', 'How bad is the pain, zero to ten?'], ['patient', "Pretty bad, I guess. Hard to say."]],
      status: 'partial', evidence: ['s1', 's2'],
    },
    {
      name: 'a 0-10 question with no reply yet is not addressed',
      card: RATING,
      turns: [['clinician', 'How bad is the pain, zero to ten?']],
      status: 'not_addressed', evidence: [],
    },
    {
      name: 'a number with a unit is not a rating, so the exchange stays partial',
      card: RATING,
      turns: [['clinician', 'How long has the pain been there?'], ['patient', 'Three weeks.']],
      status: 'partial', evidence: ['s1', 's2'],
    },
    {
      name: 'a rating the patient volunteers is addressed',
      card: RATING,
      turns: [['patient', 'My pain is about a seven today.']],
      status: 'addressed', evidence: ['s1'],
    },
    {
      name: 'a topic the patient volunteers is addressed',
      card: SLEEP,
      turns: [['clinician', 'How are things?'], ['patient', 'I cannot sleep, the pain wakes me up at night.']],
      status: 'addressed', evidence: ['s2'],
    },
    {
      name: 'the clinician asking the prompted question is addressed',
      card: MEDS,
      turns: [['clinician', 'What medications are you taking at the moment?'], ['patient', 'Just naproxen.']],
      status: 'addressed', evidence: ['s1', 's2'],
    },
    {
      name: 'a shared common concept alone (pain) does not address a medication card',
      card: MEDS,
      turns: [['patient', 'The pain is worse in the morning.']],
      status: 'not_addressed', evidence: [],
    },
    {
      name: 'the clinician doing the suggested action is addressed',
      card: XRAY,
      turns: [['doctor', 'There is tenderness over the bone, so I am ordering an x-ray of the ankle.']],
      status: 'addressed', evidence: ['s1'],
    },
    {
      name: 'a patient statement does not do an action card',
      card: XRAY,
      turns: [['patient', 'Do I need an x-ray of the ankle? It is tender.']],
      status: 'not_addressed', evidence: [],
    },
    {
      name: 'the clinician deferring the topic moves past the card',
      card: LIFT,
      turns: [['clinician', 'We already went over your lifting limits last time, so I will skip that today.']],
      status: 'moved_past', evidence: ['s1'],
    },
    {
      name: 'an unrelated window is not addressed',
      card: SLEEP,
      turns: [['clinician', 'Let me check your blood pressure.'], ['patient', 'Sure.']],
      status: 'not_addressed', evidence: [],
    },
    {
      name: 'diarisation labels still let a question and its reply count',
      card: RATING,
      turns: [['SPEAKER_00', 'How would you rate the pain, zero to ten?'], ['SPEAKER_01', 'A four.']],
      status: 'addressed', evidence: ['s1', 's2'],
    },
    {
      name: "the asker's own next turn is not a reply",
      card: RATING,
      turns: [['SPEAKER_00', 'How would you rate the pain, zero to ten?'], ['SPEAKER_01', 'Hard to say.'], ['SPEAKER_00', 'Okay, we have 2 options.']],
      status: 'partial', evidence: ['s1', 's2'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const [verdict] = judgeWithRules({ cards: [c.card], segments: window(c.turns) }).verdicts;
      assert.equal(verdict?.status, c.status);
      assert.deepEqual(verdict?.evidence_segment_ids, c.evidence);
      for (const id of c.evidence) assert.ok(verdict?.reason.includes(id), `reason names ${id}`);
    });
  }

  it('gives a rating question that names no topic to the only rating card', () => {
    const turns: Turn[] = [['clinician', 'On a scale of zero to ten, how would you rate it?'], ['patient', 'About a 7.']];
    const [rating, sleep] = judgeWithRules({ cards: [RATING, SLEEP], segments: window(turns) }).verdicts;
    assert.equal(rating?.status, 'addressed');
    assert.equal(sleep?.status, 'not_addressed');
  });

  it('gives a bare rating question to the rating card whose topic came just before, among several', () => {
    const ANXIETY = card('anx', 'psychosocial', 'Ask the patient to rate their anxiety from 0 to 10.');
    const turns: Turn[] = [['patient', 'The pain in my back is bad.'], ['clinician', 'Zero to ten, how bad is it?'], ['patient', 'An eight.']];
    const [pain, anxiety] = judgeWithRules({ cards: [RATING, ANXIETY], segments: window(turns) }).verdicts;
    assert.equal(pain?.status, 'addressed');
    assert.deepEqual(pain?.evidence_segment_ids, ['s2', 's3']);
    assert.equal(anxiety?.status, 'not_addressed');
  });

  it('judges every card in order with its index', () => {
    const reply = judgeWithRules({ cards: [SLEEP, RATING, SLEEP], segments: window([['patient', 'Fine.']]) });
    assert.deepEqual(reply.verdicts.map((v) => v.card_index), [0, 1, 2]);
  });

  it('never quotes the transcript in a reason', () => {
    const [verdict] = judgeWithRules({ cards: [SLEEP], segments: window([['patient', 'Zyxwv cannot sleep at all, the pain wakes me.']]) }).verdicts;
    assert.equal(verdict?.status, 'addressed');
    assert.ok(!verdict?.reason.includes('Zyxwv'));
  });
});
