/** The KPI matrix as data: internal consistency and the spec's fixed points. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KPIS, kpisFor, PRIORITY_KEYS, ROLES } from '../../src/grading/matrix.ts';

test("each role's KPI weights within an owned priority sum to 1", () => {
  for (const role of ROLES) {
    for (const priority of PRIORITY_KEYS) {
      const kpis = kpisFor(role, priority);
      if (kpis.length === 0) continue;
      const sum = kpis.reduce((s, k) => s + k.weights[role]!, 0);
      assert.ok(Math.abs(sum - 1) < 1e-9, `${role} ${priority}: ${sum}`);
    }
  }
});

test('KPI keys are unique and every weight is positive', () => {
  assert.equal(new Set(KPIS.map((k) => k.key)).size, KPIS.length);
  for (const k of KPIS) for (const w of Object.values(k.weights)) assert.ok(w > 0, k.key);
});

test('every priority has at least one KPI and every role owns at least one priority', () => {
  for (const p of PRIORITY_KEYS)
    assert.ok(
      KPIS.some((k) => k.priority === p),
      p,
    );
  for (const r of ROLES)
    assert.ok(
      PRIORITY_KEYS.some((p) => kpisFor(r, p).length > 0),
      r,
    );
});

test('clinical_effectiveness and patient_experience have no signal source today', () => {
  for (const k of KPIS.filter(
    (k) => k.priority === 'clinical_effectiveness' || k.priority === 'patient_experience',
  )) {
    assert.equal(k.measure.type, 'no_signal', k.key);
  }
});

test('employer_experience has an update-timeliness KPI with a signal source', () => {
  const kpi = KPIS.find((k) => k.key === 'employer_update_timeliness');
  assert.equal(kpi?.priority, 'employer_experience');
  assert.notEqual(kpi?.measure.type, 'no_signal');
});

test('duration limits lie above their targets', () => {
  for (const k of KPIS)
    if ('targetHours' in k.measure) assert.ok(k.measure.limitHours > k.measure.targetHours, k.key);
});
