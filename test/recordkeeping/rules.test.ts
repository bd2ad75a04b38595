/** Every column rule rests on words of the served regulation text (29 CFR 1904, from OHDS_DATA_SOURCE). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COLUMN_RULES } from '../../src/recordkeeping/rules.ts';
import { realParagraphs } from '../recordability/helpers.ts';

test("each rule's anchor occurs verbatim in the paragraph it cites", async (t) => {
  const real = await realParagraphs(t);
  if (real === null)
    return t.skip('OHDS_DATA_SOURCE is not set: no regulation text to check against');
  for (const r of COLUMN_RULES) {
    if (r.anchor === null) {
      assert.equal(
        real.index.get(r.ref),
        null,
        `${r.ref} is cited by number only because it is not served`,
      );
      continue;
    }
    assert.ok(real.index.verifyQuote(r.ref, r.anchor), `${r.column}: ${r.ref}`);
  }
});

test('every log column A-M has at least one rule', () => {
  for (const column of ['A', 'B', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'])
    assert.ok(
      COLUMN_RULES.some((r) => r.column === column),
      column,
    );
});
