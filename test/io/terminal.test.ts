/** `--interactive` without a terminal is a usage error; Ctrl-C in a prompt is an interruption. */
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { prompting, requireTerminal } from '../../src/io/terminal.ts';

test('a stdin that is not a terminal is a usage error naming the flag', () => {
  assert.throws(() => requireTerminal(new PassThrough()), {
    name: 'UsageError',
    message: /--interactive asks questions in a terminal/,
  });
  assert.doesNotThrow(() => requireTerminal(Object.assign(new PassThrough(), { isTTY: true })));
});

test("the prompts' ExitPromptError (Ctrl-C) becomes Interrupted, exit 130; other errors pass through", async () => {
  const ctrlC = Object.assign(new Error('User force closed the prompt with SIGINT'), {
    name: 'ExitPromptError',
  });
  await assert.rejects(
    prompting(() => Promise.reject(ctrlC)),
    { name: 'Interrupted', exitCode: 130 },
  );
  await assert.rejects(
    prompting(() => Promise.reject(new TypeError('x'))),
    TypeError,
  );
  assert.equal(await prompting(async () => 7), 7);
});
