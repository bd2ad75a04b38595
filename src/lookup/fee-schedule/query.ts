/**
 * The fee-schedule request schema shared by `GET /api/lookup/fee_schedule/get` and `ohds fee`
 * (spec "GET /api/lookup/fee_schedule/get"): every 400 names its field, never echoing the value.
 * A repeated query parameter arrives as an array and fails the string type of its field.
 */
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { normaliseJurisdiction, PROVIDER_TYPES } from './jurisdictions.ts';
import type { FeeQuery } from './lookup.ts';

export const feeQuerySchema = z.object({
  jurisdiction: z
    .string()
    .min(1)
    .max(16)
    .refine(
      (v) => normaliseJurisdiction(v) !== null,
      'must be a USPS state code, DC, medicare or owcp',
    ),
  code: z.string().regex(/^[A-Za-z0-9]{5}$/),
  setting: z.enum(['facility', 'non_facility']),
  zip: z
    .string()
    .regex(/^\d{5}(-?\d{4})?$/)
    .optional(),
  locality: z
    .string()
    .regex(/^[A-Za-z]{2}:\d{1,3}$/)
    .optional(),
  modifiers: z
    .string()
    .regex(/^[A-Za-z0-9]{2}(,[A-Za-z0-9]{2}){0,3}$/)
    .optional(),
  provider_type: z.enum(PROVIDER_TYPES).optional(),
  units: z
    .string()
    .regex(/^\d{1,3}$/)
    .refine((v) => Number(v) >= 1, 'must be at least 1')
    .optional(),
  as_of: z.iso.date().optional(),
  /** Extension: Medicare conversion factor basis (`non_qp` default, `qp` qualifying APM participant). */
  conversion_factor_basis: z.enum(['non_qp', 'qp']).optional(),
});

export type FeeQueryInput = z.output<typeof feeQuerySchema>;

/** Normalises a validated request; `today` (YYYY-MM-DD, UTC) is the default `as_of`. */
export function toFeeQuery(input: FeeQueryInput, today: string): FeeQuery {
  const modifiers = input.modifiers === undefined ? [] : input.modifiers.toUpperCase().split(',');
  if (new Set(modifiers).size !== modifiers.length)
    throw new ValidationError("Field 'modifiers' must not repeat a modifier.", {
      field: 'modifiers',
    });
  if (modifiers.includes('26') && modifiers.includes('TC')) {
    throw new ValidationError("Field 'modifiers' cannot combine 26 and TC.", {
      field: 'modifiers',
    });
  }
  return {
    jurisdiction: normaliseJurisdiction(input.jurisdiction)!,
    code: input.code.toUpperCase(),
    setting: input.setting,
    zip: input.zip === undefined ? null : input.zip.replace('-', ''),
    locality:
      input.locality === undefined ? null : input.locality.toUpperCase().replace(/:(\d)$/, ':0$1'),
    modifiers,
    provider_type: input.provider_type ?? 'physician',
    units: input.units === undefined ? 1 : Number(input.units),
    as_of: input.as_of ?? today,
    cf_basis: input.conversion_factor_basis ?? 'non_qp',
  };
}

/** Today's date in UTC from an injected clock. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
