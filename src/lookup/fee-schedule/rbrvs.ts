/**
 * The Medicare RBRVS formula (RVU25D.pdf, "The formula for ... payment amount"):
 *   [(work RVU x work GPCI) + (PE RVU x PE GPCI) + (MP RVU x MP GPCI)] x CF,
 * with the setting's practice expense, and the OPPS imaging cap (Deficit Reduction Act of 2005 s.5102(b)):
 * the lower of that amount and the same formula with the "PE/MP used for OPPS payment amount" columns.
 */

import type { RvuRow } from './cms-pfs-parse.ts';
import { add, compare, type Dec, dec, mul } from './decimal.ts';

export type Setting = 'facility' | 'non_facility';

export interface Gpci {
  work: string;
  pe: string;
  mp: string;
}

export interface RbrvsResult {
  /** Exact amount before rounding (the cap already applied). */
  amount: Dec;
  /** True when the OPPS amount was lower and replaced the fee schedule amount. */
  capped: boolean;
}

function formula(work: string, pe: string, mp: string, gpci: Gpci, cf: string): Dec {
  const sum = add(
    add(mul(dec(work), dec(gpci.work)), mul(dec(pe), dec(gpci.pe))),
    mul(dec(mp), dec(gpci.mp)),
  );
  return mul(sum, dec(cf));
}

/** Fee schedule amount for one RVU row in one setting, with the OPPS cap when the row carries OPPS values. */
export function rbrvsAmount(row: RvuRow, setting: Setting, gpci: Gpci, cf: string): RbrvsResult {
  const pe = setting === 'facility' ? row.pe_facility : row.pe_non_facility;
  const amount = formula(row.work, pe, row.mp, gpci, cf);
  const opps = row.opps;
  if (
    opps !== null &&
    (dec(opps.pe_facility).units !== 0n ||
      dec(opps.pe_non_facility).units !== 0n ||
      dec(opps.mp).units !== 0n)
  ) {
    const oppsPe = setting === 'facility' ? opps.pe_facility : opps.pe_non_facility;
    const capAmount = formula(row.work, oppsPe, opps.mp, gpci, cf);
    if (compare(capAmount, amount) < 0) return { amount: capAmount, capped: true };
  }
  return { amount, capped: false };
}
