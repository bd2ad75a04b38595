/**
 * `ohds data sync [--mirror URL]`: downloads the source files into a temporary folder laid out like
 * `--from`, imports them with the same importers, and removes the download. The locations are one table
 * (sync-sources.ts). With `--mirror URL` every file is fetched from `URL/<path>` (a mirror of the layout
 * of ../shared/data, e.g. an internal file server); without it, the official government locations are
 * used where a file is published in the format its importer reads.
 * A host that cannot be reached and a file the host does not have are told apart; a dataset with no file
 * at all is failed when it was asked for by name (`--only`) or when nothing was downloaded, else skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UsageError } from '../errors.ts';
import type { DatasetImporter } from './dataset.ts';
import { type ImportOutcome, importDatasets } from './import.ts';
import { OFFICIAL_SOURCES, type SourceFile } from './sync-sources.ts';
import { extractZipMember } from './zip.ts';

export { OFFICIAL_SOURCES, type SourceFile };

export interface SyncRequest {
  mirror: string | null;
  dataDir: string;
  only: readonly string[];
  options: Readonly<Record<string, string | undefined>>;
  log(message: string): void;
  /** Injected clock for the `{date}` of dated official URLs. */
  now: Date;
}

/** Why a download failed: the host never answered, it answered that it has no such file, or another answer. */
class DownloadFailed extends Error {
  readonly kind: 'unreachable' | 'missing' | 'refused';
  constructor(kind: DownloadFailed['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}

async function download(url: string): Promise<Buffer> {
  const host = new URL(url).host;
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(120_000) });
  } catch (err) {
    const cause =
      (err as { cause?: { code?: unknown } }).cause?.code ?? (err as { name?: string }).name;
    throw new DownloadFailed(
      'unreachable',
      `cannot reach ${host} (${typeof cause === 'string' ? cause : 'network error'})`,
    );
  }
  if (res.status === 404 || res.status === 410)
    throw new DownloadFailed('missing', `HTTP ${res.status} from ${host}`);
  if (!res.ok) throw new DownloadFailed('refused', `HTTP ${res.status} from ${host}`);
  return Buffer.from(await res.arrayBuffer());
}

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/** Downloads the selected datasets' files, imports them, removes the download folder. */
export async function syncDatasets(
  importers: readonly DatasetImporter[],
  sources: readonly SourceFile[],
  request: SyncRequest,
): Promise<ImportOutcome[]> {
  const mirror = request.mirror === null ? null : request.mirror.replace(/(?<!\/)\/+$/, '');
  if (mirror !== null && !/^https?:\/\//.test(mirror))
    throw new UsageError('--mirror must be an http(s) URL.');
  const known = new Set(importers.map((i) => i.name));
  const unknown = request.only.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new UsageError(
      `--only names unknown datasets: ${unknown.join(', ')}; known: ${[...known].join(', ')}.`,
    );
  const date = new Date(request.now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const wanted = (dataset: string): boolean =>
    known.has(dataset) && (request.only.length === 0 || request.only.includes(dataset));
  const selected = sources.filter(
    (s) => wanted(s.dataset) && (mirror === null ? s.official !== null : s.mirrored !== false),
  );
  const where = mirror === null ? 'the official site' : 'the mirror';
  const folder = join(request.dataDir, `.download-${randomBytes(4).toString('hex')}`);
  const fetched = new Set<string>();
  const problems = new Map<string, string[]>(); // dataset -> why its files did not come
  const bodies = new Map<string, Promise<Buffer>>(); // one download per URL (an official bundle serves two datasets)
  const get = (url: string): Promise<Buffer> =>
    bodies.get(url) ?? bodies.set(url, download(url)).get(url)!;
  let unreachable: string | null = null;
  try {
    for (const source of selected) {
      if (mirror !== null && unreachable !== null) break; // one host: say it once, not once per file
      try {
        const url =
          mirror === null
            ? source.official!.url.replace('{date}', date)
            : `${mirror}/${encodePath(source.path)}`;
        let body = await get(url);
        const member = mirror === null ? source.official!.zipMember : undefined;
        if (member !== undefined) {
          const extracted = extractZipMember(body, member);
          if (extracted === null)
            throw new DownloadFailed('refused', `the archive has no ${member}`);
          body = extracted;
        }
        const target = join(folder, source.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, body);
        request.log(`downloaded ${source.path} (${body.length} bytes)`);
        if (source.lists === 'ecfr-manifest') {
          const listed =
            (JSON.parse(await readFile(target, 'utf8')) as { sections?: Array<{ file: string }> })
              .sections ?? [];
          for (const { file } of listed) {
            const path = `${dirname(source.path)}/${file}`;
            await writeFile(join(folder, path), await get(`${mirror}/${encodePath(path)}`));
          }
        }
        fetched.add(source.dataset);
      } catch (err) {
        const failure =
          err instanceof DownloadFailed
            ? err
            : new DownloadFailed('refused', (err as Error).message);
        if (failure.kind === 'unreachable') unreachable ??= failure.message;
        const text =
          failure.kind === 'missing'
            ? `${source.path} is not on ${where} (${failure.message})`
            : `${source.path}: ${failure.message}`;
        problems.set(source.dataset, [...(problems.get(source.dataset) ?? []), text]);
        request.log(
          failure.kind === 'missing'
            ? `not on ${where}: ${source.path}`
            : `download of ${source.path} failed: ${failure.message}`,
        );
      }
    }
    return await importFetched(
      importers,
      folder,
      selected,
      fetched,
      problems,
      unreachable,
      request,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function importFetched(
  importers: readonly DatasetImporter[],
  folder: string,
  selected: readonly SourceFile[],
  fetched: ReadonlySet<string>,
  problems: ReadonlyMap<string, string[]>,
  unreachable: string | null,
  request: SyncRequest,
): Promise<ImportOutcome[]> {
  // fee-jurisdictions also comes from --jurisdiction-config FILE, which is no download.
  const local =
    request.options['jurisdiction-config'] !== undefined &&
    (request.only.length === 0 || request.only.includes('fee-jurisdictions'))
      ? ['fee-jurisdictions']
      : [];
  const only = [...new Set([...fetched, ...local])];
  const failed: ImportOutcome[] = [];
  for (const name of new Set(selected.map((s) => s.dataset))) {
    if (only.includes(name)) continue;
    const why = problems.get(name)?.join('; ') ?? unreachable ?? 'not downloaded';
    // Named by --only, or nothing came at all: a failure. Otherwise the source simply does not carry it.
    if (
      request.only.includes(name) ||
      only.length === 0 ||
      (unreachable !== null && request.mirror !== null)
    )
      failed.push({ name, status: 'failed', error: unreachable ?? why });
    else request.log(`skipped ${name}: ${why}`);
  }
  if (only.length === 0) {
    if (failed.length === 0) throw new UsageError('No dataset selected for download.');
    return failed;
  }
  await mkdir(folder, { recursive: true });
  const imported = await importDatasets(importers, {
    from: folder,
    dataDir: request.dataDir,
    only,
    options: request.options,
    log: request.log,
  });
  return [...imported.filter((o) => o.status !== 'skipped'), ...failed];
}
