/** Day dates the caller wrote, masked where the service quotes them back (privacy/mask-dates.ts). SYNTHETIC text. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayDatesIn, maskDayDates, scanOutboundText } from '../../src/privacy/index.ts';

test('day dates are found in the forms incident notes use; month and year alone is not a day date', () => {
  const text =
    'Slipped Fri 1/10/2025 on the dock; seen 2025-01-11, again Jan 14, 2025 and on 15 January 2025. Prior case Feb 2025.';
  assert.deepEqual(dayDatesIn(text), [
    '1/10/2025',
    '2025-01-11',
    'Jan 14, 2025',
    '15 January 2025',
  ]);
  assert.deepEqual(dayDatesIn('Reference 29 CFR 1904.7(b)(5), 2.5 kg, lifted 40 lb 3 times'), []);
});

test('only the dates the caller wrote are masked, and the quote then passes the outbound scan', () => {
  const quoted = new Set(dayDatesIn('Slipped Fri 1/10/2025 on the dock.'));
  const echoed = 'narrative: "Slipped Fri 1/10/2025 on the dock."';
  assert.notEqual(scanOutboundText(echoed), null);
  const out = maskDayDates(echoed, quoted);
  assert.equal(out, 'narrative: "Slipped Fri [date] on the dock."');
  assert.equal(scanOutboundText(out), null);
  // A date the service generated itself is not the caller's and stays for the scan to fail.
  assert.equal(maskDayDates('Seen on 3/2/2025.', quoted), 'Seen on 3/2/2025.');
});
