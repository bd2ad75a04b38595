/**
 * The words a treatment entry may hold besides the treatment itself: who gave it, where, how much, how often,
 * to which body part, and the qualifiers already read ("OTC", "rigid"). An entry whose other words are not all
 * of these names something more than the first-aid item recognised in it, and 1904.7(b)(5)(iii) makes the
 * closed list decide: it is not first aid until someone says what that something is.
 */

const WORDS = `
a an the and or of to for with without by at in on into onto from over under per as after before during then plus also only just
down up out off back arrival arrived base
was were is are be been being it its this that these those his her their him them he she they employee worker pt ee patient
applied apply applying given give gave placed place put used use using provided dispensed administered fitted done performed
recommended advised ordered told instructed directed offered started continued repeated took taken take received got removal removed
remove removing again more each every daily twice once times time x prn tid bid qid qd qhs hourly nightly weekly as needed
mg ml cc g gram grams liter liters litre l mm cm inch inches min mins minute minutes hr hrs hour hours day days wk wks week weeks
month months dose doses dosing tab tabs tablet tablets pill pills capsule capsules caplet caplets unit units session sessions set
one two three four five six seven eight nine ten eleven twelve first second third several few some single multiple
left right l r bilateral both upper lower small large minor moderate simple superficial shallow deep sterile clean moist cool cold
warm hot regular plain standard usual initial repeat follow-up home onsite on-site site station kit room area office shift
relieve relief relieving pressure pain swelling comfort protection protect prevent prevention infection precaution prophylactic prophylaxis purposes
unsuccessful successful successfully attempt attempted repeatedly frequently intermittently continuous ongoing label package packaging directions directed bottle box strength
otc over-the-counter counter non-prescription nonprescription prescription rx script rigid non-rigid nonrigid stays stay semi-rigid
elastic soft metal aluminum aluminium plastic custom molded hinged
nurse doctor dr physician md np pa emt emts paramedic paramedics medic medics clinic clinician provider er ed hospital urgent care
occupational occ health supervisor lead foreman coworker co-worker crew team attendant responder responders staff
ski patrol rescue lifeguard trainer athletic security first-aider
finger fingers fingertip thumb hand hands palm wrist forearm arm arms elbow shoulder neck back lumbar spine knee knees ankle ankles
foot feet toe toes heel leg legs hip thigh calf shin head scalp forehead face cheek chin jaw lip nose ear ears eye eyes chest
abdomen skin nail fingernail toenail joint body part wound cut laceration lac abrasion scrape puncture burn bite blister site
retina retinal fundus pupil pupils cornea corneal
`;

/** Lower-case words an entry may hold besides its treatments. */
const ENTRY_FILLER: ReadonlySet<string> = new Set(WORDS.split(/\s{1,3}/).filter((w) => w !== ''));

/** Content words of an entry left once its treatments and qualifiers are taken out. */
export function residueWords(rest: string): string[] {
  return (rest.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? []).filter(
    (w) => w.length > 2 && !ENTRY_FILLER.has(w) && !/^(q\d{1,4}h|x\d{1,4})$/.test(w),
  );
}
