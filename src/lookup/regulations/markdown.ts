/** Reads one section of the eCFR Markdown mirror (`##### § 1904.7 Heading. #####`, blank-line blocks). */
import { ImportRefused } from '../dataset.ts';

export interface SectionSource {
  /** `1904.7`, or the full appendix designation. */
  section: string;
  heading: string;
  content_type: 'regulation' | 'appendix';
  /** eCFR-style blocks: paragraphs with `*italic*` headings, pipe tables, `![](graphic)`. */
  blocks: string[];
}

const HEADING = /^#{1,6}\s*§\s*(\d+\.\d+[a-z]?)\s+(.+?)\s*#*\s*$/;

export function parseSectionMarkdown(markdown: string, file: string): SectionSource {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  const heading = first < 0 ? null : HEADING.exec(lines[first]!.trim());
  if (heading === null)
    throw new ImportRefused(
      `${file}: first line is not a '§ <section> <heading>' heading (check: section heading).`,
    );
  const body = lines.slice(first + 1).join('\n');
  return {
    section: heading[1]!,
    heading: heading[2]!,
    content_type: 'regulation',
    blocks: body
      .split(/\n\s*\n/)
      .map((b) => b.trim())
      .filter((b) => b !== ''),
  };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** ISO dates of the Federal Register documents named in source notes such as `[66 FR 6122, Jan. 19, 2001, as amended at ...]`, sorted. */
export function sourceNoteDates(blocks: readonly string[]): string[] {
  const dates: string[] = [];
  for (const block of blocks) {
    if (!/^\[\d+ FR /.test(block)) continue;
    for (const m of block.matchAll(/\b([A-Z][a-z]{2,8})\.? (\d{1,2}), (\d{4})/g)) {
      const name = m[1]!.toLowerCase();
      const month = MONTHS[name.startsWith('sept') ? 'sept' : name.slice(0, 3)];
      if (month !== undefined)
        dates.push(`${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`);
    }
  }
  return dates.sort();
}

/** The latest source-note date: the edition a section's text reflects; null without a note. */
export function latestSourceDate(blocks: readonly string[]): string | null {
  return sourceNoteDates(blocks).pop() ?? null;
}
