/**
 * 1904.11: an employee occupationally exposed to a known case of active tuberculosis who then develops a TB
 * infection (a positive skin test or a professional's diagnosis) is recorded, (a); a positive test at a
 * pre-employment physical is not, (b)(1); a case may be lined out when the infection is shown to come from
 * outside work, (b)(2)(i)-(iii).
 */
import type { FactValue } from '../../facts/schema.ts';
import { affirmed, type CaseText, factOf, negated, scan } from './scan.ts';

const TB = /\b(tuberculosis|TB|TST|PPD|tuberculin|QuantiFERON|QFT|IGRA|LTBI)\b/;

/** (a): the infection, as a positive test, a conversion or a diagnosis of the employee. */
const INFECTION =
  /\bpositive (TB |tuberculin )?(skin tests?|TSTs?|PPDs?|IGRAs?|QuantiFERON|QFT|TB tests?|blood tests?)\b|\b(TB |tuberculin )?(skin tests?|TSTs?|PPDs?|IGRAs?|QuantiFERON|QFT|TB tests?|blood tests?) (was |were |is |came back |returned |turned )?(positive|reactive|converted)\b|\b(converted|conversion|converter|seroconver\w{0,20})\b|\btested positive\b|\b(skin tests?|TSTs?|PPDs?|IGRAs?|QuantiFERON|QFT|TB tests?)\b[^.;]{0,60}\b(read|reads|was read|came back|returned|turned) (as )?(positive|reactive)\b|\b(skin tests?|TSTs?|PPDs?|IGRAs?|QuantiFERON|QFT|TB tests?)(,| -|:) (positive|reactive)\b|\b(latent (TB|tuberculosis)( infection)?|LTBI|(TB|tuberculosis) infection)\b|\b(developed|diagnosed with|has) (latent |active |pulmonary )?(TB|tuberculosis)\b/;
const NEGATIVE =
  /\b(TB |tuberculin )?(skin tests?|TSTs?|PPDs?|IGRAs?|QuantiFERON|QFT|TB tests?|blood tests?) (was |were |is |came back |returned |remained |stayed )?(negative|non-?reactive)\b|\bnegative (TB |tuberculin )?(skin tests?|TSTs?|PPDs?|IGRAs?|QuantiFERON|QFT|TB tests?|blood tests?)\b|\bdid not convert\b/;
/** (a): the exposure at work to a known active case. */
const WORK_EXPOSURE =
  /\b(workplace|occupational(ly)?|work|on-the-job|job) (exposure|exposed)\b|\bexposed (at|on the) (work|job)\b|\bexposed (\w{1,20} ){0,3}to (a|an|the) (\w{1,20} ){0,2}(patient|client|resident|inmate|co-?worker|detainee|customer|case)s?\b|\b(active|infectious|known) (TB|tuberculosis) (patient|client|resident|inmate|co-?worker)s?\b/;
/** (a): a person met at work, in a sentence that names an active case ("a patient later found to have active TB"). */
const PERSON_AT_WORK =
  /\b(patient|pt|client|resident|inmate|co-?worker|detainee|customer|student|passenger)s?\b/;
const ACTIVE_CASE = /\b(active|infectious|contagious) (\w{1,20} )?(TB|tuberculosis)\b/i;
/** (a): no occupational exposure to a known case was found. */
const NO_EXPOSURE =
  /\bno (known |identified |documented )?(workplace |occupational |work )?(exposure|contact)\b/;
/** (b)(1): a test at hire, before any occupational exposure. */
const PRE_EMPLOYMENT =
  /\bpre-?employment\b|\bpre-?placement\b|\bpre-?hire\b|\bat hire\b|\bnew[- ]hire\b|\bbefore (starting|hire|being hired|employment)\b/;

/** (b)(2)(ii)-(iii): a finding that places the source away from work. */
const AWAY =
  /\b(unrelated|non-?work|outside (of )?work|away from work|not at work|not (at|from|related to) (work|the workplace|the job)|abroad|church|community|relatives|not the (hospital|workplace|work))\b/i;
const ACTIVE_OR_DIAGNOSED = /\b(active|diagnosed)\b/i;

/** (b)(2): a source outside work; a cue with `needs` counts only in a sentence that also says what it names. */
const NON_WORK_SOURCES: ReadonlyArray<{ ref: string; cue: RegExp; needs?: RegExp }> = [
  {
    ref: '1904.11(b)(2)(i)',
    cue: /\b(husband|wife|spouse|partner|child|son|daughter|parent|mother|father|sibling|brother|sister|roommate|family member|relatives?|household (member|contact)s?|lives with|living with|lived with|live together|lives together)\b/,
    needs: ACTIVE_OR_DIAGNOSED,
  },
  {
    ref: '1904.11(b)(2)(ii)',
    cue: /\b(public health|health (department|dept)|county health)\b/,
    needs: AWAY,
  },
  {
    ref: '1904.11(b)(2)(iii)',
    cue: /\b(investigation|genotyp\w{0,20}|contact tracing)\b/,
    needs: AWAY,
  },
  {
    ref: '1904.11(b)(2)(iii)',
    cue: /\b(attribut\w{0,20}|traced|linked) (\w{1,20} ){0,3}to (a |an )?(non-?work|unrelated|community|household|family)\b/,
  },
];

const ABOUT_TB =
  /\b(TB|tuberculosis|TST|infect\w{0,20}|case|contact|exposure|positive|convert\w{0,20})\b/i;

/** 1904.11(a), (b)(1): the infection after an occupational exposure. */
export function readTbInfection(texts: readonly CaseText[]): FactValue | undefined {
  if (scan(texts, TB).length === 0) return undefined;
  const infection = affirmed(scan(texts, INFECTION));
  const negative = affirmed(scan(texts, NEGATIVE));
  const exposure = [
    ...affirmed(scan(texts, WORK_EXPOSURE)),
    ...affirmed(scan(texts, PERSON_AT_WORK)).filter((h) => ACTIVE_CASE.test(h.sentence)),
  ];
  const pre = affirmed(scan(texts, PRE_EMPLOYMENT));
  // "No patients or staff with known active TB": the known case at work is denied.
  const none = [
    ...affirmed(scan(texts, NO_EXPOSURE)),
    ...negated(scan(texts, PERSON_AT_WORK)).filter((h) => ACTIVE_CASE.test(h.sentence)),
  ];
  if (exposure.length === 0 && pre.length + none.length > 0) return factOf('no', [...pre, ...none]);
  if (infection.length > 0 && exposure.length > 0)
    return factOf('yes', [...exposure, ...infection]);
  if (negative.length > 0 && infection.length === 0) return factOf('no', negative);
  const open = [...infection, ...exposure];
  return open.length > 0 ? factOf('unknown', open) : undefined;
}

/** 1904.11(b)(2)(i)-(iii): evidence that the infection came from outside work. */
export function readTbNonWorkSource(texts: readonly CaseText[]): FactValue | undefined {
  if (scan(texts, TB).length === 0) return undefined;
  // What a cue needs must be said, not denied: "found no TB contacts outside work" places nothing away from work.
  const hits = NON_WORK_SOURCES.flatMap(({ cue, needs }) => {
    const said =
      needs === undefined ? null : new Set(affirmed(scan(texts, needs)).map((h) => h.sentence));
    return scan(texts, cue).filter(
      (h) => (said === null || said.has(h.sentence)) && ABOUT_TB.test(h.sentence),
    );
  });
  const yes = affirmed(hits);
  if (yes.length > 0) return factOf('yes', yes);
  return hits.length > 0 ? factOf('no', hits) : undefined;
}
