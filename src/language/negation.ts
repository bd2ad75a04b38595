/**
 * Negation: whether a span (usually a phrase match) is negated, NegEx-style. The cue lists follow NegEx's
 * pre-negation, post-negation, pseudo-negation and termination classes (Chapman et al. 2001, and the
 * negex trigger list it published), cut to what injury narratives and visit transcripts use, plus spoken
 * forms written without apostrophes ("didnt") and the "Label: none" form of notes. wink-nlp's own
 * negation flag is not used: it misses "denies", lists and post-negation (README.md has the figures).
 */
import type { Doc, Span } from './doc.ts';
import { compilePhrases } from './phrases.ts';
import type { Cue, CueRules } from './scope.ts';
import { coveringCue } from './scope.ts';

const NEGATION: CueRules = {
  pre: compilePhrases({
    negation: [
      'no',
      'not',
      'without',
      'never',
      'none',
      'nor',
      'neither',
      'cannot',
      'deny',
      'negative for',
      'free of',
      'absence of',
      'absent',
      '=ruled|=rules out',
      '=declined|=declines|=refused|=refuses',
      'didnt|dont|doesnt|wasnt|werent|isnt|cant|wont|havent|hasnt|hadnt|couldnt|wouldnt|aint',
    ],
  }),
  post: compilePhrases({
    negation: [
      '=ruled out',
      'negative',
      'none',
      'deny',
      'absent',
      '=declined|=refused',
      'not needed|required|indicated|necessary|given|prescribed|done|performed|seen|found|present|applied|used|administered|recommended|warranted|noted|observed|identified|appreciated|reported',
    ],
    label: ['no', 'nil'],
  }),
  pseudo: compilePhrases({
    pseudo: [
      'no increase|change',
      'no significant|interval|suspicious change',
      'not only',
      'not necessarily',
      'not certain|sure|clear whether|if',
      'gram negative',
      'without difficulty',
      'not cause|drain|extend',
      'whether or not',
      'if not',
      'not been? =ruled out',
      'cannot be? =ruled|rule out',
      'can not be? =ruled|rule out',
      'not rule out',
      'not be =ruled out',
    ],
  }),
  labelKeys: new Set(['label']),
};

/** The cue that negates `span` ("denies", "was negative", "none"), or undefined when it is not negated. */
export function negation(doc: Doc, span: Span): Cue | undefined {
  return coveringCue(doc, span, NEGATION);
}

/**
 * Whether `span` is negated: "denies HA, N/V, LOC" negates each item, "no LOC, 4 sutures placed" does
 * not negate "sutures", "no increase in swelling" negates nothing, "fracture was ruled out" is negated.
 */
export function isNegated(doc: Doc, span: Span): boolean {
  return negation(doc, span) !== undefined;
}
