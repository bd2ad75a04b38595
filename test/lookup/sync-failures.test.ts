/** `data sync` failures: an unreachable host and a file missing on the mirror are told apart; nothing fetched is a failure. */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TestContext, test } from 'node:test';
import { importers } from '../../src/lookup/importers.ts';
import { OFFICIAL_SOURCES, syncDatasets } from '../../src/lookup/sync.ts';
import { runCli, tempDataDir } from './helpers.ts';

const now = new Date('2026-07-15T00:00:00Z');

/** A loopback mirror that has no file at all. */
async function emptyMirror(t: TestContext): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A loopback address nothing listens on (a server opened and closed). */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

test('the source table covers every dataset the importers know', () => {
  const covered = new Set(OFFICIAL_SOURCES.map((s) => s.dataset));
  assert.deepEqual(
    importers.map((i) => i.name).filter((name) => !covered.has(name)),
    [],
  );
});

test('an unreachable mirror fails every selected dataset saying it cannot be reached', async (t) => {
  const mirror = await closedPort();
  const logged: string[] = [];
  const outcomes = await syncDatasets(importers, OFFICIAL_SOURCES, {
    mirror,
    dataDir: await tempDataDir(t),
    only: ['naics', 'tx-dwc'],
    options: {},
    log: (m) => logged.push(m),
    now,
  });
  assert.deepEqual(
    outcomes.map((o) => [o.name, o.status]),
    [
      ['naics', 'failed'],
      ['tx-dwc', 'failed'],
    ],
  );
  for (const o of outcomes)
    assert.match(
      (o as { error: string }).error,
      /^cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/,
    );
  assert.equal(
    logged.filter((m) => /download of/.test(m)).length,
    1,
    'the host is reported once, not once per file',
  );
});

test('a mirror without the files fails the datasets saying they are not on the mirror', async (t) => {
  const mirror = await emptyMirror(t);
  const outcomes = await syncDatasets(importers, OFFICIAL_SOURCES, {
    mirror,
    dataDir: await tempDataDir(t),
    only: ['guidance'],
    options: {},
    log: () => {},
    now,
  });
  assert.deepEqual(
    outcomes.map((o) => [o.name, o.status]),
    [['guidance', 'failed']],
  );
  assert.match(
    (outcomes[0] as { error: string }).error,
    /osha-guidance\/guidance\.json is not on the mirror \(HTTP 404/,
  );
});

test('data sync exits 1 when nothing was fetched, and names the unreachable host', async (t) => {
  const mirror = await closedPort();
  const { code, err } = await runCli(['data', 'sync', '--mirror', mirror], {
    OHDS_DATA_DIR: await tempDataDir(t),
  });
  assert.equal(code, 1);
  assert.match(err, /^FAILED regulations: cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/m);
  assert.doesNotMatch(err, /not on the mirror/);
});
