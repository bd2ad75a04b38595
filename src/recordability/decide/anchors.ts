/**
 * The phrase of each 1904.7(b)(5) paragraph quoted when a treatment is classed by it (the citation quotes the
 * served sentence that contains the phrase; tests check every phrase against the served text).
 */
export const TREATMENT_ANCHORS: Readonly<Record<string, string>> = {
  '1904.7(b)(5)(i)': 'means the management and care of a patient to combat disease or disorder',
  '1904.7(b)(5)(i)(A)': 'solely for observation or counseling',
  '1904.7(b)(5)(i)(B)': 'diagnostic procedures, such as x-rays and blood tests',
  '1904.7(b)(5)(ii)(A)': 'Using a non-prescription medication at nonprescription strength',
  '1904.7(b)(5)(ii)(B)': 'Administering tetanus immunizations',
  '1904.7(b)(5)(ii)(C)': 'Cleaning, flushing or soaking wounds on the surface of the skin',
  '1904.7(b)(5)(ii)(D)': 'Using wound coverings such as bandages',
  '1904.7(b)(5)(ii)(E)': 'Using hot or cold therapy',
  '1904.7(b)(5)(ii)(F)': 'Using any non-rigid means of support',
  '1904.7(b)(5)(ii)(G)': 'temporary immobilization devices while transporting an accident victim',
  '1904.7(b)(5)(ii)(H)': 'Drilling of a fingernail or toenail',
  '1904.7(b)(5)(ii)(I)': 'Using eye patches',
  '1904.7(b)(5)(ii)(J)':
    'Removing foreign bodies from the eye using only irrigation or a cotton swab',
  '1904.7(b)(5)(ii)(K)': 'Removing splinters or foreign material from areas other than the eye',
  '1904.7(b)(5)(ii)(L)': 'Using finger guards',
  '1904.7(b)(5)(ii)(M)': 'Using massages',
  '1904.7(b)(5)(ii)(N)': 'Drinking fluids for relief of heat stress',
  '1904.7(b)(5)(iii)': 'this is a complete list of all treatments considered first aid',
  '1904.7(b)(5)(v)':
    'recommends medical treatment but the employee does not follow the recommendation',
};

/** The general-criterion paragraphs the combined result cites per criterion. */
export const CRITERION_REFS: Readonly<Record<string, string>> = {
  death: '1904.7(b)(2)',
  days_away: '1904.7(b)(3)',
  restricted_work: '1904.7(b)(4)',
  job_transfer: '1904.7(b)(4)',
  loss_of_consciousness: '1904.7(b)(6)',
  medical_treatment: '1904.7(b)(5)',
  significant_diagnosis: '1904.7(b)(7)',
  sharps_contaminated: '1904.8(a)',
  bloodborne_illness_diagnosed: '1904.8(b)(4)',
  medical_removal: '1904.9(a)',
  hearing_loss: '1904.10(a)',
  tuberculosis: '1904.11(a)',
};
