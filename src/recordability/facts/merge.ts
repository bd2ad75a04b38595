/**
 * Folds the structured fields and the five part readings into one set of case facts. A structured field wins;
 * a text reading that contradicts it is kept out of the decision and noted for the reviewer. A value a reader
 * gives without evidence counts as unread (the regulation's presumption, or unknown); `unknown` with evidence
 * means the case raises the point without settling it (a hearing loss with no figures).
 */
import type { FieldFacts } from './fields.ts';
import type { PartFacts } from './parts.ts';
import { type CaseFacts, FACT_KEYS, type FactKey, type FactValue, unstatedFact } from './schema.ts';

const MAX_EVIDENCE = 8;

/**
 * Outcomes a field can under-record: work_status says what happened, while the regulation also records days
 * away and restrictions a physician or other licensed health care professional recommended but the employee
 * did not follow (1904.7(b)(3)(ii), (b)(4)(viii)). For these a text `yes` beats a field `no`, with a note, and
 * the decision rests on the text's (weaker) provenance.
 */
const RECOMMENDABLE: ReadonlySet<FactKey> = new Set([
  'days_away',
  'restricted_work',
  'job_transfer',
]);
/** A professional's recommendation in the evidence: who (a physician or other licensed health care professional) and what (advice). */
const PROFESSIONAL =
  /\b(?:dr|doctor|physician|clinician|provider|surgeon|ortho\w{0,10}|np|pa|nurse practitioner|physician assistant|urgent care|er|ed|clinic|occ(?:upational)? (?:health|med(?:icine)?)|licensed)\b/i;
/** The advice itself, or its written form: a professional named beside "no work" or "light duty" recommended it. */
const ADVICE =
  /\b(?:recommend\w{0,4}|advis\w{0,4}|told|instruct\w{0,4}|order\w{0,3}|should|wrote|excus\w{0,3}|kept|took (?:him|her|them) off|off work note|slip|no work|off work|light duty|restrict\w{0,4})\b/i;

function restsOnRecommendation(value: FactValue): boolean {
  return value.evidence.some((e) => PROFESSIONAL.test(e.span) && ADVICE.test(e.span));
}

/** A reading counts only with evidence: a bare answer (`unknown` included) means the reader found nothing. */
function hasEvidence(value: FactValue | undefined): value is FactValue {
  return value !== undefined && value.evidence.length > 0;
}

const quoted = (value: FactValue): string => {
  const text = value.evidence.find((e) => e.span !== '');
  return text === undefined ? '' : ` ("${text.span.slice(0, 80)}", ${text.where})`;
};

export function mergeFacts(fields: FieldFacts, parts: readonly PartFacts[]): CaseFacts {
  const readings: Partial<Record<FactKey, FactValue>> = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part.facts))
      if (value !== undefined) readings[key as FactKey] = value;
  const notes = parts.flatMap((p) => p.notes);
  const facts = {} as Record<FactKey, FactValue>;
  for (const key of FACT_KEYS) {
    const fromField = fields.facts[key];
    const read = readings[key];
    if (fromField === undefined) {
      facts[key] = hasEvidence(read) ? read : unstatedFact(key);
      continue;
    }
    if (
      hasEvidence(read) &&
      read.value === 'yes' &&
      fromField.value === 'no' &&
      RECOMMENDABLE.has(key) &&
      restsOnRecommendation(read)
    ) {
      notes.push(
        `The structured field ${fromField.evidence[0]!.where} says no for ${key.replaceAll('_', ' ')}, but the text reads yes${quoted(read)}: a professional's recommendation counts even when not followed (29 CFR 1904.7(b)(3)(ii), (b)(4)(viii)); the text is used. Check which is right.`,
      );
      facts[key] = read;
    } else if (hasEvidence(read) && read.value !== 'unknown' && read.value !== fromField.value) {
      notes.push(
        `The structured field ${fromField.evidence[0]!.where} says ${fromField.value === 'yes' ? 'yes' : 'no'} for ${key.replaceAll('_', ' ')}, but the text reads ${read.value}${quoted(read)}; the field is used. Check which is right.`,
      );
      facts[key] = fromField;
    } else if (hasEvidence(read) && read.value === fromField.value) {
      facts[key] = {
        value: fromField.value,
        evidence: [
          ...fromField.evidence,
          ...read.evidence.filter((e) => e.provenance !== 'presumption'),
        ].slice(0, MAX_EVIDENCE),
      };
    } else {
      facts[key] = fromField;
    }
  }
  const counts = parts.map((p) => p.days_away_count).filter((n): n is number => n !== null);
  const textCount = counts.length === 0 ? null : Math.max(...counts);
  if (
    fields.days_away_count !== null &&
    textCount !== null &&
    textCount !== fields.days_away_count
  ) {
    notes.push(
      `work_status.days_away is ${fields.days_away_count} but the text gives ${textCount} calendar days; the field is used.`,
    );
  }
  return {
    facts,
    treatments: parts.flatMap((p) => p.treatments).slice(0, 60),
    days_away_count: fields.days_away_count ?? textCount,
    notes: [...new Set(notes)].slice(0, 20),
  };
}
