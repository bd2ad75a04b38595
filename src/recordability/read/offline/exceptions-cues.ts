/**
 * The exceptions of 29 CFR 1904.5(b)(2)(i)-(ix) as vocabularies, each beside the paragraph it serves. Matched
 * per sentence, case-insensitive, with negation (scan.ts); linear-time patterns only.
 */

/** (i) present as a member of the general public rather than as an employee. */
export const MEMBER_OF_PUBLIC =
  /as a (customer|patron|shopper|visitor|guest|spectator|member of the (general )?public)|as an? (out)?patient\b(?![- ](transporter|care|sitter|advocate|escort|aide|tech))|member of the (general )?public|\b(just|only|simply) an? (paying )?(customer|patron|shopper|guest|spectator|diner|player)\b|\blike (any|a|an|every|other) (other )?(customer|patron|shopper|visitor|guest|client|member of the (general )?public)\b|off[- ]duty (and )?(shopping|visiting|dining|eating)|(on (his|her|their) day off|while off duty|(was|were) off (that|the|this) day|(was|were) not (working|scheduled|on (the )?(shift|schedule)))[^.;]{0,80}(shopping|visiting|dining|as a customer|to (shop|eat|buy|deposit|cash|withdraw|pick up|pay|play|gamble|watch|see a show)\b|(do|doing) (the |some |her |his |their )?(\w{1,20} ){0,2}shopping)|while shopping (at|in) the store|\b(shopping|dining|visiting)\b[^.;]{0,80}(on (his|her|their) day off|while off duty|(not|n't) on the clock|off the clock)|\bpaid (the |a |an |his |her |their )?(regular |normal |usual |full |same |public )?([\w-]{1,20} )?(fee|admission|fare|entry|ticket price)\b|\blike (any|every) other (?!(co-?)?workers?\b|employees?\b|staff\b|operators?\b|drivers?\b|laborers?\b|nurses?\b)([a-z]{2,20}(er|or|ist)s?|guests?|patrons?|visitors?|spectators?|fans?|members?)\b/;

/**
 * (iii) voluntary participation in a wellness program or in a medical, fitness or recreational activity (blood
 * donation, physical examination, flu shot, exercise class, racquetball, baseball).
 */
export const WELLNESS =
  /wellness (program|challenge|event|class|fair)|fitness (program|class|center|room|challenge|test|assessment)|exercise class|\byoga\b|pilates|zumba|aerobics|racquetball|(basketball|softball|baseball|volleyball|soccer|football|kickball|pickleball|tennis|bowling|golf|ping[- ]pong) (game|league|team|match|tournament|outing)|(playing|played|plays) (in )?(a |an |the )?(\w{1,20} ){0,2}(basketball|softball|baseball|volleyball|soccer|football|kickball|pickleball|tennis|racquetball|golf)|company (picnic|sports|team|league|outing|5k|run|race|fun run)|\b5k\b|charity (run|walk|race)|fun run|blood (donation|drive|bank)|donat\w{0,15} blood|flu[- ](shot|vaccin\w{0,15}|clinic)|(voluntary|optional) (\w{1,20} ){0,2}(vaccin\w{0,15}|screening|exam\w{0,15}|shot)|physical exam\w{0,15}|annual physical|health (fair|screening)|cholesterol screening|biometric screening|blood pressure screening|recreational|recreation (league|program|activity)|work(ed|ing)? out\b|workout|lifting weights|weight ?lifting|treadmill|(company|employer|onsite|on-site|employee) (gym|fitness center)/;
/** Exercise on the employee's own initiative: voluntary unless the text says the employer required it. */
export const OWN_EXERCISE =
  /work(ed|ing)? out\b|workout|lifting weights|weight ?lifting|treadmill|\bjog\w{0,4}|went (out )?for a (run|swim|bike ride)/;
/** Required by the employer or part of the job: not voluntary participation. */
export const REQUIRED =
  /\b(required|mandatory|compulsory|must pass|must (take|attend|complete)|to keep (the|his|her|their) (job|position|certification)|condition of (employment|the job)|as part of (his|her|their|the) (job|duties|work)|job requirement|(was|were) assigned|ordered to|directed to (attend|participate)|(has|have|had) to (do|attend|take|complete)|under (the )?(dept|department|company|agency|employer|station|city|county)'?s? (policy|rules?|requirements?)|(policy|rules?) requires?)\b/;
export const VOLUNTARY =
  /voluntar\w{0,15}|optional|on (his|her|their) own (time|initiative)|chose to|elected to|signed up|decided to (join|play|attend|participate|take part)|not (required|mandatory|part of (any|the|his|her|their) job)|no (pressure|incentive|one is pressured)|purely optional|entirely optional|not a job requirement|sign up if (you|they|he|she) (want|wish|like)|\b(people|staff|employees|workers|many|most|some) (\w{1,20} )?skip (it|them|the class)/;
/** The employee gave the shot or ran the drive as a job duty (a nurse at the flu clinic, a coach). */
export const WELLNESS_AS_DUTY =
  /administer\w{0,15}|giving (the |flu )?shots|vaccinating|drawing up (a |the )?(\w{1,20} )?(shot|vaccine|dose|injection)|drawing blood from|staffing/;
/** The employee's own role in the activity, in the job title or said of them ("as the coach"); "the company brings in an instructor" is someone else. */
export const WELLNESS_ROLE = /\b(coach|instructor|trainer|lifeguard|referee)\w{0,15}/;
export const WELLNESS_ROLE_SAID =
  /\b(as|is|was|were) (the |a |an )?(\w{1,20} )?(coach|instructor|trainer|lifeguard|referee)\b/;

/** (iv) eating, drinking or preparing food or drink for personal consumption. */
export const FOOD =
  /\b(ate|eats|eaten)\b|leftovers?\b|chok\w{0,15} on|while (eating|drinking|snacking)|eating (his|her|their|a|an|the) (own )?(lunch|breakfast|dinner|snack|meal|sandwich|food)|\b(ate|eating|eaten) (\w{1,20} ){0,2}(lunch|breakfast|dinner|snack|meal|sandwich|food)|(his|her|their|own) (lunch|breakfast|dinner|snack|meal|coffee|tea|food|soup|sandwich|drink)(?![- ]?(break|hour|period|room|table|time))|(poured|pouring|drank|drinking|sipp\w{0,15}|gulp\w{0,15}) (of )?(\w{1,20} ){0,3}(coffee|tea|soup|drink|water|soda|cocoa)|took a (big |large )?(gulp|sip|bite|swig)|microwav\w{0,15}|toast(er|ing)|prepar\w{0,15} (his|her|their) (own )?(food|meal|lunch|coffee|tea|snack)|making (his|her|their )?(coffee|tea|toast|lunch|breakfast|a sandwich)|(making|made|fixing|brewing|pouring|poured) (him|her|them)sel(f|ves) (a |some )?(\w{1,20} ){0,2}(coffee|tea|cocoa|soup|oatmeal|noodles|lunch|breakfast|snack|drink)|(cutting|slicing|peeling|opening|heating) (a |an |the |his |her |their )?(\w{1,20} )?(bagel|sandwich|apple|orange|fruit|bread|melon|can of (soup|food)|leftovers|lunch|food|cake|pizza)|hot (coffee|tea|soup|cocoa)|\b(sandwich|bagel|lunch|food|snack|meal|leftovers|salad|soup|burrito|wrap|pizza|noodles|pasta|curry|fruit|yogurt|chili|stew)( [^ .;]{1,20}){0,6} brought (in )?from home|\b(ate|eating|eaten|eat|eats) (a|an|some|the|his|her|their) (\w{1,20} ){0,2}(salad|soup|burrito|wrap|pizza|noodles|pasta|curry|fruit|yogurt|chili|stew|olives?|cherr(y|ies)|chips|crackers|pretzels)\b|food poisoning|(snack|lunch|meal|food|sandwich|candy|cookies?|nuts|peanuts|cake|leftovers) (he|she|they) (had )?(brought|bought|packed|made)|\bate (a|an|some|the|his|her|their) (\w{1,20} )?(cookie|snack|candy|cake|nuts|peanuts|granola bar|sandwich|apple|meal)|catered|(lunch|meal|food) (was |were )?(provided|supplied|served)/;
/** The injury comes from the eating, drinking or preparing itself. */
export const FOOD_MECHANISM =
  /chok\w{0,15}|\bbit(e|ing)? (down|into)|(broke|cracked|chipped) (a |his |her |their )?(tooth|teeth|molar|filling|crown)|burn\w{0,15}|scald\w{0,15}|\bcut\b|sliced|slice|allergic|poison\w{0,15}|spill\w{0,15}|gulp|knife|sick|ill\b|vomit\w{0,15}|gastro\w{0,15}/;
/**
 * Note to (iv): food contaminated by workplace contaminants (eaten with the work's chemical on unwashed hands or gloves),
 * or food poisoning from food supplied by the employer.
 */
export const FOOD_WORK =
  /contaminat\w{0,15}|\b(spray|overspray|mist|dust|fumes?|residue|solvent|chemicals?|splash\w{0,4}) (\w{1,20} ){0,2}(got|landed|settled|fell|dripped|blew|drifted) (on|in|into|onto) (it|the (food|sandwich|lunch|drink|cup|meal|snack))\b|workplace contaminant|\b(soak\w{0,3}|dripp\w{0,3}|leak\w{0,3}|splash\w{0,3}|sprayed|spilled) (\w{1,20} ){0,6}(lunch|lunch ?bag|lunch ?box|bag|cooler|food|sandwich|water bottle|drink|cup|thermos)\b|\b(pesticide|chemical|solvent|herbicide|insecticide|fungicide|degreaser|cleaner) (ingestion|in (his|her|their) (food|lunch|drink))|employer[- ](provided|supplied|catered|sponsored)|(provided|supplied|served|catered|bought|paid for) by (the )?(employer|company)|company[- ](provided|catered|supplied)|(company|employer) (catered|provided|supplied|bought|served)|catered|lead dust|without (taking (off )?(his|her|their) (work )?gloves( off)?|removing (his|her|their) (work )?gloves|wash\w{0,6} (up|(his|her|their) hands))|(with|in) (his|her|their) (work |chemical )?gloves (still )?on|before wash\w{0,6} (up|(his|her|their) hands)|hands (were |was )?(not|never|n'?t|un)[- ]?washed|(not|never|n'?t) wash\w{0,6} (his|her|their) hands|unwashed hands/;
/** A workplace hazard as the mechanism: the injury does not then result solely from eating or drinking. */
export const FOOD_HAZARD =
  /(?<!\b(knife|blade|hand|grip|fingers?|peeler|cutter|it) )slipp\w{0,15}|tripp\w{0,15}|\bfell\b|falling|wet floor|equipment|(?<!(vending|coffee|soda|snack|espresso|ice cream) )machine|struck by|hit by|collaps\w{0,15}|ceiling|shelf|shelving|broken chair|chair (broke|collapsed|tipped)|fryer|grill/;
/** The job is food: preparing food or drink may be the work itself. */
export const FOOD_JOB =
  /cook|chef|food service|kitchen|barista|server|catering|baker|dietary|culinary|restaurant/;

/** (v) a personal task unrelated to the employment. */
export const PERSONAL_TASK =
  /personal ([\w-]{1,20} )?(task|project|errand|business)|\b(work\w{0,4} on|repair\w{0,4}|fix\w{0,4}|wash\w{0,4}|clean\w{0,4}|servic\w{0,4}|detail\w{0,4}|sharpen\w{0,4}|build\w{0,4}|built|paint\w{0,4}|weld\w{0,4}|whittl\w{0,4}|mak\w{0,4}|sew\w{0,4}|cut\w{0,4}|load\w{0,4}|sort\w{0,4}|pric\w{0,4}|pack\w{0,4}|lift\w{0,4}|carr\w{0,4}|mov\w{0,4}|organi[sz]\w{0,4}|fir(e|es|ed|ing)|bak\w{0,4}|print\w{0,4}|glaz\w{0,4}) (\w{1,20} ){0,4}(his|her|their) (own|personal)\b|\b(yard|garage|estate|rummage) sale\b|(his|her|their) own ([\w-]{1,20} ){0,2}(project|lawn ?mower|mower|furniture|bookshelf|boat|trailer|camper|motorcycle)\b|for (his|her|their) (own )?(house|home|family|personal use|garden|daughter|son|kids?|children|wife|husband|spouse|partner|mother|father|friend|neighbou?r)\b|not a work (assignment|task)|(unrelated|not related) to (the|his|her|their) (job|work|employment)|\b(changing|change|changed|rotating|washing|fixing|repairing|servicing|do|doing|did) (the )?(oil|tires?|brakes?) (on|of|in) (a |his |her |their )?(own |personal )?(car|truck|pickup|vehicle)|\b(do|doing|did|redo|redoing) (his|her|their) (own )?(brakes|oil change|tires|tune-?up)\b|whittl\w{0,15}|\b(his|her|their) (son|daughter|kid|child|children|wife|husband|spouse|partner|mother|father|friend|neighbou?r|family)'?s'? ([\w-]{1,20} ){0,3}(poster|project|homework|party|wedding|costume|invitations?|flyers?|photos?|gifts?|birthday)\b/;
/** Outside assigned working hours: after the shift, before it, a day not scheduled, off the clock. */
export const OUTSIDE_HOURS =
  /after (his|her|their|the) shift|(shift|work ?day) (had )?ended|after (work|hours|the workday)|before (his|her|their|the) shift|off the clock|clock(ed|ing) out|after clocking out|on (his|her|their) own time|(not|was ?n[o']?t|were ?n[o']?t) (scheduled|on the schedule|on shift|on duty|paid)|day off|on a (saturday|sunday)|weekend/;
/** During the workday, including a meal or rest break between its start and end (OSHA LOI 2010-02-16, 2019-07-29). */
export const DURING_HOURS =
  /mid-?shift|during (his|her|their|the) (shift|work ?day|working hours)|on (the )?clock|(lunch|meal|rest|coffee) break|during (his|her|their|the) lunch|at lunch/;

/** (vi) personal grooming, self medication for a non-work-related condition, or intentionally self-inflicted. */
export const GROOMING =
  /curling iron|hair ?(dryer|straightener)|flat iron|(brushing|combing|styling|curling|straightening|touch(ing)? up) (his|her|their) (hair|teeth)|(shav\w{0,3}|trim\w{0,4}|clip\w{0,4}|buzz\w{0,3}) (his|her|their) (face|legs|beard|mustache|moustache|goatee|sideburns|head|neck)|(hair|beard) (clippers|trimmer)|while shaving|shaving (in|at) the|pluck\w{0,15} (his|her|their) (eyebrows|brows)|(applying|putting on) (make-?up|lotion|mascara|eyeliner)|(fix|touch|redo|do|did|apply)\w{0,4} (up )?(his|her|their) (own )?(make-?up|lipstick|mascara|eyeliner|eye ?lashes|lashes|eyebrows)|(eye ?)?lash curler|(clipping|trimming|filing|cutting|painting) (his|her|their) (own )?(finger|toe)?nails|nail clippers|tweez\w{0,15} (his|her|their) (eyebrows|brows)|personal grooming/;
/** The grooming is of a client ("doing a client's keratin straightening"): the stylist's job, not personal grooming. */
export const CLIENT_GROOMING =
  /\b(doing|styling|cutting|coloring|colouring|straightening|curling|blow-?drying|shampooing|trimming|shaving|waxing|braiding|perming) (a |the |her |his |their )?(clients?|customers?|patrons?|guests?|residents?|patients?)('?s)?\b|\b(clients?|customers?|patrons?|guests?|residents?|patients?)('?s)? (hair|nails|brows|eyebrows|beard|face)\b|\bon (a|the) (client|customer|patron|guest|resident|patient)\b/;
export const SELF_MEDICATION =
  /self[- ]medicat\w{0,15}|(took|taking|takes|take) (a |an )?(new |extra |double |higher )?(dose|doses|pill|tablet) of (his|her|their) own|(his|her|their) own ([\w-]{1,20} ){0,2}(medication|medicine|meds|pills?|tablets?|capsules?|insulin|inhaler|prescription)|\b(took|taking|takes|take|swallowed) (a |an |her |his |their |some )?([\w-]{1,20} ){0,3}(pills?|tablets?|capsules?|doses?|medication|medicine|meds)\b[^.;]{0,30}\b(his|her|their) own\b|(prescribed|given) by (his|her|their) own (doctor|physician|provider)[^.;]{0,40}personal/;
/**
 * A drug the employee's own doctor gave for an illness of her own ("had a sinus infection, her own doctor put her on
 * an antibiotic"): self-medication for a non-work condition unless the sentence is about a wound (WOUND_CARE).
 */
export const OWN_DOCTOR_DRUG =
  /\b(had|has|having|with|for) (a |an |the |his |her |their )?([\w-]{1,20} ){0,2}(infection|cold|flu|sinusitis|bronchitis|allerg(y|ies)|condition|illness|toothache|acne|migraines?|blood pressure|cholesterol|diabetes|asthma)\b[^.;]{0,30}\b(his|her|their) own (doctor|physician|provider|dentist|pcp|gp)\b[^.;]{0,30}\b(put|started|prescribed|gave)\b[^.;]{0,30}\b(antibiotics?|medications?|medicines?|meds|pills?|tablets?|capsules?)\b/;
export const WOUND_CARE =
  /\b(wound|cut|lacerat\w{0,10}|injur\w{0,10}|burn|bite|puncture|stitch\w{0,10}|sutur\w{0,10})/;
export const SELF_INFLICTED =
  /self[- ]inflicted|intentional(ly)? (self[- ])?(injur|cut|harm|struck|punch|burn)\w{0,15}|on purpose|deliberately (injured|cut|harmed|burned)|self[- ]harm|suicide attempt|attempted suicide/;
/** Another person did it on purpose (workplace violence is not self-inflicted). */
export const OTHER_ACTOR =
  /co-?worker|customer|patient|resident|client|inmate|another (person|employee|worker)|assault\w{0,15}|attack\w{0,15}|robber\w{0,15}/;
/** Self-medication is the cause only when the injury is the drug's effect (a reaction, an overdose). */
export const DRUG_EFFECT =
  /reaction|allerg\w{0,15}|hives|overdose|side effect|angioedema|drows\w{0,15}|dizz\w{0,15}|faint\w{0,15}|rash|swelling/;

/**
 * (vii) a motor vehicle accident ... (a collision, a car striking a person, a car driven into a fixed object on
 * the lot: "took the ramp too fast and hit a concrete column").
 */
export const MOTOR_VEHICLE_ACCIDENT =
  /motor vehicle (accident|collision|crash)|\b(hit|struck|clipped|rammed) (his|her|their|the) (passenger|driver'?s?|rear|front|back) ?(side|door|bumper|fender|end|quarter ?panel)\b|\b(hit|struck|rammed|sideswiped|clipped|backed into) (his|her|their|the|a|an) (parked )?(car|vehicle|truck|van|suv|pickup)\b|collision|collided|crash\w{0,15}|rear-?ended|t-?boned|backed (into|over)|fender[- ]bender|(struck|hit|run over|knocked down|clipped) by (a|an|another|the|his|her|their) ([\w'-]{1,20} ){0,2}(car|vehicle|truck|van|suv|pickup)|(car|vehicle|truck|van|suv|pickup) (accident|struck|hit|backed|ran into)|\b(driv\w{0,15}|backing|pulling) (\w{1,20} ){0,4}(hit|struck) (a |an |the )?(coworker|pedestrian|pole|light pole|car|vehicle|wall)|swerved|struck a (light )?pole|\b(car|truck|vehicle|van|suv|pickup) (slid|skidded|spun|fishtailed|hydroplaned)\b|\bair ?bags? (went off|deployed|popped)|\b(struck|hit|knocked|clipped) (her|him|them|the \w{1,20}) (down )?with (a|an|his|her|their|the) (car|vehicle|truck|van|suv|pickup)|\bback(ing|ed) (out|up)( [^ .;]{1,20}){0,6} (struck|hit|clipped|ran into)|\b(hit|struck|clipped|dented) (his|her|their|the) (car |vehicle |truck )?(door|bumper|fender|side)\b|\b(motorcycle|motorbike|moped|scooter)\b[^.;]{0,80}\b(slid|skidded|went down|spun out|wiped out|tipped over|lost control)\b|lost control of (his|her|their|the|a) (\w{1,20} )?(car|truck|vehicle|van|suv|pickup|motorcycle|motorbike|moped|scooter)\b|\b(driving|drove|backing|reversing|pulling|parking|took the (ramp|turn|corner))\b[^.;]{0,80}\b(hit|struck|ran into|slammed into|smashed into|drove into|crashed into|backed into) (a|an|the) ([\w-]{1,20} ){0,2}(column|pillar|pole|post|wall|barrier|curb|tree|guardrail|gate|bollard|sign)s?\b/;
/** The employee's own vehicle named in the event, and losing control of it (a sentence apart: "Tire slid out"). */
export const RIDING_VEHICLE =
  /\b(riding|rode|driving|drove) (his|her|their|a|the) (\w{1,20} )?(car|truck|motorcycle|motorbike|moped|scooter|pickup|van|vehicle)\b/;
export const LOST_CONTROL =
  /\b(slid|skidded|spun|fishtailed|slipped) out\b|\b(spun out|wiped out|tipped over|rolled over|flipped|lost control|skidded|went off the (road|lot)|ran off the (road|lot)|laid (it|the bike) down|went down)\b/;
/** ... on a company parking lot or company access road ... */
export const COMPANY_LOT =
  /(company|employee|employer'?s?|employee-only|staff|plant|facility|fenced) (\w{1,20} ){0,2}(parking )?(lot|garage|deck)|parking (lot|garage|deck|area)|access road|company (road|drive|driveway)/;
export const PUBLIC_LOT =
  /public (\w{1,20} ){0,2}(garage|lot|parking)|city (\w{1,20} ){0,2}(garage|lot)|shared by (all )?tenants|no control over|not (owned|controlled) by/;
/** ... while the employee is commuting to or from work. */
export const COMMUTING =
  /commut\w{0,15}|arriv\w{0,15}|pulling in|pulled in|parked (in|at)|(walking|walked) (in|into|to|toward|towards) (work|the (building|entrance|door|plant|office))|leaving (work|for the day|the (site|plant|building|office))|on (his|her|their) way (to|home|in|out)|driving (in|into|to work|home|through)|looking for a (parking )?(space|spot)|parking (his|her|their)|(start|end) of (his|her|their|the) shift|for (his|her|their|the) shift|after (his|her|their|the|\w{1,8}) shift|before (his|her|their) shift|\bto (start|begin) (his|her|their|the )?(\w{1,12} )?shift|\b(driving|riding|rode|drove|coming|came) (in )?(his|her|their) (\w{1,20} )?(car|truck|motorcycle|motorbike|moped|scooter|pickup|van|vehicle) (in|into work|to work|home)\b|(leaving|left|heading|going|driving) home|drove (in|home)|clock(ed|ing) (in|out)/;
/** Driving as part of the job on the lot: not commuting. */
export const DRIVING_FOR_WORK =
  /company (vehicle|truck|van|car)|(making|doing|on (a|his|her|their)) deliver(y|ies)|delivery (run|route|stop|shift)|delivering|while (working|driving for work)|work errand|yard (truck|tractor|jockey)|forklift|shuttling|moving (trailers|vehicles)/;

/** (viii) the common cold or flu. Contagious diseases caught at work (TB, COVID-19, hepatitis A) are not excepted. */
export const COLD_OR_FLU =
  /common cold|head cold|chest cold|cold symptoms|(caught|catching|has|had|having|developed|with|diagnosed with) (a |the )?(bad |mild |nasty )?cold\b(?! (storage|room|stress|exposure|environment|temperatures?|weather|air|water|burns?|injury|zone))|influenza|(?<!stomach |intestinal |tummy )\bflu\b(?![- ](like|shots?|vaccin\w{0,15}|clinic))/;
export const OTHER_CONTAGIOUS =
  /covid|sars-cov-2|coronavirus|tuberculosis|\bTB\b|hepatitis|norovirus|rotavirus|gastroenteritis|c\.? ?diff\w{0,10}|scabies|shigell\w{0,5}|salmonell\w{0,5}|brucellosis|plague|avian|bird flu|h5n1|measles|pertussis|meningitis|legionella|anthrax/;
/** A disease tested for and not found ("flu and covid swabs negative", "negative for covid"): not what the worker has. */
export const TESTED_NEGATIVE_AFTER =
  /^[^.;]{0,40}\b(swabs?|tests?|screens?|pcr|antigen|panel)\b (\w{1,20} ){0,2}(negative|neg|non-?reactive|not detected)\b/;
/** The word right after a disease says the test was negative ("flu negative", "flu swab neg"). */
export const NEGATIVE_RIGHT_AFTER = /^:? ?(test |swab )?(negative|neg)\b/;
/** Only what the worker took it for ("figured it was the flu", "thought it was a cold"), not a diagnosis. */
export const BELIEVED_BEFORE =
  /\b(figured|thought|assumed|guessed|was sure|were sure) (it was|it'd be|it would be|(he|she|they) had|(he|she|they) was getting)( a| the| just a| just the)? ?$/;
export const TESTED_NEGATIVE_BEFORE =
  /\b(negative|neg) (for|on) ((\w{1,20}|,|and|or) ){0,4}$|\bruled out ((\w{1,20}|,|and|or) ){0,4}$/;
/** Flu-like symptoms named for another diagnosis (metal fume fever): not the flu. */
export const FLU_LIKE =
  /flu[- ]like|cold[- ]like|(metal|polymer) fume fever|fume fever|humidifier fever|inhalation fever/;

/** (ix) a mental illness. */
export const MENTAL =
  /anxiety|\banxious\b(?! to)|nightmares|flashbacks|depression(?! (in|of) the (floor|ground|road|pavement|surface))|depressive|(?<!(heat|thermal|cold|repetitive|contact|pressure) )\bstress\b(?![- ](fractures?|tests?|testing|reactions? of|test\w{0,15}))|post-?traumatic|\bPTSD\b|acute stress (disorder|reaction)|mental (illness|health condition|disorder|breakdown)|panic (attack|disorder)s?|psychological (injury|illness|condition|trauma)|adjustment disorder|emotional distress|burnout|nervous breakdown/;
/** In the incident, a mental illness only when named as the condition suffered, not as a circumstance. */
export const MENTAL_AS_CONDITION =
  /\b(caus|develop|suffer|experienc|diagnos|result|led to|report|complain|treat|told|said|been|feel|felt)\w{0,15}( [^ .;]{1,20}){0,6} (anxiety|anxious\b(?! to)|depression|depressive|\bstress\b|post-?traumatic|PTSD|panic|adjustment disorder|emotional distress|burnout|nightmares|flashbacks)|\b(note|letter|diagnosis|dx|assessment)\b[^.;]{0,60}: ?(major |generalized |acute |severe )?(anxiety|depression|depressive|adjustment disorder|post-?traumatic|PTSD|panic disorder|burnout)|\bsince (then|that (call|incident|event|day|night|shift))\b[^.;]{0,20}\b(nightmares|flashbacks|anxiety|panic|can'?t sleep|trouble sleeping)/;
/** A physical injury or illness named: the case is then that condition, whatever the employee's distress. */
export const PHYSICAL_CONDITION =
  /laceration|fractur\w{0,15}|sprain\w{0,15}|\bstrain\b|burn(s|ed)?\b|contusion|bruis\w{0,15}|abrasion|\bcut\b|puncture|dislocat\w{0,15}|concussion|amputat\w{0,15}|physical injur\w{0,15}|hypertension|heart attack|cardiac|\bstroke\b|ulcer|rash|dermatitis|asthma|infection|poisoning|hearing loss/;
/** (ix) the case says no such opinion was given: "no opinion ... has been provided", "no physician ... has given an opinion". */
export const NO_OPINION =
  /\bno (\w{1,20} ){0,2}opinion|\b(has|have|had) not (provided|given|offered) (an? )?(\w{1,20} ){0,2}opinion|\b(has|have|had|did) ?n[o']?t (provided|given|offered|sent|shared|submitted|turned in|handed (over|in))( us| the employer| anything)? (any |an? )?(\w{1,20} ){0,2}(opinion|note|letter|statement|report)\b|\b(does|did|do) ?n[o']?t want to share\b|\b(declined|refused) to (share|provide|give)\b/;
export const NO_PROFESSIONAL = /\bno (physician|doctor|psychologist|psychiatrist|licensed|other)\b/;
export const OPINION_WORD = /\b(opinion|statement|letter|note)\b/;
/**
 * (ix) an opinion that the mental illness is work-related, from a physician or other licensed health care
 * professional: read as one sentence naming the professional, a statement, and the work as the cause.
 */
export const PROFESSIONAL =
  /\b(psychiatrist|psychologist|psychiatric nurse practitioner|PMHNP|physician|licensed health care professional|therapist|counselor|doctor|MD|LCSW|LPC)\b/;
export const STATES =
  /\b(stat\w{0,15}|opin\w{0,15}|determin\w{0,15}|conclud\w{0,15}|wrote|letter|note|diagnos\w{0,15}|attribut\w{0,15})\b/;
export const WORK_CAUSED =
  /work[- ]related|\b(caused by|result of|due to|related to|arising from|because of) ([\w'-]{1,20} ){0,6}(at|on|during) (work|the job|(his|her|their) (job|shift))\b|\b(caused by|result of|due to|related to|arising from|(?<!(leave|off|away|absent|absence|excused|time|break|rest|return\w{0,3}|home|released|excuse|note|cleared) )from) (the |a |an |his |her |their |that |this )?([\w-]{1,20} ){0,2}(work|job|workplace|employment|assault|robbery|incident|shooting|attack|event|call)\b/;
