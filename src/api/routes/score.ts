/**
 * `POST /api/<category>/<instrument>/score` for the nine instruments (spec, "Instrument score response").
 * `?depth=` basic|contextual|full; `?audience=` adds an audience-facing summary, and only then may the
 * body carry `assist_context`. A path naming no instrument is a 400 (vocabulary), not a 404.
 */
import { z } from 'zod';
import { AUDIENCES } from '../../catalog/types.ts';
import { CATALOG_VERSION } from '../../catalog/version.ts';
import { DeIdentificationViolation, ValidationError } from '../../errors.ts';
import { DEPTHS, instruments, requireInstrument, scoreInstrument } from '../../instruments/index.ts';
import { scanOutboundText } from '../../privacy/index.ts';
import { summarizeForAudience } from '../audience-summary.ts';
import { defineRoute } from '../route.ts';

const query = z.object({
  depth: z.enum(DEPTHS).optional().describe('basic (default), contextual or full.'),
  audience: z.enum(AUDIENCES).optional().describe('employee, employer or provider: adds `audience_summary`.'),
});

const assistContext = z
  .object({
    persona: z.string().min(1).max(200).optional(),
    instructions: z.string().min(1).max(2000).optional(),
    references: z
      .array(
        z.object({
          title: z.string().min(1).max(200),
          text: z.string().min(1).max(8000),
          load: z.enum(['always', 'on_demand']).default('always'),
        }),
      )
      .max(10)
      .optional(),
  })
  .strict();

const body = z.object({
  responses: z.record(z.string().max(64), z.unknown()),
  assist_context: assistContext.optional(),
});

type AssistContext = z.output<typeof assistContext>;

/** On-demand references are rejected; every caller text must pass the outbound identifier scan. */
function checkAssistContext(assist: AssistContext): void {
  (assist.references ?? []).forEach((ref, i) => {
    if (ref.load === 'on_demand') {
      throw new ValidationError(`Field 'assist_context.references[${i}].load' must be always; on-demand references are not accepted.`, {
        field: `assist_context.references[${i}].load`,
      });
    }
  });
  const texts: Array<[string, string | undefined]> = [
    ['assist_context.persona', assist.persona],
    ['assist_context.instructions', assist.instructions],
    ...(assist.references ?? []).flatMap((r, i): Array<[string, string]> => [
      [`assist_context.references[${i}].title`, r.title],
      [`assist_context.references[${i}].text`, r.text],
    ]),
  ];
  for (const [field, text] of texts) {
    if (text !== undefined && scanOutboundText(text) !== null) throw new DeIdentificationViolation(field);
  }
}

async function score(
  id: string,
  q: z.output<typeof query>,
  b: z.output<typeof body>,
): Promise<Record<string, unknown>> {
  if (b.assist_context !== undefined) {
    if (q.audience === undefined) {
      throw new ValidationError("Field 'assist_context' is accepted only with the audience query parameter.", { field: 'assist_context' });
    }
    checkAssistContext(b.assist_context);
  }
  const result = scoreInstrument(id, b.responses, { depth: q.depth ?? 'basic' });
  const out: Record<string, unknown> = { ...result, catalog_version: CATALOG_VERSION };
  if (q.audience !== undefined) {
    const full = result.recommendations ?? scoreInstrument(id, b.responses, { depth: 'full' }).recommendations;
    out['audience_summary'] = summarizeForAudience({
      def: requireInstrument(id),
      result,
      responses: b.responses,
      recommendations: full?.items ?? [],
      audience: q.audience,
      persona: b.assist_context?.persona ?? null,
    });
  }
  return out;
}

export const scoreRoutes = [
  ...instruments.map((def) =>
    defineRoute({
      method: 'POST',
      url: `/api/${def.category}/${def.id}/score`,
      summary: `Scores the ${def.title} instrument (${def.items.length} items).`,
      tag: def.category,
      query,
      body,
      handler: async (ctx) => score(def.id, ctx.query, ctx.body),
    }),
  ),
  defineRoute({
    method: 'POST',
    url: '/api/:category/:instrument/score',
    summary: 'Any other instrument path: 400 unknown instrument.',
    tag: 'instruments',
    async handler({ params }) {
      const id = params?.['instrument'] ?? '';
      // Quote the id only when it is a plain token, so an identifier in a URL is never echoed.
      const quoted = /^[a-z0-9_]{1,64}$/.test(id) ? ` '${id}'` : '';
      const accepted = instruments.map((d) => `${d.category}/${d.id}`).join(', ');
      throw new ValidationError(`Unknown instrument${quoted} for this path. Accepted: ${accepted}.`);
    },
  }),
];
