/**
 * The intent layer of the nudge check (docs/nudge-intent.md): what each card asks for, read from its body,
 * and the target vocabulary shared with the window reader.
 */
export {
  BODY_SITES,
  CONTEXT_CONFLICTS,
  CONTEXTS,
  MEASURABLE_TOPICS,
  NEAR_SITES,
  PAIRED_SITES,
  SETTING_CUES,
  SIDE_WORDS,
  TIME_CUES,
  TOPICS,
} from './concepts.ts';
export type { CategoryHint, Directive } from './cues.ts';
export { ANSWER_CUES, CATEGORY_HINTS, DIRECTIVES } from './cues.ts';
export type { ExplainedCard } from './explain.ts';
export { describeTarget, explainCards, formatIntentTable, recordIntents } from './explain.ts';
export type { CardInput } from './read.ts';
export { primaryAnswerType, readCardIntent } from './read.ts';
export type { AnswerType, CardIntent, CardKind, CardPart, Target } from './schema.ts';
export {
  ANSWER_TYPES,
  CARD_KINDS,
  cardIntentSchema,
  cardPartSchema,
  SETTINGS,
  SIDES,
  TIMES,
  targetSchema,
} from './schema.ts';
export type { TargetReading, TargetSlot } from './target.ts';
export {
  readTarget,
  targetConflicts,
  topicsIn,
  VOCABULARY,
  vocabularyMatches,
  within,
} from './target.ts';
