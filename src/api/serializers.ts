/**
 * Response serialisation from the declared schemas (fast-json-stringify), compiled once per schema per process.
 * The serialiser reads a lenient copy of the contract: it never drops, rewrites or refuses a value (an undeclared
 * field is still sent, a `const` or `null`-typed field is written as the handler gave it, an integer is not
 * truncated), so a handler that strays from its schema sends what it returned instead of silently losing data.
 * The strict contract is enforced where drift belongs: the contract tests validate every test response against
 * the OpenAPI document and fail the build on any difference.
 */
import fastJson from 'fast-json-stringify';
import { declaredResponses, type JsonSchema } from './contract.ts';
import type { AnyRoute } from './route.ts';

type Serializer = (payload: unknown) => string;

const COMBINATORS = ['anyOf', 'oneOf', 'allOf'] as const;

/** The lenient copy of a JSON Schema: same shape and types, no rule that could drop, rewrite or refuse. */
export function lenient(schema: JsonSchema): JsonSchema {
  for (const key of COMBINATORS) {
    const branches = schema[key] as JsonSchema[] | undefined;
    if (branches === undefined) continue;
    const others = branches.filter((b) => b.type !== 'null');
    // `X | null` keeps X's fast path; any other union is written as given.
    if (
      others.length === 1 &&
      typeof others[0]!.type === 'string' &&
      others.length < branches.length
    ) {
      const inner = lenient(others[0]!);
      return { ...inner, type: [inner.type, 'null'] };
    }
    return {};
  }
  const type = schema.type;
  if (type === 'null') return {};
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'const' || key === 'required' || key === 'format' || key === 'enum') continue;
    if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, s]) => [name, lenient(s)]),
      );
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      out[key] = lenient(value as JsonSchema);
    } else if (key === 'type') {
      out[key] = Array.isArray(value)
        ? value.map((t) => (t === 'integer' ? 'number' : t))
        : value === 'integer'
          ? 'number'
          : value;
    } else out[key] = value;
  }
  if (
    type === 'object' &&
    (out.additionalProperties === undefined || out.additionalProperties === false)
  )
    out.additionalProperties = true;
  return out;
}

const compiled = new WeakMap<JsonSchema, Serializer>();

/** The serialiser of one declared body schema (cached: the schema objects are built once per route). */
export function serializerFor(schema: JsonSchema): Serializer {
  let fn = compiled.get(schema);
  if (fn === undefined) {
    fn = fastJson(lenient(schema)) as Serializer;
    compiled.set(schema, fn);
  }
  return fn;
}

/**
 * Fastify `schema.response` for a route: each declared status maps to its declared body schema (`oneOf` for a
 * status with two bodies, health's 503). The app's serializer compiler (`serializerFor`) compiles them.
 */
const perRoute = new WeakMap<AnyRoute, Record<string, JsonSchema>>();

export function responseSchemas(spec: AnyRoute): Record<string, JsonSchema> {
  const hit = perRoute.get(spec);
  if (hit !== undefined) return hit;
  const out: Record<string, JsonSchema> = {};
  for (const [status, declared] of Object.entries(declaredResponses(spec))) {
    out[status] =
      declared.bodies.length === 1
        ? declared.bodies[0]!.schema
        : { oneOf: declared.bodies.map((b) => b.schema) };
  }
  perRoute.set(spec, out);
  return out;
}
