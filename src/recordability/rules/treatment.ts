/**
 * Factor `treatment`: did the case involve medical treatment beyond first aid (29 CFR 1904.7(b)(5))?
 * Leaning `yes` = medical treatment. Treatments named anywhere in the case text are matched against the
 * closed first-aid list; a named treatment that is not on it is medical treatment ((b)(5)(iii)).
 */
import { TREATMENT_RULES, type TreatmentKind, type TreatmentRule } from '../first-aid.ts';
import type { FactorResult } from '../schema.ts';
import { caseSources, forEachMatch, isNegatedBy, sentenceLocal, sentences, where, type NegationRules, type Source } from '../text.ts';
import { FACTOR_QUESTIONS } from '../factors.ts';
import { startDraft, type FactorInput } from './draft.ts';

export interface TreatmentFinding {
  rule: TreatmentRule;
  kind: TreatmentKind;
  match: string;
  source: string;
  negated: boolean;
  /** Recommended or prescribed but refused or not followed ((b)(5)(v): still recorded). */
  notFollowed: boolean;
}

const NEGATION =
  /\b(no|not|denie[sd]|without|never|none|nor|neither|did ?n[o']t|does ?n[o']t|was ?n[o']t|were ?n[o']t|is ?n[o']t)\b/gi;
const CONTRAST = /\b(but|however|although|though|yet|whereas|and)\b/gi;
const NOT_FOLLOWED = /\b(declin\w{0,30}|refus\w{0,30}|did not (follow|attend|fill|take|go)|chose not|never (filled|attended|went))\b/i;
const NEGATED_AFTER = /^[\s,:-]{0,3}((was |were )?not (needed|required|given|applied|used|necessary|prescribed)|(nothing|none)\b)/i;

// Treatments: "and" also ends a negation ("no sutures and Steri-Strips applied"); the tail is read to the end.
const TREATMENT_NEGATION: NegationRules = { before: NEGATION, contrast: CONTRAST, after: NEGATED_AFTER, lookBack: 50, lookAhead: Infinity };

/** Spans of a sentence already claimed by a rule: disjoint, kept sorted, so a claim costs a binary search. */
class Claims {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Claims [start, end) unless it overlaps a claimed span (an empty span overlaps one it falls strictly inside). */
  claim(start: number, end: number): boolean {
    // The last claimed span starting before `end`: among those it reaches furthest, the spans being disjoint.
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! < end) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0 && this.ends[lo - 1]! > start) return false;
    this.starts.splice(lo, 0, start);
    this.ends.splice(lo, 0, end);
    return true;
  }
}

/** Every treatment named in the sources, each span claimed by the first rule (in table order) that matches it. */
export function findTreatments(sources: Source[]): TreatmentFinding[] {
  const out: TreatmentFinding[] = [];
  // A treatment entry is read in the light of the injury ("drinking fluids" + heat exhaustion). Everything that
  // does not depend on the sentence is tested once per call: a case of many short sentences must not rescan the
  // injury or the whole case for each of them.
  const injury = sources.filter((s) => s.label === 'injury description' || s.label === 'diagnosis').map((s) => s.text).join(' ');
  const whole = sources.map((s) => s.text).join(' ');
  const compiled = TREATMENT_RULES.map((rule, index) => ({
    index,
    rule,
    pattern: new RegExp(rule.pattern.source, 'gi'),
    probe: sentenceLocal(rule.pattern) ? new RegExp(rule.pattern.source, 'i') : null,
    context: rule.context?.map((c) => new RegExp(c.source, 'i')),
    unless: rule.unless === undefined ? undefined : new RegExp(rule.unless.source, 'i'),
  }));
  const memo = (text: string) => {
    const seen = new Map<RegExp, boolean>();
    return (re: RegExp) => {
      let hit = seen.get(re);
      if (hit === undefined) seen.set(re, (hit = re.test(text)));
      return hit;
    };
  };
  const inWhole = memo(whole);
  const inInjury = memo(injury);
  const inCase = compiled.map(({ rule, context }) => rule.contextScope !== 'case' || (context ?? []).every(inWhole));
  for (const source of sources) {
    const entry = source.label.startsWith('treatment entry');
    // Rules whose pattern cannot match anywhere in this text are skipped for all its sentences.
    const live = compiled.filter(({ probe }) => probe === null || probe.test(source.text));
    for (const sentence of sentences(source.text)) {
      const claimed = new Claims();
      let notFollowed: boolean | undefined;
      for (const { rule, pattern, context, unless, index } of live) {
        if (rule.entriesOnly === true && !entry) continue;
        if (!inCase[index]) continue;
        // An entry's context may also come from the injury (tested once per call); a sentence's from itself.
        if (rule.contextScope !== 'case' && context?.some((c) => !c.test(sentence) && !(entry && inInjury(c)))) continue;
        if (unless?.test(sentence)) continue;
        forEachMatch(pattern, sentence, (m) => {
          const start = m.index;
          const end = start + m[0].length;
          if (!claimed.claim(start, end)) return;
          const kind = rule.classify ? rule.classify(m[0], sentence) : rule.kind;
          out.push({
            rule,
            kind,
            match: m[0].trim(),
            source: source.label,
            negated: rule.literal !== true && isNegatedBy(TREATMENT_NEGATION, sentence, start, m[0].length),
            notFollowed: (notFollowed ??= NOT_FOLLOWED.test(sentence)),
          });
        });
      }
    }
  }
  const specific = out.some((f) => f.rule.kind !== 'claim' && !f.negated);
  return specific ? out.filter((f) => f.rule.kind !== 'claim') : out;
}

const KIND_NOTE: Record<TreatmentKind, string> = {
  first_aid: 'is on the closed first-aid list',
  medical: 'is medical treatment beyond first aid',
  not_treatment: 'is not treatment for recordkeeping purposes',
  unsure: 'cannot be placed without more detail',
  none: 'states that no treatment was given',
  claim: 'uses the words "first aid" without naming the treatment; the closed list, not the label, decides',
};

/** The rules provider's `recordability.treatment` handler. */
export function analyzeTreatment(input: FactorInput): FactorResult {
  const c = input.case;
  const d = startDraft(input, FACTOR_QUESTIONS.treatment);
  const findings = findTreatments(caseSources(c).filter((s) => s.label !== 'activity at time'));
  const byKey = new Map<string, TreatmentFinding[]>();
  // Grouped by what the treatment is (two rules may name the same list item), then by its kind.
  for (const f of findings) {
    const key = `${f.rule.label}:${f.kind}`;
    const group = byKey.get(key);
    if (group === undefined) byKey.set(key, [f]);
    else group.push(f);
  }

  let medical = 0;
  let firstAidOrNone = 0;
  let unsure = 0;
  for (const group of byKey.values()) {
    const first = group[0]!;
    const affirmed = group.filter((f) => !f.negated);
    const words = where(group);
    const key = first.kind === first.rule.kind ? first.rule.key : `${first.rule.key}_${first.kind}`;
    if (affirmed.length === 0) {
      d.item(key, 'no', `The text rules out ${first.rule.label}: ${words} appears only in a negated statement.`);
      continue;
    }
    const kind = first.kind;
    const tail = affirmed.some((f) => f.notFollowed) && kind === 'medical'
      ? ' It was recommended but not followed, which is still recorded (1904.7(b)(5)(v)).'
      : '';
    const note = `${first.rule.label[0]!.toUpperCase()}${first.rule.label.slice(1)} (${words}) ${KIND_NOTE[kind]}, ${first.rule.ref}.${tail}`;
    if (kind === 'medical') {
      medical += 1;
      d.item(key, 'yes', note, first.rule.ref, first.rule.anchor);
      if (tail !== '') d.cite('1904.7(b)(5)(v)', 'you must record the case even if');
    } else if (kind === 'unsure' || kind === 'claim') {
      unsure += 1;
      d.item(key, 'unsure', note, first.rule.ref, first.rule.anchor);
      d.ask(first.rule.question ?? 'Which treatments exactly did the employee receive? Name each one (the first-aid list in 29 CFR 1904.7(b)(5)(ii) is closed).');
    } else {
      firstAidOrNone += 1;
      d.item(key, 'no', note, first.rule.ref, first.rule.anchor);
    }
  }

  // Entries of case.treatment.provided that no rule recognised: not on the list as far as we can tell, but unnamed.
  c.treatment?.provided?.forEach((_entry, i) => {
    if (findings.some((f) => f.source === `treatment entry ${i + 1}`)) return;
    unsure += 1;
    d.item(`treatment_entry_${i + 1}_unrecognised`, 'unsure', `Treatment entry ${i + 1} names nothing the engine recognises; if it is not one of the fourteen first-aid treatments it is medical treatment.`);
    d.ask(`What exactly was treatment entry ${i + 1}? Is it one of the first-aid treatments listed in 29 CFR 1904.7(b)(5)(ii)(A)-(N)?`);
  });

  const rx = c.treatment?.prescription_issued;
  if (rx === true) {
    medical += 1;
    d.item('prescription_issued', 'yes', 'A prescription was issued (case.treatment.prescription_issued); prescription medication is medical treatment, 1904.7(b)(5)(ii)(A).', '1904.7(b)(5)(ii)(A)', 'at prescription strength is considered medical treatment');
  } else if (rx === false) {
    firstAidOrNone += 1;
    d.item('prescription_issued', 'no', 'No prescription was issued (case.treatment.prescription_issued).');
  }
  if (c.treatment?.provider_type !== undefined && c.treatment.provider_type !== '') {
    d.item('provider_status_irrelevant', 'no', 'Who gave the treatment does not change whether it is first aid, 1904.7(b)(5)(iv).', '1904.7(b)(5)(iv)', 'regardless of the professional status');
  }
  d.cite('1904.7(b)(5)(iii)', 'this is a complete list of all treatments considered first aid');

  if (medical > 0) {
    return d.finish({
      leaning: 'yes',
      likelihood: 0.95,
      certainty: unsure > 0 ? 0.85 : 0.92,
      conclusion: 'At least one treatment named in the case is beyond first aid, so the medical-treatment criterion of 1904.7(b)(5) is met for a work-related new case.',
    });
  }
  if (unsure > 0) {
    return d.finish({
      leaning: 'unsure',
      likelihood: 0.5,
      certainty: 0.45,
      conclusion: 'Some treatment in the case cannot be placed on either side of the closed first-aid list from the text alone.',
    });
  }
  if (firstAidOrNone > 0) {
    d.ask('Was any other treatment given or recommended later (for example at a follow-up visit), such as prescription medication, sutures, a rigid splint or physical therapy?');
    return d.finish({
      leaning: 'no',
      likelihood: 0.08,
      certainty: c.treatment !== undefined ? 0.85 : 0.7,
      conclusion: 'Every treatment named is first aid or not treatment at all; on this record the medical-treatment criterion is not met.',
    });
  }
  d.item('treatment_described', 'unsure', 'The case text names no treatment at all.');
  d.ask('What treatment, if any, did the employee receive or was recommended by a physician or other licensed health care professional?');
  d.ask('Was a prescription issued or prescription-strength medication recommended?');
  return d.finish({
    leaning: 'unsure',
    likelihood: 0.35,
    certainty: 0.3,
    conclusion: 'The case is silent on treatment, so the medical-treatment criterion cannot be assessed.',
  });
}
