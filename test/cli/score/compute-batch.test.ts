/** `ohds score --instruments a,b` on wide rows, in-process, and the pure pieces behind it. */
import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { run } from '../../../commands/index.ts';
import { planWide } from '../../../src/cli/score/compute-batch.ts';
import { isOhdsError, UsageError } from '../../../src/errors.ts';

async function score(
  args: string[],
  stdin: string,
): Promise<{ code: number; out: string; err: string }> {
  const [stdout, stderr] = [new PassThrough(), new PassThrough()];
  let [out, err] = ['', ''];
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const code = await run(['score', ...args], {
    stdin: Readable.from([stdin]),
    stdout,
    stderr,
    cwd: process.cwd(),
    env: {},
  });
  return { code, out, err };
}

const cols = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
// Synthetic rows: case id, 7 anxiety items (gad_N), 1 recovery expectation item.
const header = ['case_ref', ...cols('gad_', 7), 'recovery_expectation_item_1'].join(',');
const csv = [
  header,
  ['case-a', 3, 3, 3, 3, 3, 0, 0, 2].join(','), // anxiety 15 severe, recovery 2 poor
  ['case-b', 0, 0, 0, 0, 0, 0, 0, 9].join(','), // anxiety 0 minimal, recovery 9 good
  ['case-c', 1, 1, 1, 'x', 1, 1, 1, 9].join(','), // bad anxiety item: whole row fails
].join('\n');
const args = [
  '-',
  '--instruments',
  'anxiety_screen,recovery_expectation',
  '--map',
  'anxiety_screen=gad_{n}',
];

test('a wide CSV gets score and band columns per instrument and the elevated ones, each row all or nothing', async () => {
  const { code, out, err } = await score(args, csv);
  assert.equal(code, 1);
  const rows = parse(out, { columns: true }) as Array<Record<string, string>>;
  assert.deepEqual(
    rows.map((r) => [
      r.case_ref,
      r.anxiety_screen_score,
      r.anxiety_screen_band,
      r.recovery_expectation_band,
      r.elevated,
    ]),
    [
      ['case-a', '15', 'severe', 'poor', 'anxiety_screen recovery_expectation'],
      ['case-b', '0', 'minimal', 'good', ''],
      ['case-c', '', '', '', ''],
    ],
  );
  assert.match(rows[2]!.error!, /anxiety_screen: Field 'responses.item_4' must be an integer/);
  assert.match(err, /2 rows computed.*1 failed/);
});

test('--format ndjson writes the API compute body per row, and the row error with its field', async () => {
  const { out } = await score([...args, '--format', 'ndjson'], csv);
  const lines = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(lines[0].profile.elevated, {
    psychosocial: ['anxiety_screen'],
    rtw_belief: ['recovery_expectation'],
  });
  assert.equal(lines[1].results.recovery_expectation.finding.score, 9);
  assert.deepEqual(lines[2], {
    row: 3,
    error: {
      error: 'ValidationError',
      message: lines[2].error.message,
      field: 'instruments.anxiety_screen.responses.item_4',
    },
  });
});

test('bad --instruments or --map combinations are usage errors', async () => {
  const table: ReadonlyArray<readonly [string, () => unknown]> = [
    ['unknown instrument', () => planWide(['mood_ring'], ['item_1'], [])],
    [
      'repeated instrument',
      () =>
        planWide(['anxiety_screen', 'anxiety_screen'], cols('gad_', 7), ['anxiety_screen=gad_{n}']),
    ],
    ['map without ID=', () => planWide(['anxiety_screen'], cols('gad_', 7), ['gad_{n}'])],
    [
      'map for another instrument',
      () => planWide(['anxiety_screen'], cols('gad_', 7), ['orebro=gad_{n}']),
    ],
    [
      'no columns for an instrument',
      () => planWide(['anxiety_screen', 'orebro'], cols('gad_', 7), ['anxiety_screen=gad_{n}']),
    ],
  ];
  // Each is exit 2 on the command line (an unknown id is the engine's vocabulary ValidationError).
  for (const [name, fn] of table)
    assert.throws(
      fn,
      (err) =>
        isOhdsError(err) &&
        err.exitCode === 2 &&
        (err instanceof UsageError || name === 'unknown instrument'),
      name,
    );
  assert.equal(
    (await score(['-', '--instruments', 'anxiety_screen', '--instrument', 'orebro'], csv)).code,
    2,
  );
});
