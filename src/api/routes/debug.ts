/**
 * `POST /api/debug/echo`: the consumer identity plus what the service saw of the request.
 * It echoes shapes (method, path, body type and top-level keys), never values, query strings or headers.
 */
import { defineRoute } from '../route.ts';
import { echoResponse } from '../schemas/service.ts';

function describeBody(body: unknown): { type: string; keys: string[] } {
  if (body === undefined) return { type: 'none', keys: [] };
  if (Array.isArray(body)) return { type: 'array', keys: [] };
  if (body !== null && typeof body === 'object') return { type: 'object', keys: Object.keys(body) };
  return { type: body === null ? 'null' : typeof body, keys: [] };
}

export const debugRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/debug/echo',
    cost: 0,
    summary: 'Echoes the consumer identity and request details (method, path, body shape).',
    tag: 'debug',
    response: echoResponse,
    handler({ consumer, body }) {
      return {
        consumer: { id: consumer.id, username: consumer.username },
        request: {
          method: 'POST',
          path: '/api/debug/echo',
          body: describeBody(body),
        },
      };
    },
  }),
];
