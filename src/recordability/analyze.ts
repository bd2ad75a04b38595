/**
 * Recordability analysis of one case: the five factor analyses run concurrently through the model port,
 * each citation is verified against the served regulation text, all generated text passes the outbound
 * identifier scan, and the deterministic combiner folds the factors into the result. No I/O of its own:
 * the model, the paragraph index and the log are injected.
 */
import { UpstreamError } from '../errors.ts';
import type { ModelClient } from '../model/port.ts';
import { scanOutboundText } from '../privacy/index.ts';
import { EXTRA_REFS, FACTOR_REFS, loadExcerpts, verifyCitations, type ParagraphSource } from './citations.ts';
import { combineFactors, type CombinedResult, type Factors } from './combine.ts';
import { oshaLogExtras, type OshaLogExtras } from './osha-log.ts';
import { buildFactorPrompt } from './prompts.ts';
import { factorTask } from './rules/index.ts';
import type { FactorInput } from './rules/draft.ts';
import { FACTOR_NAMES, factorResultSchema, type AnalyzeRequest, type FactorName, type FactorResult, type Lens } from './schema.ts';

export interface AnalyzeDeps {
  model: ModelClient;
  /** The served regulation paragraphs; null when the regulation dataset is not imported. */
  paragraphs: ParagraphSource | null;
  /** Structured log line (never case text or quotes). */
  log?: (event: string, detail: Record<string, unknown>) => void;
}

export interface Note {
  code: string;
  text: string;
}

export type RecordabilityResult = CombinedResult & {
  factors: Factors;
  osha_log: Omit<OshaLogExtras, 'citations'> & { citations: OshaLogExtras['citations'] };
  lens: Lens;
  provider: ModelClient['provider'];
  notes: Note[];
};

const NOT_IMPORTED: Note = {
  code: 'regulation_text_not_imported',
  text: 'The 29 CFR Part 1904 text is not imported on this server, so no citation can be verified and none is returned; run `ohds data import`.',
};
const DECISION_SUPPORT: Note = {
  code: 'decision_support_only',
  text: 'Weighted, cited decision support for a qualified professional; the recordability determination remains the employer\'s.',
};

/** Every string in a value, for the outbound scan. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v);
}

/** Throws 502 when generated text carries an identifier-shaped value (the value is never logged). */
export function assertOutboundClean(value: unknown, log: AnalyzeDeps['log']): void {
  for (const s of strings(value)) {
    const kind = scanOutboundText(s);
    if (kind !== null) {
      log?.('outbound_identifier_blocked', { kind });
      throw new UpstreamError('The model output contained identifier-shaped text and was withheld.');
    }
  }
}

/** Runs one factor analysis; citations verified, output scanned. */
export async function analyzeFactor(factor: FactorName, request: AnalyzeRequest, deps: AnalyzeDeps): Promise<FactorResult> {
  const lens = request.lens ?? 'safety';
  const excerpts = deps.paragraphs === null ? {} : loadExcerpts(deps.paragraphs, FACTOR_REFS[factor]);
  const prompt = buildFactorPrompt(factor, request.case, lens, excerpts, request.assist_context);
  const input: FactorInput = { case: request.case, lens, regulation: excerpts, ...(request.assist_context ? { assist_context: request.assist_context } : {}) };
  const out = await deps.model.generate({ task: factorTask(factor), ...prompt, schema: factorResultSchema, input });
  const citations = verifyCitations(out.citations, deps.paragraphs, (ref, reason) => deps.log?.('citation_dropped', { factor, ref, reason }));
  const result = { ...out, citations };
  assertOutboundClean(result, deps.log);
  return result;
}

/** Runs the given factors concurrently. */
export async function analyzeFactors<F extends FactorName>(factors: readonly F[], request: AnalyzeRequest, deps: AnalyzeDeps): Promise<Record<F, FactorResult>> {
  const results = await Promise.all(factors.map((f) => analyzeFactor(f, request, deps)));
  return Object.fromEntries(factors.map((f, i) => [f, results[i]!])) as Record<F, FactorResult>;
}

/** The composite: `POST /api/recordability/analyze` and `ohds analyze`. */
export async function analyzeCase(request: AnalyzeRequest, deps: AnalyzeDeps): Promise<RecordabilityResult> {
  const factors = await analyzeFactors(FACTOR_NAMES, request, deps);
  const combined = combineFactors(factors, request.case);
  const extras = oshaLogExtras(request.case, factors, deps.paragraphs === null ? {} : loadExcerpts(deps.paragraphs, EXTRA_REFS));
  const result: RecordabilityResult = {
    ...combined,
    factors,
    osha_log: { ...extras, citations: verifyCitations(extras.citations, deps.paragraphs, (ref, reason) => deps.log?.('citation_dropped', { factor: 'osha_log', ref, reason })) },
    lens: request.lens ?? 'safety',
    provider: deps.model.provider,
    notes: deps.paragraphs === null ? [DECISION_SUPPORT, NOT_IMPORTED] : [DECISION_SUPPORT],
  };
  assertOutboundClean(result, deps.log);
  return result;
}
