/**
 * Mechanisms found missing on the study set dev17 (holdout-17), each written here in new words: the employer
 * sending a worker home early every day of the next week ((b)(4)(i)); a witness whose co-worker did not answer for
 * a few seconds ((b)(6)); a stomach upset from a family barbecue ((b)(2)(ii)); a car that slid on the company lot
 * while arriving ((b)(2)(vii)); the drive in from the motel to a fixed site ((b)(6)(i)); a new splash or a new
 * foreign body that brings back a recorded, healed condition (1904.6(a)(2), (b)(2)). Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

test('1904.7(b)(4)(i): sent home an hour early every day the next week is restricted work', () => {
  const c = makeCase(
    'Synthetic: dish machine operator twisted her right ankle on a wet mat.',
    'No doctor. The kitchen manager had her go home an hour early every day the following week to rest the ankle.',
  );
  assert.equal(factValue('treatment', c, 'restricted_work'), 'yes');
});

test('1904.7(b)(6): a co-worker who did not answer for a few seconds was unconscious', () => {
  const c = makeCase(
    'Synthetic: stocker stood up under a shelf bracket and struck his head.',
    'Bump, no cut, no care beyond ice.',
    {
      statements: [
        {
          source: 'witness',
          text: 'he dropped to his knees and wouldnt respond to me for a few seconds, then asked what happened',
        },
      ],
    },
  );
  assert.equal(factValue('treatment', c, 'loss_of_consciousness'), 'yes');
});

test('1904.5(b)(2)(ii): a stomach upset from a family barbecue is a cause away from work; a company picnic is not named so', () => {
  const family = makeCase(
    'Synthetic: payroll clerk became sick at her desk on monday morning.',
    'She blames the chicken at her brothers barbecue on sunday; relatives are sick too. Urgent care gave IV fluids.',
  );
  assert.equal(factValue('exceptions', family, 'non_work_cause_only'), 'yes');
  const company = makeCase(
    'Synthetic: payroll clerk became sick at her desk on monday morning.',
    'She blames the chicken at the company barbecue on friday. Urgent care gave IV fluids.',
  );
  assert.notEqual(factValue('exceptions', company, 'non_work_cause_only'), 'yes');
});

test('1904.5(b)(2)(vii): a car that slid into a post while arriving on the company lot is a commuting accident', () => {
  const c = makeCase(
    'Synthetic: lab tech was arriving for the night shift when her car slid on wet leaves in the company parking lot into a post.',
    'Sprained wrist, splint at urgent care.',
    {
      incident: {
        description:
          'Synthetic: lab tech was arriving for the night shift when her car slid on wet leaves in the company parking lot into a post.',
        location_context: 'parking_lot',
        during_assigned_hours: false,
      },
    },
  );
  assert.equal(factValue('exceptions', c, 'commute_vehicle_accident_on_lot'), 'yes');
});

test('1904.5(b)(6)(i): the drive in from the motel to the same plant each day is a commute from a home away from home', () => {
  const description =
    'Synthetic: boilermaker on a month-long shutdown, staying at a motel and reporting to the same plant gate every morning.';
  const c = makeCase(
    description,
    'On the drive in from the motel another car hit his door. Broken arm.',
    {
      incident: { description, location_context: 'company_travel' },
    },
  );
  assert.equal(factValue('work_relatedness', c, 'travel_personal_activity'), 'yes');
});

test('1904.6(a)(2): a new splash or a new metal sliver after full recovery is a new work event', () => {
  const splash = makeCase(
    'Synthetic: painter had recorded dermatitis from a two-part coating last spring; it cleared up completely. This week she got primer on both forearms while masking.',
    'Rash back on the forearms, prescription steroid cream.',
    {
      prior_condition: {
        exists: true,
        description: 'recorded dermatitis from a coating, cleared completely',
      },
    },
  );
  assert.equal(factValue('recurrence', splash, 'new_work_event_caused_recurrence'), 'yes');
  const sliver = makeCase(
    'Synthetic: machinist had a recorded welding flash burn to the right eye, healed. Today a brass sliver flew past his safety glasses into the same eye.',
    'Removed with a spud at the clinic.',
    { prior_condition: { exists: true, description: 'recorded flash burn, right eye, healed' } },
  );
  assert.equal(factValue('recurrence', sliver, 'new_work_event_caused_recurrence'), 'yes');
});
