/**
 * Strict scoring per interface.md "Instrument score response" and "POST /api/<category>/<instrument>/score".
 * Pure: no I/O. Every item required; out-of-range integers summed as given; no internal reversal.
 */
import { ValidationError } from '../errors.ts';
import { getInstrument, instruments } from './definitions.ts';
import { recommend } from './recommendations.ts';
import type { Depth, InstrumentDefinition, InstrumentScore } from './types.ts';
import { DEPTHS } from './types.ts';

/** Looks up an instrument or throws the spec's vocabulary rejection (a 400 without `field`, rule 1). */
export function requireInstrument(id: string): InstrumentDefinition {
  const def = getInstrument(id);
  if (def !== undefined) return def;
  const accepted = instruments.map((d) => d.id).join(', ');
  throw new ValidationError(`Unknown instrument '${id}'. Accepted instruments: ${accepted}.`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rule 1: every item present; then every present item a safe integer. Never echoes a value. */
function checkResponses(
  def: InstrumentDefinition,
  responses: unknown,
): asserts responses is Record<string, unknown> {
  if (!isRecord(responses)) {
    throw new ValidationError("Field 'responses' must be an object mapping item ids to integers.", {
      field: 'responses',
    });
  }
  // Loops rather than map/filter: this runs once per row of million-row batches.
  let missing: string[] | null = null;
  for (const { id } of def.items) {
    if (responses[id] === undefined || responses[id] === null) (missing ??= []).push(id);
  }
  if (missing !== null) {
    throw new ValidationError(`Missing required items: ${missing.join(', ')}.`, {
      field: 'responses',
      missing_items: missing,
    });
  }
  for (const { id } of def.items) {
    if (!Number.isSafeInteger(responses[id])) {
      const field = `responses.${id}`;
      throw new ValidationError(`Field '${field}' must be an integer.`, { field });
    }
  }
}

/** Weighted or simple sum as the definition says; `sex` selects opioid_risk weights (female only when exactly 'female'). */
function computeScore(def: InstrumentDefinition, responses: Record<string, unknown>): number {
  const method = def.method;
  if (method.kind === 'pass_through') return responses[method.item] as number;
  const weights =
    method.kind === 'sum'
      ? null
      : method.kind === 'weighted_sum'
        ? method.weights
        : responses.sex === 'female'
          ? method.weights.female
          : method.weights.male;
  let score = 0;
  for (const { id } of def.items)
    score += (weights === null ? 1 : (weights[id] ?? 0)) * (responses[id] as number);
  return score;
}

/** The band whose inclusive range holds the score, or `unknown` (rule 2). */
function bandFor(def: InstrumentDefinition, score: number): string {
  return def.bands.find((band) => score >= band.min && score <= band.max)?.name ?? 'unknown';
}

/**
 * Scores one strict submission.
 * @throws ValidationError unknown instrument (no field), `responses` not an object, missing items
 *   (`missing_items`), a present item that is not an integer (`responses.item_N`), an unknown depth.
 */
export function scoreInstrument(
  id: string,
  responses: Record<string, unknown>,
  options: { depth?: Depth } = {},
): InstrumentScore {
  const def = requireInstrument(id);
  const depth = options.depth ?? 'basic';
  if (!DEPTHS.includes(depth)) {
    throw new ValidationError(`Field 'depth' must be one of: ${DEPTHS.join(', ')}.`, {
      field: 'depth',
    });
  }
  checkResponses(def, responses);
  const score = computeScore(def, responses);
  const band = bandFor(def, score);
  return {
    instrument: def.id,
    category: def.category,
    finding: {
      algorithm_id: def.id,
      algorithm_version: def.rubricVersion,
      score,
      band,
      raw: { rubric_version: def.rubricVersion, responded_items: Object.keys(responses).length },
      context: null,
      sd: null,
      prior_source: null,
      imputed: false,
    },
    // Strict scoring only accepts complete submissions: completeness 1, no imputation, no model.
    confidence: {
      overall: 1,
      tier: 'high',
      breakdown: { input_completeness: 1, imputation_variance: null, model_certainty: null },
    },
    recommendations: depth === 'full' ? { items: recommend(def.id, band, responses) } : null,
    depth,
  };
}
