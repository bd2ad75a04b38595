/** `ohds grade`, in-process with injected I/O. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { run } from '../../commands/index.ts';
import { gradeCase } from '../../src/grading/grade.ts';
import { gradeCaseRequestSchema } from '../../src/grading/schema.ts';
import { parseWith } from '../../src/validation.ts';
import { textSink } from '../support/streams.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = '2026-06-01T00:00:00Z';
/** A synthetic member hash (64 hex digits, as the spec requires). */
const HASH = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';

const sink = textSink;

async function grade(args: string[], opts: { stdin?: string; tty?: boolean } = {}) {
  const stdout = sink(opts.tty),
    stderr = sink();
  const code = await run(['grade', ...args], {
    stdin: Readable.from([opts.stdin ?? '']),
    stdout,
    stderr,
    cwd: ROOT,
    env: {},
  });
  return { code, out: stdout.text(), err: stderr.text() };
}

test('a .json body prints the same result the engine returns, exit 0', async () => {
  const { code, out, err } = await grade(['samples/grading/case.json', '--now', NOW]);
  assert.equal(code, 0);
  const body = parseWith(
    gradeCaseRequestSchema,
    JSON.parse(await readFile(`${ROOT}samples/grading/case.json`, 'utf8')),
  );
  assert.deepEqual(JSON.parse(out), gradeCase(body, { now: new Date(NOW) }));
  assert.match(err, /graded 1 case, 0 failed/);
});

test('an .ndjson file grades every good line, reports bad lines by number and exits 1', async () => {
  const { code, out, err } = await grade(['samples/grading/cases.ndjson', '--now', NOW]);
  assert.equal(code, 1);
  const records = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { line: number; members?: unknown[]; error?: { field?: string } });
  assert.deepEqual(
    records.map((r) => r.line),
    [1, 2, 3, 4, 5],
  );
  assert.deepEqual(
    records.map((r) => 'members' in r),
    [true, true, true, false, false],
  );
  assert.equal(records[3]!.error!.field, 'care_team[0].role');
  assert.match(err, /line 4: Field 'care_team\[0\]\.role'/);
  assert.match(err, /line 5: The record is not valid JSON/);
  assert.match(err, /graded 3 cases, 2 failed/);
});

test('NDJSON on stdin with --format json prints an array of line-numbered records', async () => {
  const stdin = `{"case_id":"c","care_team":[]}\n\n{"case_id":"c","care_team":[{"clinician_user_id_hash":"a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1","role":"navigator"}]}\n`;
  const { code, out } = await grade(['-', '--format', 'json', '--now', NOW], { stdin });
  assert.equal(code, 0);
  const records = JSON.parse(out) as Array<{ line: number; members: unknown[] }>;
  assert.deepEqual(
    records.map((r) => [r.line, r.members.length]),
    [
      [1, 0],
      [3, 1],
    ],
  );
});

test('a terminal gets a readable per-member table', async () => {
  const { code, out } = await grade(['samples/grading/case.json', '--now', NOW], { tty: true });
  assert.equal(code, 0);
  const lines = out.split('\n');
  assert.match(lines[1]!, /^member\s+role\s+score\s+coverage\s+clinical/);
  assert.deepEqual(
    lines.slice(2, 6).map((l) => l.split(/\s+/)[1]),
    ['ptp', 'case_mgr', 'frontline', 'navigator'],
  );
});

test('the de-identification scan applies to files as to the API', async () => {
  const stdin = `{"case_id":"c","care_team":[],"context":{"phone":"x"}}\n`;
  const { code, out } = await grade(['-', '--now', NOW], { stdin });
  assert.equal(code, 1);
  assert.deepEqual(JSON.parse(out).error, {
    error: 'DeIdentificationViolation',
    message: JSON.parse(out).error.message,
    field: 'context.phone',
  });
});

const usage: Array<[string, string[]]> = [
  ['a missing file', ['samples/grading/none.json']],
  ['an unknown format', ['samples/grading/case.json', '--format', 'csv']],
  ['a --now that is not a timestamp', ['samples/grading/case.json', '--now', 'tomorrow']],
];
for (const [label, args] of usage) {
  test(`${label} is a usage error (exit 2)`, async () => {
    const { code, out } = await grade(args);
    assert.deepEqual([code, out], [2, '']);
  });
}

test('the CLI scan applies the same exemption as the API: day-only regulatory dates pass, a day-only at does not', async () => {
  const member = { clinician_user_id_hash: HASH, role: 'case_mgr' };
  const filing = {
    actor_hash: HASH,
    required: true,
    filed: true,
    due_at: '2026-03-09',
    filed_at: '2026-03-08',
  };
  const stdin = [
    JSON.stringify({ case_id: 'c', care_team: [member], signals: { regulatory: [filing] } }),
    JSON.stringify({
      case_id: 'c',
      care_team: [member],
      signals: { timeline: [{ kind: 'case_opened', at: '2026-03-02' }] },
    }),
  ].join('\n');
  const { code, out } = await grade(['-', '--now', NOW], { stdin });
  assert.equal(code, 1);
  const [graded, rejected] = out
    .trim()
    .split('\n')
    .map(
      (l) =>
        JSON.parse(l) as {
          members?: Array<{ score: number | null }>;
          error?: { error: string; field: string };
        },
    );
  assert.equal(graded!.members![0]!.score, 1);
  assert.deepEqual(
    [rejected!.error!.error, rejected!.error!.field],
    ['DeIdentificationViolation', 'signals.timeline[0].at'],
  );
});

test('a member hash that is not 64 hex digits is a 400-style row error naming the field, never echoed', async () => {
  const stdin = `${JSON.stringify({ case_id: 'c', care_team: [{ clinician_user_id_hash: 'dr-someone@clinic', role: 'ptp' }] })}\n`;
  const { code, out, err } = await grade(['-', '--now', NOW, '--format', 'ndjson'], { stdin });
  assert.equal(code, 1);
  assert.match(out, /care_team\[0\]\.clinician_user_id_hash/);
  assert.doesNotMatch(out + err, /dr-someone/);
});
