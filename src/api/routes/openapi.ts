/** `GET /api/openapi.json`: the OpenAPI 3.1 document of every registered route. */
import { buildInfo } from '../../build-info.ts';
import { buildOpenApi } from '../openapi.ts';
import { allRoutes } from '../registered.ts';
import { defineRoute } from '../route.ts';
import { openApiDocument } from '../schemas/service.ts';

let cached: Record<string, unknown> | null = null;

export const openapiRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/openapi.json',
    cost: 0,
    summary: 'This OpenAPI 3.1 document.',
    tag: 'openapi',
    bare: true,
    response: openApiDocument,
    handler() {
      cached ??= buildOpenApi(allRoutes(), buildInfo().version);
      return cached;
    },
  }),
];
