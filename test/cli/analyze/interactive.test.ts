/** `ohds analyze --interactive`: the case the prompts build, and its analysis (the terminal asker is inquirer's). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Asker, promptForCase } from '../../../src/cli/analyze/interactive.ts';
import { analyzeRequestSchema } from '../../../src/recordability/schema.ts';

/** Answers each question from a script keyed by the start of its message; fails on an unexpected one. */
function scriptedAsker(
  script: Record<string, string | boolean | number>,
): Asker & { asked: string[] } {
  const asked: string[] = [];
  const answer = (message: string) => {
    asked.push(message);
    const key = Object.keys(script).find((k) => message.startsWith(k));
    assert.ok(key !== undefined, `unexpected question: ${message}`);
    return script[key]!;
  };
  return {
    asked,
    text: async (message, required) => {
      const value = String(answer(message));
      if (required) assert.notEqual(value.trim(), '', `${message} is required`);
      return value;
    },
    choose: async (message, choices) => {
      const value = String(answer(message));
      assert.ok((choices as readonly string[]).includes(value), `${value} is a choice`);
      return value as (typeof choices)[number];
    },
    yesNo: async (message) => Boolean(answer(message)),
    count: async (message, max) => {
      const value = Number(answer(message));
      assert.ok(value >= 0 && value <= max);
      return value;
    },
  };
}

test('the prompts build a schema-valid case from the answers, optional blanks left out', async () => {
  const ask = scriptedAsker({
    'What happened': 'While cutting banding on a pallet the warehouse associate cut the left palm.',
    'Where did it happen': 'on_premises',
    'Describe the injury': 'Laceration of the palm.',
    'Body part': '',
    'Treatments given': 'wound irrigation; four sutures ;',
    'Was a prescription issued': false,
    'Calendar days away': 2,
    'Restricted duty': true,
    'Did the employee lose consciousness': false,
  });
  const request = await promptForCase(ask);
  assert.equal(ask.asked.length, 9, 'nine questions');
  assert.deepEqual(analyzeRequestSchema.parse(request), request);
  assert.deepEqual(request.case.treatment?.provided, ['wound irrigation', 'four sutures']);
  assert.equal(request.case.injury.body_part, undefined, 'a blank optional answer is left out');
  assert.deepEqual(request.case.work_status, {
    days_away: 2,
    restricted_duty: true,
    loss_of_consciousness: false,
  });
});
