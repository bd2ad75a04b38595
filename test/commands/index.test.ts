/** The program (commands/index.ts): help fits the terminal and lists every command, the version, a bug report. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { buildProgram, COMMANDS, run } from '../../commands/index.ts';
import { textSink } from '../support/streams.ts';

test('--help on an 80-column terminal keeps every line within 80 columns and never splits a word', async () => {
  const stdout = textSink(true),
    stderr = textSink();
  assert.equal(
    await run(['--help'], {
      stdin: new PassThrough(),
      stdout,
      stderr,
      cwd: process.cwd(),
      env: {},
    }),
    0,
  );
  const help = stdout.text();
  for (const line of help.split('\n')) assert.ok(line.length <= 80, `too long: ${line}`);
  const words = new Set(help.split(/\s+/));
  const program = await buildProgram(
    { stdin: new PassThrough(), stdout, stderr, cwd: process.cwd(), env: {} },
    { exitCode: 0 },
  );
  for (const command of program.commands) {
    for (const word of command.description().split(/\s+/))
      assert.ok(words.has(word), `'${word}' of ${command.name()} is split`);
  }
});

test('--version prints the version in package.json', async () => {
  const { version } = JSON.parse(
    await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  const stdout = textSink(),
    stderr = textSink();
  assert.equal(
    await run(['--version'], {
      stdin: new PassThrough(),
      stdout,
      stderr,
      cwd: process.cwd(),
      env: {},
    }),
    0,
  );
  assert.equal(stdout.text().trim(), version);
});

test("help lists every command, and a command's own help shows its options", async () => {
  const stdout = textSink(),
    stderr = textSink();
  assert.equal(
    await run(['--help'], {
      stdin: new PassThrough(),
      stdout,
      stderr,
      cwd: process.cwd(),
      env: {},
    }),
    0,
  );
  for (const { name } of COMMANDS) assert.match(stdout.text(), new RegExp(`^  ${name}\\b`, 'm'));
  for (const argv of [
    ['score', '--help'],
    ['help', 'score'],
  ]) {
    const out = textSink();
    assert.equal(
      await run(argv, {
        stdin: new PassThrough(),
        stdout: out,
        stderr: textSink(),
        cwd: process.cwd(),
        env: {},
      }),
      0,
    );
    assert.match(out.text(), /--instrument/);
  }
});

test('an unexpected error says it is a bug and how to report it, without the input', async () => {
  const stderr = textSink();
  const boom = {
    write: () => {
      throw new TypeError('synthetic failure');
    },
  };
  const code = await run(['instruments'], {
    stdin: new PassThrough(),
    stdout: boom as never,
    stderr,
    cwd: process.cwd(),
    env: {},
  });
  assert.equal(code, 1);
  assert.match(stderr.text(), /unexpected error: TypeError: synthetic failure/);
  assert.match(stderr.text(), /This is a bug in ohds .*Reporting a bug/s);
});
