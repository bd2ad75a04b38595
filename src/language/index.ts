/**
 * src/language: a small, pure, deterministic text-analysis layer on wink-nlp (README.md: why, and figures).
 * Parse once with `analyze`, then ask: sentences, phrase matches, negation, modality, numbers, ratings.
 * Every offset is into the original text, so evidence is quoted verbatim with `text.slice(start, end)`.
 */

export type { Abbreviation } from './abbreviations.ts';
export { ABBREVIATION_SOURCES, ABBREVIATIONS, lookupAbbreviation } from './abbreviations.ts';
export type { AnalyzeOptions, Doc, Sentence, Span, Token, TokenKind } from './doc.ts';
export { analyze, sentences, spanText, tokenSpan } from './doc.ts';
export { stripFillers } from './fillers.ts';
export type { Modality } from './modality.ts';
export { modality, modalityCue } from './modality.ts';
export { isNegated, negation } from './negation.ts';
export type { NumberMention } from './numbers.ts';
export { numbersIn } from './numbers.ts';
export type { Match, PhraseSet, PhraseSpec } from './phrases.ts';
export { compilePhrases, findPhrases } from './phrases.ts';
export type { Rating } from './rating.ts';
export { readRating } from './rating.ts';
export type { Cue } from './scope.ts';
export { NON_FINAL } from './shape.ts';
export type { Term } from './terms.ts';
export { termsOf } from './terms.ts';
