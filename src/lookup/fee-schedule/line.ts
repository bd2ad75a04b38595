/** The fee-schedule line (spec "Fee-schedule line"): every key present on every 200. */
import type { Setting } from './rbrvs.ts';

export const AMOUNT_BASIS =
  'per_unit_single_line_before_multi_line_reductions_and_before_lesser_of_billed_charge';

export type FeeStatus =
  | 'priced'
  | 'no_published_cap'
  | 'not_payable'
  | 'bundled'
  | 'no_fee_schedule'
  | 'not_covered_by_engine';
export type FeeMethod =
  | 'medicare_rbrvs'
  | 'state_cf_rbrvs'
  | 'state_table'
  | 'fixed_fee'
  | 'no_fee_schedule';

export interface FeeNote {
  code: string;
  text: string;
  [detail: string]: unknown;
}

export interface FeeLocation {
  locality: string;
  name: string;
  resolved_from: 'zip' | 'zip+4' | 'locality';
  basis: 'place_of_service';
}

export interface Triple {
  work: number;
  practice_expense: number;
  malpractice: number;
}

export interface FeeComponents {
  rvu: Triple | null;
  gpci: Triple | null;
  conversion_factor: number | null;
  conversion_factor_basis: string | null;
  multiplier: number | null;
  medicare_release: string | null;
  cap_applied: { kind: 'opps'; amount_usd: number } | null;
  published_amount: number | null;
}

export interface FeeVersion {
  label: string;
  effective_from: string;
  effective_to: string | null;
}

export interface FeeLine {
  jurisdiction: string;
  code: string;
  label: string | null;
  status: FeeStatus;
  max_allowable_usd: number | null;
  units: number;
  amount_for_units_usd: number | null;
  amount_basis: typeof AMOUNT_BASIS;
  method: FeeMethod | null;
  setting: Setting;
  provider_type: { requested: string; adjustment: number | null };
  modifiers_applied: string[];
  modifiers_not_applied: string[];
  location: FeeLocation | null;
  components: FeeComponents;
  version: FeeVersion | null;
  citation: string | null;
  as_of: string;
  notes: FeeNote[];
}

export const EMPTY_COMPONENTS: FeeComponents = {
  rvu: null,
  gpci: null,
  conversion_factor: null,
  conversion_factor_basis: null,
  multiplier: null,
  medicare_release: null,
  cap_applied: null,
  published_amount: null,
};
