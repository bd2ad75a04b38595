/** Medicare quarterly release identities (`2026A`..`2026D`) and the date range each one prices. */

export type Quarter = 'A' | 'B' | 'C' | 'D';

export interface ReleaseMeta {
  id: string;
  effective_from: string;
  effective_to: string;
  conversion_factor: { non_qp: string; qp: string | null };
  /** Bundle files that were not supplied (GPCI, OPPSCAP, ANES, LOCCO). */
  missing_files: string[];
  /** Release whose GPCI file this one reuses (`--gpci-from`), or null. */
  gpci_from: string | null;
  /** True when the GPCI file publishes the floored work GPCI (CMS priced CY2026 release A with it). */
  work_gpci_floor: boolean;
  localities: number;
}

const STARTS: Record<Quarter, [string, string]> = {
  A: ['01-01', '03-31'],
  B: ['04-01', '06-30'],
  C: ['07-01', '09-30'],
  D: ['10-01', '12-31'],
};

export function releaseId(year: number, quarter: Quarter): string {
  return `${year}${quarter}`;
}

/** The quarter a release prices: CMS publishes one full bundle per quarter. */
export function quarterRange(id: string): { effective_from: string; effective_to: string } {
  const year = id.slice(0, 4);
  const [from, to] = STARTS[id.slice(4) as Quarter];
  return { effective_from: `${year}-${from}`, effective_to: `${year}-${to}` };
}

/** The release id whose quarter contains `date` (YYYY-MM-DD). */
export function releaseFor(date: string): string {
  const month = Number(date.slice(5, 7));
  const quarter: Quarter = month <= 3 ? 'A' : month <= 6 ? 'B' : month <= 9 ? 'C' : 'D';
  return releaseId(Number(date.slice(0, 4)), quarter);
}
