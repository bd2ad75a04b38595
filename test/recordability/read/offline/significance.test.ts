/**
 * The offline reader of the significance part: synthetic cases for the significant diagnoses of 1904.7(b)(7), the
 * sharps and bloodborne criteria of 1904.8, medical removal (1904.9), hearing loss computed from audiogram figures
 * (1904.10) and tuberculosis (1904.11), with the look-alikes each paragraph excludes; every evidence span is
 * verbatim case text.
 */
import { test } from 'node:test';
import type { RecordabilityCase } from '../../../../src/recordability/schema.ts';
import { assertReading, type Expect } from '../helpers.ts';

const kase = (
  incident: string,
  injury: string,
  rest: Partial<RecordabilityCase> = {},
): RecordabilityCase => ({
  incident: { description: incident, location_context: 'on_premises' },
  injury: { description: injury },
  ...rest,
});
const clinician = (text: string): Partial<RecordabilityCase> => ({
  statements: [{ source: 'clinician', text }],
});

const DIAGNOSIS: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title: '(b)(7) a fracture seen on x-ray, with no treatment',
    c: kase(
      "Synthetic: a case of cans fell on the clerk's foot.",
      'X-ray showed a non-displaced fracture of the 4th toe; no treatment.',
    ),
    expect: { significant_diagnosis: 'yes' },
  },
  {
    title: '(b)(7) clinic shorthand: Dx fx',
    c: kase('Synthetic: pt fell off a step stool.', 'Dx: nondisplaced fx R distal radius.'),
    expect: { significant_diagnosis: 'yes' },
  },
  {
    title: '(b)(7) a cracked rib',
    c: kase(
      'Synthetic: the lineman hit the bucket lip.',
      'CT showed a cracked 7th rib; full duty.',
    ),
    expect: { significant_diagnosis: 'yes' },
  },
  {
    title: '(b)(7) a chipped tooth counts as a fractured bone',
    c: kase(
      "Synthetic: a ladder rung struck the installer's mouth.",
      'Dentist found a chipped front tooth.',
    ),
    expect: { significant_diagnosis: 'yes' },
  },
  {
    title: '(b)(7) a perforated eardrum',
    c: kase(
      "Synthetic: an air line burst near the tech's head.",
      'ENT: perforation of the right tympanic membrane; observation only.',
    ),
    expect: { significant_diagnosis: 'yes' },
  },
  {
    title: '(b)(7) an occupational cancer',
    c: kase(
      'Synthetic: a dye-house operator with years of amine exposure.',
      'Bladder cancer diagnosed by the urologist.',
    ),
    expect: { significant_diagnosis: 'yes' },
  },
  {
    title: '(b)(7) a chronic irreversible disease',
    c: kase(
      'Synthetic: a fabricator who dry-cut stone for years.',
      'Silicosis diagnosed by a pulmonologist.',
    ),
    expect: { significant_diagnosis: 'yes' },
  },
  {
    title: '"no fracture" and a negative x-ray read `no`',
    c: kase("Synthetic: a pallet bumped the picker's wrist.", 'Contusion; x-ray neg, no fracture.'),
    expect: { significant_diagnosis: 'no' },
  },
  {
    title: 'a fracture ruled out reads `no`',
    c: kase('Synthetic: the mechanic hit his thumb.', 'Fracture was ruled out on x-ray.'),
    expect: { significant_diagnosis: 'no' },
  },
  {
    title: 'a fracture to be ruled out is an open question',
    c: kase(
      'Synthetic: the stocker twisted her ankle.',
      'Sent for x-ray to r/o fx; results pending.',
    ),
    expect: { significant_diagnosis: 'unknown' },
  },
  {
    title: "the employee's own guess is not a diagnosis",
    c: kase(
      'Synthetic: the porter jammed his finger in a door.',
      'He thinks he broke his finger; not yet seen.',
    ),
    expect: { significant_diagnosis: 'unknown' },
  },
  {
    title: 'a cancer screening is not a cancer diagnosis',
    c: kase(
      'Synthetic: the employee slipped in the lobby.',
      'Bruised knee. She mentioned a routine cancer screening next week.',
    ),
    expect: { significant_diagnosis: 'absent' },
  },
  {
    title: 'an earlier fracture the case recalls is not this diagnosis',
    c: kase(
      'Synthetic: the clerk has a history of a wrist fracture years ago.',
      'Today: wrist sprain, no fracture on x-ray.',
    ),
    expect: { significant_diagnosis: 'no' },
  },
  {
    title: 'broken glass is not a broken bone',
    c: kase('Synthetic: a dishwasher cut her palm on broken glass.', 'Laceration; 4 sutures.'),
    expect: { significant_diagnosis: 'absent' },
  },
];

const SHARPS: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title: '1904.8(a), (b)(1) a cut from a broken tube of patient plasma is a contaminated sharp',
    c: kase(
      'Synthetic: a tube of patient plasma broke in the rack; the lab assistant cut a finger through the glove picking up the glass.',
      'Small cut; washed, plaster.',
    ),
    expect: { sharps_contaminated: 'yes' },
  },
  {
    title: "1904.8(b)(1) a needle just used on an animal carries no other person's blood",
    c: kase(
      'Synthetic: the kennel assistant stuck a thumb with the needle just used to vaccinate a cat.',
      'Small puncture; washed, plaster.',
    ),
    expect: { sharps_contaminated: 'no' },
  },
  {
    title: '1904.8(a) a used needle after an injection',
    c: kase(
      'Synthetic: RN recapping after an IM injection; needle went into her thumb.',
      'Puncture with used needle; baseline labs.',
    ),
    expect: { sharps_contaminated: 'yes' },
  },
  {
    title: '1904.8(a) a scalpel just used on a patient',
    c: kase(
      'Synthetic: the scrub tech cut his finger on a scalpel that had just been used on the patient.',
      'Small cut; band-aid.',
    ),
    expect: { sharps_contaminated: 'yes' },
  },
  {
    title: '1904.8(b)(1) tissue from an HIV-infected lab animal is OPIM',
    c: kase(
      'Synthetic: a research aide scratched her wrist with a blade contaminated with tissue from an HIV-infected mouse.',
      'Superficial scratch; washed.',
    ),
    expect: { sharps_contaminated: 'yes' },
  },
  {
    title: '1904.8(a) a needlestick with a source patient tested',
    c: kase(
      'Synthetic: the phlebotomist had a needlestick; the source patient was tested for HIV and hepatitis.',
      'Puncture of the left index finger.',
    ),
    expect: { sharps_contaminated: 'yes' },
  },
  {
    title: '1904.8(b)(2) a clean, unused needle',
    c: kase(
      'Synthetic: opening a new box of sterile syringes, the pharmacy tech was pricked by an uncapped new needle.',
      'Pinprick from a clean, unused needle; band-aid.',
    ),
    expect: { sharps_contaminated: 'no' },
  },
  {
    title: '1904.8(b)(2) a contaminant other than blood or OPIM',
    c: kase(
      'Synthetic: the auto tech cut his hand on a filter housing covered in used motor oil.',
      'Small cut contaminated with motor oil only.',
    ),
    expect: { sharps_contaminated: 'no' },
  },
  {
    title: '1904.8(a) a needlestick with nothing said of the needle stays open',
    c: kase(
      'Synthetic: the nurse sustained a needlestick to the left thumb on the unit.',
      'Puncture wound; washed.',
    ),
    expect: { sharps_contaminated: 'unknown' },
  },
  {
    title: '1904.8(a) a needle in a sharps container was used on someone',
    c: kase(
      'Synthetic: the housekeeper was stuck by a needle protruding from a sharps container.',
      'Puncture to the finger.',
    ),
    expect: { sharps_contaminated: 'yes' },
  },
  {
    title: '1904.8(b)(4) a splash with no cut is not a sharps injury',
    c: kase(
      "Synthetic: an EMS worker was splashed in the eyes with a patient's blood.",
      'Eyes flushed; baseline testing; no PEP.',
    ),
    expect: { sharps_contaminated: 'absent', bloodborne_illness_diagnosed: 'absent' },
  },
  {
    title: 'a cut on a bed frame while transferring a patient is not a contaminated sharp',
    c: kase(
      'Synthetic: the aide cut her forearm on the bed frame while transferring a patient.',
      'Small laceration; bandage.',
    ),
    expect: { sharps_contaminated: 'absent' },
  },
  {
    title: 'a sewing-machine needle is not a sharp of 1904.8',
    c: kase(
      'Synthetic: working at home on garments, the seamstress ran a sewing machine needle through her finger.',
      'Puncture; sutures not needed.',
    ),
    expect: { sharps_contaminated: 'absent' },
  },
  {
    title: 'a needle used to treat the employee is not what cut them',
    c: kase("Synthetic: a grinding spark flew into the welder's eye.", 'Corneal foreign body.', {
      treatment: { provided: ['foreign body removal with needle'] },
    }),
    expect: { sharps_contaminated: 'absent' },
  },
  {
    title: '1904.8(b)(4) a splash followed by a diagnosed hepatitis C',
    c: kase(
      "Synthetic: a patient's blood splashed into the aide's eyes.",
      'Six months later the aide was diagnosed with hepatitis C.',
    ),
    expect: { bloodborne_illness_diagnosed: 'yes' },
  },
  {
    title: "1904.8(b)(4) a source patient's positive test is not the employee's diagnosis",
    c: kase(
      "Synthetic: blood splashed onto the tech's face.",
      'The source patient tested positive for HIV; the tech did not seroconvert.',
    ),
    expect: { bloodborne_illness_diagnosed: 'no' },
  },
];

const REMOVAL: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title:
      '1904.9(a) a removal "under" the standard\'s removal provisions is not a removal below its levels',
    c: kase(
      'Synthetic: routine blood lead above the trigger, confirmed on retest.',
      "Medically removed under the lead standard's medical removal protection; moved to shipping at full pay.",
    ),
    expect: { medical_removal: 'yes' },
  },
  {
    title: '1904.9(a) a removal under the lead standard',
    c: kase(
      "Synthetic: the smelter worker's blood lead reached 62; he was medically removed from lead exposure under the lead standard.",
      'Elevated BLL, no symptoms.',
    ),
    expect: { medical_removal: 'yes' },
  },
  {
    title: '1904.9(a) a blood lead above the removal level and a move off the line',
    c: kase(
      'Synthetic: BLL 55, above the removal level; the battery plant moved her off the lead line.',
      'Elevated blood lead.',
    ),
    expect: { medical_removal: 'yes' },
  },
  {
    title: '1904.9(b)(3) a voluntary move below the removal level',
    c: kase(
      "Synthetic: the tech's blood lead came back well below the removal level; the supervisor moved him off soldering as a precaution.",
      'BLL elevated but under the removal trigger.',
    ),
    expect: { medical_removal: 'no' },
  },
  {
    title: "1904.9(b)(3) a company policy of moving employees below the standard's trigger",
    c: kase(
      'Synthetic: the employer voluntarily moves employees out of the lead area at 40 µg/dL, below the 50 µg/dL removal trigger.',
      'BLL 42.',
    ),
    expect: { medical_removal: 'no' },
  },
  {
    title: 'a team lead is not lead exposure',
    c: kase(
      'Synthetic: the team lead moved the crate as a precaution and strained his back.',
      'Lumbar strain.',
    ),
    expect: { medical_removal: 'absent' },
  },
];

const HEARING: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title:
      '1904.10(b)(2)(i) after a recorded loss the current audiogram is compared with the revised baseline, not the original',
    c: kase(
      'Synthetic: annual audiogram; a loss in the right ear was recorded two years ago.',
      'R ear at 2k/3k/4k: hire baseline 10/10/15; revised baseline 30/30/35; this year 35/35/35.',
    ),
    expect: { hearing_shift: 'no' },
  },
  {
    title:
      '1904.10(a) a 12 dB shift with a 31 dB level in the same ear; the noise dose is not a hearing level',
    c: kase(
      'Synthetic: annual audiogram for a press operator (exposure ~92 dBA TWA).',
      'L ear: average shift vs baseline at 2k/3k/4k = 12 dB (STS). L ear hearing level average = 31 dB. R ear no STS.',
    ),
    expect: { hearing_shift: 'yes', hearing_level_25db: 'yes', hearing_retest_no_shift: 'absent' },
  },
  {
    title: '1904.10(a) figures written as words',
    c: kase(
      'Synthetic: the right ear shows an average shift from baseline of eleven dB, but its hearing level averages only 22 dB.',
      'STS without a 25 dB hearing level.',
    ),
    expect: { hearing_shift: 'yes', hearing_level_25db: 'no' },
  },
  {
    title: '1904.10(b)(1) a level over 25 dB with only a 6 dB change is no STS',
    c: kase(
      'Synthetic: the left ear averages 35 dB at 2000-4000 Hz, but that is only a 6 dB average change from baseline.',
      'Hearing level over 25 dB, no standard threshold shift.',
    ),
    expect: { hearing_shift: 'no', hearing_level_25db: 'yes' },
  },
  {
    title: '1904.10(a) both ears, figures per ear',
    c: kase(
      'Synthetic: jackhammer operator, annual test.',
      'STS both ears: avg shift 14 dB R, 11 dB L; hearing levels 33 dB R, 29 dB L.',
    ),
    expect: { hearing_shift: 'yes', hearing_level_25db: 'yes' },
  },
  {
    title: '1904.10(a) the 25 dB level is read in the ear of the shift',
    c: kase(
      'Synthetic: the left ear shows a 13 dB shift from baseline with a hearing level of 20 dB in the left ear.',
      'The right ear hearing level is 35 dB with no shift in the right ear.',
    ),
    expect: { hearing_shift: 'yes', hearing_level_25db: 'no' },
  },
  {
    title: '1904.10(b)(3) after age correction the shift is below 10 dB',
    c: kase(
      "Synthetic: the mill worker's right ear shows an average shift of 12 dB compared with baseline; the current hearing level is 30 dB.",
      'After age correction the shift is 7 dB.',
    ),
    expect: { hearing_shift: 'no', hearing_level_25db: 'yes' },
  },
  {
    title: '1904.10(b)(2)(i) a shift is measured from the revised baseline',
    c: kase(
      'Synthetic: a previous STS was recorded for the operator. The audiogram shows a 4 dB change from the revised baseline, 15 dB from the original baseline; hearing level 40 dB.',
      'Left ear.',
    ),
    expect: { hearing_shift: 'no' },
  },
  {
    title:
      '1904.10(b)(2)(i) after a recorded loss, a shift not said to be from the revised baseline stays open',
    c: kase(
      "Synthetic: the operator's previous STS was recorded in 2023.",
      "This year's audiogram shows a 12 dB shift from baseline in the left ear; left hearing level 38 dB.",
    ),
    expect: { hearing_shift: 'unknown', hearing_level_25db: 'yes' },
  },
  {
    title: '1904.10(b)(4) a retest within 30 days that does not confirm the shift',
    c: kase(
      'Synthetic: STS of 14 dB in the right ear, hearing level 31 dB.',
      'Retest within 30 days did not confirm the STS.',
    ),
    expect: { hearing_shift: 'yes', hearing_retest_no_shift: 'yes' },
  },
  {
    title: '1904.10(b)(4) a retest showing the same shift confirms it',
    c: kase(
      "Synthetic: the forge operator's right-ear STS (average shift 11 dB, hearing level 28 dB) was retested three weeks later and the retest showed the same shift.",
      'STS confirmed.',
    ),
    expect: { hearing_retest_no_shift: 'no' },
  },
  {
    title: '1904.10(b)(6) the audiologist finds the loss not work-related',
    c: kase(
      'Synthetic: the audiogram shows a standard threshold shift with a hearing level of 32 dB.',
      'The audiologist determined the shift was caused by a non-occupational ear infection.',
    ),
    expect: { hearing_not_work_related: 'yes' },
  },
  {
    title: '1904.10(b)(6) in a clinician statement',
    c: kase(
      'Synthetic: STS R ear (avg 18 dB, level 40 dB).',
      'Sudden hearing loss after a viral illness.',
      clinician('Hearing loss is not work-related and was not aggravated by occupational noise.'),
    ),
    expect: { hearing_not_work_related: 'yes' },
  },
  {
    title: 'a hearing loss named without figures leaves the shift and the level open',
    c: kase(
      'Synthetic: the grinder operator reports hearing loss; the audiologist will review the audiogram.',
      'Possible noise-induced hearing loss.',
    ),
    expect: { hearing_shift: 'unknown', hearing_level_25db: 'unknown' },
  },
  {
    title: 'a hearing loss denied is no shift, and the level is not asked',
    c: kase(
      'Synthetic: the porter bumped his head on a cabinet.',
      'Small scalp bump; denies hearing loss or vision change; ice.',
    ),
    expect: { hearing_shift: 'no', hearing_level_25db: 'absent' },
  },
  {
    title: '1904.10(a) the 25 dB level of the other ear does not count',
    c: kase(
      'Synthetic: STS in the right ear (11 dB); hearing level in the left ear is 30 dB but the right ear is 20 dB.',
      'Right ear STS.',
    ),
    expect: { hearing_shift: 'yes', hearing_level_25db: 'no' },
  },
  {
    title: 'a case with no hearing topic reads no hearing facts',
    c: kase('Synthetic: the clerk cut a finger on paper.', 'Paper cut; band-aid.'),
    expect: { hearing_shift: 'absent', hearing_level_25db: 'absent' },
  },
];

const TB: Array<{ title: string; c: RecordabilityCase; expect: Expect }> = [
  {
    title: '1904.11(a) a skin-test conversion after a workplace exposure',
    c: kase(
      'Synthetic: the ER tech converted on TST after a workplace exposure to an active TB patient.',
      'Latent TB infection.',
    ),
    expect: { tb_infection_after_work_exposure: 'yes', tb_non_work_source: 'absent' },
  },
  {
    title: '1904.11(a) a patient later found to have active TB',
    c: kase(
      "Synthetic: the nurse's annual TB test converted to positive eight weeks after caring for a patient later found to have active pulmonary TB.",
      'Positive TST.',
    ),
    expect: { tb_infection_after_work_exposure: 'yes' },
  },
  {
    title: '1904.11(b)(1) a positive test at the pre-employment physical',
    c: kase(
      'Synthetic: a new hire had a positive TB skin test at her pre-employment physical.',
      'Positive TST; chest x-ray negative.',
    ),
    expect: { tb_infection_after_work_exposure: 'no' },
  },
  {
    title: '1904.11(b)(2)(i) a household member with active TB',
    c: kase(
      'Synthetic: the aide was exposed at work to a client with active TB and then tested positive, but her husband was diagnosed with active TB the same month.',
      'TST conversion.',
    ),
    expect: { tb_infection_after_work_exposure: 'yes', tb_non_work_source: 'yes' },
  },
  {
    title: '1904.11(b)(2)(ii) the health department links a non-work case',
    c: kase(
      'Synthetic: the tech converted after a workplace exposure.',
      'The county health department identified her as a contact of an unrelated active TB case at her church.',
    ),
    expect: { tb_non_work_source: 'yes' },
  },
  {
    title: '1904.11(b)(2)(iii) a medical investigation shows exposure abroad',
    c: kase(
      'Synthetic: after a workplace exposure a lab tech converted on her TB skin test.',
      'The investigation showed she was infected during a stay abroad with relatives, not at work.',
    ),
    expect: { tb_non_work_source: 'yes' },
  },
  {
    title: '1904.11 an exposure with the test result pending is an open question',
    c: kase(
      'Synthetic: the respiratory therapist was exposed to a patient with active TB on the ward.',
      'Baseline TST done; follow-up test in 8 weeks.',
    ),
    expect: { tb_infection_after_work_exposure: 'unknown' },
  },
];

for (const [group, rows] of Object.entries({ DIAGNOSIS, SHARPS, REMOVAL, HEARING, TB })) {
  for (const { title, c, expect } of rows)
    test(`${group.toLowerCase()}: ${title}`, () => assertReading('significance', c, expect, false));
}
