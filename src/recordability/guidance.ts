/**
 * Official guidance behind a finding: where a fact or an extra rests on an OSHA FAQ or letter of interpretation
 * that is imported (`ohds data import`), the result cites it with `source_type` `faq` or `interpretation`,
 * quoting the imported text verbatim. Which item supports which finding is data, below; an item that is not
 * imported is simply not cited.
 */
import type { GuidanceItem } from '../lookup/regulations/model.ts';
import { quoteFrom } from './citations.ts';
import type { OshaLogExtras } from './osha-log.ts';
import type { Citation } from './schema.ts';

/** The imported guidance items by identifier (structurally: what the lookup store loads). */
export type GuidanceSource = ReadonlyMap<
  string,
  Pick<GuidanceItem, 'identifier' | 'source_type' | 'full_text'>
>;

interface GuidanceLink {
  identifier: string;
  /** The phrase of the item quoted (the citation quotes the sentence that contains it). */
  anchor: string;
  applies(extras: OshaLogExtras): boolean;
}

/** Findings of the OSHA log extras and the guidance that speaks to them. */
export const GUIDANCE_LINKS: readonly GuidanceLink[] = [
  // FAQ 599: an avulsion is not an amputation for reporting; a professional's diagnosis decides.
  {
    identifier: 'FAQ 599',
    anchor: 'If the diagnosis is avulsion, the event does not need to be reported',
    applies: (x) => x.reporting.events.includes('amputation'),
  },
  // COVID-19 fatality FAQ: 1904.39(b)(6) limits reporting to deaths within 30 days of the incident.
  {
    identifier: 'FAQ osha.gov/node/999877011 (COVID-19 fatality reporting)',
    anchor:
      'report a fatality to OSHA if the fatality occurs within thirty (30) days of the work-related incident',
    applies: (x) => x.reporting.events.includes('fatality'),
  },
];

/** Guidance citations for the extras, each quote taken verbatim from the imported item. */
export function guidanceCitations(
  extras: OshaLogExtras,
  guidance: GuidanceSource | null,
): Citation[] {
  if (guidance === null) return [];
  const out: Citation[] = [];
  for (const link of GUIDANCE_LINKS) {
    const item = guidance.get(link.identifier);
    if (item === undefined || !link.applies(extras)) continue;
    const quote = quoteFrom(item.full_text, link.anchor);
    if (quote !== null) out.push({ source_type: item.source_type, ref: item.identifier, quote });
  }
  return out;
}
