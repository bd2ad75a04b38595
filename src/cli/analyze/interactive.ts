/** `ohds analyze --interactive`: builds one case request body through prompts (roles, never names). */

import type { Readable, Writable } from 'node:stream';
import { confirm, input, number, select } from '@inquirer/prompts';
import { type AnalyzeRequest, LOCATION_CONTEXTS } from '../../recordability/schema.ts';

/** The four kinds of question the case builder asks; injected so the flow is testable without a terminal. */
export interface Asker {
  text(message: string, required: boolean): Promise<string>;
  choose<T extends string>(message: string, choices: readonly T[]): Promise<T>;
  yesNo(message: string): Promise<boolean>;
  count(message: string, max: number): Promise<number>;
}

/** The terminal asker (@inquirer/prompts on the command's streams). */
export function terminalAsker(context: { input: Readable; output: Writable }): Asker {
  return {
    text: (message, required) => input({ message, required }, context),
    choose: (message, choices) =>
      select(
        { message, choices: choices.map((v) => ({ value: v, name: v.replaceAll('_', ' ') })) },
        context,
      ),
    yesNo: (message) => confirm({ message, default: false }, context),
    count: async (message, max) =>
      (await number({ message, default: 0, min: 0, max }, context)) ?? 0,
  };
}

const optional = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** Asks for the required descriptions and the most useful optional facts; returns the request body. */
export async function promptForCase(ask: Asker): Promise<AnalyzeRequest> {
  const incident = await ask.text('What happened? (refer to people by role)', true);
  const location = await ask.choose('Where did it happen?', LOCATION_CONTEXTS);
  const injury = await ask.text('Describe the injury or illness', true);
  const bodyPart = optional(await ask.text('Body part (optional)', false));
  const treatment = optional(
    await ask.text('Treatments given, separated by semicolons (optional)', false),
  );
  const prescription = await ask.yesNo('Was a prescription issued?');
  const daysAway = await ask.count('Calendar days away from work (0 if none)', 3650);
  const restricted = await ask.yesNo('Restricted duty or job transfer after the day of injury?');
  const unconscious = await ask.yesNo('Did the employee lose consciousness?');
  return {
    case: {
      incident: { description: incident, location_context: location },
      injury: { description: injury, ...(bodyPart ? { body_part: bodyPart } : {}) },
      treatment: {
        ...(treatment
          ? {
              provided: treatment
                .split(';')
                .map((t) => t.trim())
                .filter((t) => t !== '')
                .slice(0, 25),
            }
          : {}),
        prescription_issued: prescription,
      },
      work_status: {
        days_away: daysAway,
        restricted_duty: restricted,
        loss_of_consciousness: unconscious,
      },
    },
  };
}
