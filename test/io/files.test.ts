/** `writeOutputs`: outputs that name an input, all-or-nothing commits, stop signals, output failures. */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { link, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { type TestContext, test } from 'node:test';
import { Interrupted, OutputError, UsageError } from '../../src/errors.ts';
import {
  type InputFile,
  type OutputsIO,
  openInput,
  releaseInput,
  writeOutputs,
} from '../../src/io/files.ts';
import type { StopSignal } from '../../src/io/interrupt.ts';

async function folder(t: TestContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-files-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'in.csv'), 'the input\n');
  await writeFile(join(dir, 'out.csv'), 'previous\n');
  return dir;
}

/** Injected stop signals: `fire` plays the process receiving one; `listening` says whether anyone subscribes. */
function signals() {
  let listener: ((s: StopSignal) => void) | null = null;
  return {
    onStopSignal: (l: (s: StopSignal) => void) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
    fire: (s: StopSignal) => listener?.(s),
    listening: () => listener !== null,
  };
}

const input = (path: string): InputFile => ({
  path,
  role: 'the input file',
  stream: Readable.from(['']),
});

test('every output is committed when the work succeeds, and the signal listener is gone afterwards', async (t) => {
  const dir = await folder(t);
  const stop = signals();
  const io: OutputsIO = { cwd: dir, stdout: new PassThrough(), onStopSignal: stop.onStopSignal };
  const value = await writeOutputs(io, [input('in.csv')], async (open) => {
    assert.equal(stop.listening(), true);
    (await open('out.csv', '--out')).stream.write('results\n');
    (await open('errors.csv', '--errors')).stream.write('errors\n');
    return 42;
  });
  assert.equal(value, 42);
  assert.equal(stop.listening(), false);
  assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'results\n');
  assert.equal(await readFile(join(dir, 'errors.csv'), 'utf8'), 'errors\n');
  assert.deepEqual((await readdir(dir)).sort(), ['errors.csv', 'in.csv', 'out.csv']);
});

const sameAsInput: Array<{ title: string; out: string; prepare?: (dir: string) => Promise<void> }> =
  [
    { title: 'the same path', out: 'in.csv' },
    {
      title: 'another spelling of the path',
      out: './sub/../in.csv',
      prepare: (dir) => mkdir(join(dir, 'sub')),
    },
    {
      title: 'a hard link to it',
      out: 'hard.csv',
      prepare: (dir) => link(join(dir, 'in.csv'), join(dir, 'hard.csv')),
    },
    {
      title: 'a symlink to it',
      out: 'soft.csv',
      prepare: (dir) => symlink(join(dir, 'in.csv'), join(dir, 'soft.csv')),
    },
    {
      title: 'a symlinked folder',
      out: 'alias/in.csv',
      prepare: (dir) => symlink(dir, join(dir, 'alias')),
    },
  ];

for (const c of sameAsInput) {
  test(`an output naming the input by ${c.title} is a usage error naming the flag, and the input is intact`, async (t) => {
    const dir = await folder(t);
    await c.prepare?.(dir);
    const io: OutputsIO = { cwd: dir, stdout: new PassThrough() };
    await assert.rejects(
      writeOutputs(io, [input('in.csv')], async (open) => {
        (await open(c.out, '--out')).stream.write('results\n');
      }),
      (err: unknown) =>
        err instanceof UsageError &&
        err.message.startsWith('--out names the same file as the input file'),
    );
    assert.equal(await readFile(join(dir, 'in.csv'), 'utf8'), 'the input\n');
  });
}

test('two outputs naming one file are refused; two devices are not', async (t) => {
  const dir = await folder(t);
  const io: OutputsIO = { cwd: dir, stdout: new PassThrough() };
  await assert.rejects(
    writeOutputs(io, [], async (open) => {
      await open('new.csv', '--out');
      await open(join(dir, 'new.csv'), '--errors');
    }),
    /--errors names the same file as --out/,
  );
  assert.deepEqual(
    (await readdir(dir)).sort(),
    ['in.csv', 'out.csv'],
    'the first output was discarded',
  );
  await writeOutputs(io, [], async (open) => {
    (await open('/dev/null', '--out')).stream.write('x');
    (await open('/dev/null', '--errors')).stream.write('y');
  });
});

test('a failing work discards every output: the previous files are left as they were', async (t) => {
  const dir = await folder(t);
  const io: OutputsIO = { cwd: dir, stdout: new PassThrough() };
  await assert.rejects(
    writeOutputs(io, [], async (open) => {
      (await open('out.csv', '--out')).stream.write('half');
      throw new UsageError('bad header');
    }),
    /bad header/,
  );
  assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'previous\n');
  assert.deepEqual((await readdir(dir)).sort(), ['in.csv', 'out.csv']);
});

for (const [signal, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  test(`${signal} during stalled work stops at once, leaves the outputs as they were, exit ${exitCode}`, async (t) => {
    const dir = await folder(t);
    const stop = signals();
    const source = new PassThrough();
    const io: OutputsIO = { cwd: dir, stdout: new PassThrough(), onStopSignal: stop.onStopSignal };
    const run = writeOutputs(io, [{ path: '-', role: 'stdin', stream: source }], async (open) => {
      (await open('out.csv', '--out')).stream.write('partial\n');
      setImmediate(() => stop.fire(signal));
      await new Promise(() => undefined); // a read that never comes
    });
    await assert.rejects(run, (err: unknown) => {
      assert.ok(err instanceof Interrupted);
      assert.equal(err.exitCode, exitCode);
      assert.equal(
        err.message,
        `Interrupted by ${signal}; nothing was written (--out is left as it was).`,
      );
      return true;
    });
    assert.equal(await readFile(join(dir, 'out.csv'), 'utf8'), 'previous\n');
    assert.deepEqual((await readdir(dir)).sort(), ['in.csv', 'out.csv']);
    assert.equal(
      source.destroyed,
      true,
      'the input is destroyed so nothing keeps the process alive',
    );
    assert.equal(stop.listening(), false);
  });
}

test('an interruption while writing to stdout says the output there is incomplete', async () => {
  const stop = signals();
  const io: OutputsIO = {
    cwd: tmpdir(),
    stdout: new PassThrough(),
    onStopSignal: stop.onStopSignal,
  };
  await assert.rejects(
    writeOutputs(io, [], async (open) => {
      (await open(undefined, '--out')).stream.write('rows\n');
      stop.fire('SIGINT');
      await new Promise(() => undefined);
    }),
    { message: 'Interrupted by SIGINT; the output on stdout is incomplete.' },
  );
});

test('a failing stdout is an OutputError naming stdout and the errno', async () => {
  const stdout = new Writable({
    write: (_c, _e, done) => done(Object.assign(new Error('row content'), { code: 'EPIPE' })),
  });
  await assert.rejects(
    writeOutputs({ cwd: tmpdir(), stdout }, [], async (open) => {
      const out = await open(undefined, '--out');
      await new Promise<void>((resolve, reject) =>
        out.stream.write('rows\n', (err) => (err ? reject(err) : resolve())),
      );
    }),
    (err: unknown) =>
      err instanceof OutputError &&
      err.message === 'Cannot write stdout (EPIPE: the reader has gone).',
  );
});

test('releaseInput closes an input file read only in part, and never stdin', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'ohds-release-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'big.csv'), 'a\n'.repeat(100_000));
  const stdin = new PassThrough();
  const input = await openInput('big.csv', dir, stdin);
  input.read(16);
  releaseInput(input, stdin);
  await once(input, 'close');
  assert.equal(input.destroyed, true);
  releaseInput(stdin, stdin);
  assert.equal(stdin.destroyed, false);
});
