/**
 * The rules provider's common shape: each factor analysis records items (with the paragraph that
 * decides them), questions for the officer and citations quoted from the served text, then renders
 * a schema-valid factor result with several paragraphs of reasoning.
 */
import { citeFrom, type Excerpts } from '../citations.ts';
import type { AssistContext, Citation, FactorResult, Leaning, Lens, RecordabilityCase } from '../schema.ts';

/** What the engine hands the rules provider for one factor (the openai provider reads the prompt instead). */
export interface FactorInput {
  case: RecordabilityCase;
  lens: Lens;
  /** Served paragraph text by bare ref (`1904.7(b)(5)(ii)(D)`); empty when the regulation is not imported. */
  regulation: Excerpts;
  assist_context?: AssistContext;
}

type Determination = 'yes' | 'no' | 'unsure';

export interface Draft {
  item(key: string, determination: Determination, note: string, ref?: string, anchor?: string): void;
  cite(ref: string, anchor: string): void;
  ask(question: string): void;
  readonly items: ReadonlyArray<{ key: string; determination: Determination; note: string }>;
  finish(verdict: { leaning: Leaning; likelihood: number; certainty: number; conclusion: string }): FactorResult;
}

const clamp = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

const LENS_INTRO: Record<Lens, string> = {
  safety: 'Read for the OSHA 300 log decision:',
  occupational_medicine: 'Read from the clinical record:',
};

/** Starts a factor analysis. `question` is the factor's question in one sentence. */
export function startDraft(input: FactorInput, question: string): Draft {
  const items: Array<{ key: string; determination: Determination; note: string }> = [];
  const citations: Citation[] = [];
  const questions: string[] = [];
  const cite = (ref: string, anchor: string) => {
    const c = citeFrom(input.regulation, ref, anchor);
    if (c !== null && citations.length < 12 && !citations.some((x) => x.ref === c.ref && x.quote === c.quote)) citations.push(c);
  };
  return {
    items,
    cite,
    item(key, determination, note, ref, anchor) {
      const existing = items.findIndex((i) => i.key === key);
      if (existing >= 0) items.splice(existing, 1);
      items.push({ key, determination, note });
      if (ref !== undefined && anchor !== undefined) cite(ref, anchor);
    },
    ask(q) {
      if (!questions.includes(q) && questions.length < 20) questions.push(q);
    },
    finish({ leaning, likelihood, certainty, conclusion }) {
      const paragraphs = [`${LENS_INTRO[input.lens]} ${question}`];
      const decided = items.filter((i) => i.determination !== 'unsure');
      const open = items.filter((i) => i.determination === 'unsure');
      if (decided.length > 0) paragraphs.push(decided.map((i) => i.note).join(' '));
      if (open.length > 0) paragraphs.push(`Not settled by the case text: ${open.map((i) => i.note).join(' ')}`);
      paragraphs.push(conclusion);
      if (questions.length > 0) {
        paragraphs.push(`${questions.length} question${questions.length === 1 ? '' : 's'} for the officer would firm this up; see missing_information.`);
      }
      if (Object.keys(input.regulation).length === 0) {
        paragraphs.push('The regulation text is not imported on this server, so no quotations are attached; run `ohds data import`.');
      }
      const refs = input.assist_context?.references?.length ?? 0;
      if (refs > 0 || input.assist_context?.instructions !== undefined) {
        paragraphs.push(
          'Caller context was supplied; the offline rules provider applies 29 CFR Part 1904 as written and does not let it change any determination.',
        );
      }
      return {
        likelihood: clamp(likelihood),
        leaning,
        reasoning: paragraphs.join('\n\n'),
        citations,
        items: items.slice(0, 40),
        missing_information: questions,
        certainty: clamp(certainty),
      };
    },
  };
}
