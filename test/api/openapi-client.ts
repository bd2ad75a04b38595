/**
 * The program a third-party integrator would write against the served document, as text for the client test:
 * openapi-fetch typed by the openapi-typescript output (`./api.ts`), reading the fields the spec promises.
 * Every read is typed: a field the document does not declare fails to compile. Inputs are synthetic.
 */
export const CLIENT_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function readAll(baseUrl: string, apikey: string, withFeeData: boolean) {
  const api = createClient<paths>({ baseUrl, headers: { apikey } });
  const items = (n: number, v: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => ['item_' + (i + 1), v]));

  const health = await api.GET('/api/health/check');
  const score = await api.POST('/api/psychosocial/depression_screen/score', {
    params: { query: { depth: 'full' } },
    body: { responses: { item_1: 1, item_2: 1, item_3: 1, item_4: 1, item_5: 1, item_6: 1, item_7: 1, item_8: 1, item_9: 1 } },
  });
  const missing = await api.POST('/api/psychosocial/anxiety_screen/score', { body: { responses: items(3, 1) as never } });
  const categories = await api.GET('/api/catalog/categories', { params: { query: { audience: 'employee' } } });
  const questions = await api.POST('/api/cdri/questions', { params: { query: { instruments: 'orebro' } } });
  const version = await api.GET('/api/version/get');
  const nudge = await api.POST('/api/nudge/check_resolution', {
    body: {
      active_nudges: [{ card_id: 'pain-1', category: 'pain-assessment', body: 'Ask the patient to rate their pain on a 0-10 scale.' }],
      transcript_window: [
        { segment_id: 's1', speaker: 'clinician', text: 'On a scale of 0 to 10, how bad is the pain today?', started_at_ms: 0, ended_at_ms: 3000 },
        { segment_id: 's2', speaker: 'patient', text: 'About a 6.', started_at_ms: 3000, ended_at_ms: 4000 },
      ],
    },
  });
  const record = await api.POST('/api/recordability/analyze', {
    body: { case: { incident: { description: 'The warehouse associate cut the left palm on a box cutter.' }, injury: { description: 'A 3 cm laceration closed with four sutures at the clinic.' } } },
  });
  const fee = withFeeData
    ? await api.GET('/api/lookup/fee_schedule/get', { params: { query: { jurisdiction: 'medicare', code: '99213', setting: 'non_facility', zip: '94110', units: 2, as_of: '2026-02-10' } } })
    : null;

  const op = categories.data?.[0]?.resources[0]?.operations[0];
  // Errors are the envelope or, on 401, the small body: narrow on \`error\` before reading the envelope.
  const envelope = missing.error !== undefined && 'error' in missing.error ? missing.error : undefined;
  const reg = async () => {
    const r = await api.GET('/api/lookup/regulations/get', { params: { query: { section: '1904.7' } } });
    return r.data === undefined ? null : r.data.type === 'regulation' ? r.data.full_text.length + r.data.cfr_title : r.data.subject;
  };
  void reg;
  return {
    health: [health.data?.status, health.data?.consumer.id, health.data?.request_id, health.data?.timestamp, health.response.headers.get('x-request-id')],
    score: [
      score.data?.finding.score,
      score.data?.finding.band,
      score.data?.finding.raw.responded_items,
      score.data?.confidence.tier,
      score.data?.recommendations?.items[0]?.priority,
      score.data?.depth,
      score.data?.catalog_version,
    ],
    missing: [missing.response.status, envelope?.error, envelope?.field, envelope?.missing_items?.length],
    catalog: [categories.data?.length, categories.data?.[0]?.name, op?.http_method, op?.path],
    questions: [questions.data?.instruments[0]?.items.length, questions.data?.instruments[0]?.items[0]?.values[0]?.value],
    version: [version.data?.build.version, version.data?.deploy.uptime_seconds],
    nudge: [nudge.data?.resolutions[0]?.card_id, nudge.data?.resolutions[0]?.resolved],
    record: [
      typeof record.data?.recordability_score,
      record.data?.criteria_met.fatality,
      record.data?.factors.treatment.leaning,
      record.data?.confidence.breakdown.input_completeness !== undefined,
    ],
    fee: fee === null ? null : [fee.data?.status, fee.data?.units, fee.data?.location?.locality, typeof fee.data?.components.rvu?.work, fee.data?.max_allowable_usd !== null],
  };
}
`;

/** Reads a field the document does not declare: must not compile (the typecheck is not vacuous). */
export const BAD_PROGRAM = `
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function readMissing(baseUrl: string) {
  const api = createClient<paths>({ baseUrl });
  const res = await api.GET('/api/health/check');
  return res.data?.no_such_field;
}
`;
