/** The window as evidence: speaker roles, answer detectors by type, sentence readings, exchanges. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnswerType } from '../../src/nudge/intent/index.ts';
import { answers } from '../../src/nudge/window/answers.ts';
import { assignSides, type Role, roleOfLabel, sideOfRole } from '../../src/nudge/window/roles.ts';
import { readTurn } from '../../src/nudge/window/turn.ts';
import { readWindow } from '../../src/nudge/window/window.ts';
import { turns } from './intents.ts';

describe('speaker roles', () => {
  const LABELS: Array<[string, Role]> = [
    ['clinician', 'clinician'],
    ['Dr', 'clinician'],
    ['Doctor', 'clinician'],
    ['provider', 'clinician'],
    ['NP', 'clinician'],
    ['PA', 'clinician'],
    ['physical therapist', 'clinician'],
    ['examiner', 'clinician'],
    ['RN', 'nurse'],
    ['nurse', 'nurse'],
    ['case manager', 'case_manager'],
    ['nurse case manager', 'case_manager'],
    ['MA', 'care_team'],
    ['audiometric technician', 'care_team'],
    ['ergonomist', 'care_team'],
    ['interpreter', 'interpreter'],
    ['patient', 'patient'],
    ['pt', 'patient'],
    ['caller', 'patient'],
    ['driver', 'patient'],
    ['applicant', 'patient'],
    ['family member', 'family'],
    ['supervisor', 'workplace'],
    ['coworker', 'workplace'],
    ['HR', 'workplace'],
    ['employer rep', 'workplace'],
    ['speaker 1', 'unknown'],
    ['SPEAKER_00', 'unknown'],
  ];
  for (const [label, role] of LABELS) {
    it(`reads the label "${label}" as ${role}`, () => assert.equal(roleOfLabel(label), role));
  }

  it('puts the care team on the care side and the patient and those speaking for the patient on the other', () => {
    assert.equal(sideOfRole('case_manager'), 'care');
    for (const role of ['patient', 'family', 'workplace', 'interpreter'] as const)
      assert.equal(sideOfRole(role), 'patient');
  });

  it('makes the diarised speaker who asks and instructs the care side when no one is labelled', () => {
    const sides = assignSides([
      { label: 'SPEAKER_00', role: 'unknown', turns: 4, directive: 3 },
      { label: 'SPEAKER_01', role: 'unknown', turns: 4, directive: 0 },
    ]);
    assert.deepEqual([sides.get('SPEAKER_00'), sides.get('SPEAKER_01')], ['care', 'patient']);
  });

  it('makes an unlabelled speaker the patient side when a care-side speaker is labelled', () => {
    const sides = assignSides([
      { label: 'RN', role: 'nurse', turns: 3, directive: 3 },
      { label: 'speaker 1', role: 'unknown', turns: 3, directive: 2 },
    ]);
    assert.equal(sides.get('speaker 1'), 'patient');
  });
});

describe('answer detectors', () => {
  const CASES: Array<[string, AnswerType, boolean]> = [
    ['right now uh um like a six id say', 'scale', true],
    ['seven out of ten maybe', 'scale', true],
    ['it was an eight last week', 'scale', false],
    ['at its worst it hits a nine', 'scale', false],
    ['its pretty bad honestly', 'scale', false],
    ['the pain wakes me up at three most nights', 'scale', false],
    ['since thursday so about four days now', 'duration', true],
    ['a while now it comes and goes', 'duration', false],
    ['i dont know a few minutes', 'duration', false],
    ['all ten hours on concrete', 'quantity', true],
    ['a few', 'quantity', false],
    ['not a lot it depends on the day', 'quantity', false],
    ['yeah a couple times a night', 'frequency', true],
    ['every day after work pretty much', 'frequency', true],
    ['four or five nights a week', 'frequency', true],
    ['uh some days you know', 'frequency', false],
    ['um they come and go', 'frequency', false],
    ['no no nothing like that', 'yes_no', true],
    ['never', 'yes_no', true],
    ['kinda', 'yes_no', false],
    ['uh the left one', 'side', true],
    ['its my mouse hand', 'side', false],
    ['both hands and up the wrists', 'body_site', true],
    ['last tuesday so a week today', 'date', true],
    ['right around ten thirty before first break', 'date', true],
    ['doc said maybe end of the month but well see', 'date', false],
    ['a while back', 'date', false],
    ['just ibuprofen two tablets in the morning', 'description', true],
    ['i dont know', 'description', false],
  ];
  for (const [text, type, expected] of CASES) {
    it(`${expected ? 'reads' : 'does not read'} "${text}" as a ${type} answer`, () => {
      const facts = readTurn(text).answers;
      assert.equal(
        answers(type, facts) || (type === 'scale' && facts.bareNumber && expected),
        expected,
      );
    });
  }

  it('takes a rating said unasked only with an article or against ten', () => {
    assert.equal(readTurn('eight').answers.statedRating, false);
    assert.equal(readTurn('its like an eight today').answers.statedRating, true);
    assert.equal(readTurn('its at a six right now').answers.bareNumber, true);
  });
});

describe('sentence readings', () => {
  const QUESTIONS: Array<[string, boolean]> = [
    ['okay so um hows the back been since last time', true],
    ['and on a zero to ten scale where would you put it right now', true],
    ['do you smoke or vape', true],
    ['so last i saw you were off work completely is that still right', true],
    ['so when you go back first few days do shorter hours in the heat', false],
    ['ever since i slipped on the wet floor it has been killing me', false],
    ['yeah they did it for my coworker', false],
    ['does any pain or numbness go down into either arm', true],
    ['is my form in yet', true],
    ['all the forms are in', false],
  ];
  for (const [text, question] of QUESTIONS) {
    it(`${question ? 'reads' : 'does not read'} "${text}" as a question`, () =>
      assert.equal(
        readTurn(text).sentences.some((s) => s.question),
        question,
      ));
  }

  const STANCES: Array<[string, string]> = [
    ['im putting in the order for the nerve test today', 'doing'],
    ['heres a splint for when youre at work', 'handing'],
    ['ill submit it today', 'planned'],
    ['we will do it next visit', 'later'],
    ['the front desk will call you', 'later'],
    ['he says he doesnt want to wear it', 'refused'],
    ['were out of the steri strips', 'unavailable'],
    ['i dont think we need x rays', 'unneeded'],
    ['we already went over your meds with the nurse', 'done'],
  ];
  for (const [text, stance] of STANCES) {
    it(`reads "${text}" as ${stance}`, () =>
      assert.ok(
        readTurn(text).sentences.some((s) => s.stances.has(stance as never)),
        stance,
      ));
  }

  it('reads a family member as someone other than the patient', () => {
    assert.equal(readTurn('my dad had a heart attack in his fifties').sentences[0]?.family, true);
  });

  it('keeps a site word used as a measure out of the target', () => {
    assert.equal(
      readTurn('the strap goes two finger widths below the elbow').sentences[0]?.target.body_site,
      'elbow',
    );
  });
});

describe('readWindow', () => {
  it('pairs a question with the patient-side replies, past a short prompt by the asker', () => {
    const window = readWindow(
      turns(
        ['clinician', 'zero to ten?'],
        ['patient', 'hmm let me think'],
        ['clinician', 'roughly'],
        ['patient', 'maybe a three'],
      ),
    );
    assert.deepEqual(
      window.exchanges.map((e) => [e.ask, e.replies]),
      [[0, [1, 3]]],
    );
  });

  it('sets aside an interpreter visit turns in another language and keeps the English rendering as the patient side', () => {
    const window = readWindow(
      turns(
        ['therapist', 'ask him how much it hurts zero to ten'],
        ['interpreter', 'cuanto le duele del cero al diez'],
        ['patient', 'pues ocho'],
        ['interpreter', 'he says eight'],
      ),
    );
    assert.deepEqual(
      window.turns.map((t) => t.silent),
      [false, true, true, false],
    );
    assert.equal(window.turns[3]!.side, 'patient');
    assert.deepEqual(window.exchanges[0]!.replies, [3]);
  });

  it('keeps every turn of a visit without an interpreter, however short', () => {
    const window = readWindow(turns(['clinician', 'pain score today'], ['patient', '6/10']));
    assert.deepEqual(
      window.turns.map((t) => t.silent),
      [false, false],
    );
  });

  it('turns a statement answered yes or no into a question', () => {
    const window = readWindow(
      turns(
        ['clinician', 'so youre still on restrictions at work'],
        ['patient', 'yes no lifting over ten pounds'],
      ),
    );
    assert.equal(window.exchanges.length, 1);
  });
});
