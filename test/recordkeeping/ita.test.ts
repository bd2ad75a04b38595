/** The ITA upload files: OSHA's column layout, the codes, and the fields ohds does not hold left empty. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { buildLog } from '../../src/recordkeeping/build.ts';
import { ITA_CASE_COLUMNS, ITA_NOTES, ITA_SUMMARY_COLUMNS } from '../../src/recordkeeping/ita.ts';
import { decision, establishment } from './helpers.ts';

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Array<Record<string, string>>;

test('the summary file has the 28 ITA columns and the 300A totals', () => {
  const r = buildLog({
    establishment: establishment({ ein: '12-3456789', ita_size: '21' }),
    cases: [],
    decisions: [
      decision('a', { column: 'H', days_away: 4 }),
      decision('b', { case_type: 'skin_disorder' }),
    ],
  });
  const [row, ...rest] = rowsOf(r.documents.ita_summary_csv);
  assert.equal(rest.length, 0);
  assert.deepEqual(Object.keys(row!), [...ITA_SUMMARY_COLUMNS]);
  assert.equal(ITA_SUMMARY_COLUMNS.length, 28);
  assert.deepEqual(
    [
      row!.ein,
      row!.size,
      row!.no_injuries_illnesses,
      row!.total_dafw_cases,
      row!.total_dafw_days,
      row!.total_other_cases,
      row!.total_skin_disorders,
      row!.establishment_type,
    ],
    ['123456789', '21', '1', '1', '4', '1', '1', ''],
  );
});

test('the case-detail file: one row per logged case, codes in form order, unheld fields empty with a note', () => {
  const r = buildLog({
    establishment: establishment(),
    cases: [],
    decisions: [
      decision('a', { column: 'I', days_restricted: 3, case_type: 'hearing_loss' }),
      decision('b', { recordable: 'no' }),
      decision('p', {
        privacy_case: 'yes',
        description: 'Puncture wound to finger',
        incident_date: '2025-08-09',
      }),
    ],
  });
  const rows = rowsOf(r.documents.ita_case_detail_csv);
  assert.deepEqual(Object.keys(rows[0]!), [...ITA_CASE_COLUMNS]);
  assert.deepEqual(
    rows.map((x) => [
      x.case_number,
      x.incident_outcome,
      x.type_of_incident,
      x.djtr_num_tr,
      x.date_of_incident,
    ]),
    [
      ['2025-001', '3', '5', '3', '05/01/2025'],
      ['2025-002', '4', '1', '0', '08/09/2025'],
    ],
  );
  for (const column of [
    'date_of_birth',
    'date_of_hire',
    'sex',
    'treatment_in_patient',
    'date_of_death',
  ]) {
    assert.ok(
      rows.every((x) => x[column] === ''),
      column,
    );
    assert.ok(
      ITA_NOTES.some((n) => n.column === column),
      `${column} has a note`,
    );
  }
  assert.ok(
    rows.every((x) => !Object.values(x).includes('Privacy case')),
    'no name column is sent',
  );
});
