/**
 * Wiring shared by the API routes and `ohds analyze`: the paragraph index when the regulation dataset is
 * imported (null otherwise: the analysis still runs, with no citations and an explicit note).
 */
import { isOhdsError } from '../errors.ts';
import { loadGuidance } from '../lookup/regulations/guidance.ts';
import { GUIDANCE_DATASET } from '../lookup/regulations/model.ts';
import { loadParagraphIndex } from '../lookup/regulations/paragraphs.ts';
import type { DataStore } from '../lookup/store.ts';
import type { ModelClient } from '../model/port.ts';
import type { AnalyzeDeps } from './analyze.ts';
import type { ParagraphSource } from './citations.ts';
import type { GuidanceSource } from './guidance.ts';

/** The served paragraph index, or null when the regulations are not imported (a 503 from the store). */
async function paragraphsOrNull(data: DataStore): Promise<ParagraphSource | null> {
  try {
    return await loadParagraphIndex(data);
  } catch (err) {
    if (isOhdsError(err) && err.code === 'ServiceUnavailable') return null;
    throw err;
  }
}

/** The imported guidance items by identifier, or null when none are imported. */
async function guidanceOrNull(data: DataStore): Promise<GuidanceSource | null> {
  if (data.manifest(GUIDANCE_DATASET) === null) return null;
  const items = await loadGuidance(data);
  return new Map([...items.values()].map((i) => [i.identifier, i]));
}

export async function analyzeDeps(
  data: DataStore,
  model: ModelClient,
  log?: AnalyzeDeps['log'],
): Promise<AnalyzeDeps> {
  return {
    model,
    paragraphs: await paragraphsOrNull(data),
    guidance: await guidanceOrNull(data),
    ...(log ? { log } : {}),
  };
}
