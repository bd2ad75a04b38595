/**
 * A small reader for ZIP archives (CMS release bundles, xlsx workbooks): central directory, stored and
 * deflated entries (node:zlib inflateRawSync), sizes checked. ZIP64 and encrypted entries are refused.
 * Written here rather than adding a dependency: the two formats need only this much.
 */
import { inflateRawSync } from 'node:zlib';
import { ImportRefused } from './dataset.ts';

export interface ZipEntry {
  name: string;
  read(): Buffer;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries of a ZIP archive, in central-directory order. */
export function zipEntries(zip: Buffer, file: string): ZipEntry[] {
  const refuse = (why: string): never => {
    throw new ImportRefused(`${file}: ${why}.`);
  };
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65557); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) refuse('not a ZIP archive');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) refuse('ZIP64 archives are not supported');
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL)
      refuse('corrupt central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    if ((flags & 1) !== 0) refuse(`entry ${name} is encrypted`);
    if (method !== 0 && method !== 8)
      refuse(`entry ${name} uses an unsupported compression method`);
    entries.push({
      name,
      read() {
        if (zip.readUInt32LE(local) !== LOCAL) refuse(`entry ${name} has no local header`);
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const raw = zip.subarray(start, start + compressed);
        const data = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
        if (data.length !== size) refuse(`entry ${name} does not inflate to its recorded size`);
        return data;
      },
    });
  }
  return entries;
}

/** One member of an archive by name (or by its last path segment), or null when absent. */
export function extractZipMember(zip: Buffer, member: string, file = 'archive'): Buffer | null {
  const entry = zipEntries(zip, file).find(
    (e) => e.name === member || e.name.endsWith(`/${member}`),
  );
  return entry === undefined ? null : entry.read();
}
