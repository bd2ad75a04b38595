import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeRequestSchema } from '../../src/recordability/schema.ts';
import { parseWith } from '../../src/validation.ts';

const minimal = () => ({
  case: { incident: { description: 'Cut at work.' }, injury: { description: 'Laceration.' } },
});
// biome-ignore lint/suspicious/noExplicitAny: the test writes arbitrary shapes into a request body on purpose
type Body = ReturnType<typeof minimal> & Record<string, any>;

function fieldOf(mutate: (b: Body) => void): string | undefined {
  const body = minimal() as Body;
  mutate(body);
  try {
    parseWith(analyzeRequestSchema, body);
    return undefined;
  } catch (err) {
    return (err as { extras: { field?: string } }).extras.field ?? '(none)';
  }
}

test('only the two descriptions are required', () => {
  assert.equal(
    fieldOf(() => undefined),
    undefined,
  );
  assert.equal(
    fieldOf((b) => delete (b.case.incident as { description?: string }).description),
    'case.incident.description',
  );
  assert.equal(
    fieldOf((b) => delete (b.case.injury as { description?: string }).description),
    'case.injury.description',
  );
  assert.equal(
    fieldOf((b) => delete (b as { case?: unknown }).case),
    'case',
  );
});

test('an unknown field anywhere is a 400 naming it', () => {
  const cases: Array<[(b: Body) => void, string]> = [
    [(b) => (b.request_id = 'x'), 'request_id'],
    [(b) => ((b.case as Record<string, unknown>).name_of_site = 'x'), 'case.name_of_site'],
    [(b) => ((b.case.incident as Record<string, unknown>).shift = 'night'), 'case.incident.shift'],
    [
      (b) =>
        ((b.case as Record<string, unknown>).statements = [
          { source: 'witness', text: 'Saw it.', extra: 1 },
        ]),
      'case.statements[0].extra',
    ],
    [
      (b) =>
        (b.assist_context = {
          references: [{ title: 't', text: 'x', url: 'https://example.org' }],
        }),
      'assist_context.references[0].url',
    ],
  ];
  for (const [mutate, field] of cases) assert.equal(fieldOf(mutate), field);
});

test('every length and range limit is enforced with the field path', () => {
  const long = (n: number) => 'a'.repeat(n);
  // biome-ignore lint/suspicious/noExplicitAny: the test writes arbitrary shapes into the case on purpose
  const c = (b: Body) => b.case as Record<string, any>;
  const cases: Array<[(b: Body) => void, string | undefined]> = [
    [(b) => (b.case.incident.description = long(8000)), undefined],
    [(b) => (b.case.incident.description = long(8001)), 'case.incident.description'],
    [(b) => (b.case.incident.description = ''), 'case.incident.description'],
    [(b) => (b.case.injury.description = long(8001)), 'case.injury.description'],
    [
      (b) => ((b.case.incident as Record<string, unknown>).activity_at_time = long(1001)),
      'case.incident.activity_at_time',
    ],
    [
      (b) => ((b.case.injury as Record<string, unknown>).body_part = long(201)),
      'case.injury.body_part',
    ],
    [
      (b) => ((b.case.injury as Record<string, unknown>).diagnosis = long(501)),
      'case.injury.diagnosis',
    ],
    [
      (b) => ((b.case.injury as Record<string, unknown>).icd_category = long(41)),
      'case.injury.icd_category',
    ],
    [(b) => (c(b).employee = { job_title: long(201) }), 'case.employee.job_title'],
    [(b) => (c(b).employee = { job_duties: long(2001) }), 'case.employee.job_duties'],
    [(b) => (c(b).employee = { department: long(201) }), 'case.employee.department'],
    [(b) => (c(b).employee = { tenure_bracket: long(41) }), 'case.employee.tenure_bracket'],
    [
      (b) => (c(b).prior_condition = { description: long(4001) }),
      'case.prior_condition.description',
    ],
    [
      (b) => (c(b).treatment = { provided: Array.from({ length: 26 }, () => 'ice') }),
      'case.treatment.provided',
    ],
    [(b) => (c(b).treatment = { provided: [long(1001)] }), 'case.treatment.provided[0]'],
    [(b) => (c(b).treatment = { provided: [''] }), 'case.treatment.provided[0]'],
    [(b) => (c(b).treatment = { provider_type: long(201) }), 'case.treatment.provider_type'],
    [
      (b) =>
        (c(b).statements = Array.from({ length: 21 }, () => ({ source: 'witness', text: 'x' }))),
      'case.statements',
    ],
    [(b) => (c(b).statements = [{ source: 'supervisor', text: 'x' }]), 'case.statements[0].source'],
    [(b) => (c(b).work_status = { days_away: 3651 }), 'case.work_status.days_away'],
    [(b) => (c(b).work_status = { days_away: 3650 }), undefined],
    [(b) => (c(b).work_status = { days_away: 1.5 }), 'case.work_status.days_away'],
    [
      (b) => ((b.case.incident as Record<string, unknown>).incident_date = '2026-02-30'),
      'case.incident.incident_date',
    ],
    [
      (b) => ((b.case.incident as Record<string, unknown>).location_context = 'home'),
      'case.incident.location_context',
    ],
    [(b) => (b.lens = 'legal'), 'lens'],
    [
      (b) => (b.assist_context = { references: [{ title: 't', text: 'x', load: 'on_demand' }] }),
      'assist_context.references[0].load',
    ],
  ];
  for (const [mutate, field] of cases) assert.equal(fieldOf(mutate), field, String(field));
});
