/**
 * Mechanisms found missing on the study set dev12 (holdout-12), each written here in new words: "off the rest of
 * today and tomorrow", a personal project fired or baked at the workplace on a day off, a drive "between" visits
 * in the company car, work shipped to a home worker, a bite from a spider or wasp in the home office, an exposure
 * that was poured out in a lower-case note, audiogram rows under a frequency header, and a TB infection that public
 * health traced to a contact outside work. Synthetic cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRulesClient } from '../../../src/model/rules.ts';
import { analyzeCase } from '../../../src/recordability/analyze.ts';
import { readFigures } from '../../../src/recordability/read/offline/hearing-figures.ts';
import type { RecordabilityCase } from '../../../src/recordability/schema.ts';
import { sentences } from '../../../src/recordability/text.ts';
import { makeCase } from '../helpers.ts';
import { factValue } from './helpers.ts';

test('1904.7(b)(3)(i): "off the rest of today and tomorrow" is a day away; "off the rest of today" alone is not', () => {
  const c = makeCase(
    'Synthetic: the loader strained his back lifting a crate.',
    'Clinic note: off the rest of today and tomorrow, back thursday regular duty.',
  );
  assert.equal(factValue('treatment', c, 'days_away'), 'yes');
  const sameDay = makeCase(
    'Synthetic: the loader strained his back lifting a crate.',
    'Clinic note: off the rest of today, regular duty tomorrow.',
  );
  assert.notEqual(factValue('treatment', sameDay, 'days_away'), 'yes');
});

test('1904.5(b)(2)(v): baking or firing her own goods at the workplace on a day off is a personal task', () => {
  const incident =
    'Synthetic: on a sunday, not a scheduled day, the cafeteria cook came in to bake her own cakes for a church sale and burned a hand on the oven rack.';
  const c = makeCase(incident, 'Second degree burn, prescription cream.', {
    incident: { description: incident, during_assigned_hours: false },
  });
  assert.equal(factValue('exceptions', c, 'personal_task_outside_hours'), 'yes');
});

test('1904.5(b)(6): driving the company car between two client visits is travel status; a detour for lunch at family is personal', () => {
  const incident =
    'Synthetic: the field auditor was driving the company car between two client visits and went off her route to have lunch at her brother house; a van hit her there.';
  const c = makeCase(incident, 'Neck strain, PT.', {
    incident: { description: incident },
  });
  assert.equal(factValue('work_relatedness', c, 'on_travel_status'), 'yes');
  assert.equal(factValue('work_relatedness', c, 'travel_personal_activity'), 'yes');
});

const atHome = (description: string): RecordabilityCase =>
  makeCase(description, 'Urgent care, prescription antibiotic.', {
    incident: { description, location_context: 'work_from_home', during_assigned_hours: true },
  });

test('1904.5(b)(7): a cut from samples the employer ships to a home worker comes from the work', () => {
  const c = atHome(
    'Synthetic: the home reviewer opens sample cans the employer ships him each week; a lid edge cut his thumb.',
  );
  assert.equal(factValue('work_relatedness', c, 'home_environment_cause'), 'no');
});

test('1904.5(b)(7): a spider or wasp in the home office is the home setting, even on shift', () => {
  for (const pest of ['a spider', 'a wasp']) {
    const c = atHome(
      `Synthetic: the remote claims agent, on shift, reached behind his monitor and was bitten by ${pest} living there.`,
    );
    assert.equal(factValue('work_relatedness', c, 'home_environment_cause'), 'yes', pest);
  }
});

test('a lower-case note starts a new sentence at a weekday or pronoun, so a negation does not reach into it', () => {
  assert.deepEqual(sentences('she has had no symptoms since. friday a coworker poured bleach.'), [
    'she has had no symptoms since.',
    'friday a coworker poured bleach.',
  ]);
  assert.equal(sentences('approx. two hours later').length, 1);
});

test('1904.6(b)(2): an asthma episode after a coworker poured out the old chemical is a new workplace exposure', () => {
  const c = makeCase(
    "Synthetic: the lab aide's occupational asthma from the fixative was recorded last year. She has had no symptoms since. friday a coworker poured out an old bottle of the fixative next to her bench.",
    'Chest tight within minutes, an asthma attack; nebulizer and prescription steroid at employee health.',
    {
      prior_condition: {
        exists: true,
        description: 'recorded occupational asthma from the fixative',
      },
    },
  );
  assert.equal(factValue('recurrence', c, 'new_work_event_caused_recurrence'), 'yes');
});

test('1904.10(b)(1)-(2): rows under a frequency header count only the 2k, 3k and 4k columns', () => {
  const text = {
    where: 'case.injury.description',
    provenance: 'narrative',
    text: 'R ear baseline 500/1k/2k/3k/4k/6k: 0, 5, 10, 10, 15, 30. this year: 5, 10, 20, 25, 30, 55.',
  } as const;
  const figures = readFigures([text]).map((f) => [f.kind, f.value, f.ear]);
  assert.deepEqual(figures, [
    ['shift', 13.3, 'R'],
    ['level', 25, 'R'],
  ]);
  // The current row first, the baseline after it.
  const reversed = readFigures([
    {
      ...text,
      text: 'L ear, 1k/2k/3k/4k/6k: now 10/20/30/30/40, baseline 10/10/15/20/20.',
    },
  ]).map((f) => [f.kind, f.value, f.ear]);
  assert.deepEqual(reversed, [
    ['shift', 11.7, 'L'],
    ['level', 26.7, 'L'],
  ]);
});

test('1904.11(b)(2)(ii): latent TB with preventive medicine, traced by public health to a non-work contact, is not recorded', async () => {
  const c = makeCase(
    'Synthetic: the county health department told the parking attendant that a member of her church group has active TB and she is on the contact list; her skin test came back positive.',
    'Latent TB; the health department started preventive medicine (prescription). Working normally.',
    {
      incident: {
        description:
          'Synthetic: the county health department told the parking attendant that a member of her church group has active TB and she is on the contact list; her skin test came back positive.',
      },
    },
  );
  const r = await analyzeCase({ case: c }, { model: createRulesClient(), paragraphs: null });
  assert.equal(r.criteria.recordable_leaning, 'no');
});
