import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { type TestContext, test } from 'node:test';
import { referenceImporters } from '../../src/lookup/reference-importers.ts';
import { DataStore } from '../../src/lookup/store.ts';
import { OFFICIAL_SOURCES, syncDatasets } from '../../src/lookup/sync.ts';
import { writeSynthetic } from './codes/synthetic.ts';
import { realDataSource, tempDataDir } from './helpers.ts';

/** A loopback static file server over `root` (404 for anything missing). */
async function serveFolder(t: TestContext, root: string): Promise<string> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    stat(file)
      .then((s) => {
        if (!s.isFile()) throw new Error('not a file');
        res.writeHead(200);
        createReadStream(file).pipe(res);
      })
      .catch(() => {
        res.writeHead(404);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const now = new Date('2026-07-15T00:00:00Z');

/** Sections the data's own manifest lists as servable (superseded text is refused by design). */
async function servedSectionCount(from: string): Promise<number> {
  const manifest = JSON.parse(
    await readFile(join(from, 'ecfr/title-29/part-1904/MANIFEST.json'), 'utf8'),
  ) as { sections: { status: string }[] };
  return manifest.sections.filter((s) => s.status.toLowerCase() !== 'superseded').length;
}

test('sync downloads from a mirror and imports each dataset it carries', async (t) => {
  const root = await writeSynthetic(await tempDataDir(t));
  const mirror = await serveFolder(t, root);
  const dataDir = await tempDataDir(t);
  const outcomes = await syncDatasets(referenceImporters, OFFICIAL_SOURCES, {
    mirror,
    dataDir,
    only: [],
    options: {},
    log: () => {},
    now,
  });
  assert.deepEqual(outcomes.map((o) => `${o.name}:${o.status}`).sort(), [
    'cpt:imported',
    'icd10cm:imported',
    'naics:imported',
  ]);
  assert.notEqual(new DataStore(dataDir).manifest('naics'), null);
});

test('sync refuses a mirror that is not an http URL', async (t) => {
  await assert.rejects(
    syncDatasets(referenceImporters, OFFICIAL_SOURCES, {
      mirror: 'ftp://example.invalid',
      dataDir: await tempDataDir(t),
      only: [],
      options: {},
      log: () => {},
      now,
    }),
    { name: 'UsageError' },
  );
});

test('sync imports the real data served over loopback', async (t) => {
  const from = realDataSource();
  if (from === null) return t.skip('OHDS_DATA_SOURCE not set: real-data sync test skipped');
  const mirror = await serveFolder(t, from);
  const dataDir = await tempDataDir(t);
  const outcomes = await syncDatasets(referenceImporters, OFFICIAL_SOURCES, {
    mirror,
    dataDir,
    only: ['regulations', 'naics'],
    options: {},
    log: () => {},
    now,
  });
  assert.deepEqual(outcomes.map((o) => `${o.name}:${o.status}`).sort(), [
    'naics:imported',
    'regulations:imported',
  ]);
  assert.equal(
    new DataStore(dataDir).manifest('regulations')!.counts.sections,
    await servedSectionCount(from),
  );
});
