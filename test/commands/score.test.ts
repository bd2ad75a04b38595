/** `ohds score`, in-process with injected I/O: formats, pass-through, --map, --reverse, errors, exit codes. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { link, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { run } from '../../commands/index.ts';
import { CATALOG_VERSION } from '../../src/catalog/version.ts';
import { scoreInstrument } from '../../src/instruments/index.ts';
import type { StopSignals } from '../../src/io/interrupt.ts';
import { textSink } from '../support/streams.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// biome-ignore lint/suspicious/noControlCharactersInRegex: an ANSI escape is the thing looked for
const ANSI = /\u001b\[/;

const sink = textSink;

interface RunOptions {
  stdin?: string | Readable;
  cwd?: string;
  tty?: boolean;
  env?: Record<string, string>;
  onStopSignal?: StopSignals;
}

async function score(args: string[], opts: RunOptions = {}) {
  const stdout = sink(),
    stderr = sink(opts.tty);
  const stdin =
    typeof opts.stdin === 'string' || opts.stdin === undefined
      ? Readable.from([opts.stdin ?? ''])
      : opts.stdin;
  const code = await run(['score', ...args], {
    stdin,
    stdout,
    stderr,
    cwd: opts.cwd ?? ROOT,
    env: opts.env ?? {},
    onStopSignal: opts.onStopSignal,
  });
  return { code, out: stdout.text(), err: stderr.text() };
}

const rows = (csv: string) => parse(csv, { columns: true }) as Array<Record<string, string>>;

async function tempDir(t: { after: (fn: () => Promise<void>) => void }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-score-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

test('every row of a sample is scored, columns pass through unchanged, input order kept, exit 0', async () => {
  const { code, out, err } = await score([
    'samples/instruments/depression_screen.csv',
    '--instrument',
    'depression_screen',
  ]);
  assert.equal(code, 0);
  const input = rows(await readFile(`${ROOT}samples/instruments/depression_screen.csv`, 'utf8'));
  const output = rows(out);
  assert.equal(output.length, input.length);
  for (const [i, row] of output.entries()) {
    const source = input[i]!;
    for (const [key, value] of Object.entries(source)) assert.equal(row[key], value);
    const responses = Object.fromEntries(
      Object.entries(source)
        .filter(([k]) => k.startsWith('item_'))
        .map(([k, v]) => [k, Number(v)]),
    );
    const expected = scoreInstrument('depression_screen', responses).finding;
    assert.deepEqual(
      [
        row.score,
        row.band,
        row.responded_items,
        row.rubric_version,
        row.catalog_version,
        row.error,
      ],
      [String(expected.score), expected.band, '9', '1.0.0', CATALOG_VERSION, ''],
    );
  }
  assert.match(err, new RegExp(`depression_screen: ${input.length} scored, 0 failed in [0-9.]+ s`));
  assert.match(err, /^minimal\s+\d+\s+[\d.]+%$/m);
  assert.doesNotMatch(err, ANSI);
});

test('the messy sample: BOM stripped, bad rows reported by number in the error cell and --errors, the rest written, exit 1', async (t) => {
  const dir = await tempDir(t);
  const { code, out, err } = await score([
    'samples/instruments/messy.csv',
    '-i',
    'depression_screen',
    '--errors',
    join(dir, 'errors.csv'),
  ]);
  assert.equal(code, 1);
  const output = rows(out);
  assert.deepEqual(Object.keys(output[0]!).slice(0, 3), ['respondent', 'site', 'shift']);
  assert.equal(output.length, 7);
  assert.deepEqual(
    output.map((r) => r.error === ''),
    [true, true, false, true, false, true, true],
  );
  assert.equal(output[2]!.error, 'Missing required items: item_3.');
  assert.equal(output[2]!.score, '');
  assert.equal(output[3]!.score, '21', 'the out-of-range 4 is summed as given');
  assert.deepEqual(rows(await readFile(join(dir, 'errors.csv'), 'utf8')), [
    { row: '3', line: '4', field: 'responses', problem: 'Missing required items: item_3.' },
    {
      row: '5',
      line: '6',
      field: 'responses.item_3',
      problem: "Field 'responses.item_3' must be an integer.",
    },
  ]);
  assert.match(err, /warning: item_4: 1 row\(s\) with values outside 0-3, summed as given/);
  assert.match(err, /5 scored, 2 failed/);
});

test('--fail-fast stops after the first bad row, which is still written, exit 1', async () => {
  const { code, out, err } = await score([
    'samples/instruments/messy.csv',
    '-i',
    'depression_screen',
    '--fail-fast',
  ]);
  assert.equal(code, 1);
  assert.equal(rows(out).length, 3);
  assert.match(err, /stopped at row 3 \(--fail-fast\)/);
});

test('--format json elements are the API finding objects plus row and pass-through columns', async () => {
  const { code, out } = await score([
    'samples/instruments/opioid_risk.csv',
    '-i',
    'opioid_risk',
    '--format',
    'json',
    '--depth',
    'full',
  ]);
  assert.equal(code, 0);
  const input = rows(await readFile(`${ROOT}samples/instruments/opioid_risk.csv`, 'utf8'));
  const elements = JSON.parse(out) as Array<Record<string, unknown>>;
  assert.equal(elements.length, input.length);
  for (const [i, element] of elements.entries()) {
    const { respondent, site, role, age_bracket, sex, ...items } = input[i]!;
    const responses: Record<string, unknown> = Object.fromEntries(
      Object.entries(items).map(([k, v]) => [k, Number(v)]),
    );
    if (sex !== '') responses.sex = sex;
    assert.deepEqual(element, {
      row: i + 1,
      passthrough: { respondent, site, role, age_bracket },
      ...scoreInstrument('opioid_risk', responses, { depth: 'full' }),
      catalog_version: CATALOG_VERSION,
    });
  }
});

test('NDJSON on stdin is read with --input-format and failed records carry the error envelope', async () => {
  const stdin = '{"id":"a","item_1":3}\n{"id":"b","item_1":"3"}\n{"id":"c"}\n';
  const { code, out } = await score(
    ['-', '-i', 'recovery_expectation', '--input-format', 'ndjson', '-f', 'ndjson'],
    { stdin },
  );
  assert.equal(code, 1);
  const lines = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.deepEqual(
    lines.map((l) => (l.finding as { score?: number } | undefined)?.score ?? null),
    [3, null, null],
  );
  assert.deepEqual(lines[1]!.error, {
    error: 'ValidationError',
    message: "Field 'responses.item_1' must be an integer.",
    field: 'responses.item_1',
  });
  assert.deepEqual(lines[2]!.error, {
    error: 'ValidationError',
    message: 'Missing required items: item_1.',
    field: 'responses',
    missing_items: ['item_1'],
  });
});

test('a .json file is read as a JSON array', async (t) => {
  const dir = await tempDir(t);
  await writeFile(join(dir, 'in.json'), JSON.stringify([{ site: 's1', item_1: 9 }]));
  const { code, out } = await score(['in.json', '-i', 'recovery_expectation'], { cwd: dir });
  assert.equal(code, 0);
  assert.deepEqual(rows(out)[0], {
    site: 's1',
    item_1: '9',
    score: '9',
    band: 'good',
    responded_items: '1',
    rubric_version: '1.0.0',
    catalog_version: CATALOG_VERSION,
    error: '',
  });
});

test('--map reads prefixed columns and --out writes to a file', async (t) => {
  const dir = await tempDir(t);
  const csv =
    'unit,phq9_1,phq9_2,phq9_3,phq9_4,phq9_5,phq9_6,phq9_7,phq9_8,phq9_9\nu1,3,3,3,3,3,0,0,0,0\n';
  const { code, out } = await score(
    ['-', '-i', 'depression_screen', '--map', 'phq9_{n}', '--out', join(dir, 'o.csv')],
    { stdin: csv },
  );
  assert.equal(code, 0);
  assert.equal(out, '');
  assert.deepEqual(
    [
      rows(await readFile(join(dir, 'o.csv'), 'utf8'))[0]!.score,
      rows(await readFile(join(dir, 'o.csv'), 'utf8'))[0]!.unit,
    ],
    ['15', 'u1'],
  );
});

test('--reverse applies 5 minus the answer to kinesiophobia items 4 and 8 and records it', async () => {
  const csv = `${Array.from({ length: 11 }, (_, i) => `item_${i + 1}`).join(',')}\n1,1,1,1,1,1,1,4,1,1,1\n`;
  const plain = rows((await score(['-', '-i', 'kinesiophobia'], { stdin: csv })).out)[0]!;
  const reversed = rows(
    (await score(['-', '-i', 'kinesiophobia', '--reverse', 'item_4,item_8'], { stdin: csv })).out,
  )[0]!;
  assert.deepEqual([plain.score, plain.reversed_items], ['14', undefined]);
  assert.deepEqual([reversed.score, reversed.reversed_items], ['14', 'item_4 item_8']);
  assert.equal(reversed.item_4, '1', 'input columns pass through unreversed');
  const json = JSON.parse(
    (await score(['-', '-i', 'kinesiophobia', '--reverse', 'item_4', '-f', 'json'], { stdin: csv }))
      .out,
  ) as Array<Record<string, unknown>>;
  assert.deepEqual(json[0]!.reversed_items, ['item_4']);
});

test('--delimiter reads and writes semicolon CSV', async () => {
  const { code, out } = await score(['-', '-i', 'recovery_expectation', '--delimiter', ';'], {
    stdin: 'site;item_1\na;6\n',
  });
  assert.equal(code, 0);
  assert.equal(out.split('\n')[1], 'a;6;6;moderate;1;1.0.0;1.0.0;');
});

test('opioid_risk reads sex from its column and warns about values other than male or female', async () => {
  const csv = 'sex,item_1,item_2,item_3,item_4,item_5\nfemale,1,1,1,1,1\nF,1,1,1,1,1\n,1,1,1,1,1\n';
  const { out, err } = await score(['-', '-i', 'opioid_risk'], { stdin: csv });
  assert.deepEqual(
    rows(out).map((r) => [r.score, r.responded_items]),
    [
      ['8', '6'],
      ['10', '6'],
      ['10', '5'],
    ],
  );
  assert.match(
    err,
    /warning: sex: 1 row\(s\) with a value other than 'male' or 'female'; male weights applied/,
  );
});

const usageCases: Array<{ title: string; args: string[]; stdin?: string; message: RegExp }> = [
  {
    title: 'an unknown instrument',
    args: ['samples/instruments/messy.csv', '-i', 'phq_99'],
    message: /Unknown instrument 'phq_99'/,
  },
  {
    title: 'a missing file',
    args: ['samples/instruments/none.csv', '-i', 'depression_screen'],
    message: /Cannot read 'samples\/instruments\/none.csv': no such file/,
  },
  {
    title: 'a directory',
    args: ['samples', '-i', 'depression_screen'],
    message: /it is a directory/,
  },
  {
    title: 'a header with none of the item columns',
    args: ['-', '-i', 'depression_screen'],
    stdin: 'a,b\n1,2\n',
    message: /none of the depression_screen item columns/,
  },
  {
    title: 'an empty input',
    args: ['-', '-i', 'depression_screen'],
    stdin: '',
    message: /no header row/,
  },
  {
    title: 'no file and no --interactive',
    args: ['-i', 'depression_screen'],
    message: /needs a FILE/,
  },
  {
    title: 'an unknown --reverse item',
    args: ['samples/instruments/kinesiophobia.csv', '-i', 'kinesiophobia', '--reverse', 'item_12'],
    message: /item_12/,
  },
  {
    title: 'an unknown output format',
    args: ['samples/instruments/messy.csv', '-i', 'depression_screen', '-f', 'xml'],
    message: /xml/,
  },
];

for (const c of usageCases) {
  test(`${c.title} is a usage error before any output, exit 2`, async () => {
    const { code, out, err } = await score(c.args, { stdin: c.stdin });
    assert.equal(code, 2);
    assert.equal(out, '');
    assert.match(err, c.message);
  });
}

test('a missing item column is warned about up front and every row fails with it', async () => {
  const { code, err } = await score(['-', '-i', 'anxiety_screen'], {
    stdin: 'item_1,item_2,item_3,item_4,item_5,item_6\n0,0,0,0,0,0\n',
  });
  assert.equal(code, 1);
  assert.match(err, /warning: no column for item_7/);
});

test('on a TTY the band table is coloured, and NO_COLOR turns colour off', async () => {
  const coloured = await score(
    ['samples/instruments/anxiety_screen.csv', '-i', 'anxiety_screen', '-o', '/dev/null'],
    { tty: true },
  );
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an ANSI colour code is the thing looked for
  assert.match(coloured.err, /\u001b\[3\dm(minimal|mild|moderate|severe)/);
  const plain = await score(
    ['samples/instruments/anxiety_screen.csv', '-i', 'anxiety_screen', '-o', '/dev/null'],
    { tty: true, env: { NO_COLOR: '1' } },
  );
  assert.doesNotMatch(
    plain.err,
    // biome-ignore lint/suspicious/noControlCharactersInRegex: an ANSI colour code is the thing looked for
    /\u001b\[3\dm/,
    'no colour codes (cursor control from the spinner is fine)',
  );
});

test('--interactive asks each item with its labels and prints the finding', async () => {
  const stdin = Object.assign(new PassThrough(), { isTTY: true }); // standing in for the terminal
  const stdout = sink(),
    stderr = sink();
  // Answer the prompt once it is drawn (the prompt listens for keys before it draws): down eight times (0 -> 8)
  // and enter, after the drawing call has returned.
  stderr.once('data', () => setImmediate(() => stdin.write(`${'\u001b[B'.repeat(8)}\r`)));
  const code = await run(
    ['score', '--interactive', '-i', 'recovery_expectation', '--depth', 'full'],
    { stdin, stdout, stderr, cwd: ROOT, env: {} },
  );
  assert.equal(code, 0);
  assert.match(stderr.text(), /Likelihood of doing usual work 6 months from now/);
  const finding = JSON.parse(stdout.text()) as ReturnType<typeof scoreInstrument> & {
    catalog_version: string;
  };
  assert.deepEqual(finding, {
    ...scoreInstrument('recovery_expectation', { item_1: 8 }, { depth: 'full' }),
    catalog_version: CATALOG_VERSION,
  });
});

const PHQ9_HEADER = `respondent,${Array.from({ length: 9 }, (_, i) => `item_${i + 1}`).join(',')}\n`;
const phq9Rows = (from: number, count: number) =>
  Array.from(
    { length: count },
    (_, i) => `r${from + i},${Array.from({ length: 9 }, (_, j) => (from + i + j) % 4).join(',')}\n`,
  ).join('');

/** A folder with `in.csv` (a few rows) and `out.csv` holding a previous result. */
async function outFolder(t: { after: (fn: () => Promise<void>) => void }): Promise<string> {
  const dir = await tempDir(t);
  await writeFile(join(dir, 'in.csv'), PHQ9_HEADER + phq9Rows(0, 3));
  await writeFile(join(dir, 'out.csv'), 'the previous complete result\n');
  return dir;
}

const sameFileCases: Array<{ title: string; args: string[] }> = [
  {
    title: '--out equal to the input',
    args: ['in.csv', '-i', 'depression_screen', '--out', 'in.csv'],
  },
  {
    title: '--out naming the input by another relative path',
    args: ['in.csv', '-i', 'depression_screen', '--out', './sub/../in.csv'],
  },
  {
    title: '--out naming the input through a hard link',
    args: ['in.csv', '-i', 'depression_screen', '--out', 'hard.csv'],
  },
  {
    title: '--errors equal to the input',
    args: ['in.csv', '-i', 'depression_screen', '--errors', 'in.csv'],
  },
  {
    title: '--errors equal to --out',
    args: ['in.csv', '-i', 'depression_screen', '--out', 'o.csv', '--errors', 'o.csv'],
  },
  {
    title: '--out equal to the input with --instruments',
    args: [
      'in.csv',
      '--instruments',
      'depression_screen',
      '--map',
      'depression_screen=item_{n}',
      '--out',
      'in.csv',
    ],
  },
];

for (const c of sameFileCases) {
  test(`${c.title} is refused naming the flag, exit 2, the input intact`, async (t) => {
    const dir = await outFolder(t);
    await link(join(dir, 'in.csv'), join(dir, 'hard.csv'));
    await mkdir(join(dir, 'sub'));
    const before = await readFile(join(dir, 'in.csv'));
    const { code, out, err } = await score(c.args, { cwd: dir });
    assert.equal(code, 2);
    assert.equal(out, '');
    assert.match(err, /ohds: --(out|errors) names the same file as (the input file|--out)/);
    assert.deepEqual(await readFile(join(dir, 'in.csv')), before);
    assert.deepEqual((await readdir(dir)).sort(), ['hard.csv', 'in.csv', 'out.csv', 'sub']);
  });
}

test('a symlink planted at --out is refused, exit 2, and the file it names is unchanged', async (t) => {
  const dir = await outFolder(t);
  await writeFile(join(dir, 'sentinel.txt'), 'sentinel\n');
  await symlink(join(dir, 'sentinel.txt'), join(dir, 'linked.csv'));
  const { code, err } = await score(['in.csv', '-i', 'depression_screen', '--out', 'linked.csv'], {
    cwd: dir,
  });
  assert.equal(code, 2);
  assert.match(err, /--out is a symbolic link/);
  assert.equal(await readFile(join(dir, 'sentinel.txt'), 'utf8'), 'sentinel\n');
});

test('a normal run replaces --out whole and removes its signal listener', async (t) => {
  const dir = await outFolder(t);
  let listening = false;
  const onStopSignal: StopSignals = () => {
    listening = true;
    return () => (listening = false);
  };
  const { code } = await score(['in.csv', '-i', 'depression_screen', '--out', 'out.csv'], {
    cwd: dir,
    onStopSignal,
  });
  assert.equal(code, 0);
  assert.equal(listening, false);
  assert.equal(rows(await readFile(join(dir, 'out.csv'), 'utf8')).length, 3);
  assert.deepEqual((await readdir(dir)).sort(), ['in.csv', 'out.csv']);
});

test('SIGINT while the input stalls: the previous --out and --errors are byte-identical, no temporary file is left, exit 130', async (t) => {
  const dir = await outFolder(t);
  await writeFile(join(dir, 'errors.csv'), 'previous errors\n');
  let fire: ((signal: 'SIGINT') => void) | undefined;
  let listening = false;
  const onStopSignal: StopSignals = (listener) => {
    fire = listener;
    listening = true;
    return () => (listening = false);
  };
  // Thousands of rows arrive, then the input stalls (a pipe whose writer hangs) and Ctrl-C is pressed.
  let sent = 0;
  const stdin = new Readable({
    read() {
      if (sent < 50)
        this.push(
          (sent === 0 ? PHQ9_HEADER : '') +
            phq9Rows(sent * 100, 100) +
            (sent % 7 === 0 ? 'bad,row\n' : ''),
        );
      else if (sent === 50) setImmediate(() => fire?.('SIGINT'));
      sent += 1;
    },
  });
  const before = await readFile(join(dir, 'out.csv'));
  const { code, out, err } = await score(
    ['-', '-i', 'depression_screen', '--out', 'out.csv', '--errors', 'errors.csv'],
    { cwd: dir, stdin, onStopSignal },
  );
  assert.equal(code, 130);
  assert.equal(out, '');
  assert.match(
    err,
    /ohds: Interrupted by SIGINT; nothing was written \(--out and --errors are left as they were\)\.\n$/,
  );
  assert.deepEqual(await readFile(join(dir, 'out.csv')), before);
  assert.equal(await readFile(join(dir, 'errors.csv'), 'utf8'), 'previous errors\n');
  assert.deepEqual((await readdir(dir)).sort(), ['errors.csv', 'in.csv', 'out.csv']);
  assert.equal(listening, false);
  assert.equal(stdin.destroyed, true);
});

test('SIGTERM in the middle of a large file: the previous --out is byte-identical, exit 143', async (t) => {
  const dir = await outFolder(t);
  await writeFile(join(dir, 'big.csv'), PHQ9_HEADER + phq9Rows(0, 100_000));
  const before = await readFile(join(dir, 'out.csv'));
  // Fires as soon as the temporary file is there: far from the end of 100,000 rows.
  const onStopSignal: StopSignals = (listener) => {
    const timer = setInterval(() => {
      if (readdirSync(dir).some((name) => name.startsWith('.out.csv.'))) listener('SIGTERM');
    }, 1);
    return () => clearInterval(timer);
  };
  const { code, err } = await score(['big.csv', '-i', 'depression_screen', '--out', 'out.csv'], {
    cwd: dir,
    onStopSignal,
  });
  assert.equal(code, 143);
  assert.match(err, /Interrupted by SIGTERM; nothing was written \(--out is left as it was\)/);
  assert.deepEqual(await readFile(join(dir, 'out.csv')), before);
  assert.deepEqual((await readdir(dir)).sort(), ['big.csv', 'in.csv', 'out.csv']);
});

test('a full disk on --out or --errors exits 3 naming the flag and ENOSPC, never row content; the other output is left as it was', {
  skip: !existsSync('/dev/full') && 'no /dev/full',
}, async (t) => {
  const dir = await outFolder(t);
  const full = await score(['in.csv', '-i', 'depression_screen', '--out', '/dev/full'], {
    cwd: dir,
  });
  assert.equal(full.code, 3);
  assert.equal(full.err, 'ohds: Cannot write --out (ENOSPC: no space left on device).\n');
  const errorsFull = await score(
    ['in.csv', '-i', 'depression_screen', '--out', 'out.csv', '--errors', '/dev/full'],
    { cwd: dir, stdin: '' },
  );
  assert.equal(errorsFull.code, 3);
  assert.match(errorsFull.err, /Cannot write --errors \(ENOSPC/);
  assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'the previous complete result\n');
  assert.deepEqual((await readdir(dir)).sort(), ['in.csv', 'out.csv']);
});
