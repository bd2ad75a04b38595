import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { FIXTURES, importInto, realDataSource } from '../../lookup/helpers.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

async function serverWith(
  t: TestContext,
  from: string | null,
): Promise<(path: string) => Promise<{ status: number; body: Record<string, unknown> }>> {
  const env: Record<string, string> = {};
  if (from !== null) env.OHDS_DATA_DIR = (await importInto(t, from, ['regulations'])).store.dataDir;
  const server = await startTestServer({ env });
  t.after(() => server.close());
  return async (path) => {
    const { status, body } = await callJson(server, 'GET', path);
    return { status, body: body as Record<string, unknown> };
  };
}

test('a section fetch returns exactly the regulation item fields', async (t) => {
  const get = await serverWith(t, FIXTURES);
  const { status, body } = await get('/api/lookup/regulations/get?section=1999.1');
  assert.equal(status, 200);
  const { request_id, timestamp, ...item } = body;
  assert.equal(typeof request_id, 'string');
  assert.equal(typeof timestamp, 'string');
  assert.deepEqual(
    Object.keys(item).sort(),
    [
      'cfr_title',
      'code',
      'content_type',
      'effective_date',
      'full_text',
      'heading',
      'id',
      'label',
      'part',
      'section',
      'source_url',
      'subpart',
      'type',
    ].sort(),
  );
  assert.equal(item.code, '1999.1');
  assert.equal(item.label, 'Synthetic basic rule.');
  assert.equal(item.heading, item.label);
  assert.equal(item.subpart, 'A');
  assert.equal(item.part, '1999');
  assert.equal(item.cfr_title, 29);
  assert.equal(item.content_type, 'regulation');
  assert.equal(item.effective_date, '2025-03-03');
  assert.equal(item.source_url, 'https://www.ecfr.gov/current/title-29/section-1999.1');
});

test('section spellings resolve to the containing section', async (t) => {
  const get = await serverWith(t, FIXTURES);
  for (const section of ['1999.1', '§ 1999.1', '  §1999.1(b)(1)(ii)(A)', '1999.1 (b)']) {
    const { status, body } = await get(
      `/api/lookup/regulations/get?section=${encodeURIComponent(section)}`,
    );
    assert.equal(status, 200, section);
    assert.equal(body.section, '1999.1', section);
  }
});

test('ids are stable across imports and reach part and subpart heading entries', async (t) => {
  const first = await serverWith(t, FIXTURES);
  const second = await serverWith(t, FIXTURES);
  const a = await first('/api/lookup/regulations/get?section=1999.2');
  const b = await second('/api/lookup/regulations/get?section=1999.2');
  assert.equal(a.body.id, b.body.id);
  const tree = await first('/api/lookup/regulations/tree?title=29');
  const part = (
    tree.body.titles as Array<{
      parts: Array<{ id: number; children: Array<{ id: number; content_type: string }> }>;
    }>
  )[0]!.parts[0]!;
  const partItem = await first(`/api/lookup/regulations/get?id=${part.id}`);
  assert.equal(partItem.body.content_type, 'part');
  assert.equal(partItem.body.section, null);
  assert.equal(partItem.body.code, null);
  assert.equal(partItem.body.heading, 'PART 1999—SYNTHETIC FIXTURE PART FOR IMPORTER TESTS');
  const subpart = part.children.find((c) => c.content_type === 'subpart')!;
  const subpartItem = await first(`/api/lookup/regulations/get?id=${subpart.id}`);
  assert.equal(subpartItem.body.content_type, 'subpart');
  assert.equal(subpartItem.body.subpart, 'A');
  const appendix = await first(
    `/api/lookup/regulations/get?section=${encodeURIComponent('Appendix A to Part 1999')}`,
  );
  assert.equal(appendix.body.content_type, 'appendix');
});

test('bad requests answer 400 with the field, unknown sections 404', async (t) => {
  const get = await serverWith(t, FIXTURES);
  const cases: Array<[string, number, string | undefined]> = [
    ['/api/lookup/regulations/get', 400, 'id'],
    ['/api/lookup/regulations/get?id=1&section=1999.1', 400, 'id'],
    ['/api/lookup/regulations/get?section=29%20CFR%201999.1', 400, 'section'],
    ['/api/lookup/regulations/get?section=first-aid', 400, 'section'],
    ['/api/lookup/regulations/get?id=abc', 400, 'id'],
    ['/api/lookup/regulations/get?section=1999.1&title=51', 400, 'title'],
    ['/api/lookup/regulations/get?section=1999.1&type=guidance', 400, 'id'],
    ['/api/lookup/regulations/get?section=1999.9', 404, undefined],
    ['/api/lookup/regulations/get?section=1999.1&title=30', 404, undefined],
    ['/api/lookup/regulations/get?id=12345', 404, undefined],
  ];
  for (const [path, status, field] of cases) {
    const res = await get(path);
    assert.equal(res.status, status, path);
    assert.equal(res.body.field, field, path);
  }
});

test('a guidance fetch says plainly that no guidance ships', async (t) => {
  const get = await serverWith(t, FIXTURES);
  const res = await get('/api/lookup/regulations/get?id=5&type=guidance');
  assert.equal(res.status, 503);
  assert.match(String(res.body.message), /none ship with ohds/);
});

test('search ranks sections, names the paragraph and notes the missing guidance', async (t) => {
  const get = await serverWith(t, FIXTURES);
  const res = await get('/api/lookup/regulations/search?q=drill');
  assert.equal(res.status, 200);
  const results = res.body.results as Array<Record<string, unknown>>;
  assert.equal(results[0]!.section, '1999.2');
  assert.equal(results[0]!.paragraph, '29 CFR 1999.2(a)(1)(ii)');
  assert.match(String(results[0]!.snippet), /drill/);
  assert.match((res.body.notes as string[])[0]!, /No guidance items/);
  const filtered = await get('/api/lookup/regulations/search?q=drill&part=1904');
  assert.equal(filtered.body.total, 0);
});

test('lookups answer 503 naming ohds data import before any import', async (t) => {
  const get = await serverWith(t, null);
  const res = await get('/api/lookup/regulations/get?section=1904.7');
  assert.equal(res.status, 503);
  assert.match(String(res.body.message), /ohds data import/);
});

test('the real Part 1904 serves current text and never the superseded 1904.41', async (t) => {
  const from = realDataSource();
  if (from === null)
    return t.skip('OHDS_DATA_SOURCE not set: real-data regulation route test skipped');
  const get = await serverWith(t, from);
  const item = await get('/api/lookup/regulations/get?section=1904.7(b)(5)(ii)');
  assert.equal(item.body.heading, 'General recording criteria.');
  assert.match(String(item.body.full_text), /\(N\) Drinking fluids for relief of heat stress\./);
  assert.equal((await get('/api/lookup/regulations/get?section=1904.41')).status, 404);
  const banner = await get('/api/lookup/regulations/get?section=1904.29');
  assert.doesNotMatch(String(banner.body.full_text), /Link to an amendment/);
  const search = await get('/api/lookup/regulations/search?q=first%20aid');
  const top = (search.body.results as Array<Record<string, unknown>>)[0]!;
  assert.equal(top.section, '1904.7');
});
