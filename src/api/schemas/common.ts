/**
 * Response pieces every route shares (spec, "Shared response fields" and Errors): the stamp the app adds to
 * every object body, the error envelope, the small 401 envelope, and small building blocks. Response schemas
 * are never parsed (they document and serialise what the app sends), so formats are JSON Schema `format`s
 * rather than zod's long validation patterns.
 */
import { z } from 'zod';

/** `request_id` and `timestamp`, added by the app to every object body (spec, Shared response fields). */
export const stamp = {
  request_id: z
    .string()
    .meta({ format: 'uuid', description: 'Assigned by the service for every request (UUID).' }),
  timestamp: z
    .string()
    .meta({ format: 'date-time', description: 'ISO 8601 UTC server time at emission.' }),
};

/** Every non-2xx response except 401 (spec, Errors). */
export const errorEnvelope = z
  .object({
    timestamp: stamp.timestamp,
    error: z.string().describe('Stable machine code; branch on it.'),
    message: z.string().describe('Human-readable; may be reworded; do not parse.'),
    request_id: z
      .string()
      .meta({ format: 'uuid' })
      .optional()
      .describe('Absent only before per-request logging starts.'),
    field: z
      .string()
      .optional()
      .describe('The offending field on a 400 with a shape or range failure.'),
    missing_items: z
      .array(z.string())
      .optional()
      .describe('Score endpoints: the required item ids that were absent.'),
    retry_after: z.int().min(1).optional().describe('Seconds to wait (429).'),
  })
  .meta({ title: 'ErrorEnvelope' });

/** The 401 body: only `message` and a 32-hex `request_id` (spec, Errors). */
export const unauthenticated = z
  .object({ message: z.string(), request_id: z.string().regex(/^[0-9a-f]{32}$/) })
  .meta({ title: 'Unauthenticated' });

/** Notes that carry a code to key logic on and a human text. */
export const codedNote = z.object({ code: z.string(), text: z.string() });

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD.');
