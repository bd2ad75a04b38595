/**
 * Cards labelled as a work status ("Work status: ...", "Restrictions for ...", "Light duty ...") ask the
 * clinician to set it: the status or limit said in the visit settles them, talk about the job does not
 * ("States and transitions": the clinician did the suggested thing). A restriction's "until ..." is its term,
 * not what it keeps the worker from. Synthetic cards and windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { offlineVerdict } from './verdict.ts';

test('a card opening with a work-status label reads as setting a restriction', () => {
  for (const body of [
    'Work status: no ladder climbing for ten days',
    'Restrictions for the left hand',
    'Light duty with an end date',
    'Work: office tasks only',
    'Phased return: mornings only, then full days',
  ]) {
    const intent = readCardIntent({ category: 'work_status', body });
    assert.equal(intent.kind, 'action', body);
    assert.equal(intent.action, 'restrict', body);
  }
});

test('a label that does not open the body, or names something else, is no restriction', () => {
  for (const body of [
    'Work gloves: size and material?',
    'Ask whether the work status form was sent',
  ]) {
    assert.notEqual(readCardIntent({ category: 'work_status', body }).action, 'restrict', body);
  }
});

test('the limit said for work settles a labelled card', () => {
  const v = offlineVerdict('Work status: no scaffold climbing', 'work_status', [
    ['physician', 'how high is the scaffold you work on'],
    ['roofer', 'three levels most days'],
    [
      'physician',
      'okay for work keep her off the scaffold the rest of this week, ground tasks are fine',
    ],
  ]);
  assert.equal(v.status, 'addressed');
});

test('talk about the job without a limit leaves a labelled card open', () => {
  const v = offlineVerdict('Work status: no scaffold climbing', 'work_status', [
    ['physician', 'how high is the scaffold you work on'],
    ['roofer', 'three levels most days, I climb it maybe ten times a shift'],
  ]);
  assert.notEqual(v.status, 'addressed');
});

test('a limit said with "should not" sets it', () => {
  const v = offlineVerdict('Modified duty: no carrying the mail sacks', 'work_status', [
    [
      'nurse practitioner',
      'she should not carry the mail sacks for two weeks, I am putting it on her form',
    ],
  ]);
  assert.equal(v.status, 'addressed');
});

test('a card wanting an end date stays open until the term is said', () => {
  const body = 'Duty limits: no chainsaw work, with an end date';
  const open = offlineVerdict(body, 'work_status', [
    ['physician', 'no chainsaw work for now, we will see how the thumb does'],
  ]);
  assert.notEqual(open.status, 'addressed');
  const set = offlineVerdict(body, 'work_status', [
    ['physician', 'no chainsaw work for two weeks, then we recheck the thumb'],
  ]);
  assert.equal(set.status, 'addressed');
});

test('a status with nothing of its own is set by saying the worker is off work', () => {
  const v = offlineVerdict('Work status until the recheck', 'work_status', [
    ['physician', 'keep the foot up tonight. you are off work until I see you on Monday'],
  ]);
  assert.equal(v.status, 'addressed');
});

test('a restriction is named by what it keeps the worker from, not by its term', () => {
  const body = 'Keep him away from the paint booth until the air test is back';
  const named = readCardIntent({ category: 'work_status', body }).parts[0]!.target.terms ?? [];
  assert.ok(!named.includes('air'), 'the term is not the object');
  const v = offlineVerdict(body, 'work_status', [
    ['physician', 'no time in the paint booth until they test the air, he can do the sanding bay'],
  ]);
  assert.equal(v.status, 'addressed');
});

test('"the X, not the Y" rules the Y out, and the term\'s own topic does not name the card', () => {
  const body = 'Work note: off the paint line until the rash clears';
  const talk = offlineVerdict(body, 'work_status', [
    ['physician', 'the rash is still weeping on both forearms, keep the cream on it'],
  ]);
  assert.notEqual(talk.status, 'addressed');
  const set = offlineVerdict(body, 'work_status', [
    [
      'physician',
      'for work I am putting him on the loading dock, not the paint line, until that rash clears',
    ],
  ]);
  assert.equal(set.status, 'addressed');
});
