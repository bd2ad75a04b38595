/**
 * `priceLine`: the pure pricing function behind the endpoint and `ohds fee`. It receives the request and
 * the schedule already resolved from the imported data (RVU rows of the code, GPCIs of the place of
 * service, conversion factor, version) and returns the fee-schedule line with every component.
 */

import type { RvuRow } from './cms-pfs-parse.ts';
import { type Dec, dec, mul, toCents, toNumber } from './decimal.ts';
import { type JurisdictionDef, PROVIDER_FACTORS, type ProviderType } from './jurisdictions.ts';
import {
  AMOUNT_BASIS,
  EMPTY_COMPONENTS,
  type FeeComponents,
  type FeeLine,
  type FeeLocation,
  type FeeMethod,
  type FeeNote,
  type FeeStatus,
  type FeeVersion,
} from './line.ts';
import { type ModifierOutcome, modifierEffects } from './modifiers.ts';
import { type Gpci, rbrvsAmount, type Setting } from './rbrvs.ts';

export interface FeeRequest {
  jurisdiction: string;
  code: string;
  setting: Setting;
  modifiers: string[];
  provider_type: ProviderType;
  units: number;
  as_of: string;
  /** Medicare conversion factor: non-QP unless asked (`qp`: qualifying APM participant). */
  cf_basis: 'non_qp' | 'qp';
}

export interface ConversionFactor {
  value: string;
  basis: string;
  notes?: FeeNote[];
}

export type Schedule =
  | {
      kind: 'none';
      status: 'not_covered_by_engine' | 'no_fee_schedule';
      method: FeeMethod | null;
      version: FeeVersion | null;
      citation: string | null;
    }
  | {
      kind: 'rbrvs';
      method: 'medicare_rbrvs' | 'state_cf_rbrvs';
      /** RVU row of the code with the given modifier ('' = global), if the release holds it. */
      row(mod: string): RvuRow | undefined;
      quarantined(mod: string): string | undefined;
      gpci: Gpci;
      conversionFactor(): ConversionFactor;
      release: string;
      version: FeeVersion;
      citation: string;
      /** Area multiplier for a modifier this jurisdiction adjusts by (CA: AQ 1.10). */
      areaModifiers: Readonly<Record<string, { factor: string; note: FeeNote }>>;
    }
  | {
      kind: 'table';
      /** Published amount for the code with a modifier ('' = none), `*` when listed without one. */
      published(mod: string): string | undefined;
      version: FeeVersion;
      citation: string;
    };

export interface PriceLineInput {
  request: FeeRequest;
  jurisdiction: JurisdictionDef;
  label: string | null;
  location: FeeLocation | null;
  schedule: Schedule;
  /** Notes from resolving data and place (GPCI reuse, ZIP+4, incentives, jurisdiction notes). */
  notes: FeeNote[];
}

const ANESTHESIA = /^(00[1-9]\d\d|01\d\d\d)$/;

/** Medicare status code -> spec status (RVU25D.pdf Attachment A). */
function statusFor(medicare: string): FeeStatus {
  if (['A', 'R', 'T'].includes(medicare)) return 'priced';
  if (medicare === 'C') return 'no_published_cap';
  if (medicare === 'B' || medicare === 'P') return 'bundled';
  if (medicare === 'J') return 'not_covered_by_engine';
  return 'not_payable';
}

const STATUS_TEXT: Record<string, string> = {
  B: 'Bundled code: payment is included in other services.',
  C: 'Contractor-priced: no published amount.',
  E: 'Excluded from the physician fee schedule by regulation.',
  I: 'Not valid for Medicare purposes; another code is used.',
  J: 'Anesthesia service: not priced by the engine.',
  M: 'Measurement code: reporting only.',
  N: 'Non-covered service.',
  P: 'Bundled/excluded code: no separate payment.',
  R: 'Restricted coverage: special coverage instructions apply.',
  T: 'Injection: paid only when no other fee-schedule service is billed the same day by the same provider.',
  X: 'Statutory exclusion: not a physician service for fee-schedule purposes.',
};

function baseLine(input: PriceLineInput, status: FeeStatus, method: FeeMethod | null): FeeLine {
  const { request } = input;
  return {
    jurisdiction: request.jurisdiction,
    code: request.code,
    label: input.label,
    status,
    max_allowable_usd: null,
    units: request.units,
    amount_for_units_usd: null,
    amount_basis: AMOUNT_BASIS,
    method,
    setting: request.setting,
    provider_type: { requested: request.provider_type, adjustment: null },
    modifiers_applied: [],
    modifiers_not_applied: [...request.modifiers],
    location: input.location,
    components: { ...EMPTY_COMPONENTS },
    version: null,
    citation: null,
    as_of: request.as_of,
    notes: [...input.notes],
  };
}

function priced(line: FeeLine, perUnit: Dec): FeeLine {
  const max = toCents(perUnit);
  line.status = 'priced';
  line.max_allowable_usd = max;
  line.amount_for_units_usd = (Math.round(max * 100) * line.units) / 100;
  return line;
}

const UNIT_WORDS = /\b(per|each|ea)\b/i;

/** Prices one line. Pure: the same input always gives the same line. */
export function priceLine(input: PriceLineInput): FeeLine {
  const line = buildLine(input);
  if (line.status === 'not_covered_by_engine') {
    // Spec: a not-covered answer has no location, version, method, citation or components.
    return {
      ...line,
      location: null,
      version: null,
      method: null,
      citation: null,
      components: { ...EMPTY_COMPONENTS },
    };
  }
  return line;
}

function buildLine(input: PriceLineInput): FeeLine {
  const { request, schedule } = input;
  if (schedule.kind === 'none') {
    const line = baseLine(input, schedule.status, schedule.method);
    line.version = schedule.version;
    line.citation = schedule.citation;
    line.location = null;
    return line;
  }
  // Spec: an anesthesia service is not_covered_by_engine in every jurisdiction that has a schedule (a table included).
  if (ANESTHESIA.test(request.code)) {
    const line = baseLine(input, 'not_covered_by_engine', null);
    line.notes.push({
      code: 'not_covered_by_engine',
      text: 'Anesthesia services (00100-01999) are priced by base and time units; the engine does not price them.',
    });
    return line;
  }
  if (schedule.kind === 'table') {
    const line = baseLine(input, 'priced', 'state_table');
    line.version = schedule.version;
    line.citation = schedule.citation;
    const mod = request.modifiers.find((m) => schedule.published(m) !== undefined) ?? '';
    const published = schedule.published(mod);
    line.modifiers_applied = mod === '' ? [] : [mod];
    line.modifiers_not_applied = request.modifiers.filter((m) => m !== mod);
    line.notes.push({
      code: 'setting_not_applied',
      text: 'The published table does not vary by setting.',
    });
    if (request.provider_type !== 'physician') {
      line.notes.push({
        code: 'provider_type_not_applied',
        text: 'The published table has no provider-type adjustment.',
      });
    }
    if (published === undefined || published === '*') {
      line.status = 'no_published_cap';
      line.notes.push({
        code: 'not_in_table',
        text:
          published === '*'
            ? 'The published table lists this code without an amount.'
            : 'The published table has no amount for this code and modifier.',
      });
      return line;
    }
    line.components.published_amount = Number(published);
    return priced(line, dec(published));
  }

  const line = baseLine(input, 'priced', schedule.method);
  line.version = schedule.version;
  line.citation = schedule.citation;
  line.components.medicare_release = schedule.release;
  const component = request.modifiers.includes('26')
    ? '26'
    : request.modifiers.includes('TC')
      ? 'TC'
      : request.modifiers.includes('53')
        ? '53'
        : '';
  const quarantine = schedule.quarantined(component);
  if (quarantine !== undefined) {
    line.status = 'not_covered_by_engine';
    line.notes.push({
      code: 'not_covered_by_engine',
      text: `The release's row for this code was withheld at import: ${quarantine}.`,
    });
    return line;
  }
  let row = schedule.row(component);
  if (row === undefined && component === '53') row = schedule.row('');
  if (row === undefined) {
    line.status = 'not_payable';
    line.notes.push({
      code: 'modifier_not_valid_for_code',
      text: `Modifier ${component} has no separate values for this code in Medicare release ${schedule.release}.`,
    });
    return line;
  }
  const usedComponent = schedule.row(component) === undefined ? '' : component;
  const medicareStatus = row.status;
  const status = statusFor(medicareStatus);
  if (medicareStatus !== 'A') {
    line.notes.push({
      code: 'medicare_status',
      text: STATUS_TEXT[medicareStatus] ?? 'Deleted or invalid code for the release.',
      medicare_status: medicareStatus,
    });
  }
  if (status !== 'priced') {
    line.status = status;
    return line;
  }

  const effects: ModifierOutcome = modifierEffects(
    request.modifiers,
    row,
    usedComponent,
    schedule.areaModifiers,
  );
  line.modifiers_applied = effects.applied;
  line.modifiers_not_applied = effects.notApplied;
  line.notes.push(...effects.notes);
  if (effects.status !== null) {
    line.status = effects.status;
    return line;
  }

  const pe = request.setting === 'facility' ? row.pe_facility : row.pe_non_facility;
  const na = request.setting === 'facility' ? row.na_facility : row.na_non_facility;
  if (na)
    line.notes.push({
      code: 'setting_atypical',
      text: `The RVU file marks this service NA (rarely or never performed) in the ${request.setting} setting.`,
    });
  const cf = schedule.conversionFactor();
  line.notes.push(...(cf.notes ?? []));
  const amount = rbrvsAmount(row, request.setting, schedule.gpci, cf.value);
  const other = rbrvsAmount(
    row,
    request.setting === 'facility' ? 'non_facility' : 'facility',
    schedule.gpci,
    cf.value,
  );
  if (
    !row.na_facility &&
    !row.na_non_facility &&
    toCents(amount.amount) === toCents(other.amount)
  ) {
    line.notes.push({
      code: 'setting_not_applied',
      text: 'The amount does not vary by setting for this code.',
    });
  }
  let multiplier: Dec | null = null;
  for (const f of effects.factors)
    multiplier = multiplier === null ? dec(f) : mul(multiplier, dec(f));
  const provider = PROVIDER_FACTORS[request.provider_type];
  if (provider === undefined) {
    line.status = 'not_covered_by_engine';
    line.notes.push({
      code: 'not_covered_by_engine',
      text: `Services billed by a ${request.provider_type.replace(/_/g, ' ')} are paid on another basis; the engine does not price them.`,
    });
    return line;
  }
  let total = amount.amount;
  if (multiplier !== null) total = mul(total, multiplier);
  if (provider.factor !== null) {
    total = mul(total, dec(provider.factor));
    line.provider_type.adjustment = Number(provider.factor);
    line.notes.push({ code: 'provider_type', text: provider.citation });
  }
  // When the OPPS cap binds, the RVUs shown are the OPPS PE and MP that produced the amount.
  const opps = amount.capped ? row.opps! : null;
  const components: FeeComponents = {
    rvu: {
      work: Number(row.work),
      practice_expense: Number(
        opps === null
          ? pe
          : request.setting === 'facility'
            ? opps.pe_facility
            : opps.pe_non_facility,
      ),
      malpractice: Number(opps?.mp ?? row.mp),
    },
    gpci: {
      work: Number(schedule.gpci.work),
      practice_expense: Number(schedule.gpci.pe),
      malpractice: Number(schedule.gpci.mp),
    },
    conversion_factor: Number(cf.value),
    conversion_factor_basis: cf.basis,
    multiplier: multiplier === null ? null : toNumber(multiplier),
    medicare_release: schedule.release,
    cap_applied: amount.capped ? { kind: 'opps', amount_usd: toCents(amount.amount) } : null,
    published_amount: null,
  };
  line.components = components;
  if (UNIT_WORDS.test(row.description)) {
    line.notes.push({
      code: 'unit',
      text: 'The code is reported per a unit named in its descriptor; send units in that unit.',
    });
  }
  return priced(line, total);
}
