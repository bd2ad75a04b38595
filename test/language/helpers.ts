import assert from 'node:assert/strict';
import type { Doc, Span } from '../../src/language/index.ts';
import { analyze, tokenSpan } from '../../src/language/index.ts';

/** The doc of `text` and the span of the target's `nth` occurrence (0-based). */
export function targetIn(text: string, target: string, nth = 0): { doc: Doc; span: Span } {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(target, at + 1);
  assert.ok(at >= 0, `"${target}" is not in "${text}"`);
  const doc = analyze(text);
  const span = tokenSpan(doc, at, at + target.length);
  assert.ok(span !== undefined);
  return { doc, span };
}
