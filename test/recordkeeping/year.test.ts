/** A year's log from the synthetic sample folder: analysed in-process, decided by the sample reviewer file. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildLog } from '../../src/recordkeeping/build.ts';
import { loadDecisions, loadEstablishment } from '../../src/recordkeeping/load.ts';
import { analysedSamples, SAMPLES } from './helpers.ts';

test('the sample year folds into the expected log, totals and checks', async () => {
  const now = new Date('2026-01-15T00:00:00Z');
  const { decisions, problems } = await loadDecisions(join(SAMPLES, 'decisions.csv'), now);
  assert.deepEqual(problems, []);
  const establishment = await loadEstablishment(join(SAMPLES, 'establishment.json'));
  assert.deepEqual(await loadEstablishment(join(SAMPLES, 'establishment.csv')), establishment);
  const r = buildLog({ establishment, cases: await analysedSamples(), decisions });

  assert.deepEqual(r.counts, { logged: 8, pending_review: 1, not_recordable: 1, outside_year: 0 });
  const t = r.totals;
  assert.deepEqual([t.G, t.H, t.I, t.J, t.K, t.L], [0, 3, 1, 4, 197, 12]);
  assert.deepEqual(t.M, {
    injury: 6,
    skin_disorder: 1,
    respiratory_condition: 0,
    poisoning: 0,
    hearing_loss: 1,
    all_other_illnesses: 0,
  });
  assert.deepEqual([r.rates.total_recordable_case_rate, r.rates.dart_rate], [6.67, 3.33]);

  const byId = new Map(r.entries.map((e) => [e.case_id, e]));
  assert.equal(byId.get('heat-exhaustion-fluids')!.status, 'pending_review');
  assert.equal(
    byId.get('heat-exhaustion-fluids')!.analysis!.criteria.recordable_leaning,
    'yes',
    'the engine leans recordable; the log still waits for the reviewer',
  );
  assert.equal(byId.get('forklift-foot-fracture')!.days_away, 180);
  assert.equal(byId.get('nurse-needlestick-used')!.analysis!.osha_log.privacy_case.flag, 'yes');
  assert.deepEqual(
    r.open_reports.map((o) => o.case_id),
    ['forklift-foot-fracture'],
  );
  const status = Object.fromEntries(r.checks.items.map((c) => [c.id, c.status]));
  assert.deepEqual(status, {
    confirmed_decisions: 'warn',
    day_counts: 'warn',
    privacy_descriptions: 'pass',
    open_1904_39_reports: 'warn',
    totals_re_add: 'pass',
    entries_complete: 'pass',
  });
});
