/** The regulations dataset as stored under OHDS_DATA_DIR/regulations and served by the API. */
import type { ParagraphSpan } from './text.ts';

export const REGULATIONS_DATASET = 'regulations';
export const GUIDANCE_DATASET = 'guidance';
export const REGULATIONS_FORMAT = 1;

export type RegulationContentType = 'regulation' | 'appendix' | 'part' | 'subpart';

/** Exactly the spec's "Regulation item" fields (request_id/timestamp are added by the app). */
export interface RegulationItem {
  type: 'regulation';
  code: string | null;
  label: string;
  id: number;
  cfr_title: number;
  part: string;
  subpart: string | null;
  section: string | null;
  heading: string;
  full_text: string;
  content_type: RegulationContentType;
  source_url: string;
  effective_date: string;
}

/** Currency of a section's text as its source declares it; superseded text is never stored. */
export type TextStatus =
  | 'current'
  | 'believed-current-text'
  | 'pre-amendment'
  | 'current-transitional'
  | 'verify';

export interface StoredRegulation {
  item: RegulationItem;
  status: TextStatus;
  paragraphs: ParagraphSpan[];
}

export interface RegulationsIndexFile {
  format_version: number;
  records: StoredRegulation[];
}

/** Guidance item per the spec; `sections` lists the CFR sections it interprets (e.g. `1904.7`). */
export interface GuidanceItem {
  type: 'guidance';
  code: string;
  label: string;
  id: number;
  source_type: 'faq' | 'interpretation' | 'preamble';
  sections: string[];
  identifier: string;
  subject: string;
  full_text: string;
  /** YYYY-MM-DD, or null when the source gives no date. */
  issue_date: string | null;
  source_url: string | null;
}

export interface GuidanceIndexFile {
  format_version: number;
  items: GuidanceItem[];
}

/** 31-bit FNV-1a of a stable key: the same citation gets the same id on every import. */
export function stableId(key: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(key, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff || 1;
}

export function regulationKey(
  title: number,
  kind: RegulationContentType,
  designation: string,
): string {
  return `regulation:${title}:${kind}:${designation}`;
}

/** Official eCFR page for an item. */
export function ecfrUrl(
  title: number,
  item: {
    content_type: RegulationContentType;
    part: string;
    subpart: string | null;
    section: string | null;
  },
): string {
  const base = `https://www.ecfr.gov/current/title-${title}`;
  switch (item.content_type) {
    case 'part':
      return `${base}/part-${item.part}`;
    case 'subpart':
      return `${base}/part-${item.part}/subpart-${item.subpart ?? ''}`;
    case 'appendix':
      return `${base}/part-${item.part}/appendix-${encodeURIComponent(item.section ?? '')}`;
    case 'regulation':
      return `${base}/section-${item.section ?? ''}`;
  }
}
