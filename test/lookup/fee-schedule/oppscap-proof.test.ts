/**
 * Proof against CMS's own numbers: every status-A row of the January 2026 OPPSCAP file (release A) and of the
 * October 2025 OPPSCAP file (release D) is reproduced to the cent in both settings, through the functions the
 * endpoint uses (release A through `lookupFee` itself; 2025D, never served for 2026 dates, through the same
 * plan, schedule and `priceLine`).
 */

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseOppsCap } from '../../../src/lookup/fee-schedule/cms-pfs-parse.ts';
import { JURISDICTIONS } from '../../../src/lookup/fee-schedule/jurisdictions.ts';
import {
  type FeeQuery,
  loadRelease,
  lookupFee,
  medicarePlan,
  rbrvsSchedule,
  releases,
} from '../../../src/lookup/fee-schedule/lookup.ts';
import { priceLine } from '../../../src/lookup/fee-schedule/price-line.ts';
import { feeData, SKIP } from './support.ts';

const CASES = [
  {
    release: '2026A',
    file: 'cms-pfs/rvu26a/OPPSCAP_Jan2026.from-export.csv',
    rows: 6322,
    asOf: '2026-02-15',
  },
  { release: '2025D', file: 'cms-pfs/rvu25d/OPPSCAP_Oct.csv', rows: 6670, asOf: '2025-11-15' },
];

for (const c of CASES) {
  test(`every status-A row of the ${c.release} OPPSCAP file is reproduced to the cent in both settings`, async (t) => {
    const data = feeData();
    if (data === null) return t.skip(SKIP);
    const { store } = await data;
    const text = await readFile(join(process.env.OHDS_DATA_SOURCE!, c.file), 'utf8');
    const rows = parseOppsCap(text, c.file).filter((r) => r.status === 'A');
    assert.equal(rows.length, c.rows);
    const meta = (await releases(store)).find((m) => m.id === c.release)!;
    const release = await loadRelease(store, meta);
    const medicare = JURISDICTIONS.get('medicare')!;
    const mismatches: string[] = [];
    let capped = 0;
    for (const r of rows) {
      const g = release.gpci!.resolve(r.carrier, r.locality)!;
      for (const [setting, expected] of [
        ['facility', r.facility],
        ['non_facility', r.non_facility],
      ] as const) {
        const q: FeeQuery = {
          jurisdiction: 'medicare',
          code: r.code,
          setting,
          modifiers: r.mod === '' ? [] : [r.mod],
          provider_type: 'physician',
          units: 1,
          as_of: c.asOf,
          cf_basis: 'non_qp',
          zip: null,
          locality: `${g.state}:${g.locality}`,
        };
        const line =
          c.asOf >= '2026-01-01'
            ? await lookupFee(store, q)
            : priceLine({
                request: q,
                jurisdiction: medicare,
                label: null,
                location: null,
                notes: [],
                schedule: rbrvsSchedule(medicarePlan(release, medicare, q), g, q),
              });
        if (line.components.cap_applied !== null) capped++;
        if (
          line.status !== 'priced' ||
          line.max_allowable_usd !== Number(expected) ||
          line.components.medicare_release !== c.release
        ) {
          mismatches.push(
            `${r.code}${r.mod} ${r.carrier}/${r.locality} ${setting}: ${line.status} ${line.max_allowable_usd} != ${expected}`,
          );
        }
      }
    }
    assert.deepEqual(mismatches.slice(0, 10), []);
    assert.ok(capped > 0, 'the OPPS cap must bind on some rows');
  });
}

test('release 2025D is never served for a 2026 date', async (t) => {
  const data = feeData();
  if (data === null) return t.skip(SKIP);
  const { store } = await data;
  const base: FeeQuery = {
    jurisdiction: 'medicare',
    code: '73221',
    setting: 'facility',
    modifiers: [],
    provider_type: 'physician',
    units: 1,
    as_of: '2025-11-15',
    cf_basis: 'non_qp',
    zip: null,
    locality: 'CA:05',
  };
  const old = await lookupFee(store, base);
  assert.equal(old.status, 'not_covered_by_engine');
  const fourth = await lookupFee(store, { ...base, as_of: '2026-11-15' });
  assert.equal(fourth.status, 'not_covered_by_engine');
  assert.match(fourth.notes[0]!.text, /2026D is not imported/);
});
