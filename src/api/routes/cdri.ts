/**
 * `POST /api/cdri/questions?instruments=a,b`: live item text and accepted values (all nine when omitted).
 * `POST /api/cdri/compute`: several instruments in one call, all or nothing, with a descriptive band profile.
 */
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { computeInstruments } from '../../instruments/compute.ts';
import {
  DEPTHS,
  getInstrument,
  type InstrumentDefinition,
  instruments,
} from '../../instruments/index.ts';
import { defineRoute } from '../route.ts';
import { computeResponse, questionsResponse } from '../schemas/instruments.ts';

/** Credits per instrument: the score endpoint's default cost, so one compute call costs what separate calls would. */
const SCORE_COST = 1;

const computeBody = z.object({
  instruments: z
    .record(z.string(), z.object({ responses: z.record(z.string().max(64), z.unknown()) }))
    .describe('Instrument id -> {responses}, as each score endpoint takes them; at least one.'),
  depth: z
    .enum(DEPTHS)
    .optional()
    .describe('basic (default), contextual or full, applied to every instrument.'),
});

function select(list: string | undefined): InstrumentDefinition[] {
  if (list === undefined) return [...instruments];
  const ids = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (ids.length === 0)
    throw new ValidationError("Field 'instruments' must name at least one instrument.", {
      field: 'instruments',
    });
  return ids.map((id) => {
    const def = getInstrument(id);
    if (def !== undefined) return def;
    // Vocabulary rejection (no `field`); quote only a plain token so nothing identifier-shaped is echoed.
    const quoted = /^[a-z0-9_]{1,64}$/.test(id) ? ` '${id}'` : '';
    throw new ValidationError(
      `Unknown instrument${quoted}. Accepted: ${instruments.map((d) => d.id).join(', ')}.`,
    );
  });
}

export const cdriRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/cdri/questions',
    summary:
      'Item text and accepted values for the instruments named in ?instruments= (comma-separated).',
    tag: 'cdri',
    cost: 0,
    query: z.object({
      instruments: z
        .string()
        .max(1000)
        .optional()
        .describe('Comma-separated instrument ids; all nine when omitted.'),
    }),
    response: questionsResponse,
    handler({ query }) {
      return {
        instruments: select(query.instruments).map((def) => ({
          instrument: def.id,
          category: def.category,
          title: def.title,
          rubric_version: def.rubricVersion,
          score_path: `/api/${def.category}/${def.id}/score`,
          items: def.items,
          notes: def.notes,
        })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/cdri/compute',
    summary:
      'Scores several instruments in one call (all or nothing) with a descriptive profile of their published bands.',
    tag: 'cdri',
    body: computeBody,
    cost: ({ body }) => SCORE_COST * Object.keys(body.instruments).length,
    response: computeResponse,
    handler({ body }) {
      return { ...computeInstruments(body.instruments, { depth: body.depth ?? 'basic' }) };
    },
  }),
];
