/**
 * Place of service -> Medicare locality: a ZIP through the CMS crosswalk in force on the date (ZIP+4 when the
 * ZIP spans localities), or a locality key (`CA:18`). State jurisdictions accept only their own localities.
 */
import { ValidationError } from '../../errors.ts';
import type { DataStore } from '../store.ts';
import type { GpciRow } from './cms-pfs-parse.ts';
import { CMS_ZIP, type Zip5Index, type Zip9Index } from './cms-zip-importer.ts';
import type { GpciIndex } from './gpci-index.ts';
import type { FeeLocation, FeeNote } from './line.ts';

export interface Place {
  location: FeeLocation;
  gpci: GpciRow;
  notes: FeeNote[];
}

type Editions = Record<string, { zips: number; zip9: number }>;

/** The newest crosswalk edition (YYYYQ) published for a quarter on or before `asOf`, else the oldest. */
export function editionFor(editions: string[], asOf: string): string | null {
  const quarter = `${asOf.slice(0, 4)}${Math.ceil(Number(asOf.slice(5, 7)) / 3)}`;
  const sorted = [...editions].sort();
  return sorted.filter((e) => e <= quarter).at(-1) ?? sorted[0] ?? null;
}

async function zipTables(
  store: DataStore,
  asOf: string,
): Promise<{ zip5: Zip5Index; zip9: Zip9Index | null }> {
  const editions = await store.load(CMS_ZIP, 'editions', (s) =>
    s.readJson<Editions>(CMS_ZIP, 'editions.json'),
  );
  const edition = editionFor(Object.keys(editions), asOf)!;
  return store.load(CMS_ZIP, `edition-${edition}`, async (s) => ({
    zip5: await s.readJson<Zip5Index>(CMS_ZIP, `zip5-${edition}.json`),
    zip9:
      editions[edition]!.zip9 > 0
        ? await s.readJson<Zip9Index>(CMS_ZIP, `zip9-${edition}.json`)
        : null,
  }));
}

function inJurisdiction(row: GpciRow, state: string | null, field: 'zip' | 'locality'): void {
  if (state !== null && row.state !== state) {
    throw new ValidationError(`Field '${field}' is outside the jurisdiction's localities.`, {
      field,
    });
  }
}

export async function resolvePlace(
  store: DataStore,
  q: { zip: string | null; locality: string | null; as_of: string },
  gpci: GpciIndex,
  state: string | null,
): Promise<Place> {
  if ((q.zip === null) === (q.locality === null)) {
    const field = q.zip === null ? 'zip' : 'locality';
    throw new ValidationError(
      `Exactly one of 'zip' and 'locality' is required for this jurisdiction.`,
      { field },
    );
  }
  if (q.locality !== null) {
    const row = gpci.byKey.get(q.locality);
    if (row === undefined)
      throw new ValidationError(`Field 'locality' is not a locality of the jurisdiction map.`, {
        field: 'locality',
      });
    inJurisdiction(row, state, 'locality');
    return {
      location: {
        locality: q.locality,
        name: row.name,
        resolved_from: 'locality',
        basis: 'place_of_service',
      },
      gpci: row,
      notes: [],
    };
  }
  const zip = q.zip!;
  const { zip5, zip9 } = await zipTables(store, q.as_of);
  const entry = zip5[zip.slice(0, 5)];
  if (entry === undefined)
    throw new ValidationError(`Field 'zip' is not in the CMS ZIP-to-locality crosswalk.`, {
      field: 'zip',
    });
  let [, carrier, locality] = entry;
  const notes: FeeNote[] = [];
  let resolvedFrom: FeeLocation['resolved_from'] = 'zip';
  if (entry[3] === 1) {
    if (zip.length !== 9)
      throw new ValidationError(`Field 'zip' spans Medicare localities: send the ZIP+4.`, {
        field: 'zip',
      });
    const hit = zip9?.[zip];
    if (hit === undefined) {
      notes.push({
        code: 'zip_plus4_not_listed',
        text: 'The ZIP+4 is not in an imported ZIP9 file; the ZIP\u2019s own locality was used.',
      });
    } else {
      [carrier, locality] = hit;
      resolvedFrom = 'zip+4';
    }
  }
  const row = gpci.resolve(carrier, locality);
  if (row === null)
    throw new ValidationError(
      `Field 'zip' maps to a locality missing from the release's GPCI file.`,
      { field: 'zip' },
    );
  inJurisdiction(row, state, 'zip');
  const key = `${row.state}:${row.locality}`;
  return {
    location: {
      locality: key,
      name: row.name,
      resolved_from: resolvedFrom,
      basis: 'place_of_service',
    },
    gpci: row,
    notes,
  };
}
