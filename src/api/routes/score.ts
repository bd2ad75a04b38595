/**
 * Instrument scoring (spec, "POST /api/<category>/<instrument>/score"). URLs served: one per instrument,
 * `POST /api/${def.category}/${def.id}/score` for each definition in src/instruments/definitions.ts:
 *   POST /api/iatrogenic/opioid_risk/score
 *   POST /api/fear_avoidance/yellow_flag_screen/score
 *   POST /api/fear_avoidance/kinesiophobia/score
 *   POST /api/psychosocial/depression_screen/score
 *   POST /api/function/lower_extremity_function/score
 *   POST /api/occupational/work_ability/score
 *   POST /api/psychosocial/anxiety_screen/score
 *   POST /api/rtw_belief/recovery_expectation/score
 *   POST /api/pain/orebro/score
 * and the fallback `POST /api/:category/:instrument/score`: any other path of that shape is a 400 naming
 * the accepted ones (vocabulary), not a 404.
 * `?depth=` basic|contextual|full; `?audience=` adds the audience summary (src/instruments/audience-summary.ts),
 * and only then may the body carry `assist_context`.
 */
import { z } from 'zod';
import { AUDIENCES } from '../../catalog/types.ts';
import { CATALOG_VERSION } from '../../catalog/version.ts';
import { DeIdentificationViolation, ValidationError } from '../../errors.ts';
import {
  DEPTHS,
  type InstrumentDefinition,
  instruments,
  scoreInstrument,
  summarizeScore,
} from '../../instruments/index.ts';
import { scanOutboundText } from '../../privacy/index.ts';
import { defineRoute } from '../route.ts';
import { responsesDoc, scoreResponse } from '../schemas/instruments.ts';

const query = z.object({
  depth: z.enum(DEPTHS).optional().describe('basic (default), contextual or full.'),
  audience: z
    .enum(AUDIENCES)
    .optional()
    .describe('employee, employer or provider: adds `audience_summary`.'),
});

/**
 * Caller instructions for the audience summary. Extra keys are tolerated; references loaded on demand
 * are not (marked `load: "on_demand"`, or sent under an `on_demand*` key).
 */
const assistContext = z.looseObject({
  persona: z.string().min(1).max(200).optional(),
  instructions: z.string().min(1).max(4000).optional(),
  references: z
    .array(z.looseObject({ load: z.string().max(32).optional() }))
    .max(20)
    .optional(),
});

const MAX_KEY = 64;

/** A plain object whose keys are at most 64 characters (one loop: this runs on every score call). */
function isResponses(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) if (key.length > MAX_KEY) return false;
  return true;
}

const responses = () =>
  z.custom<Record<string, unknown>>(
    isResponses,
    `must be an object mapping item ids (at most ${MAX_KEY} characters) to integers`,
  );

/** One instrument's body: the engine validates the items (spec rule 1: a 400 with `missing_items`); the document lists them. */
function bodyFor(def: InstrumentDefinition) {
  return z.object({
    responses: responses().meta(responsesDoc(def)),
    assist_context: assistContext.optional().describe('Only with ?audience=.'),
  });
}

type Body = z.output<ReturnType<typeof bodyFor>>;
type AssistContext = z.output<typeof assistContext>;

const ON_DEMAND = /^on[-_ ]?demand/i;

/** Every string in the tree with its rendered path (small input: assist_context only). */
function textsIn(
  value: unknown,
  path: string,
  out: Array<[string, string]> = [],
): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => void textsIn(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) textsIn(v, `${path}.${k}`, out);
  return out;
}

/** On-demand references are rejected; every caller text must pass the outbound identifier scan. */
function checkAssistContext(assist: AssistContext): void {
  const onDemandKey = Object.keys(assist).find((k) => ON_DEMAND.test(k));
  if (onDemandKey !== undefined) {
    throw new ValidationError(
      `Field 'assist_context.${onDemandKey}' is not accepted: on-demand references are not supported.`,
      {
        field: `assist_context.${onDemandKey}`,
      },
    );
  }
  (assist.references ?? []).forEach((ref, i) => {
    if (ref.load !== undefined && ON_DEMAND.test(ref.load)) {
      throw new ValidationError(
        `Field 'assist_context.references[${i}].load' must not be on-demand; only always-loaded references are accepted.`,
        {
          field: `assist_context.references[${i}].load`,
        },
      );
    }
  });
  for (const [field, text] of textsIn(assist, 'assist_context')) {
    if (scanOutboundText(text) !== null) throw new DeIdentificationViolation(field);
  }
}

/** Synchronous (no I/O): one promise per request fewer than an async function. */
function score(id: string, q: z.output<typeof query>, b: Body): Record<string, unknown> {
  if (b.assist_context !== undefined) {
    if (q.audience === undefined) {
      throw new ValidationError(
        "Field 'assist_context' is accepted only with the audience query parameter.",
        { field: 'assist_context' },
      );
    }
    checkAssistContext(b.assist_context);
  }
  const result = scoreInstrument(id, b.responses, { depth: q.depth ?? 'basic' });
  const out: Record<string, unknown> = { ...result, catalog_version: CATALOG_VERSION };
  if (q.audience !== undefined) {
    const persona = b.assist_context?.persona ?? null;
    out.audience_summary = summarizeScore(result, b.responses, q.audience, persona);
  }
  return out;
}

export const scoreRoutes = [
  ...instruments.map((def) =>
    defineRoute({
      method: 'POST',
      url: `/api/${def.category}/${def.id}/score`,
      summary: `Scores the ${def.title} instrument (${def.items.length} items).`,
      tag: def.category,
      query,
      body: bodyFor(def),
      response: scoreResponse,
      handler: (ctx) => score(def.id, ctx.query, ctx.body),
    }),
  ),
  defineRoute({
    method: 'POST',
    url: '/api/:category/:instrument/score',
    summary: 'Any other instrument path: 400 unknown instrument.',
    tag: 'instruments',
    cost: 0,
    response: z.never().describe('Never sent: every call is the 400 unknown instrument.'),
    handler({ params }) {
      const id = params?.instrument ?? '';
      // Quote the id only when it is a plain token, so an identifier in a URL is never echoed.
      const quoted = /^[a-z0-9_]{1,64}$/.test(id) ? ` '${id}'` : '';
      const accepted = instruments.map((d) => `${d.category}/${d.id}`).join(', ');
      throw new ValidationError(
        `Unknown instrument${quoted} for this path. Accepted: ${accepted}.`,
      );
    },
  }),
];
