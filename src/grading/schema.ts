/**
 * Request bodies of `POST /api/grading/case/composite` and `/priority`, shared by the API and `ohds grade`.
 * The top level is a non-strict object: unknown fields (a `request_id` key included) are dropped.
 * Known fields are shape-checked so a 400 names an indexed path (`care_team[1].role`). An event's `at`
 * is deliberately `unknown`: a malformed or missing timestamp means the event does not contribute.
 */
import { z } from 'zod';
import { PRIORITY_KEYS, ROLES } from './matrix.ts';

const token = z.string().min(1).max(256);
/** Event and context strings: any string (an empty one matches and pairs with nothing) or null. */
const optionalText = z.string().max(256).nullable().optional();
/** Parsed by the normaliser; anything that is not an ISO 8601 timestamp just does not contribute. */
const timestamp = z
  .unknown()
  .optional()
  .describe(
    'ISO 8601 timestamp (date and time); a malformed or missing value means the event does not contribute.',
  );
/** A filing deadline or filing time: a timestamp or a bare calendar day; anything else is ignored. */
const dayOrTimestamp = z
  .unknown()
  .optional()
  .describe(
    'ISO 8601 timestamp or calendar day (YYYY-MM-DD, the whole day UTC); a malformed value means the filing does not contribute.',
  );
const count = z.number().int().min(0).max(100_000);

const baseEvent = {
  kind: z.string().max(256).optional(),
  actor_hash: optionalText,
  at: timestamp,
  ref: optionalText,
};

/** present <= total, reported on the `required_fields_present` path. */
function presentWithinTotal(event: {
  required_fields_present?: number | undefined;
  required_fields_total?: number | undefined;
}): boolean {
  const { required_fields_present: present, required_fields_total: total } = event;
  return present === undefined || total === undefined || present <= total;
}
const presentPath = {
  path: ['required_fields_present'],
  message: 'must not exceed required_fields_total',
};

const timedEvent = z.object(baseEvent);
const completenessEvent = z
  .object({
    ...baseEvent,
    required_fields_present: count.optional(),
    required_fields_total: count.optional(),
  })
  .refine(presentWithinTotal, presentPath);
const referralEvent = z
  .object({
    ...baseEvent,
    required_fields_present: count.optional(),
    required_fields_total: count.optional(),
    packet_complete: z.boolean().optional(),
  })
  .refine(presentWithinTotal, presentPath);
const regulatoryEvent = z.object({
  ...baseEvent,
  required: z.boolean().optional(),
  filed: z.boolean().optional(),
  due_at: dayOrTimestamp,
  filed_at: dayOrTimestamp,
});
const orderEvent = z.object({
  ...baseEvent,
  order_code: z.string().min(1).max(64).optional(),
  new_indication: z.boolean().optional(),
});

/** Named groups of event arrays; unknown groups are ignored. */
const signalsSchema = z.object({
  timeline: z.array(timedEvent).optional(),
  coordination: z.array(timedEvent).optional(),
  referrals: z.array(referralEvent).optional(),
  documentation: z.array(completenessEvent).optional(),
  regulatory: z.array(regulatoryEvent).optional(),
  orders: z.array(orderEvent).optional(),
});

const prioritySchema = z.enum(PRIORITY_KEYS);

/**
 * Request paths exempt from the inbound scan's past-date rule: a filing deadline and filing time are
 * case-process dates the spec's regulatory group carries, often as a bare day, not personal dates
 * (the same reasoning as recordability's event dates). Every other past day date is still a 400.
 */
export const GRADING_PAST_DATE_EXEMPT = [
  'signals.regulatory[*].due_at',
  'signals.regulatory[*].filed_at',
] as const;

/** The lever: relative weights, non-negative; a key that is not a priority is a 400 naming it. */
const leverSchema = z.strictObject(
  Object.fromEntries(PRIORITY_KEYS.map((key) => [key, z.number().min(0).optional()])) as Record<
    (typeof PRIORITY_KEYS)[number],
    z.ZodOptional<z.ZodNumber>
  >,
);

/** Spec: a caller-computed SHA-256 hash, echoed back; so it must be one (64 hex digits), never free text. */
const sha256Hex = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be a SHA-256 hash: 64 hexadecimal characters');

const careTeamMemberSchema = z.object({
  clinician_user_id_hash: sha256Hex,
  role: z.enum(ROLES),
});

export const gradeCaseRequestSchema = z.object({
  case_id: token,
  care_team: z.array(careTeamMemberSchema),
  context: z
    .object({ phenotype: optionalText, severity: optionalText, jurisdiction: optionalText })
    .nullable()
    .optional(),
  signals: signalsSchema.nullable().optional(),
  priorities: leverSchema.nullable().optional(),
});

export const gradePriorityRequestSchema = gradeCaseRequestSchema.extend({
  priority: prioritySchema,
});

export type GradeCaseInput = z.output<typeof gradeCaseRequestSchema>;
export type GradePriorityInput = z.output<typeof gradePriorityRequestSchema>;
export type Signals = z.output<typeof signalsSchema>;
export type Lever = z.output<typeof leverSchema>;

// Response shapes, for the OpenAPI document only (the engine's types are the source of truth).
const reason = z.enum(['insufficient_signal', 'not_yet_resolvable']);
const score = z.number().min(0).max(1).nullable();
const kpiResult = z.object({
  key: z.string(),
  score,
  covered: z.boolean(),
  role_weight: z.number(),
  rationale: z.string(),
});
const priorityResult = z.object({
  key: prioritySchema,
  score,
  coverage: z.number(),
  not_scored_reason: reason.nullable(),
  kpis: z.array(kpiResult),
});
const memberResult = (reasons: z.ZodEnum) =>
  z.object({
    clinician_user_id_hash: z.string(),
    role: z.enum(ROLES),
    score,
    coverage: z.number(),
    not_scored_reason: reasons.nullable(),
    priorities: z.array(priorityResult),
  });
const versions = {
  matrix_version: z.string().nullable(),
  catalog_version: z.string(),
  request_id: z.string(),
  timestamp: z.string(),
};

export const gradeCaseResponseSchema = z.object({
  members: z.array(memberResult(reason)),
  ...versions,
});
export const gradePriorityResponseSchema = z.object({
  priority: prioritySchema,
  members: z.array(
    memberResult(z.enum(['insufficient_signal', 'not_yet_resolvable', 'not_owned'])),
  ),
  ...versions,
});
