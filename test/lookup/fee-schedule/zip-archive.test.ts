/** The ZIP reader (CMS bundles, xlsx) and the import of an official-style release bundle. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { ImportRefused } from '../../../src/lookup/dataset.ts';
import { cmsPfsImporter } from '../../../src/lookup/fee-schedule/cms-pfs-importer.ts';
import { zipEntries } from '../../../src/lookup/zip.ts';
import { SKIP } from './support.ts';

/** Writes a ZIP archive: even entries deflated, odd ones stored. */
function makeZip(files: Array<[string, Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  files.forEach(([name, data], i) => {
    const method = i % 2 === 0 ? 8 : 0;
    const body = method === 8 ? deflateRawSync(data) : data;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + body.length;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

test('stored and deflated entries read back byte for byte', () => {
  const files: Array<[string, Buffer]> = [['a.csv', Buffer.from('x,y\n1,2\n'.repeat(100))], ['dir/b.txt', Buffer.from('synthetic')]];
  const entries = zipEntries(makeZip(files), 'synthetic.zip');
  assert.deepEqual(entries.map((e) => e.name), ['a.csv', 'dir/b.txt']);
  entries.forEach((e, i) => assert.deepEqual(e.read(), files[i]![1]));
});

test('a file that is not a ZIP archive is refused', () => {
  assert.throws(() => zipEntries(Buffer.from('not a zip at all, just text'), 'x.zip'), ImportRefused);
});

test('an official-style bundle (RVU25D.zip) imports like its folder, sources named bundle!entry', async (t) => {
  const source = process.env.OHDS_DATA_SOURCE;
  if (source === undefined || source === '') return t.skip(SKIP);
  const from = await mkdtemp(join(tmpdir(), 'ohds-fee-zip-'));
  const outDir = await mkdtemp(join(tmpdir(), 'ohds-fee-zip-out-'));
  t.after(async () => {
    await rm(from, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  });
  const folder = join(source, 'cms-pfs/rvu25d');
  const files = (await readdir(folder)).filter((f) => f.endsWith('.csv'));
  await writeFile(join(from, 'RVU25D.zip'), makeZip(await Promise.all(files.map(async (f): Promise<[string, Buffer]> => [f, await readFile(join(folder, f))]))));
  const manifest = await cmsPfsImporter.run({ from, outDir, options: {}, log: () => {} });
  assert.equal(manifest.edition, '2025D');
  assert.equal(manifest.counts.rvu_rows_2025D, 19090);
  assert.ok(manifest.sources.every((s) => s.path.startsWith('RVU25D.zip!')));
  assert.equal(manifest.sources.length, 5);
});
