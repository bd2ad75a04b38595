import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findInboundIdentifier, scanOutboundText } from '../../src/privacy/index.ts';
import { normalizeText } from '../../src/privacy/normalize.ts';
import { takeExaminedCount } from '../../src/privacy/patterns.ts';
import { ADVERSARIAL } from './adversarial.ts';

// Work is counted (characters the scan reads), not timed: the bound holds on any machine and load.
const BODY_LIMIT = 520_000;
/** Characters read per character of input plus normalised text (NFKC may lengthen the text up to 18 times). */
const WORK_PER_CHAR = 8;
const now = new Date('2026-06-15T12:00:00Z');

/** The characters one scan of `text` reads, per character of input plus normalised text. */
function workPerChar(
  scan: (text: string) => unknown,
  text: string,
  normalized = normalizeText(text),
): number {
  takeExaminedCount();
  scan(text);
  return takeExaminedCount() / (text.length + normalized.length);
}

const scans: ReadonlyArray<readonly [string, (text: string) => unknown]> = [
  ['outbound', scanOutboundText],
  ['inbound value', (text) => findInboundIdentifier({ note: text }, { now })],
  ['inbound key', (text) => findInboundIdentifier({ [text]: 1 }, { now })],
];

/** The outbound scan's work per character at the body limit, per input: counted once, asserted by two tests. */
const outboundAtLimit = new Map<string, number>();

test('every scan reads at most a small constant number of characters per input character, at the body limit', () => {
  for (const [name, make] of ADVERSARIAL) {
    const text = make(BODY_LIMIT);
    const normalized = normalizeText(text);
    for (const [where, scan] of scans) {
      const work = workPerChar(scan, text, normalized);
      if (scan === scanOutboundText) outboundAtLimit.set(name, work);
      assert.ok(
        work <= WORK_PER_CHAR,
        `${where}, ${name}: ${work.toFixed(2)} characters read per character`,
      );
    }
  }
});

test('the work per character does not grow with the length (linear scaling)', () => {
  for (const [name, make] of ADVERSARIAL) {
    const small = workPerChar(scanOutboundText, make(BODY_LIMIT / 16));
    const large = outboundAtLimit.get(name) ?? workPerChar(scanOutboundText, make(BODY_LIMIT));
    assert.ok(
      large <= small * 1.05 + 0.1,
      `${name}: ${small.toFixed(2)} per character at 1/16 of the limit, ${large.toFixed(2)} at the limit`,
    );
  }
});

test('an identifier after a long adversarial prefix is still found', () => {
  for (const [name, make] of ADVERSARIAL) {
    const prefix = make(BODY_LIMIT / 8);
    for (const [id, kind] of [
      [' 123-45-6789', 'ssn'],
      [' x.y@example.org', 'email'],
      [' (555) 867-5309', 'phone'],
      [' March 3, 1980', 'date'],
    ] as const) {
      assert.equal(scanOutboundText(`${prefix}${id}`), kind, `${name} + ${kind}`);
    }
  }
});
