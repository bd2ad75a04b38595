/**
 * Care-team case grading. URLs served:
 *   POST /api/grading/case/composite   all seven priorities
 *   POST /api/grading/case/priority    the single-priority variant
 * Both are thin: the app has already scanned and validated the body; the engine does the rest.
 * Regulatory due and filed dates are exempt from the scan's past-date rule (GRADING_PAST_DATE_EXEMPT).
 * `case_id` is required by the schema and never echoed.
 */
import { gradeCase, gradeCasePriority } from '../../grading/grade.ts';
import {
  GRADING_PAST_DATE_EXEMPT,
  gradeCaseRequestSchema,
  gradeCaseResponseSchema,
  gradePriorityRequestSchema,
  gradePriorityResponseSchema,
} from '../../grading/schema.ts';
import { defineRoute } from '../route.ts';

export const gradingRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/grading/case/composite',
    summary: 'Grade every care-team member of one case across the priorities their role owns.',
    tag: 'grading',
    body: gradeCaseRequestSchema,
    deidentify: { pastDateExempt: GRADING_PAST_DATE_EXEMPT },
    response: gradeCaseResponseSchema,
    handler: async ({ body, deps }) => ({ ...gradeCase(body, { now: deps.now() }) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/grading/case/priority',
    summary: 'Grade every care-team member of one case on a single priority.',
    tag: 'grading',
    body: gradePriorityRequestSchema,
    deidentify: { pastDateExempt: GRADING_PAST_DATE_EXEMPT },
    response: gradePriorityResponseSchema,
    handler: async ({ body, deps }) => ({ ...gradeCasePriority(body, { now: deps.now() }) }),
  }),
];
