/**
 * Several instruments in one call (`POST /api/cdri/compute`, `ohds score --instruments`): each finding exactly
 * as its own score endpoint gives it, plus a descriptive profile of where each one sits among its published
 * bands. The profile is a summary, not an index: no weights, no combined score, nothing added to the bands.
 * Pure: no I/O.
 */
import { CATALOG_VERSION } from '../catalog/version.ts';
import { isOhdsError, ValidationError } from '../errors.ts';
import { getInstrument, instruments } from './definitions.ts';
import { scoreInstrument } from './score.ts';
import type { Depth, InstrumentDefinition, InstrumentScore } from './types.ts';

/**
 * "Elevated", read from the band names themselves (docs/credits.md, "cdri/compute"): a band named for a
 * moderate or worse level of risk, symptoms or limitation, or for a poor result, is elevated; the lowest-concern
 * names (low, minimal, mild, good, excellent) are not. Every band name of the nine instruments is in one list
 * (a test keeps it so); `unknown` (a score in no band) is neither.
 */
const ELEVATED = new Set(['moderate', 'medium', 'high', 'moderately_severe', 'severe', 'poor']);
const NOT_ELEVATED = new Set(['low', 'minimal', 'mild', 'good', 'excellent']);

/** True for an elevated band, false for a lowest-concern band, null for `unknown`. */
export function isElevated(band: string): boolean | null {
  if (ELEVATED.has(band)) return true;
  return NOT_ELEVATED.has(band) ? false : null;
}

/** The instrument's bands that count as elevated, in score order. */
export function elevatedBands(def: InstrumentDefinition): string[] {
  return def.bands.filter((b) => isElevated(b.name) === true).map((b) => b.name);
}

export type ScoreBody = InstrumentScore & { catalog_version: string };

export interface ProfileEntry {
  instrument: string;
  band: string;
  /** Null when the score falls in no band. */
  elevated: boolean | null;
  elevated_bands: string[];
}

export interface Profile {
  /** Categories with at least one instrument in an elevated band, and those instruments. */
  elevated: Record<string, string[]>;
  /** Every instrument computed, grouped by category (first appearance in the request). */
  categories: Array<{ category: string; instruments: ProfileEntry[] }>;
  instrument_count: number;
  elevated_count: number;
  basis: 'published_bands';
}

export interface ComputeResult {
  results: Record<string, ScoreBody>;
  profile: Profile;
  depth: Depth;
  catalog_version: string;
}

/** Groups findings by category and marks the elevated ones. */
function describeProfile(results: readonly InstrumentScore[]): Profile {
  const categories: Profile['categories'] = [];
  const elevated: Record<string, string[]> = {};
  for (const r of results) {
    const def = getInstrument(r.instrument)!;
    const entry = {
      instrument: r.instrument,
      band: r.finding.band,
      elevated: isElevated(r.finding.band),
      elevated_bands: elevatedBands(def),
    };
    let group = categories.find((c) => c.category === r.category);
    if (group === undefined) categories.push((group = { category: r.category, instruments: [] }));
    group.instruments.push(entry);
    if (entry.elevated === true) (elevated[r.category] ??= []).push(r.instrument);
  }
  return {
    elevated,
    categories,
    instrument_count: results.length,
    elevated_count: Object.values(elevated).reduce((n, ids) => n + ids.length, 0),
    basis: 'published_bands',
  };
}

/** An instrument id quoted only when it is a plain token, so nothing identifier-shaped is echoed. */
function quote(id: string): string {
  return /^[a-z0-9_]{1,64}$/.test(id) ? ` '${id}'` : '';
}

/** Scores one instrument of a multi-instrument request, its error re-rooted under `instruments.<id>`. */
function scoreOne(
  id: string,
  responses: Record<string, unknown>,
  depth: Depth,
  root: string,
): ScoreBody {
  try {
    return { ...scoreInstrument(id, responses, { depth }), catalog_version: CATALOG_VERSION };
  } catch (err) {
    if (!isOhdsError(err) || err.extras.field === undefined) throw err;
    throw new ValidationError(`${id}: ${err.message}`, {
      ...err.extras,
      field: `${root}.${err.extras.field}`,
    });
  }
}

/**
 * Scores every instrument or none (all-or-nothing): the first failure, in request order, is thrown with its
 * `field` under `instruments.<id>` (e.g. `instruments.orebro.responses.item_3`).
 * @throws ValidationError no instrument (field `instruments`), an unknown instrument (no field), a bad submission.
 */
export function computeInstruments(
  requests: Readonly<Record<string, { responses: Record<string, unknown> }>>,
  options: { depth?: Depth; root?: string } = {},
): ComputeResult {
  const depth = options.depth ?? 'basic';
  const root = options.root ?? 'instruments';
  const ids = Object.keys(requests);
  if (ids.length === 0)
    throw new ValidationError(`Field '${root}' must name at least one instrument.`, {
      field: root,
    });
  const unknown = ids.find((id) => getInstrument(id) === undefined);
  if (unknown !== undefined) {
    throw new ValidationError(
      `Unknown instrument${quote(unknown)}. Accepted: ${instruments.map((d) => d.id).join(', ')}.`,
    );
  }
  const results: Record<string, ScoreBody> = {};
  for (const id of ids) results[id] = scoreOne(id, requests[id]!.responses, depth, `${root}.${id}`);
  return {
    results,
    profile: describeProfile(Object.values(results)),
    depth,
    catalog_version: CATALOG_VERSION,
  };
}
