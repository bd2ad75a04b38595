/**
 * The OpenAPI 3.1 document, derived from the same zod schemas the app validates with
 * (`z.toJSONSchema`, JSON Schema 2020-12, input side for requests).
 */
import { z } from 'zod';
import { CATALOG_VERSION } from '../catalog/version.ts';
import type { RouteSpec } from './route.ts';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json['$schema'];
  return json;
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = toSchema(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
    schema: property,
  }));
}

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

const COMMON_ERRORS = {
  '400': errorRef('ValidationError (with `field` for shape or range) or DeIdentificationViolation (always `field`).'),
  '401': {
    description: 'Missing, empty, unknown or expired `apikey`.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Unauthenticated' } } },
  },
  '402': errorRef('PaymentRequired: not funded (depleted balance, exhausted key allocation or account-wide cap); not retriable.'),
  '404': errorRef('NotFound: unknown path, wrong method, or no matching item.'),
  '429': errorRef('RateLimited, with `retry_after`; `Retry-After` header set.'),
  '500': errorRef('InternalError.'),
};

const BODY_ERRORS = {
  '413': errorRef('PayloadTooLarge: body over 512 KB.'),
  '415': errorRef('UnsupportedMediaType: Content-Type is not application/json.'),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function operationFor(spec: RouteSpec<any, any>): JsonSchema {
  const parameters = spec.query ? queryParameters(spec.query) : [];
  return {
    summary: spec.summary,
    tags: [spec.tag],
    'x-credits-cost': typeof spec.cost === 'function' ? 'varies with the request (docs/credits.md)' : (spec.cost ?? 1),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(spec.body, 'input') } } } }
      : {}),
    responses: {
      '200': {
        description: 'Success. Object bodies carry `request_id` and `timestamp`.',
        content: { 'application/json': { schema: spec.response ? toSchema(spec.response, 'output') : { type: 'object' } } },
      },
      ...COMMON_ERRORS,
      ...(spec.method === 'POST' ? BODY_ERRORS : {}),
    },
  };
}

/** Builds the document for a list of route specs (parametric fallbacks excluded). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function buildOpenApi(routes: ReadonlyArray<RouteSpec<any, any>>, serviceVersion: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of routes) {
    if (spec.url.includes(':')) continue;
    (paths[spec.url] ??= {})[spec.method.toLowerCase()] = operationFor(spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ohds: occupational-health decision support',
      version: serviceVersion,
      description: `Catalog version ${CATALOG_VERSION}. Outputs are decision support, not determinations.`,
    },
    servers: [{ url: '/' }],
    security: [{ apikey: [] }],
    paths,
    components: {
      securitySchemes: { apikey: { type: 'apiKey', in: 'header', name: 'apikey' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['timestamp', 'error', 'message'],
          properties: {
            timestamp: { type: 'string', format: 'date-time' },
            error: { type: 'string' },
            message: { type: 'string' },
            request_id: { type: 'string', format: 'uuid' },
            field: { type: 'string' },
            retry_after: { type: 'integer' },
          },
        },
        Unauthenticated: {
          type: 'object',
          required: ['message', 'request_id'],
          properties: { message: { type: 'string' }, request_id: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
        },
      },
    },
  };
}
