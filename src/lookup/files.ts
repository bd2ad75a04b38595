/** Small file helpers shared by the importers: hashing, finding files, writing the index. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** Files under `dir` (recursively, up to `depth` levels) whose name matches, as paths relative to `root`. */
export async function findFiles(
  root: string,
  dir: string,
  match: RegExp,
  depth = 4,
): Promise<string[]> {
  const start = join(root, dir);
  if (!(await isDirectory(start))) return [];
  const out: string[] = [];
  const walk = async (folder: string, level: number): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory() && level < depth) await walk(full, level + 1);
      else if (entry.isFile() && match.test(entry.name)) out.push(relative(root, full));
    }
  };
  await walk(start, 0);
  return out.sort();
}

/** Writes compact JSON (the index is read by machines; the manifest is pretty for people). */
export async function writeJson(path: string, value: unknown, pretty = false): Promise<void> {
  await writeFile(path, `${JSON.stringify(value, null, pretty ? 2 : undefined)}\n`, 'utf8');
}
