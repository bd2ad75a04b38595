/**
 * The questionnaire as questions (item text and value labels), for administering an instrument in a
 * terminal. The asking itself is injected, so this stays pure and testable.
 */
import type { InstrumentDefinition } from '../../instruments/types.ts';

export interface Question {
  /** The response key: an item id, or `sex` for opioid_risk. */
  key: string;
  message: string;
  /** `value: null` records no answer (the key is left out). */
  choices: Array<{ name: string; value: number | string | null }>;
}

function questionsFor(def: InstrumentDefinition): Question[] {
  const questions: Question[] = def.items.map((item, i) => ({
    key: item.id,
    message: `${def.title} ${i + 1}/${def.items.length}: ${item.text}`,
    choices: item.values.map((v) => ({
      name: v.label === String(v.value) ? v.label : `${v.value} ${v.label}`,
      value: v.value,
    })),
  }));
  if (def.method.kind === 'sex_weighted_sum') {
    questions.push({
      key: 'sex',
      message: `${def.title}: sex (selects the item weights; male weights when not stated)`,
      choices: [
        { name: 'male', value: 'male' },
        { name: 'female', value: 'female' },
        { name: 'not stated', value: null },
      ],
    });
  }
  return questions;
}

/** Asks every question in order and returns the `responses` object. */
export async function administer(
  def: InstrumentDefinition,
  ask: (question: Question) => Promise<number | string | null>,
): Promise<Record<string, unknown>> {
  const responses: Record<string, unknown> = {};
  for (const question of questionsFor(def)) {
    const answer = await ask(question);
    if (answer !== null) responses[question.key] = answer;
  }
  return responses;
}
