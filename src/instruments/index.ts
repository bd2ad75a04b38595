/** The instrument engine: definitions as data and strict scoring. */

export { type AudienceSummary, summarizeScore } from './audience-summary.ts';
export { getInstrument, instruments } from './definitions.ts';
export { requireInstrument, scoreInstrument } from './score.ts';
export type {
  Band,
  Confidence,
  Depth,
  Finding,
  InstrumentDefinition,
  InstrumentItem,
  InstrumentMethod,
  InstrumentScore,
  Recommendation,
  RecommendationAudience,
  RecommendationPriority,
} from './types.ts';
export { DEPTHS } from './types.ts';
