/**
 * 29 CFR 1904.7(b)(5)(ii)(A) as data: a non-prescription medication at non-prescription strength is first aid;
 * a prescription medication, or a non-prescription one recommended at prescription strength, is medical
 * treatment; a prescription medication used solely for diagnosis is not treatment ((b)(5)(i)(B)). A drug is
 * classed by what it is (prescription only, sold both ways, over the counter only, or a generic word such as
 * "cream") and by the words qualifying it in its own stretch of text ("OTC", "Rx", "800 mg", "for the exam").
 */

/**
 * - `rx`: sold only on prescription (antibiotics taken by mouth, opioids, muscle relaxants, steroids by mouth).
 * - `dual`: sold both ways; the single dose decides when a threshold is known, else the qualifiers.
 * - `otc`: sold over the counter; medical only when the text says prescription strength.
 * - `generic`: a word for any medication ("pain meds", "ointment"); the qualifiers decide, else unknown.
 * - `diagnostic`: used to examine (pupil-dilating drops, fluorescein), never treatment ((b)(5)(i)(B)).
 */
export type DrugKind = 'rx' | 'dual' | 'otc' | 'generic' | 'diagnostic';

export interface Drug {
  /** What the drug is, for the treatment key (`medication_<concept>`) and for folding repeated mentions. */
  concept: string;
  kind: DrugKind;
  pattern: RegExp;
  /** Single dose in mg above which a `dual` drug is at prescription strength. */
  overMg?: number;
  /** A `dual` drug mostly sold over the counter (1 % hydrocortisone, antibiotic ointment): first aid unless the text says otherwise. */
  shelf?: boolean;
}

/**
 * Single doses above which four OTC drugs are at prescription strength. Source: OSHA's recordkeeping rule
 * preamble, 66 FR 6122 (Jan. 19, 2001), discussion of 1904.7(b)(5)(ii)(A).
 */
const IBUPROFEN_MG = 467;
const DIPHENHYDRAMINE_MG = 50;
const NAPROXEN_MG = 220;
const KETOPROFEN_MG = 25;

/** Tried in order; the first drug whose pattern matches a stretch of text claims it. */
export const DRUGS: readonly Drug[] = [
  // (b)(5)(i)(B): prescription drugs used solely to examine (dilating, staining, numbing the eye for the exam).
  {
    concept: 'diagnostic_drops',
    kind: 'diagnostic',
    pattern:
      /(pupil[- ])?dilat\w{0,20} (eye )?drops|mydriatic\w{0,20}|fluorescein( stain\w{0,20}| strips?| dye)?|tropicamide|cyclopentolate|(numbing|an(a)?esthetic) (eye )?drops|tetracaine|proparacaine/gi,
  },
  {
    concept: 'acetaminophen_codeine',
    kind: 'rx',
    pattern: /(tylenol|acetaminophen) (with codeine|#\s?[2-4]\b|no\.? ?[2-4]\b)/gi,
  },
  {
    concept: 'antibiotic_eye',
    kind: 'rx',
    pattern:
      /antibiotic (eye|ophthalmic) (drops|ointment)|(erythromycin|tobramycin|ofloxacin|moxifloxacin|polytrim|ciprofloxacin) (eye |ophthalmic )?(drops|ointment)/gi,
  },
  {
    concept: 'antibiotic_ointment',
    kind: 'otc',
    pattern: /triple[- ]antibiotic( ointment| cream)?|bacitracin|neosporin|polysporin/gi,
  },
  {
    concept: 'antibiotic_ointment',
    kind: 'dual',
    shelf: true,
    pattern: /antibiotic (ointment|cream|gel)/gi,
  },
  {
    concept: 'hydrocortisone',
    kind: 'dual',
    shelf: true,
    pattern: /hydrocortisone( \d(\.\d)? ?%)?( cream| ointment| lotion)?/gi,
  },
  {
    concept: 'prescription_drug',
    kind: 'rx',
    pattern:
      /\bantibiotics?\b|amoxicillin[- ]clavulanate|amoxicillin|augmentin|cephalexin|keflex|doxycycline|ciprofloxacin|\bcipro\b|bactrim|sulfamethoxazole|clindamycin|azithromycin|z-?pack|levofloxacin|penicillin|mupirocin|bactroban|silver sulfadiazine|silvadene|muscle relaxants?|cyclobenzaprine|flexeril|methocarbamol|robaxin|tizanidine|baclofen|opioids?|narcotics?|codeine|hydrocodone|vicodin|norco|oxycodone|percocet|tramadol|ultram|morphine|dilaudid|fentanyl|prednisone|prednisolone|methylprednisolone|medrol( dose ?pack)?|steroids?|\bcortisone\b|triamcinolone|kenalog|dexamethasone|clobetasol|betamethasone|meloxicam|mobic|ketorolac|toradol|celecoxib|celebrex|indomethacin|nabumetone|etodolac|epinephrine|epi-?pens?|ondansetron|zofran|gabapentin|pregabalin|lyrica|antivirals?|valacyclovir|acyclovir|albuterol|inhalers?|nebuli[sz]\w{0,20}|breathing treatments?|antiretrovirals?|truvada/gi,
  },
  { concept: 'diclofenac', kind: 'dual', pattern: /diclofenac( gel)?|voltaren( gel)?/gi },
  {
    concept: 'lidocaine',
    kind: 'dual',
    pattern: /lidocaine( (patch|cream|gel|spray|ointment))?/gi,
  },
  { concept: 'ibuprofen', kind: 'dual', overMg: IBUPROFEN_MG, pattern: /ibuprofen|advil|motrin/gi },
  {
    concept: 'naproxen',
    kind: 'dual',
    overMg: NAPROXEN_MG,
    pattern: /naproxen( sodium)?|aleve|naprosyn|anaprox/gi,
  },
  {
    concept: 'diphenhydramine',
    kind: 'dual',
    overMg: DIPHENHYDRAMINE_MG,
    pattern: /diphenhydramine|benadryl/gi,
  },
  { concept: 'ketoprofen', kind: 'dual', overMg: KETOPROFEN_MG, pattern: /ketoprofen|orudis/gi },
  {
    concept: 'otc_drug',
    kind: 'otc',
    pattern:
      /acetaminophen|paracetamol|tylenol|aspirin|excedrin|antacids?|tums|loratadine|claritin|cetirizine|zyrtec|fexofenadine|allegra|famotidine|pepcid|benzocaine/gi,
  },
  // Kinds of product sold on the shelf; "prescription burn cream" is another product (silver sulfadiazine).
  {
    concept: 'otc_product',
    kind: 'dual',
    shelf: true,
    pattern:
      /calamine( lotion)?|aloe( vera)?( gel| lotion)?|burn (gel|cream|spray|ointment)|water-?jel|artificial tears|lubricating (eye )?(drops|ointment)|saline (eye )?drops|muscle rubs?|bengay|icy ?hot|biofreeze|throat lozenges?|cough drops/gi,
  },
  {
    concept: 'medication',
    kind: 'generic',
    pattern:
      /(?<!self[- ])(pain |anti-?inflammatory |topical |oral )?(medications?|medicines?|meds)\b|pain ?(relievers?|killers?)|analgesics?|anti-?inflammator(y|ies)|\bNSAIDs?\b|antihistamines?|(eye )?drops\b|ointments?|creams?\b|lotions?\b/gi,
  },
];

/** What qualifies a drug in its own stretch of text. */
export const DRUG_QUALIFIERS = {
  /** Prescription strength said outright ((b)(5)(ii)(A)). */
  rxStrength: /(?<!non-?\s?)prescription[- ]strength|(?<!non-?\s?)\bRx[- ]strength/i,
  /** Non-prescription strength said outright: the label or package dose, regular strength. */
  otcStrength:
    /non-?\s?prescription[- ]strength|\bOTC[- ]strength|over[- ]the[- ]counter strength|regular[- ]strength|\bregular\b|\bplain\b|(label|package|packaging|box|bottle)('s)? (dose|directions|dosing)|(per|as on|as directed on|according to|as per) (the )?(label|package|box|bottle)|no more than the (label|package|box|bottle)|at (the )?usual dose/i,
  /** Bought or given over the counter. */
  otc: /\bOTC\b|over[- ]the[- ]counter|non-?\s?prescription|(first[- ]aid|truck|site|supply) (kit|cabinet|station)|from (the )?kit|store[- ]bought/i,
  /** Prescribed: a prescription, Rx, a script. */
  rx: /(?<!non-?\s?)(?<!\bno )(?<!without (a )?)\bprescri(bed|ption)s?\b|(?<!\bno )\bRx\b|\bscript\b/i,
  /** Given only to examine ((b)(5)(i)(B)). */
  diagnostic:
    /(for|during) (the )?(diagnosis|diagnostic|exam\w{0,20}|evaluation|eye exam\w{0,20})|diagnostic (only|purposes|use)|solely (for|to) (diagnos|exam)\w{0,20}|to (dilate|examine|stain)/i,
  /** A topical strength above the counter one (hydrocortisone 2.5 %). */
  highPercent: /\b(2\.5|[3-9]) ?%/i,
  /** Injected or used as a nerve block: medical whatever the drug. */
  injected: /inject\w{0,20}|\bshots?\b|nerve block|\blocal( anesthe\w{0,20})?\b|infiltrat\w{0,20}/i,
} as const;

const COUNT: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
};

/**
 * The largest single dose in mg named in `text`: "four 200-mg tablets" is 800, "200-400 mg" is 400, "Motrin 800"
 * is 800; amounts per day are not single doses. Null when no dose is named.
 */
export function singleDoseMg(text: string): number | null {
  let best: number | null = null;
  const take = (mg: number) => {
    if (best === null || mg > best) best = mg;
  };
  for (const m of text.matchAll(
    /(?:\b(one|two|three|four|[1-4])\s{0,2}(?:x\s{0,2})?)?\b(\d{1,4}(?:\.\d{1,2})?)\s{0,2}-?\s{0,2}(?:mg|milligrams?)\b(?!\s{0,2}(?:\/|per|a|each|in) ?(?:day|24))(?!\s{0,2}(?:daily|total))/gi,
  )) {
    take(Number(m[2]) * (m[1] === undefined ? 1 : (COUNT[m[1].toLowerCase()] ?? 1)));
  }
  // "take four of the store brand 200 mg ibuprofen", "2 tabs of the 400 mg": a count of tablets of a strength.
  for (const m of text.matchAll(
    /\b(one|two|three|four|[1-4])\s(?:(?:tabs?|tablets?|pills?|caps?|capsules?)\s)?of\s(?:[a-z-]{1,15}\s){0,5}(\d{1,4})\s?-?\s?(?:mg|milligrams?)\b/gi,
  )) {
    take(Number(m[2]) * (COUNT[m[1]!.toLowerCase()] ?? 1));
  }
  // "Motrin 800": a bare strength right after the drug name is in mg.
  const bare =
    /(?:ibuprofen|advil|motrin|naproxen|aleve|diphenhydramine|benadryl|ketoprofen|orudis)\s(\d{3,4})\b(?!\s{0,2}(?:x\b|times|hours?|hrs?|days?|%|mcg|g\b|ml))/i.exec(
      text,
    );
  if (bare !== null) take(Number(bare[1]));
  return best;
}
