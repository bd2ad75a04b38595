/**
 * The audience-facing summary of an instrument score (`?audience=` on the score endpoints, `ohds score
 * --audience`). Pure and template-based: it places the band on the instrument's own scale of concern and
 * words it for the employee, the employer or the provider. Employers never see item answers.
 * Design: docs/api.md, "Audience summary".
 */
import { requireInstrument, scoreInstrument } from './score.ts';
import type {
  RecommendationAudience as Audience,
  InstrumentDefinition,
  InstrumentScore,
  Recommendation,
} from './types.ts';

export type ConcernLevel = 'favourable' | 'watch' | 'act' | 'unknown';

export interface AudienceSummary {
  audience: Audience;
  /** `assist_context.persona`, when sent. */
  addressed_to: string | null;
  concern_level: ConcernLevel;
  headline: string;
  text: string;
  items: Array<{ item_id: string; priority: 'urgent' | 'info'; message: string }>;
}

/** Band position on the instrument's scale of concern: the best band is favourable, from midway on, act. */
export function concernLevel(def: InstrumentDefinition, band: string): ConcernLevel {
  const index = def.bands.findIndex((b) => b.name === band);
  if (index === -1) return 'unknown';
  const ordered = def.higherIsBetter ? def.bands.length - 1 - index : index;
  const position = def.bands.length > 1 ? ordered / (def.bands.length - 1) : 0;
  if (position === 0) return 'favourable';
  return position < 0.5 ? 'watch' : 'act';
}

const TEXT: Record<Audience, Record<ConcernLevel, string>> = {
  employee: {
    favourable:
      'Your answers fall in the most favourable range for this questionnaire. Keep doing what helps, and tell your care team if things change.',
    watch:
      'Your answers suggest some areas worth keeping an eye on. Your care team may ask about them at your next visit.',
    act: 'Your answers suggest this is affecting you. Please talk with your care team about it; support is available.',
    unknown:
      'This result could not be placed in a range. Your care team will check how the answers were recorded.',
  },
  employer: {
    favourable: 'No work adjustments are suggested by this result alone.',
    watch:
      'Keep the usual return-to-work contact going; no specific adjustment is suggested by this result alone.',
    act: "With the worker's consent, discuss supports and possible work adjustments with the occupational-health team. Individual answers stay with the care team.",
    unknown: 'This result could not be placed in a range; the care team will review it.',
  },
  provider: {
    favourable: 'Lowest-concern band.',
    watch: 'Intermediate band: consider follow-up at the next contact.',
    act: 'Band at or beyond the midpoint of concern: address it in the care plan.',
    unknown: 'The score falls in no band: check item coding before acting.',
  },
};

const URGENT_EMPLOYEE =
  'You told us about thoughts of being better off dead or of hurting yourself. Please contact your care team today; if you feel unsafe now, call your local emergency number.';

function words(band: string): string {
  return band.replace(/_/g, ' ');
}

function answerLabel(def: InstrumentDefinition, itemId: string, value: unknown): string {
  const item = def.items.find((i) => i.id === itemId);
  const label = item?.values.find((v) => v.value === value)?.label;
  return label ?? `${String(value)} (outside the listed values)`;
}

interface SummaryInput {
  def: InstrumentDefinition;
  result: InstrumentScore;
  responses: Record<string, unknown>;
  /** Depth-`full` recommendations (the urgent item triggers come from there). */
  recommendations: readonly Recommendation[];
  audience: Audience;
  persona: string | null;
}

function summarizeForAudience(input: SummaryInput): AudienceSummary {
  const { def, result, responses, audience } = input;
  const { score, band } = result.finding;
  const level = concernLevel(def, band);
  const urgentItems = new Set(
    input.recommendations
      .filter((r) => r.priority === 'urgent' && r.trigger.startsWith('item:'))
      .map((r) => r.trigger.slice(5)),
  );
  let headline: string;
  let text = TEXT[audience][level];
  const items: AudienceSummary['items'] = [];
  if (audience === 'provider') {
    headline = `${def.title}: score ${score}, band ${band}`;
    const direction = def.higherIsBetter ? 'higher is better' : 'higher is worse';
    text = `Score ${score} on a ${def.scoreRange.min}-${def.scoreRange.max} scale (${direction}). ${text}`;
    for (const item of def.items) {
      const urgent = urgentItems.has(item.id);
      const answer = answerLabel(def, item.id, responses[item.id]);
      items.push({
        item_id: item.id,
        priority: urgent ? 'urgent' : 'info',
        message: `${urgent ? 'URGENT: ' : ''}${item.text}: ${answer}.`,
      });
    }
  } else if (audience === 'employee') {
    headline = `Your ${def.title.toLowerCase()} result: ${words(band)}`;
    for (const item of def.items) {
      if (urgentItems.has(item.id))
        items.push({ item_id: item.id, priority: 'urgent', message: URGENT_EMPLOYEE });
    }
  } else {
    headline = `${def.title}: ${words(band)} range`;
  }
  return { audience, addressed_to: input.persona, concern_level: level, headline, text, items };
}

/**
 * The summary of `result`, a score of `responses`, for `audience`: what the score endpoints add as
 * `audience_summary`. The urgent item messages come from the depth-`full` recommendations, computed here
 * when `result` was scored at a lower depth. `persona` is `assist_context.persona` (API only).
 */
export function summarizeScore(
  result: InstrumentScore,
  responses: Record<string, unknown>,
  audience: Audience,
  persona: string | null = null,
): AudienceSummary {
  const full =
    result.recommendations ??
    scoreInstrument(result.instrument, responses, { depth: 'full' }).recommendations;
  return summarizeForAudience({
    def: requireInstrument(result.instrument),
    result,
    responses,
    recommendations: full?.items ?? [],
    audience,
    persona,
  });
}
