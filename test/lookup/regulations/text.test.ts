import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSectionText } from '../../../src/lookup/regulations/text.ts';

const paths = (blocks: string[]): string[] =>
  buildSectionText(blocks).paragraphs.map((p) => p.path);

test('designators are placed by context, including roman numerals that look like letters', () => {
  const cases: Array<[string, string[], string[]]> = [
    [
      'plain levels',
      ['(a) A.', '(1) One.', '(i) Roman.', '(A) Cap.', '(ii) Roman two.', '(2) Two.', '(b) B.'],
      ['(a)', '(a)(1)', '(a)(1)(i)', '(a)(1)(i)(A)', '(a)(1)(ii)', '(a)(2)', '(b)'],
    ],
    [
      '(i) after (h) is a letter',
      [...'abcdefghi'].map((l) => `(${l}) Text.`),
      [...'abcdefghi'].map((l) => `(${l})`),
    ],
    [
      '(viii) and (ix) are roman',
      [
        '(a) A.',
        '(1) One.',
        '(i) 1.',
        '(ii) 2.',
        '(iii) 3.',
        '(iv) 4.',
        '(v) 5.',
        '(vi) 6.',
        '(vii) 7.',
        '(viii) 8.',
        '(ix) 9.',
      ],
      [
        '(a)',
        '(a)(1)',
        '(a)(1)(i)',
        '(a)(1)(ii)',
        '(a)(1)(iii)',
        '(a)(1)(iv)',
        '(a)(1)(v)',
        '(a)(1)(vi)',
        '(a)(1)(vii)',
        '(a)(1)(viii)',
        '(a)(1)(ix)',
      ],
    ],
    [
      'inline child after a subject heading',
      ['(a) A.', '(b) *Implementation*—(1) *Q?* Answer.', '(2) Two.'],
      ['(a)', '(b)', '(b)(1)', '(b)(2)'],
    ],
    [
      'inline child after " - "',
      ['(a) A.', '(1) One.', '(2) *Q?* - (i) *STS.* Text.'],
      ['(a)', '(a)(1)', '(a)(2)', '(a)(2)(i)'],
    ],
    [
      'a parenthetical that is not the next designator stays text',
      ['(a) A.', '(c) skipped letter.'],
      ['(a)'],
    ],
  ];
  for (const [name, blocks, expected] of cases) assert.deepEqual(paths(blocks), expected, name);
});

test('a parent paragraph spans its children and stops at a section note', () => {
  const { fullText, paragraphs } = buildSectionText([
    '(a) *Basic.* Text.',
    '(1) Child.',
    'Note to § 1999.1:',
    'Note text.',
  ]);
  const span = (p: string) => {
    const s = paragraphs.find((x) => x.path === p)!;
    return fullText.slice(s.start, s.end);
  };
  assert.equal(span('(a)'), '(a) Basic. Text.\n(1) Child.');
  assert.equal(fullText, '(a) Basic. Text.\n(1) Child.\nNote to § 1999.1:\nNote text.');
});
