/** `ohds data status`: every known dataset, imported or not, with edition, counts, sources and gaps. */
import type { DatasetImporter, DatasetManifest } from './dataset.ts';
import type { DataStore } from './store.ts';

export type DatasetStatus =
  | { name: string; description: string; imported: true; manifest: DatasetManifest }
  | { name: string; description: string; imported: false; message: string };

export function datasetStatuses(
  store: DataStore,
  importers: readonly DatasetImporter[],
): DatasetStatus[] {
  return importers.map((importer) => {
    const manifest = store.manifest(importer.name);
    return manifest === null
      ? {
          name: importer.name,
          description: importer.description,
          imported: false,
          message: 'not imported: run `ohds data import`',
        }
      : { name: importer.name, description: importer.description, imported: true, manifest };
  });
}

/** Readable text for a terminal. */
export function formatStatuses(statuses: readonly DatasetStatus[]): string {
  const lines: string[] = [];
  for (const s of statuses) {
    if (!s.imported) {
      lines.push(`${s.name}: ${s.message}`, `  ${s.description}`);
      continue;
    }
    const m = s.manifest;
    lines.push(`${s.name}: ${m.edition}`, `  ${s.description}`);
    lines.push(
      `  counts: ${Object.entries(m.counts)
        .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
        .join(', ')}`,
    );
    const folders = [
      ...new Set(m.sources.map((src) => src.path.split('/').slice(0, -1).join('/') || src.path)),
    ];
    lines.push(
      `  sources: ${m.sources.length} file(s) in ${folders.join(', ')} (sha256 in --json)`,
    );
    for (const gap of m.gaps) lines.push(`  gap: ${gap}`);
  }
  return `${lines.join('\n')}\n`;
}
