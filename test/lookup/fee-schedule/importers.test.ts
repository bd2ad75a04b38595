/** Importer checks: the jurisdiction configuration, --gpci-from, and refusal of implausible files. */

import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type DatasetImporter, ImportRefused } from '../../../src/lookup/dataset.ts';
import {
  cmsPfsImporter,
  normaliseRelease,
  servableLabel,
} from '../../../src/lookup/fee-schedule/cms-pfs-importer.ts';
import { parsePprrvu } from '../../../src/lookup/fee-schedule/cms-pfs-parse.ts';
import { jurisdictionConfigImporter } from '../../../src/lookup/fee-schedule/jurisdiction-config.ts';
import { parsePaZipRegions } from '../../../src/lookup/fee-schedule/pa-table.ts';
import { parseZipList } from '../../../src/lookup/fee-schedule/tx-underserved.ts';
import { parseZip5Csv } from '../../../src/lookup/fee-schedule/zip-parse.ts';
import { SKIP } from './support.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function runImporter(
  t: { after(fn: () => Promise<void>): void },
  importer: DatasetImporter,
  from: string,
  options: Record<string, string>,
) {
  const outDir = await mkdtemp(join(tmpdir(), 'ohds-fee-out-'));
  t.after(() => rm(outDir, { recursive: true, force: true }));
  return importer.run({ from, outDir, options, log: () => {} });
}

test('the sample configuration TEMPLATE imports with every unfilled field listed as a gap', async (t) => {
  const file = join(ROOT, 'samples/fee/jurisdiction-config.template.json');
  const manifest = await runImporter(t, jurisdictionConfigImporter, ROOT, {
    'jurisdiction-config': file,
  });
  assert.deepEqual(manifest.gaps, [
    'CA 2026-03-01: citation, medicare_release, conversion_factors.anesthesia, conversion_factors.other not filled in',
    'CA 2026-10-01: citation, medicare_release, conversion_factors.anesthesia, conversion_factors.other not filled in',
    'TX 2026-01-01: citation, medicare_release, conversion_factors.general, conversion_factors.surgery_facility not filled in',
  ]);
});

test('a configuration outside the table\u2019s windows or with a non-decimal factor is refused', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-fee-cfg-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const template = JSON.parse(
    await readFile(join(ROOT, 'samples/fee/jurisdiction-config.template.json'), 'utf8'),
  );
  const shifted = structuredClone(template);
  shifted.CA.versions[0].effective_from = '2026-01-01';
  const numeric = structuredClone(template);
  numeric.TX.versions[0].conversion_factors.general = 60;
  for (const [name, config] of [
    ['shifted', shifted],
    ['numeric', numeric],
  ] as const) {
    const file = join(dir, `${name}.json`);
    await writeFile(file, JSON.stringify(config));
    await assert.rejects(
      runImporter(t, jurisdictionConfigImporter, dir, { 'jurisdiction-config': file }),
      ImportRefused,
      name,
    );
  }
});

test('only HCPCS Level II short descriptors are served as labels (CPT: AMA, D codes: ADA)', () => {
  const cases: Array<[string, string | null]> = [
    ['G0017', 'Synthetic text'],
    ['A4719', 'Synthetic text'],
    ['99213', null],
    ['0633T', null],
    ['0001F', null],
    ['D0120', null],
  ];
  for (const [code, label] of cases)
    assert.equal(servableLabel(code, 'Synthetic text'), label, code);
});

test('--gpci-from takes a release id or a CMS bundle name and nothing else', () => {
  assert.equal(normaliseRelease('rvu26a'), '2026A');
  assert.equal(normaliseRelease('2026a'), '2026A');
  assert.equal(normaliseRelease(undefined), undefined);
  assert.throws(() => normaliseRelease('January'), ImportRefused);
});

test('a GPCI file with too few localities, or a --gpci-from release not supplied, is refused', async (t) => {
  const source = process.env.OHDS_DATA_SOURCE;
  if (source === undefined || source === '') return t.skip(SKIP);
  const from = await mkdtemp(join(tmpdir(), 'ohds-fee-src-'));
  t.after(() => rm(from, { recursive: true, force: true }));
  const bundle = join(from, 'rvu26a');
  await mkdir(bundle);
  const original = join(source, 'cms-pfs/rvu26a');
  for (const f of ['PPRRVU2026_Jan_nonQPP.from-export.csv', 'OPPSCAP_Jan2026.from-export.csv'])
    await copyFile(join(original, f), join(bundle, f));
  await assert.rejects(runImporter(t, cmsPfsImporter, from, { 'gpci-from': '2026B' }), /2026B/);
  const gpci = (await readFile(join(original, 'GPCI2026.from-export.csv'), 'utf8'))
    .split('\n')
    .slice(0, 20)
    .join('\n');
  await writeFile(join(bundle, 'GPCI2026.from-export.csv'), gpci);
  await assert.rejects(
    runImporter(t, cmsPfsImporter, from, {}),
    (err: unknown) => err instanceof ImportRefused && /plausible range/.test(err.message),
  );
});

test('every refused fee-schedule file names the check that failed', () => {
  // Synthetic, deliberately broken inputs: each parser must refuse with `(check: <name>)` in the message.
  const cases: Array<[string, () => unknown, string]> = [
    [
      'a non-Texas ZIP in the 134.2 list',
      () =>
        parseZipList(
          ['75001', '10001', ...Array.from({ length: 20 }, (_, i) => String(75010 + i))].join('\n'),
          'zips.txt',
        ),
      'Texas ZIPs only',
    ],
    ['too short a 134.2 list', () => parseZipList('75001\n75002\n', 'zips.txt'), 'plausible count'],
    [
      'a PPRRVU file without its header',
      () => parsePprrvu('no,header,here\n1,2,3\n', 'PPRRVU.csv'),
      'expected columns',
    ],
    [
      'a ZIP-to-region list without its columns',
      () => parsePaZipRegions('POSTCODE,AREA\n15001,001\n', 'PA_zip_regions.csv'),
      'expected columns',
    ],
    [
      'a ZIP5 file far too short',
      () =>
        parseZip5Csv(
          'STATE,ZIP CODE,CARRIER,LOCALITY,RURAL IND,LAB CB LOCALITY,RURAL IND2,PLUS 4 FLAG,PART B DRUG INDICATOR,YEAR/QTR\nCA,94110,01112,05,,,,0,,20261\n',
          'ZIP5.csv',
        ),
      'plausible count',
    ],
  ];
  for (const [what, run, check] of cases) {
    assert.throws(
      run,
      (err: unknown) => err instanceof ImportRefused && err.message.includes(`(check: ${check})`),
      what,
    );
  }
});
