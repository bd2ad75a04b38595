/** The ZIP reader (CMS bundles, xlsx) and the import of an official-style release bundle. */

import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ImportRefused } from '../../../src/lookup/dataset.ts';
import { cmsPfsImporter } from '../../../src/lookup/fee-schedule/cms-pfs-importer.ts';
import { zipEntries } from '../../../src/lookup/zip.ts';
import { makeZip } from '../../support/zip.ts';
import { SKIP } from './support.ts';

test('stored and deflated entries read back byte for byte', () => {
  const files: Array<[string, Buffer]> = [
    ['a.csv', Buffer.from('x,y\n1,2\n'.repeat(100))],
    ['dir/b.txt', Buffer.from('synthetic')],
  ];
  const entries = zipEntries(makeZip(files), 'synthetic.zip');
  assert.deepEqual(
    entries.map((e) => e.name),
    ['a.csv', 'dir/b.txt'],
  );
  for (const [i, e] of entries.entries()) assert.deepEqual(e.read(), files[i]![1]);
});

test('a file that is not a ZIP archive is refused', () => {
  assert.throws(
    () => zipEntries(Buffer.from('not a zip at all, just text'), 'x.zip'),
    ImportRefused,
  );
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
  await writeFile(
    join(from, 'RVU25D.zip'),
    makeZip(
      await Promise.all(
        files.map(async (f): Promise<[string, Buffer]> => [f, await readFile(join(folder, f))]),
      ),
    ),
  );
  const manifest = await cmsPfsImporter.run({ from, outDir, options: {}, log: () => {} });
  assert.equal(manifest.edition, '2025D');
  assert.equal(manifest.counts.rvu_rows_2025D, 19090);
  assert.ok(manifest.sources.every((s) => s.path.startsWith('RVU25D.zip!')));
  assert.equal(manifest.sources.length, 5);
});
