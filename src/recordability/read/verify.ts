/**
 * Evidence is checked against the case, whichever reader gave it: a span that is not found verbatim (after
 * folding white space) in the case text is dropped, `where` is re-pointed to the field that holds it, and the
 * provenance follows that field (a treatment entry or a statement is an `entry`, other text is `narrative`).
 * A reader cannot claim a structured field or a presumption: those come from the fields themselves.
 */
import type { PartFacts } from '../facts/parts.ts';
import type { Evidence, FactValue, TreatmentFact } from '../facts/schema.ts';
import type { RecordabilityCase } from '../schema.ts';

export interface CaseText {
  where: string;
  text: string;
  provenance: 'entry' | 'narrative';
}

/** Every free-text field of a case with its path. */
export function caseTexts(c: RecordabilityCase): CaseText[] {
  const out: CaseText[] = [];
  const add = (
    where: string,
    text: string | undefined,
    provenance: CaseText['provenance'] = 'narrative',
  ) => {
    if (text !== undefined && text.trim() !== '')
      out.push({ where: `case.${where}`, text, provenance });
  };
  add('incident.description', c.incident.description);
  add('incident.activity_at_time', c.incident.activity_at_time);
  add('injury.description', c.injury.description);
  add('injury.body_part', c.injury.body_part);
  add('injury.diagnosis', c.injury.diagnosis);
  add('employee.job_title', c.employee?.job_title);
  add('employee.job_duties', c.employee?.job_duties);
  add('treatment.provider_type', c.treatment?.provider_type);
  for (const [i, t] of (c.treatment?.provided ?? []).entries())
    add(`treatment.provided[${i}]`, t, 'entry');
  add('prior_condition.description', c.prior_condition?.description);
  for (const [i, s] of (c.statements ?? []).entries())
    add(`statements[${i}].text`, s.text, 'entry');
  return out;
}

const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The evidence re-anchored to the case, or null when its span is not in the case. */
function anchorEvidence(e: Evidence, texts: readonly CaseText[]): Evidence | null {
  if (e.provenance === 'field' || e.provenance === 'presumption' || e.provenance === 'none')
    return null;
  const span = fold(e.span);
  if (span === '') return null;
  const named = texts.find((t) => t.where === e.where);
  const holder =
    named !== undefined && fold(named.text).includes(span)
      ? named
      : texts.find((t) => fold(t.text).includes(span));
  return holder === undefined
    ? null
    : { where: holder.where, span: e.span.trim().slice(0, 160), provenance: holder.provenance };
}

function verifyValue(value: FactValue, texts: readonly CaseText[]): FactValue {
  const evidence = value.evidence
    .map((e) => anchorEvidence(e, texts))
    .filter((e): e is Evidence => e !== null);
  return { value: value.value, evidence };
}

/** A part reading with every span checked; facts left without evidence count as not stated (see merge). */
export function verifyPart(part: PartFacts, c: RecordabilityCase): PartFacts {
  const texts = caseTexts(c);
  const facts = Object.fromEntries(
    Object.entries(part.facts).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, verifyValue(v, texts)]],
    ),
  );
  const treatments = part.treatments
    .map((t): TreatmentFact | null => {
      const evidence = anchorEvidence(t.evidence, texts);
      return evidence === null ? null : { ...t, evidence };
    })
    .filter((t): t is TreatmentFact => t !== null);
  return { ...part, facts, treatments };
}
