/**
 * Recordability analysis of one case: facts first, one decision engine, two readers. The case is read into the
 * fact schema (structured fields directly; the five parts concurrently through the model port: the offline
 * reader or a model), the deterministic engine decides, every citation is verified against the served
 * regulation text, and all text leaving the service passes the outbound identifier scan. No I/O of its own:
 * the model, the paragraph index and the log are injected.
 */
import { UpstreamError } from '../errors.ts';
import type { ModelClient } from '../model/port.ts';
import { dayDatesIn, maskDayDates, scanOutboundText } from '../privacy/index.ts';
import {
  EXTRA_REFS,
  type Excerpts,
  loadExcerpts,
  type ParagraphSource,
  verifyCitations,
} from './citations.ts';
import { CRITERION_REFS, TREATMENT_ANCHORS } from './decide/anchors.ts';
import { type CombinedResult, decideCase, type Factors } from './decide/index.ts';
import { FACTS } from './facts/schema.ts';
import { type GuidanceSource, guidanceCitations } from './guidance.ts';
import { type OshaLogExtras, oshaLogExtras } from './osha-log.ts';
import { readCase } from './read/index.ts';
import {
  type AnalyzeRequest,
  FACTOR_NAMES,
  type FactorName,
  type FactorResult,
  type Lens,
} from './schema.ts';

export interface AnalyzeDeps {
  model: ModelClient;
  /** The served regulation paragraphs; null when the regulation dataset is not imported. */
  paragraphs: ParagraphSource | null;
  /** Imported guidance items (OSHA FAQs, interpretations); null or absent when none are imported. */
  guidance?: GuidanceSource | null;
  /** Structured log line (never case text or quotes). */
  log?: (event: string, detail: Record<string, unknown>) => void;
}

export interface Note {
  code: string;
  text: string;
}

export type RecordabilityResult = CombinedResult & {
  factors: Factors;
  osha_log: OshaLogExtras;
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
  text: "Weighted, cited decision support for a qualified professional; the recordability determination remains the employer's.",
};

/** Every paragraph the engine may quote. */
const ALL_REFS = [
  ...new Set([
    ...Object.values(FACTS).map((f) => f.ref),
    ...Object.keys(TREATMENT_ANCHORS),
    ...Object.values(CRITERION_REFS),
    ...EXTRA_REFS,
  ]),
];

/** Every string in a value, for the outbound scan. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value !== null && typeof value === 'object')
    for (const v of Object.values(value)) yield* strings(v);
}

/**
 * `value` with day dates masked in every string that may quote the case (privacy/mask-dates.ts); a citation's
 * `quote` is the regulation's own text, served verbatim, and is left to the scan.
 */
function masked<T>(value: T, quoted: ReadonlySet<string>): T {
  if (typeof value === 'string') return maskDayDates(value, quoted) as T;
  if (Array.isArray(value)) return value.map((v) => masked(v, quoted)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'quote' ? v : masked(v, quoted)]),
    ) as T;
  return value;
}

/** The day dates the caller wrote anywhere in the case, as written. */
function quotedDates(c: AnalyzeRequest['case']): ReadonlySet<string> {
  return new Set([...strings(c)].flatMap(dayDatesIn));
}

/**
 * `value` ready to leave the service: day dates in quoted case text masked, then the outbound scan; throws 502
 * when any identifier-shaped value remains (the value is never logged).
 */
function outboundClean<T>(raw: T, request: AnalyzeRequest, log: AnalyzeDeps['log']): T {
  const value = masked(raw, quotedDates(request.case));
  assertOutboundClean(value, log);
  return value;
}

function assertOutboundClean(value: unknown, log: AnalyzeDeps['log']): void {
  for (const s of strings(value)) {
    const kind = scanOutboundText(s);
    if (kind !== null) {
      log?.('outbound_identifier_blocked', { kind });
      throw new UpstreamError(
        'The generated output contained identifier-shaped text and was withheld.',
      );
    }
  }
}

function excerptsOf(deps: AnalyzeDeps): Excerpts {
  return deps.paragraphs === null ? {} : loadExcerpts(deps.paragraphs, ALL_REFS);
}

/** Each factor with its citations verified verbatim against the served text. */
function verified(factors: Partial<Factors>, deps: AnalyzeDeps): Partial<Factors> {
  const out: Partial<Factors> = {};
  for (const [f, result] of Object.entries(factors) as Array<[FactorName, FactorResult]>) {
    out[f] = {
      ...result,
      citations: verifyCitations(result.citations, deps.paragraphs, (ref, reason) =>
        deps.log?.('citation_dropped', { factor: f, ref, reason }),
      ),
    };
  }
  return out;
}

/** Reads `parts` and decides; the facts of unread parts stay at the regulation's presumption or unknown. */
async function decideParts(
  request: AnalyzeRequest,
  deps: AnalyzeDeps,
  parts: readonly FactorName[],
) {
  const read = await readCase(request.case, deps.model, parts);
  const decision = decideCase({
    read,
    case: request.case,
    excerpts: excerptsOf(deps),
    lens: request.lens ?? 'safety',
    assist: request.assist_context,
  });
  return { read, ...decision, factors: verified(decision.factors, deps) as Factors };
}

/** One factor analysis (reads only that factor's part of the facts). */
export async function analyzeFactor(
  factor: FactorName,
  request: AnalyzeRequest,
  deps: AnalyzeDeps,
): Promise<FactorResult> {
  const { factors } = await decideParts(request, deps, [factor]);
  return outboundClean(factors[factor], request, deps.log);
}

/** Work-relatedness after the exceptions (`POST /api/work_relatedness/analyze`). */
export async function analyzeWorkRelatedness(request: AnalyzeRequest, deps: AnalyzeDeps) {
  const { combined, factors } = await decideParts(request, deps, [
    'work_relatedness',
    'exceptions',
  ]);
  const result = {
    work_related: combined.criteria.work_related,
    factors: { work_relatedness: factors.work_relatedness, exceptions: factors.exceptions },
    missing_information: combined.missing_information.filter((m) =>
      m.factors.some((f) => f === 'work_relatedness' || f === 'exceptions'),
    ),
    fact_notes: combined.fact_notes,
  };
  return outboundClean(result, request, deps.log);
}

/** The composite: `POST /api/recordability/analyze` and `ohds analyze`. */
export async function analyzeCase(
  request: AnalyzeRequest,
  deps: AnalyzeDeps,
): Promise<RecordabilityResult> {
  const { read, combined, factors } = await decideParts(request, deps, FACTOR_NAMES);
  const extras = oshaLogExtras(request.case, read, excerptsOf(deps));
  const result: RecordabilityResult = {
    ...combined,
    factors,
    osha_log: {
      ...extras,
      citations: [
        ...verifyCitations(extras.citations, deps.paragraphs, (ref, reason) =>
          deps.log?.('citation_dropped', { factor: 'osha_log', ref, reason }),
        ),
        ...guidanceCitations(extras, deps.guidance ?? null),
      ],
    },
    lens: request.lens ?? 'safety',
    provider: deps.model.provider,
    notes: deps.paragraphs === null ? [DECISION_SUPPORT, NOT_IMPORTED] : [DECISION_SUPPORT],
  };
  return outboundClean(result, request, deps.log);
}
