/**
 * Reads the official eCFR XML (bulk/versioner format): DIV5 part, DIV6 subpart, DIV8 section,
 * DIV9 appendix, each with a HEAD; P paragraphs with I/E emphasis; NOTE, CITA, GPOTABLE, GPH.
 * Sections come out as the same eCFR-style blocks the Markdown mirror gives, so one text builder serves both.
 */
import { ImportRefused } from '../dataset.ts';
import type { SectionSource } from './markdown.ts';
import { elements, parseXml, textOf, type XmlElement, type XmlNode } from './xml.ts';

export interface XmlPart {
  part: string;
  heading: string;
  /** Authority and source notes, as text blocks. */
  notes: string[];
  /** Date of the part's source note (the default edition of sections without their own note). */
  sourceBlocks: string[];
  subparts: Array<{ subpart: string; heading: string; sections: SectionSource[] }>;
  /** Sections and appendices outside any subpart. */
  sections: SectionSource[];
}

export function readEcfrXml(xml: string, file: string): { title: number | null; parts: XmlPart[] } {
  let doc: XmlElement;
  try {
    doc = parseXml(xml);
  } catch (err) {
    throw new ImportRefused(
      `${file}: not well-formed XML (check: xml syntax; ${(err as Error).message}).`,
    );
  }
  const parts: XmlPart[] = [];
  let title: number | null = null;
  const walk = (node: XmlElement): void => {
    for (const child of elements(node)) {
      if (child.name === 'DIV1' && child.attrs.TYPE === 'TITLE') title = Number(child.attrs.N);
      if (child.name === 'DIV5' && child.attrs.TYPE === 'PART') parts.push(readPart(child, file));
      else walk(child);
    }
  };
  walk(doc);
  if (parts.length === 0)
    throw new ImportRefused(`${file}: no DIV5 TYPE="PART" element (check: eCFR part structure).`);
  return { title, parts };
}

function head(node: XmlElement, file: string): string {
  const h = elements(node, 'HEAD')[0];
  if (h === undefined)
    throw new ImportRefused(
      `${file}: ${node.name} N="${node.attrs.N ?? ''}" has no HEAD (check: heading).`,
    );
  return textOf(h);
}

function readPart(div5: XmlElement, file: string): XmlPart {
  const part = div5.attrs.N ?? '';
  if (!/^\d+[A-Za-z]?$/.test(part))
    throw new ImportRefused(`${file}: DIV5 has no usable part number N (check: part number).`);
  const noteBlocks = (name: string): string[] => elements(div5, name).map((n) => textOf(n));
  const result: XmlPart = {
    part,
    heading: head(div5, file),
    notes: [...noteBlocks('AUTH'), ...noteBlocks('SOURCE')],
    sourceBlocks: elements(div5, 'SOURCE').map((n) => `[${textOf(n).replace(/^Source:\s*/, '')}]`),
    subparts: [],
    sections: [],
  };
  for (const child of elements(div5)) {
    if (child.name === 'DIV6' && child.attrs.TYPE === 'SUBPART') {
      const sections = elements(child)
        .filter(isSectionDiv)
        .map((d) => readSection(d, file));
      result.subparts.push({
        subpart: child.attrs.N ?? '',
        heading: head(child, file),
        sections,
      });
    } else if (isSectionDiv(child)) result.sections.push(readSection(child, file));
  }
  return result;
}

function isSectionDiv(node: XmlElement): boolean {
  return (
    (node.name === 'DIV8' && node.attrs.TYPE === 'SECTION') ||
    (node.name === 'DIV9' && node.attrs.TYPE === 'APPENDIX')
  );
}

function readSection(div: XmlElement, file: string): SectionSource {
  const heading = head(div, file);
  if (div.name === 'DIV9') {
    const designation = div.attrs.N ?? heading.split(/—/)[0]!.trim();
    return {
      section: designation,
      heading: heading.replace(/^[^—]*—\s*/, ''),
      content_type: 'appendix',
      blocks: bodyBlocks(div),
    };
  }
  const m = /^§\s*(\d+\.\d+[a-z]?)\s+(\S.*|)$/.exec(heading);
  if (m === null || m[1] !== div.attrs.N)
    throw new ImportRefused(
      `${file}: section HEAD does not match N="${div.attrs.N ?? ''}" (check: section heading).`,
    );
  return { section: m[1]!, heading: m[2]!, content_type: 'regulation', blocks: bodyBlocks(div) };
}

/** The section's body as eCFR-style blocks. */
function bodyBlocks(div: XmlElement): string[] {
  const blocks: string[] = [];
  const visit = (node: XmlElement): void => {
    for (const child of elements(node)) {
      switch (child.name) {
        case 'HEAD':
          break;
        case 'P':
        case 'FP':
        case 'HED':
        case 'PSPACE':
        case 'CITA':
          blocks.push(inline(child));
          break;
        case 'GPOTABLE':
          blocks.push(table(child));
          break;
        case 'GPH':
        case 'img':
          for (const src of images(child)) blocks.push(`![](${src})`);
          break;
        default:
          visit(child);
      }
    }
  };
  visit(div);
  return blocks.filter((b) => b !== '');
}

/** Paragraph text with I and E as `*emphasis*`. */
function inline(node: XmlNode): string {
  const render = (n: XmlNode): string => {
    if (typeof n === 'string') return n;
    const inner = n.children.map(render).join('');
    return n.name === 'I' || n.name === 'E' ? `*${inner.trim()}*` : inner;
  };
  return render(node).replace(/\s+/g, ' ').trim();
}

function table(node: XmlElement): string {
  const rows: string[] = [];
  const boxhd = elements(node, 'BOXHD')[0];
  if (boxhd !== undefined)
    rows.push(
      `|${elements(boxhd, 'CHED')
        .map((c) => inline(c))
        .join('|')}|`,
      '|---|',
    );
  for (const row of elements(node, 'ROW'))
    rows.push(
      `|${elements(row, 'ENT')
        .map((c) => inline(c))
        .join('|')}|`,
    );
  return rows.join('\n');
}

function images(node: XmlElement): string[] {
  if (node.name === 'img') return node.attrs.src !== undefined ? [node.attrs.src] : [];
  const gids = elements(node, 'GID').map((g) => `/graphics/${textOf(g)}`);
  return [...gids, ...elements(node).flatMap((c) => (c.name === 'GID' ? [] : images(c)))];
}
