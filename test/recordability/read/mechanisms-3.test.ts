/**
 * Mechanisms found missing on the study set dev9 (holdout-9), each written here in new words: an employee who paid
 * the public's fee like any other guest, a snack from the vending machine, a personal sale sorted before the shift,
 * a beard trimmed in the locker room, a single-vehicle scooter spill on the access road on the way in, a
 * psychologist's letter tying the illness to an event "at work", and a death the employee only witnessed.
 * Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../src/recordability/schema.ts';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

const wr = (c: RecordabilityCase, key: Parameters<typeof factValue>[2]) =>
  factValue('exceptions', c, key);

test('1904.5(b)(2)(i): paying the public fee, or being there like any other guest, is presence as the public', () => {
  for (const words of [
    'Synthetic: on a day off the lifeguard came to the water park with her family and paid the regular admission at the gate. Slipped on the lazy river steps.',
    'Synthetic: the ride mechanic rode the coaster after hours like any other visitor and hit his chin on the bar.',
  ])
    assert.equal(
      wr(makeCase(words, 'Cut chin, glued at urgent care.'), 'member_of_public'),
      'yes',
      words,
    );
  const working = makeCase(
    'Synthetic: the attendant was checking tickets like every other attendant on the shift and slipped.',
    'Sprained wrist.',
  );
  assert.notEqual(wr(working, 'member_of_public'), 'yes');
});

test('1904.5(b)(2)(iv) note: food bought from a vending machine on the premises is still personal food', () => {
  const c = makeCase(
    'Synthetic: the dispatcher ate a candy bar from the vending machine on her break; it had almonds and she is allergic.',
    'Lips swelled, epinephrine by EMS.',
  );
  assert.equal(wr(c, 'personal_food'), 'yes');
  const machine = makeCase(
    'Synthetic: the baker ate a roll at the dough machine and the guard struck her hand.',
    'Hand bruised.',
  );
  assert.notEqual(wr(machine, 'personal_food'), 'yes');
});

test('1904.5(b)(2)(v): sorting and carrying the employee own things before the shift is a personal task', () => {
  const c = makeCase(
    'Synthetic: the warehouse clerk came in early, before her shift, to pack her own dishes for a garage sale and lifted the full crate.',
    'Low back strain, off two days.',
  );
  assert.equal(wr(c, 'personal_task_outside_hours'), 'yes');
});

test('1904.5(b)(2)(vi): trimming a beard or mustache with clippers is grooming', () => {
  const c = makeCase(
    'Synthetic: before the shift the line cook was trimming his mustache in the washroom and nicked his lip.',
    'Two stitches.',
  );
  assert.equal(wr(c, 'grooming_self_medication_self_inflicted'), 'yes');
});

test('1904.5(b)(2)(vii): a scooter spill on the company access road on the way in is a motor vehicle accident while commuting', () => {
  const description =
    'Synthetic: the packer was riding his scooter in to start the night shift; on the company access road the scooter slid on wet leaves.';
  const c = makeCase(description, 'Fractured wrist, off work two weeks.', {
    incident: { description, location_context: 'on_premises', during_assigned_hours: false },
  });
  assert.equal(wr(c, 'commute_vehicle_accident_on_lot'), 'yes');
  const walking = makeCase(
    'Synthetic: the packer slipped on wet leaves walking across the company access road at the start of the night shift.',
    'Fractured wrist.',
  );
  assert.notEqual(wr(walking, 'commute_vehicle_accident_on_lot'), 'yes');
});

test('1904.5(b)(2)(ix): a letter from the psychologist saying the illness was caused by an event at work is the opinion', () => {
  const c = makeCase(
    'Synthetic: the teller was held at gunpoint during a robbery.',
    'She saw a psychologist privately and gave HR the letter: acute stress disorder caused by being held at gunpoint at work, off one week.',
  );
  assert.equal(wr(c, 'mental_illness'), 'yes');
  assert.equal(wr(c, 'mental_illness_opinion_provided'), 'yes');
});

test('1904.7(b)(2): a death the employee saw, or a coworker who died, is not this employee death', () => {
  for (const words of [
    'Synthetic: the rigger watched a coworker fall from the tower and die; since then he cannot sleep.',
    'Synthetic: a coworker was pinned by the press and later died; the operator beside him has panic attacks since.',
    'Synthetic: the rigger has panic attacks since witnessing the fatal fall from the tower.',
  ])
    assert.notEqual(
      factValue('treatment', makeCase(words, 'Counselling sessions.'), 'death'),
      'yes',
      words,
    );
  const own = makeCase('Synthetic: the rigger fell from the tower.', 'He died at the scene.');
  assert.equal(factValue('treatment', own, 'death'), 'yes');
});
