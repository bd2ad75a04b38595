import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { writeSynthetic } from '../lookup/codes/synthetic.ts';
import { importInto, runCli, tempDataDir } from '../lookup/helpers.ts';

async function codes(t: TestContext): Promise<(args: string[]) => ReturnType<typeof runCli>> {
  const { store } = await importInto(t, await writeSynthetic(await tempDataDir(t)), [
    'icd10cm',
    'naics',
    'cpt',
  ]);
  return (args) => runCli(['codes', ...args], { OHDS_DATA_DIR: store.dataDir });
}

test('codes get prints the ancestry, search the matches, tree the children', async (t) => {
  const cli = await codes(t);
  const cases: Array<[string[], RegExp]> = [
    [
      ['icd10cm', 'get', 'A01.02XA'],
      /^1 {2}Synthetic chapter one \(A00-A01\)\n {2}A00-A01 {2}Synthetic section \(A00-A01\)\n {4}A01 {2}Synthetic category one\n {6}A01\.02XA {2}Synthetic condition one, initial encounter\n$/,
    ],
    [
      ['naics', 'search', 'plumbing'],
      /^238220 {2}Synthetic National Industry, Plumbing-like\n1 match\(es\)\n$/,
    ],
    [
      ['cpt', 'get', '99999'],
      /99999 {2}\(no label: CPT descriptors are copyright the American Medical Association/,
    ],
    [
      ['naics', 'tree', '2382'],
      /^2382 {2}Synthetic Industry Group\n {2}23822 {2}Synthetic NAICS Industry \(1\)\n$/,
    ],
  ];
  for (const [args, expected] of cases) {
    const { code, out, err } = await cli(args);
    assert.equal(code, 0, err);
    assert.match(out, expected, args.join(' '));
  }
  const json = JSON.parse((await cli(['cpt', 'get', 'G0008', '--json'])).out);
  assert.equal(json.label, 'Synthetic CMS short descriptor');
});

test('codes rejects an unknown set or action with exit 2 and answers 404 as exit 1', async (t) => {
  const cli = await codes(t);
  const cases: Array<[string[], number]> = [
    [['snomed', 'get', 'x'], 2],
    [['naics', 'list'], 2],
    [['naics', 'get'], 2],
    [['naics', 'get', '999999'], 1],
  ];
  for (const [args, expected] of cases)
    assert.equal((await cli(args)).code, expected, args.join(' '));
});
