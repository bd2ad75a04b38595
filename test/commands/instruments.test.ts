/** `ohds instruments [ID]`: the list, one instrument in detail, --json. */
import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { test } from 'node:test';
import { run } from '../../commands/index.ts';
import { instruments } from '../../src/instruments/index.ts';

async function ohds(args: string[]) {
  const stdout = new PassThrough(),
    stderr = new PassThrough();
  const out: Buffer[] = [],
    err: Buffer[] = [];
  stdout.on('data', (c: Buffer) => out.push(c));
  stderr.on('data', (c: Buffer) => err.push(c));
  const code = await run(['instruments', ...args], {
    stdin: Readable.from(['']),
    stdout,
    stderr,
    cwd: process.cwd(),
    env: {},
  });
  return {
    code,
    out: Buffer.concat(out).toString('utf8'),
    err: Buffer.concat(err).toString('utf8'),
  };
}

test('the list shows every instrument in spec order with its category, item count and bands', async () => {
  const { code, out } = await ohds([]);
  assert.equal(code, 0);
  const lines = out.trim().split('\n').slice(1);
  assert.deepEqual(
    lines.map((l) => l.split(/\s+/).slice(0, 3).join(' ')),
    instruments.map((d) => `${d.id} ${d.category} ${d.items.length}`),
  );
  assert.match(
    out,
    /depression_screen\s+psychosocial\s+9\s+minimal 0-4; mild 5-9; moderate 10-14; moderately_severe 15-19; severe 20-27/,
  );
});

test('one instrument shows its items, value labels, bands and notes', async () => {
  const { code, out } = await ohds(['kinesiophobia']);
  assert.equal(code, 0);
  assert.match(out, /values: 1 Strongly disagree, 2 Disagree, 3 Agree, 4 Strongly agree/);
  assert.match(out, /bands: low 11-21; high 22-44/);
  assert.match(out, /item_11\s+Pain implies something dangerous/);
  assert.match(out, /note: .*5 minus the answer/);
});

test('opioid_risk shows both weight columns', async () => {
  const { out } = await ohds(['opioid_risk']);
  assert.match(out, /item_2\s+4\s+2/);
  assert.match(out, /item_4\s+0\s+3/);
});

test('--json prints the definitions', async () => {
  const all = JSON.parse((await ohds(['--json'])).out) as Array<{ id: string }>;
  assert.deepEqual(
    all.map((d) => d.id),
    instruments.map((d) => d.id),
  );
  const one = JSON.parse((await ohds(['orebro', '--json'])).out) as {
    id: string;
    items: Array<{ values: unknown[] }>;
  };
  assert.equal(one.id, 'orebro');
  assert.equal(one.items[0]!.values.length, 11);
});

test('an unknown instrument is a usage error naming it, exit 2', async () => {
  const { code, err } = await ohds(['gad_99']);
  assert.equal(code, 2);
  assert.match(err, /Unknown instrument 'gad_99'/);
});
