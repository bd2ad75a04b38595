/** Types of the instrument engine: definitions are data, results follow the spec's "Instrument score response". */

export type Depth = 'basic' | 'contextual' | 'full';

export const DEPTHS: readonly Depth[] = ['basic', 'contextual', 'full'];

export interface InstrumentItem {
  /** `item_1`..`item_N`. */
  id: string;
  /** The item topic from the spec, phrased for a respondent-facing prompt. */
  text: string;
  /** Every accepted value with its label (integer ranges listed in full; labels may be the number). */
  values: Array<{ value: number; label: string }>;
}

export type SexWeights = Readonly<Record<'male' | 'female', Readonly<Record<string, number>>>>;

/** How item values become a score. */
export type InstrumentMethod =
  | { kind: 'sum' }
  | { kind: 'weighted_sum'; weights: Readonly<Record<string, number>> }
  /** Weights chosen by `responses.sex`: `female` only when exactly 'female', else `male`. */
  | { kind: 'sex_weighted_sum'; weights: SexWeights }
  | { kind: 'pass_through'; item: string };

/** An inclusive score range with its name. */
export interface Band {
  name: string;
  min: number;
  max: number;
}

export interface InstrumentDefinition {
  id: string;
  category: string;
  title: string;
  items: InstrumentItem[];
  method: InstrumentMethod;
  /** In ascending score order. */
  bands: Band[];
  /** Nominal score range from the spec's definitions table. */
  scoreRange: { min: number; max: number };
  /** Sign convention: true when a higher score means better function or outlook. */
  higherIsBetter: boolean;
  rubricVersion: '1.0.0';
  /** Notes a reader needs to apply the instrument correctly (reversal, coding). */
  notes: string[];
}

export type RecommendationPriority = 'urgent' | 'high' | 'routine';
/** The catalog's audiences: who the recommendation is addressed to. */
export type RecommendationAudience = 'provider' | 'employer' | 'employee';

export interface Recommendation {
  /** Stable id, `<instrument>.<trigger>`, e.g. `depression_screen.item_9`. */
  id: string;
  priority: RecommendationPriority;
  audience: RecommendationAudience;
  /** What triggered it: `band:<name>` or `item:<item_id>`. */
  trigger: string;
  text: string;
  rationale: string;
}

export interface Finding {
  algorithm_id: string;
  algorithm_version: string;
  score: number;
  band: string;
  raw: { rubric_version: string; responded_items: number };
  context: null;
  sd: null;
  prior_source: null;
  imputed: false;
}

export interface Confidence {
  overall: number;
  tier: 'high';
  breakdown: { input_completeness: number; imputation_variance: null; model_certainty: null };
}

/** The spec's instrument score response without `catalog_version`, `request_id`, `timestamp` (the caller adds them). */
export interface InstrumentScore {
  instrument: string;
  category: string;
  finding: Finding;
  confidence: Confidence;
  recommendations: null | { items: Recommendation[] };
  depth: Depth;
}
