/**
 * The intent layer of the nudge check (docs/nudge-intent.md): what each card asks for, read from its body,
 * and the target vocabulary shared with the window reader.
 */
export { NEAR_SITES } from './concepts.ts';
export type { CategoryHint, Directive } from './cues.ts';
export type { ExplainedCard } from './explain.ts';
export type { CardInput } from './read.ts';
export { primaryAnswerType, readCardIntent } from './read.ts';
export type { AnswerType, CardIntent, CardKind, CardPart, Target } from './schema.ts';
export { cardIntentSchema } from './schema.ts';
export type { TargetReading, TargetSlot } from './target.ts';
export {
  readTarget,
  targetConflicts,
  topicsIn,
  VOCABULARY,
  vocabularyMatches,
} from './target.ts';
