/**
 * Guidance items (OSHA recordkeeping FAQs, letters of interpretation, preamble passages). None ship with ohds.
 * `ohds data import --from DIR` picks up `osha-guidance/guidance.json` in the official-data folder (a few
 * complete OSHA FAQs in the development copy), and users add their own compilation with
 * `ohds data import --guidance FILE` (format in docs/reference-data.md). The recordability engine cites an
 * item only by quoting its imported text verbatim.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { type DatasetImporter, ImportRefused } from '../dataset.ts';
import { findFiles, sha256File, writeJson } from '../files.ts';
import { TextIndex } from '../search/text-index.ts';
import type { DataStore } from '../store.ts';
import {
  GUIDANCE_DATASET,
  type GuidanceIndexFile,
  type GuidanceItem,
  REGULATIONS_FORMAT,
  stableId,
} from './model.ts';

export const NO_GUIDANCE_NOTE =
  'No guidance items (OSHA FAQs, letters of interpretation, preamble) are imported: none ship with ohds. Import them with `ohds data import --from DIR` (osha-guidance/guidance.json) or `--guidance FILE`.';

/** Where the official-data folder keeps guidance items. */
const GUIDANCE_IN_SOURCE = 'osha-guidance';

async function guidanceFileIn(from: string): Promise<string | null> {
  const [first] = await findFiles(from, GUIDANCE_IN_SOURCE, /^guidance\.json$/, 1);
  return first === undefined ? null : join(from, first);
}

/** The documented input format: `{ "items": [...] }`. */
const guidanceFileSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            identifier: z.string().min(1).max(120),
            source_type: z.enum(['faq', 'interpretation', 'preamble']),
            subject: z.string().min(1).max(500),
            sections: z.array(z.string().regex(/^\d{1,4}\.\d{1,5}[a-z]?$/)).max(50),
            full_text: z.string().min(1),
            issue_date: z
              .string()
              .regex(/^\d{4}-\d{2}-\d{2}$/)
              .nullable(),
            source_url: z.url().nullable(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export const guidanceImporter: DatasetImporter = {
  name: GUIDANCE_DATASET,
  description:
    'recordkeeping guidance items (FAQs, interpretations, preamble): osha-guidance/guidance.json in the source folder, or --guidance FILE',
  async detect(from) {
    return (await guidanceFileIn(from)) !== null;
  },
  async run(ctx) {
    const file = ctx.options.guidance ?? (await guidanceFileIn(ctx.from));
    if (file === undefined || file === null)
      throw new ImportRefused(
        `guidance: no ${GUIDANCE_IN_SOURCE}/guidance.json in the source folder; pass --guidance FILE (check: guidance file given).`,
      );
    let parsed: z.infer<typeof guidanceFileSchema>;
    try {
      const result = guidanceFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw new ImportRefused(
          `${file}: field '${issue.path.join('.')}' ${issue.message} (check: guidance format).`,
        );
      }
      parsed = result.data;
    } catch (err) {
      if (err instanceof ImportRefused) throw err;
      throw new ImportRefused(`${file}: not readable JSON (check: guidance file is JSON).`);
    }
    const seen = new Set<string>();
    const items: GuidanceItem[] = parsed.items.map((entry) => {
      if (seen.has(entry.identifier))
        throw new ImportRefused(`${file}: identifier repeated (check: unique identifiers).`);
      seen.add(entry.identifier);
      return {
        type: 'guidance',
        code: entry.identifier,
        label: entry.subject,
        id: stableId(`guidance:${entry.identifier}`),
        ...entry,
      };
    });
    const index: GuidanceIndexFile = { format_version: REGULATIONS_FORMAT, items };
    await writeJson(join(ctx.outDir, 'index.json'), index);
    return {
      name: GUIDANCE_DATASET,
      format_version: REGULATIONS_FORMAT,
      edition:
        ctx.options.guidance === undefined
          ? 'OSHA recordkeeping guidance items from the source folder (unofficial compilation; not legal advice)'
          : 'user-supplied compilation (unofficial; not legal advice)',
      sources: [{ path: file, sha256: await sha256File(file) }],
      counts: { items: items.length },
      gaps: [
        'Guidance text is an unofficial compilation supplied by the user; it is not legal advice.',
      ],
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
export function loadGuidanceSearch(
  store: DataStore,
): Promise<{ items: GuidanceItem[]; index: TextIndex }> | null {
  if (store.manifest(GUIDANCE_DATASET) === null) return null;
  return store.load(GUIDANCE_DATASET, 'search', async (s) => {
    const items = [...(await loadGuidance(s)).values()];
    return {
      items,
      index: new TextIndex(
        items.map((i) => ({ title: `${i.identifier} ${i.subject}`, body: i.full_text })),
      ),
    };
  });
}
