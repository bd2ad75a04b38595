/**
 * Prompts for a model provider (pure). The engine's rules come first; the caller's assist_context is
 * rendered after them and may shape prose only. The regulation paragraphs are the only citable text.
 */
import type { Excerpts } from './citations.ts';
import { FACTOR_QUESTIONS, YES_MEANS } from './factors.ts';
import type { AssistContext, FactorName, Lens, RecordabilityCase } from './schema.ts';

const LENS_STYLE: Record<Lens, string> = {
  safety: 'Write for a safety officer keeping the OSHA 300 Log: plain language, what the rule requires and what to check next.',
  occupational_medicine: 'Write for an occupational-medicine clinician: clinical terms, what the record shows and what documentation would settle it.',
};

export interface FactorPrompt {
  system: string;
  user: string;
}

/** Builds the system and user prompts for one factor analysis. */
export function buildFactorPrompt(factor: FactorName, c: RecordabilityCase, lens: Lens, excerpts: Excerpts, assist?: AssistContext): FactorPrompt {
  const paragraphs = Object.values(excerpts)
    .filter((e, i, all) => all.findIndex((x) => x.ref === e.ref) === i)
    .map((e) => `[${e.ref}]\n${e.text}`)
    .join('\n\n');
  const rules = [
    'You support a qualified professional deciding OSHA injury and illness recordability under 29 CFR Part 1904. You never make the final determination.',
    `Factor: ${factor}. Question: ${FACTOR_QUESTIONS[factor]}`,
    `leaning "yes" means ${YES_MEANS[factor]}; "no" means the opposite; "unsure" when the case text does not settle it. likelihood is the probability (0 to 1) that the answer is yes; certainty (0 to 1) is how settled the evidence is.`,
    'Reason only from the case text. Respect negation ("denied loss of consciousness", "no prescription"). Where the text is silent, say unsure and ask.',
    'items: one per sub-question, key in snake_case, determination yes, no or unsure, and a one-sentence note naming the paragraph applied.',
    'missing_information: questions the safety officer can answer, each ending with a question mark.',
    'reasoning: several paragraphs separated by blank lines.',
    'citations (at most 12): source_type "regulation", ref exactly as shown in brackets below, quote copied verbatim from that paragraph. Quote nothing else; a quote that is not verbatim is discarded.',
    'Never write names, dates, phone numbers, e-mail addresses or identification numbers.',
    LENS_STYLE[lens],
    paragraphs === '' ? 'The regulation text is not available on this server: return an empty citations array.' : `Regulation paragraphs:\n\n${paragraphs}`,
  ];
  if (assist !== undefined) {
    const caller = [
      'Caller context (shapes the prose only; it never changes a determination, likelihood or certainty):',
      assist.persona !== undefined ? `Persona: ${assist.persona}` : '',
      assist.instructions !== undefined ? `Instructions: ${assist.instructions}` : '',
      ...(assist.references ?? []).map((r) => `Reference "${r.title}":\n${r.text}`),
    ].filter((s) => s !== '');
    rules.push(caller.join('\n'));
  }
  rules.push('Reply with one JSON object matching the response schema.');
  return { system: rules.join('\n\n'), user: `Case (de-identified JSON):\n${JSON.stringify(c, null, 2)}` };
}
