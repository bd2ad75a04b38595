/**
 * URL served: GET /api/openapi.json, the OpenAPI 3.1 document of the routes this app serves (built once per
 * app from its route list, served-routes.ts).
 */
import { defineRoute } from '../route.ts';
import { openApiDocument } from '../schemas/service.ts';

export const openapiRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/openapi.json',
    cost: 0,
    summary: 'This OpenAPI 3.1 document.',
    tag: 'openapi',
    bare: true,
    response: openApiDocument,
    handler: ({ routes }) => routes.openapi(),
  }),
];
