/**
 * The model reader's prompt (pure): the facts of one part with the paragraph each serves, how to give evidence,
 * and the case. The model reads; it never decides: there is no verdict in the schema it fills.
 */

import { TREATMENT_ANCHORS } from '../decide/anchors.ts';
import { PART_FACTS } from '../facts/parts.ts';
import { FACTS } from '../facts/schema.ts';
import type { FactorName, RecordabilityCase } from '../schema.ts';

export interface ReadPrompt {
  system: string;
  user: string;
}

const TREATMENT_RULES = [
  'treatments: one entry per treatment given or recommended for this injury or illness (not ones the text says were not given).',
  'class: "first_aid" only when the treatment is wholly one of the fourteen first-aid items of 29 CFR 1904.7(b)(5)(ii)(A)-(N) (ref that item);',
  '"not_treatment" for observation or counseling only (1904.7(b)(5)(i)(A)) or diagnostic procedures such as x-rays, blood tests and diagnostic-only eye drops (1904.7(b)(5)(i)(B));',
  '"medical" for anything not on the closed list (ref 1904.7(b)(5)(iii)), or for the medical-treatment side of an item (sutures/staples/glue under (D), prescription medication or non-prescription at prescription strength under (A), rigid immobilisation under (F), physical therapy or chiropractic under (M), immunizations other than tetanus under (B));',
  '"unknown" when the case does not say enough (a brace of unstated rigidity, a medication of unstated strength), with a question for the reviewer.',
  'status: "recommended" when a physician or other licensed health care professional recommended it (recorded even if not followed, 1904.7(b)(5)(v)), else "given".',
  `Refs you may use: ${Object.keys(TREATMENT_ANCHORS).join(', ')}.`,
  'days_away_count: calendar days away from work after the day of injury, recommended or taken, when the text gives a number; else null.',
].join('\n');

/** Builds the prompts for reading one part of the fact schema from a case. */
export function buildReadPrompt(part: FactorName, c: RecordabilityCase): ReadPrompt {
  const facts = PART_FACTS[part]
    .map((k) => `- ${k} (29 CFR ${FACTS[k].ref}): ${FACTS[k].question}`)
    .join('\n');
  const rules = [
    'You read de-identified OSHA injury and illness cases for a qualified professional. You do not decide recordability: you only report facts the case states, with evidence.',
    `For each fact below answer "yes", "no" or "unknown". Answer yes or no only when the case text states it or plainly implies it; otherwise "unknown" with no evidence (or, when the case raises the point without settling it, "unknown" with the span that raises it). Respect negation ("denied loss of consciousness", "no sutures needed") and distinguish what was done from what was recommended or merely considered.`,
    'evidence: for each answer, up to 3 items {where, span, provenance}: where is the JSON path of the case field you read (for example case.incident.description, case.treatment.provided[2], case.statements[0].text); span is copied character for character from that field (at most 160 characters); provenance is "entry" for a treatment entry or a statement, "narrative" for the descriptions and other text fields. A span not found verbatim in the case is discarded, and a yes or no left without evidence counts as not stated.',
    'Structured fields (work_status, location_context, prescription_issued, prior_condition.exists) are read by the service itself: you need not report them.',
    `Facts:\n${facts}`,
    part === 'treatment'
      ? TREATMENT_RULES
      : 'treatments: return an empty array. days_away_count: null.',
    'notes: at most 3 short notes for the reviewer (contradictions in the text), never quoting more than a few words.',
    'Never write names, dates, phone numbers, e-mail addresses or identification numbers.',
    'Reply with one JSON object matching the response schema.',
  ];
  return {
    system: rules.join('\n\n'),
    user: `Case (de-identified JSON):\n${JSON.stringify(c, null, 2)}`,
  };
}
