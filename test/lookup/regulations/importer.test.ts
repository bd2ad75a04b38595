import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { importDatasets } from '../../../src/lookup/import.ts';
import { referenceImporters } from '../../../src/lookup/reference-importers.ts';
import { loadParagraphIndex } from '../../../src/lookup/regulations/paragraphs.ts';
import { DataStore } from '../../../src/lookup/store.ts';
import { tempDataDir } from '../helpers.ts';

/** Synthetic Markdown-mirror sections (invented text in the mirror's layout). */
const SECTIONS: Record<string, { text: string; status: string }> = {
  '1999.5': {
    status: 'believed-current-text',
    text: '##### § 1999.5 Synthetic current section. #####\n\nLink to an amendment published at 90 FR 1, Jan. 1, 2025.\n\n(a) *Basic requirement.* Synthetic *current* text.\n\n[90 FR 1000, Jan. 2, 2025]\n',
  },
  '1999.6': {
    status: 'superseded',
    text: '##### § 1999.6 Synthetic superseded section. #####\n\n(a) Old synthetic text.\n',
  },
};

async function writeMirror(
  t: TestContext,
  edit: (manifest: { sections: Array<Record<string, unknown>> }) => void = () => {},
): Promise<string> {
  const from = await tempDataDir(t);
  const folder = join(from, 'ecfr', 'title-29', 'part-1999');
  await mkdir(folder, { recursive: true });
  const manifest = {
    sections: Object.entries(SECTIONS).map(([section, { text, status }]) => ({
      section,
      subpart: 'A',
      heading: 'x',
      file: `section-${section}.md`,
      status,
      chars: [...text.replace(/\n+$/, '')].length,
      sha256: createHash('sha256').update(text).digest('hex'),
    })),
    missing: ['1999.7 Synthetic missing section'],
  };
  for (const [section, { text }] of Object.entries(SECTIONS))
    await writeFile(join(folder, `section-${section}.md`), text);
  edit(manifest);
  await writeFile(join(folder, 'MANIFEST.json'), JSON.stringify(manifest));
  return from;
}

async function importMirror(t: TestContext, from: string) {
  const dataDir = await tempDataDir(t);
  const outcome = (
    await importDatasets(referenceImporters, {
      from,
      dataDir,
      only: ['regulations'],
      options: {},
      log: () => {},
    })
  ).find((o) => o.name === 'regulations')!;
  return { outcome, store: new DataStore(dataDir) };
}

test('the Markdown mirror imports current text, strips banners and emphasis, and never stores superseded text', async (t) => {
  const { outcome, store } = await importMirror(t, await writeMirror(t));
  assert.equal(outcome.status, 'imported');
  const manifest = outcome.status === 'imported' ? outcome.manifest : null!;
  assert.equal(manifest.counts.sections, 1);
  assert.ok(manifest.gaps.some((g) => /1999\.6: the source holds only superseded text/.test(g)));
  assert.ok(manifest.gaps.some((g) => /not in the source: 1999\.7/.test(g)));
  const index = await loadParagraphIndex(store);
  assert.equal(
    index.get('29 CFR 1999.5')!.text,
    '(a) Basic requirement. Synthetic current text.\n[90 FR 1000, Jan. 2, 2025]',
  );
  assert.equal(index.get('29 CFR 1999.6'), null);
});

test('the mirror importer refuses files that fail a check', async (t) => {
  const cases: Array<[string, (m: { sections: Array<Record<string, unknown>> }) => void, RegExp]> =
    [
      [
        'checksum',
        (m) => {
          m.sections[0]!.sha256 = '0'.repeat(64);
        },
        /check: checksum/,
      ],
      [
        'length',
        (m) => {
          m.sections[0]!.chars = 1;
        },
        /check: character count/,
      ],
      [
        'status',
        (m) => {
          m.sections[0]!.status = 'draft';
        },
        /check: status/,
      ],
      [
        'section number',
        (m) => {
          m.sections[0]!.section = '1999.8';
        },
        /check: section number/,
      ],
      [
        'unlisted file',
        (m) => {
          m.sections.pop();
        },
        /check: manifest completeness/,
      ],
    ];
  for (const [name, edit, message] of cases) {
    const { outcome } = await importMirror(t, await writeMirror(t, edit));
    assert.equal(outcome.status, 'failed', name);
    assert.match(outcome.status === 'failed' ? outcome.error : '', message, name);
  }
});

test('re-importing the same files gives byte-identical indexes and keeps ids', async (t) => {
  const from = await writeMirror(t);
  const dataDir = await tempDataDir(t);
  const run = () =>
    importDatasets(referenceImporters, {
      from,
      dataDir,
      only: ['regulations'],
      options: {},
      log: () => {},
    });
  const { readFile, readdir } = await import('node:fs/promises');
  await run();
  const first = await readFile(join(dataDir, 'regulations', 'index.json'), 'utf8');
  await run();
  assert.equal(await readFile(join(dataDir, 'regulations', 'index.json'), 'utf8'), first);
  assert.deepEqual(
    (await readdir(dataDir)).sort(),
    ['regulations'],
    'no staging or retired folders left behind',
  );
});
