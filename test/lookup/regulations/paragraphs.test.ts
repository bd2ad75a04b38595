import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadParagraphIndex } from '../../../src/lookup/regulations/paragraphs.ts';
import { DataStore } from '../../../src/lookup/store.ts';
import { FIXTURES, importInto, realDataSource, tempDataDir } from '../helpers.ts';

test('paragraphs of the synthetic eCFR XML part resolve with their nested sub-paragraphs', async (t) => {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  const index = await loadParagraphIndex(store);
  const cases: Array<[string, string | null]> = [
    ['29 CFR 1999.1(a)', '(a) Basic requirement. A synthetic employer keeps a synthetic log.'],
    [
      '29 CFR 1999.1(b)(1)(ii)',
      '(ii) It is a fixture event, including:\n(A) Events with a first\u2011aid flavour; and\n(B) Events & other events.',
    ],
    ['29 CFR 1999.1(b)(1)(ii)(B)', '(B) Events & other events.'],
    [
      '29 CFR 1999.1(b)(2)',
      '(2) When is the log closed? The log closes at the end of the synthetic year.',
    ],
    ['1999.2(a)(1)(ii)', '(ii) It was a drill.\nNote: Drills with real events count.'],
    [
      '§ 1999.2 (a)(2)',
      '(2) A flowchart follows.\n[Graphic ex99zz.001.gif: an image in the official text, not available as text]',
    ],
    ['29 CFR 1999.1(c)', null],
    ['30 CFR 1999.1(a)', null],
    ['not a citation', null],
  ];
  for (const [ref, text] of cases) assert.equal(index.get(ref)?.text ?? null, text, ref);
});

test('an inline sub-paragraph opens on the same line as its parent and the parent includes it', async (t) => {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  const index = await loadParagraphIndex(store);
  const parent = index.get('29 CFR 1999.1(b)')!;
  assert.ok(parent.text.startsWith('(b) Implementation—(1) What goes in the log?'));
  assert.ok(
    parent.text.endsWith('end of the synthetic year.'),
    'the section note is not part of (b)',
  );
  assert.equal(
    index.get('29 CFR 1999.1(b)(1)')!.text.split('\n')[0],
    '(1) What goes in the log? Each synthetic event goes in the log when:',
  );
  assert.equal(index.get('29 CFR 1999.2(a)(1)')!.ref, '29 CFR 1999.2(a)(1)');
});

test('quotes verify verbatim after whitespace normalisation only', async (t) => {
  const { store } = await importInto(t, FIXTURES, ['regulations']);
  const index = await loadParagraphIndex(store);
  const cases: Array<[string, string, boolean]> = [
    ['29 CFR 1999.1(b)(1)', 'Each synthetic   event goes\nin the log', true],
    ['29 CFR 1999.1(b)', 'It was a drill.', false],
    ['29 CFR 1999.1(b)(1)', 'each synthetic event', false],
    ['29 CFR 1999.1(b)(1)(i)', 'It is a fixture event', false],
    ['29 CFR 1999.1(b)(1)', '   ', false],
    ['29 CFR 1999.9(a)', 'anything', false],
  ];
  for (const [ref, quote, expected] of cases)
    assert.equal(index.verifyQuote(ref, quote), expected, `${ref}: ${quote}`);
});

test('the paragraph index answers 503 naming ohds data import when regulations are not imported', async (t) => {
  const store = new DataStore(await tempDataDir(t));
  await assert.rejects(
    loadParagraphIndex(store),
    (err: Error & { code?: string }) =>
      err.name === 'ServiceUnavailable' && /ohds data import/.test(err.message),
  );
});

test('the real Part 1904 text resolves to the paragraph, lists included', async (t) => {
  const from = realDataSource();
  if (from === null) return t.skip('OHDS_DATA_SOURCE not set: real-data paragraph test skipped');
  const { store } = await importInto(t, from, ['regulations']);
  const index = await loadParagraphIndex(store);
  assert.match(
    index.get('29 CFR 1904.7(b)(5)(ii)(A)')!.text,
    /^\(A\) Using a non-prescription medication at nonprescription strength/,
  );
  const firstAid = index.get('29 CFR 1904.7(b)(5)(ii)')!.text;
  for (const letter of 'ABCDEFGHIJKLMN')
    assert.match(firstAid, new RegExp(`^\\(${letter}\\) `, 'm'));
  assert.match(index.get('29 CFR 1904.7(b)(1)')!.text, /^\(1\) How do I decide if a case meets/);
  assert.match(
    index.get('29 CFR 1904.5(b)(2)(ix)')!.text,
    /^\(ix\) The illness is a mental illness\./,
  );
  assert.ok(
    index.verifyQuote(
      '29 CFR 1904.1(a)(1)',
      'If your company had 10 or fewer employees at all times during the last calendar year',
    ),
  );
  assert.equal(index.get('29 CFR 1904.41(a)'), null, 'superseded 1904.41 is not served');
  assert.doesNotMatch(index.get('29 CFR 1904.4')!.text, /Link to an amendment/);
});
