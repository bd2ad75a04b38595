/** `section=1999.1(b)(1)` names a paragraph: it is returned with its section, or a note says which one is missing. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getRegulation } from '../../src/lookup/regulations/service.ts';
import { FIXTURES, importInto, runCli } from './helpers.ts';

test('a paragraph reference returns the section and that paragraph with its served text', async (t) => {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  const found = await getRegulation(store, { section: '1999.1(b)(1)(ii)(B)', type: 'regulation' });
  assert.ok(found.type === 'regulation');
  assert.equal(found.section, '1999.1');
  assert.deepEqual(found.paragraph, {
    id: '(b)(1)(ii)(B)',
    text: '(B) Events & other events.',
    section: '1999.1',
  });
  assert.ok(found.full_text.includes(found.paragraph!.text));
  assert.equal(found.notes, undefined);
});

test('a paragraph that is not in the text gives the section and a note naming it, never text of its own', async (t) => {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  const found = await getRegulation(store, { section: '1999.1(z)(9)', type: 'regulation' });
  assert.ok(found.type === 'regulation');
  assert.equal(found.paragraph, undefined);
  assert.deepEqual(found.notes, [
    'Paragraph (z)(9) of section 1999.1 is not in the imported text; the whole section is returned.',
  ]);
});

test('a plain section has neither field', async (t) => {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  const found = await getRegulation(store, { section: '1999.1', type: 'regulation' });
  assert.ok(!('paragraph' in found) && !('notes' in found));
});

test('ohds regs get 1999.1(b)(1)(ii)(B) prints that paragraph', async (t) => {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  const { code, out } = await runCli(['regs', 'get', '1999.1(b)(1)(ii)(B)'], {
    OHDS_DATA_DIR: store.dataDir,
  });
  assert.equal(code, 0);
  assert.equal(out, '29 CFR 1999.1(b)(1)(ii)(B)\n\n(B) Events & other events.\n');
});
