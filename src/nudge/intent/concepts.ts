/**
 * The target vocabulary of the intent layer, as data: topic concepts with their synonyms, circumstance
 * contexts, body sites, sides, prior-vs-current and work-vs-home cues. Card bodies and transcript windows are
 * read with the same tables (target.ts), so "smoke", "cigarettes" and "vaping" in a window meet the card's
 * `tobacco`. Patterns are src/language phrase patterns (README "Phrase patterns"): base forms match every
 * inflection, `word*` is a prefix, `a|b` alternatives, `word?` optional, `=word` the exact form.
 * Keys are API (they appear in intents, model prompts and `--explain`): add keys, never rename one.
 */
import type { PhraseSpec } from '../../language/index.ts';

/**
 * Topic concepts. Keep each specific: a generic word ("results", "plan", "form") would make two different
 * targets share a topic (x-ray results vs MRI results), so generic words are left out on purpose.
 */
export const TOPICS: PhraseSpec = {
  // Symptoms and findings.
  pain: ['pain', 'painful', 'hurt', 'ache', 'aching', 'achy', 'sore', 'soreness', 'throb*', 'discomfort', 'kill me|him|her'],
  tenderness: ['tender', 'tenderness', 'tender to palpation'],
  numbness: ['numb', 'numbness', 'tingl*', 'pins and needles', 'fall asleep on me', 'go|goes|went dead'],
  weakness: ['weak', 'weakness', 'give out|way', 'buckl*'],
  swelling: ['swell*', 'swollen', 'puffy', 'puffiness', 'inflamed', 'inflammation', 'edema'],
  bruising: ['bruis*'],
  stiffness: ['stiff', 'stiffness'],
  headache: ['headache', 'head ache', 'migraine', 'head hurt|hurts|pounding'],
  dizziness: ['dizz*', 'lighthead*', 'light head*', 'vertigo', 'woozy'],
  confusion: ['confus*', 'disorient*', 'foggy', 'fogginess', 'not making sense'],
  vomiting: ['vomit*', 'throw|throwing up', '=threw up', 'nausea', 'nauseous', 'nauseated', 'sick to my|his|her stomach'],
  bleeding: ['bleed*', 'blood in', 'black|tarry stool', 'vomiting blood', 'coffee grounds'],
  fever: ['fever*', 'febrile', 'chill', 'chills', 'night sweat'],
  weight_loss: ['weight loss', 'lose|lost|losing weight'],
  bladder_bowel: ['bladder', 'bowel', 'incontinen*', 'pee', 'urinat*', 'saddle', 'wet myself|himself|herself'],
  urine: ['urine', 'dark urine', 'pee dark|brown'],
  cramps: ['cramp*', 'spasm*', 'charley horse'],
  drowsiness: ['drowsy', 'drowsiness', 'sleepy', 'sleepiness', 'doze', 'dozing', 'nod off', 'nodding off', 'fall asleep at the wheel', 'sedat*'],
  fatigue: ['tired', 'fatigue', 'fatigued', 'exhaust*', 'worn out', 'no energy'],
  breathing: ['breath*', 'short of breath', 'shortness of breath', 'wheez*', 'asthma', 'cough*', 'winded', 'inhaler'],
  heart: ['heart problem|condition|disease|attack', 'cardiac', 'palpitation*', 'chest pain', 'heart'],
  diabetes: ['diabet*', 'blood sugar', 'insulin', 'a1c', 'glucose', 'sugar'],
  thyroid: ['thyroid'],
  seizure: ['seizure', 'convulsion', 'epilep*'],
  consciousness: ['loss of consciousness', 'pass|passed|passing out', 'black|blacked out', 'knocked out', 'faint*', 'unconscious', 'lose|lost consciousness'],
  stomach: ['stomach', 'ulcer', 'heartburn', 'reflux', 'gastr*', 'indigestion', 'belly'],
  kidney: ['kidney', 'renal', 'kidney function'],
  rash: ['rash', 'itch*', 'hive*', 'dermatitis', 'eczema', 'blister*'],
  skin_break: ['broken skin', 'open wound|sore', 'skin infection'],
  infection: ['infect*', 'redness', 'pus', 'drainage', 'red streak*', 'oozing'],
  first_aid: ['first aid', 'first aider', 'first aid kit|station'],
  wound: ['wound', 'cut', 'laceration', 'lac', 'incision', 'scab', 'repair'],
  sutures: ['suture', 'stitch', 'staple'],
  steri_strips: ['steri strip', 'butterfly closure|strips?', 'skin closure strip*'],
  scar: ['scar', 'scarring'],
  dressing: ['dressing', 'bandage', 'gauze', 'band aid', 'bandaid'],
  eye_irrigation: ['flush*', 'rinse*', 'irrigat*', 'eyewash', 'eye wash|wash station'],
  chemical: ['chemical', 'splash*', 'caustic', 'acid', 'alkali', 'solvent', 'bleach', 'degreaser', 'safety data sheet', 'sds', 'msds', 'product label'],
  corneal_abrasion: ['abrasion', 'cornea*', 'fluorescein', 'stain', 'scratch on the eye'],
  concussion: ['concussion', 'head injury', 'symptom checklist', 'post concussion', 'scat'],
  hearing: ['hear', 'hearing', 'deaf*', 'tinnitus', 'ringing', 'whisper*', 'muffled'],
  vision: ['vision', 'visual', 'sight', 'eyesight', 'blur*', 'depth perception', 'color|colour vision', 'double vision', 'see clearly'],
  visual_acuity: ['acuity', 'visual acuity', 'eye chart', 'snellen', 'line|lines on the chart', 'twenty twenty|forty'],
  // Mind and behaviour.
  mood: ['mood', 'depress*', 'sad', 'sadness', 'anxi*', 'stress*', 'emotion*', 'cope', 'coping', 'overwhelm*', 'hopeless*', 'irritab*', 'on edge', 'feeling down|low', 'mental health', 'mentally'],
  fear: ['fear', 'afraid', 'scare*', 'worr*', 'nervous', 'confiden*', 're injur*', 'reinjur*', 'hurt it again', 're sprain*', 'feel safe', 'unsafe'],
  nightmares: ['nightmare', 'bad dream', 'flashback'],
  self_harm: ['suicid*', 'kill myself|himself|herself', 'self harm', 'hurt myself|himself|herself', 'end it all', 'end my life', 'want to wake up', 'wanting to wake up', 'better off dead'],
  alcohol: ['alcohol*', 'beer', 'wine', 'liquor', 'booze', 'drinking', 'a drink', 'drunk', 'hungover', 'shot of'],
  tobacco: ['smok*', 'cigar*', 'tobacco', 'vap*', 'nicotine', 'chew', 'dip', 'pack a|per day', 'juul'],
  substance: ['marijuana', 'cannabis', 'weed', 'recreational', 'street drug', 'borrow*', 'share|sharing pills|medication', 'other people pills|medication'],
  // Sleep.
  sleep: ['sleep', 'slept', 'asleep', 'fall|falls|falling|fell asleep', 'insomnia', 'nap', 'napping'],
  waking: ['wake', 'waking', 'woke', 'awake', 'wake up', 'up at night', 'get|got|getting up at night'],
  sleep_apnea: ['apnea', 'cpap', 'c pap', 'sleep study', 'snor*', 'mask download'],
  pillow: ['pillow'],
  // Medicines.
  medication: [
    'medication', 'medicine', 'meds', 'med', 'pill', 'tablet', 'capsule', 'prescri*', 'dose', 'dosage', 'pharmacy', 'refill',
    'pain medication|medicine|pill|pills|reliever|killer', 'painkiller', 'muscle relaxant|relaxer', 'blood thinner', 'sleep aid',
    'nsaid', 'anti inflammator*', 'antihistamine', 'diuretic', 'water pill', 'steroid', 'cream', 'ointment', 'hydrocortisone',
    'antacid', 'gabapentin', 'cyclobenzaprine', 'flexeril', 'warfarin', 'eliquis', 'insulin', 'over the counter',
  ],
  // An allergy is its own question: "medication allergies" is not a medication review.
  allergy: ['allerg*', 'allergic reaction'],
  otc: ['over the counter', 'ibuprofen', 'naproxen', 'acetaminophen', 'tylenol', 'advil', 'aleve', 'motrin', 'aspirin', 'diphenhydramine', 'benadryl', 'antacid', 'tums'],
  opioid: ['opioid', 'oxycodone', 'hydrocodone', 'percocet', 'norco', 'vicodin', 'tramadol', 'narcotic', 'codeine'],
  taper: ['taper*', 'wean*', 'cut back|down', 'come|coming off', 'stop taking'],
  side_effect: ['side effect', 'reaction', 'upset stomach'],
  food: ['with food', 'empty stomach', 'meal', 'snack'],
  disposal: ['dispos*', 'throw away|out', 'drop off', 'take back', 'drug take back', 'leftover pill|pills'],
  // Work.
  work_status: ['work status', 'duty status', 'full duty', 'light duty', 'modified duty', 'regular duty', 'restricted duty', 'off work', 'out of work', 'working', 'back at work', 'not working', 'on restrictions'],
  modified_duty: ['modified duty|job|work|position|role', 'light duty', 'alternate|alternative duty|site|position|job', 'transitional duty|work', 'one handed duty|work|job|task|tasks', 'accommodat*'],
  return_to_work: ['return|returning|returned to full|regular|normal|usual|ladder|outdoor|light? work|duty|job', 'back to full? work|duty', 'go|going|went|get|getting back to full? work|duty', 'rtw', 'graduated return|schedule'],
  restriction: ['restriction', 'restrict*', 'limitation', 'no lifting', 'no overhead', 'weight limit'],
  job_demands: ['job demand', 'essential function|functions', 'job function|functions', 'job requirement', 'physical demand', 'task', 'duties', 'role', 'job title', 'what you do at work', 'work duties', 'job'],
  lifting: ['lift', 'lifting', 'carry*', 'heavy', 'floor to waist', 'weight lift*', 'load', 'pound', 'lb', 'kilo*'],
  reaching: ['overhead', 'reach*', 'above shoulder|shoulders|head'],
  kneeling: ['kneel*', 'squat*', 'crouch*'],
  standing: ['stand', 'standing', 'on my|your|his|her feet'],
  walking: ['walk', 'walking', 'steps', 'distance'],
  ladder: ['ladder', 'climb*', 'scaffold*'],
  typing: ['type', 'typing', 'typist', 'keyboard', 'mouse', 'data entry'],
  // "drive" matches drove and driving; "the driver" (the patient at a DOT exam) is not the topic.
  driving: ['drive', 'driving', 'behind the wheel', 'forklift', 'commercial driving', 'truck'],
  tools: ['tool', 'torque wrench', 'wrench', 'vibrat*', 'drill', 'impact driver', 'hammer', 'scanner'],
  workstation: ['workstation', 'work station', 'monitor', 'chair', 'desk', 'assembly station', 'station', 'screen height', 'eye level'],
  posture: ['posture', 'chin tuck*', 'slouch*', 'hunch*', 'wrist position', 'neutral position'],
  body_mechanics: ['hip hinge', 'lifting technique', 'body mechanics', 'keep|keeping the load close', 'bend your|the knees', 'lift with your legs'],
  breaks: ['break', 'micro break|breaks', 'microbreak', 'rest break|breaks', 'pacing', 'pace'],
  supervisor: ['supervisor', 'boss', 'manager', 'foreman', 'lead hand'],
  employer: ['employer', 'company', 'human resources', 'hr'],
  commute: ['commute', 'commuting', 'drive to work', 'alternate site'],
  // Environment and prevention.
  heat: ['heat', 'hot', 'outdoor', 'outside in the sun', 'acclimat*', 'heat illness|exhaustion|stroke'],
  hydration: ['water', 'fluid', 'hydrat*', 'dehydrat*', 'electrolyte', 'gatorade', 'sports drink'],
  noise: ['noise', 'noisy', 'loud', 'decibel', 'dba'],
  hearing_protection: ['hearing protection', 'ear plug|plugs', 'earplug', 'ear muff|muffs', 'earmuff', 'muff', 'plug', 'protector'],
  hearing_aid: ['hearing aid'],
  audiogram: ['audiogram', 'audiometr*', 'hearing test', 'threshold shift', 'sound booth', 'booth'],
  respirator: ['respirator', 'mask', 'n95', 'half mask|masks|face', 'full face', 'fit test', 'seal', 'papr'],
  facial_hair: ['facial hair', 'beard', 'mustache', 'moustache', 'stubble', 'shave', 'clean shaven'],
  cartridge: ['cartridge', 'filter', 'canister'],
  eye_protection: ['safety glasses', 'goggles', 'face shield', 'side shield', 'eye protection', 'safety eyewear'],
  corrective_lenses: ['corrective lens|lenses', 'glasses', 'contact lens|lenses', 'contacts', 'spectacles', 'prescription glasses'],
  gloves: ['glove', 'nitrile', 'liner', 'latex'],
  safety_footwear: ['steel toe|toed boot|boots|shoe|shoes?', 'safety boot|shoe', 'work boot', 'composite toe'],
  footwear: ['shoe', 'sneaker', 'regular shoe', 'footwear'],
  terrain: ['uneven ground|surface|terrain', 'gravel', 'slope', 'curb'],
  exposure: ['exposure', 'exposed', 'fume', 'dust', 'silica', 'asbestos', 'blood lead', 'lead level|exposure', 'particulate'],
  sun_protection: ['sun', 'sunscreen', 'spf', 'sunlight', 'sun protection'],
  // Care, tests and treatment.
  exercise: ['exercise', 'home exercise program', 'home program', 'hep', 'stretch*', 'resistance band', 'theraband', 'band', 'alphabet', 'workout', 'strengthening'],
  teach_back: ['teach back|backs', 'show me how', 'repeat it back', 'in your own words', 'walk me through', 'explain it back', 'tell me back'],
  brace: ['brace', 'splint', 'sling', 'sleeve', 'boot', 'walking boot', 'cast', 'strap', 'counterforce strap', 'wrist support', 'immobiliz*', 'orthosis', 'orthotic'],
  fit: ['fit', 'fitting', 'too tight', 'too loose', 'snug', 'adjust*'],
  mobility_aid: ['cane', 'crutch', 'walker', 'wheelchair'],
  weight_bearing: ['bear weight', 'weight bearing', 'put weight on', 'four steps'],
  ice: ['ice', 'icing', 'cold pack', 'ice pack', 'frozen peas'],
  heat_therapy: ['heating pad', 'hot pack', 'warm compress', 'warm shower'],
  compression: ['compression', 'ace wrap|bandage', 'wrap', 'compress'],
  elevation: ['elevat*', 'prop* up', 'keep it up', 'above the heart', 'raise it', 'on a pillow'],
  weight_management: ['weight management', 'lose weight', 'diet', 'bmi', 'body weight'],
  bed_rest: ['bed rest', 'stay in bed', 'lie|lying in bed'],
  massage: ['massage'],
  bathing: ['shower', 'bath', 'bathe', 'get it wet', 'keep it|the wound dry', 'soak', 'swim*'],
  cognitive_rest: ['cognitive rest', 'screen time', 'brain rest', 'mental rest'],
  therapy: ['physical therapy', 'occupational therapy', 'therapy', 'therapist', 'physio*', 'rehab*', 'work conditioning'],
  therapy_sessions: ['therapy session|sessions|visit|visits|appointment', 'session', 'visits left|remaining', 'authoriz*', 'approved visits'],
  discharge: ['discharg*', 'graduat*', 'done with therapy', 'last session|visit'],
  follow_up: ['follow up', 'followup', 'appointment', 'next visit|session|appointment', 'come|coming back', 'see you back|again|in', 'return visit', 'clinic visit', 'slot', 'recheck visit'],
  x_ray: ['x ray|rays', 'xray', 'radiograph', 'film', 'plain film'],
  mri: ['mri', 'magnetic resonance'],
  ct: ['ct scan', 'cat scan', 'ct'],
  ultrasound: ['ultrasound', 'sonogram'],
  lab: ['lab', 'labs', 'blood test|work', 'bloodwork', 'kidney function', 'creatinine', 'lab result|results', 'blood lead', 'lead level', 'a1c'],
  nerve_study: ['nerve conduction', 'emg', 'ncs', 'nerve test|study'],
  fce: ['functional capacity evaluation', 'fce', 'functional capacity'],
  specialist: ['referral', 'specialist', 'orthoped*', 'orthopaed*', 'ortho', 'surgeon', 'neurolog*', 'hand surgeon', 'spine surgeon', 'consult'],
  injection: ['injection', 'cortisone', 'steroid shot|injection'],
  surgery: ['surgery', 'surgical', 'operation', 'operate|operated on'],
  grip_strength: ['grip strength', 'dynamometer', 'grip test', 'jamar'],
  grip: ['grip', 'gripping', 'grasp*', 'squeez*'],
  range_of_motion: ['range of motion', 'flexion', 'extension', 'rotation', 'abduction', 'degree'],
  balance: ['balance', 'single leg stance', 'stand on one leg', 'wobbl*', 'unsteady'],
  hop_test: ['hop', 'hop test', 'hopping'],
  special_test: ['apprehension test|sign', 'special test', 'phalen*', 'tinel*', 'straight leg raise', 'drawer test', 'mcmurray'],
  blood_pressure: ['blood pressure', 'bp', 'pressure reading', 'systolic', 'diastolic', 'over ninety|eighty|seventy|hundred'],
  vital: ['vital sign', 'vitals', 'heart rate', 'pulse', 'oxygen', 'o2 sat*', 'temperature', 'respiratory rate'],
  circumference: ['circumference', 'collar size', 'neck size'],
  drug_screen: ['drug screen', 'drug test', 'urine drug screen', 'urine drug test', 'specimen', 'urine sample', 'collection cup'],
  spirometry: ['spirometry', 'lung function', 'pft', 'blow into'],
  tetanus: ['tetanus', 'tdap', 'lockjaw'],
  mmr: ['measles', 'mumps', 'rubella', 'mmr'],
  varicella: ['chickenpox', 'chicken pox', 'varicella', 'shingles'],
  vaccination: ['vaccin*', 'immuniz*', 'booster', 'shot', 'titer', 'titre', 'immunity', 'immune', 'jab'],
  tb_test: ['tb', 'tuberculosis', 'ppd', 'skin test', 'quantiferon', 'tb test', 'tb reading'],
  emergency: ['emergency', '911', 'ambulance', 'emergency department', 'emergency room', 'urgent care', 'emergency transport', 'emergency services'],
  crisis: ['crisis', 'hotline', 'crisis line', '988', 'crisis protocol'],
  counseling: ['employee assistance', 'eap', 'counsel*', 'psycholog*', 'mental health service|services'],
  escalation: ['escalat*', 'same day evaluation', 'heat illness protocol'],
  // Visit logistics and claims.
  patient_location: ['location', 'address', 'where are you', 'where you are', 'where he is', 'where she is', 'where the patient is', 'physical location'],
  language: ['language', 'interpreter', 'translat*', 'spanish', 'english', 'mandarin', 'vietnamese', 'somali', 'portuguese', 'arabic', 'asl', 'sign language'],
  transportation: ['transportation', 'ride', 'bus', 'get to therapy|appointments|the clinic', 'car'],
  wage_replacement: ['wage', 'paycheck', 'pay', 'benefit check|checks', 'indemnity', 'lost wages', 'ttd', 'compensation check|checks'],
  claim: ['claim', 'adjuster', 'case manager', 'insurance', 'insurer', 'carrier', 'workers comp', 'workers compensation'],
  certification: ['certif*', 'medical card', 'dot card', 'medical certificate', 'qualified', 'disqualif*', 'interval'],
  care_team: ['prescriber', 'prescribing clinician|doctor', 'primary care', 'pcp', 'family doctor'],
  injury: ['injur*', 'accident', 'incident', 'hurt it', 'sprain*', 'strain*', 'fractur*', 'broke', 'broken bone', 'dislocat*', 'tear', 'torn'],
  // A fall is one kind of mechanism: a card about falls is not named by a twist (resolve/match.ts names falls as a
  // mechanism for a card asking how it happened).
  mechanism: ['mechanism', 'slip*', 'trip*', 'twist*', 'struck', 'hit by', 'caught in|between', 'crush*', 'pinned'],
  fall: ['fall', 'fell', 'fallen', 'falling'],
  collision: ['collision', 'crash', 'car accident', 'motor vehicle', 'mva', 'rear ended', 'wreck'],
  seatbelt: ['seatbelt', 'seat belt', 'belted', 'buckled'],
  recovery: ['timeline', 'recovery', 'heal*', 'prognosis', 'how long it will take', 'get better', 'regain'],
};

/** Concepts whose card names a value to read out ("Recheck blood pressure" is answered by a number). */
export const MEASURABLE_TOPICS: readonly string[] = ['blood_pressure', 'vital', 'circumference', 'grip_strength', 'range_of_motion', 'visual_acuity'];

/**
 * Circumstances that make two otherwise equal targets differ: "pain at night" is not "pain during the day",
 * "pain at rest" is not "pain with lifting" (eval README, open-wrong-target). Kept apart from topics.
 */
export const CONTEXTS: PhraseSpec = {
  night: ['at night', 'night', 'nights', 'nighttime', 'overnight', 'in bed', 'nocturnal'],
  daytime: ['daytime', 'during the day', 'in the morning|afternoon|daytime', 'morning', 'afternoon'],
  rest: ['at rest', 'rest', 'resting', 'sitting still', 'lying down', 'not moving', 'doing nothing'],
  activity: [
    'with|when|while|during|after activity|activities|use|using|movement|moving|exertion|exercise|exercising|lifting|gripping|grip|walking|kneeling|squatting|standing|typing|working|bending|reaching|climbing|running|gripping',
    'on exertion', 'with exertion',
  ],
  // Uses of the words above that are not a circumstance (longest match wins).
  ignore: ['night splint|splints', 'a|per|each|every night', 'of|many nights', 'rest break|breaks', 'bed rest', 'cognitive|mental|brain rest', 'the rest of', 'rest of the', 'feet|foot rest'],
};

/**
 * Sites close enough that people name one for the other ("my hand" for a wrist card): not a different target.
 * Each group is symmetric.
 */
export const NEAR_SITES: ReadonlyArray<readonly string[]> = [
  ['hand', 'wrist', 'finger'],
  ['foot', 'ankle', 'toe'],
  ['arm', 'elbow'],
  ['arm', 'shoulder'],
  ['leg', 'knee'],
  ['leg', 'hip'],
  ['neck', 'shoulder'],
  ['head', 'face'],
];

/** Pairs of contexts that cannot both hold for one answer: a card's context vs the window's. */
export const CONTEXT_CONFLICTS: ReadonlyArray<readonly [string, string]> = [
  ['night', 'daytime'],
  ['rest', 'activity'],
];

/** Body sites: key -> patterns. `PAIRED_SITES` can take a side. */
export const BODY_SITES: PhraseSpec = {
  back: ['back', 'low|lower|upper|mid back', 'lumbar', 'lumbosacral', 'thoracic', 'spine', 'spinal', 'tailbone', 'low back pain'],
  neck: ['neck', 'cervical', 'cervical spine'],
  shoulder: ['shoulder', 'rotator cuff'],
  arm: ['arm', 'upper arm', 'forearm', 'upper extremity', 'bicep*', 'tricep*'],
  elbow: ['elbow'],
  wrist: ['wrist', 'carpal'],
  hand: ['hand', 'palm'],
  finger: ['finger', 'thumb', 'index|middle|ring|pinky|little finger', 'knuckle', 'fingertip'],
  hip: ['hip', 'groin'],
  leg: ['leg', 'thigh', 'calf', 'shin', 'hamstring', 'lower extremity'],
  knee: ['knee', 'kneecap', 'patella'],
  ankle: ['ankle', 'achilles'],
  foot: ['foot', 'heel', 'sole', 'arch of the foot'],
  toe: ['toe', 'big toe'],
  eye: ['eye', 'eyelid'],
  ear: ['ear', 'eardrum'],
  head: ['head', 'scalp', 'forehead', 'skull'],
  face: ['face', 'jaw', 'cheek', 'nose', 'lip'],
  chest: ['chest', 'rib', 'ribs', 'sternum'],
  abdomen: ['abdomen', 'abdominal', 'belly'],
  // Uses of the words above that are not a body site (longest match wins).
  ignore: [
    'come|came|coming|go|goes|going|went|gone|get|gets|getting|got|call|calling|called|bring|brought|send|sent|put|cut|set|hold|holding|step|stepping|pay|paid|look|looking|write|hear|head|heading|way|turn|move|moved|fall|fell|check|checked|push|pushed|feed|sign|signed|fight|talk|talking|be|been|am|is|are|was|were back',
    // An adverb, not the site: after an object pronoun or a span of time ("do it back", "the first days back").
    // ("back in", "back on" stay: "my back on the left side".)
    'back to|then|home|again|there|here', 'back and forth', 'it|them|him|me|us back',
    'day|days|week|weeks|month|months|year|years|ways back', 'feedback', 'on the other hand', 'hand over|out|in|off|it|them|him|her',
    'eye level', 'keep an eye', 'head to|over|out|home|back', 'ahead', 'on foot', 'by ear', 'face mask|shield', 'half face', 'full face', 'chest strap',
    'heel cup', 'single|one leg', 'steel toe', 'toe boot|boots|cap|caps',
  ],
};

/** Sites that come in a left and a right. */
export const PAIRED_SITES: readonly string[] = ['shoulder', 'arm', 'elbow', 'wrist', 'hand', 'finger', 'hip', 'leg', 'knee', 'ankle', 'foot', 'toe', 'eye', 'ear'];

/**
 * Side words. A side counts only next to a body site ("right wrist", "left-sided", "both hands") or as
 * "the left|right side|one" (target.ts): "right now", "all right" and "that's right" are not sides.
 */
export const SIDE_WORDS: PhraseSpec = {
  left: ['left', 'left sided', 'left hand side'],
  right: ['right', 'right sided', 'right hand side'],
  both: ['both', 'each', 'bilateral', 'bilaterally', 'either'],
};

/** Prior (an earlier injury or condition) vs current (this injury, now). */
export const TIME_CUES: PhraseSpec = {
  prior: [
    'prior', 'previous', 'previously', 'ever', 'history of', 'in the past', 'old injury', 'earlier injury',
    'before this claim|injury|accident|incident|one', 'before the injury|accident|incident', 'last year', 'years ago',
  ],
  current: [
    'current', 'currently', 'now', 'right now', 'today', 'at present', 'presently', 'this injury|claim|accident|incident', 'these days', 'at the moment', 'still',
    'since the|your last visit|appointment|session',
  ],
  ignore: ['prior authorization|auth', 'up to date', 'now that', 'past due'],
};

/** Work vs home. "home exercise program" is not home: only the setting phrases count. */
export const SETTING_CUES: PhraseSpec = {
  work: [
    'at|for work', 'at the workstation|worksite|warehouse|plant|site|job|shop|station', 'at the assembly station', 'on the job|floor|line|site', 'while working',
    'during|on|per|each|in a|the? work|shift|shifts|workday', 'workday', 'work day', 'workplace', 'work site', 'in the warehouse|plant|shop|yard', 'on shift',
    'at the end of the workday|shift', 'by the end of the workday|shift',
  ],
  home: ['at home', 'around the house', 'household', 'home chores', 'at the house', 'in the yard at home', 'off the clock'],
};
