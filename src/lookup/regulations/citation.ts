/** Parses regulation citations: `29 CFR 1904.7(b)(5)(ii)(A)`, `§ 1904.7`, `1904.7 (b)(5)`. */

export interface Citation {
  /** CFR title when the citation carries a prefix such as `29 CFR`. */
  title: number | null;
  section: string;
  /** Paragraph designators, normalised without spaces (`(b)(5)(ii)`), or '' for the whole section. */
  paragraph: string;
}

const CITATION =
  /^\s*(?:(\d{1,2})\s*[Cc]\.?\s*[Ff]\.?\s*[Rr]\.?\s*)?(?:(?:§|&sect;)+\s*)?(\d{1,4}\.\d{1,5}[a-z]?)\s*((?:\(\s*[A-Za-z0-9]{1,6}\s*\)\s*)*)$/;

/** The parsed citation, or null when `input` is not one. */
export function parseCitation(input: string): Citation | null {
  const m = CITATION.exec(input);
  if (m === null) return null;
  return {
    title: m[1] === undefined ? null : Number(m[1]),
    section: m[2]!,
    paragraph: m[3]!.replace(/\s+/g, ''),
  };
}

/** Canonical text of a citation: `29 CFR 1904.7(b)(5)`. */
export function formatCitation(title: number, section: string, paragraph: string): string {
  return `${title} CFR ${section}${paragraph}`;
}

/** Collapses every whitespace run to one space and trims (the only normalisation quotes get). */
export function normaliseWhitespace(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
