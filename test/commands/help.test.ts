/** Top-level help fits the terminal and wraps between words. */
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { buildProgram, run } from '../../commands/index.ts';
import { textSink } from '../support/streams.ts';

test('--help on an 80-column terminal keeps every line within 80 columns and never splits a word', async () => {
  const stdout = textSink(true), stderr = textSink();
  assert.equal(await run(['--help'], { stdin: new PassThrough(), stdout, stderr, cwd: process.cwd(), env: {} }), 0);
  const help = stdout.text();
  for (const line of help.split('\n')) assert.ok(line.length <= 80, `too long: ${line}`);
  const words = new Set(help.split(/\s+/));
  const program = buildProgram({ stdin: new PassThrough(), stdout, stderr, cwd: process.cwd(), env: {} }, { exitCode: 0 });
  for (const command of program.commands) {
    for (const word of command.description().split(/\s+/)) assert.ok(words.has(word), `'${word}' of ${command.name()} is split`);
  }
});
