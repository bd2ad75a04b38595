import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { importDatasets } from '../../../src/lookup/import.ts';
import { referenceImporters } from '../../../src/lookup/reference-importers.ts';
import { getRegulation, searchAll } from '../../../src/lookup/regulations/service.ts';
import { DataStore } from '../../../src/lookup/store.ts';
import { FIXTURES, tempDataDir } from '../helpers.ts';

const ITEM = {
  identifier: 'SYNTHETIC-FAQ-1',
  source_type: 'faq',
  subject: 'Synthetic question about a synthetic log',
  sections: ['1999.1'],
  full_text: 'Synthetic answer: the synthetic log closes yearly.',
  issue_date: '2025-01-02',
  source_url: null,
};

test('a guidance file in the documented format imports and is fetched by id and found by search', async (t) => {
  const dir = await tempDataDir(t);
  const file = join(dir, 'guidance.json');
  await writeFile(file, JSON.stringify({ items: [ITEM] }));
  const dataDir = await tempDataDir(t);
  const outcomes = await importDatasets(referenceImporters, {
    from: FIXTURES,
    dataDir,
    only: ['regulations', 'guidance'],
    options: { guidance: file },
    log: () => {},
  });
  assert.deepEqual(
    outcomes.filter((o) => o.status !== 'skipped').map((o) => `${o.name}:${o.status}`),
    ['regulations:imported', 'guidance:imported'],
  );
  const store = new DataStore(dataDir);
  const found = await searchAll(store, { q: 'synthetic log closes', limit: 10, type: 'guidance' });
  assert.equal(found.results.length, 1);
  const id = found.results[0]!.id;
  const item = await getRegulation(store, { id, type: 'guidance' });
  assert.deepEqual(
    Object.keys(item).sort(),
    [
      'code',
      'full_text',
      'id',
      'identifier',
      'issue_date',
      'label',
      'sections',
      'source_type',
      'source_url',
      'subject',
      'type',
    ].sort(),
  );
  assert.equal(item.code, 'SYNTHETIC-FAQ-1');
  assert.equal(item.label, ITEM.subject);
  await assert.rejects(getRegulation(store, { id: id + 1, type: 'guidance' }), {
    name: 'NotFound',
  });
});

test('guidance files that break the format are refused with the field named', async (t) => {
  const cases: Array<[unknown, RegExp]> = [
    [{ items: [{ ...ITEM, source_type: 'blog' }] }, /field 'items\.0\.source_type'/],
    [{ items: [ITEM, ITEM] }, /check: unique identifiers/],
    [{ items: [] }, /field 'items'/],
  ];
  for (const [content, message] of cases) {
    const dir = await tempDataDir(t);
    const file = join(dir, 'guidance.json');
    await writeFile(file, JSON.stringify(content));
    const [outcome] = (
      await importDatasets(referenceImporters, {
        from: FIXTURES,
        dataDir: dir,
        only: ['guidance'],
        options: { guidance: file },
        log: () => {},
      })
    ).filter((o) => o.name === 'guidance');
    assert.equal(outcome!.status, 'failed');
    assert.match(outcome!.status === 'failed' ? outcome!.error : '', message);
  }
});
