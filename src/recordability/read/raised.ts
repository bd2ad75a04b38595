/**
 * Raised but not settled: the facts the case text touches (TOPICS) that no reader settled, so the decision
 * falls back on the regulation's presumption (or on nothing) for them. The same screen runs whichever reader
 * filled the facts; it never changes a fact, only how sure the decision that rests on it can be.
 */
import { type CaseFacts, type FactKey, provenanceOf } from '../facts/schema.ts';
import type { RecordabilityCase } from '../schema.ts';
import { TOPICS } from './raised-topics.ts';
import { caseTexts } from './verify.ts';

/** Facts left to a presumption (or unknown without evidence) whose topic the case text touches. */
export function unsettledFacts(c: RecordabilityCase, facts: CaseFacts['facts']): FactKey[] {
  const text = caseTexts(c)
    .map((t) => t.text)
    .join('\n');
  return (Object.keys(TOPICS) as FactKey[]).filter((key) => {
    const value = facts[key];
    const settled =
      value.value !== 'unknown' &&
      provenanceOf(value) !== 'presumption' &&
      provenanceOf(value) !== 'none';
    return (
      !settled &&
      value.evidence.every((e) => e.provenance === 'presumption') &&
      TOPICS[key]!.test(text)
    );
  });
}
