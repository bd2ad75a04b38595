import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { run } from '../../commands/index.ts';

const SAMPLES = fileURLToPath(new URL('../../samples/nudge/', import.meta.url));

function sink(isTTY: boolean): Writable & { isTTY: boolean; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  }) as Writable & { isTTY: boolean; text(): string };
  stream.isTTY = isTTY;
  stream.text = () => chunks.join('');
  return stream;
}

async function ohds(args: string[], tty = false) {
  const stdout = sink(tty);
  const stderr = sink(false);
  const code = await run(['nudge-check', ...args], {
    stdin: new PassThrough(),
    stdout,
    stderr,
    cwd: SAMPLES,
    env: { OHDS_MODEL_PROVIDER: 'rules' },
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe('ohds nudge-check', () => {
  it('checks one request from a .json file and prints its verdicts as JSON', async () => {
    const { code, stdout } = await ohds(['check.json']);
    assert.equal(code, 0);
    const out = JSON.parse(stdout) as {
      encounter_id: string;
      resolutions: Array<{ card_id: string; resolved: boolean; reason: string | null }>;
    };
    assert.equal(out.encounter_id, 'demo-01');
    assert.deepEqual(
      out.resolutions.map((r) => [r.card_id, r.resolved]),
      [
        ['pain-1', true],
        ['sleep-1', true],
        ['rf-1', false],
        ['med-1', false],
      ],
    );
  });

  it('checks every NDJSON line, reports bad lines by number and still writes the rest (exit 1)', async () => {
    const { code, stdout, stderr } = await ohds(['mixed.ndjson']);
    assert.equal(code, 1);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { line: number; error?: string; resolutions?: unknown[] });
    assert.deepEqual(
      lines.map((l) => [l.line, 'error' in l]),
      [
        [1, false],
        [2, true],
        [3, true],
        [4, false],
      ],
    );
    assert.match(stderr, /^line 2: Field 'active_nudges' must have at least 1 entries\.$/m);
    assert.match(stderr, /^line 3: record is not valid JSON$/m);
    assert.match(stderr, /2 of 4 lines checked; 2 failed/);
  });

  it('prints a readable table on a terminal', async () => {
    const { code, stdout } = await ohds(['check.json'], true);
    assert.equal(code, 0);
    const rows = stdout.trim().split('\n');
    assert.match(rows[0]!, /^line\s+card_id\s+resolved\s+reason$/);
    assert.match(rows.find((r) => r.includes('rf-1'))!, /rf-1\s+no/);
    assert.equal(rows.length, 5);
  });

  it('keeps the NDJSON format when asked on a terminal', async () => {
    const { stdout } = await ohds(['windows.ndjson', '--format', 'ndjson'], true);
    const requests = readFileSync(join(SAMPLES, 'windows.ndjson'), 'utf8')
      .trim()
      .split('\n').length;
    const out = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { line: number });
    assert.deepEqual(
      out.map((o) => o.line),
      Array.from({ length: requests }, (_, i) => i + 1),
    );
  });

  it('adds how each card was read to the JSON output with --explain', async () => {
    const { code, stdout } = await ohds(['check.json', '--explain']);
    assert.equal(code, 0);
    const out = JSON.parse(stdout) as {
      resolutions: unknown[];
      intents: Array<{
        card_id: string;
        category: string;
        intent: { kind: string; parts: Array<{ answer_type: string }>; cues: string[] };
      }>;
    };
    assert.equal(out.resolutions.length, 4);
    assert.deepEqual(
      out.intents.map((i) => [i.card_id, i.intent.kind, i.intent.parts.map((p) => p.answer_type)]),
      [
        ['pain-1', 'question', ['scale']],
        ['sleep-1', 'question', ['description']],
        ['rf-1', 'question', ['yes_no']],
        ['med-1', 'question', ['description']],
      ],
    );
    assert.ok(out.intents[0]!.intent.cues.includes('part 1 scale: "rate"'));
  });

  it('leaves the JSON output as it was without --explain', async () => {
    assert.equal('intents' in (JSON.parse((await ohds(['check.json'])).stdout) as object), false);
  });

  it('prints a table of the card readings after the verdicts on a terminal with --explain', async () => {
    const { code, stdout } = await ohds(['check.json', '--explain'], true);
    assert.equal(code, 0);
    const [verdicts, intents] = stdout.split('\n\n');
    assert.equal(verdicts!.trim().split('\n').length, 5);
    const rows = intents!.trim().split('\n');
    assert.match(rows[0]!, /^line\s+card_id\s+kind\s+action\s+part\s+answer\s+target$/);
    assert.match(rows[1]!, /^1\s+pain-1\s+question\s+-\s+1\s+scale\s+pain \| current$/);
    assert.match(rows[2]!, /^ {4}cues: kind question: "Ask"; part 1 scale: "rate"/);
  });

  it('adds intents to each good NDJSON line with --explain, and none to a bad one', async () => {
    const { stdout } = await ohds(['mixed.ndjson', '--explain']);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { line: number; intents?: Array<{ card_id: string }> });
    assert.deepEqual(
      lines.map((l) => [l.line, l.intents?.length ?? null]),
      [
        [1, 3],
        [2, null],
        [3, null],
        [4, 4],
      ],
    );
  });

  const usage: Array<[string, string[]]> = [
    ['an unknown provider', ['check.json', '--provider', 'magic']],
    ['a missing file', ['no-such-file.json']],
    ['a CSV file', ['windows.csv']],
  ];
  for (const [name, args] of usage) {
    it(`exits 2 on ${name}`, async () => assert.equal((await ohds(args)).code, 2));
  }

  it('reports an unreadable .json file as one bad record', async (t) => {
    const dir = await mkdtemp(join(tmpdir(), 'ohds-nudge-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, 'broken.json'), '{"active_nudges": [');
    const { code, stderr } = await ohds([join(dir, 'broken.json')]);
    assert.equal(code, 1);
    assert.match(stderr, /record 1: the file is not valid JSON/);
  });
});
