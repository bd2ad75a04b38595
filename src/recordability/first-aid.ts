/**
 * 29 CFR 1904.7(b)(5) as data. The first-aid list of (b)(5)(ii)(A)-(N) is closed ((b)(5)(iii)): a named
 * treatment that is not on it is medical treatment; observation, counseling and diagnostic procedures are
 * not treatment at all ((b)(5)(i)(A)-(B)). Rules are tried in order and the first rule to match a span of a
 * sentence claims it, so specific phrases ("elastic bandage", "butterfly bandage") win over generic ones.
 * `anchor` is the phrase of the served paragraph the citation quotes.
 */

export type TreatmentKind = 'first_aid' | 'medical' | 'not_treatment' | 'unsure' | 'none' | 'claim';

export interface TreatmentRule {
  key: string;
  kind: TreatmentKind;
  label: string;
  ref: string;
  anchor: string;
  pattern: RegExp;
  /** Every one of these must also match the sentence (or the case, with `contextScope: 'case'`). */
  context?: RegExp[];
  /** `case`: the context is a property of the whole case (heat stress), not of the sentence naming the treatment. */
  contextScope?: 'case';
  /** The rule does not apply when the sentence matches this. */
  unless?: RegExp;
  /** Question for the officer when the rule's kind is `unsure`. */
  question?: string;
  /** Decides the kind from the matched text (medication strength). */
  classify?: (match: string, sentence: string) => TreatmentKind;
  /** The pattern is itself a negative statement: skip negation detection. */
  literal?: boolean;
  /** Generic words ("ice", "rest") that name a treatment only inside a `case.treatment.provided` entry. */
  entriesOnly?: boolean;
}

const EYE = /\b(eyes?|cornea\w{0,30}|conjunctiv\w{0,30}|ocular)\b/;
const TRANSPORT = /\b(transport\w{0,30}|ambulance|EMS|paramedics?|en route|stretcher|carried)\b/;
const HEAT = /\b(heat (stress|exhaustion|illness|cramps|rash|stroke|syncope)|dehydrat\w{0,30}|overheat\w{0,30})\b/;
const EYE_METHOD = /irrigat|flush|eye ?wash|rins|cotton|q-?tip|spud|burr|needle|magnet|rust ring|forceps|tweezers|slit[- ]lamp removal/;
const PRECAUTION = /\b(precaution\w{0,30}|prophyla\w{0,30} measure|as a safety measure|per (the |their )?(protocol|standing orders?))\b/;
const ASYMPTOMATIC = /\b(no|without|denied|denies|did not (have|show|exhibit|report)|free of) (any )?(signs (or|and) symptoms|symptoms|complaints)\b|asymptomatic|symptom-?free/;
const SYMPTOMS = /\b(cough\w{0,30}|short(ness)? of breath|wheez\w{0,30}|chest (tightness|pain)|tightness in (the|his|her|their) chest|dizz\w{0,30}|light-?headed\w{0,30}|nause\w{0,30}|vomit\w{0,30}|headache|difficulty breathing|respiratory (distress|symptoms)|burning (eyes|throat|nose))\b/;
const FOREIGN = /\b(foreign|particle|debris|metal|dust|sliver|fragment|chip|speck|sawdust|grit)\b/;

const A = '1904.7(b)(5)(ii)(A)';
const OTC_ANCHOR = 'Using a non-prescription medication at nonprescription strength';
const RX_STRENGTH_ANCHOR = 'at prescription strength is considered medical treatment';
const NOT_ON_LIST = '1904.7(b)(5)(iii)';
const NOT_ON_LIST_ANCHOR = 'this is a complete list of all treatments considered first aid';

/**
 * Single doses above which four common OTC drugs are at prescription strength. Source: OSHA's recordkeeping
 * rule preamble, 66 FR 6122 (Jan. 19, 2001), discussion of 1904.7(b)(5)(ii)(A) (not in the served dataset;
 * the citation attached is (b)(5)(ii)(A) itself).
 */
export const PRESCRIPTION_STRENGTH_MG: ReadonlyArray<{ drug: RegExp; overMg: number }> = [
  { drug: /ibuprofen|advil|motrin/i, overMg: 467 },
  { drug: /diphenhydramine|benadryl/i, overMg: 50 },
  { drug: /naproxen|aleve/i, overMg: 220 },
  { drug: /ketoprofen|orudis/i, overMg: 25 },
];

const COUNT: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, '1': 1, '2': 2, '3': 3, '4': 4 };

/** Single dose in mg named in the matched text ("two 200 mg tablets" -> 400), or null. */
export function singleDoseMg(text: string): number | null {
  const m = /(?:\b(one|two|three|four|[1-4])\s{0,20}(?:x\s{0,20})?(?:(?:tablets?|pills?|capsules?|caplets?)\s{0,20})?(?:of\s{0,20})?)?(\d{2,4})\s{0,20}(?:mg|milligrams?)\b/i.exec(text);
  if (m === null) {
    // "Motrin 800": a bare strength right after the drug name is in mg.
    const bare = /(?:ibuprofen|advil|motrin|diphenhydramine|benadryl|naproxen|aleve|ketoprofen|orudis)\s{1,20}(\d{3,4})\b/i.exec(text);
    return bare === null ? null : Number(bare[1]);
  }
  return Number(m[2]) * (m[1] === undefined ? 1 : (COUNT[m[1].toLowerCase()] ?? 1));
}

function medicationStrength(match: string, sentence: string): TreatmentKind {
  const dose = singleDoseMg(match);
  // Taken from the shelf: first aid. Recommended by a clinician with no dose: the strength decides.
  if (dose === null) return /recommend|prescri|physician|doctor|clinician|provider|nurse practitioner/i.test(sentence) ? 'unsure' : 'first_aid';
  const limit = PRESCRIPTION_STRENGTH_MG.find((d) => d.drug.test(match));
  return limit !== undefined && dose > limit.overMg ? 'medical' : 'first_aid';
}

export const TREATMENT_RULES: readonly TreatmentRule[] = [
  // (b)(5)(i)(B): prescription medication used solely for diagnosis is not treatment.
  { key: 'diagnostic_medication', kind: 'not_treatment', label: 'diagnostic eye drops or stain', ref: '1904.7(b)(5)(i)(B)', anchor: 'prescription medications used solely for diagnostic purposes', pattern: /dilat\w{0,30} (eye )?drops|fluorescein( stain\w{0,30})?/ },
  { key: 'no_treatment', kind: 'none', label: 'no treatment', ref: '1904.7(b)(5)(i)', anchor: 'means the management and care of a patient', literal: true, pattern: /\b(no|declined|refused|did not (need|require|receive|seek)|didn't (need|require|receive|seek)|without) (any )?(further )?(medical )?(treatment|care|attention)\b/ },
  { key: 'prescription_strength_medication', kind: 'medical', label: 'prescription-strength medication', ref: A, anchor: RX_STRENGTH_ANCHOR, pattern: /(?<!non-?\s?)prescription[- ]strength|(tylenol|acetaminophen) (with codeine|#\s?[2-4]\b|no\.? ?[2-4]\b)/ },
  {
    key: 'otc_medication_dose', kind: 'first_aid', label: 'non-prescription medication', ref: A, anchor: OTC_ANCHOR,
    pattern: /\b(?:(?:one|two|three|four|[1-4])\s{0,20}(?:x\s{0,20})?(?:(?:tablets?|pills?|capsules?|caplets?)\s{0,20})?(?:of\s{0,20})?)?(?:\d{2,4}\s{0,20}(?:mg|milligrams?)\s{0,20}(?:of\s{0,20})?)?(ibuprofen|advil|motrin|diphenhydramine|benadryl|naproxen|aleve|ketoprofen|orudis)\b(?:[^.;]{0,20}?\d{2,4}\s{0,20}(?:mg|milligrams?)\b|\s{1,20}\d{3,4}\b(?!\s{0,20}(?:x\b|times|hours?|hrs?|days?|%|mcg|g\b|ml)))?/,
    classify: medicationStrength,
    question: 'What single dose of the medication was recommended? (A non-prescription drug recommended at prescription strength is medical treatment.)',
  },
  { key: 'otc_medication', kind: 'first_aid', label: 'non-prescription medication', ref: A, anchor: OTC_ANCHOR, pattern: /non-?prescription([- ]strength)?( medication| medicine| pain relievers?| \w{1,30})?|over[- ]the[- ]counter( pain)?( medication| medicine| relievers?)?|\bOTC\b|acetaminophen|tylenol|aspirin|antacids?|antibiotic (ointment|cream)|triple antibiotic|bacitracin|neosporin|hydrocortisone cream|calamine|burn (gel|cream)|artificial tears/ },
  { key: 'prescription_medication', kind: 'medical', label: 'prescription medication', ref: A, anchor: OTC_ANCHOR, pattern: /(?<!non-?\s?)prescri(bed|ption)s?|\bRx\b|\bantibiotics?\b|muscle relaxants?|opioids?|narcotics?|codeine|hydrocodone|oxycodone|tramadol|cyclobenzaprine|flexeril|prednisone|steroids?|cortisone|meloxicam|diclofenac|ketorolac|toradol|epinephrine|epi-?pens?|methylprednisolone|medrol|silver sulfadiazine|silvadene|cephalexin|keflex|amoxicillin|augmentin|doxycycline|ciprofloxacin|bactrim|ondansetron|zofran|gabapentin|lidocaine injection/ },
  { key: 'medication_status_unstated', kind: 'unsure', label: 'medication (prescription status not stated)', ref: A, anchor: OTC_ANCHOR, pattern: /(pain )?(medications?|medicines?|pain ?relievers?|painkillers?|eye ?drops|ointments?|creams?|muscle rubs?)/, unless: /prescri|over[- ]the[- ]counter|non-?prescription|\bOTC\b/, question: 'Was the medication a prescription medication, or a non-prescription one at non-prescription strength?' },
  { key: 'tetanus_immunization', kind: 'first_aid', label: 'tetanus immunization', ref: '1904.7(b)(5)(ii)(B)', anchor: 'Administering tetanus immunizations', pattern: /tetanus( (shot|booster|immuni[sz]ation|vaccin\w{0,30}|toxoid))?|\bT-?dap\b|\bTd\b/ },
  { key: 'other_immunization', kind: 'medical', label: 'immunization other than tetanus', ref: '1904.7(b)(5)(ii)(B)', anchor: 'Hepatitis B vaccine or rabies vaccine, are considered medical treatment', pattern: /vaccin\w{0,30}|immuni[sz]ations?|immune globulin|rabies|hepatitis b (shots?|series)|post-exposure prophylaxis|\bPEP\b/ },
  { key: 'wound_closure_strips', kind: 'first_aid', label: 'butterfly bandages or Steri-Strips', ref: '1904.7(b)(5)(ii)(D)', anchor: 'using butterfly bandages or Steri-Strips', pattern: /butterfly (bandages?|closures?|strips?|stitch\w{0,30})|steri-?strips?|wound[- ]closure strips?|skin closure strips?/ },
  { key: 'wound_closure_device', kind: 'medical', label: 'sutures, staples or surgical glue', ref: '1904.7(b)(5)(ii)(D)', anchor: 'other wound closing devices such as sutures, staples, etc., are considered medical treatment', pattern: /sutur\w{0,30}|stitch(es|ed)?|stapl(es|ed)|surgical glue|tissue adhesive|skin (glue|adhesive)|dermabond/ },
  { key: 'eye_foreign_body_other_means', kind: 'medical', label: 'eye foreign body removed by other than irrigation or swab', ref: '1904.7(b)(5)(ii)(J)', anchor: 'Removing foreign bodies from the eye using only irrigation or a cotton swab', pattern: /\b(spud|burr|needle|magnet|rust ring|forceps|tweezers|slit[- ]lamp removal)\b/, context: [EYE, FOREIGN] },
  { key: 'eye_foreign_body_irrigation', kind: 'first_aid', label: 'eye irrigation or cotton swab', ref: '1904.7(b)(5)(ii)(J)', anchor: 'Removing foreign bodies from the eye using only irrigation or a cotton swab', pattern: /irrigat\w{0,30}|flush\w{0,30}|eye ?wash\w{0,30}|rins\w{0,30}|cotton[- ](swabs?|tip\w{0,30})|q-?tips?/, context: [EYE] },
  { key: 'eye_foreign_body_method_unstated', kind: 'unsure', label: 'eye foreign body removal, method not stated', ref: '1904.7(b)(5)(ii)(J)', anchor: 'Removing foreign bodies from the eye using only irrigation or a cotton swab', pattern: /remov\w{0,30}|extract\w{0,30}/, context: [EYE, FOREIGN], unless: EYE_METHOD, question: 'How was the foreign body removed from the eye: only by irrigation or a cotton swab, or by another means (spud, burr, needle, magnet)?' },
  { key: 'eye_patch', kind: 'first_aid', label: 'eye patch', ref: '1904.7(b)(5)(ii)(I)', anchor: 'Using eye patches', pattern: /eye ?patch(es|ed)?/ },
  { key: 'splinter_surgical_removal', kind: 'medical', label: 'foreign material removed by incision', ref: '1904.7(b)(5)(ii)(K)', anchor: 'Removing splinters or foreign material from areas other than the eye', pattern: /incis\w{0,30}|scalpel|cut (it )?out|surgical(ly)? remov\w{0,30}/, context: [/splinter|sliver|foreign|embedded|glass|metal/] },
  { key: 'splinter_simple_removal', kind: 'first_aid', label: 'splinter removed by simple means', ref: '1904.7(b)(5)(ii)(K)', anchor: 'Removing splinters or foreign material from areas other than the eye', pattern: /splinters?|slivers?|foreign (material|body|object)/, context: [/tweezers|irrigat\w{0,30}|swab|simple|pulled|removed|remove/], unless: EYE },
  { key: 'nail_drilling_or_blister', kind: 'first_aid', label: 'nail drilling or blister drainage', ref: '1904.7(b)(5)(ii)(H)', anchor: 'Drilling of a fingernail or toenail', pattern: /drill\w{0,30} (of )?(the |a )?(finger|toe)?nail|trephin\w{0,30}|subungual hematoma (was )?(drained|relieved)|(drain\w{0,30}|lanc\w{0,30}) (the |a )?blister|blisters? (was |were )?(drained|lanced)/ },
  { key: 'finger_guard', kind: 'first_aid', label: 'finger guard', ref: '1904.7(b)(5)(ii)(L)', anchor: 'Using finger guards', pattern: /finger ?guards?|finger ?cots?/ },
  { key: 'massage', kind: 'first_aid', label: 'massage', ref: '1904.7(b)(5)(ii)(M)', anchor: 'Using massages', pattern: /massag\w{0,30}/ },
  { key: 'physical_therapy_or_chiropractic', kind: 'medical', label: 'physical therapy or chiropractic treatment', ref: '1904.7(b)(5)(ii)(M)', anchor: 'physical therapy or chiropractic treatment are considered medical treatment', pattern: /physical therap\w{0,30}|physiotherap\w{0,30}|\b(referred|referral|sent|ordered|prescribed|recommended|attend\w{0,30}|start\w{0,30}|continu\w{0,30}|began|begin|course of|sessions? of) (to |for )?PT\b|\bPT (sessions?|visits?|eval\w{0,30}|referral|treatments?|\d{1,4} ?x|twice|three times)|chiropract\w{0,30}|spinal (adjustment|manipulation)|occupational therapy|work hardening/ },
  { key: 'intravenous_fluids', kind: 'medical', label: 'intravenous fluids', ref: NOT_ON_LIST, anchor: NOT_ON_LIST_ANCHOR, pattern: /\bIV\b( (fluids?|hydration|saline))?|intravenous\w{0,30}( (fluids?|hydration|saline))?/ },
  { key: 'drinking_fluids_heat', kind: 'first_aid', label: 'drinking fluids for heat stress', ref: '1904.7(b)(5)(ii)(N)', anchor: 'Drinking fluids for relief of heat stress', pattern: /drank|drink\w{0,30}|(oral |cool |cold )?fluids|electrolyte\w{0,30}|sports drinks?|water/, context: [HEAT], contextScope: 'case' },
  { key: 'transport_immobilization', kind: 'first_aid', label: 'temporary immobilization for transport', ref: '1904.7(b)(5)(ii)(G)', anchor: 'temporary immobilization devices while transporting an accident victim', pattern: /splint\w{0,30}|slings?|(neck|cervical|c-) ?collars?|back ?boards?|spine ?boards?/, context: [TRANSPORT] },
  { key: 'non_rigid_support', kind: 'first_aid', label: 'non-rigid means of support', ref: '1904.7(b)(5)(ii)(F)', anchor: 'Using any non-rigid means of support', pattern: /non-?rigid( \w{1,30})?|soft (cervical |neck )?collars?|(elastic|ace|compression|tensor) (bandages?|wraps?|supports?|sleeves?|stockings?)|back belts?|wrapped (the |his |her |their )?(ankle|wrist|knee|elbow|hand|thumb)|buddy[- ]tap\w{0,30}/ },
  { key: 'rigid_immobilization', kind: 'medical', label: 'rigid immobilization device', ref: '1904.7(b)(5)(ii)(F)', anchor: 'devices with rigid stays or other systems designed to immobilize parts of the body are considered medical treatment', pattern: /rigid stays|rigid (\w{1,30} ){0,2}(splint|brace|support|collar|orthosis|device)\w{0,30}|splint(s|ed|ing)?\b|\bcast(ed)?\b|walking boot|cam boot|immobiliz\w{0,30}/ },
  { key: 'brace_or_sling', kind: 'unsure', label: 'brace, sling or collar (rigidity not stated)', ref: '1904.7(b)(5)(ii)(F)', anchor: 'devices with rigid stays or other systems designed to immobilize parts of the body are considered medical treatment', pattern: /\bbraces?\b|\bslings?\b|(cervical|neck|c-) ?collars?/, question: 'Does the brace, sling or collar have rigid stays or is it designed to immobilize the body part (medical treatment), or is it a non-rigid support (first aid)?' },
  { key: 'hot_or_cold_therapy', kind: 'first_aid', label: 'hot or cold therapy', ref: '1904.7(b)(5)(ii)(E)', anchor: 'Using hot or cold therapy', pattern: /ice ?packs?|\bice(d| (was )?applied)\b|appl\w{0,30} ice|cold (packs?|compress\w{0,30}|therapy)|cool(ing)? (packs?|compress\w{0,30})|heat(ing)? (packs?|pads?|therapy|wraps?)|hot (packs?|compress\w{0,30}|soaks?)|warm (compress\w{0,30}|soaks?)/ },
  { key: 'cold_therapy_entry', kind: 'first_aid', label: 'hot or cold therapy', ref: '1904.7(b)(5)(ii)(E)', anchor: 'Using hot or cold therapy', pattern: /^(ice|heat|cold)( packs?)?$/, entriesOnly: true },
  { key: 'wound_cleaning_entry', kind: 'first_aid', label: 'cleaning, flushing or soaking a surface wound', ref: '1904.7(b)(5)(ii)(C)', anchor: 'Cleaning, flushing or soaking wounds on the surface of the skin', pattern: /^(wound )?(clean|irrigat|flush|wash|soak|rins)\w{0,30}/, entriesOnly: true, unless: EYE },
  { key: 'rest', kind: 'not_treatment', label: 'rest', ref: '1904.7(b)(5)(i)', anchor: 'means the management and care of a patient', pattern: /\brest(ed|ing)?\b|returned to (work|duty)/, entriesOnly: true },
  { key: 'wound_cleaning', kind: 'first_aid', label: 'cleaning, flushing or soaking a surface wound', ref: '1904.7(b)(5)(ii)(C)', anchor: 'Cleaning, flushing or soaking wounds on the surface of the skin', pattern: /(clean|wash|flush|irrigat|soak|rins)\w{0,30} (out )?(the |his |her |their |a )?(wound|cut|laceration|abrasion|scrape|puncture|burn|area|skin|hand|finger)s?|(wound|cut|laceration|abrasion|scrape|area) (was |were )?(cleaned|washed|flushed|irrigated|soaked|rinsed)|^(cleaned|washed|flushed|irrigated|soaked|rinsed)\b/ },
  { key: 'wound_covering', kind: 'first_aid', label: 'wound covering', ref: '1904.7(b)(5)(ii)(D)', anchor: 'Using wound coverings such as bandages', pattern: /bandage[sd]?|band-?aids?|gauze( pads?)?|dressings?|wound coverings?|adhesive strips?/ },
  { key: 'hospital_admission', kind: 'unsure', label: 'hospital admission', ref: '1904.7(b)(5)(i)(A)', anchor: 'solely for observation or counseling', pattern: /hospitali[sz]\w{0,30}|admitted (to (the )?hospital|as an in-?patient|overnight)|in-?patient/, unless: /observation/, classify: (_match, sentence) => (/for (treatment|surgery|surgical|repair|management|debridement)\b/i.test(sentence) ? 'medical' : 'unsure'), question: 'What treatment was given during the hospital stay? (A stay solely for observation is not medical treatment.)' },
  { key: 'observation_or_counseling', kind: 'not_treatment', label: 'observation or counseling', ref: '1904.7(b)(5)(i)(A)', anchor: 'solely for observation or counseling', pattern: /observation|observed (for|overnight)|monitored for|counsel\w{0,30}/ },
  { key: 'diagnostic_procedure', kind: 'not_treatment', label: 'diagnostic procedure', ref: '1904.7(b)(5)(i)(B)', anchor: 'diagnostic procedures, such as x-rays and blood tests', pattern: /x-?rays?|radiograph\w{0,30}|\bMRI\b|\bCT\b( scan)?|ultrasound|blood (tests?|work|draw)|lab(oratory)? (tests?|work)|urinalysis|drug (test|screen)\w{0,30}|audiograms?|diagnostic (test|procedure)s?|examin(ed|ation)|evaluat(ed|ion)/ },
  { key: 'reduction', kind: 'medical', label: 'reduction of a dislocation or fracture', ref: NOT_ON_LIST, anchor: NOT_ON_LIST_ANCHOR, pattern: /^(it |which )?(was |were )?(reduced|relocated)\b(?! (swelling|pain|hours|duty|work|schedule))|\b(reduced|relocated) (in|at|by) (the )?(ED|ER|emergency|urgent care|clinic|hospital)/, context: [/dislocat\w{0,30}|fractur\w{0,30}|\bfx\b/], contextScope: 'case' },
  // Oxygen is medical treatment (not on the closed list), except given purely as a precaution to an employee with no
  // signs or symptoms: that is not the care of an injury or illness ((b)(5)(i): "management and care of a patient").
  { key: 'oxygen_for_symptoms', kind: 'medical', label: 'oxygen given to an employee with symptoms', ref: NOT_ON_LIST, anchor: NOT_ON_LIST_ANCHOR, pattern: /oxygen/, context: [PRECAUTION, SYMPTOMS], contextScope: 'case' },
  { key: 'precautionary_oxygen', kind: 'not_treatment', label: 'oxygen given purely as a precaution with no symptoms', ref: '1904.7(b)(5)(i)', anchor: 'means the management and care of a patient', pattern: /oxygen/, context: [PRECAUTION, ASYMPTOMATIC], contextScope: 'case' },
  { key: 'precautionary_oxygen_symptoms_unstated', kind: 'unsure', label: 'oxygen given as a precaution', ref: NOT_ON_LIST, anchor: NOT_ON_LIST_ANCHOR, pattern: /oxygen/, context: [PRECAUTION], contextScope: 'case', question: 'Did the employee have any signs or symptoms of an injury or illness when the oxygen was given? (Oxygen for symptoms is medical treatment; oxygen purely as a precaution for an employee with none is not.)' },
  { key: 'other_medical_treatment', kind: 'medical', label: 'treatment not on the first-aid list', ref: NOT_ON_LIST, anchor: NOT_ON_LIST_ANCHOR, pattern: /surger(y|ies)|surgical(ly)?|operat(ed|ion) on|debride\w{0,30}|injections?|injected|nerve block|oxygen|crutch(es)?|reduc(ed|tion) (of )?(the )?(fracture|dislocation)|(fracture|dislocation|shoulder|joint|finger|elbow|hip|patella)s? (was |were )?(reduced|relocated)|\b(closed|open) reduction|relocat(ed|ion) of|\bCPR\b|defibrillat\w{0,30}|hyperbaric|chelation|antivirals?|skin graft\w{0,30}|amputat\w{0,30}|root canal|tooth extraction|acupuncture/ },
  { key: 'first_aid_claimed', kind: 'claim', label: '"first aid" without naming the treatment', ref: NOT_ON_LIST, anchor: NOT_ON_LIST_ANCHOR, pattern: /first[- ]aid/ },
];
