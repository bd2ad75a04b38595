import assert from 'node:assert/strict';
import { test } from 'node:test';
import { writeSynthetic } from '../lookup/codes/synthetic.ts';
import { FIXTURES, realDataSource, runCli, tempDataDir } from '../lookup/helpers.ts';

test('data status lists every dataset as not imported on a fresh data dir', async (t) => {
  const dataDir = await tempDataDir(t);
  const { code, out } = await runCli(['data', 'status'], { OHDS_DATA_DIR: dataDir });
  assert.equal(code, 0);
  for (const name of ['regulations', 'guidance', 'icd10cm', 'naics', 'cpt'])
    assert.match(out, new RegExp(`^${name}: not imported: run \`ohds data import\``, 'm'));
});

test('data import takes --from from OHDS_DATA_SOURCE, reports each dataset and status shows the gaps', async (t) => {
  const dataDir = await tempDataDir(t);
  const source = await writeSynthetic(await tempDataDir(t));
  const imported = await runCli(['data', 'import', '--only', 'naics', 'cpt'], {
    OHDS_DATA_DIR: dataDir,
    OHDS_DATA_SOURCE: source,
  });
  assert.equal(imported.code, 0, imported.err);
  assert.match(imported.err, /^imported naics: NAICS 2022/m);
  assert.match(imported.err, /^imported cpt: /m);
  const status = await runCli(['data', 'status', '--json'], { OHDS_DATA_DIR: dataDir });
  const cpt = (
    JSON.parse(status.out) as {
      datasets: Array<{ name: string; imported: boolean; manifest?: { gaps: string[] } }>;
    }
  ).datasets.find((d) => d.name === 'cpt')!;
  assert.equal(cpt.imported, true);
  assert.ok(cpt.manifest!.gaps.some((g) => /CPT labels are null/.test(g)));
  assert.ok(cpt.manifest!.gaps.some((g) => /codes only/.test(g)));
});

test('a refused dataset exits 1 while the others still import', async (t) => {
  const dataDir = await tempDataDir(t);
  const source = await writeSynthetic(await tempDataDir(t), {
    'naics/naics-2022-2-6digit-codes.csv': 'code,name\n',
  });
  const { code, err } = await runCli(
    ['data', 'import', '--from', source, '--only', 'naics', 'icd10cm'],
    { OHDS_DATA_DIR: dataDir },
  );
  assert.equal(code, 1);
  assert.match(err, /^FAILED naics: .*check: expected columns/m);
  assert.match(err, /^imported icd10cm/m);
});

test('usage errors exit 2', async (t) => {
  const dataDir = await tempDataDir(t);
  const cases: Array<[string[], Record<string, string>, RegExp]> = [
    [['data', 'import'], { OHDS_DATA_DIR: dataDir }, /OHDS_DATA_SOURCE/],
    [
      ['data', 'import', '--from', FIXTURES, '--only', 'nope'],
      { OHDS_DATA_DIR: dataDir },
      /unknown datasets: nope/,
    ],
    [
      ['data', 'import', '--from', '/nonexistent-ohds-folder'],
      { OHDS_DATA_DIR: dataDir },
      /not a readable folder/,
    ],
  ];
  for (const [args, env, message] of cases) {
    const { code, err } = await runCli(args, env);
    assert.equal(code, 2, args.join(' '));
    assert.match(err, message);
  }
});

test('the real data imports in full', async (t) => {
  const from = realDataSource();
  if (from === null)
    return t.skip('OHDS_DATA_SOURCE not set: real-data import command test skipped');
  const dataDir = await tempDataDir(t);
  const { code, err } = await runCli(
    ['data', 'import', '--only', 'regulations', 'icd10cm', 'naics', 'cpt'],
    { OHDS_DATA_DIR: dataDir, OHDS_DATA_SOURCE: from },
  );
  assert.equal(code, 0, err);
  assert.equal(err.match(/^imported /gm)?.length, 4);
});
