/** Importer checks: the jurisdiction configuration, --gpci-from, and refusal of implausible files. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImportRefused, type DatasetImporter } from '../../../src/lookup/dataset.ts';
import { cmsPfsImporter, normaliseRelease, servableLabel } from '../../../src/lookup/fee-schedule/cms-pfs-importer.ts';
import { jurisdictionConfigImporter } from '../../../src/lookup/fee-schedule/jurisdiction-config.ts';
import { SKIP } from './support.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function runImporter(t: { after(fn: () => Promise<void>): void }, importer: DatasetImporter, from: string, options: Record<string, string>) {
  const outDir = await mkdtemp(join(tmpdir(), 'ohds-fee-out-'));
  t.after(() => rm(outDir, { recursive: true, force: true }));
  return importer.run({ from, outDir, options, log: () => {} });
}

test('the sample configuration TEMPLATE imports with every unfilled field listed as a gap', async (t) => {
  const file = join(ROOT, 'samples/fee/jurisdiction-config.template.json');
  const manifest = await runImporter(t, jurisdictionConfigImporter, ROOT, { 'jurisdiction-config': file });
  assert.deepEqual(manifest.gaps, [
    'CA 2026-03-01: citation, medicare_release, conversion_factors.anesthesia, conversion_factors.other not filled in',
    'CA 2026-10-01: citation, medicare_release, conversion_factors.anesthesia, conversion_factors.other not filled in',
    'TX 2026-01-01: citation, medicare_release, conversion_factors.general, conversion_factors.surgery_facility not filled in',
  ]);
});

test('a configuration outside the table\u2019s windows or with a non-decimal factor is refused', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-fee-cfg-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const template = JSON.parse(await readFile(join(ROOT, 'samples/fee/jurisdiction-config.template.json'), 'utf8'));
  const shifted = structuredClone(template);
  shifted.CA.versions[0].effective_from = '2026-01-01';
  const numeric = structuredClone(template);
  numeric.TX.versions[0].conversion_factors.general = 60;
  for (const [name, config] of [['shifted', shifted], ['numeric', numeric]] as const) {
    const file = join(dir, `${name}.json`);
    await writeFile(file, JSON.stringify(config));
    await assert.rejects(runImporter(t, jurisdictionConfigImporter, dir, { 'jurisdiction-config': file }), ImportRefused, name);
  }
});

test('only HCPCS Level II short descriptors are served as labels (CPT: AMA, D codes: ADA)', () => {
  const cases: Array<[string, string | null]> = [['G0017', 'Synthetic text'], ['A4719', 'Synthetic text'], ['99213', null], ['0633T', null], ['0001F', null], ['D0120', null]];
  for (const [code, label] of cases) assert.equal(servableLabel(code, 'Synthetic text'), label, code);
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
  for (const f of ['PPRRVU2026_Jan_nonQPP.from-export.csv', 'OPPSCAP_Jan2026.from-export.csv']) await copyFile(join(original, f), join(bundle, f));
  await assert.rejects(runImporter(t, cmsPfsImporter, from, { 'gpci-from': '2026B' }), /2026B/);
  const gpci = (await readFile(join(original, 'GPCI2026.from-export.csv'), 'utf8')).split('\n').slice(0, 20).join('\n');
  await writeFile(join(bundle, 'GPCI2026.from-export.csv'), gpci);
  await assert.rejects(runImporter(t, cmsPfsImporter, from, {}), (err: unknown) => err instanceof ImportRefused && /plausible range/.test(err.message));
});
