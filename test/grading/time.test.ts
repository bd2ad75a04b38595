/** Strict ISO 8601 timestamps and active durations. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDayOrTimestamp, parseTimestamp, WaitIndex } from '../../src/grading/time.ts';

const timestamps: Array<[unknown, string | null]> = [
  ['2026-03-02T08:00:00Z', '2026-03-02T08:00:00.000Z'],
  ['2026-03-02T08:00Z', '2026-03-02T08:00:00.000Z'],
  ['2026-03-02T08:00:00.250Z', '2026-03-02T08:00:00.250Z'],
  ['2026-03-02T08:00:00', '2026-03-02T08:00:00.000Z'],
  ['2026-03-02 08:00:00Z', '2026-03-02T08:00:00.000Z'],
  ['2026-03-02T10:00:00+02:00', '2026-03-02T08:00:00.000Z'],
  ['2026-03-02T03:30:00-0430', '2026-03-02T08:00:00.000Z'],
  ['2026-03-02', null],
  ['2026-02-29T08:00:00Z', null],
  ['2026-13-01T08:00:00Z', null],
  ['2026-03-02T24:00:00Z', null],
  ['2026-03-02T08:00:00+19:00', null],
  ['March 2nd', null],
  ['', null],
  [1767225600000, null],
  [null, null],
  [undefined, null],
];
for (const [input, expected] of timestamps) {
  test(`timestamp ${JSON.stringify(input)} parses to ${expected ?? 'nothing'}`, () => {
    const ms = parseTimestamp(input);
    assert.equal(ms === null ? null : new Date(ms).toISOString(), expected);
  });
}

const H = 3_600_000;
const durations: Array<[string, Array<{ start: number; end: number }>, number, number, number]> = [
  ['no waits', [], 0, 10 * H, 10],
  ['a wait inside', [{ start: 2 * H, end: 5 * H }], 0, 10 * H, 7],
  ['a wait straddling the start', [{ start: -5 * H, end: 2 * H }], 0, 10 * H, 8],
  ['a wait straddling the end', [{ start: 8 * H, end: 20 * H }], 0, 10 * H, 8],
  [
    'overlapping waits counted once',
    [
      { start: 1 * H, end: 4 * H },
      { start: 3 * H, end: 6 * H },
    ],
    0,
    10 * H,
    5,
  ],
  ['a wait outside', [{ start: 20 * H, end: 30 * H }], 0, 10 * H, 10],
  ['a wait covering everything', [{ start: -H, end: 11 * H }], 0, 10 * H, 0],
  ['an end before the start', [], 10 * H, 0, 0],
];
for (const [label, waits, from, to, hours] of durations) {
  test(`active hours with ${label} are ${hours}`, () => {
    assert.equal(new WaitIndex(waits).activeHours(from, to), hours);
  });
}

const days: Array<[unknown, 'start' | 'end', string | null]> = [
  ['2026-03-02', 'start', '2026-03-02T00:00:00.000Z'],
  ['2026-03-02', 'end', '2026-03-02T23:59:59.999Z'],
  ['2026-03-02T08:00:00Z', 'end', '2026-03-02T08:00:00.000Z'],
  ['2026-02-29', 'end', null],
  ['2026-3-2', 'start', null],
  [20260302, 'start', null],
];
for (const [input, edge, expected] of days) {
  test(`a due or filed value ${JSON.stringify(input)} read at the ${edge} of its day is ${expected ?? 'nothing'}`, () => {
    const ms = parseDayOrTimestamp(input, edge);
    assert.equal(ms === null ? null : new Date(ms).toISOString(), expected);
  });
}
