import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { FIXTURES, importInto, runCli, tempDataDir } from '../lookup/helpers.ts';

async function regs(t: TestContext): Promise<(args: string[]) => ReturnType<typeof runCli>> {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  return (args) => runCli(['regs', ...args], { OHDS_DATA_DIR: store.dataDir });
}

test('regs get prints a section or one paragraph, as text or JSON', async (t) => {
  const cli = await regs(t);
  const section = await cli(['get', '1999.1']);
  assert.equal(section.code, 0);
  assert.match(
    section.out,
    /^29 CFR 1999\.1 Synthetic basic rule\.\nSubpart A · effective 2025-03-03 · https:\/\/www\.ecfr\.gov\/current\/title-29\/section-1999\.1\n\n\(a\) Basic requirement\./,
  );
  const paragraph = await cli(['get', '1999.1', '--paragraph', '(b)(1)(ii)(B)', '--json']);
  assert.deepEqual(
    { ref: JSON.parse(paragraph.out).ref, text: JSON.parse(paragraph.out).text },
    { ref: '29 CFR 1999.1(b)(1)(ii)(B)', text: '(B) Events & other events.' },
  );
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
  assert.match(
    tree.out,
    /^Title 29\n {2}Part 1999 PART 1999—SYNTHETIC FIXTURE PART FOR IMPORTER TESTS \[id \d+\]\n {4}Subpart A /,
  );
});

test('regs answers exit 2 naming ohds data import when nothing is imported', async (t) => {
  const { tempDataDir } = await import('../lookup/helpers.ts');
  const { code, err } = await runCli(['regs', 'get', '1904.7'], {
    OHDS_DATA_DIR: await tempDataDir(t),
  });
  assert.equal(code, 2);
  assert.match(err, /ohds data import/);
});

test('regs get --id fetches what tree lists (a part heading) and, with --guidance, a guidance item', async (t) => {
  // SYNTHETIC guidance item in the documented import format.
  const file = join(await tempDataDir(t), 'guidance.json');
  await writeFile(
    file,
    JSON.stringify({
      items: [
        {
          identifier: 'SYNTHETIC-FAQ-1',
          source_type: 'faq',
          subject: 'Synthetic question',
          sections: ['1999.1'],
          full_text: 'Synthetic answer.',
          issue_date: null,
          source_url: null,
        },
      ],
    }),
  );
  const { store } = await importInto(t, FIXTURES, ['regulations', 'guidance'], { guidance: file });
  const cli = (args: string[]) => runCli(['regs', ...args], { OHDS_DATA_DIR: store.dataDir });
  const partId = /Part 1999 .* \[id (\d+)\]/.exec((await cli(['tree'])).out)![1]!;
  const part = await cli(['get', '--id', partId, '--json']);
  assert.equal(part.code, 0);
  assert.deepEqual(
    [JSON.parse(part.out).content_type, JSON.parse(part.out).section],
    ['part', null],
  );
  const guidanceId = String(
    JSON.parse((await cli(['search', 'synthetic', 'answer', '--json'])).out).results.find(
      (r: { type: string }) => r.type === 'guidance',
    ).id,
  );
  const guidance = await cli(['get', '--id', guidanceId, '--guidance']);
  assert.equal(guidance.code, 0);
  assert.match(guidance.out, /^SYNTHETIC-FAQ-1 Synthetic question\nfaq · issued date unknown/);
  const both = await cli(['get', '1999.1', '--id', partId]);
  assert.equal(both.code, 2);
  assert.match(both.err, /Exactly one of id and section/);
});
