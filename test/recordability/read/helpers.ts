/** Shared by the part-reader tests: read one part of a case and check the facts and their verbatim evidence. */
import assert from 'node:assert/strict';
import type { FactKey, Tri } from '../../../src/recordability/facts/schema.ts';
import { readPartOffline } from '../../../src/recordability/read/offline/index.ts';
import { caseTexts } from '../../../src/recordability/read/verify.ts';
import type { FactorName, RecordabilityCase } from '../../../src/recordability/schema.ts';

/** A fact's expected value, or `absent` when the reader must leave it unread. */
export type Expect = Partial<Record<FactKey, Tri | 'absent'>>;

const fold = (s: string) => s.replace(/\s+/g, ' ');

/**
 * Reads `part` of `c` and asserts each expected fact; every evidence span must be verbatim case text, in the
 * field its `where` names (`sameField`, default) or, with white space folded, anywhere in the case.
 */
export function assertReading(
  part: FactorName,
  c: RecordabilityCase,
  expect: Expect,
  sameField = true,
): void {
  const facts = readPartOffline(part, c).facts;
  const texts = caseTexts(c);
  for (const [key, want] of Object.entries(expect) as Array<[FactKey, Tri | 'absent']>) {
    const got = facts[key];
    if (want === 'absent') {
      assert.equal(got, undefined, `${key} should not be read`);
      continue;
    }
    assert.ok(got !== undefined, `${key} should be read`);
    assert.equal(got.value, want, `${key}`);
    assert.ok(got.evidence.length > 0, `${key} has evidence`);
    for (const e of got.evidence) {
      const found = sameField
        ? texts.some((t) => t.where === e.where && t.text.includes(e.span))
        : texts.some((t) => fold(t.text).includes(fold(e.span)));
      assert.ok(found, `${key}: "${e.span}" is verbatim${sameField ? ` at ${e.where}` : ''}`);
    }
  }
}

/** The treatments the offline reader finds, as `key:class` ("medication_otc:first_aid"). */
export const treatmentClasses = (c: RecordabilityCase): string[] =>
  readPartOffline('treatment', c).treatments.map((t) => `${t.key}:${t.class}`);

/** The value one part's offline reader gives a fact, or `unread`. */
export const factValue = (part: FactorName, c: RecordabilityCase, key: FactKey): string =>
  readPartOffline(part, c).facts[key]?.value ?? 'unread';
