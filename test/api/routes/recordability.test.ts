import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../../src/config.ts';
import { createModelClient } from '../../../src/model/index.ts';
import { createRulesClient } from '../../../src/model/rules.ts';
import { startFakeOpenAI } from '../../support/fake-openai.ts';
import { callJson } from '../../support/http.ts';
import { startTestServer } from '../../support/server.ts';

const body = () => ({
  case: {
    incident: {
      description:
        'While lifting a carton in the warehouse the packer cut the hand on a metal edge.',
      incident_date: '2025-01-10',
      reported_date: '2025-01-10',
      location_context: 'on_premises',
    },
    injury: {
      description: 'Laceration closed with four sutures.',
      symptom_onset_date: '2025-01-10',
    },
    prior_condition: { exists: false, prior_incident_date: '2024-06-01' },
  },
});
/** A model reading of one part: no facts, one reviewer note (the only free text a reader returns). */
const partReply = (note: string) => ({
  facts: {},
  treatments: [],
  days_away_count: null,
  notes: [note],
});

test('a date ahead written in the narrative (past ones are refused inbound) is quoted back masked, not failed by the outbound scan', async (t) => {
  const server = await startTestServer({ deps: { model: createRulesClient() } });
  t.after(() => server.close());
  const request = body();
  request.case.incident.description =
    'Synthetic: the packer cut the hand on a metal edge while lifting a carton in the warehouse; recheck booked Fri 1/10/2099.';
  const res = await callJson(server, 'POST', '/api/recordability/analyze', request);
  assert.equal(res.status, 200);
  const text = JSON.stringify(res.body);
  assert.ok(!text.includes('1/10/2099'));
  assert.match(text, /recheck booked Fri \[date\]/);
});

test('the composite answers with the spec fields; the four event dates are exempt from the past-date rule', async (t) => {
  const server = await startTestServer({ deps: { model: createRulesClient() } });
  t.after(() => server.close());
  const res = await callJson(server, 'POST', '/api/recordability/analyze', body());
  assert.equal(res.status, 200);
  for (const key of [
    'recordability_score',
    'confidence',
    'criteria_met',
    'factors',
    'criteria',
    'missing_information',
    'osha_log',
    'request_id',
    'timestamp',
  ])
    assert.ok(key in res.body, key);
  assert.equal(res.body.criteria_met.medical_treatment_beyond_first_aid, 'yes');
  assert.match(res.body.request_id, /^[0-9a-f-]{36}$/);
});

test('bad bodies are 400s naming the field', async (t) => {
  const server = await startTestServer({ deps: { model: createRulesClient() } });
  t.after(() => server.close());
  const cases: Array<[string, (b: ReturnType<typeof body>) => unknown, string, string]> = [
    [
      'unknown nested field',
      (b) => ({ ...b, case: { ...b.case, injury: { ...b.case.injury, severity: 'high' } } }),
      'ValidationError',
      'case.injury.severity',
    ],
    [
      'missing injury description',
      (b) => ({ ...b, case: { ...b.case, injury: {} } }),
      'ValidationError',
      'case.injury.description',
    ],
    [
      'past date outside the event dates',
      (b) => ({
        ...b,
        case: {
          ...b.case,
          incident: { ...b.case.incident, description: 'Injured on 2025-01-10 at the dock.' },
        },
      }),
      'DeIdentificationViolation',
      'case.incident.description',
    ],
    [
      'e-mail in a statement',
      (b) => ({
        ...b,
        case: {
          ...b.case,
          statements: [{ source: 'witness', text: 'Write to someone@example.org' }],
        },
      }),
      'DeIdentificationViolation',
      'case.statements[0].text',
    ],
    [
      'on-demand reference',
      (b) => ({
        ...b,
        assist_context: { references: [{ title: 'Policy', text: 'x', load: 'on_demand' }] },
      }),
      'ValidationError',
      'assist_context.references[0].load',
    ],
  ];
  for (const [name, mutate, error, field] of cases) {
    const res = await callJson(server, 'POST', '/api/recordability/analyze', mutate(body()));
    assert.equal(res.status, 400, name);
    assert.deepEqual([res.body.error, res.body.field], [error, field], name);
  }
});

test('each single-factor endpoint and the work-relatedness endpoint answer', async (t) => {
  const server = await startTestServer({ deps: { model: createRulesClient() } });
  t.after(() => server.close());
  for (const factor of [
    'work_relatedness',
    'exceptions',
    'recurrence',
    'treatment',
    'significance',
  ]) {
    const res = await callJson(server, 'POST', `/api/recordability/${factor}/analyze`, body());
    assert.equal(res.status, 200, factor);
    assert.equal(res.body.factor, factor);
    assert.ok(['yes', 'no', 'unsure'].includes(res.body.leaning), factor);
  }
  const commute = {
    case: {
      incident: {
        description: 'Arriving for the shift, the clerk was rear-ended in the company parking lot.',
        location_context: 'parking_lot',
      },
      injury: { description: 'Neck strain.' },
    },
  };
  const res = await callJson(server, 'POST', '/api/work_relatedness/analyze', commute);
  assert.equal(res.status, 200);
  assert.deepEqual(
    [res.body.work_related.verdict, res.body.work_related.exception_ruled_in],
    ['no', true],
  );
});

test('through the openai provider, identifier-shaped model output is a 502 and clean output a 200', async (t) => {
  const cases: Array<[string, number]> = [
    ['Plain note without identifiers.', 200],
    ['Reach the worker at someone@example.org.', 502],
  ];
  for (const [note, status] of cases) {
    const fake = await startFakeOpenAI({ respond: () => ({ json: partReply(note) }) });
    t.after(() => fake.close());
    const model = createModelClient(
      loadConfig({
        OHDS_MODEL_PROVIDER: 'openai',
        OHDS_MODEL_BASE_URL: fake.baseURL,
        OHDS_MODEL_RETRIES: '0',
      }),
    );
    const server = await startTestServer({ deps: { model } });
    t.after(() => server.close());
    const res = await callJson(server, 'POST', '/api/recordability/analyze', body());
    assert.equal(res.status, status, note);
    if (status === 502) assert.equal(res.body.error, 'UpstreamError');
    else assert.equal(fake.requests.length, 5, 'one model reading per factor part');
  }
});

test('with the regulation imported, citations are quoted from the served text', async (t) => {
  const from = process.env.OHDS_DATA_SOURCE;
  if (from === undefined || from === '')
    return t.skip('OHDS_DATA_SOURCE not set: the regulation text is needed');
  const { realParagraphs } = await import('../../recordability/helpers.ts');
  const real = (await realParagraphs(t))!;
  const server = await startTestServer({ deps: { model: createRulesClient(), data: real.store } });
  t.after(() => server.close());
  const res = await callJson(server, 'POST', '/api/recordability/analyze', body());
  assert.equal(res.status, 200);
  const quotes = res.body.factors.treatment.citations as Array<{ ref: string; quote: string }>;
  assert.ok(
    quotes.some((c) => c.ref === '29 CFR 1904.7(b)(5)(ii)(D)' && c.quote.includes('sutures')),
  );
  assert.ok(
    !res.body.notes.some((n: { code: string }) => n.code === 'regulation_text_not_imported'),
  );
});
