import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { FIXTURES, importInto, runCli } from '../lookup/helpers.ts';

async function regs(t: TestContext): Promise<(args: string[]) => ReturnType<typeof runCli>> {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  return (args) => runCli(['regs', ...args], { OHDS_DATA_DIR: store.dataDir });
}

test('regs get prints a section or one paragraph, as text or JSON', async (t) => {
  const cli = await regs(t);
  const section = await cli(['get', '1999.1']);
  assert.equal(section.code, 0);
  assert.match(section.out, /^29 CFR 1999\.1 Synthetic basic rule\.\nSubpart A · effective 2025-03-03 · https:\/\/www\.ecfr\.gov\/current\/title-29\/section-1999\.1\n\n\(a\) Basic requirement\./);
  const paragraph = await cli(['get', '1999.1', '--paragraph', '(b)(1)(ii)(B)', '--json']);
  assert.deepEqual({ ref: JSON.parse(paragraph.out).ref, text: JSON.parse(paragraph.out).text }, { ref: '29 CFR 1999.1(b)(1)(ii)(B)', text: '(B) Events & other events.' });
  const missing = await cli(['get', '1999.1', '--paragraph', '(z)']);
  assert.equal(missing.code, 1);
  assert.match(missing.err, /No paragraph 29 CFR 1999\.1\(z\)/);
});

test('regs search and tree print readable lines', async (t) => {
  const cli = await regs(t);
  const search = await cli(['search', 'synthetic', 'log']);
  assert.match(search.out, /^29 CFR 1999\.1\(/m);
  assert.match(search.out, /note: No guidance items/);
  const tree = await cli(['tree']);
  assert.match(tree.out, /^Title 29\n  Part 1999 PART 1999—SYNTHETIC FIXTURE PART FOR IMPORTER TESTS \[id \d+\]\n    Subpart A /);
});

test('regs answers exit 2 naming ohds data import when nothing is imported', async (t) => {
  const { tempDataDir } = await import('../lookup/helpers.ts');
  const { code, err } = await runCli(['regs', 'get', '1904.7'], { OHDS_DATA_DIR: await tempDataDir(t) });
  assert.equal(code, 2);
  assert.match(err, /ohds data import/);
});
