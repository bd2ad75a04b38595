/**
 * Reading a case into facts: the structured fields directly, and the five parts of the fact schema as five
 * concurrent calls through the model port (task `recordability.read.<part>`): the offline reader answers them
 * with the `rules` provider, a model with the `openai` provider. Every span is checked against the case.
 */
import type { ModelClient } from '../../model/port.ts';
import { readFields } from '../facts/fields.ts';
import { mergeFacts } from '../facts/merge.ts';
import { type PartFacts, partSchema } from '../facts/parts.ts';
import type { CaseFacts } from '../facts/schema.ts';
import { FACTOR_NAMES, type FactorName, type RecordabilityCase } from '../schema.ts';
import { readPartOffline } from './offline/index.ts';
import { buildReadPrompt } from './prompt.ts';
import { unsettledFacts } from './raised.ts';
import { verifyPart } from './verify.ts';

const readTask = (part: FactorName): string => `recordability.read.${part}`;

/** What the offline reader's handler receives. */
export interface ReadInput {
  case: RecordabilityCase;
  part: FactorName;
}

/** Reads one part of the fact schema through the model port, evidence checked. */
async function readPart(
  c: RecordabilityCase,
  part: FactorName,
  model: ModelClient,
): Promise<PartFacts> {
  const input: ReadInput = { case: c, part };
  // Offline answer: read/offline/index.ts (readPartOffline).
  const reply = await model.generate({
    task: readTask(part),
    ...buildReadPrompt(part, c),
    schema: partSchema(part),
    input,
    offline: (i) => readPartOffline(i.part, i.case),
  });
  return verifyPart(reply, c);
}

/** Reads the given parts concurrently (all five by default) and folds them with the structured fields. */
export async function readCase(
  c: RecordabilityCase,
  model: ModelClient,
  parts: readonly FactorName[] = FACTOR_NAMES,
): Promise<CaseFacts> {
  const read = await Promise.all(parts.map((part) => readPart(c, part, model)));
  const facts = mergeFacts(readFields(c), read);
  return { ...facts, unsettled: unsettledFacts(c, facts.facts) };
}
