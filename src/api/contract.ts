/**
 * The response contract of a route, derived once from its zod schemas: which statuses it answers, the body
 * of each (the 200 body plus `request_id`/`timestamp`; the error envelope; the small 401), the headers, and
 * a stable operationId. The OpenAPI document (openapi.ts) and the response serialisers (app.ts) both read it,
 * so what is documented is what is sent.
 */
import { z } from 'zod';
import type { AnyRoute } from './route.ts';
import { errorEnvelope, stamp, unauthenticated } from './schemas/common.ts';

export type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 of a zod schema (`input` for requests, `output` for responses), without `$schema`. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

export const ENVELOPE_SCHEMA = jsonSchema(errorEnvelope, 'output');
export const UNAUTHENTICATED_SCHEMA = jsonSchema(unauthenticated, 'output');

/** Response headers (components.headers): every response has the trace id; counted requests the rate-limit trio. */
export const HEADERS: Readonly<Record<string, { description: string; schema: JsonSchema }>> = {
  'X-Request-ID': {
    description: 'Gateway trace id (32 hex); never equal to `request_id`.',
    schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  },
  'RateLimit-Limit': {
    description: 'Requests allowed per window for this consumer.',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in the current window.',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets.',
    schema: { type: 'integer' },
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying (429).',
    schema: { type: 'integer' },
  },
  'X-Credits-Cost': {
    description: 'Credits this call cost (docs/credits.md); metered consumers only.',
    schema: { type: 'integer' },
  },
  'X-Credits-Remaining': {
    description: 'Credits left under the tightest limit after this call.',
    schema: { type: 'integer' },
  },
  'X-Credits-Scope': {
    description: 'Which limit is tightest: balance, allocation or cap.',
    schema: { type: 'string', enum: ['balance', 'allocation', 'cap'] },
  },
  'X-Credits-Reset': {
    description: 'Seconds until a periodic limit resets.',
    schema: { type: 'integer' },
  },
  'X-Credits-Balance': { description: 'Credits left in the balance.', schema: { type: 'integer' } },
};

const COUNTED = ['X-Request-ID', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
const CREDITS = [
  'X-Credits-Cost',
  'X-Credits-Remaining',
  'X-Credits-Scope',
  'X-Credits-Reset',
  'X-Credits-Balance',
];

export type BodyKind = 'ok' | 'envelope' | 'unauthenticated';

export interface DeclaredResponse {
  description: string;
  /** One schema, or several the body is one of (health's 503). */
  bodies: Array<{ kind: BodyKind; schema: JsonSchema }>;
  headers: string[];
}

/** True when the route may charge credits (a metered consumer pays; cost 0 is free). */
function metered(spec: AnyRoute): boolean {
  return spec.cost !== 0;
}

/** An object body (or each object of a union) with `request_id` and `timestamp`; arrays are sent as they are. */
function withStamp(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const meta = schema.meta(); // a title names the schema in the document
    return meta === undefined ? schema.extend(stamp) : schema.extend(stamp).meta(meta);
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    return z.discriminatedUnion(
      schema.def.discriminator,
      schema.options.map((o) => withStamp(o as z.ZodType)) as [z.ZodObject, ...z.ZodObject[]],
    );
  }
  if (schema instanceof z.ZodUnion)
    return z.union(schema.options.map((o) => withStamp(o as z.ZodType)));
  return schema;
}

/** The 200 body as sent: bare documents (the OpenAPI document) get no stamp. */
function sentSchema(spec: AnyRoute, schema: z.ZodType): z.ZodType {
  return spec.bare === true ? schema : withStamp(schema);
}

const cache = new WeakMap<AnyRoute, Record<string, DeclaredResponse>>();

/** Every status the route can answer, with its bodies and headers (spec, Errors and each endpoint's status list). */
export function declaredResponses(spec: AnyRoute): Record<string, DeclaredResponse> {
  const hit = cache.get(spec);
  if (hit !== undefined) return hit;
  const envelope = (description: string, headers: string[] = COUNTED): DeclaredResponse => ({
    description,
    bodies: [{ kind: 'envelope', schema: ENVELOPE_SCHEMA }],
    headers,
  });
  const ok = (schema: z.ZodType) => ({
    kind: 'ok' as const,
    schema: jsonSchema(sentSchema(spec, schema), 'output'),
  });
  const out: Record<string, DeclaredResponse> = {
    '200': {
      description: 'Success.',
      bodies: [ok(spec.response)],
      headers: metered(spec) ? [...COUNTED, ...CREDITS] : COUNTED,
    },
    '400': envelope(
      'ValidationError (`field` on a shape or range failure; `missing_items` on a score call) or DeIdentificationViolation (always `field`).',
    ),
    '401': {
      description: 'Missing, empty, unknown or expired `apikey` (the small envelope).',
      bodies: [{ kind: 'unauthenticated', schema: UNAUTHENTICATED_SCHEMA }],
      headers: ['X-Request-ID'],
    },
    ...(metered(spec)
      ? { '402': envelope('PaymentRequired: not funded; not retriable.', [...COUNTED, ...CREDITS]) }
      : {}),
    '404': envelope('NotFound: unknown path, wrong method, or no matching item.'),
    ...(spec.method === 'POST'
      ? {
          '413': envelope('PayloadTooLarge: body over 512 KB.'),
          '415': envelope('UnsupportedMediaType: Content-Type is not application/json.'),
        }
      : {}),
    '429': envelope('RateLimited, with `retry_after`; `Retry-After` header set.', [
      ...COUNTED,
      'Retry-After',
    ]),
    '500': envelope('InternalError.'),
    ...(spec.upstream === true
      ? { '502': envelope('UpstreamError: the model returned an unusable response.') }
      : {}),
    '503': envelope(
      'ServiceUnavailable: the datastore or the counter store (Redis) is unavailable.',
    ),
    ...(spec.upstream === true ? { '504': envelope('UpstreamTimeout: the model timed out.') } : {}),
  };
  for (const [status, schema] of Object.entries(spec.replies ?? {})) {
    const declared = out[status];
    const body = ok(schema);
    out[status] =
      declared === undefined
        ? { description: 'Success.', bodies: [body], headers: COUNTED }
        : {
            ...declared,
            description: `${declared.description} Or this route's own body; branch on its fields.`,
            bodies: [body, ...declared.bodies],
          };
  }
  cache.set(spec, out);
  return out;
}

/**
 * A stable operationId from the path (each path has one method): `/api/lookup/fee_schedule/get` ->
 * `lookupFeeScheduleGet`, `/api/openapi.json` -> `openapiJson`.
 */
export function operationIdOf(spec: AnyRoute): string {
  if (spec.operationId !== undefined) return spec.operationId;
  const words = spec.url
    .replace(/^\/api\//, '')
    .split(/[/_.-]+/)
    .filter((w) => w !== '' && !w.startsWith(':'));
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}
