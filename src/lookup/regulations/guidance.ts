/**
 * Guidance items (OSHA recordkeeping FAQs, letters of interpretation, preamble passages). None ship
 * with ohds: the text is not available in a form we may redistribute. Users import their own
 * compilation with `ohds data import --guidance FILE` (format in docs/reference-data.md).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ImportRefused, type DatasetImporter } from '../dataset.ts';
import { sha256File, writeJson } from '../files.ts';
import type { DataStore } from '../store.ts';
import { TextIndex } from '../search/text-index.ts';
import { GUIDANCE_DATASET, REGULATIONS_FORMAT, stableId, type GuidanceIndexFile, type GuidanceItem } from './model.ts';

export const NO_GUIDANCE_NOTE =
  'No guidance items (OSHA FAQs, letters of interpretation, preamble) are imported: none ship with ohds. Import your own with `ohds data import --guidance FILE`.';

/** The documented input format: `{ "items": [...] }`. */
const guidanceFileSchema = z.object({
  items: z.array(z.object({
    identifier: z.string().min(1).max(120),
    source_type: z.enum(['faq', 'interpretation', 'preamble']),
    subject: z.string().min(1).max(500),
    sections: z.array(z.string().regex(/^\d{1,4}\.\d{1,5}[a-z]?$/)).max(50),
    full_text: z.string().min(1),
    issue_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
    source_url: z.url().nullable(),
  }).strict()).min(1),
}).strict();

export const guidanceImporter: DatasetImporter = {
  name: GUIDANCE_DATASET,
  description: 'recordkeeping guidance items (FAQs, interpretations, preamble) from a user-supplied JSON file; none ship with ohds',
  async detect() {
    return false; // Only with --guidance FILE (or --only guidance): nothing in the official folders.
  },
  async run(ctx) {
    const file = ctx.options['guidance'];
    if (file === undefined) throw new ImportRefused(`guidance: pass --guidance FILE; no guidance text ships with ohds (check: guidance file given).`);
    let parsed: z.infer<typeof guidanceFileSchema>;
    try {
      const result = guidanceFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw new ImportRefused(`${file}: field '${issue.path.join('.')}' ${issue.message} (check: guidance format).`);
      }
      parsed = result.data;
    } catch (err) {
      if (err instanceof ImportRefused) throw err;
      throw new ImportRefused(`${file}: not readable JSON (check: guidance file is JSON).`);
    }
    const seen = new Set<string>();
    const items: GuidanceItem[] = parsed.items.map((entry) => {
      if (seen.has(entry.identifier)) throw new ImportRefused(`${file}: identifier repeated (check: unique identifiers).`);
      seen.add(entry.identifier);
      return { type: 'guidance', code: entry.identifier, label: entry.subject, id: stableId(`guidance:${entry.identifier}`), ...entry };
    });
    const index: GuidanceIndexFile = { format_version: REGULATIONS_FORMAT, items };
    await writeJson(join(ctx.outDir, 'index.json'), index);
    return {
      name: GUIDANCE_DATASET,
      format_version: REGULATIONS_FORMAT,
      edition: 'user-supplied compilation (unofficial; not legal advice)',
      sources: [{ path: file, sha256: await sha256File(file) }],
      counts: { items: items.length },
      gaps: ['Guidance text is an unofficial compilation supplied by the user; it is not legal advice.'],
    };
  },
};

export function loadGuidance(store: DataStore): Promise<ReadonlyMap<number, GuidanceItem>> {
  return store.load(GUIDANCE_DATASET, 'items', async (s) => {
    const file = await s.readJson<GuidanceIndexFile>(GUIDANCE_DATASET, 'index.json');
    return new Map(file.items.map((i) => [i.id, i]));
  });
}

/** Full-text search over imported guidance items (an empty list when none are imported). */
export function loadGuidanceSearch(store: DataStore): Promise<{ items: GuidanceItem[]; index: TextIndex }> | null {
  if (store.manifest(GUIDANCE_DATASET) === null) return null;
  return store.load(GUIDANCE_DATASET, 'search', async (s) => {
    const items = [...(await loadGuidance(s)).values()];
    return { items, index: new TextIndex(items.map((i) => ({ title: `${i.identifier} ${i.subject}`, body: i.full_text }))) };
  });
}
