/**
 * The five factor results of the spec, rendered from the decision tree: each factor's likelihood, leaning and
 * certainty come from its node; its items are the facts it read (with where each was read); its citations quote
 * the served paragraphs those facts serve; its questions are the unknown facts its verdict rests on.
 */
import { citeFrom, type Excerpts } from '../citations.ts';
import { FACTOR_QUESTIONS } from '../factors.ts';
import { PART_FACTS } from '../facts/parts.ts';
import {
  type CaseFacts,
  type Evidence,
  FACTS,
  type FactKey,
  type FactValue,
  provenanceOf,
  type TreatmentFact,
} from '../facts/schema.ts';
import type { AssistContext, Citation, FactorName, FactorResult, Lens } from '../schema.ts';
import { TREATMENT_ANCHORS } from './anchors.ts';
import type { Node } from './logic.ts';
import type { DecisionTree } from './tree.ts';

export interface RenderContext {
  read: CaseFacts;
  tree: DecisionTree;
  excerpts: Excerpts;
  lens: Lens;
  assist?: AssistContext | undefined;
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;
const label = (key: string) => key.replaceAll('_', ' ');
const clip = (s: string, n = 100) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** Where a value was read, in one short clause (never more than ~100 characters of case text). */
function sourceOf(evidence: readonly Evidence[]): string {
  const read = evidence.find((e) => e.provenance !== 'presumption' && e.provenance !== 'none');
  if (read === undefined)
    return evidence.length > 0
      ? "the case is silent, so the regulation's presumption applies"
      : 'not stated in the case';
  const kind =
    read.provenance === 'field'
      ? 'structured field'
      : read.provenance === 'entry'
        ? 'entry'
        : 'narrative';
  return read.span === '' || read.provenance === 'field'
    ? `${kind} ${read.where}${read.span === '' ? '' : ` = ${clip(read.span, 40)}`}`
    : `${kind} ${read.where}: "${clip(read.span)}"`;
}

function determinationOf(value: FactValue): 'yes' | 'no' | 'unsure' {
  return value.value === 'unknown' ? 'unsure' : value.value;
}

function factItem(key: FactKey, value: FactValue): FactorResult['items'][number] {
  const d = FACTS[key];
  const answer = value.value === 'unknown' ? 'unknown' : value.value;
  return {
    key,
    determination: determinationOf(value),
    note: `${label(key)}: ${answer} (${sourceOf(value.evidence)}), 29 CFR ${d.ref}.`,
  };
}

const TREATMENT_CLASS_TEXT: Record<TreatmentFact['class'], string> = {
  medical: 'medical treatment beyond first aid',
  first_aid: 'first aid',
  not_treatment: 'not treatment',
  unknown: 'cannot be classed from the case',
};

function treatmentItem(t: TreatmentFact): FactorResult['items'][number] {
  const determination = t.class === 'medical' ? 'yes' : t.class === 'unknown' ? 'unsure' : 'no';
  const how = t.status === 'recommended' ? 'recommended' : 'given';
  return {
    key: t.key,
    determination,
    note: `${label(t.key)} (${how}): ${TREATMENT_CLASS_TEXT[t.class]}, 29 CFR ${t.ref}; ${sourceOf([t.evidence])}.`,
  };
}

/** Facts to show for a factor: those read from the case, and those the verdict rests on. */
function shownFacts(
  factor: FactorName,
  node: Node,
  read: CaseFacts,
  facts: Record<FactKey, FactValue>,
): FactKey[] {
  const keys =
    factor === 'treatment'
      ? (['medical_treatment'] as FactKey[])
      : PART_FACTS[factor].filter((k) => k !== 'medical_treatment');
  return keys.filter(
    (k) =>
      node.rests.includes(k) ||
      (provenanceOf(facts[k]) !== 'presumption' && facts[k].evidence.length > 0) ||
      (facts[k].value === 'unknown' && read.facts[k] !== undefined && node.rests.includes(k)),
  );
}

const LENS_LEAD: Record<Lens, string> = {
  safety: 'For the OSHA 300 log decision:',
  occupational_medicine: 'Read from the clinical record:',
};

const CONCLUSION: Record<FactorName, Record<'yes' | 'no' | 'unsure', string>> = {
  work_relatedness: {
    yes: 'Leaning yes: an event or exposure in the work environment caused or contributed to the condition (before the exceptions).',
    no: 'Leaning no: the facts do not place the cause in the work environment.',
    unsure: 'Unsure: a fact this turns on is unknown; see missing_information.',
  },
  exceptions: {
    yes: 'Leaning yes: an exception of 1904.5(b)(2) applies, so the case is not work-related.',
    no: 'Leaning no: no exception of 1904.5(b)(2) applies; work-relatedness is presumed for events in the work environment (1904.5(a)).',
    unsure:
      'Unsure: whether an exception applies turns on an unknown fact; see missing_information.',
  },
  recurrence: {
    yes: 'Leaning yes: a new case under 1904.6(a).',
    no: 'Leaning no: this continues an earlier recorded case; update that entry instead of recording a new one.',
    unsure:
      'Unsure: whether this is a new case depends on the earlier condition; see missing_information.',
  },
  treatment: {
    yes: 'Leaning yes: at least one treatment given or recommended is not on the closed first-aid list (1904.7(b)(5)(iii)).',
    no: 'Leaning no: every treatment read is first aid or not treatment at all.',
    unsure: 'Unsure: a treatment cannot be classed from the case; see missing_information.',
  },
  significance: {
    yes: 'Leaning yes: a significant diagnosis or a specific recording criterion applies.',
    no: 'Leaning no: no significant diagnosis (1904.7(b)(7)) and no specific criterion of 1904.8-1904.11 applies.',
    unsure: 'Unsure: a specific criterion turns on an unknown fact; see missing_information.',
  },
};

/** Renders one factor from its node. */
export function renderFactor(factor: FactorName, node: Node, ctx: RenderContext): FactorResult {
  const facts = { ...ctx.read.facts, medical_treatment: ctx.tree.medicalTreatmentFact };
  const keys = shownFacts(factor, node, ctx.read, facts);
  const treatments = factor === 'treatment' ? ctx.read.treatments : [];
  const items = [...keys.map((k) => factItem(k, facts[k])), ...treatments.map(treatmentItem)].slice(
    0,
    40,
  );
  if (factor === 'exceptions' && keys.length === 0) {
    items.push({
      key: 'no_exception_indicated',
      determination: 'no',
      note: 'No exception of 1904.5(b)(2) is indicated by the case; work-relatedness is presumed for events in the work environment, 29 CFR 1904.5(a).',
    });
  }

  const citations: Citation[] = [];
  const cite = (ref: string, anchor: string | undefined) => {
    if (anchor === undefined || citations.length >= 12) return;
    const c = citeFrom(ctx.excerpts, ref, anchor);
    if (c !== null && !citations.some((x) => x.ref === c.ref && x.quote === c.quote))
      citations.push(c);
  };
  if (factor === 'exceptions' && node.verdict === 'no')
    cite('1904.5(a)', FACTS.work_event_caused.anchor);
  for (const k of keys)
    if (node.rests.includes(k) || facts[k].value === 'yes') cite(FACTS[k].ref, FACTS[k].anchor);
  for (const t of treatments) cite(t.ref, TREATMENT_ANCHORS[t.ref]);
  if (treatments.some((t) => t.status === 'recommended' && t.class === 'medical'))
    cite('1904.7(b)(5)(v)', TREATMENT_ANCHORS['1904.7(b)(5)(v)']);

  const questions = [
    ...node.rests.filter((k) => facts[k].value === 'unknown').map((k) => FACTS[k].question),
    ...(factor === 'treatment'
      ? treatments
          .filter((t) => t.class === 'unknown' && t.question !== undefined)
          .map((t) => t.question!)
      : []),
  ];
  const missing = [...new Set(questions)].slice(0, 20);

  const paragraphs = [`${LENS_LEAD[ctx.lens]} ${FACTOR_QUESTIONS[factor]}`];
  if (items.length > 0)
    paragraphs.push(`What the case shows: ${items.map((i) => i.note).join(' ')}`);
  paragraphs.push(CONCLUSION[factor][node.verdict]);
  if (missing.length > 0)
    paragraphs.push(
      `${missing.length} question${missing.length === 1 ? '' : 's'} would settle this; see missing_information.`,
    );
  if (Object.keys(ctx.excerpts).length === 0)
    paragraphs.push(
      'The regulation text is not imported on this server, so no quotations are attached; run `ohds data import`.',
    );
  if ((ctx.assist?.references?.length ?? 0) > 0 || ctx.assist?.instructions !== undefined) {
    paragraphs.push(
      'Caller context was supplied; it shapes this prose only and changes no fact or determination.',
    );
  }
  return {
    likelihood: round(node.p),
    leaning: node.verdict,
    reasoning: paragraphs.join('\n\n'),
    citations,
    items,
    missing_information: missing,
    certainty: round(node.strength),
  };
}

/** The node behind each factor. */
export function factorNodes(tree: DecisionTree): Record<FactorName, Node> {
  return {
    work_relatedness: tree.workRelatedness,
    exceptions: tree.exception,
    recurrence: tree.newCase,
    treatment: tree.medicalTreatment,
    significance: tree.significance,
  };
}
