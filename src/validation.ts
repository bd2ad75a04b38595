/**
 * zod glue shared by CLI and API: an issue path renders as `active_nudges[0].category`
 * or `case.injury.description`; messages name the constraint, never the value.
 */
import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Renders a zod issue path: keys dotted, indexes bracketed. */
function renderPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return issue.expected === 'int' ? 'must be an integer' : `must be of type ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} characters`
        : issue.origin === 'array'
          ? `must have at least ${String(issue.minimum)} entries`
          : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `must have at most ${String(issue.maximum)} entries`
          : `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.pattern
        ? `must match pattern ${issue.pattern}`
        : `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return 'is not a recognised field';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'custom':
      // Refinement messages are written in our schemas (constants naming the rule), never built from input.
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'is invalid';
    default:
      return 'is invalid';
  }
}

/** Parses `value` with `schema` or throws a ValidationError naming the first failing field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix: ReadonlyArray<PropertyKey> = [],
): z.output<S> {
  // reportInput lets `describe` tell a missing field from a wrong type; the input is never rendered.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  let path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path = [...path, issue.keys[0]!];
  const field = renderPath(path);
  const where = field === '' ? 'Request body' : `Field '${field}'`;
  throw new ValidationError(`${where} ${describe(issue)}.`, field === '' ? {} : { field });
}
