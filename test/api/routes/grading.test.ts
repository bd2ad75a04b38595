/** The grading endpoints through the whole app in-process (auth, scan, validation, envelopes). */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { MEMBER, OTHER } from '../../grading/helpers.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function post(
  server: TestServer,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await callJson(server, 'POST', path, body);
  return { status: res.status, json: res.body as Record<string, unknown> };
}

const team = [
  { clinician_user_id_hash: MEMBER, role: 'frontline' },
  { clinician_user_id_hash: OTHER, role: 'case_mgr' },
];

test('the grading endpoints answer through the app', async (t) => {
  const server = await startTestServer({ deps: { now: () => new Date('2026-06-01T00:00:00Z') } });
  t.after(() => server.close());

  await t.test(
    'the sample case grades every member in request order and never echoes case_id',
    async () => {
      const sample = JSON.parse(
        await readFile(new URL('../../../samples/grading/case.json', import.meta.url), 'utf8'),
      ) as Record<string, unknown>;
      const { status, json } = await post(server, '/api/grading/case/composite', sample);
      assert.equal(status, 200);
      const members = json.members as Array<{ clinician_user_id_hash: string; role: string }>;
      assert.deepEqual(
        members.map((m) => m.role),
        ['ptp', 'case_mgr', 'frontline', 'navigator'],
      );
      assert.ok(!JSON.stringify(json).includes(String(sample.case_id)));
      assert.equal(typeof json.matrix_version, 'string');
      assert.equal(typeof json.catalog_version, 'string');
    },
  );

  await t.test(
    'unknown top-level fields and a request_id body key are ignored; the service assigns the id',
    async () => {
      const { status, json } = await post(server, '/api/grading/case/composite', {
        case_id: 'case-synthetic',
        care_team: team,
        request_id: 'caller-chosen',
        future_field: { x: 1 },
        signals: {
          timeline: [
            { kind: 'case_opened', actor_hash: null, at: '2026-03-02T08:00:00Z' },
            { kind: 'first_contact', actor_hash: MEMBER, at: '2026-03-02T09:30:00+00:00' },
          ],
        },
      });
      assert.equal(status, 200);
      assert.match(String(json.request_id), UUID);
      assert.equal(typeof json.timestamp, 'string');
      assert.equal('future_field' in json, false);
      const [frontline] = json.members as Array<{
        priorities: Array<{ key: string; score: number | null }>;
      }>;
      assert.equal(frontline!.priorities.find((p) => p.key === 'timeliness')!.score, 1);
    },
  );

  await t.test('an empty care team gives an empty members array', async () => {
    const { status, json } = await post(server, '/api/grading/case/composite', {
      case_id: 'c',
      care_team: [],
    });
    assert.deepEqual([status, json.members], [200, []]);
  });

  const rejected: Array<[string, unknown, string, string]> = [
    [
      'an unknown role',
      { case_id: 'c', care_team: [team[0], { clinician_user_id_hash: OTHER, role: 'surgeon' }] },
      'ValidationError',
      'care_team[1].role',
    ],
    ['a missing case_id', { care_team: team }, 'ValidationError', 'case_id'],
    [
      'a past day date in an event',
      {
        case_id: 'c',
        care_team: team,
        signals: { timeline: [{ kind: 'case_opened', at: '2026-03-02' }] },
      },
      'DeIdentificationViolation',
      'signals.timeline[0].at',
    ],
    [
      'a past day date in a regulatory record outside the due and filed dates',
      {
        case_id: 'c',
        care_team: team,
        signals: {
          regulatory: [
            {
              actor_hash: MEMBER,
              required: true,
              due_at: '2026-03-09',
              ref: 'filing of 2026-03-02',
            },
          ],
        },
      },
      'DeIdentificationViolation',
      'signals.regulatory[0].ref',
    ],
    [
      'a blocked field name',
      { case_id: 'c', care_team: team, context: { email: 'x' } },
      'DeIdentificationViolation',
      'context.email',
    ],
  ];
  for (const [label, body, error, field] of rejected) {
    await t.test(`${label} is a 400 ${error} naming ${field}`, async () => {
      const { status, json } = await post(server, '/api/grading/case/composite', body);
      assert.deepEqual([status, json.error, json.field], [400, error, field]);
    });
  }

  await t.test(
    'day-only regulatory due and filed dates, even past ones, are accepted and graded',
    async () => {
      const manager = [{ clinician_user_id_hash: OTHER, role: 'case_mgr' }];
      const regulatory = [
        {
          actor_hash: OTHER,
          required: true,
          filed: true,
          due_at: '2026-03-09',
          filed_at: '2026-03-09',
        },
        {
          actor_hash: OTHER,
          required: true,
          filed: true,
          due_at: '2026-03-09',
          filed_at: '2026-03-11',
        },
      ];
      for (const path of ['/api/grading/case/composite', '/api/grading/case/priority']) {
        const { status, json } = await post(server, path, {
          case_id: 'c',
          care_team: manager,
          priority: 'care_quality',
          signals: { regulatory },
        });
        assert.equal(status, 200, path);
        const [member] = json.members as Array<{
          priorities: Array<{ key: string; kpis: Array<{ key: string; score: number | null }> }>;
        }>;
        const quality = member!.priorities.find((p) => p.key === 'care_quality')!;
        assert.equal(
          quality.kpis.find((k) => k.key === 'regulatory_completeness')!.score,
          0.5,
          path,
        );
      }
    },
  );

  await t.test(
    'empty context descriptors and an empty ref are accepted (strings), the ref pairing nothing',
    async () => {
      const { status } = await post(server, '/api/grading/case/composite', {
        case_id: 'c',
        care_team: team,
        context: { phenotype: '', severity: null, jurisdiction: '' },
        signals: {
          timeline: [
            { kind: 'issue_opened', actor_hash: MEMBER, at: '2026-03-02T08:00:00Z', ref: '' },
          ],
        },
      });
      assert.equal(status, 200);
    },
  );

  await t.test('the single-priority variant grades one priority for every member', async () => {
    const { status, json } = await post(server, '/api/grading/case/priority', {
      case_id: 'c',
      care_team: team,
      priority: 'employer_experience',
    });
    assert.equal(status, 200);
    assert.equal(json.priority, 'employer_experience');
    const members = json.members as Array<{
      not_scored_reason: string;
      priorities: Array<{ key: string }>;
    }>;
    assert.deepEqual(
      members.map((m) => m.not_scored_reason),
      ['not_owned', 'insufficient_signal'],
    );
    assert.deepEqual(
      members[1]!.priorities.map((p) => p.key),
      ['employer_experience'],
    );
  });

  await t.test('the single-priority variant without a priority is a 400 naming it', async () => {
    const { status, json } = await post(server, '/api/grading/case/priority', {
      case_id: 'c',
      care_team: team,
    });
    assert.deepEqual([status, json.field], [400, 'priority']);
  });

  await t.test('the catalog and the OpenAPI document list both grading operations', async () => {
    const get = async (path: string) => (await callJson(server, 'GET', path)).body as unknown;
    const categories = (await get('/api/catalog/categories')) as Array<{
      name: string;
      resources: Array<{ operations: Array<{ name: string }> }>;
    }>;
    const grading = categories.find((c) => c.name === 'grading');
    assert.deepEqual(
      grading?.resources.flatMap((r) => r.operations.map((o) => o.name)),
      ['composite', 'priority'],
    );
    const openapi = (await get('/api/openapi.json')) as { paths: Record<string, unknown> };
    for (const path of ['/api/grading/case/composite', '/api/grading/case/priority'])
      assert.ok(path in openapi.paths, path);
  });
});
