/**
 * 29 CFR 1904.7(b)(5) as data: the words that name a treatment, each with the paragraph that classes it. The
 * first-aid list of (b)(5)(ii)(A)-(N) is closed ((b)(5)(iii)): anything not on it is medical treatment;
 * observation, counseling and diagnostic procedures are not treatment ((b)(5)(i)(A)-(B)). Terms are tried in
 * order and the first to match a stretch of text claims it, so specific phrases ("elastic bandage", "ice
 * massage", "butterfly stitches") win over generic ones. A term reads its class from its own stretch of text
 * (the words between it and the treatments named beside it: "rigid", "for transport", "OTC", "800 mg").
 */
import type { TreatmentClass } from '../../facts/schema.ts';
import { DRUG_QUALIFIERS, DRUGS, type Drug, singleDoseMg } from './treatment-drugs.ts';

export interface TermContext {
  match: string;
  /** Text since the treatment named before this one in the same sentence (or since the sentence start). */
  before: string;
  /** Text up to the next treatment named (or the sentence end). */
  tail: string;
  /** The rest of the sentence cut at the first comma or conjunction: where a trailing qualifier sits ("ibuprofen (OTC)"). */
  after: string;
  sentence: string;
  /** Whether the sentence or, for a treatment entry, the injury texts match ("foreign body removal with needle" + "cornea"). */
  inScope(re: RegExp): boolean;
  /** Whether any text of the case matches: properties of the whole case (heat stress, no symptoms). Memoised per case. */
  inCase(re: RegExp): boolean;
  entry: boolean;
}

export interface Reading {
  /** Vocabulary key of the treatment (`sutures`, `rigid_support`, `medication_ibuprofen`). */
  key: string;
  class: TreatmentClass;
  ref: string;
  question?: string;
}

/** Patterns read with `.test` carry the `i` flag and never `g` (no state between calls); terms match with `gi`. */
export interface TreatmentTerm {
  /** What the term names: an unknown reading is dropped when the same thing is classed elsewhere in the case. */
  concept: string;
  pattern: RegExp;
  /** Each must match the scope (or the whole case with `caseWide`) for the words to name this treatment. */
  when?: readonly RegExp[];
  caseWide?: boolean;
  /** The term does not apply when its sentence (with the scope of an entry) matches this. */
  unless?: RegExp;
  /** Generic words ("ice", "rest", "PT") that name a treatment only as a treatment entry. */
  entriesOnly?: boolean;
  /** A medication: its qualifiers are its own, and a bare "prescription" beside it is about it. */
  medication?: boolean;
  /** The class, or how to read it from the context (null: the words name no treatment here). */
  read: Reading | ((ctx: TermContext) => Reading | null);
}

const FA = (item: string) => `1904.7(b)(5)(ii)(${item})`;
const NOT_ON_LIST = '1904.7(b)(5)(iii)';
const OBSERVATION = '1904.7(b)(5)(i)(A)';
const DIAGNOSTIC = '1904.7(b)(5)(i)(B)';
/** (b)(5)(i): "management and care of a patient"; resting, going back to work and the like are not that. */
const NOT_CARE = '1904.7(b)(5)(i)';

const reading = (key: string, cls: TreatmentClass, ref: string, question?: string): Reading =>
  question === undefined ? { key, class: cls, ref } : { key, class: cls, ref, question };

// ---- (A) medications ----------------------------------------------------------------------------------------

const STRENGTH_QUESTION =
  'What single dose of the medication did the physician or other licensed health care professional recommend? (A non-prescription drug recommended at prescription strength is medical treatment, 1904.7(b)(5)(ii)(A).)';
const STATUS_QUESTION =
  'Was the medication a prescription medication, or a non-prescription one used at non-prescription strength (1904.7(b)(5)(ii)(A))?';
/** A professional's recommendation: with no dose, the strength of a drug sold both ways is open. */
const PROFESSIONAL_SAYS =
  /recommend\w{0,20}|advis\w{0,20}|\btold\b|instruct\w{0,20}|direct\w{0,20}|\bdoc(tor)?\b|physician|\bMD\b|clinician|provider|\bNP\b|\bPA\b|nurse practitioner|physician assistant|\bclinic\b|urgent care|\bER\b|\bED\b|emergency/i;

/** How a drug's own stretch of text classes it under (b)(5)(ii)(A) and (b)(5)(i)(B). */
function readDrug(drug: Drug, ctx: TermContext): Reading {
  const key = `medication_${drug.concept}`;
  const near = `${ctx.before} ${ctx.match} ${ctx.after}`;
  const q = (name: keyof typeof DRUG_QUALIFIERS) => DRUG_QUALIFIERS[name].test(near);
  const medical = reading(key, 'medical', FA('A'));
  const firstAid = reading(key, 'first_aid', FA('A'));
  if (drug.kind === 'diagnostic' || q('diagnostic'))
    return reading(key, 'not_treatment', DIAGNOSTIC);
  if (drug.kind === 'rx' || q('injected')) return medical;
  if (q('rxStrength')) return medical;
  if (drug.kind === 'dual' && drug.overMg !== undefined) {
    // The single dose decides for the drugs with a known prescription strength.
    const dose =
      singleDoseMg(`${ctx.match}${ctx.tail}`) ?? singleDoseMg(`${ctx.before}${ctx.match}`);
    if (dose !== null) return dose > drug.overMg ? medical : firstAid;
  }
  if (drug.kind === 'dual' && q('highPercent')) return medical;
  if (q('otcStrength')) return firstAid;
  if (q('rx'))
    return drug.kind === 'otc' ? reading(key, 'unknown', FA('A'), STRENGTH_QUESTION) : medical;
  if (q('otc') || drug.kind === 'otc' || drug.shelf === true) return firstAid;
  if (drug.kind === 'generic') return reading(key, 'unknown', FA('A'), STATUS_QUESTION);
  // A drug sold both ways, no dose: from the shelf it is first aid; on a professional's word the strength is open.
  return PROFESSIONAL_SAYS.test(ctx.sentence)
    ? reading(key, 'unknown', FA('A'), STRENGTH_QUESTION)
    : firstAid;
}

const DRUG_TERMS: TreatmentTerm[] = DRUGS.map((drug) => ({
  concept: drug.concept,
  pattern: drug.pattern,
  medication: true,
  read: (ctx: TermContext) => readDrug(drug, ctx),
}));

/** A prescription with no drug named: medical ((b)(5)(ii)(A)); read only when no medication is named beside it. */
export const PRESCRIPTION_WORD = /(?<!non-?\s?)\bprescri(bed|ption)s?\b|\bRx\b|\bscript\b/gi;
export const PRESCRIPTION_READING: Reading = {
  key: 'prescription_medication',
  class: 'medical',
  ref: FA('A'),
};

// ---- (F), (G) supports and immobilisation -------------------------------------------------------------------

const TRANSPORT =
  /transport\w{0,20}|ambulance|\bEMS\b|\bEMTs?\b|paramedic\w{0,20}|en route|stretcher|for the (\w{1,24} )?(ride|trip|transfer|drive|walk|flight)|during (the )?(ride|transfer|drive)|temporary immobili[sz]\w{0,20}|\bsled\b|toboggan|\blitter\b|to (get|move|carry|bring) (him|her|them|the (\w{1,24} )?(worker|employee|victim)) (down|out|off|in|over|to)\b/i;
const NON_RIGID =
  /non-?\s?rigid|elastic|\bsoft\b|neoprene|compression|\bcloth\b|fabric|stretch\w{0,20}|flexible|stays? (were |was )?(removed|taken out|out)|without (the |its |any )?(\w{1,24} )?stays|(took|taken|removed|pulled) (out )?(the |its |all )?(\w{1,24} )?stays|no stays/i;
const RIGID =
  /rigid|\bstays?\b|splint|\bmetal\b|alumin(i)?um|plastic|thermoplastic|hinged|immobili[sz]\w{0,20}|(held|hold|keep|kept) (\w{1,24} ){0,2}still|custom|molded|moulded|fiberglass|plaster/i;
/** Words of a support's own stretch, taken out of an entry before its residue is read. */
export const SUPPORT_QUALIFIERS: readonly RegExp[] = [TRANSPORT, NON_RIGID, RIGID];
const RIGIDITY_QUESTION =
  'Does the brace, sling, collar or support have rigid stays or is it designed to immobilize the body part (medical treatment), or is it a non-rigid support (first aid)? See 1904.7(b)(5)(ii)(F).';

/**
 * A device taken off ("ER took the splint off", "the brace was removed"): its removal applies nothing. "May remove
 * the splint to shower" is an instruction about a device still worn.
 */
const TAKEN_OFF_BEFORE =
  /(?<!\b(may|can|to|okay to|ok to) )\bremov\w{0,3} (the |his |her |their |that |this )?(\w{1,24} )?$/i;
/** "Took the splint off": the verb before the device, "off" right after it. */
const TOOK_BEFORE =
  /\b(took|take|takes|taken|taking|pulled|cut) (the |his |her |their |that |this )?(\w{1,24} )?$/i;
const OFF_AFTER = /^\s{0,2}off\b/i;
const TAKEN_OFF_AFTER =
  /^\s{0,2}(was |were |got |had been )?(removed|taken off|came off|cut off)\b/i;
const takenOff = (ctx: TermContext): boolean =>
  TAKEN_OFF_BEFORE.test(ctx.before) ||
  TAKEN_OFF_AFTER.test(ctx.tail) ||
  (TOOK_BEFORE.test(ctx.before) && OFF_AFTER.test(ctx.tail));

/**
 * (F)-(G): a device for transport is first aid; a splint, cast or immobiliser is medical; a brace turns on its
 * stays. A device only taken off is no treatment here (it was read where it was put on).
 */
function readSupport(
  kind: 'immobiliser' | 'device' | 'soft',
): (ctx: TermContext) => Reading | null {
  return (ctx) => {
    if (takenOff(ctx)) return null;
    const near = `${ctx.before} ${ctx.match} ${ctx.tail}`;
    if (TRANSPORT.test(near)) return reading('transport_immobilization', 'first_aid', FA('G'));
    if (kind === 'immobiliser') return reading('rigid_immobilization', 'medical', FA('F'));
    if (NON_RIGID.test(near)) return reading('non_rigid_support', 'first_aid', FA('F'));
    if (RIGID.test(near)) return reading('rigid_support', 'medical', FA('F'));
    return kind === 'soft'
      ? reading('non_rigid_support', 'first_aid', FA('F'))
      : reading('support_rigidity_unstated', 'unknown', FA('F'), RIGIDITY_QUESTION);
  };
}

/** A rigging sling in the story of the event is no treatment; in a treatment entry a sling always is one. */
const RIGGING =
  /\b(loads?|rigging|rigger|crane|hoist\w{0,20}|chains?|wire rope|pallets?|beams?|pipes?|failed|snapped|broke)\b/i;
const readDevice = readSupport('device');
const readSling = (ctx: TermContext): Reading | null =>
  !ctx.entry && RIGGING.test(ctx.sentence) ? null : readDevice(ctx);
/** A scaffold or cross brace in the story of the event is no treatment. */
const STRUCTURE =
  /scaffold\w{0,20}|ladder|\bbeams?\b|\bframes?\b|\bwalls?\b|cross[- ]?brac\w{0,20}|shoring|truss\w{0,20}|formwork|\bracks?\b|trench|\bbraced\b/i;
const readBrace = (ctx: TermContext): Reading | null =>
  !ctx.entry && STRUCTURE.test(ctx.sentence) ? null : readDevice(ctx);

/** (D): "stapled his finger with a staple gun", "the needle stitched through her thumb" tell the event, not a closure. */
const CLOSURE_MECHANISM =
  /staple ?gun|stapler|nail ?gun|sewing|(stitched|stapled) (\w{1,24} )?(through|into)/i;
const readClosure = (ctx: TermContext): Reading | null =>
  !ctx.entry && /^(stitched|stapled)$/i.test(ctx.match) && CLOSURE_MECHANISM.test(ctx.sentence)
    ? null
    : reading('wound_closure_device', 'medical', FA('D'));

// ---- (J), (K) foreign bodies ---------------------------------------------------------------------------------

const EYE =
  /\b(eyes?|cornea\w{0,20}|conjunctiv\w{0,20}|ocular|sclera\w{0,20}|eyelids?|ophthalm\w{0,20})\b|eye ?wash/i;
const FOREIGN =
  /foreign|\bFB\b|particle|debris|\bmetal\b|dust|sliver|fragment|\bchip|speck|sawdust|grit|\brust\b|\bsand\b|embedded/i;
const EYE_METHOD =
  /irrigat|flush|eye ?wash|rins|washed out|cotton|q-?tip|swab|spud|burr|needle|magnet|rust ring|forceps|tweezers|slit[- ]lamp|scrap/i;
const SPLINTER =
  /splinter|sliver|foreign|embedded|fiberglass|glass|\bmetal\b|fragment|fish ?hook|thorn|cactus|\bshard/i;
const SIMPLE_MEANS =
  /tweezers?|forceps|needle|irrigat\w{0,20}|swab\w{0,20}|\btape\b|pulled|pull(ed)? (it |them )?out|brushed|wiped|washed|squeezed|popped out|lifted (it |them )?out|came out|by hand|simple|magnif\w{0,20}/i;
const INCISION = /incis\w{0,20}|scalpel|cut (it |them )?out|surgical\w{0,20}|excis\w{0,20}|lanced/i;
const SPLINTER_QUESTION =
  'How was the splinter or foreign material removed: by irrigation, tweezers, a cotton swab or other simple means (first aid), or by incision or another procedure (medical treatment)? See 1904.7(b)(5)(ii)(K).';
const EYE_QUESTION =
  'How was the foreign body removed from the eye: only by irrigation or a cotton swab (first aid), or by another means such as a spud, burr, needle or magnet (medical treatment)? See 1904.7(b)(5)(ii)(J).';

function readSplinter(ctx: TermContext): Reading | null {
  const near = `${ctx.before} ${ctx.match} ${ctx.tail}`;
  if (INCISION.test(near)) return reading('foreign_material_incision', 'medical', FA('K'));
  if (SIMPLE_MEANS.test(near)) return reading('splinter_simple_removal', 'first_aid', FA('K'));
  // A splinter only named ("got a splinter") is no treatment; removed by means unstated, the means decide.
  return /remov|extract|took (it |them )?out|taken out|dug out/i.test(near)
    ? reading('splinter_removal_method_unstated', 'unknown', FA('K'), SPLINTER_QUESTION)
    : null;
}

// ---- (N) fluids, oxygen, hospital ---------------------------------------------------------------------------

const HEAT =
  /heat (stress|exhaustion|illness|cramps?|rash|stroke|syncope|strain|index)|dehydrat\w{0,20}|overheat\w{0,20}|hot (day|afternoon|weather|trailer|attic|environment|conditions|kitchen|sun)|in the heat|high temperatures?|sun ?stroke|hyperthermi\w{0,20}/i;
const PRECAUTION =
  /precaution\w{0,20}|prophyla\w{0,20}|as a safety measure|just in case|to be safe|purely as/i;
const ASYMPTOMATIC =
  /\b(no|without|denied|denies|did not (have|show|exhibit|report)|free of|never (had|developed)) (any )?(signs (or|and) symptoms|symptoms|complaints)\b|asymptomatic|symptom-?free/i;
const SYMPTOMS =
  /cough\w{0,20}|short(ness)? of breath|wheez\w{0,20}|chest (tightness|pain)|tightness in (the|his|her|their) chest|dizz\w{0,20}|light-?headed\w{0,20}|nause\w{0,20}|vomit\w{0,20}|headache|difficulty breathing|respiratory (distress|symptoms)|burning (eyes|throat|nose)|(throat|eyes|nose) burn\w{0,20}|confus\w{0,20}|unconscious|passed out/i;
const OXYGEN_QUESTION =
  'Did the employee have any signs or symptoms of an injury or illness when the oxygen was given? (Oxygen for symptoms is medical treatment; oxygen purely as a precaution to an employee with none is not, 1904.7(b)(5)(i).)';
const HOSPITAL_QUESTION =
  'What treatment was given during the hospital stay? (A stay solely for observation is not medical treatment, 1904.7(b)(5)(i)(A).)';

/** Oxygen given to the employee, not an oxygen line, tank or level in the story of the event. */
const OXYGEN_GIVEN =
  /\b(gave|given|giving|administer\w{0,20}|received|receiving|provided|put (him |her |them )?on|placed on|started on|treated with|breath\w{0,20}|by (face ?)?mask|via|mask|cannula|non-?rebreather|\bNRB\b|high[- ]flow|supplemental|\d{1,2} ?(L|lpm|liters?)\b|hyperbaric)\b/i;

function readOxygen(ctx: TermContext): Reading | null {
  if (!ctx.entry && !OXYGEN_GIVEN.test(ctx.sentence)) return null;
  if (!PRECAUTION.test(ctx.sentence)) return reading('oxygen', 'medical', NOT_ON_LIST);
  if (ctx.inCase(ASYMPTOMATIC)) return reading('precautionary_oxygen', 'not_treatment', NOT_CARE);
  if (ctx.inCase(SYMPTOMS)) return reading('oxygen', 'medical', NOT_ON_LIST);
  return reading('precautionary_oxygen', 'unknown', NOT_ON_LIST, OXYGEN_QUESTION);
}

/** The employee's own injection, not one given to a patient before a needlestick, the site of a shot or the machine's part ("injection needles"). */
const GIVING_CARE =
  /\b(while|when|after|from|following|during|giving|administering|recapping) (giving |administering |an? |the |his |her |their )?(\w{1,24} ){0,2}$/i;

function readInjection(ctx: TermContext): Reading | null {
  if (
    GIVING_CARE.test(ctx.before) ||
    /^\s?(site|injur|mold|mould|press|machine|port|nozzle|unit|system|pump|well|line|needle|head|gun|equipment|tool|valve|manifold)/i.test(
      ctx.tail,
    ) ||
    /\b(fuel|plastic|high[- ]pressure) $/i.test(ctx.before)
  )
    return null;
  return reading('injection', 'medical', NOT_ON_LIST);
}

const PRESCRIBED_EXERCISE =
  /recommend\w{0,20}|advis\w{0,20}|\btold\b|instruct\w{0,20}|prescri\w{0,20}|\bgiven\b|\bgave\b|taught|showed|sheet|handout|order\w{0,20}|referr\w{0,20}|started on/i;
const CONTINUED_PROGRAM = /continu\w{0,20}|existing|already|\busual\b|daily (stretching|exercise)/i;

function readExercise(ctx: TermContext): Reading | null {
  if (!ctx.entry && !PRESCRIBED_EXERCISE.test(ctx.sentence)) return null;
  return CONTINUED_PROGRAM.test(ctx.sentence)
    ? reading('existing_stretching_program', 'not_treatment', NOT_CARE)
    : reading('exercises_or_stretching', 'medical', NOT_ON_LIST);
}

function readHospital(ctx: TermContext): Reading {
  if (/observ|monitor/i.test(ctx.sentence))
    return reading('observation', 'not_treatment', OBSERVATION);
  if (
    /for (treatment|surgery|surgical|repair|management|debridement|IV|antibiotics)\b/i.test(
      ctx.sentence,
    )
  )
    return reading('hospital_treatment', 'medical', NOT_ON_LIST);
  return reading('hospital_admission', 'unknown', OBSERVATION, HOSPITAL_QUESTION);
}

/** Every treatment word, in the order tried. */
export const TREATMENT_TERMS: readonly TreatmentTerm[] = [
  // (B) immunizations: tetanus is first aid, any other is medical treatment.
  {
    concept: 'tetanus',
    pattern:
      /tetanus( (and diphtheria|toxoid))?( (shot|booster|immuni[sz]ation|vaccin\w{0,20}|injection|prophylaxis))?|\bT-?dap\b( booster| vaccine)?|\bTd\b( booster)?|\bDT\b booster/gi,
    unless: /up to date|\bUTD\b|\bcurrent\b/i,
    read: reading('tetanus_immunization', 'first_aid', FA('B')),
  },
  {
    concept: 'immunization',
    pattern:
      /vaccin\w{0,20}|immuni[sz]ations?|immune globulin|immunoglobulin|rabies (shots?|series|prophylaxis|treatment)|hep(atitis)?[- ]?b (vaccine|vaccination|shots?|series|immuni[sz]ation)|\bHBV vaccine|rabies (vaccine|shots?)|post-?exposure prophylaxis|flu shot/gi,
    read: reading('other_immunization', 'medical', FA('B')),
  },
  // The acronyms only in capitals: "the back of the rig" is an ambulance, "pep talk" is no prophylaxis.
  {
    concept: 'immunization',
    pattern: /\b(HBIG|RIG|PEP)\b/g,
    read: reading('other_immunization', 'medical', FA('B')),
  },
  // (D) wound closing: Steri-Strips and butterflies are first aid; sutures, staples, glue and closure devices are not.
  {
    concept: 'closure_strips',
    pattern:
      /butterfly( (bandages?|closures?|strips?|stitch\w{0,20}|tapes?))?|steri[- ]?strips?( x ?\d{1,4})?|(wound|skin)[- ]closure strips?|adhesive (wound )?closure strips?/gi,
    read: reading('wound_closure_strips', 'first_aid', FA('D')),
  },
  {
    concept: 'closure_device',
    pattern:
      /\bsutur(e|es|ed|ing)\b(?! (needles?|kits?|material|scissors|thread|tray))|\bstitch(es|ed)?\b|\bstapl(es|ed)\b|skin staples|surgical glue|tissue (adhesive|glue)( wound closure)?|skin (glue|adhesive)|dermabond|zip-?stitch\w{0,20}|clozex|(wound|skin|laceration) closure (device|system|kit)s?|(lac|laceration|wound) repair|zip(per)?[- ]closure|closure device/gi,
    read: readClosure,
  },
  // (J) foreign bodies in the eye: only irrigation or a cotton swab is first aid.
  {
    concept: 'eye_foreign_body',
    pattern:
      /\b(eye )?spud\b|\bburr\w{0,20}|\bneedle( tip)?\b|\bmagnet\b|rust ring|\bforceps\b|\btweezers\b|slit[- ]lamp removal|scrap(ed|ing)/gi,
    when: [EYE, FOREIGN],
    unless: /needle ?stick|syringe/i,
    read: reading('eye_foreign_body_other_means', 'medical', FA('J')),
  },
  {
    concept: 'eye_foreign_body',
    pattern:
      /irrigat\w{0,20}|flush\w{0,20}|eye ?wash\w{0,20}|rins\w{0,20}|washed (it )?out|cotton[- ]?(swabs?|tip\w{0,20})|q-?tips?|moist(ened)? swab|\bswab\w{0,20}/gi,
    when: [EYE],
    read: reading('eye_irrigation_or_swab', 'first_aid', FA('J')),
  },
  {
    concept: 'eye_foreign_body',
    pattern: /remov\w{0,20}|extract\w{0,20}|took (it |them )?out|taken out/gi,
    when: [EYE, FOREIGN],
    unless: EYE_METHOD,
    read: reading('eye_foreign_body_method_unstated', 'unknown', FA('J'), EYE_QUESTION),
  },
  {
    concept: 'eye_patch',
    pattern: /eye ?patch(es|ed)?|patched (the |his |her |their )?eyes?/gi,
    read: reading('eye_patch', 'first_aid', FA('I')),
  },
  // (H) nails and blisters; draining an abscess is not on the list.
  {
    concept: 'abscess_drainage',
    pattern:
      /incision and drainage|\bI ?& ?D\b|(drain\w{0,20}|lanc\w{0,20}) (of )?(an |the )?abscess|abscess (was )?(drained|lanced)/gi,
    read: reading('abscess_drainage', 'medical', NOT_ON_LIST),
  },
  {
    concept: 'nail_or_blister',
    pattern:
      /drill\w{0,20} (of |through )?(the |a |his |her |their )?(finger|toe|thumb)?-?nails?|(finger|toe|thumb)?-?nail (was )?drilled|trephin\w{0,20}|subungual hematoma (was )?(drained|relieved|decompressed)|(drain\w{0,20}|lanc\w{0,20}|pop\w{0,20}) (of )?(the |a |his |her |their )?blisters?|blisters? (was |were )?(drained|lanced|popped)|hot paper ?clip/gi,
    read: reading('nail_drilling_or_blister_drainage', 'first_aid', FA('H')),
  },
  // (H) lists only drilling a nail to relieve pressure: taking the nail off is not on the list ((b)(5)(iii)).
  {
    concept: 'nail_removal',
    pattern:
      /\b(took|taken|pulled|removed|cut) (\w{1,24} ){0,2}(finger|toe|thumb)?-?nails? off\b|\b(removed|removal of|took out|pulled) (the |his |her |their )?(whole |entire |damaged |loose )?(finger|toe|thumb)?-?nails?\b(?! (polish|gun|clippers?))|\bnail (avulsion|removal|plate removal)\b/gi,
    read: reading('nail_removal', 'medical', NOT_ON_LIST),
  },
  // (K) covers removal by simple means; opening the skin with a blade to reach what is under it is not on the list.
  {
    concept: 'incision',
    pattern:
      /\b(made|making|make) (a |an )?(small |tiny |little |short )?(cut|incision|nick|slit) (with|using) (a |the )?(scalpel|blade)|\bcut (it |the skin |the area )?open (to|and) (get|remove|reach|pull|take)|\bincised\b/gi,
    read: reading('incision', 'medical', NOT_ON_LIST),
  },
  // (K) splinters and foreign material away from the eye.
  {
    concept: 'splinter',
    pattern:
      /splinters?|slivers?|foreign (material|body|bodies|object)|fiberglass|fish ?hooks?|thorns?|glass (fragments?|pieces?|shards?)/gi,
    unless: EYE,
    read: readSplinter,
  },
  {
    concept: 'splinter',
    pattern: /\b(tweezers?|tape)\b( (and )?(tweezers?|tape))?( removal)?/gi,
    when: [SPLINTER],
    unless: EYE,
    read: reading('splinter_simple_removal', 'first_aid', FA('K')),
  },
  // (L) finger guards, rigid or not.
  {
    concept: 'finger_guard',
    pattern: /finger[- ]?(guards?|cots?)|fingertip (guards?|protectors?)/gi,
    read: reading('finger_guard', 'first_aid', FA('L')),
  },
  // (E) hot or cold therapy, however often.
  {
    concept: 'hot_cold',
    pattern:
      /ice[- ]?(packs?|bags?|massage|water|bath|compress\w{0,20})|cold[- ]?(packs?|compress\w{0,20}|therapy|water|soaks?|towels?)|cool(ing)?[- ]?(packs?|compress\w{0,20}|towels?|water|soaks?|mist)|wet towels?|heat(ing)?[- ]?(packs?|pads?|therapy|wraps?|lamp)|hot[- ]?(packs?|compress\w{0,20}|soaks?|water bottle)|warm[- ]?(compress\w{0,20}|soaks?|packs?|water)|cryotherapy|whirlpool( (bath|therapy|treatments?))?|paraffin (bath|wax|dip)s?|(use|used|using|apply|applied|applying|moist) heat\b|heat (was )?applied|cooled (\w{1,24} )?(under|with|in) (cool |cold |running |tap )?(water|towels)|\bcooling\b|\biced\b|(apply|applied|applying|use|used|using|with|plus) ice\b|ice (was |were )?applied|(?<!\b(on|of|over|across|black|dry|thin|wet) )\bice\b(?! (machine|maker|storage|cream|rink|plant|buildup|build-up|on|patch|sheet|chest|bin|scraper|storm|truck|cooler))/gi,
    read: reading('hot_or_cold_therapy', 'first_aid', FA('E')),
  },
  // (M) massage is first aid; physical therapy and chiropractic treatment are not.
  // Active Release Techniques are a form of massage (OSHA memorandum of May 2, 2024).
  {
    concept: 'massage',
    pattern:
      /massag\w{0,20}|active release (techniques?|therapy)|\bART\b (treatments?|sessions?|therapy)/gi,
    read: reading('massage', 'first_aid', FA('M')),
  },
  // Exercises or stretching recommended for an injury are not on the list (same memorandum); an existing program continued is no treatment.
  {
    concept: 'exercise',
    pattern:
      /(home |therapeutic |strengthening |range[- ]of[- ]motion |ROM |stretching )?exercises?( (program|regimen|routine|plan|sheet|handout))?|stretching( (program|routine|regimen))?|\bstretches\b/gi,
    read: readExercise,
  },
  {
    concept: 'physical_therapy',
    pattern:
      /physical therapy|physiotherapy|\bphysio\b(?!therapist)|occupational therapy|hand therapy|work (hardening|conditioning)|chiropractic\w{0,20}|spinal (adjustments?|manipulations?)|(referred|sent|went|go|goes|visits?|visited|saw|see|seeing) (to )?(a |the )?(chiropractor|physical therapist|physiotherapist|physio)\b/gi,
    read: reading('physical_therapy_or_chiropractic', 'medical', FA('M')),
  },
  // "PT" is physical therapy only in capitals: clinic notes write the patient as "pt" ("sent pt to the clinic").
  {
    concept: 'physical_therapy',
    pattern:
      /\b([Rr]eferred|[Rr]eferral|[Ss]ent|[Oo]rdered|[Pp]rescribed|[Rr]ecommended|[Aa]ttend\w{0,20}|[Ss]tart\w{0,20}|[Cc]ontinu\w{0,20}|[Bb]egan|[Bb]egin|[Cc]ourse of|[Ss]essions? of) (him |her |them |the (employee|worker) )?(to |for )?PT\b|\bPT (was |is |has been )?(ordered|prescribed|recommended|started|scheduled|referral)\b|\bPT,? (sessions?|visits?|eval\w{0,20}|referral|treatments?|\d{1,4} ?x|x ?\d{1,4}|\d{1,3} (visits|sessions)|twice|three times)|\bPT (for|to|on) (the |his |her |their |both )?((L|R|left|right|lower|upper|low) )?(back|neck|shoulders?|knees?|ankles?|wrists?|hands?|elbows?|hips?|arms?|legs?|foot|feet|fingers?|thumbs?)\b|\b[Aa]dd(ed|ing|s)? PT\b|\bPT (was |is |has been )?added\b/g,
    read: reading('physical_therapy_or_chiropractic', 'medical', FA('M')),
  },
  {
    concept: 'physical_therapy',
    pattern: /\b(adjustments?|manipulations?)\b/gi,
    when: [/chiropract/i],
    read: reading('physical_therapy_or_chiropractic', 'medical', FA('M')),
  },
  {
    concept: 'physical_therapy',
    pattern: /^PT\b/g,
    entriesOnly: true,
    read: reading('physical_therapy_or_chiropractic', 'medical', FA('M')),
  },
  // Not on the list ((b)(5)(iii)): light, laser and electrical therapies work by neither heat nor cold.
  {
    concept: 'device_therapy',
    pattern:
      /(LED|red[- ]light|(near[- ])?infrared|low[- ]level laser|cold laser|laser|light|photobiomodulation) (therapy|treatments?|wraps?|sessions?|devices?|panels?)\w{0,20}|\bLED (red[- ])?light|electrical (muscle )?stimulation|\be-?stim\b|\bTENS\b( unit)?|ultrasound (therapy|treatments?|sessions?)|therapeutic ultrasound|iontophoresis|phonophoresis|(cervical|lumbar) traction|traction therapy|dry needling|acupuncture|cupping|shock ?wave/gi,
    read: reading('device_therapy', 'medical', NOT_ON_LIST),
  },
  // (b)(5)(i)(B): a prescription drug given solely for a diagnosis ("CT of the abdomen with IV contrast") is not
  // treatment; listed before the IV fluids, so "IV contrast" is not a drip.
  {
    concept: 'diagnostic',
    pattern:
      /\b((IV|intravenous|oral) )?contrast( (dye|agent|medium|material))?(?= (dye|agent|medium|material|scan|study|CT|MRI|was|for|to)\b|[,.;)]|$)|\b(IV|intravenous) contrast|\bwith contrast\b|\bcontrast[- ]enhanced\b/gi,
    read: reading('diagnostic_contrast', 'not_treatment', DIAGNOSTIC),
  },
  // (N) drinking fluids for heat stress; fluids into a vein are not on the list.
  {
    concept: 'iv_fluids',
    pattern:
      /(?<!\b(class|stage|type|grade|level|phase|category|part|section|chapter|article|tier|schedule) )\bIV\b( (fluids?|hydration|saline|antibiotics?|line|drip))?|intravenous\w{0,20}( (fluids?|hydration|saline))?|saline (drip|infusion|bolus)/gi,
    read: reading('intravenous_fluids', 'medical', NOT_ON_LIST),
  },
  {
    concept: 'fluids',
    pattern:
      /\b(drank|drinks?|drinking|sipped|sipping|rehydrat\w{0,20})\b( \w{1,24}){0,2}? (water|fluids?|gatorade|electrolytes?)|(oral|cool|cold|extra) (fluids|water)|\bfluids\b|electrolyte\w{0,20}( (drinks?|solution))?|sports drinks?|gatorade|pedialyte|\bdrank\b|\bwater\b/gi,
    when: [HEAT],
    caseWide: true,
    read: reading('drinking_fluids_heat_stress', 'first_aid', FA('N')),
  },
  // (F), (G) supports and immobilisation.
  {
    concept: 'support',
    pattern:
      /elastic (\(?\w{1,24}(-type)?\)? )?(bandages?|wraps?|sleeves?|supports?|stockings?)|ace[- ](type )?(bandages?|wraps?)|compression (bandages?|wraps?|sleeves?|stockings?|socks?)|coban|tensor (bandages?|wraps?)|(back|lumbar) (support )?belts?|buddy[- ]?tap\w{0,20}|athletic tap\w{0,20}|kinesio\w{0,20}|(neoprene|soft|support|knee|elbow|wrist|ankle) sleeves?|\bwrapped\b|(?<!\b(therapy|heat|light|LED|ice|cold|hot|shrink|stretch|pallet|plastic|bubble|gift|food|saran|cling) )\bwraps?\b/gi,
    read: readSupport('soft'),
  },
  {
    concept: 'backboard',
    pattern: /back ?boards?|spine ?boards?|\bKED\b|vacuum (mattress|splint)|scoop stretcher/gi,
    read: reading('transport_immobilization', 'first_aid', FA('G')),
  },
  {
    concept: 'splint',
    pattern:
      /\bsplint(s|ed|ing)?\b|\bcast(ed)?\b(?! iron| aluminum| metal| off| a | parts?)|(walking|cam|fracture|moon|air) boots?|aircast|immobili[sz](er|ers|ation|ed|ing|e)\b/gi,
    read: readSupport('immobiliser'),
  },
  { concept: 'brace', pattern: /\bbraces?\b|\borthos[ie]s\b|\borthotics?\b/gi, read: readBrace },
  {
    concept: 'sling',
    pattern:
      /(?<!\b(lifting|rigging|wire|rope|chain|nylon|web|webbing|load|cargo|round|synthetic) )\bslings?\b(?! (was used to lift|of (steel|pipe|material)))/gi,
    read: readSling,
  },
  {
    concept: 'collar',
    pattern: /(cervical|neck|c-|soft|hard|foam|philadelphia|aspen|miami ?j) ?collars?/gi,
    read: readDevice,
  },
  {
    concept: 'support_device',
    pattern: /(back|lumbar|wrist|knee|ankle|elbow|thumb|shoulder|arch) supports?/gi,
    read: readDevice,
  },
  // (A), (B) of (b)(5)(i): observation, counseling and diagnosis are not treatment.
  {
    concept: 'hospital',
    pattern:
      /hospitali[sz]\w{0,20}|admitted( \w{1,24}){0,2} (to (the )?hospital|overnight|as an in-?patient)|in-?patient|overnight (stay|admission)|hospital admission/gi,
    read: readHospital,
  },
  {
    concept: 'observation',
    pattern:
      /(discharge|head[- ]injury|concussion|home[- ]care|after-?care|wound[- ]care) (instructions|precautions|sheet)|observation|observed( \w{1,24}){0,2} for|monitored( \w{1,24})? for|monitoring|counsel\w{0,20}|\binstructions\b|educat(ed|ion)|reassur\w{0,20}|return precautions|(told|advised) (him |her |them )?to (come back|return) if|follow[- ]?up( (visits?|appointments?|exams?))?|re-?check|clinic visit/gi,
    read: reading('observation_or_counseling', 'not_treatment', OBSERVATION),
  },
  // (C) cleaning, flushing or soaking surface wounds.
  {
    concept: 'wound_cleaning',
    pattern:
      /(clean|cleans|wash|flush|irrigat|soak|rins|scrub|disinfect|swabb)\w{0,20} (out )?(the |his |her |their |a |with )?(\w{1,24} )?(wounds?|cuts?|laceration|lac|abrasions?|scrapes?|punctures?|burns?|bites?|area|skin|site|hands?|fingers?|arms?|forearms?|legs?|feet|foot|knees?)\b|(wounds?|cuts?|laceration|lac|abrasions?|scrapes?|area|skin|bites?|burns?|punctures?) (was |were )?(just |then |only |gently )?(cleaned|cleansed|washed|flushed|irrigated|soaked|rinsed|scrubbed|disinfected)|wound (care|cleaning|cleansing|irrigation|wash\w{0,20})|^(cleaned|cleansed|washed|flushed|irrigated|soaked|rinsed)\b|antiseptic|betadine|povidone|\biodine\b|chlorhexidine|hydrogen peroxide|alcohol (wipes?|pads?|swabs?)|soap and water|saline (rinses?|wash|irrigation|flush)/gi,
    read: reading('wound_cleaning', 'first_aid', FA('C')),
  },
  {
    concept: 'wound_cleaning',
    pattern: /^(wound )?(clean|cleans|irrigat|flush|wash|soak|rins|scrub)\w{0,20}/gi,
    entriesOnly: true,
    unless: EYE,
    read: reading('wound_cleaning', 'first_aid', FA('C')),
  },
  // (D) wound coverings.
  {
    concept: 'wound_covering',
    pattern:
      /(adhesive |sterile |gauze |non-?stick |pressure |burn |dry |occlusive |protective )?(bandage[sd]?|dressings?|gauze( pads?| dressings?)?)\b|band-?aids?|bandaid|wound coverings?|adhesive strips?|tegaderm|telfa|bandaging|\bcovered (it|them|the \w{1,24}|with)\b|^covered\b|, covered\b/gi,
    read: reading('wound_covering', 'first_aid', FA('D')),
  },
  {
    concept: 'diagnostic',
    pattern:
      /x-?rays?|radiograph\w{0,20}|imaging|\bMRI\b|\bCT\b( scan)?|CAT scan|\bscans?\b|ultrasound|sonogram|blood (tests?|work|draws?|panel|levels?)|drew blood|bloodwork|\blabs?\b|lab(oratory)? (tests?|work)|cultures?|urinalysis|urine (test|screen)|drug (tests?|screens?)\w{0,20}|alcohol test|breathalyz\w{0,20}|audiograms?|audiometr\w{0,20}|hearing tests?|spirometr\w{0,20}|pulmonary function|\bPFTs?\b|\bECG\b|\bEKG\b|electrocardiogram|cardiac monitor\w{0,20}|COHb|carboxyhemoglobin|pulse ox\w{0,20}|vital signs|\bvitals\b|tuberculin|\bPPD\b|TB (skin )?test|quantiferon|titers?|baseline (labs?|test\w{0,20}|blood\w{0,20})|source (patient )?testing|slit[- ]?lamp( exam\w{0,20})?|visual acuity|exam(ined|ination|s)?\b|evaluat(ed|ion)|assess(ed|ment)|checked (out|over)|check-?up|screen(ed|ing)|diagnostic (tests?|procedures?|work-?up)|work-?up|\btest(ed|s|ing)?\b/gi,
    read: reading('diagnostic_procedure', 'not_treatment', DIAGNOSTIC),
  },
  {
    concept: 'rest',
    pattern:
      /\brest(ed|ing)?\b|elevat(e|ed|ion)|\bshade\b|fresh air|air-?conditioned|returned to (work|duty)|back to work|\bRICE\b/gi,
    entriesOnly: true,
    read: reading('rest', 'not_treatment', NOT_CARE),
  },
  // Not on the list ((b)(5)(iii)).
  {
    concept: 'reduction',
    pattern:
      /(closed|open) reduction|reduction of (the |a )?(\w{1,24} )?(fracture|dislocation)|reduced (the |a |his |her |their )?(\w{1,24} )?(fracture|dislocation|shoulder|finger|joint|elbow|hip|patella|knee|thumb)|(fracture|dislocation|shoulder|joint|finger|elbow|hip|patella|thumb|knee)s? (was |were )?(reduced|relocated|put back)|relocat(ed|ion of) (the )?(shoulder|finger|joint|elbow|patella|hip|thumb|knee)/gi,
    read: reading('reduction', 'medical', NOT_ON_LIST),
  },
  // "Shoulder dislocation; reduced in the ED": the joint is named elsewhere in the case.
  {
    concept: 'reduction',
    pattern:
      /\b(reduced|relocated|put back in place|popped back in)( \w{1,24}){0,2} (in|at|by) (the )?(ED|ER|emergency|urgent care|clinic|hospital|physician|doctor|ortho\w{0,20})\b|^(it |which )?(was |were )?(reduced|relocated)\b(?! (swelling|pain|hours|duty|work|schedule|speed|pressure))/gi,
    when: [/dislocat\w{0,20}|subluxat\w{0,20}|fractur\w{0,20}|\bfx\b/i],
    caseWide: true,
    read: reading('reduction', 'medical', NOT_ON_LIST),
  },
  {
    concept: 'oxygen',
    pattern:
      /(?<!\b(low|deficient|of|no) )\b(oxygen|O2)\b(?![- ](deficien\w{0,20}|levels?|content|saturation|sats?|meters?|monitors?|readings?|concentration|tanks?|cylinders?|sensors?|alarms?))/gi,
    read: readOxygen,
  },
  ...DRUG_TERMS,
  {
    concept: 'other_medical',
    pattern:
      /(?<!\b(follow[- ]?up with|f\/u with|referred to|referral to|refer to|refer him to|refer her to|see|appointment with|appt with|consult with) (\w{1,24} )?)surger(y|ies)\b(?! (tech|techs|technicians?|departments?|units?|floors?|centers?|suites?|rooms?|wards?|nurses?|teams?|staff|schedules?|waiting)\b)|surgical(ly)? (\w{1,24} )?(repair\w{0,20}|procedure|removal|exploration|treatment)|operat(ed|ion) on|debride\w{0,20}|nerve block|crutch(es)?|\bCPR\b(?![- ](certified|certification|trained|training|class|card|instructor))|defibrillat\w{0,20}|\bAED\b(?! (cabinet|box|station|training|unit on the wall))|hyperbaric|chelation|skin graft\w{0,20}|amputat\w{0,20}|re-?attach\w{0,20}|root canal|tooth extraction|(tooth|teeth) (was |were )?(extracted|pulled)|dental (repair|work|filling|bonding|crown|restoration|cap)|(bonded|bonding|crowned|filled|rebuilt|restored|repaired|capped) (\w{1,20} ){0,5}(tooth|teeth|molar|incisor)|(tooth|teeth|molar|incisor) (was |were )?(bonded|filled|crowned|capped|rebuilt|restored)|composite (resin|bonding|filling)|cauteri[sz]\w{0,20}|catheter\w{0,20}|intubat\w{0,20}|ventilator|nail (removal|avulsion)|removed the (finger|toe)?nail|wound packing|packed the wound|escharotomy|fasciotomy|re-?implant\w{0,20}|chiropractic (adjustment|manipulation|treatment|care)s?|(spinal|neck|back|cervical|thoracic|lumbar) (adjustment|manipulation)s?|osteopathic manipulation|\bOMT\b|\b(needle )?aspiration of (the |a )?(\w{1,24} )?(bursa|joint|knee|elbow|effusion|fluid|seroma|hematoma|abscess)|(bursa|joint|knee|elbow|effusion|fluid|hematoma|abscess) (was )?(aspirated|drained (by|with) (a )?needle|needle[- ]drained)|arthrocentesis/gi,
    read: reading('other_medical_treatment', 'medical', NOT_ON_LIST),
  },
  {
    concept: 'injection',
    pattern:
      /injections?|injected|\b(a|an|the|one|steroid|pain|toradol|b12) shots?\b|\bshot of\b/gi,
    read: readInjection,
  },
];

/**
 * Treatment named only by a label: "first aid", "medical treatment", "treated and released". The closed list,
 * not the label, decides ((b)(5)(iii)), so the label counts only when no treatment is named at all.
 */
export const TREATMENT_LABELS: ReadonlyArray<{ pattern: RegExp; reading: Reading }> = [
  {
    pattern:
      /(received|given|provided|administered|rendered|gave|got|needed|required) (\w{1,24} )?first[- ]aid\b(?! (kit|station|room|team|attendant|responder|cabinet))|first[- ]aid (only|treatment|care|was (given|provided|administered|rendered))|^first[- ]aid$/gi,
    reading: {
      key: 'first_aid_unnamed',
      class: 'unknown',
      ref: NOT_ON_LIST,
      question:
        'Which treatments exactly did the employee receive? The case says "first aid" without naming them; only the fourteen treatments of 29 CFR 1904.7(b)(5)(ii)(A)-(N) are first aid.',
    },
  },
  {
    pattern:
      /(received|given|provided|required|needed|got|underwent|sought) (\w{1,24} )?medical (treatment|care)\b|medical treatment beyond first aid|treated and released|^medical treatment$/gi,
    reading: {
      key: 'treatment_unnamed',
      class: 'unknown',
      ref: NOT_ON_LIST,
      question:
        'Which treatments exactly did the employee receive? The case says "medical treatment" without naming it; whether it is beyond first aid turns on the closed list of 29 CFR 1904.7(b)(5)(ii).',
    },
  },
];

/** An entry that names something the list above does not recognise. */
export const UNRECOGNISED_QUESTION = (entry: string) =>
  `What exactly was the treatment "${entry.slice(0, 80)}"? If it is not one of the fourteen first-aid treatments of 29 CFR 1904.7(b)(5)(ii)(A)-(N) it is medical treatment (1904.7(b)(5)(iii)).`;
export const UNRECOGNISED_REF = NOT_ON_LIST;

/** The case says no treatment at all was given ((b)(5)(i): nothing to class). */
export const NO_TREATMENT =
  /^(none|nil|n\/a)\.?$|\bno (medical |further |other )?(treatment|tx|care)\b( (was |were )?(needed|required|given|provided|necessary|indicated|recommended))?|\b(did ?n[o']?t|does ?n[o']?t|never) (need|require|receive|get|seek) (any )?(medical )?(treatment|care|tx|attention)|\b(declined|refused) (all |any )?(medical )?(treatment|care|attention|evaluation|transport|an ambulance|ambulance)|nobody saw a doctor|no doctor|no clinic|exam only|observation only|nothing else/i;
