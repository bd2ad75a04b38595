/**
 * Setting a work restriction is an action done by stating it (spec rule 3, "action performed"): "no forklift, no
 * ladders until neurology clears him" sets "Restrict from forklift and work at heights until neurology clears";
 * its "until" is the restriction's term, not a deferral. Synthetic windows, read end to end (intent and judge).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCardIntent } from '../../src/nudge/intent/index.ts';
import { offlineVerdict } from './verdict.ts';

const verdict = (body: string, lines: ReadonlyArray<readonly [string, string]>) =>
  offlineVerdict(body, 'work-status', lines);

test('a restriction card reads as the action "restrict"', () => {
  for (const body of [
    'Restrict from ladder work until cleared by ortho',
    'Keep him out of the paint booth until the rash clears',
    'Remove from solvent work pending evaluation',
  ]) {
    const intent = readCardIntent({ category: 'work-status', body });
    assert.equal(intent.kind, 'action', body);
    assert.equal(intent.parts[0]?.action, 'restrict', body);
  }
  // "Remove the sutures" is still removing something.
  const sutures = readCardIntent({ category: 'wound', body: 'Remove the sutures' });
  assert.equal(sutures.parts[0]?.action, 'remove');
});

test('stating the restriction, "until" and all, resolves the card with the segment that says it', () => {
  const v = verdict('Restrict from forklift and work at heights until neurology clears', [
    ['physician', 'how are you getting to work now'],
    ['worker', 'my brother drives me'],
    [
      'physician',
      'okay and at work no forklift no ladders no heights until neurology says its okay',
    ],
    ['supervisor', 'understood we have ground work'],
  ]);
  assert.equal(v.status, 'addressed');
  assert.deepEqual(v.evidence_segment_ids, ['s3']);
});

test('a restriction only asked about, or put off to the next visit, stays open', () => {
  const asked = verdict('Restrict from forklift and work at heights until neurology clears', [
    ['physician', 'do you drive the forklift at work'],
    ['worker', 'yeah most of the shift'],
  ]);
  assert.notEqual(asked.status, 'addressed');
  const later = verdict('Restrict from forklift and work at heights until neurology clears', [
    ['physician', 'we will talk about the forklift next visit once neurology has seen you'],
    ['worker', 'okay'],
  ]);
  assert.notEqual(later.status, 'addressed');
});
