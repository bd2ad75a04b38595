/**
 * Nudge endpoints. URLs served:
 *   POST /api/nudge/check_resolution   the resolution check (spec)
 *   POST /api/nudge/suggest            card suggestions (designed here; docs/nudge.md)
 */
import { checkResolution } from '../../nudge/check.ts';
import {
  checkResolutionRequestSchema,
  checkResolutionResponseSchema,
  suggestRequestSchema,
  suggestResponseSchema,
} from '../../nudge/schema.ts';
import { suggestCards } from '../../nudge/suggest.ts';
import { defineRoute } from '../route.ts';

export const nudgeRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/nudge/check_resolution',
    summary:
      'Decide which open nudge cards a transcript window has satisfied (safety cards never auto-resolve).',
    tag: 'encounters',
    body: checkResolutionRequestSchema,
    response: checkResolutionResponseSchema,
    upstream: true,
    handler: async ({ body, deps }) => ({ ...(await checkResolution(body, deps.model)) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/nudge/suggest',
    summary:
      'Propose new nudge cards for a transcript window, from the card-template catalog or the model.',
    tag: 'encounters',
    body: suggestRequestSchema,
    response: suggestResponseSchema,
    upstream: true,
    handler: async ({ body, deps }) => ({ ...(await suggestCards(body, deps.model)) }),
  }),
];
