/**
 * The OpenAPI 3.1 document, derived from the same zod schemas the app validates requests with (input side) and
 * serialises responses with (output side, contract.ts): JSON Schema 2020-12 throughout.
 */
import { CATALOG_VERSION } from '../catalog/version.ts';
import {
  type DeclaredResponse,
  declaredResponses,
  ENVELOPE_SCHEMA,
  HEADERS,
  type JsonSchema,
  jsonSchema,
  operationIdOf,
  UNAUTHENTICATED_SCHEMA,
} from './contract.ts';
import type { AnyRoute } from './route.ts';

function queryParameters(spec: AnyRoute): JsonSchema[] {
  if (spec.query === undefined) return [];
  const json = jsonSchema(spec.query, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const REF: Record<string, string> = {
  envelope: '#/components/schemas/ErrorEnvelope',
  unauthenticated: '#/components/schemas/Unauthenticated',
};

function response(declared: DeclaredResponse): JsonSchema {
  const schemas = declared.bodies.map((b) => (b.kind === 'ok' ? b.schema : { $ref: REF[b.kind] }));
  return {
    description: declared.description,
    headers: Object.fromEntries(
      declared.headers.map((h) => [h, { $ref: `#/components/headers/${h}` }]),
    ),
    content: {
      'application/json': { schema: schemas.length === 1 ? schemas[0] : { oneOf: schemas } },
    },
  };
}

/** Error responses are the same on every operation: each is written once under components.responses. */
const SHARED: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthenticated',
  '402': 'PaymentRequired',
  '404': 'NotFound',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '429': 'RateLimited',
  '500': 'InternalError',
  '502': 'UpstreamError',
  '503': 'ServiceUnavailable',
  '504': 'UpstreamTimeout',
};

function responsesFor(spec: AnyRoute, shared: Record<string, JsonSchema>): JsonSchema {
  const out: JsonSchema = {};
  for (const [status, declared] of Object.entries(declaredResponses(spec))) {
    const name = SHARED[status];
    if (name === undefined || declared.bodies.some((b) => b.kind === 'ok'))
      out[status] = response(declared);
    else {
      shared[name] ??= response(declared);
      out[status] = { $ref: `#/components/responses/${name}` };
    }
  }
  return out;
}

function operationFor(spec: AnyRoute, shared: Record<string, JsonSchema>): JsonSchema {
  const parameters = queryParameters(spec);
  return {
    operationId: operationIdOf(spec),
    summary: spec.summary,
    tags: [spec.tag],
    'x-credits-cost':
      typeof spec.cost === 'function'
        ? 'varies with the request (docs/credits.md)'
        : (spec.cost ?? 1),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
          },
        }
      : {}),
    responses: responsesFor(spec, shared),
  };
}

const upper = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/**
 * A body schema used by several operations (the nine score bodies, the recordability case) is written once under
 * components.schemas, named by its `title` or after its first operation, and referenced.
 */
function hoistShared(
  paths: Record<string, Record<string, JsonSchema>>,
  schemas: Record<string, JsonSchema>,
): void {
  const slots: Array<{ holder: JsonSchema; name: string }> = [];
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      const id = upper(String(op.operationId));
      const request = (op.requestBody as { content?: Record<string, JsonSchema> } | undefined)
        ?.content?.['application/json'];
      if (request !== undefined) slots.push({ holder: request, name: `${id}Request` });
      const ok = (
        (op.responses as Record<string, JsonSchema>)['200']?.content as
          | Record<string, JsonSchema>
          | undefined
      )?.['application/json'];
      if (ok !== undefined) slots.push({ holder: ok, name: `${id}Response` });
    }
  }
  const byText = new Map<string, Array<{ holder: JsonSchema; name: string }>>();
  for (const slot of slots) {
    const text = JSON.stringify(slot.holder.schema);
    byText.set(text, [...(byText.get(text) ?? []), slot]);
  }
  for (const same of byText.values()) {
    if (same.length < 2) continue;
    const schema = same[0]!.holder.schema as JsonSchema;
    const name = typeof schema.title === 'string' ? schema.title : same[0]!.name;
    schemas[name] = schema;
    for (const { holder } of same) holder.schema = { $ref: `#/components/schemas/${name}` };
  }
}

/** Builds the document for a list of route specs (parametric fallbacks excluded). */
export function buildOpenApi(routes: ReadonlyArray<AnyRoute>, serviceVersion: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const shared: Record<string, JsonSchema> = {};
  for (const spec of routes) {
    if (spec.url.includes(':')) continue;
    paths[spec.url] = {
      ...paths[spec.url],
      [spec.method.toLowerCase()]: operationFor(spec, shared),
    };
  }
  const schemas: Record<string, JsonSchema> = {
    ErrorEnvelope: ENVELOPE_SCHEMA,
    Unauthenticated: UNAUTHENTICATED_SCHEMA,
  };
  hoistShared(paths, schemas);
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
      schemas,
      responses: shared,
      headers: Object.fromEntries(
        Object.entries(HEADERS).map(([name, h]) => [
          name,
          { description: h.description, schema: h.schema },
        ]),
      ),
    },
  };
}
