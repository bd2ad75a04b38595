/** `ohds score --audience`: the same audience summary the score endpoint gives with `?audience=`. */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { run } from '../../commands/index.ts';
import { AUDIENCES } from '../../src/catalog/types.ts';
import { callJson } from '../support/http.ts';
import { startTestServer } from '../support/server.ts';
import { textSink } from '../support/streams.ts';

// Synthetic answers: a low scorer, and one with item 9 (thoughts of self-harm) answered, an urgent item.
const ITEMS = [
  'item_1',
  'item_2',
  'item_3',
  'item_4',
  'item_5',
  'item_6',
  'item_7',
  'item_8',
  'item_9',
];
const ANSWERS = [
  [0, 1, 0, 0, 1, 0, 0, 0, 0],
  [2, 3, 2, 2, 1, 3, 2, 1, 2],
];
const CSV = `role,${ITEMS.join(',')}\n${ANSWERS.map((a) => `care assistant,${a.join(',')}`).join('\n')}\n`;

async function score(args: string[]) {
  const stdout = textSink();
  const stderr = textSink();
  const stdin = Readable.from([CSV]);
  const argv = ['score', '-', '-i', 'depression_screen', ...args];
  const code = await run(argv, { stdin, stdout, stderr, cwd: process.cwd(), env: {} });
  return { code, out: stdout.text(), err: stderr.text() };
}

test('each audience gets, in JSON and CSV, the summary the API gives for the same answers', async (t) => {
  const server = await startTestServer();
  t.after(() => server.close());
  for (const audience of AUDIENCES) {
    const json = await score(['--audience', audience, '--format', 'json']);
    assert.equal(json.code, 0, json.err);
    const elements = JSON.parse(json.out) as Array<{ audience_summary: Record<string, unknown> }>;
    const csv = await score(['--audience', audience]);
    const rows = parse(csv.out, { columns: true }) as Array<Record<string, string>>;
    for (const [i, answers] of ANSWERS.entries()) {
      const responses = Object.fromEntries(ITEMS.map((id, n) => [id, answers[n]]));
      const path = `/api/psychosocial/depression_screen/score?audience=${audience}`;
      const api = await callJson(server, 'POST', path, { responses });
      assert.equal(api.status, 200);
      const summary = api.body.audience_summary as {
        concern_level: string;
        headline: string;
        text: string;
        items: Array<{ message: string }>;
      };
      assert.deepEqual(elements[i]!.audience_summary, summary, `${audience} row ${i + 1}`);
      assert.deepEqual(
        [rows[i]!.concern_level, rows[i]!.audience_summary, rows[i]!.audience_items],
        [
          summary.concern_level,
          `${summary.headline}. ${summary.text}`,
          summary.items.map((it) => it.message).join(' | '),
        ],
      );
    }
  }
});

test('the urgent item reaches the employee and the provider, never item answers the employer', async () => {
  const cells = async (audience: string) =>
    parse((await score(['--audience', audience])).out, { columns: true }) as Array<
      Record<string, string>
    >;
  assert.match((await cells('employee'))[1]!.audience_items!, /contact your care team today/);
  assert.match((await cells('provider'))[1]!.audience_items!, /URGENT: /);
  assert.deepEqual(
    (await cells('employer')).map((r) => r.audience_items),
    ['', ''],
  );
});

test('without --audience there is no summary; an unknown audience or one with --instruments is a usage error', async () => {
  const plain = await score(['--format', 'json']);
  assert.equal(plain.code, 0);
  assert.equal(JSON.parse(plain.out)[0].audience_summary, undefined);
  const [first] = parse((await score([])).out, { columns: true }) as Array<Record<string, string>>;
  assert.equal(Object.hasOwn(first!, 'concern_level'), false);
  assert.equal((await score(['--audience', 'manager'])).code, 2);
  const wide = await run(
    ['score', '-', '--instruments', 'depression_screen', '--audience', 'provider'],
    {
      stdin: Readable.from([CSV]),
      stdout: textSink(),
      stderr: textSink(),
      cwd: process.cwd(),
      env: {},
    },
  );
  assert.equal(wide, 2);
});
