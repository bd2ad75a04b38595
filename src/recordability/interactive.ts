/** `ohds analyze --interactive`: builds one case request body through prompts (roles, never names). */
import { confirm, input, number, select } from '@inquirer/prompts';
import type { Readable, Writable } from 'node:stream';
import { LOCATION_CONTEXTS, type AnalyzeRequest } from './schema.ts';

type Context = { input: Readable; output: Writable };

const optional = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** Asks for the required descriptions and the most useful optional facts; returns the request body. */
export async function promptForCase(context: Context): Promise<AnalyzeRequest> {
  const ask = (message: string, required = false) => input({ message, required }, context);
  const incident = await ask('What happened? (refer to people by role)', true);
  const location = await select({ message: 'Where did it happen?', choices: LOCATION_CONTEXTS.map((v) => ({ value: v, name: v.replaceAll('_', ' ') })) }, context);
  const injury = await ask('Describe the injury or illness', true);
  const bodyPart = optional(await ask('Body part (optional)'));
  const treatment = optional(await ask('Treatments given, separated by semicolons (optional)'));
  const prescription = await confirm({ message: 'Was a prescription issued?', default: false }, context);
  const daysAway = await number({ message: 'Calendar days away from work (0 if none)', default: 0, min: 0, max: 3650 }, context);
  const restricted = await confirm({ message: 'Restricted duty or job transfer after the day of injury?', default: false }, context);
  const unconscious = await confirm({ message: 'Did the employee lose consciousness?', default: false }, context);
  return {
    case: {
      incident: { description: incident, location_context: location },
      injury: { description: injury, ...(bodyPart ? { body_part: bodyPart } : {}) },
      treatment: {
        ...(treatment ? { provided: treatment.split(';').map((t) => t.trim()).filter((t) => t !== '').slice(0, 25) } : {}),
        prescription_issued: prescription,
      },
      work_status: { days_away: daysAway ?? 0, restricted_duty: restricted, loss_of_consciousness: unconscious },
    },
  };
}
