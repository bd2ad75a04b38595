/**
 * Fee schedule: import time per CMS release, lookups per second in-process (`lookupFee`) against the bare
 * RBRVS formula on the same rows (baseline), and through the API on a loopback server (closed-loop undici
 * client) against the in-process rate. Data: OHDS_DATA_SOURCE (default ../shared/data).
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'undici';
import { buildApp } from '../src/api/app.ts';
import { loadConfig } from '../src/config.ts';
import { writeKeyFile } from '../src/keys/file.ts';
import { generateKey, hashKey } from '../src/keys/manage.ts';
import { KeyStore } from '../src/keys/store.ts';
import { cmsPfsImporter } from '../src/lookup/fee-schedule/cms-pfs-importer.ts';
import { feeScheduleImporters } from '../src/lookup/fee-schedule/importers.ts';
import {
  type FeeQuery,
  loadRelease,
  lookupFee,
  releases,
} from '../src/lookup/fee-schedule/lookup.ts';
import { rbrvsAmount } from '../src/lookup/fee-schedule/rbrvs.ts';
import { importDatasets } from '../src/lookup/import.ts';
import { DataStore } from '../src/lookup/store.ts';

const LOOKUPS = 20_000;
const API_MS = 3000;
const CONCURRENCY = 16;

async function timeImports(source: string, work: string): Promise<string[]> {
  const lines: string[] = [];
  for (const folder of ['rvu25d', 'rvu26a', 'rvu26c']) {
    const from = join(work, `src-${folder}`);
    await mkdir(from, { recursive: true });
    await cp(join(source, 'cms-pfs', folder), join(from, folder), { recursive: true });
    const outDir = await mkdtemp(join(work, 'out-'));
    const started = performance.now();
    const manifest = await cmsPfsImporter.run({ from, outDir, options: {}, log: () => {} });
    lines.push(
      `| ${manifest.edition} | ${Object.values(manifest.counts)[0]} | ${((performance.now() - started) / 1000).toFixed(2)} s |`,
    );
  }
  return lines;
}

export async function run(): Promise<string> {
  const source = resolve(process.env.OHDS_DATA_SOURCE ?? '../shared/data');
  const work = await mkdtemp(join(tmpdir(), 'ohds-bench-fee-'));
  try {
    const importRows = await timeImports(source, work);
    const dataDir = join(work, 'data');
    await importDatasets(feeScheduleImporters, {
      from: source,
      dataDir,
      only: ['cms-pfs', 'cms-zip'],
      options: { 'gpci-from': '2026A' },
      log: () => {},
    });
    const store = new DataStore(dataDir);
    const release = await loadRelease(
      store,
      (await releases(store)).find((m) => m.id === '2026A')!,
    );
    const codes = Object.entries(release.rvu.non_qp)
      .filter(([k, r]) => k.endsWith('|') && r.status === 'A')
      .map(([k]) => k.slice(0, -1))
      .slice(0, 2000);
    const localities = [...release.gpci!.byKey.keys()];
    const queries: FeeQuery[] = Array.from({ length: LOOKUPS }, (_, i) => ({
      jurisdiction: 'medicare',
      code: codes[i % codes.length]!,
      setting: i % 2 ? 'facility' : 'non_facility',
      modifiers: [],
      provider_type: 'physician',
      units: 1,
      as_of: '2026-02-10',
      cf_basis: 'non_qp',
      zip: null,
      locality: localities[i % localities.length]!,
    }));
    await lookupFee(store, queries[0]!);

    let started = performance.now();
    for (const q of queries)
      rbrvsAmount(
        release.rvu.non_qp[`${q.code}|`]!,
        q.setting,
        { work: '1.0', pe: '1.0', mp: '1.0' },
        '33.4009',
      );
    const formulaRate = LOOKUPS / ((performance.now() - started) / 1000);
    started = performance.now();
    for (const q of queries) await lookupFee(store, q);
    const lookupRate = LOOKUPS / ((performance.now() - started) / 1000);

    const keysFile = join(work, 'keys.json');
    const key = generateKey();
    await writeKeyFile(keysFile, {
      consumers: [
        { id: 'c-bench', username: 'bench', keys: [{ sha256: hashKey(key), expires_at: null }] },
      ],
    });
    const config = loadConfig(
      { OHDS_DATA_DIR: dataDir, OHDS_RATE_LIMIT_MAX: '1000000', OHDS_LOG_LEVEL: 'silent' },
      { keysFile },
    );
    const model = {
      provider: 'rules' as const,
      generate: async () => {
        throw new Error('unused');
      },
    };
    const app = await buildApp(
      { config, data: store, model, now: () => new Date() },
      { keys: new KeyStore(keysFile) },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONCURRENCY });
    let done = 0;
    const deadline = performance.now() + API_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, w) => {
        for (let i = w; performance.now() < deadline; i += CONCURRENCY) {
          const q = queries[i % queries.length]!;
          const res = await pool.request({
            method: 'GET',
            path: `/api/lookup/fee_schedule/get?jurisdiction=medicare&code=${q.code}&setting=${q.setting}&locality=${q.locality}&as_of=2026-02-10`,
            headers: { apikey: key },
          });
          await res.body.dump();
          if (res.statusCode === 200) done++;
        }
      }),
    );
    const apiRate = done / (API_MS / 1000);
    await pool.close();
    await app.close();
    return [
      '## Fee schedule',
      '',
      '| CMS release | RVU rows | import time |',
      '|---|---|---|',
      ...importRows,
      '',
      '| measure | per second | ratio |',
      '|---|---|---|',
      `| bare RBRVS formula (baseline) | ${Math.round(formulaRate).toLocaleString('en-US')} | 1.00 |`,
      `| \`lookupFee\` in-process (release 2026A, ${codes.length} codes x ${localities.length} localities) | ${Math.round(lookupRate).toLocaleString('en-US')} | ${(lookupRate / formulaRate).toFixed(2)} of formula |`,
      `| \`GET /api/lookup/fee_schedule/get\`, loopback, ${CONCURRENCY} concurrent | ${Math.round(apiRate).toLocaleString('en-US')} | ${(apiRate / lookupRate).toFixed(2)} of in-process |`,
    ].join('\n');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
