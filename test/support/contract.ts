/**
 * The contract check every test server runs: each response is validated against the operation's declared
 * response in the OpenAPI document the server serves (ajv, JSON Schema 2020-12, formats checked), its status
 * must be one the operation declares, its rate-limit and credit headers must be declared, and the bytes on the
 * wire must equal what the handler returned (so a serialiser that dropped or rewrote a field is caught).
 * A violation turns the response into a 500 naming it and is recorded; `assertNoViolations` (called by the test
 * server's close) fails the test, so a response that strays from its schema fails the build.
 */
import { isDeepStrictEqual } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '../../src/api/contract.ts';
import { buildOpenApi } from '../../src/api/openapi.ts';
import type { AnyRoute } from '../../src/api/route.ts';

type Json = Record<string, unknown>;

const COMPONENTS_ID = 'urn:ohds:components';

/** An Ajv for the document's schemas: `#/components/schemas/X` resolves to the document's components. */
export function contractAjv(doc: Json): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const components = (doc.components as Json).schemas as Json;
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewriteRefs(components) });
  return ajv;
}

/** Copies a schema with document refs pointed at the components schema registered in the Ajv. */
export function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      k === '$ref' && typeof v === 'string'
        ? v.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`)
        : rewriteRefs(v);
  }
  return out as T;
}

/** The declared response of one operation and status: its body schema and header names (lowercase). */
interface Declared {
  validate: ValidateFunction;
  headers: Set<string>;
}

const WATCHED = new Set(Object.keys(HEADERS).map((h) => h.toLowerCase()));

export interface ContractCheck {
  violations: string[];
  assertNoViolations(): void;
}

export function checkContract(app: FastifyInstance, routes: readonly AnyRoute[]): ContractCheck {
  const doc = buildOpenApi(routes, 'test');
  const ajv = contractAjv(doc);
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const cache = new Map<string, Declared | null>();
  const generic = {
    envelope: ajv.compile({ $ref: `${COMPONENTS_ID}#/$defs/ErrorEnvelope` }),
    unauthenticated: ajv.compile({ $ref: `${COMPONENTS_ID}#/$defs/Unauthenticated` }),
  };

  /** Null: the operation does not declare this status. Undefined: the route is not a documented operation. */
  function declared(
    method: string,
    url: string | undefined,
    status: number,
  ): Declared | null | undefined {
    const operation = url === undefined ? undefined : paths[url]?.[method.toLowerCase()];
    if (operation === undefined) return undefined;
    const key = `${method} ${url} ${status}`;
    if (!cache.has(key)) {
      let response = (operation.responses as Record<string, Json>)[String(status)];
      const ref = response?.$ref;
      if (typeof ref === 'string')
        response = ((doc.components as Json).responses as Record<string, Json>)[
          ref.split('/').pop()!
        ];
      if (response === undefined) cache.set(key, null);
      else {
        const schema = ((response.content as Json)['application/json'] as Json).schema as Json;
        cache.set(key, {
          validate: ajv.compile(rewriteRefs(schema)),
          headers: new Set(
            Object.keys((response.headers ?? {}) as Json).map((h) => h.toLowerCase()),
          ),
        });
      }
    }
    return cache.get(key)!;
  }

  const sent = new WeakMap<FastifyRequest, unknown>();
  const violations: string[] = [];

  function check(request: FastifyRequest, reply: FastifyReply, text: string): string[] {
    const status = reply.statusCode;
    const where = `${request.method} ${request.routeOptions.url ?? request.url} ${status}`;
    const problems: string[] = [];
    if (typeof reply.getHeader('x-request-id') !== 'string')
      problems.push(`${where}: no X-Request-ID header`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [...problems, `${where}: the body is not JSON`];
    }
    if (sent.has(request) && !isDeepStrictEqual(body, sent.get(request)))
      problems.push(
        `${where}: the serialised body differs from the handler's (a field was dropped or rewritten)`,
      );
    const op = declared(request.method, request.routeOptions.url, status);
    if (op === null) return [...problems, `${where}: status not declared by the operation`];
    const validate = op?.validate ?? (status === 401 ? generic.unauthenticated : generic.envelope);
    if (!validate(body))
      problems.push(`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
    if (op !== undefined) {
      for (const name of Object.keys(reply.getHeaders())) {
        if (WATCHED.has(name) && !op.headers.has(name))
          problems.push(`${where}: header ${name} not declared`);
      }
    }
    return problems;
  }

  app.addHook('preSerialization', (request, _reply, payload, done) => {
    // What the handler returned, as JSON would carry it, to compare with the serialiser's bytes.
    sent.set(request, JSON.parse(JSON.stringify(payload)));
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      request.routeOptions.url === '/health' ||
      typeof payload !== 'string' ||
      !type.startsWith('application/json')
    ) {
      done(null, payload);
      return;
    }
    const problems = check(request, reply, payload);
    if (problems.length === 0) {
      done(null, payload);
      return;
    }
    violations.push(...problems);
    process.stderr.write(`contract violation: ${problems.join('; ')}\n`);
    void reply.code(500);
    done(
      null,
      JSON.stringify({
        timestamp: new Date().toISOString(),
        error: 'ContractViolation',
        message: problems.join('; '),
        request_id: request.id,
      }),
    );
  });

  return {
    violations,
    assertNoViolations() {
      if (violations.length > 0)
        throw new Error(`responses violated their declared schemas:\n${violations.join('\n')}`);
    },
  };
}
