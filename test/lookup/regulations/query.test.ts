import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { getRegulation } from '../../../src/lookup/regulations/service.ts';
import { FIXTURES, importInto, tempDataDir } from '../helpers.ts';

test('a section present in two titles needs title, and the 400 lists the candidates', async (t) => {
  const from = await tempDataDir(t);
  const xml = await readFile(join(FIXTURES, 'ecfr/title-29/synthetic-part-1999.xml'), 'utf8');
  for (const title of ['29', '30']) {
    await mkdir(join(from, 'ecfr', `title-${title}`), { recursive: true });
    await writeFile(
      join(from, 'ecfr', `title-${title}`, 'part.xml'),
      xml.replace('<DIV1 N="29" TYPE="TITLE">', `<DIV1 N="${title}" TYPE="TITLE">`),
    );
  }
  const { store } = await importInto(t, from, ['regulations']);
  await assert.rejects(
    getRegulation(store, { section: '1999.1', type: 'regulation' }),
    (err: Error & { extras?: { field?: string } }) => {
      assert.equal(err.name, 'ValidationError');
      assert.equal(err.extras?.field, 'title');
      assert.match(err.message, /29, 30/);
      return true;
    },
  );
  const item = await getRegulation(store, { section: '1999.1', title: 30, type: 'regulation' });
  assert.equal(item.type === 'regulation' && item.cfr_title, 30);
  assert.equal(
    item.type === 'regulation' && item.source_url,
    'https://www.ecfr.gov/current/title-30/section-1999.1',
  );
});
