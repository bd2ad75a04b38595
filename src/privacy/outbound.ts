/**
 * Outbound scan of any string the service sends back (model reasoning, summaries, nudge reasons,
 * caller text echoed into prompts) before it leaves the service.
 */
import { type IdentifierKind, identifierKindIn } from './patterns.ts';

/**
 * The kind of identifier-shaped content in `text`, or null when it is clean. Same normalisation and
 * shapes as the inbound scan (patterns.ts), linear in the length; but every day date counts, in any
 * form and even in the future: generated text has no reason to carry one.
 */
export function scanOutboundText(text: string): IdentifierKind | null {
  if (typeof text !== 'string') return null;
  return identifierKindIn(text, () => true);
}
