/**
 * Turns a section's source blocks (eCFR-style paragraphs with `*italic*` subject headings, pipe
 * tables, graphics) into the served plain text and the character span of every designated paragraph.
 *
 * Normalisation (documented in docs/reference-data.md):
 * - emphasis markers are removed (`*Basic requirement.*` -> `Basic requirement.`), words are kept verbatim;
 * - eCFR "Link to an amendment published at ..." banners are dropped (they announce, not state, text);
 * - a table row becomes one line of its non-empty cells joined by ` | `; a row whose first cell is a
 *   designator reads `(i) text` and opens that sub-paragraph (1904.5(b)(2) lists its exceptions so);
 * - a graphic becomes a bracketed marker naming the image: the official text has no words for it;
 * - blocks are joined by a single `\n`.
 * A paragraph's span runs to the start of the next paragraph at its own or a higher level, so its
 * text includes every nested sub-paragraph. Section notes and the source citation close all paragraphs.
 */
import { type OpenLevel, openAt, placeDesignator } from './designators.ts';

export interface ParagraphSpan {
  /** Designators, e.g. `(b)(5)(ii)(A)`. */
  path: string;
  start: number;
  end: number;
}

export interface SectionText {
  fullText: string;
  paragraphs: ParagraphSpan[];
}

const BANNER = /^Link to an amendment published at /;
const SECTION_LEVEL = /^(Note to §|\(Note:|\[\d+ FR )/;
const GRAPHIC = /^!\[[^\]]*\]\(([^)\s]+)\)$/;
const LEADING = /^\(([A-Za-z0-9]{1,6})\)/;
/** A subject heading (and optional dash) followed by the first designator of the next level. */
const INLINE_CHILD = /^\s*\*[^*]+\*\s*(?:[—–-]\s*)?(?=\(([A-Za-z0-9]{1,6})\))/;

/** Removes markdown emphasis, keeping the words. */
function stripEmphasis(s: string): string {
  return s.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/\*([^*]+)\*/g, '$1');
}

/** Builds the served text and paragraph spans from a section's blocks (banners already allowed). */
export function buildSectionText(blocks: readonly string[]): SectionText {
  let text = '';
  let open: OpenLevel[] = [];
  const starts: Array<{ path: string; start: number }> = [];
  const paragraphs: ParagraphSpan[] = [];

  const closeTo = (depth: number, end: number): void => {
    while (starts.length > depth) {
      const p = starts.pop()!;
      paragraphs.push({ path: p.path, start: p.start, end });
    }
    open = open.slice(0, depth);
  };
  const openParagraph = (depth: number, token: string, at: number): void => {
    closeTo(depth, trimEnd(text, at));
    open = openAt(open, depth, token);
    starts.push({ path: open.map((o) => `(${o.token})`).join(''), start: at });
  };
  /** Appends one line; designated lines (and inline chains) open paragraphs. */
  const appendLine = (markdown: string): void => {
    if (text !== '') text += '\n';
    let rest = markdown;
    let lead = LEADING.exec(rest);
    let depth = lead === null ? null : placeDesignator(open, lead[1]!);
    while (lead !== null && depth !== null) {
      openParagraph(depth, lead[1]!, text.length);
      const afterToken = rest.slice(lead[0].length);
      const inline = INLINE_CHILD.exec(afterToken);
      const childToken = inline?.[1];
      if (
        inline === null ||
        childToken === undefined ||
        placeDesignator(open, childToken) !== open.length
      ) {
        text += stripEmphasis(rest);
        return;
      }
      text += stripEmphasis(rest.slice(0, lead[0].length + inline[0].length));
      rest = afterToken.slice(inline[0].length);
      lead = LEADING.exec(rest);
      depth = open.length;
    }
    text += stripEmphasis(rest);
  };

  for (const raw of blocks) {
    const block = raw.trim();
    if (block === '' || BANNER.test(block)) continue;
    if (SECTION_LEVEL.test(block)) {
      closeTo(0, text.length);
      appendLine(block);
      continue;
    }
    if (block.startsWith('|')) {
      for (const row of tableRows(block)) appendLine(row);
      continue;
    }
    const graphic = GRAPHIC.exec(block);
    if (graphic !== null) {
      appendLine(
        `[Graphic ${graphic[1]!.split('/').pop()!}: an image in the official text, not available as text]`,
      );
      continue;
    }
    appendLine(block.replace(/(?<!\s)\s*\n\s*/g, ' '));
  }
  closeTo(0, text.length);
  paragraphs.sort((a, b) => a.start - b.start || b.end - a.end);
  return { fullText: text, paragraphs };
}

/** Pipe-table rows as lines: separator rows dropped, empty cells dropped, a designator cell leads. */
function tableRows(block: string): string[] {
  const rows: string[] = [];
  for (const line of block.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('|') || /^\|[\s|:-]+\|$/.test(trimmed)) continue;
    const cells = trimmed
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim())
      .filter((c) => c !== '');
    if (cells.length === 0) continue;
    const [first, ...others] = cells;
    rows.push(
      LEADING.test(first!) && first!.length <= 8 && others.length > 0
        ? `${first} ${others.join(' | ')}`
        : cells.join(' | '),
    );
  }
  return rows;
}

function trimEnd(text: string, at: number): number {
  let end = at;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return end;
}
