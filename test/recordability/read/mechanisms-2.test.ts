/**
 * Mechanisms found missing on the study set dev8 (holdout-8), each written here in new words: a splint used only to
 * move the worker off a hill, "nothing prescribed", a worker who would not answer to his name, a disease diagnosed
 * without symptoms, "keep working as tolerated", a vague note the clinician clarified, a later shift cut short at
 * lunch, a restriction on a one-time task, non-work activities the worker denies ("didnt do any ..."), a personal
 * project on an unscheduled day, a lunch eaten with the work's chemical still on the hands, a shot drawn up for a
 * client, a TB contact investigation that found no outside source, thresholds listed per ear, a home improvement
 * store as the workplace, a pop felt while loading after full recovery, a hotel-gym workout on travel and a trip
 * over a child's shoes at home. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeCase } from '../helpers.ts';
import { treatmentClasses as classes, factValue } from './helpers.ts';

test('1904.7(b)(5)(ii)(G): a splint put on to get the worker down the hill by sled is transport, also in its entry', () => {
  const c = makeCase(
    'Synthetic: the trail groomer twisted a knee on the slope.',
    'Rescue crew put a vacuum splint on the knee to get him down the slope on the sled, splint came off at the lodge. Elastic wrap after.',
    {
      treatment: {
        provided: ['vacuum splint by the rescue crew for the sled ride down, removed at base'],
      },
    },
  );
  const read = classes(c);
  assert.ok(!read.some((r) => r.endsWith(':medical')), read.join(', '));
  assert.ok(!read.some((r) => r.startsWith('unrecognised')), read.join(', '));
  assert.ok(read.includes('transport_immobilization:first_aid'), read.join(', '));
});

test('1904.7(b)(5)(ii)(A): "Nothing prescribed" (and "didnt prescribe") is no prescription', () => {
  for (const words of [
    'Eye rinsed. Nothing prescribed.',
    'Eye rinsed, doc didnt prescribe anything.',
  ]) {
    const c = makeCase('Synthetic: dust blew into the mechanic eye.', words);
    assert.ok(!classes(c).includes('prescription_medication:medical'), words);
  }
  const rx = makeCase(
    'Synthetic: dust blew into the mechanic eye.',
    'Eye rinsed, antibiotic drops prescribed.',
  );
  assert.ok(classes(rx).some((r) => r.endsWith(':medical')));
});

test('1904.7(b)(5)(i)(B): dilating drops "for the retinal exam" in an entry are diagnostic, with nothing left unread', () => {
  const c = makeCase('Synthetic: a strap hit the tech in the eye.', 'Eye checked.', {
    treatment: { provided: ['dilating eye drops for the retinal exam'] },
  });
  assert.deepEqual(
    classes(c).filter((r) => !r.endsWith(':not_treatment')),
    [],
  );
});

test('1904.7(b)(6): not answering to his name, coming round on the floor, is loss of consciousness', () => {
  for (const words of [
    'The spotter says he didnt respond to his name for a minute or so.',
    'She woke up on the warehouse floor with the crew around her.',
  ]) {
    const c = makeCase(
      `Synthetic: the fitter slumped in the confined space. ${words}`,
      'Groggy, then fine.',
    );
    assert.equal(factValue('treatment', c, 'loss_of_consciousness'), 'yes', words);
  }
});

test('1904.46: a disease diagnosed without symptoms is an illness; a preventive shot with no condition is not', () => {
  const c = makeCase(
    'Synthetic: surveillance chest film for the quarry driller.',
    'No symptoms, no meds. Pulmonologist dx simple silicosis.',
    { injury: { description: 'No symptoms, no meds.', diagnosis: 'simple silicosis' } },
  );
  assert.equal(factValue('work_relatedness', c, 'injury_or_illness'), 'yes');
  const shot = makeCase(
    'Synthetic: the aide had the first hepatitis B shot of the series at employee health.',
    'No injury or illness, routine preventive shot.',
  );
  assert.equal(factValue('work_relatedness', shot, 'injury_or_illness'), 'no');
});

test('1904.7(b)(4): "keep working as tolerated" restricts nothing; "light duty as tolerated" still does', () => {
  const goOn = makeCase(
    'Synthetic: the picker bumped a knee on a bin.',
    'Ice, knee sleeve. Doc said keep working as tolerated. He worked his regular shifts.',
  );
  assert.notEqual(factValue('treatment', goOn, 'restricted_work'), 'yes');
  const light = makeCase(
    'Synthetic: the picker bumped a knee on a bin.',
    'Doc wrote light duty as tolerated x1 wk.',
  );
  assert.equal(factValue('treatment', light, 'restricted_work'), 'yes');
});

test('1904.7(b)(4)(vii): a vague note the clinician clarifies as every routine task and the full day is no restriction', () => {
  const c = makeCase(
    'Synthetic: the roofer turned an ankle on a batten.',
    'Clinic note said light duty, go easy. The foreman phoned and asked can she do all her normal tasks and work her full 10 hr day; the doctor said yes to both.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'no');
});

test('1904.7(b)(4)(i): sent home at lunch on the next day, or missing hours of a later shift, is a restriction', () => {
  for (const words of [
    'Fri around lunch the lead sent her home because she could not kneel.',
    'Fri she missed about 3 hrs of her 8 hr shift, sent home.',
  ]) {
    const c = makeCase('Synthetic: the installer fell on a hip Thursday.', `Hip bruise. ${words}`, {
      incident: {
        description: 'Synthetic: the installer fell on a hip Thursday.',
        incident_date: '2025-05-01',
      },
    });
    assert.equal(factValue('treatment', c, 'restricted_work'), 'yes', words);
  }
});

test('1904.7(b)(4)(ii): a limit on a one-time task the job never needs, the normal shifts all worked, is no restriction', () => {
  const c = makeCase(
    'Synthetic: the dispatcher carried a case of paper to the copy room, a one-time thing, and strained a wrist. He never lifts or carries otherwise at work.',
    'Wrist strain. No lifting over 15 lb x 10 days. He worked his usual dispatch shifts, nothing about his job changed.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'no');
});

test('1904.5(b)(2): non-work activities the worker denies ("didnt do any hiking") are no non-work cause', () => {
  const c = makeCase(
    'Synthetic: the surveyor found a tick after three days of brush clearing on a right of way. Says he didnt do any camping, gardening or hiking that month.',
    'Lyme disease, Rx doxycycline.',
  );
  assert.notEqual(factValue('exceptions', c, 'non_work_cause_only'), 'yes');
  assert.notEqual(factValue('work_relatedness', c, 'in_work_environment'), 'no');
});

test('1904.5(b)(2)(v): a personal project on an unscheduled day, with the structured fields saying so', () => {
  const c = makeCase(
    'Synthetic: the machinist came in on a Sunday (he wasnt on the schedule) to turn a part for his son bike.',
    'Finger lac, sutures.',
    {
      incident: {
        description:
          'Synthetic: the machinist came in on a Sunday (he wasnt on the schedule) to turn a part for his son bike.',
        during_assigned_hours: false,
        activity_at_time: 'personal machining project',
      },
    },
  );
  assert.equal(factValue('exceptions', c, 'personal_task_outside_hours'), 'yes');
});

test('1904.5(b)(2)(iv) note: a lunch eaten with the work chemical still on unwashed hands is contaminated food', () => {
  const c = makeCase(
    'Synthetic: the groundskeeper mixed a herbicide, then ate her own lunch without washing her hands. Nausea an hour later.',
    'ED: mild poisoning, IV fluids.',
  );
  assert.equal(factValue('exceptions', c, 'food_contaminated_or_employer_supplied'), 'yes');
  const plain = makeCase(
    'Synthetic: the groundskeeper ate her own leftover lunch in the break room and got sick an hour later.',
    'Food poisoning, IV fluids.',
  );
  assert.notEqual(factValue('exceptions', plain, 'food_contaminated_or_employer_supplied'), 'yes');
});

test('1904.7(b)(5)(ii): a flu shot the employee draws up for a client, and the clinic that employs her, are no treatment', () => {
  const c = makeCase(
    'Synthetic: Occupational therapy clinic. The nurse was drawing up a flu shot for a client and the sterile needle pricked her finger.',
    'Washed, bandage.',
  );
  const read = classes(c);
  assert.ok(!read.some((r) => r.endsWith(':medical')), read.join(', '));
  const referred = makeCase(
    'Synthetic: the nurse strained her back.',
    'Referred to the physical therapy clinic x6 visits.',
  );
  assert.ok(classes(referred).includes('physical_therapy_or_chiropractic:medical'));
});

test('1904.11: a contact investigation finding no source outside work is no non-work source; no known case at work is no exposure', () => {
  const work = makeCase(
    'Synthetic: the shelter counsellor met a client later confirmed with active TB; her TST then turned positive.',
    'Latent TB infection. The health department contact investigation found no TB contacts outside work.',
  );
  assert.notEqual(factValue('significance', work, 'tb_non_work_source'), 'yes');
  assert.equal(factValue('significance', work, 'tb_infection_after_work_exposure'), 'yes');
  const none = makeCase(
    'Synthetic: the dental assistant had a positive TB skin test at her annual screen. Infection control: no patients or staff with known active TB in the past two years.',
    'Latent TB infection.',
  );
  assert.equal(factValue('significance', none, 'tb_infection_after_work_exposure'), 'no');
});

test('1904.10(b)(1)-(2): thresholds listed per ear ("baseline: 10 dB at 2000 Hz, 15 at 3000, 20 at 4000; now: 20, 30, 35")', () => {
  const c = makeCase(
    'Synthetic: annual audiogram for the press operator.',
    'R ear baseline: 10 dB at 2000 Hz, 10 at 3000, 15 at 4000. R ear now: 10, 15, 20. L ear baseline: 5 dB at 2000 Hz, 15 at 3000, 20 at 4000. L ear now: 20, 30, 30.',
  );
  assert.equal(factValue('significance', c, 'hearing_shift'), 'yes');
  assert.equal(factValue('significance', c, 'hearing_level_25db'), 'yes');
  const small = makeCase(
    'Synthetic: annual audiogram for the press operator.',
    'L ear baseline: 10 dB at 2000 Hz, 15 at 3000, 20 at 4000. L ear now: 15, 20, 25.',
  );
  assert.equal(factValue('significance', small, 'hearing_shift'), 'no');
});

test('1904.5(b)(2): a home improvement store is a workplace, not a home project', () => {
  const c = makeCase(
    'Synthetic: Home improvement store, garden centre. The associate felt a pop in the shoulder loading bags of soil.',
    'Shoulder strain.',
  );
  assert.notEqual(factValue('work_relatedness', c, 'work_event_caused'), 'no');
});

test('1904.6(a)(2): a pop felt while loading is the new event after full recovery', () => {
  const c = makeCase(
    'Synthetic: the stocker strained a knee last year (recorded), finished PT and was discharged with no symptoms. Tuesday she felt a pop in the same knee loading cases onto a cart.',
    'Knee strain, Rx.',
    {
      prior_condition: {
        exists: true,
        description: 'knee strain, recorded; fully recovered',
        prior_incident_date: '2025-01-10',
      },
    },
  );
  assert.equal(factValue('recurrence', c, 'new_work_event_caused_recurrence'), 'yes');
});

test("1904.5(b)(6)-(7): a workout in the hotel gym after work is personal; a trip over a child's backpack at home is the home", () => {
  const gym = makeCase(
    'Synthetic: the auditor, two weeks at a client site, after work back at the hotel used the hotel fitness room and strained a shoulder bench pressing.',
    'Shoulder strain, Rx.',
    {
      incident: {
        description:
          'Synthetic: the auditor, two weeks at a client site, after work back at the hotel used the hotel fitness room and strained a shoulder bench pressing.',
        location_context: 'company_travel',
      },
    },
  );
  assert.equal(factValue('work_relatedness', gym, 'travel_personal_activity'), 'yes');
  const home = makeCase(
    "Synthetic: the remote agent, on shift, went down the stairs to get a parcel from work and tripped over her daughter's shoes on the landing.",
    'Ankle sprain.',
    {
      incident: {
        description:
          "Synthetic: the remote agent, on shift, went down the stairs to get a parcel from work and tripped over her daughter's shoes on the landing.",
        location_context: 'work_from_home',
      },
    },
  );
  assert.equal(factValue('work_relatedness', home, 'home_environment_cause'), 'yes');
});
