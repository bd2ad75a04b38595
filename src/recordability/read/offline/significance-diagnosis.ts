/**
 * 1904.7(b)(7): cancer, a chronic irreversible disease, a fractured or cracked bone (a chipped or fractured
 * tooth too, per OSHA's letters of interpretation) or a punctured eardrum, once diagnosed by a physician or other
 * licensed health care professional, is recorded at diagnosis. "No fracture", "x-ray negative" read `no`; a
 * fracture that is only suspected or to be ruled out reads `unknown`.
 */
import type { FactValue } from '../../facts/schema.ts';
import { sentencesOf, tellsOfEarlier } from './recurrence-prior.ts';
import { affirmed, type CaseText, factOf, type Hit, negated, scan } from './scan.ts';

/** The significant conditions of (b)(7), each as data with the words that name it. */
const SIGNIFICANT_CONDITIONS: ReadonlyArray<{ key: string; pattern: RegExp }> = [
  {
    key: 'fractured_or_cracked_bone',
    pattern:
      /\bfractur\w{0,20}|\bfx\b|\b(broken|broke (his|her|their|a|an|the|my)|cracked) (left |right |L |R )?(\w{1,20} )?(bones?|arms?|legs?|wrists?|ankles?|toes?|fingers?|ribs?|hands?|foot|feet|nose|jaw|collarbone|clavicle|hip|elbow|thumb|kneecap|patella|vertebra\w{0,20}|pelvis|skull|heel|shin|tibia|fibula|radius|ulna|femur|humerus|sternum|tooth|teeth|molar|incisor|phalanx)\b|\bhairline crack\b|\bchipped (\w{1,20} )?(tooth|teeth|molar|incisor)\b/,
  },
  {
    key: 'punctured_eardrum',
    pattern:
      /\b(punctured|perforated|ruptured|torn|burst) (ear ?drums?|tympanic membranes?|TM)\b|\b(ear ?drum|tympanic membrane|TM) (was |is )?(punctured|perforated|ruptured|perforation|perf|rupture)\b|\b(perforation|rupture|hole|tear) (of|in) (the |his |her |their )?(left |right |L |R )?(ear ?drum|tympanic membrane|TM)\b/,
  },
  {
    key: 'cancer',
    pattern:
      /\b(cancers?|\w{0,12}carcinomas?|mesothelioma|leuka?emia|lymphoma|melanoma|\w{0,12}sarcoma|malignan\w{0,20})\b/,
  },
  {
    key: 'chronic_irreversible_disease',
    pattern:
      /\bchronic(,)? irreversible\b|\b(silicosis|asbestosis|byssinosis|pneumoconiosis|berylliosis|black lung|chronic beryllium disease)\b/,
  },
];

/** Words that leave a diagnosis open: suspected, to be ruled out, pending, the employee's own guess. */
const TENTATIVE =
  /\b(possible|possibly|suspected|suspect|suspicion|probable|probably|query|questionable|rule out|r\/o|to exclude|pending|await\w{0,20}|may have|might have|could (be|have)|likely|concern(ed)? for|check(ed)? for|evaluat\w{0,20} for|screen\w{0,20} for|look(ing)? for|to see (if|whether)|work-?up|thinks?|thought|believes?|worried|afraid|unsure)\b|\?/i;
/** Words around a condition that make it no diagnosis at all: a screening, a risk, a family history. */
const NOT_A_DIAGNOSIS =
  /\b(screening|screen|risk|scare|prevention|awareness|survivor|remission|family history|carcinogen\w{0,20})\b/i;
/** "Fracture clinic", "fracture boot": a place or a device named after the condition, not a finding. */
const NOT_A_FINDING = /^\W{0,2}(clinic|boot|walker|service|team|unit|ward|protocol)\b/i;
/** "To rule out a fracture" is a question; "ruled out" is an answer. */
const RULE_OUT = /\b(rule out|r\/o)\b/i;
/** Imaging read as normal: no fracture found. */
const IMAGING_NEGATIVE =
  /\b(x-?rays?|films?|imaging|radiographs?|CT|MRI)\b (were |was |is |are )?(read as |came back |returned )?(negative|neg|normal|unremarkable|clear)\b|\b(negative|normal|unremarkable) (x-?rays?|films?|imaging|radiographs?|CT|MRI)\b|\bno (acute )?(bony|osseous) (injury|abnormalit\w{0,20})\b/;

/** The words just before and just after a match. */
const around = (h: Hit): [string, string] => [
  h.sentence.slice(Math.max(0, h.index - 40), h.index),
  h.sentence.slice(h.index + h.match.length, h.index + h.match.length + 25),
];
const tentative = (h: Hit): boolean => around(h).some((s) => TENTATIVE.test(s));
const noDiagnosis = (h: Hit): boolean =>
  around(h).some((s) => NOT_A_DIAGNOSIS.test(s)) || NOT_A_FINDING.test(around(h)[1]);

/** 1904.7(b)(7) from the current injury (an earlier condition the case recalls is not this diagnosis). */
export function readSignificantDiagnosis(texts: readonly CaseText[]): FactValue | undefined {
  const current = sentencesOf(texts).filter((t) => !tellsOfEarlier(t.text));
  const hits = SIGNIFICANT_CONDITIONS.flatMap((c) => scan(current, c.pattern)).filter(
    (h) => !noDiagnosis(h),
  );
  const live = affirmed(hits);
  const sure = live.filter((h) => !tentative(h));
  if (sure.length > 0) return factOf('yes', sure);
  // "Rule out fracture" reads as negated to the shared negation reader, but it is a question, not an answer.
  const open = [
    ...live,
    ...negated(hits).filter((h) =>
      RULE_OUT.test(h.sentence.slice(Math.max(0, h.index - 20), h.index)),
    ),
  ];
  const ruledOut = [
    ...negated(hits).filter((h) => !open.includes(h)),
    ...affirmed(scan(current, IMAGING_NEGATIVE)),
  ];
  if (ruledOut.length > 0) return factOf('no', ruledOut);
  return open.length > 0 ? factOf('unknown', open) : undefined;
}
