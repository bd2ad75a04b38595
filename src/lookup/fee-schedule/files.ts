/** Source-file helpers for the fee-schedule importers (the generic ones live in ../files.ts). */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { findFiles, writeJson } from '../files.ts';

/** Absolute paths of the files under `root` whose name matches. */
export async function findSources(root: string, match: RegExp, depth = 4): Promise<string[]> {
  return (await findFiles(root, '', match, depth)).map((p) => join(root, p));
}

export interface SourceFile {
  path: string;
  bytes: Buffer;
  /** The bytes as UTF-8 text, BOM stripped (meaningless for a binary file such as an xlsx). */
  text: string;
  sha256: string;
}

/** Reads a source file as text (BOM stripped) with its sha256 and its path relative to `from`. */
export async function readSource(from: string, file: string): Promise<SourceFile> {
  const bytes = await readFile(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    path: relative(from, file),
    bytes,
    text: bytes.toString('utf8').replace(/^\uFEFF/, ''),
    sha256,
  };
}

/** Writes one index file of the dataset being imported. */
export async function writeIndex(dir: string, name: string, value: unknown): Promise<void> {
  await writeJson(join(dir, name), value);
}
