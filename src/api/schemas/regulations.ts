/** Regulation lookups (spec, "Regulation item" and the guidance item). */
import { z } from 'zod';
import { isoDate } from './common.ts';

const contentType = z.enum(['regulation', 'appendix', 'part', 'subpart']);

const regulationItem = z.object({
  type: z.literal('regulation'),
  code: z.string().nullable().describe('Same value as section.'),
  label: z.string().describe('Same value as heading.'),
  id: z.int().describe('Stable numeric id for later ?id= lookups.'),
  cfr_title: z.int().min(1).max(50),
  part: z.string(),
  subpart: z.string().nullable(),
  section: z.string().nullable(),
  heading: z.string(),
  full_text: z.string(),
  content_type: contentType,
  source_url: z.string(),
  effective_date: isoDate,
  // Optional extras of a paragraph-level lookup (a section number with paragraph designators).
  paragraph: z.object({ id: z.string(), text: z.string(), section: z.string() }).optional(),
  notes: z.array(z.string()).optional(),
});

const guidanceItem = z.object({
  type: z.literal('guidance'),
  code: z.string().describe('Same value as identifier.'),
  label: z.string().describe('Same value as subject.'),
  id: z.int(),
  source_type: z.enum(['faq', 'interpretation', 'preamble']),
  sections: z.array(z.string()),
  identifier: z.string(),
  subject: z.string(),
  full_text: z.string(),
  issue_date: isoDate.nullable(),
  source_url: z.string().nullable(),
});

export const regulationGetResponse = z.discriminatedUnion('type', [regulationItem, guidanceItem]);

const regulationHit = regulationItem
  .pick({
    type: true,
    id: true,
    code: true,
    label: true,
    cfr_title: true,
    part: true,
    subpart: true,
    section: true,
    heading: true,
    content_type: true,
    source_url: true,
    effective_date: true,
  })
  .extend({
    paragraph: z.string().nullable().describe('Citation of the paragraph holding the snippet.'),
    snippet: z.string(),
    score: z.number(),
  });

const guidanceHit = guidanceItem
  .pick({
    type: true,
    id: true,
    code: true,
    label: true,
    source_type: true,
    sections: true,
    issue_date: true,
    source_url: true,
  })
  .extend({ snippet: z.string(), score: z.number() });

export const regulationSearchResponse = z.object({
  query: z.string(),
  total: z.int(),
  results: z.array(z.discriminatedUnion('type', [regulationHit, guidanceHit])),
  notes: z.array(z.string()),
});

const leaf = z.object({
  id: z.int(),
  code: z.string().nullable(),
  label: z.string(),
  content_type: contentType,
});
// Part -> subpart -> section/appendix: three levels at most (no recursive schema).
const middle = leaf.extend({ children: z.array(leaf).optional() });

export const regulationTreeResponse = z.object({
  titles: z.array(
    z.object({
      cfr_title: z.int(),
      parts: z.array(leaf.extend({ children: z.array(middle).optional() })),
    }),
  ),
});
