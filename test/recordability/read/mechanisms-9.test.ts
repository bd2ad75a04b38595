/**
 * Mechanisms found missing on the study set dev16 (holdout-16), each written here in new words: a limit on handling
 * one group of animals and on a forklift used every week ((b)(4)(i)-(ii)); a witness who saw the worker not move or
 * answer, then come around ((b)(6)); a sunburn from a weekend on the water showing up at the desk ((b)(2)(ii)); a
 * class anyone may sign up for or skip, led by an instructor brought in ((b)(2)(iii)); the flu only guessed at and
 * tested negative ((b)(2)(viii)); a psychiatric nurse practitioner's letter that the disorder resulted from a call
 * ((b)(2)(ix)); an outside salesperson's detour to see a friend ((b)(6)(ii)); animals that died, which is no
 * employee's death (1904.7(b)(2)). Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

test('1904.7(b)(4)(i): kept from handling one animal group for two weeks is a restriction', () => {
  const c = makeCase(
    'Synthetic: stable hand pulled by a draft horse on a lead rope, strained his left shoulder.',
    'No doctor. Manager said no handling the draft horses for two weeks, ponies only. He works the draft barn every shift.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'yes');
});

test('1904.7(b)(4)(ii): a forklift used every Thursday is a routine function', () => {
  const c = makeCase(
    'Synthetic: garden centre associate strained his back stacking mulch bags.',
    'Clinic: back strain, no forklift for ten days. He runs the forklift for the delivery every thursday afternoon.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'yes');
});

test('1904.7(b)(6): a witness who saw him not move or answer, then come around asking, saw a loss of consciousness', () => {
  const c = makeCase(
    'Synthetic: glazier slipped off a trestle and struck his head on the floor.',
    'ER scan normal, released the same day.',
    {
      statements: [
        {
          source: 'witness',
          text: 'he didnt move or answer for a few seconds, then came around asking where he was',
        },
      ],
    },
  );
  assert.equal(factValue('treatment', c, 'loss_of_consciousness'), 'yes');
});

test('1904.5(b)(2)(ii): a sunburn from a weekend out on a boat surfaces at work from a cause away from it', () => {
  const description =
    'Synthetic: payroll clerk spent saturday out on a boat without a hat. Monday at her desk her neck and forehead blistered.';
  const c = makeCase(description, 'Clinic: second degree sunburn, prescription cream.', {
    incident: { description, location_context: 'unknown' },
  });
  assert.equal(factValue('work_relatedness', c, 'in_work_environment'), 'no');
});

test('1904.5(b)(2)(iii): a class anyone may sign up for or skip, led by a visiting instructor, is voluntary', () => {
  const c = makeCase(
    'Synthetic: the firm brings in an instructor for a free pilates class after hours, sign up if you want, most people skip it. An analyst pulled a calf muscle.',
    'Physical therapy, four sessions.',
  );
  assert.equal(factValue('exceptions', c, 'voluntary_wellness'), 'yes');
});

test('1904.5(b)(2)(viii): the flu only guessed at and then tested negative is not the flu', () => {
  const c = makeCase(
    'Synthetic: poultry barn worker, several hens sick this month. She started with fever and a dry cough.',
    'She thought it was the flu. Clinic tested her: flu negative, positive for an infection from the birds. Prescription antibiotic.',
  );
  assert.notEqual(factValue('exceptions', c, 'common_cold_or_flu'), 'yes');
});

test('1904.5(b)(2)(ix): a PMHNP letter that the disorder resulted from that call is the opinion', () => {
  const c = makeCase(
    'Synthetic: dispatcher took a call about a drowning. Weeks later, nightmares and dread at the console.',
    'Diagnosed PTSD. She gave her supervisor a letter from the PMHNP stating the condition resulted from that call.',
  );
  assert.equal(factValue('exceptions', c, 'mental_illness_opinion_provided'), 'yes');
});

test('1904.5(b)(6)(ii): an outside salesperson who drove the other way to see a friend was on a personal detour', () => {
  const c = makeCase(
    'Synthetic: outside sales rep for a valve distributor in a company car. After his last client he drove thirty minutes the other way to see a buddy and was hit at a light.',
    'ER: neck strain, off two days.',
    {
      incident: {
        description:
          'Synthetic: outside sales rep for a valve distributor in a company car. After his last client he drove thirty minutes the other way to see a buddy and was hit at a light.',
        location_context: 'unknown',
      },
    },
  );
  assert.equal(factValue('work_relatedness', c, 'on_travel_status'), 'yes');
  assert.equal(factValue('work_relatedness', c, 'travel_personal_activity'), 'yes');
});

test('1904.7(b)(2): animals that died are no death of the employee', () => {
  const c = makeCase(
    'Synthetic: aviary keeper. Some of the birds had been ill and three died last week. The keeper now has a fever.',
    'Clinic: infection from the birds, antibiotic.',
  );
  assert.notEqual(factValue('treatment', c, 'death'), 'yes');
});

test('1904.5(b)(2)(viii): a common cold stays a cold when the tests after it were for other diseases', () => {
  const c = makeCase(
    'Synthetic: classroom aide, half the class sniffling.',
    'Clinic: common cold, strep and covid tests negative. Home two days.',
  );
  assert.equal(factValue('exceptions', c, 'common_cold_or_flu'), 'yes');
});
