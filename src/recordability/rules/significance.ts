/**
 * Factor `significance`: is there a significant diagnosed injury or illness (29 CFR 1904.7(b)(7): cancer,
 * chronic irreversible disease, a fractured or cracked bone, a punctured eardrum) or does a specific
 * criterion apply (1904.8 contaminated needlestick/sharps, 1904.9 medical removal, 1904.10 hearing loss,
 * 1904.11 tuberculosis)? Leaning `yes` = a significant condition or specific criterion is present.
 */
import type { FactorResult } from '../schema.ts';
import { caseSources, check, where, type Evidence, type Mention } from '../text.ts';
import { FACTOR_QUESTIONS } from '../factors.ts';
import { startDraft, type FactorInput } from './draft.ts';

const TENTATIVE = /\b(possible|possibly|suspected|suspect|suspicion|probable|query|questionable|rule out|r\/o|pending|await\w{0,30}|may have|might have|could be|likely)\b/i;

const CONDITIONS = [
  { key: 'fractured_or_cracked_bone', label: 'a fractured or cracked bone', pattern: /fractur\w{0,30}|\bfx\b|broken (bone|arm|leg|wrist|ankle|toe|finger|rib|hand|foot|nose|jaw|collarbone)\w{0,30}|broke (his|her|their|a|an|the) (\w{1,30} )?(bone|arm|leg|wrist|ankle|toe|finger|rib|hand|foot|nose|jaw|collarbone|hip|elbow|thumb|kneecap|vertebra)\w{0,30}|cracked (bone|rib|vertebra\w{0,30}|\w{1,30} bone)|hairline crack/, anchor: 'a fractured or cracked bone' },
  { key: 'punctured_eardrum', label: 'a punctured eardrum', pattern: /(punctured|perforated|ruptured|torn) (ear ?drum|tympanic membrane|TM)\b|(ear ?drum|tympanic membrane|TM) (was |is )?(punctured|perforated|ruptured|perforation|rupture)|tympanic membrane perforation|\bTM perforation/, anchor: 'or a punctured eardrum' },
  { key: 'cancer', label: 'cancer', pattern: /cancer|carcinoma|mesothelioma|leuka?emia|lymphoma|melanoma|sarcoma|malignan\w{0,30}/, anchor: 'involving cancer' },
  { key: 'chronic_irreversible_disease', label: 'a chronic irreversible disease', pattern: /chronic irreversible|silicosis|asbestosis|byssinosis|pneumoconiosis|berylliosis|black lung|chronic beryllium disease/, anchor: 'chronic irreversible disease' },
] as const;

const NEEDLE = /needle ?stick|needle|sharps?|scalpel|lancet|syringe|suture needle|broken glass|broken (\w{1,30} )?(blood )?(collection )?(tubes?|vials?|ampules?|pipettes?|slides?)|(blood|specimen|capillary) (collection )?(tubes?|vials?)/;
const CONTAMINATED = /\b(used|contaminated|dirty|bloody|blood|patient'?s?|body fluids?|infectious|OPIM|after (use|injecting|drawing))\b/;
const CLEAN = /\b(unused|new|sterile|clean|uncontaminated|before use|still capped|never used)\b/;

/** A total hearing level named as such: "hearing level in that ear is 22 dB", "31 dB HL". */
const HEARING_LEVEL = /hearing (?:level|threshold)s?(?!\s{0,20}shift)(\D{0,40}?)\b(\d{1,3})\s{0,20}(?:dB|decibels?)\b|\b(\d{1,3})\s{0,20}(?:dB|decibels?)\s{0,20}(?:HL\b|hearing level|above audiometric zero)/i;
/** 1904.10(b)(4): a retest within 30 days that does not confirm the shift. */
const RETEST_NOT_CONFIRMED = /re-?test\w{0,30}(?:[^\w.;][^.;]{0,79})?\b(did not|does not|didn't|doesn't|failed to|not) confirm|not confirmed (by|on|at) (a |the )?re-?test|re-?test\w{0,30}(?:[^\w.;][^.;]{0,39})?\b(no|did not show an?) (STS|standard threshold shift|shift)/i;

/** 1904.10(b)(6): a physician or other licensed health care professional finds the hearing loss not work-related. */
const HEARING_NOT_WORK = /(audiologist|physician|doctor|otolaryngologist|\bENT\b|otologist|licensed health care professional|clinician)[^.;]{0,160}\b(not work[- ]related|non-?occupational|not (caused|related) (by|to) (occupational |workplace |work )?(noise|work|the job)|not (been )?significantly aggravated)/i;
/** The shift itself in dB, the age-corrected figure first ((b)(3)): "after age correction the shift is 7 dB". */
const AGE_CORRECTED_SHIFT = /age[- ](correct\w{0,30}|adjust\w{0,30})[^\w.;][^.;]{0,79}?\bshift (?:is|was|of) (\d{1,2}(?:\.\d)?)\s{0,20}(?:dB|decibels?)/i;
const SHIFT = /\b(?:average )?shift (?:of|is|was) (\d{1,2}(?:\.\d)?)\s{0,20}(?:dB|decibels?)/i;

function tentative(mentions: Mention[]): boolean {
  const live = mentions.filter((m) => !m.negated);
  return live.length > 0 && live.every((m) => TENTATIVE.test(m.sentence));
}

/** The rules provider's `recordability.significance` handler. */
export function analyzeSignificance(input: FactorInput): FactorResult {
  const c = input.case;
  const sources = caseSources(c).filter((s) => !s.label.startsWith('treatment entry'));
  const d = startDraft(input, FACTOR_QUESTIONS.significance);
  let yes = 0;
  let open = 0;

  for (const cond of CONDITIONS) {
    const { evidence, mentions } = check(sources, cond.pattern);
    if (evidence === 'absent') continue;
    if (evidence === 'negated') {
      d.item(cond.key, 'no', `The text rules out ${cond.label} (${where(mentions)}).`);
    } else if (tentative(mentions)) {
      open += 1;
      d.item(cond.key, 'unsure', `${cond.label[0]!.toUpperCase()}${cond.label.slice(1)} is mentioned only as possible or pending (${where(mentions)}).`, '1904.7(b)(7)', cond.anchor);
      d.ask(`Has a physician or other licensed health care professional confirmed ${cond.label}?`);
    } else {
      yes += 1;
      d.item(cond.key, 'yes', `The case describes ${cond.label} (${where(mentions)}), which must be recorded at diagnosis under 1904.7(b)(7) even without other criteria.`, '1904.7(b)(7)', cond.anchor);
    }
  }

  const sharps = check(sources, NEEDLE);
  if (sharps.evidence === 'affirmed') {
    const sentences = sharps.mentions.filter((m) => !m.negated).map((m) => m.sentence).join(' ');
    const contaminated: Evidence = CLEAN.test(sentences) ? 'negated' : CONTAMINATED.test(sentences) ? 'affirmed' : 'absent';
    if (contaminated === 'affirmed') {
      yes += 1;
      d.item('contaminated_sharps_1904_8', 'yes', `A needlestick or sharps injury involving another person's blood or other potentially infectious material (${where(sharps.mentions)}) is recordable under 1904.8(a).`, '1904.8(a)', 'You must record all work-related needlestick injuries');
    } else if (contaminated === 'negated') {
      d.item('contaminated_sharps_1904_8', 'no', `The sharp object is described as clean or unused (${where(sharps.mentions)}); record only if a 1904.7 criterion is met, 1904.8(b)(2).`, '1904.8(b)(2)', 'involves a clean object');
    } else {
      open += 1;
      d.item('contaminated_sharps_1904_8', 'unsure', `A needle or sharp is involved (${where(sharps.mentions)}) but the text does not say whether it was contaminated with another person's blood or other potentially infectious material.`, '1904.8(a)', 'You must record all work-related needlestick injuries');
      d.ask("Was the needle or sharp object contaminated with another person's blood or other potentially infectious material?");
    }
  }

  const removal = check(sources, /medical(ly)? remov\w{0,30}|medical removal/);
  if (removal.evidence === 'affirmed') {
    const voluntary = removal.mentions.some((m) => /voluntar\w{0,30}|before (the )?(removal )?(criteria|levels?)/i.test(m.sentence));
    if (voluntary) {
      d.item('medical_removal_1904_9', 'no', 'The removal is described as voluntary, before the standard\'s removal criteria were met: not recordable under 1904.9(b)(3).', '1904.9(b)(3)', 'if the case involves voluntary medical removal');
    } else {
      yes += 1;
      d.item('medical_removal_1904_9', 'yes', `The employee was medically removed (${where(removal.mentions)}); a removal under an OSHA standard's medical surveillance requirements is recordable, 1904.9(a).`, '1904.9(a)', 'If an employee is medically removed');
      d.ask('Was the removal required by the medical surveillance provisions of an OSHA standard (for example lead, cadmium, benzene), rather than voluntary?');
    }
  }

  const hearing = check(sources, /standard threshold shift|\bSTS\b|hearing loss|audiogram/);
  if (hearing.evidence === 'affirmed') {
    const text = hearing.mentions.map((m) => m.sentence).join(' ');
    const all = sources.map((s) => s.text).join(' ');
    const stsWords = check(sources, /standard threshold shift|\bSTS\b/);
    const aged = AGE_CORRECTED_SHIFT.exec(all);
    const shift = aged !== null ? Number(aged[2]) : (SHIFT.exec(all) === null ? null : Number(SHIFT.exec(all)![1]));
    // (b)(1): an STS is an average shift of 10 dB or more; (b)(3): the shift may be age-adjusted, the 25 dB level may not.
    const sts = shift !== null ? shift >= 10 : stsWords.evidence === 'affirmed';
    const stsRuledOut = (shift !== null && shift < 10) || stsWords.evidence === 'negated';
    // A hearing level named as such may sit in a sentence of its own ("...; the hearing level in that ear is 22 dB");
    // otherwise any level of 25 dB or more in a hearing sentence. A noise exposure level elsewhere ("95 dB") is not one.
    const named = HEARING_LEVEL.exec(all);
    const namedDb = named === null ? null : Number(named[2] ?? named[3]);
    const level = namedDb ?? (/\b(2[5-9]|[3-9]\d|1\d\d)\s{0,20}(dB|decibels?)\b/i.test(text) ? 25 : null);
    if (stsRuledOut) {
      d.item('hearing_loss_1904_10', 'no', `The audiogram does not show a Standard Threshold Shift (an average shift of 10 dB or more at 2000, 3000 and 4000 Hz${aged !== null ? ', after the permitted age adjustment' : ''}), so 1904.10(a) is not met.`, aged !== null ? '1904.10(b)(3)' : '1904.10(b)(1)', aged !== null ? 'you may age adjust the employee' : 'A Standard Threshold Shift, or STS, is defined');
    } else if (sts && HEARING_NOT_WORK.test(all) && check(sources, HEARING_NOT_WORK).evidence === 'affirmed') {
      d.item('hearing_loss_1904_10', 'no', 'A physician or other licensed health care professional determined that the hearing loss is not work-related (or not significantly aggravated by occupational noise), so it need not be recorded, 1904.10(b)(6).', '1904.10(b)(6)', 'determines that the hearing loss is not work-related');
    } else if (sts && RETEST_NOT_CONFIRMED.test(all)) {
      d.item('hearing_loss_1904_10', 'no', 'A retest within 30 days did not confirm the Standard Threshold Shift, so the hearing loss need not be recorded, 1904.10(b)(4).', '1904.10(b)(4)', 'the retest does not confirm the recordable STS');
    } else if (sts && level !== null && level >= 25) {
      yes += 1;
      d.item('hearing_loss_1904_10', 'yes', 'A Standard Threshold Shift with a hearing level of 25 dB or more is described: recordable under 1904.10(a) unless a retest within 30 days does not confirm it.', '1904.10(a)', 'Standard Threshold Shift');
    } else if (sts && level !== null) {
      d.item('hearing_loss_1904_10', 'no', `A Standard Threshold Shift is described, but the total hearing level stated (${level} dB) is below 25 dB above audiometric zero, so 1904.10(a) is not met.`, '1904.10(a)', "the employee's total hearing level is 25 decibels (dB) or more");
      d.ask('Is the stated hearing level the average at 2000, 3000 and 4000 Hz in the same ear as the shift?');
    } else {
      open += 1;
      d.item('hearing_loss_1904_10', 'unsure', 'Hearing loss is mentioned, but the text does not give both a Standard Threshold Shift and a total hearing level of 25 dB or more in the same ear.', '1904.10(a)', 'Standard Threshold Shift');
      d.ask('Does the audiogram show a Standard Threshold Shift (10 dB average at 2000, 3000 and 4000 Hz) and a total hearing level of 25 dB or more above audiometric zero in the same ear?');
    }
  }

  const tb = check(sources, /tuberculosis|\bTB\b/);
  if (tb.evidence === 'affirmed') {
    open += 1;
    d.item('tuberculosis_1904_11', 'unsure', 'Tuberculosis is mentioned. 1904.11 (occupational exposure to a known case of active tuberculosis followed by infection) is not in the served regulation text, so the engine does not decide it.');
    d.ask('Was the employee occupationally exposed to a known case of active tuberculosis and subsequently developed a tuberculosis infection (positive skin test or diagnosis)?');
  }

  const diagnosed = c.injury.diagnosis !== undefined && c.injury.diagnosis.trim() !== '';
  if (yes > 0) {
    return d.finish({ leaning: 'yes', likelihood: 0.93, certainty: open > 0 ? 0.8 : 0.9, conclusion: 'The case meets a significant-diagnosis or specific recording criterion on the text given.' });
  }
  if (open > 0) {
    return d.finish({ leaning: 'unsure', likelihood: 0.5, certainty: 0.45, conclusion: 'A significant condition or a specific criterion is possible but not established by the text.' });
  }
  d.item('significant_condition', 'no', 'The text describes no cancer, chronic irreversible disease, fractured or cracked bone, punctured eardrum, contaminated sharps injury, medical removal or hearing-loss shift.', '1904.7(b)(7)', 'must always be recorded under the general criteria');
  if (!diagnosed) d.ask('What did the physician or other licensed health care professional diagnose (for example, was any fracture or cracked bone found)?');
  return d.finish({
    leaning: 'no',
    likelihood: 0.07,
    certainty: diagnosed ? 0.85 : 0.65,
    conclusion: 'No significant diagnosed condition or specific criterion appears in the case.',
  });
}
