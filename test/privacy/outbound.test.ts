import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { scanOutboundText } from '../../src/privacy/index.ts';

const cases: ReadonlyArray<readonly [string, string, ReturnType<typeof scanOutboundText>]> = [
  ['clean reasoning', 'The worker was injured while lifting boxes on premises.', null],
  ['an SSN', 'SSN 123-45-6789 noted', 'ssn'],
  ['an email', 'write to a.b@example.org', 'email'],
  ['a phone', 'call (555) 867-5309', 'phone'],
  ['any day date, even a future one', 'follow up on 2030-01-01', 'date'],
  ['a regulation citation', '29 CFR 1904.7(b)(5)(ii) lists first aid', null],
  ['a timestamp', 'at 2026-01-05T10:00:00Z', null],
];

test('generated text is classified by the identifier kind it carries', () => {
  for (const [title, text, kind] of cases) assert.equal(scanOutboundText(text), kind, title);
});

test('property: any string is scanned without throwing', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 500 }), (text) => {
      const kind = scanOutboundText(text);
      assert.ok(kind === null || ['ssn', 'email', 'phone', 'date'].includes(kind));
    }),
    { numRuns: 500 },
  );
});
