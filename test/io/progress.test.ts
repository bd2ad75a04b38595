/** The spinner shows only on a terminal and never with NO_COLOR. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startProgress } from '../../src/io/progress.ts';
import { textSink } from '../support/streams.ts';

for (const [title, tty, noColor, shown] of [
  ['a terminal', true, false, true],
  ['a terminal with NO_COLOR', true, true, false],
  ['a pipe', false, false, false],
] as const) {
  test(`on ${title} the spinner is ${shown ? 'shown' : 'silent'}`, () => {
    const stream = textSink(tty);
    const progress = startProgress(stream, { noColor }, 'scoring');
    progress.update('scoring: 10 rows');
    progress.stop();
    assert.equal(stream.text().includes('scoring'), shown);
  });
}
