/** The instrument engine: definitions as data and strict scoring. */
export { instruments, getInstrument } from './definitions.ts';
export { scoreInstrument, requireInstrument } from './score.ts';
export { DEPTHS } from './types.ts';
export { summarizeScore, type AudienceSummary } from './audience-summary.ts';
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
