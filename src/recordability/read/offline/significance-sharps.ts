/**
 * 1904.8: needlesticks and cuts from sharp objects contaminated with another person's blood or other potentially
 * infectious material (OPIM: human body fluids, tissues and organs; materials infected with HIV or HBV such as
 * laboratory cultures or tissue from experimental animals, (b)(1)) are recorded; a clean object, the employee's
 * own blood or another contaminant is recorded only under 1904.7, (b)(2). A splash without a cut is recorded
 * when a bloodborne illness is diagnosed, (b)(4)(i).
 */
import type { FactValue } from '../../facts/schema.ts';
import { affirmed, type CaseText, factOf, type Hit, negated, scan } from './scan.ts';

/** Sharps of patient care and the laboratory: a stick from one raises the contamination question on its own. */
const CARE_SHARP =
  /\b(needle ?sticks?|needle|needles|syringes?|sharps|scalpels?|lancets?|trocars?|stylets?|IV catheters?|suture needles?|(dental|surgical) instruments?|scalers?|curettes?|dental probes?|sharps injury)\b/;
/** Needles that are not patient care, named in the sentence: a sewing machine, a pine, needle-nose pliers. */
const OTHER_NEEDLE =
  /\b(sewing|knitting|upholstery|embroidery|sailmak\w{0,20}|pine|cactus|stapl\w{0,20}|tattoo\w{0,20}|needle[- ]nose)\b/i;
/** A cut, stick, puncture or scratch: what 1904.8(b)(2) calls cuts, lacerations, punctures and scratches. */
const CUT =
  /\b(stuck|stick|pricked|prick|punctured?|puncture wound|percutaneous|cut|cuts|lacerat\w{0,20}|scratch\w{0,20}|nicked|jabbed|poked|sliced|stabbed|pierced|needle ?sticks?|sharps injur\w{0,20})\b|\b(needles?|syringes?|scalpels?|lancets?|blades?|sharps?|glass|knife|knives|tip|point)\b (\w{1,20} ){0,4}(went|goes|going|slipped|came|sank|stuck) (into|in|through)\b/;

/** (a), (b)(1): another person's blood or OPIM on the sharp, said outright. A used sharp carries someone's blood. */
const OPIM =
  /\b(patient|resident|client|source|donor|inmate|victim|customer|another person|other person|someone else|co-?worker|child|baby|infant|pt|human)'?s?'? (\w{1,20} )?(blood|body fluids?|saliva|tissue|vomit|urine|feces|semen|secretions?|serum|plasma|sputum|spinal fluid|CSF|specimens?|samples?|biopsy)\b|\b(tubes?|vials?|specimens?|samples?|cups?|containers?|slides?) of (\w{1,20} )?(patient|donor|human|client|resident|inmate) (\w{1,20} )?(blood|serum|plasma|sputum|urine|fluid|specimens?|samples?|tissue)\b|\b(blood|body[- ]fluid|tissue|saliva)[- ](contaminated|covered|soaked|stained|tinged)\b|\bcontaminated with (\w{1,20} ){0,2}(blood|body fluids?|saliva|tissue|OPIM|semen|vaginal|cerebrospinal|synovial|pleural|pericardial|peritoneal|amniotic)\b|\b(OPIM|potentially infectious)\b|\b(HIV|HBV|HCV|hepatitis [BC])[- ](infected|positive|contaminated)\b|\binfected (with )?(HIV|HBV|hepatitis)\b|\blab(oratory)? cultures?\b|\b(blood|specimen) (collection )?(tubes?|vials?)\b|\b(used|dirty|bloody|discarded|contaminated) (\w{1,20} ){0,2}(needles?|syringes?|sharps?|scalpels?|lancets?|blades?|scalers?|trocars?|stylets?|catheters?|instruments?|razors?|probes?|knife|knives|glass|tubes?|vials?|pipettes?|slides?|objects?|edges?|wires?|bones?|fragments?|tools?|needle ?sticks?)\b|\b(blood|body fluids?) (on|in|inside) (it|the (\w{1,20} )?(caps?|hubs?|barrels?|needles?|syringes?|sharps?|scalpels?|lancets?|blades?|scalers?|trocars?|stylets?|catheters?|instruments?|razors?|probes?|knife|knives|glass|tubes?|vials?|pipettes?|slides?|objects?|edges?|wires?|bones?|fragments?|tools?))\b|\b(been )?used on (the|a) (patient|resident|client)\b/;
/**
 * (a): a care sharp used on someone: after an injection or a blood draw, after checking a patient, from a sharps
 * container, pulled out of a donor's arm, with a source patient tested. Read only when a care sharp stuck the employee ("while transferring a
 * patient" says nothing about a bed frame).
 */
const USED_IN_CARE =
  /\b(after|while|right after|just after|following) (doing |performing |giving |drawing |administering |starting )?(a |an |the )?(patient'?s? )?(\w{1,20} )?(injection|blood draw|fingerstick|finger stick|procedure|surgery|venipuncture|IV|suturing|cleaning|extraction|filling)\b|\b(after|while|right after|just after|following) (\w{1,20} ){0,2}(a |an |the )?(patient|resident|client)'?s?\b|\b(drawing|drew|draws|drawn) blood\b|\bsource (patient|individual|person)\b|\b(sharps|biohazard) (container|box|bin|disposal)\b|\b(patient|resident|client|pt|donor|inmate)'s used\b|\bused on (a |an |the )?(patient|resident|client|pt|donor|inmate)\b|\b(out of|from) (a |an |the )?(patient|resident|client|pt|donor|inmate)'?s? (\w{1,20} )?(arm|vein|hand|finger|leg|line|port|skin|body)\b/;
/** (b)(2): a clean or unused object, the employee's own blood, or a contaminant that is not blood or OPIM. */
const CLEAN =
  /\bunused\b|\bnever used\b|\bnot (yet )?used\b|\bbefore (it was )?used\b|\bbefore use\b|\bstill capped\b|\buncontaminated\b|\bnot contaminated\b|\b(clean|sterile|new),? (unused |new |sterile |clean )?(\w{1,20} )?(needles?|syringes?|sharps?|scalpels?|lancets?|blades?|scalers?|trocars?|stylets?|catheters?|instruments?|razors?|probes?|knife|knives|glass|tubes?|vials?|pipettes?|slides?|objects?|edges?|wires?|bones?|fragments?|tools?|box|package|pack)\b|\b(needle|syringe|object|glass|blade|knife|instrument|lancet|scalpel|tool) (was|were) (clean|new|unused|sterile)\b|\b(out of|from) (its|the) (package|packaging|wrapper)\b|\bown blood\b|\bcontaminated with (\w{1,20} ){0,2}(motor oil|oil|grease|dirt|soil|mud|rust|paint|food|meat|chemicals?|solvent|coolant|water|dust)\b|\b(oil|grease|dirt|rust|paint|mud)[- ](covered|soaked|coated)\b|\bcovered in (\w{1,20} )?(motor oil|oil|grease|dirt|rust|paint|mud)\b|\b(only|just) (\w{1,20} ){0,2}(in|on|into|through|with) (\w{1,20} ){0,2}(raw |cooked |frozen )?(pork|beef|meat|chicken|poultry|fish|ham|bacon|brine|marinade|food|dough|fabric|leather|wood|plastic|cardboard|feed|produce)\b/;

/**
 * (a), (b)(1): an animal's blood is not another person's blood or OPIM; only material infected with HIV or HBV
 * (laboratory cultures, tissue from experimental animals) is, and OPIM read beside it leaves the question open.
 */
const ANIMAL_SHARP =
  /\b(used (on|to (vaccinate|inject|treat|sedate|bleed|draw blood from))|after (vaccinating|injecting|treating|sedating)|from) (a |an |the |his |her |their )?([\w-]{1,20} )?(dog|cat|horse|cow|calf|cattle|pig|sheep|goat|animal|pet|puppy|kitten|livestock|canine|feline|equine|bovine|mouse|rat|rabbit)s?\b/;

/** (b)(1)(ii): an animal or culture infected with HIV or HBV is OPIM. */
const INFECTED = /\b(HIV|HBV|hepatitis|infected|inoculated)\b/i;

/** (b)(4)(i): a bloodborne illness diagnosed in the employee (not the source patient's test). */
const BLOODBORNE =
  /\b(diagnosed with|seroconver\w{0,20}|tested positive for|developed|contracted|acquired|confirmed)\b[^.;]{0,40}\b(HIV|hepatitis [BC]|HBV|HCV|hep [BC])\b|\b(HIV|HBV|HCV|hepatitis [BC]) (seroconversion|infection) (was )?(diagnosed|confirmed)\b|\bseroconver\w{0,20}/;
const SOURCE = /\b(source|patient|donor|client|resident|inmate)\b/i;

const sentenceHits = (hits: readonly Hit[]): Set<string> =>
  new Set(hits.map((h) => `${h.text.where}@${h.sentenceStart}`));

/** 1904.8(a), (b)(2): the contamination of the sharp that cut or stuck the employee. */
export function readSharps(texts: readonly CaseText[]): FactValue | undefined {
  const cuts = affirmed(scan(texts, CUT));
  if (cuts.length === 0) return undefined;
  // A care sharp counts when it stuck or cut the employee in that sentence: "removed with a needle" is treatment.
  const cutSentences = sentenceHits(cuts);
  const care = affirmed(scan(texts, CARE_SHARP)).filter(
    (h) => cutSentences.has(`${h.text.where}@${h.sentenceStart}`) && !OTHER_NEEDLE.test(h.sentence),
  );
  const opim = [
    ...affirmed(scan(texts, OPIM)),
    ...(care.length > 0 ? affirmed(scan(texts, USED_IN_CARE)) : []),
  ];
  const animal = affirmed(scan(texts, ANIMAL_SHARP)).filter((h) => !INFECTED.test(h.sentence));
  const clean = [...affirmed(scan(texts, CLEAN)), ...animal];
  if (opim.length > 0 && clean.length > 0) return factOf('unknown', [...opim, ...clean]);
  if (opim.length > 0) return factOf('yes', opim);
  if (clean.length > 0) return factOf('no', clean);
  // A stick from a care sharp with no word on what was on it: the 1904.8(a) question stays open.
  return care.length > 0 ? factOf('unknown', care) : undefined;
}

/** 1904.8(b)(4)(i): a diagnosed bloodborne illness; "did not seroconvert" reads `no`. */
export function readBloodborne(texts: readonly CaseText[]): FactValue | undefined {
  const hits = scan(texts, BLOODBORNE).filter(
    (h) => !SOURCE.test(h.sentence.slice(Math.max(0, h.index - 30), h.index)),
  );
  if (hits.length === 0) return undefined;
  const yes = affirmed(hits);
  return yes.length > 0 ? factOf('yes', yes) : factOf('no', negated(hits));
}
