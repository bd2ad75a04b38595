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
import { treatmentClasses as classes, factValue } from './helpers.ts';

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

test('1904.7(b)(5)(ii)(G): a transport splint the ER took off is no rigid splint; "may remove the splint" still is one', () => {
  const c = makeCase(
    'Synthetic: the roofer jammed an ankle stepping off the ladder.',
    'Crew lead put a cardboard splint on for the drive to the ER. ER removed the splint, x-ray negative, ankle sprain, elastic wrap.',
  );
  assert.ok(!classes(c).some((r) => r.endsWith(':medical')), classes(c).join(', '));
  const worn = makeCase(
    'Synthetic: the roofer jammed an ankle stepping off the ladder.',
    'Ortho: posterior splint, may remove the splint to shower.',
  );
  assert.ok(classes(worn).includes('rigid_immobilization:medical'), classes(worn).join(', '));
});

test('1904.7(b)(5): "follow up with hand surgery" is a referral, not an operation', () => {
  const c = makeCase(
    'Synthetic: a tote lid pinched the picker finger.',
    'Urgent care: bruise, x-ray negative, told to follow up with hand surgery if not better.',
  );
  assert.ok(!classes(c).some((r) => r.endsWith(':medical')), classes(c).join(', '));
  const operated = makeCase(
    'Synthetic: a tote lid crushed the picker finger.',
    'Hand surgery to pin the fracture.',
  );
  assert.ok(classes(operated).some((r) => r.endsWith(':medical')));
});

test('1904.7(b)(3): days off for a stomach bug or a sick child are not days away for the work injury; days off for the injury are', () => {
  for (const words of [
    'Bandage and ice, kept working. That evening he caught the flu and called out the next three days.',
    'Ice pack, kept working. She missed the next two days because her daughter was sick at home.',
  ])
    assert.notEqual(
      factValue(
        'treatment',
        makeCase('Synthetic: the cook bumped a hand on the oven door.', words),
        'days_away',
      ),
      'yes',
      words,
    );
  const injured = makeCase(
    'Synthetic: the cook bumped a hand on the oven door.',
    'Hand swollen, doctor kept her off the next three days.',
  );
  assert.equal(factValue('treatment', injured, 'days_away'), 'yes');
});

test('1904.7(b)(4)(ii): a limit on a task done every other week, with everything else done, is no restriction', () => {
  const c = makeCase(
    'Synthetic: the groundskeeper strained a back raking.',
    'Clinic: no lifting over 50 lb for two weeks. The only heavy item is the fertilizer pallet he unloads every other week; a coworker did it once. Everything else he did himself.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'no');
  const weekly = makeCase(
    'Synthetic: the groundskeeper strained a back raking.',
    'Clinic: no lifting over 50 lb for two weeks. He unloads fertilizer bags every day.',
  );
  assert.equal(factValue('treatment', weekly, 'restricted_work'), 'yes');
});

test('1904.7(b)(4)(viii): with two recommendations the employer may record on the one it judged most authoritative', () => {
  const fullDuty = makeCase(
    'Synthetic: the welder bruised a forearm.',
    'Walk-in clinic wrote no use of the left arm for 5 days. The occupational medicine physician examined him the next morning and wrote full duty, no restrictions. The employer followed the occupational medicine physician note as the more specialized one.',
  );
  assert.equal(factValue('treatment', fullDuty, 'restricted_work'), 'no');
  const restricted = makeCase(
    'Synthetic: the welder bruised a forearm.',
    'Walk-in clinic wrote full duty, no restrictions. The orthopedist examined him the next morning and wrote no use of the left arm for 5 days. The employer followed the orthopedist note as the more specialized one.',
  );
  assert.equal(factValue('treatment', restricted, 'restricted_work'), 'yes');
});

test('1904.6(a)(2): a torn glove that let the resin onto the skin is the new exposure, at a named manufacturer', () => {
  const c = makeCase(
    'Synthetic: boat hull manufacturer. The laminator had resin dermatitis last year, recorded, fully cleared. Monday a glove ripped and hardener got on her wrist; the rash came back.',
    'Allergic contact dermatitis again, Rx cream.',
    {
      incident: {
        description:
          'Synthetic: boat hull manufacturer. The laminator had resin dermatitis last year, recorded, fully cleared. Monday a glove ripped and hardener got on her wrist; the rash came back.',
      },
      prior_condition: { exists: true, description: 'resin dermatitis, recorded; cleared' },
    },
  );
  assert.equal(factValue('recurrence', c, 'new_work_event_caused_recurrence'), 'yes');
  assert.equal(factValue('work_relatedness', c, 'in_work_environment'), 'yes');
});

test('1904.10(b)(1)-(2): thresholds written frequency first, or as a table row with pipes, give the shift and level', () => {
  for (const words of [
    'Left ear. Baseline: 2 kHz 5 dB, 3 kHz 10 dB, 4 kHz 15 dB. Now: 2 kHz 20 dB, 3 kHz 25 dB, 4 kHz 30 dB.',
    'Left ear 2k | 3k | 4k -- baseline 5 | 10 | 15, now 20 | 25 | 30.',
  ]) {
    const c = makeCase('Synthetic: annual audiogram of the stamping press operator.', words);
    assert.equal(factValue('significance', c, 'hearing_shift'), 'yes', words);
    assert.equal(factValue('significance', c, 'hearing_level_25db'), 'yes', words);
  }
  const small = makeCase(
    'Synthetic: annual audiogram of the stamping press operator.',
    'Left ear 2k | 3k | 4k -- baseline 20 | 25 | 30, now 25 | 25 | 35.',
  );
  assert.equal(factValue('significance', small, 'hearing_shift'), 'no');
});

test('1904.7(b)(5)(iii): spinal manipulation and needle aspiration of a bursa are not on the first-aid list', () => {
  for (const words of [
    'The visiting chiropractor gave her two back adjustments that week.',
    'She had chiropractic manipulation of the low back on Friday.',
    'Urgent care: needle aspiration of the olecranon bursa, 10 mL drained, elastic wrap.',
  ]) {
    const c = makeCase(
      'Synthetic: the tile setter has low back pain after a long floor job.',
      words,
    );
    assert.ok(
      classes(c).some((r) => r.endsWith(':medical')),
      `${words}: ${classes(c).join(', ')}`,
    );
  }
  const massage = makeCase(
    'Synthetic: the tile setter has low back pain after a long floor job.',
    'Massage by the on-site therapist, ice.',
  );
  assert.ok(!classes(massage).some((r) => r.endsWith(':medical')), classes(massage).join(', '));
});

test('1904.7(b)(6): a witness who saw the worker lying still with his eyes closed describes lost consciousness', () => {
  const c = makeCase(
    'Synthetic: the lineman was shocked and fell from the step stool.',
    'Burn on the palm.',
    {
      statements: [
        {
          source: 'witness',
          text: 'he was lying there with his eyes closed, I called him twice and then he looked up.',
        },
      ],
    },
  );
  assert.equal(factValue('treatment', c, 'loss_of_consciousness'), 'yes');
  const awake = makeCase(
    'Synthetic: the lineman was shocked and fell from the step stool.',
    'Burn on the palm; he closed his eyes from the pain but talked the whole time.',
  );
  assert.notEqual(factValue('treatment', awake, 'loss_of_consciousness'), 'yes');
});
