/**
 * The `regulations` importer. Reads, under `--from`:
 * - `ecfr/title-<N>/part-<P>/MANIFEST.json` + `section-*.md`: the eCFR Markdown mirror, each file checked
 *   against its manifest sha256, length and heading; `superseded` text is refused, never stored;
 * - any `ecfr/**\/*.xml`: the official eCFR XML for a title or part (preferred over the mirror for the same part).
 * Writes `index.json` (items + paragraph spans) and the manifest.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  type DatasetImporter,
  type DatasetManifest,
  type ImportContext,
  ImportRefused,
} from '../dataset.ts';
import { findFiles, sha256File, writeJson } from '../files.ts';
import { readEcfrXml } from './ecfr-xml.ts';
import {
  latestSourceDate,
  parseSectionMarkdown,
  type SectionSource,
  sourceNoteDates,
} from './markdown.ts';
import {
  ecfrUrl,
  REGULATIONS_DATASET,
  REGULATIONS_FORMAT,
  type RegulationContentType,
  type RegulationsIndexFile,
  regulationKey,
  type StoredRegulation,
  stableId,
  type TextStatus,
} from './model.ts';
import { buildSectionText } from './text.ts';

interface PartSource {
  title: number;
  part: string;
  /** Official heading, or null when the source lacks it (the Markdown mirror). */
  heading: string | null;
  notes: string[];
  subpartHeadings: Map<string, string | null>;
  sections: Array<{ source: SectionSource; subpart: string | null; status: TextStatus }>;
  /** Edition of sections that carry no source note of their own. */
  defaultDate: string | null;
}

const SERVED_STATUSES: readonly TextStatus[] = [
  'current',
  'believed-current-text',
  'pre-amendment',
  'current-transitional',
  'verify',
];

interface ManifestEntry {
  section: string;
  subpart: string | null;
  heading: string;
  file: string;
  chars: number;
  sha256: string;
  status: string;
  note?: string;
}

async function readMirrorPart(
  from: string,
  manifestPath: string,
  sources: DatasetManifest['sources'],
  gaps: string[],
): Promise<PartSource> {
  const folder = dirname(manifestPath);
  const where = /title-(\d+)\/part-(\d+[A-Za-z]?)$/.exec(folder);
  if (where === null)
    throw new ImportRefused(
      `${manifestPath}: folder is not ecfr/title-<N>/part-<P> (check: layout).`,
    );
  const manifest = JSON.parse(await readFile(join(from, manifestPath), 'utf8')) as {
    sections?: ManifestEntry[];
    missing?: string[];
  };
  if (!Array.isArray(manifest.sections) || manifest.sections.length === 0)
    throw new ImportRefused(`${manifestPath}: no 'sections' list (check: manifest shape).`);
  sources.push({ path: manifestPath, sha256: await sha256File(join(from, manifestPath)) });
  const part: PartSource = {
    title: Number(where[1]),
    part: where[2]!,
    heading: null,
    notes: [],
    subpartHeadings: new Map(),
    sections: [],
    defaultDate: null,
  };
  const listed = new Set(manifest.sections.map((s) => s.file));
  for (const file of await findFiles(from, folder, /^section-.*\.md$/, 0)) {
    if (!listed.has(file.slice(folder.length + 1)))
      throw new ImportRefused(
        `${file}: not listed in ${manifestPath} (check: manifest completeness).`,
      );
  }
  const citedDates: string[] = [];
  for (const entry of manifest.sections) {
    const path = join(folder, entry.file);
    const text = await readFile(join(from, path), 'utf8');
    const sha256 = await sha256File(join(from, path));
    if (sha256 !== entry.sha256)
      throw new ImportRefused(`${path}: sha256 differs from ${manifestPath} (check: checksum).`);
    // The manifest counts code points without the trailing newline.
    if ([...text.replace(/(?<!\n)\n+$/, '')].length !== entry.chars)
      throw new ImportRefused(
        `${path}: length differs from ${manifestPath} (check: character count).`,
      );
    const source = parseSectionMarkdown(text, path);
    if (source.section !== entry.section)
      throw new ImportRefused(
        `${path}: heading names a different section than ${manifestPath} (check: section number).`,
      );
    const status = entry.status.toLowerCase();
    if (status === 'superseded') {
      gaps.push(
        `${part.title} CFR ${entry.section}: the source holds only superseded text (${entry.note ?? 'no note'}); not served.`,
      );
      continue;
    }
    if (!SERVED_STATUSES.includes(status as TextStatus))
      throw new ImportRefused(
        `${manifestPath}: unknown status for ${entry.section} (check: status is one of ${SERVED_STATUSES.join(', ')}, superseded).`,
      );
    if (status === 'pre-amendment' || status === 'verify')
      gaps.push(
        `${part.title} CFR ${entry.section}: text marked '${status}' by its source; check against the current eCFR (${entry.note ?? ''}).`.replace(
          ' ()',
          '',
        ),
      );
    sources.push({ path, sha256 });
    part.subpartHeadings.set(entry.subpart ?? '', null);
    part.sections.push({ source, subpart: entry.subpart, status: status as TextStatus });
    citedDates.push(...sourceNoteDates(source.blocks));
  }
  part.subpartHeadings.delete('');
  // Sections without their own source note carry the part's source: the earliest document cited in the part.
  part.defaultDate = citedDates.sort()[0] ?? null;
  for (const missing of manifest.missing ?? [])
    gaps.push(`${part.title} CFR part ${part.part}: not in the source: ${missing}.`);
  gaps.push(
    `${part.title} CFR part ${part.part}: the Markdown mirror has no official part or subpart headings; those entries carry their designation only.`,
  );
  return part;
}

async function readXmlParts(
  from: string,
  file: string,
  sources: DatasetManifest['sources'],
): Promise<PartSource[]> {
  const doc = readEcfrXml(await readFile(join(from, file), 'utf8'), file);
  const titleFromPath = /title-?(\d+)/i.exec(file)?.[1];
  const title = doc.title ?? (titleFromPath === undefined ? null : Number(titleFromPath));
  if (title === null || !Number.isInteger(title) || title < 1 || title > 50)
    throw new ImportRefused(
      `${file}: no CFR title (DIV1 TYPE="TITLE" or title-<N> in the path) (check: cfr_title 1-50).`,
    );
  sources.push({ path: file, sha256: await sha256File(join(from, file)) });
  return doc.parts.map((p) => ({
    title,
    part: p.part,
    heading: p.heading,
    notes: p.notes,
    subpartHeadings: new Map(p.subparts.map((s) => [s.subpart, s.heading])),
    sections: [
      ...p.sections.map((source) => ({ source, subpart: null, status: 'current' as const })),
      ...p.subparts.flatMap((s) =>
        s.sections.map((source) => ({ source, subpart: s.subpart, status: 'current' as const })),
      ),
    ],
    defaultDate: latestSourceDate(p.sourceBlocks),
  }));
}

/** Items for one part: the part and subpart heading entries, then each section or appendix. */
function partRecords(p: PartSource, gaps: string[]): StoredRegulation[] {
  const records: StoredRegulation[] = [];
  const entry = (
    kind: RegulationContentType,
    designation: string,
    fields: {
      subpart: string | null;
      section: string | null;
      heading: string;
      full_text: string;
      effective_date: string | null;
    },
    status: TextStatus,
    paragraphs: StoredRegulation['paragraphs'],
  ): void => {
    const base = {
      content_type: kind,
      part: p.part,
      subpart: fields.subpart,
      section: fields.section,
    };
    const effective = fields.effective_date ?? p.defaultDate;
    if (effective === null)
      throw new ImportRefused(
        `${p.title} CFR ${designation}: no source note date to give an effective date (check: source citation).`,
      );
    records.push({
      item: {
        type: 'regulation',
        code: fields.section,
        label: fields.heading,
        id: stableId(regulationKey(p.title, kind, designation)),
        cfr_title: p.title,
        ...base,
        heading: fields.heading,
        full_text: fields.full_text,
        source_url: ecfrUrl(p.title, base),
        effective_date: effective,
      },
      status,
      paragraphs,
    });
  };
  const toc = (sections: PartSource['sections']): string =>
    sections
      .map(({ source }) =>
        source.content_type === 'appendix'
          ? `${source.section}—${source.heading}`
          : `§ ${source.section} ${source.heading}`,
      )
      .join('\n');
  const dates = p.sections
    .map(({ source }) => latestSourceDate(source.blocks) ?? p.defaultDate)
    .filter((d): d is string => d !== null)
    .sort();
  const newest = dates[dates.length - 1] ?? null;
  entry(
    'part',
    p.part,
    {
      subpart: null,
      section: null,
      heading: p.heading ?? `Part ${p.part}`,
      full_text: [...p.notes, toc(p.sections)].join('\n'),
      effective_date: newest,
    },
    'current',
    [],
  );
  for (const [subpart, heading] of p.subpartHeadings) {
    const inSubpart = p.sections.filter((s) => s.subpart === subpart);
    entry(
      'subpart',
      `${p.part}:${subpart}`,
      {
        subpart,
        section: null,
        heading: heading ?? `Subpart ${subpart}`,
        full_text: toc(inSubpart),
        effective_date: newest,
      },
      'current',
      [],
    );
  }
  for (const { source, subpart, status } of p.sections) {
    const text = buildSectionText(source.blocks);
    if (text.fullText.includes('[Graphic '))
      gaps.push(
        `${p.title} CFR ${source.section}: contains an image with no text in the official source (served as a bracketed marker).`,
      );
    entry(
      source.content_type,
      source.section,
      {
        subpart,
        section: source.section,
        heading: source.heading,
        full_text: text.fullText,
        effective_date: latestSourceDate(source.blocks),
      },
      status,
      text.paragraphs,
    );
  }
  return records;
}

export const regulationsImporter: DatasetImporter = {
  name: REGULATIONS_DATASET,
  description:
    'eCFR regulation text (official XML or the eCFR Markdown mirror), addressable to the paragraph',
  async detect(from) {
    return (await findFiles(from, 'ecfr', /^(MANIFEST\.json|.*\.xml)$/)).length > 0;
  },
  async run(ctx: ImportContext): Promise<DatasetManifest> {
    const sources: DatasetManifest['sources'] = [];
    const gaps: string[] = [];
    const parts = new Map<string, PartSource>();
    for (const file of await findFiles(ctx.from, 'ecfr', /^MANIFEST\.json$/)) {
      const part = await readMirrorPart(ctx.from, file, sources, gaps);
      parts.set(`${part.title}:${part.part}`, part);
    }
    for (const file of await findFiles(ctx.from, 'ecfr', /\.xml$/)) {
      for (const part of await readXmlParts(ctx.from, file, sources))
        parts.set(`${part.title}:${part.part}`, part);
    }
    if (parts.size === 0)
      throw new ImportRefused(
        `${ctx.from}/ecfr: no MANIFEST.json or eCFR XML found (check: source files present).`,
      );
    const records = [...parts.values()].flatMap((p) => partRecords(p, gaps));
    const ids = new Map<number, string>();
    for (const r of records) {
      const key = `${r.item.cfr_title}:${r.item.content_type}:${r.item.section ?? r.item.subpart ?? r.item.part}`;
      const clash = ids.get(r.item.id);
      if (clash !== undefined)
        throw new ImportRefused(
          `regulations: stable id collision between ${clash} and ${key} (check: unique ids).`,
        );
      ids.set(r.item.id, key);
    }
    const index: RegulationsIndexFile = { format_version: REGULATIONS_FORMAT, records };
    await writeJson(join(ctx.outDir, 'index.json'), index);
    const count = (kind: RegulationContentType): number =>
      records.filter((r) => r.item.content_type === kind).length;
    const editions = records.map((r) => r.item.effective_date).sort();
    ctx.log(`regulations: ${count('regulation')} sections in ${parts.size} part(s)`);
    return {
      name: REGULATIONS_DATASET,
      format_version: REGULATIONS_FORMAT,
      edition: `eCFR text; newest amendment reflected ${editions[editions.length - 1] ?? 'unknown'}`,
      sources,
      counts: {
        parts: count('part'),
        subparts: count('subpart'),
        sections: count('regulation'),
        appendices: count('appendix'),
        paragraphs: records.reduce((n, r) => n + r.paragraphs.length, 0),
      },
      gaps: [...new Set(gaps)],
      details: { titles: [...new Set(records.map((r) => r.item.cfr_title))].sort((a, b) => a - b) },
    };
  },
};
