/**
 * A discussion card is done when the clinician gives the substance it asks for ("States and transitions"); what it
 * is about is its subject, not its directive verb: "Counsel on ..." is not about counselling services. Synthetic
 * cards and windows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { offlineVerdict } from './verdict.ts';

test('a discussion card opening on "Counsel" is about its subject, not about counselling', () => {
  const v = offlineVerdict('Counsel on the right eye protection for splash tasks', 'education', [
    [
      'physician',
      'so with that cleaner you need the sealed splash goggles, the safety glasses leave the sides open',
    ],
  ]);
  assert.equal(v.status, 'addressed');
});
