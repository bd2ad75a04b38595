/** Responses of the routes that describe the service itself: health, echo, version, the OpenAPI document. */
import { z } from 'zod';

const flag = z.enum(['ok', 'down']);

/** Spec, "Health result": the 200 body, and one of the two 503 shapes. */
export const healthBody = z.object({
  status: z.enum(['ok', 'degraded']),
  node: flag,
  python: flag,
  db: z
    .literal('ok')
    .describe('Always ok in a health body: a datastore failure is the 503 envelope instead.'),
  consumer: z.object({ id: z.string().nullable(), username: z.string().nullable() }),
});

export const echoResponse = z.object({
  consumer: z.object({ id: z.string(), username: z.string() }),
  request: z.object({
    method: z.string(),
    path: z.string(),
    body: z
      .object({ type: z.string(), keys: z.array(z.string()) })
      .describe('The body shape, never its values.'),
  }),
});

export const versionResponse = z.object({
  service: z.string(),
  build: z.object({ version: z.string(), node: z.string() }),
  catalog: z.object({ version: z.string(), last_updated: z.string() }),
  rubric_version: z.string(),
  deploy: z.object({
    started_at: z.string().meta({ format: 'date-time' }),
    uptime_seconds: z.int().min(0),
    model_provider: z.string(),
  }),
});

/** The OpenAPI 3.1 document (served bare, without the stamp). */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});
