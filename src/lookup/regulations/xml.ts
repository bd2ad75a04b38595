/** A small, dependency-free XML reader for the eCFR bulk XML (elements, attributes, text, entities). */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '—',
  ndash: '–',
  sect: '§',
};

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

/** Parses a document; throws an Error naming the offset on malformed markup. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  const tag =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(source); m !== null; m = tag.exec(source)) {
    const current = stack[stack.length - 1]!;
    if (m.index > last) current.children.push(decode(source.slice(last, m.index)));
    last = tag.lastIndex;
    if (m[1] !== undefined) current.children.push(m[1]);
    else if (m[2] !== undefined) {
      if (current.name !== m[2]) throw new Error(`mismatched </${m[2]}> at offset ${m.index}`);
      stack.pop();
    } else if (m[3] !== undefined) {
      const attrs: Record<string, string> = {};
      for (const a of (m[4] ?? '').matchAll(/(?<![^\s=])([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs[a[1]!] = decode(a[2] ?? a[3] ?? '');
      const element: XmlElement = { name: m[3], attrs, children: [] };
      current.children.push(element);
      if (m[5] !== '/') stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  return root;
}

export function elements(node: XmlElement, name?: string): XmlElement[] {
  return node.children.filter(
    (c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name),
  );
}

/** Plain text content, whitespace collapsed. */
export function textOf(node: XmlNode): string {
  return rawText(node).replace(/\s+/g, ' ').trim();
}

function rawText(node: XmlNode): string {
  return typeof node === 'string' ? node : node.children.map(rawText).join('');
}
