import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { writeSynthetic } from '../../lookup/codes/synthetic.ts';
import { importInto, realDataSource, tempDataDir } from '../../lookup/helpers.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

type Get = (path: string) => Promise<{ status: number; body: Record<string, unknown> }>;

async function serve(t: TestContext, dataDir: string | null): Promise<Get> {
  const server = await startTestServer({ env: dataDir === null ? {} : { OHDS_DATA_DIR: dataDir } });
  t.after(() => server.close());
  return async (path) => {
    const { status, body } = await callJson(server, 'GET', path);
    return { status, body: body as Record<string, unknown> };
  };
}

async function syntheticServer(t: TestContext): Promise<Get> {
  const from = await writeSynthetic(await tempDataDir(t));
  const { store } = await importInto(t, from, ['icd10cm', 'naics', 'cpt']);
  return serve(t, store.dataDir);
}

test('each code set answers search, get and tree with code and label', async (t) => {
  const get = await syntheticServer(t);
  const cases: Array<[string, number, (body: Record<string, unknown>) => void]> = [
    [
      '/api/lookup/icd10cm/get?code=A01.02XA',
      200,
      (b) => assert.equal(b.label, 'Synthetic condition one, initial encounter'),
    ],
    [
      '/api/lookup/icd10cm/search?q=A01',
      200,
      (b) =>
        assert.deepEqual(
          (b.results as Array<{ code: string }>).slice(0, 3).map((r) => r.code),
          ['A01', 'A01.01', 'A01.02XA'],
        ),
    ],
    [
      '/api/lookup/icd10cm/tree',
      200,
      (b) =>
        assert.deepEqual(
          (b.children as Array<{ code: string }>).map((r) => r.code),
          ['1', '2'],
        ),
    ],
    [
      '/api/lookup/naics/tree?code=2382',
      200,
      (b) =>
        assert.deepEqual(
          (b.children as Array<{ code: string }>).map((r) => r.code),
          ['23822'],
        ),
    ],
    [
      '/api/lookup/naics/search?q=plumbing',
      200,
      (b) => assert.equal((b.results as Array<{ code: string }>)[0]!.code, '238220'),
    ],
    ['/api/lookup/cpt/get?code=99999', 200, (b) => assert.equal(b.label, null)],
    ['/api/lookup/cpt/get?code=Z9999', 404, () => {}],
    ['/api/lookup/icd10cm/get', 400, (b) => assert.equal(b.field, 'code')],
    ['/api/lookup/naics/search?q=', 400, (b) => assert.equal(b.field, 'q')],
  ];
  for (const [path, status, check] of cases) {
    const res = await get(path);
    assert.equal(res.status, status, path);
    check(res.body);
  }
});

test('naics/calculate applies the 1904.1 size rule and says the 1904.2 list is missing', async (t) => {
  const get = await syntheticServer(t);
  const cases: Array<[string, string, string]> = [
    ['peak_employees=10', 'exempt', 'not_required_unless_asked_in_writing'],
    ['peak_employees=11', 'not_exempt', 'required_unless_industry_exempt'],
    ['', 'not_determined', 'not_determined'],
  ];
  for (const [extra, size, keep] of cases) {
    const res = await get(`/api/lookup/naics/calculate?code=238220&${extra}`);
    assert.equal(res.status, 200, extra);
    assert.equal((res.body.size_exemption as { status: string }).status, size, extra);
    assert.equal(res.body.keep_records, keep, extra);
    const industry = res.body.industry_exemption as { status: string; reason: string };
    assert.equal(industry.status, 'not_determined');
    assert.match(industry.reason, /not in the imported data/);
  }
  assert.equal((await get('/api/lookup/naics/calculate?code=99')).status, 404);
  assert.equal((await get('/api/lookup/naics/calculate?code=abc')).body.field, 'code');
  assert.equal(
    (await get('/api/lookup/naics/calculate?code=238220&peak_employees=-1')).body.field,
    'peak_employees',
  );
});

test('code lookups answer 503 naming ohds data import before any import', async (t) => {
  const get = await serve(t, null);
  for (const set of ['icd10cm', 'naics', 'cpt']) {
    const res = await get(`/api/lookup/${set}/search?q=fracture`);
    assert.equal(res.status, 503, set);
    assert.match(String(res.body.message), /ohds data import/);
  }
});

test('naics/calculate quotes the real 1904.1 text', async (t) => {
  const from = realDataSource();
  if (from === null)
    return t.skip('OHDS_DATA_SOURCE not set: real-data naics/calculate test skipped');
  const { store } = await importInto(t, from, ['naics', 'regulations']);
  const get = await serve(t, store.dataDir);
  const res = await get('/api/lookup/naics/calculate?code=238220&peak_employees=8');
  const size = res.body.size_exemption as {
    status: string;
    citations: Array<{ ref: string; text: string | null }>;
  };
  assert.equal(size.status, 'exempt');
  assert.match(
    size.citations[0]!.text!,
    /10 or fewer employees at all times during the last calendar year/,
  );
  assert.equal(
    (res.body.industry_exemption as { citations: Array<{ text: string | null }> }).citations[0]!
      .text,
    null,
    '1904.2 is not in the data',
  );
});
