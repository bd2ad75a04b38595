/**
 * Wiring shared by the API routes and `ohds analyze`: the paragraph index when the regulation dataset is
 * imported (null otherwise: the analysis still runs, with no citations and an explicit note).
 */
import { isOhdsError } from '../errors.ts';
import { loadParagraphIndex } from '../lookup/regulations/paragraphs.ts';
import type { DataStore } from '../lookup/store.ts';
import type { ModelClient } from '../model/port.ts';
import type { AnalyzeDeps } from './analyze.ts';
import type { ParagraphSource } from './citations.ts';

/** The served paragraph index, or null when the regulations are not imported (a 503 from the store). */
export async function paragraphsOrNull(data: DataStore): Promise<ParagraphSource | null> {
  try {
    return await loadParagraphIndex(data);
  } catch (err) {
    if (isOhdsError(err) && err.code === 'ServiceUnavailable') return null;
    throw err;
  }
}

export async function analyzeDeps(data: DataStore, model: ModelClient, log?: AnalyzeDeps['log']): Promise<AnalyzeDeps> {
  return { model, paragraphs: await paragraphsOrNull(data), ...(log ? { log } : {}) };
}
