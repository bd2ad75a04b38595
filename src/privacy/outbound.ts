/** Outbound scan of generated text (model reasoning, summaries, nudge reasons) before it leaves the service. */
import { identifierKindIn, type IdentifierKind } from './patterns.ts';

/**
 * The kind of identifier-shaped content in generated text, or null when it is clean.
 * Every day-resolution ISO date counts: generated text has no reason to carry one.
 */
export function scanOutboundText(text: string): IdentifierKind | null {
  if (typeof text !== 'string') return null;
  return identifierKindIn(text, () => true);
}
