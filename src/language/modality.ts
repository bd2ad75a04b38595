/**
 * Modality: whether a span is reported as done, recommended, hypothetical, planned or historical, read from
 * cue words in the same clause with the scope rules of negation (scope.ts). Cheap by design: cue lists,
 * no parsing. Negation is separate: "sutures not recommended" is recommended and negated.
 */
import type { Doc, Span } from './doc.ts';
import { compilePhrases } from './phrases.ts';
import type { CueRules } from './scope.ts';
import { coveringCue } from './scope.ts';

export type Modality = 'done' | 'recommended' | 'hypothetical' | 'planned' | 'historical';

const MODALITY: CueRules = {
  pre: compilePhrases({
    recommended: [
      'recommend',
      'advise',
      'told|instructed|encouraged to',
      'instruct',
      'should',
      'suggest',
      'ought to',
    ],
    hypothetical: [
      'may',
      'might',
      'could',
      'would',
      'consider',
      'possible',
      'possibly',
      '=rule out',
      'suspect',
      'suspected',
      'question of',
      'concern for',
      'whether',
    ],
    conditional: ['if', 'unless', 'in case'],
    planned: [
      'will',
      'plan|plans|planning to|on',
      'scheduled|scheduling for?',
      'to be scheduled',
      'pending',
      'gonna',
      'intend|intends to',
      'shall',
    ],
    historical: ['history of', 'previous', 'previously', 'prior', 'remote'],
  }),
  post: compilePhrases({
    recommended: ['=recommended', '=advised', '=suggested', '=encouraged'],
    hypothetical: ['if', 'unless'],
    planned: ['=scheduled', '=pending', '=planned'],
    historical: [
      'last year|month|week|summer|winter|spring|fall',
      'years|months|weeks ago',
      'in the past',
      'previously',
    ],
  }),
  pseudo: compilePhrases({ pseudo: ['as if', 'even if', 'whether or not', 'would like'] }),
  sentenceKeys: new Set(['conditional']),
};

const LABEL: Record<string, Modality> = { conditional: 'hypothetical' };

/** The modality of `span` and the cue that set it; "done" (reported as fact) when no cue covers it. */
export function modalityCue(
  doc: Doc,
  span: Span,
): { modality: Modality; cue?: { start: number; end: number; text: string } } {
  const cue = coveringCue(doc, span, MODALITY);
  if (cue === undefined) return { modality: 'done' };
  const { start, end, text } = cue.match;
  return { modality: LABEL[cue.key] ?? (cue.key as Modality), cue: { start, end, text } };
}

/**
 * Whether `span` was done, recommended ("Dr recommended 3 days off"), hypothetical ("may need sutures",
 * "if it gets worse, go to the ER"), planned ("will start PT") or historical ("history of back surgery").
 */
export function modality(doc: Doc, span: Span): Modality {
  return modalityCue(doc, span).modality;
}
