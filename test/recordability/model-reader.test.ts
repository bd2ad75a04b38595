/**
 * The model reader through a fake OpenAI-compatible server: the model fills the same fact schema as the offline
 * reader, part by part; spans not found in the case are dropped; a reader cannot claim a structured field; the
 * decision is the engine's, whatever the model would have concluded.
 */
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { createModelClient } from '../../src/model/index.ts';
import { analyzeCase } from '../../src/recordability/analyze.ts';
import { readCase } from '../../src/recordability/read/index.ts';
import type { RecordabilityCase } from '../../src/recordability/schema.ts';
import { type FakeRequest, startFakeOpenAI } from '../support/fake-openai.ts';

const CASE: RecordabilityCase = {
  incident: {
    description:
      'While stacking synthetic crates in the stockroom the associate caught a hand on a staple.',
  },
  injury: { description: 'Small cut on the palm.' },
  treatment: { provided: ['cleaned and bandaged', 'three sutures placed at the clinic'] },
};

type Part = 'work_relatedness' | 'exceptions' | 'recurrence' | 'treatment' | 'significance';
const partOf = (r: FakeRequest) => (r.schemaName ?? '').replace('recordability_read_', '') as Part;

async function modelFor(t: TestContext, replies: Partial<Record<Part, unknown>>) {
  const empty = { facts: {}, treatments: [], days_away_count: null, notes: [] };
  const fake = await startFakeOpenAI({ respond: (r) => ({ json: replies[partOf(r)] ?? empty }) });
  t.after(() => fake.close());
  return {
    fake,
    model: createModelClient(
      loadConfig({
        OHDS_MODEL_PROVIDER: 'openai',
        OHDS_MODEL_BASE_URL: fake.baseURL,
        OHDS_MODEL_RETRIES: '0',
      }),
    ),
  };
}

const sutures = {
  key: 'sutures',
  class: 'medical',
  ref: '1904.7(b)(5)(ii)(D)',
  status: 'given',
  evidence: {
    where: 'case.treatment.provided[1]',
    span: 'three sutures placed at the clinic',
    provenance: 'entry',
  },
};
const workplace = {
  in_work_environment: {
    value: 'yes',
    evidence: [
      { where: 'case.incident.description', span: 'in the stockroom', provenance: 'narrative' },
    ],
  },
};

test('five part readings, one per factor, each asking for facts and never a verdict', async (t) => {
  const { fake, model } = await modelFor(t, {
    work_relatedness: { facts: workplace, treatments: [], days_away_count: null, notes: [] },
    treatment: { facts: {}, treatments: [sutures], days_away_count: null, notes: [] },
  });
  const result = await analyzeCase({ case: CASE }, { model, paragraphs: null });
  assert.deepEqual(fake.requests.map(partOf).sort(), [
    'exceptions',
    'recurrence',
    'significance',
    'treatment',
    'work_relatedness',
  ]);
  for (const r of fake.requests) {
    const schema = JSON.stringify(r.body.response_format?.json_schema?.schema);
    assert.doesNotMatch(
      schema,
      /leaning|likelihood|recordab/,
      'the reading schema holds no verdict',
    );
  }
  assert.equal(result.provider, 'openai');
  assert.equal(result.factors.treatment.leaning, 'yes');
  assert.equal(result.criteria.recordable_leaning, 'yes');
});

test('a span the case does not contain is dropped, and the fact falls back to unstated', async (t) => {
  const invented = {
    ...sutures,
    evidence: { ...sutures.evidence, span: 'twelve staples and a skin graft' },
  };
  const { model } = await modelFor(t, {
    treatment: { facts: {}, treatments: [invented], days_away_count: null, notes: [] },
  });
  const read = await readCase(CASE, model);
  assert.equal(read.treatments.length, 0);
});

test('a span found in another field is re-pointed there, and its provenance follows that field', async (t) => {
  const misplaced = {
    ...sutures,
    evidence: {
      where: 'case.incident.description',
      span: 'three sutures placed',
      provenance: 'field',
    },
  };
  const { model } = await modelFor(t, {
    treatment: { facts: {}, treatments: [misplaced], days_away_count: null, notes: [] },
  });
  const read = await readCase(CASE, model);
  assert.equal(read.treatments.length, 0, 'a reader cannot claim a structured field');
  const honest = {
    ...sutures,
    evidence: {
      where: 'case.incident.description',
      span: 'three sutures placed',
      provenance: 'narrative',
    },
  };
  const again = await modelFor(t, {
    treatment: { facts: {}, treatments: [honest], days_away_count: null, notes: [] },
  });
  const reread = await readCase(CASE, again.model);
  assert.equal(reread.treatments[0]?.evidence.where, 'case.treatment.provided[1]');
  assert.equal(reread.treatments[0]?.evidence.provenance, 'entry');
});

test('a structured field outranks the model, and the disagreement is noted', async (t) => {
  const saysNoDays = {
    days_away: {
      value: 'no',
      evidence: [
        {
          where: 'case.injury.description',
          span: 'Small cut on the palm.',
          provenance: 'narrative',
        },
      ],
    },
  };
  const { model } = await modelFor(t, {
    treatment: { facts: saysNoDays, treatments: [], days_away_count: null, notes: [] },
  });
  const read = await readCase({ ...CASE, work_status: { days_away: 2 } }, model);
  assert.equal(read.facts.days_away.value, 'yes');
  assert.equal(read.facts.days_away.evidence[0]?.provenance, 'field');
  assert.ok(read.notes.some((n) => n.includes('work_status.days_away')));
});
