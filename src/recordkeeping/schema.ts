/**
 * Inputs of `ohds log` and `POST /api/recordkeeping/log` (docs/recordkeeping.md): the establishment, the
 * reviewer's decisions, and the form's vocabulary (29 CFR 1904.29, 1904.7(b)(2)-(5), 1904.32(b)(2)).
 * Key names avoid the inbound scan's blocked field names (`name`, `date_of_birth`, ...): the API body is
 * scanned like every other.
 */
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const day = z.iso.date();

/** The outcome columns G-J: one is checked per case, the most serious (1904.7(b)(2)-(5)). */
export const OUTCOMES = [
  'death',
  'days_away',
  'job_transfer_or_restriction',
  'other_recordable_case',
] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LETTER: Readonly<Record<Outcome, 'G' | 'H' | 'I' | 'J'>> = {
  death: 'G',
  days_away: 'H',
  job_transfer_or_restriction: 'I',
  other_recordable_case: 'J',
};

/** Column M: injury, or one of five illness types (1904.46; hearing loss 1904.10(b)(7)). */
export const CASE_TYPES = [
  'injury',
  'skin_disorder',
  'respiratory_condition',
  'poisoning',
  'hearing_loss',
  'all_other_illnesses',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

const LETTERS = {
  G: 'death',
  H: 'days_away',
  I: 'job_transfer_or_restriction',
  J: 'other_recordable_case',
} as const;
/** A column as the reviewer writes it: the form letter (G-J) or the engine's name. */
const outcomeSchema = z.union([
  z.enum(OUTCOMES),
  z.enum(['G', 'H', 'I', 'J']).transform((l) => LETTERS[l]),
]);
const days = z.int().min(0).max(3650);

const REPORT_STATUSES = ['reported', 'not_required'] as const;

/**
 * One reviewer decision: the final call a qualified person made on one case. Overrides the engine's leaning
 * field by field; what it leaves out is not taken from the engine (the log uses only what was confirmed).
 */
export const decisionSchema = z
  .strictObject({
    case_id: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/,
        'must be a case file name: letters, digits, dot, dash or underscore',
      ),
    recordable: z.enum(['yes', 'no']),
    column: outcomeSchema.optional(),
    days_away: days.optional(),
    days_restricted: days.optional(),
    case_type: z.enum(CASE_TYPES).optional(),
    privacy_case: z.enum(['yes', 'no']).optional(),
    case_number: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,20}$/, 'must be 1-20 letters, digits or dashes')
      .optional(),
    job_title: text(100).optional(),
    incident_date: day.optional(),
    where: text(200).optional(),
    description: text(500).optional(),
    /** 1904.39: whether the report to OSHA was made (or was not required); absent = not recorded here. */
    osha_report: z.enum(REPORT_STATUSES).optional(),
    reviewer_role: text(100).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.recordable !== 'yes') return;
    for (const key of ['column', 'case_type', 'privacy_case'] as const) {
      if (d[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when recordable is yes',
        });
    }
  });
export type Decision = z.output<typeof decisionSchema>;

/** The establishment block of the 300 Log and the 300A (1904.29(b)(1), 1904.32(b)(2)(ii)). */
export const establishmentSchema = z.strictObject({
  establishment_name: text(100),
  company_name: text(100).optional(),
  street_address: text(100),
  city: text(100),
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter postal code'),
  zip: z.string().regex(/^\d{5}(\d{4})?$/, 'must be 5 or 9 digits'),
  naics_code: z.string().regex(/^\d{6}$/, 'must be a 6-digit NAICS code'),
  industry_description: text(300).optional(),
  annual_average_employees: z.int().min(1).max(10_000_000).optional(),
  total_hours_worked: z.int().min(1).max(100_000_000_000).optional(),
  year: z.int().min(2002).max(2100),
  /** ITA-only fields: carried to the ITA summary file when given, never derived. */
  /** Written `12-3456789` (the API's identifier scan refuses a bare 9-digit run as SSN-shaped). */
  ein: z
    .string()
    .regex(/^\d{2}-?\d{7}$/, 'must be 9 digits, as 12-3456789')
    .optional(),
  ita_size: z.enum(['1', '21', '22', '3']).optional(),
  ita_establishment_type: z.enum(['1', '2', '3']).optional(),
});
export type Establishment = z.output<typeof establishmentSchema>;

export const ESTABLISHMENT_NUMBERS = [
  'annual_average_employees',
  'total_hours_worked',
  'year',
] as const;
export const DECISION_NUMBERS = ['days_away', 'days_restricted'] as const;
