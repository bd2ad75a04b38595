/**
 * The wording of the general recording criteria of 29 CFR 1904.7(b)(2)-(4) and (6), as data: what says the
 * employee died, stayed away, was restricted or transferred, or lost consciousness, and what says otherwise.
 * Patterns that carry their own negation ("no lifting", "should not work") start at the negating word, so the
 * shared negation reader does not take them for denials. A cue with many wordings is a list of patterns, each
 * linear-time (bounded quantifiers only).
 */

/** (b)(2): the employee died. */
export const DEATH =
  /\b(pt|patient|employee|worker|he|she) (later |subsequently )?expired\b|\bdied\b|\bdies\b|\bdeath\b|\bfatal(ity|ities|ly)?\b|\bdeceased\b|passed away|(was|were) killed|pronounced dead|\bDOA\b|succumbed|did not survive/i;
/** Someone else as the subject just before the words ("the resident passed out"): not this employee's outcome. */
export const OTHER_SUBJECT =
  /\b(patients?|residents?|clients?|customers?|family|father|mother|parents?|spouse|wife|husband|son|daughter|child|children|friends?|relatives?|brother|sister|co-?workers?|colleagues?|another (worker|employee)|bystanders?|pets?|dogs?|animals?|cattle|livestock) (\w{1,24} ){0,2}$/i;
/** Someone else reporting this employee's outcome: "coworker says she was out 10 seconds". */
export const REPORTED =
  /\b(says?|said|reports?|reported|states?|stated|thinks?|thought)( that)? (he|she|they|the (employee|worker|ee|iw))( \w{1,24}){0,2} ?$/i;
/**
 * Someone else as the subject of the clause that ends in the death ("a coworker fell from the top of a rack run and
 * died"), with no word for this employee in between; or a death the employee witnessed ("witnessing the fatal fall").
 */
export const OTHER_DIED =
  /\b(patients?|residents?|clients?|customers?|father|mother|parents?|spouse|wife|husband|son|daughter|child|friends?|relatives?|brother|sister|co-?workers?|colleagues?|another (worker|employee)|bystanders?|passengers?|pedestrians?|animals?|birds?|pets?|dogs?|cats?|horses?|cattle|cows?|calves|pigs?|hogs?|chickens?|hens|livestock|mice|rats?|fish) ((?!(he|she|they|him|her|employee|worker|pt|patient)\b)[^ .;]{1,24} ){0,12}$|\b(witness\w{0,4}|saw|seeing|seen|watch\w{0,3}|found|discover\w{0,3}) (a |an |the |his |her |their )?(\w{1,24} ){0,2}$/i;
/** Someone else's death just after the word ("the death of his father"). */
export const OTHER_AFTER =
  /^\s{0,2}(of|in) (his|her|their|a|an|the) (\w{1,24} )?(patients?|residents?|clients?|customers?|family|father|mother|parents?|spouse|wife|husband|son|daughter|child|children|friends?|relatives?|brother|sister|co-?workers?|colleagues?|another (worker|employee)|bystanders?|pets?|dogs?|animals?|cattle|livestock)/i;
/** A condition right after the words: "stay home if the swelling gets worse". */
export const CONDITION_AFTER = /^[\s,]{0,2}(if|in case|unless|when needed|as needed)\b/i;
/** An outcome only feared, watched for or ruled out ("observed for signs of LOC", "could have been fatal"). */
export const HYPOTHETICAL =
  /\b(could|might|may|would) have\b|\brisk of\b|\bpotentially\b|\bnear[- ]?(miss|fatal)|\bif\b|\b(watch|watched|monitor|monitored|monitoring|check|checked|observe|observed|observation) for\b|\bsigns of\b|\brule out\b/i;

/** (b)(6): the employee became unconscious, for any length of time. */
export const LOC =
  /los(t|e|s|ing) (of )?con(sc|s|c)ious?ness|\bLOC\b|uncon(sc|s|c)ious\w{0,20}|passed out|blacked out|black-?out|(?<!\b(tooth|teeth|window|pane|panel|pin|power|wind)( (was|were|got|had been))? )knocked (him |her |them )?(out cold|unconscious|out\b(?! (a|an|the|his|her|their|two|three|some|several|\d{1,3}|tooth|teeth|window|windows|power|pane|wall|panel|pin)\b))|\bKO'?d\b|out cold|fainted|faint(ing)? (spell|episode)|(?<!(pre|near|near-|near ))syncop\w{0,20}|unresponsive|\b(not|non-?) ?respon(ding|sive)\b(?! to\b)|came to(?=\s{0,2}([.,;)]|$))|regained con(sc|s|c)ious?ness|came (a)?round(?=\s{0,2}([.,;)]|$|after\b|within\b|in\b|quickly\b|slowly\b|right away\b|on (his|her|their) own\b|asking\b|confused\b|groggy\b))|(did ?n[o']?t|did not|would ?n[o']?t|would not|could ?n[o']?t|could not) (answer|respond|react)( to (his|her|their) (own )?name| to (voice|verbal|shaking|sternal rub|pain))|(did ?n[o']?t|did not|would ?n[o']?t|would not) move (or|and) (answer|respond|react)\b|\bwoke up (on|in) the (\w{1,24} )?(floor|ground|deck|pavement|grass|dirt)|(did ?n[o']?t|did not|would ?n[o']?t|would not|could ?n[o']?t|could not) (answer|respond|react) ((to )?(me|us|him|her|them|anyone|anybody) )?for (maybe |about |like )?(\d{1,3}|a few|several|a couple of|one|two|three|four|five|ten|fifteen|twenty|thirty)( or (\d{1,3}|two|three|four|five|ten))? ?(secs?|seconds?|mins?|minutes?)\b|\bnot moving (with|and) (his|her|their) eyes (closed|shut)|\b(lying|laying) (there )?(still |limp )?(with|and) (his|her|their) eyes (closed|shut)|\b(was|were|been|went) out (cold )?(for )?(maybe |about |around |approximately |like |~ ?)?(\d{1,3}([- ]\d{1,3})?|a few|several|one|two|three|five|ten|fifteen|twenty|thirty) ?(secs?|seconds?|mins?|minutes?)\b/i;
/** Nearly, not quite: "almost passed out", "felt like he would faint". */
export const NEAR =
  /(nearly|almost|near|about to|felt like|going to|would|might|may) (\w{1,24} )?$/i;
/** Said to have stayed conscious. */
export const CONSCIOUS =
  /stayed (awake|conscious|alert)|remained (awake|conscious|alert)|awake and (talking|alert|oriented)|(alert and oriented|\bA&O|\bAOx\d)|never (lost consciousness|passed out)/i;

/** (b)(3): days away recommended or taken ("off work 2 days", "no work Saturday or Sunday", "missed three shifts"). */
export const DAYS_AWAY: readonly RegExp[] = [
  // "His day off" is a day he was not scheduled to work, not a day away.
  /(?<!\b(his|her|their|my|regular|usual|normal|scheduled) )days? (away|off)( from work| work)?|days away from work|calendar days/i,
  /\boff (of )?work\b|off[- ]work (note|slip|order|status)|\bout of work\b|\bout from work\b/i,
  /lost[- ]time|lost (work ?)?days?|lost work|\bLWD\b|\bTTD\b|temporary total disability|medical leave|(on|went on|placed on) (medical |sick )?leave|called (in|out) sick/i,
  /(missed|misses|missing|lost) (\w{1,24} ){0,3}(days?|shifts?|work ?days?|weeks?)\b|missed work/i,
  /took (\w{1,24} ){0,2}(days?|time|weeks?) off|\bkept (him|her|them|the (employee|worker)) (out|home|off)\b|kept off work/i,
  /stay(ed|s|ing)? (at )?home|(rest|recover\w{0,20}|remain\w{0,20}) (at )?home/i,
  /not (to )?return (to work )?(for|until|before)|unable to (work|return)( to work)? (for|until|the next|\d)|excused from work/i,
  /\bno work( (of any kind|at all|whatsoever))? (for|until|through|on|x|the next|the rest of|tomorrow|this|next|\d|saturday|sunday|monday|tuesday|wednesday|thursday|friday|(sat|sun|mon|tues?|wed|thu|thurs?|fri)\b|over)/i,
  /((should|must|could|can|may) ?not|shouldn't|couldn't|can't|mustn't) (\w{1,24} ){0,2}(work|report to work|return to work|come (in|to work))\b(?! (restrictions?|limitations?|overhead|with|on|at heights))/i,
  /(told|advised|instructed|ordered|directed) (him |her |them |the (employee|worker) )?not to (\w{1,24} (or|and) )?(work|report to work|return to work|come (in|to work))\b(?! (restrictions?|limitations?|overhead|with|on|at heights))/i,
  /wrote (him|her|them) off( work)?|\boff until\b|\bout until\b/i,
  // "Off Tue and Wed": days named off work.
  /(?<!\bcall(ed|s|ing)? )(?<!\bdays? )\b(off|out)( work)? (on )?(sun|mon|tues?|wed|thu|thurs?|fri|sat)(day|nesday|sday|rsday|urday)?\b/i,
  // "Off the rest of today and tomorrow": the day after the injury is a day away ((b)(3)(i)).
  /\b(off|out)( of)?( work)? (the rest of (today|the day|the shift|(his|her|their|the) shift) and |today and )?(tomorrow|the next day|the following day)\b/i,
  /\b(out|off) (for )?(\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple of)( more)? (calendar )?(days?|weeks?|wks?)\b|\bout \d{1,4} ?(d|wks?)\b/i,
];
/** Said to have lost no time. */
export const NO_DAYS_AWAY: readonly RegExp[] = [
  /\bno (days? (away|off|lost)|lost[- ]time|time (off|lost|away)|lost (work ?)?days)\b|\b(0|zero) days (away|off|lost)/i,
  /did ?n[o']?t miss (any )?(work|time|days?|shifts?)|never missed (any )?(work|time|days?|shifts?)/i,
  /\b(RTW|returned|came back|was back|back)( to work| to duty| at work)?( full duty)? (the )?(next|following) (day|morning|shift)|(returned|went back|came back|reported back|was back|back) (to (work|duty|(his|her|their) (job|shift|regular \w{1,24}|usual \w{1,24}))|on (the )?(\w{1,24} ){0,2}(line|dock|floor|job|route))( \w{1,24}){0,3}? (the )?(next|following) (day|morning|shift)/i,
  /(next|following) (day|morning|shift),? (back|returned|he was back|she was back|they were back|worked)/i,
  /(worked|finished|completed) (the )?(rest|remainder|balance) of (the|his|her|their) shift|finished (the|his|her|their) (shift|route)/i,
];

/**
 * (b)(3): days away count only as a result of this injury or illness; a sentence naming another reason for the
 * absence ("came down with a stomach bug ... called out sick", "his son was sick") is about days away for it. Only
 * reasons that cannot be the case itself: a cold or flu is excepted by 1904.5(b)(2)(viii); a fever or a virus
 * may be the work illness, and days of vacation or leave still count when the injury kept the employee from work
 * ((b)(3)(iv)).
 */
export const OTHER_REASON_AWAY =
  /\bstomach (bug|flu|virus)|\b(the|a|with|had|has|caught) (bad |nasty |head |chest )?(flu|cold)\b(?![- ](like|shots?|room|storage|stress|weather|compress\w{0,3}|packs?|therapy|water|air|exposure|burns?))|\b(his|her|their) (\w{1,24} )?(kids?|child|children|son|daughter|boy|girl|baby|toddler|grandchild|grandson|granddaughter|wife|husband|spouse|partner|mother|father|mom|dad)( \w{1,24}){0,2} (was|were|got|is|are|had|has|caught|came down with) (sick|ill|hospitali[sz]ed|strep|the flu|flu|a cold|a fever|a virus|covid|chicken ?pox|a stomach bug|an ear infection|pink ?eye)|\b(day ?care|child ?care|the babysitter|the sitter|the nanny|school) (would ?n[o']?t|could ?n[o']?t|did ?n[o']?t|wouldnt|couldnt|didnt) (take|keep|watch)|\bunrelated (illness|condition|reason|matter|sickness)|\bnothing to do with (the|his|her|their) (\w{1,24} )?(injury|accident|incident|finger|hand|back|knee|shoulder|wrist|ankle|foot|eye)\b/i;
/**
 * (b)(3)(ii), (b)(4)(viii): with two or more professionals' recommendations the employer may decide which is the
 * most authoritative. Group 3 names the recommendation chosen ("went with the hand surgeon note as the more
 * thorough one").
 */
export const CHOSE_RECOMMENDATION =
  /\b(went with|followed|chose|relied on|accepted|adopted|used|goes with|go with) (the )?([\w' -]{2,40}?)('s)? (note|recommendation|opinion|release|determination|slip|letter|orders?|work status)\b[^.;]{0,80}\b(more|most) (thorough|authoritative|specific|complete|detailed|qualified|specialized|specialised|informed|recent)\b/i;
/** (b)(3)(iii): a professional's return to work ends the count, whatever the employee chose to do after it. */
export const RELEASED =
  /released (\w{1,24} ){0,2}to (full|regular|normal|unrestricted) (duty|work)|released (\w{1,24} ){0,2}to return to work|cleared (\w{1,24} ){0,2}(for|to return to|to) (full |regular |normal )?(duty|work)/i;
export const OWN_CHOICE =
  /\bchose to\b|\bon (his|her|their) own\b|\banyway\b|\bdecided to stay\b|\bby choice\b|\bpersonal choice\b/i;

/** (b)(3)(i), (b)(4)(iii): the day of the injury alone does not count. */
export const SAME_DAY_ONLY: readonly RegExp[] = [
  /\b(rest|remainder|balance) of (the|his|her|their|that) (\w{1,24} )?(day|shift|work ?day)\b|rest of today/i,
  /(for|on) the day of (the )?(injury|incident)|only (on )?the day of (the )?(injury|incident)|(injury|incident)[- ](day|shift) only|same[- ]day only|for the day\b/i,
  /went home early|left (work )?early|sent (him |her |them )?home early/i,
];
/** Words that reach past the injury day. */
export const NEXT_DAY: readonly RegExp[] = [
  /tomorrow|\bnext (day|morning|shift|week|\d{1,4}|two|three|few|several)\b|\bfollowing (day|days|morning|week|shift|shifts)\b/i,
  /\bfor (\d{1,4}|one|two|three|four|five|six|seven|ten|fourteen|a few|several|a couple of) (more )?(days?|weeks?|wks?|shifts?)\b|\b\d{1,4}[- ]days?\b|\bx ?\d{1,4} ?(days?|d|wks?|weeks?)\b/i,
  /through (the )?(weekend|\w{1,24}day)|until (\w{1,24}day|cleared|further notice|next|re-?evaluat\w{0,20}|follow)|\bweek\b|\bweeks\b|\bwks?\b|rest of the week|(saturday|sunday|monday|tuesday|wednesday|thursday|friday)/i,
];

/** (b)(4)(i): kept from a routine function or a full workday, by the employer or on a professional's word. */
export const RESTRICTED: readonly RegExp[] = [
  /(with|under|on) (work |job |activity |lifting |duty |temporary |light |the |these |those |his |her |their )?restrictions|restrictions?:|(work|lifting|activity|job|duty|weight|weight-bearing|physical) (restrictions?|limits?|limitations?)|restrictions? (on|of|to|from|for|were|was|issued|given|placed)/i,
  /light[- ]duty|modified (duty|work|job|tasks?|assignment)|limited (duty|use|activity|lifting)|desk (duty|work)|(to|on|given|assigned|put on) (a |the )?desk job|seated (work|duty|job)|sedentary (work|duty)|one[- ]handed (work|duty|tasks?)|transitional (duty|work)|alternate (duty|work)|restricted (duty|work|lifting|activity|activities)|take it easy|as tolerated/i,
  /restrict(ed|s|ing)? (him|her|them|the (employee|worker|\w{1,24})) (from|to)\b|restricted from\b/i,
  /\bno (heavy |overhead |repetitive )?(lifting|climbing|ladder work|kneeling|squatting|crawling|gripping|grasping|pushing|pulling|bending|reaching|overhead|use of|driving|operating|ladders?|prolonged (standing|walking)|standing|walking|typing|keyboarding|weight[- ]bearing|handling|forklifts?|pallet jacks?)\b(?! (restrictions?|limits?|limitations?|issues?|problems?|was noted|devices?|equipment|aids?|assists?|tables?|hoists?|help|belts?))/i,
  /(told|advised|instructed|directed|cleared|asked|recommended) ((him|her|them|the (employee|worker)) )?(not to|to avoid|against|that (he|she|they) (not|avoid)) (climb|lift|kneel|squat|drive|operate|carry|push|pull|bend|reach|stand|walk|type|grip|use|crawl|bear weight|work overhead|work with)\w{0,20}/i,
  /(should|must|may|could|can) ?not (climb|lift|kneel|squat|drive|operate|carry|push|pull|bend|reach|stand|grip|type|crawl|bear weight|use|work (overhead|with|on|at))\w{0,20}/i,
  /\bavoid(ing)? (climbing|lifting|kneeling|squatting|driving|operating|carrying|pushing|pulling|bending|reaching|overhead|repetitive|gripping|crawling|standing|walking|using|use of|typing|keyboarding|heavy)/i,
  /(limited|restricted) ((him|her|them|the (employee|worker)) )?to \w{1,24}[- ]?(hours?|hrs?)\b|\w{1,24}[- ]hours? (per|a|each) (day|shift) instead of|(shortened|reduced|partial|half)[- ](shifts?|work ?days?|schedule|hours|days)|worked half (days?|shifts?)|\b(\d{1,2}|two|three|four|five|six)[- ]hours? (shifts?|days?|work ?days?)\b|not (to )?work (a |the |his |her |their )?full (work ?day|shift|day|schedule)/i,
  /\b(left|went home|sent home|leaving) (\w{1,24} )?early (on )?(the )?(next|following) (day|morning|shift|days)|\b(home|left|leave|leaves|leaving) (\w{1,24} ){0,2}early (every|each) (day|shift|night)\b|\bworked only (\d{1,2}|one|two|three|four|five|six|half) (hours?|days?)/i,
  /lifting (limit|restriction)s? (of|to)|lift(ing)? (no more than|nothing (over|above|heavier))|(\d{1,4}|ten|twenty)[- ](lb|lbs|pound|kg)s? (lifting )?(limit|restriction|max)/i,
  /(not|n't) (\w{1,24} )?(let|allow) (him|her|them)( to)? (drive|operate|lift|climb|use|run|work|do)|kept (him|her|them|the (employee|worker)) (off|from) (the |his |her |their )?(\w{1,24} )?(forklift|line|machine|ladder|truck|press|job|duties|tasks?)/i,
  /\brestrictions?\b/i,
  // (b)(4)(i): kept from working the full workday, told by the hours worked of the shift ("worked 4 hrs of his 8 hr shift").
  /\bworked (only )?(\d{1,2}|one|two|three|four|five|six|seven|half) ?(hrs?|hours?) (of|out of) (his|her|their|the|an?) (\d{1,2}|eight|ten|twelve)[- ]?(hrs?|hours?) (shift|day|work ?day)/i,
];
/**
 * (b)(4)(i): sent or gone home part-way through a later shift ("Wed ... supervisor sent him home after 4 hrs", "around
 * lunch the manager sent him home", "missed 4 hrs of his 8 hr shift"): kept
 * from working the full workday. Counted only in a sentence about a day after the injury (see LATER_DAY).
 */
export const PARTIAL_SHIFT =
  /\b(sent (him |her |them |the (employee|worker) )?home|went home|left( work)?|clocked out) (\w{1,24} )?after (only )?(\d{1,2}(\.\d)?|one|two|three|four|five|six|seven|half a|a couple of) ?(hrs?|hours?)\b|\b(around|at|before|by) (lunch|noon|midday|mid-?shift) (\w{1,24} ){0,4}sent (him|her|them) home\b|\bsent (him |her |them )?home (at|around|before|by) (lunch|noon|midday|mid-?shift|\d{1,2}(:\d\d)? ?(am|pm|a\.m\.|p\.m\.|o'?clock)?)(?! (days?|hours?|hrs?)\b)|\b(so |only |just )?(about |around |roughly )?half (a|her|his|their|the) (shift|work ?day)\b|\bmissed (about |around |roughly |the last |the first )?(\d{1,2}(\.\d)?|one|two|three|four|five|six|seven|half) ?(hrs?|hours?) of (his|her|their|the|an?) (\d{1,2}|eight|ten|twelve)?[- ]?(hrs?|hours?)? ?(shift|work ?day|day)\b/i;
/** A day after the injury named in the sentence: "the next day", "tomorrow", "the day after". */
export const LATER_DAY =
  /tomorrow|\b(next|following) (day|morning|shift)\b|\bthe day after\b|\b(a|one|two|three) days? later\b/i;
/** A weekday named in full, or as a capitalised abbreviation not used as a word ("Sat down" is not Saturday). */
export const WEEKDAY_FULL = /\b(sun|mon|tues|wednes|thurs|fri|satur)day\b/gi;
export const WEEKDAY_SHORT =
  /\b(Sun|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat)\b\.?(?! (down|up|on|in|at|there|with|for|back|out|and)\b)/g;

/** Said to have worked unrestricted. */
export const NO_RESTRICTION: readonly RegExp[] = [
  /\b(full|regular|normal) duty,? (tomorrow|(the )?(next|following) (day|morning|shift))|\b(tomorrow|(next|following) (day|morning|shift)),? (back )?(at|to|on) (full|regular|normal) duty/i,
  /\b(full|regular|normal|unrestricted) duty\b|without restrictions?|unrestricted|no (work )?(limits|limitations)\b|cleared (for|to) (full|regular|normal) (duty|work)/i,
  /(continued|continues|kept) (to do |doing |performing )?(all|every one) of (his|her|their) (normal|usual|regular|routine)/i,
];

/** (b)(4)(ix)-(x): assigned to another job for all or part of a day. */
export const TRANSFER: readonly RegExp[] = [
  /transferr?(ed|ing)? (\w{1,24} ){0,3}to (another|a different|other|an? \w{1,24}|the \w{1,24}) (job|position|department|area|line|unit|task|role|shift)/i,
  /(moved|assigned|switched|placed|reassigned|put|sent) (\w{1,24} ){0,3}to (another|a different|other) (job|position|department|area|line|unit|task|role|work)/i,
  /reassign\w{0,20}|(job|work) transfer|to another job\b|\b((a|another) )?different (job|position)\b|\b(a|another) job (he|she|they) (does|do)(n't| not) normally (do|perform|hold)|outside (his|her|their) (normal|regular|usual) (job|duties|position)/i,
  /\b(had|made|put|assigned) (him|her|them|the (employee|worker)) (\w{1,24} ){0,3}instead\b/i,
  /\b(assigned|moved|put|sent|switched) (\w{1,24} ){0,2}to (\w{1,24} ){1,4}instead of (\w{1,24} ){0,2}(his|her|their|the|usual|regular|normal)?\b/i,
  /spent (the )?(mornings?|afternoons?|evenings?|rest of (each|the) (day|shift)|half (of )?(each|the) (day|shift)) (in|at|on|doing)/i,
];

/** (b)(4)(ii), (iv): a restricted task done less than once a week is not a routine function. */
export const NOT_ROUTINE =
  /\b(once|twice|two times|a few times|several times) (a|per|every) (month|quarter|semester|season|year)|\b(end|start|beginning) of (each|every|the) (semester|quarter|season|year)|\b(monthly|quarterly|annually|yearly|seldom|rarely)\b|\bevery (other|second|third|few|couple( of)?|2|3|4|6|two|three|four|six) weeks?\b|(less|fewer) than (once )?(a|per) week|\bone[- ]time (thing|task|job|request|favor)|\bone[- ]off\b/i;
export const JOB_NEVER_REQUIRES =
  /\b(job|work|duties|position|role) (never|rarely|does not|doesn't|do not|don't) (requires?|involves?|calls? for|includes?)\b|\b(he|she|they) (never|rarely) (lifts?|reach(es)?|climbs?|carr(y|ies)|kneels?|squats?|drives?|pushe?s?|pulls?)\b[^.;]{0,40}\b(otherwise|at work|on the job|in (his|her|their) job)\b|\b(he|she|they) (never|rarely) (works?|worked|reach(es|ed)?) (\w{1,20} ){0,2}(overhead|above (shoulder|head|chest)|over (his|her|their) head)/i;
/** A lifting (carrying, pushing) limit with its weight: "no lifting over 25 lb", "lifting limit of 10 kg". */
export const LIFT_LIMIT =
  /\b(lift\w{0,6}|carry\w{0,6}|push\w{0,6}|pull\w{0,6})( \w{1,20}){0,3} (over|above|more than|greater than|heavier than|of|to|>)\s{0,2}(\d{1,3})\s{0,2}(lbs?|pounds?|kg|kilos?)\b/i;
/** The job's own heaviest load, from its duties: "never more than about 10 lb", "heaviest item ... 10 lb". */
export const JOB_MAX_LOAD =
  /\b(heaviest|never more than|no more than|not more than|at most|maximum|max|up to)\b[^.;]{0,60}?(\d{1,3})\s{0,2}(lbs?|pounds?|kg|kilos?)\b/i;
/** The activity a restriction names, as the stem its other forms share ("driving" and "drives"). */
export const ACTIVITY =
  /\b(lift|climb|kneel|squat|crawl|grip|grasp|push|pull|bend|reach|driv|operat|stand|walk|typ|keyboard|carr|ladder|forklift|handl)\w{0,8}/gi;
/** (b)(4)(ii): done at least once a week ("every shift", "weekly", "every tuesday morning"). */
export const WEEKLY =
  /\b(every|each|per|a) (day|shift|week)\b|\b(daily|weekly)\b|\b(every|each) (mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
/** A sentence about the rest of the job, not the restricted task. */
export const OTHER_DUTIES =
  /\b(everything else|all (of )?(his|her|their) other|the rest of (his|her|their) (job|duties|work|tasks)|(his|her|their|all) other (duties|tasks|functions|work))\b/i;
export const ALL_ROUTINE_DONE =
  /\b(everything else|all (of )?(his|her|their) other (duties|tasks|functions|work))\b[^.;]{0,120}\b(kept doing|kept at|continued|still did|was still doing|did|does|worked)\b|\b(kept doing|continued( doing)?|still did) everything else\b|\beverything else (is |was )?(ok|okay|fine|cleared|allowed)\b|\b(did|performed|does|performs|continued|continues|kept doing|kept performing) (all|every one) of (his|her|their) (regular|usual|routine|normal|other|job)( \w{1,24})? (duties|tasks|functions|work|operations)|(all|every one) of (his|her|their) (regular|usual|routine|normal)( \w{1,24})? (duties|tasks|functions|job|operations)|\bnothing about (his|her|their) (job|work|duties) changed\b|\b(did|does|performed|continued|kept doing) (his|her|their) (normal|usual|regular|routine|whole|full) (job|work|duties)\b|\bworked (all )?(his|her|their) (regular|usual|normal) (\w{1,24} )?(shifts|days|hours|schedule|job)\b|\bworked (every|each|all) (of )?(his |her |their )?(\w{1,24} )?(shifts?|days?) (as (normal|usual|scheduled)|normally)\b/i;

/** (b)(4)(vii): a vague restriction, and the professional's answer that every routine function and the full shift are fine. */
export const VAGUE =
  /light[- ]duty|take it easy|as tolerated|modified duty|limited duty|restricted duty/i;
/** "keep picking as tolerated": leave to go on working, not a limit on it. */
export const GO_ON_AS_TOLERATED =
  /\b(keep|kept|continue[sd]?|continuing|go on|return(ed|s)? to|resume[sd]?) (\w{1,24} ){0,3}as tolerated\b/i;
export const CLARIFIED_FUNCTIONS =
  /(can|could|is able to|was able to|able to|cleared to|may) ((he|she|they|the (employee|worker)) )?(do|perform|handle|work) (every part of |all (of )?|each of )?(his|her|their) (usual|regular|routine|normal|whole|entire)? ?(\w{1,24} ){0,3}(job|duties|functions|tasks|work)/i;
export const CLARIFIED_SHIFT =
  /full ((\d{1,2}|eight|ten|twelve)[- ]?(hrs?|hours?) )?(shift|work ?day|day|schedule)|(all|whole|entire) (of )?(his|her|their) (shift|work ?day|schedule)/i;

/** An outcome of an earlier case ("already on light duty for a prior injury"). */
export const EARLIER =
  /\b(previous(ly)?|prior (injury|case|claim|condition)|earlier (injury|case)|already|from before|(years?|months?|weeks?) ago|last (year|month)|before (the|this) (injury|incident))\b/i;
/** A sentence about an earlier recorded case ("the strain was recorded (meds + restrictions)"). */
export const EARLIER_CASE =
  /\b(was|were|been) recorded\b|\b(recorded|earlier|original|previous|prior|old) (case|injury|claim|strain|sprain)\b/i;

/** Day names in calendar order, for counting a range such as "Friday through Monday" ((b)(3)(iv): every calendar day counts). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
