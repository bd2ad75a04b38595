/**
 * What the offline reader looks for to place an event (29 CFR 1904.5(b)(1), (b)(6), (b)(7)), as data: each
 * vocabulary beside the paragraph it serves. Patterns are matched per sentence, case-insensitive, with
 * negation (see scan.ts); every one is linear-time (bounded repeats only).
 */

/**
 * 1904.5(b)(1): "the establishment and other locations where one or more employees are working or are present
 * as a condition of their employment", including "the equipment or materials used by the employee during the
 * course of his or her work": workplaces, customer and job sites, the employer's lot and roads, work activity.
 */
export const WORK_PLACE =
  /at work\b|on the job\b|on duty\b|on (the |his |her |their )?shift\b|(during|into|at the start of|at the end of|start of|end of) (his |her |their |the |a |an )?(\w{1,20} )?(shift|work ?day)\b|mid-?shift|\b(job|work|construction|drill|well|mine) ?site|work ?(area|station|bench|shop|yard|room)|(customer|client|patient|resident)'?s? (site|home|house|residence|premises|office|plant|facility|dock|location|building|room)|\b(to|at|on|from) (a |the )?(customer|client) (site|visit|location|call)|company (parking )?(lot|yard|garage|grounds|premises|road|gym|shop|kitchen|fitness room|plant|site|warehouse|facility|building|office|vehicle|truck|van|car|pickup)|employee(-only)? (parking )?lot|(employer|company)[- ](owned|maintained|controlled|provided)|(?<!not )(owned|controlled|maintained|run) by the (employer|company)|on the premises|workplace|(company|employer)'s \w{1,20}|at this (shop|plant|site|facility|store|location)|(kept|keep|continued|still) (working|typing|on (his|her|their) (route|shift))|(onsite|on-site|company|plant|site|occupational|occ) (nurse|medic|health|clinic)|first-aid (team|station|kit)|(production|assembly|bottling|packing|pack|processing|sorting) line|line (worker|operator|lead)|working (at|in|on) (the|a|an)\b|\b(warehouse|loading dock|dock|shop floor|plant floor|plant|factory|facility|stockroom|store|office|jobsite|worksite|mill|\w{1,20} shop|refinery|foundry|ward|nursing home|laboratory|restaurant kitchen|press room|boiler room|chemical room|cold[- ]storage|freezer|crawl ?space|rooftop|trailer|shed|service bay|training room|conference room|break ?room|lunch ?room|locker ?room|cafeteria|mailroom|processing center)\b|while (working|performing|lifting|carrying|operating|loading|unloading|stocking|cleaning|repairing|installing|moving|pushing|pulling|handling|assembling|welding|cutting|climbing|delivering|transferring|restraining|using|servicing|inspecting|answering|sorting|packing|picking|mowing|trimming|shoveling|grinding|sanding|washing dishes|bathing|recapping)\b|\b(forklift|pallet jack|pallet|conveyor|machine|ladder|scaffold\w{0,15}|tote|box cutter|sling|press|saw|grinder|lathe|drill|torch|fryer|oven rack|sheet pan|mandoline|truss|boom|crane|panel|conductor|vessel|tank|syringe|scalpel|lancet|scaler|patients?|residents?|clients?|customers?|donors?|supervisor|co-?workers?|foreman|crew|job duties|hearing conservation|audiogram|baseline|surveillance)\b|\b(manufacturer|maker|fabricator|processor|distributor|contractor)\b|\b(gloves?|respirator|mask|goggles|face ?shield|apron|coveralls|sleeve|ear ?plugs|ear ?muffs) (\w{1,20} )?(tore|torn|ripped|failed|split|leaked|broke|came off)\b/;

/** Travel between home and work: outside the work environment unless on the employer's lot, road or vehicle. */
export const COMMUTE =
  /commut\w{0,15}|(driving|drove|walking|walked|riding|rode|cycling|biking|travel\w{0,15}) (\w{1,20} ){0,4}(from home )?(to|into|in to) work\b(?! ?(station|area|bench|site|shop|order|truck|van|zone))|(driving|drove|walking|walked|riding|rode|cycling|biking) (\w{1,20} ){0,4}from (his |her |their |the employee's )?home (to|into) (the|his|her|their) (office|plant|shop|store|site|job|jobsite|facility|warehouse|shift|\w{1,20} for)|(driving|drove|walking|walked|riding|rode|on (his|her|their) way) home from (work|the office|the plant|the shift|(his|her|their) shift)|on (his|her|their|the) way (to|in|in to|into|home from|back from) (work\b|the (office|plant|shop|store|site|job|jobsite|warehouse|facility|hospital))|(from|to) (his|her|their) (regular|normal|usual) start|for (his|her|their) regular (start|shift)/;

/** The employer's own ground or vehicle, or a work errand: a commute there stays in the work environment. */
export const EMPLOYER_GROUND =
  /(company|employee|employer'?s?|employee-only|staff) (parking )?(lot|garage|deck|structure|area)|parking (lot|garage|deck|structure|area)|access road|(company|work|employer'?s?|fleet) (vehicle|truck|van|car|pickup)|on the premises|(work|business) errand|for work\b|on company business|business trip|customer|client|deliver\w{0,15}|called (\w{1,20} )?back|call-?back|at (the |his |her |their )?(supervisor|manager|employer|boss)'?s? request/;

/**
 * A place the employer neither owns nor controls, named as such (1904.5(b)(1) does not reach it). A "city" or
 * "municipal" garage is public only for parking: "the city transit garage" is where a city mechanic works.
 */
export const NOT_CONTROLLED =
  /(public|shared|tenants'?) (\w{1,20} ){0,2}(garage|parking|lot|road|street|highway|sidewalk)|(city|municipal) (\w{1,20} ){0,2}(parking|lot|road|street|highway|sidewalk)|not (owned|controlled|operated|maintained|run) by the (employer|company)|(company|employer) has no control|no control over|on a public road|public road/;

/** A personal meal or errand off the premises (1904.5(b)(1): a restaurant down the street is not the establishment). */
export const OFF_PREMISES_PERSONAL =
  /(walked|drove|went|stepped out|left (the )?(premises|building|site|plant|office|store|facility))( \w{1,20}){0,4} to (a |an |the )?(nearby |local |corner )?(restaurant|cafe|café|coffee shop|diner|deli|fast[- ]food \w{1,20}|grocery|pharmacy|drugstore|bank|gas station|post office|shopping (center|mall)|mall|(sandwich|sub|bagel|donut|doughnut|pizza|noodle|burger|taco|juice|smoothie) (shop|place|joint|stand|truck)|food (truck|cart|court)|bakery|pizzeria|taqueria|convenience store|supermarket)|(off[- ](site|premises)|away from the (premises|site|building|plant)) (for|during) (lunch|a meal|(a |his |her |their )?(meal |lunch )?break|a personal errand)/;
export const PERSONAL_BREAK = /lunch|meal|(unpaid|personal|coffee|meal) break|personal errand/;
export const WORK_ERRAND =
  /\b(deposit\w{0,15}|work errand|on company business|for (the|his|her|their) (employer|job|work|boss|supervisor)|pick (up|ed up) (supplies|parts|materials)|deliver\w{0,15}|customer|client)\b/;

/**
 * 1904.5(b)(6): on travel status. A trip, a stay at a hotel or other temporary residence, a flight or an
 * out-of-town assignment, or a call back to work outside the normal commute (travel in the employer's interest).
 */
export const TRAVEL =
  /business trip|on travel( status)?|travel(l?ing|l?ed)? (for work|on business|for the (company|employer))|(work|business|sales|week-long|weeklong|\d{1,4}-day|(one|two|three|four|five|six|seven)-day) trip\b|same trip|out[- ]of[- ](town|state)|in another (state|city|country)|(flying|flew|fly|flight|drive|driving|drove) (out )?to (a |the )?(client|customer|supplier|conference|trade show|airport)|flight to|connecting (flight|airport)|(attending|at) (a|an|the) ([\w-]{1,20} ){0,2}(conference|trade show|convention|seminar) in\b|between gates|(checked|checks|checking) in(to)? (the |a |his |her |their )?(hotel|motel|lodging)|(stay(ed|ing)?|lodged|lodging|put up) (at|in) (a|an|the) ([\w-]{1,20} ){0,2}(hotel|motel|lodge|inn|temporary residence)|(his|her|their|the) (hotel|motel) (room|shower|bathroom|pool|gym)|(extended[- ]stay|temporary) (hotel|residence|lodging)|(week|month)-long (assignment|job|install\w{0,15}|project)|\b(\w{1,10})-week (out-of-town |travel )?(assignment|job|install\w{0,15}|project|turnaround|trip)|called (\w{1,20} )?back (in|to (work|the plant|the site))|call-?back|\boutside sales\b|\b(after|before) (his|her|their) (last|first|next) (customer|client|account|sales call|service call|stop)\b|\b(driving|drove|travel\w{0,6}|on (his|her|their) way) (\w{1,20} ){0,3}between (\w{1,20} ){0,2}(sales |service |customer |client |clinic |account |house )?(calls|appointments|stops|visits|accounts|customers|clients)\b/;

/** Getting to or from the destination of a business trip (1904.5(b)(6): travel to and from customer contacts). */
export const TRAVEL_TRANSIT =
  /airport|\bflight\b|\bplane\b|airline|between gates|shuttle|\btaxi\b|\bcab\b|rideshare|rental car|train station|en route|in transit|(to|from|between) (the |a |his |her |their |\w{1,20} )?(customer|client|supplier)('?s)? (site|visit|office|plant|location|meeting)s?/;

/** Work in the employer's interest while travelling: job tasks, meetings, and direction by the employer (TRAVEL_ENTERTAINMENT, read first, has the rest). */
export const TRAVEL_WORK =
  /\b(meeting|session|conference|client|customer|presentation|audit|inspection|training (course|class|session|room)|trade show|work (call|laptop|documents|tasks?)|business (dinner|lunch|meeting|entertainment|function|event)|(manager|supervisor|boss|employer|company) (told|asked|directed|instructed) (him|her|them)|at the (direction|request) of (his|her|their|the) (manager|supervisor|boss|employer|company))\b/;

/**
 * 1904.5(b)(6)(i), (ii): what the traveller was doing was personal: an activity at the hotel or temporary
 * residence ("home away from home"), recreation, a personal side trip or detour.
 */
export const TRAVEL_PERSONAL_STRONG =
  /\b(hotel|motel)('s)? (fitness (room|center|centre)|gym|weight room|exercise room)|\bwork(ed|ing)? out\b|\bbench[- ]?press\w{0,5}|\blifting weights\b|\b(after work|after hours|off the clock),? (back )?(at|in) the (hotel|motel)|(while|when) (\w{1,20} ){0,2}(showering|bathing|sleeping|dressing|getting (dressed|ready)|shaving|dining|shopping|sightseeing|swimming|jogging|exercising|relaxing)|\bwent (out )?(for )?(an? )?(evening |morning )?(jog\w{0,15}|run|running|swim\w{0,15}|shopping|sightseeing|hiking|biking|cycling|dancing|bowling|for a (run|jog|walk|swim|hike|bike ride|drink))|(evening|morning|early) (jog|run|swim|walk)|in the (hotel |motel )?(shower|bathtub|bath|pool)|getting out of the (\w{1,20} )?(shower|bath|tub|pool|bed)|cooking (dinner|breakfast|lunch|a meal)|(old )?friends|(family|relatives) (visit|dinner)|visit\w{0,15} (family|friends|relatives)|on (his|her|their) own\b|not a business (function|event|dinner)|nothing (was )?(arranged|asked|requested) by|personal (shopping|errand|stop|visit|trip|reasons)|side trip|detour|\b(to see|to visit|visit\w{0,3}|stay\w{0,3} with|see) (his|her|their|a|an|an old) (sister|brother|mother|mom|father|dad|parents?|family|friends?|buddy|pal|cousin|aunt|uncle|son|daughter|girlfriend|boyfriend|fianc\w{0,3}|grand\w{0,10}|relatives?|in-laws)\b|\b(drove|went|headed|flew|detoured) (\w{1,20} ){0,3}the other way\b|\binstead of (driving|going|heading|returning|flying) (back|home|to)\b|\boff (his |her |their |the )?(usual |normal |planned |direct |regular )?route\b(?![- ](sheets?|lists?|plans?|cards?|books?|maps?))|\bout of (his|her|their) way\b|sightseeing|national park|\bbar\b|nightclub|(drinks|drinking) with/;
/**
 * 1904.5(b)(6)(ii): entertaining or being entertained to transact, discuss or promote business, at the employer's
 * direction ("told by her VP to take the buyers to dinner to go over the renewal"). Read before the personal cues,
 * so that the dinner or the bar of a business entertainment does not read as recreation.
 */
export const TRAVEL_ENTERTAINMENT =
  /\b(told|asked|directed|instructed|sent|assigned) (\w{1,20} ){0,2}by (his|her|their|the) ([\w-]{1,20} ){0,2}(manager|supervisor|boss|employer|company|vp|vice president|director|president|ceo|owner|foreman|superintendent|head|chief|lead)\b|\b(take|took|taking|treat\w{0,3}|host\w{0,3}|entertain\w{0,3}) (the |a |two |some |our |his |her |their )?([\w-]{1,20} ){0,2}(customers?|clients?|buyers?|vendors?|prospects?|partners?|distributors?|suppliers?)\b|\b(go|going|went) over (the |a )?([\w'-]{1,20} ){0,2}(contract|deal|renewal|account|order|proposal|bid|terms|pricing)\b|\b(manager|supervisor|boss|vp|vice president|director|president|ceo|owner|foreman|superintendent|chief) (told|asked|directed|instructed|sent|had) (him|her|them) (to )?(go|attend|join|take|accompany|host|entertain)\b|\b(to|and) (close|discuss|promote|transact|negotiate|sign|review|pitch) (the |a |their |our )?([\w-]{1,20} ){0,2}(contract|deal|business|sale|renewal|account|order|proposal|bid)\b/;

export const TRAVEL_PERSONAL_WEAK =
  /restaurant|\bdinner\b|shopping|(hotel|motel) room|in (his|her|their) room|\bpool\b|hotel gym|kitchenette|(on|over) the weekend|day off|personal/;

/** 1904.5(b)(6)(i): commuting between the temporary residence and the job location. */
export const HOTEL_COMMUTE =
  /(driving|drove|drive|walking|walked|walk|commut\w{0,15}|on the way|riding|rode|ride) (\w{1,20} ){0,2}(from|to|between|back to) (the |his |her |their )?(hotel|motel|temporary residence|lodging|extended-stay)|(hotel|motel|lodging) to the (job ?site|worksite|plant|site|project|refinery|office|facility|gate)/;
/** ... when the employee reports to a fixed worksite each day. */
export const FIXED_WORKSITE =
  /fixed (job ?site|worksite|site|location|job location)|reports? to (the same|each day|every day|daily)|reports to each|(each|every) (day|morning)|same (\w{1,20} )?(gate|site|plant|job ?site) (each|every)/;
/** On the way in, before checking in: the home away from home of (b)(6)(i) is not yet established. */
export const BEFORE_CHECK_IN =
  /from the (airport|train station|station|bus terminal|terminal) to the (hotel|motel|lodging)|before checking in|had not (yet )?checked in|on the way to check in/;

/** 1904.5(b)(7): working at home, including work in a home office. */
export const WORK_AT_HOME =
  /work(ing|s|ed)? (from|at) home|work-from-home|\bWFH\b|home[- ]office|home[- ]based(?! (care|health|services?|nurs\w{0,6}))|telecommut\w{0,15}|telework\w{0,15}|work(ing|s|ed)? remotely|remote (work|worker|employee|staff)|(at|from) (his|her|their) home (desk|office|workstation)/;
/** "Remote" names work at home only with a home setting in the same case ("remote drill site" does not). */
export const REMOTE = /\bremote\b/;
export const HOME_SETTING =
  /(?<!(customer|client|patient|resident)'?s? )\bhome\b|\bhouse\b|(his|her|their) (own )?(kitchen|bathroom|desk|closet|garage|basement|apartment)/;

/** 1904.5(b)(7): the general home environment or setting (the family dog, home wiring, the house itself). */
export const HOME_HAZARD =
  /\b(family )?(dog|cat|pet|puppy|kitten)s?\b|\bchild(ren)?\b|\bkids?\b|\b(son|daughter|husband|wife|partner|roommate)'?s (backpack|shoes?|toys?|bike|bag|things|stuff|clothes)\b|\b(hall )?runner\b|\b(backpack|shoes?|rug|throw rug|clutter|laundry basket) (on|in) the (stairs|landing|hall\w{0,4}|floor|steps)\b|\btoddler\b|\b(spider|insect|bee|wasp|hornet|scorpion|snake|rodent|flea|mosquito|centipede)s?\b|family member|spouse|household|(home|house|faulty|old) wiring|wiring in the (house|home)|(outlet|socket)s? in the (house|home)|old outlet|stairs at home|(home|house|basement) stairs|stairs (in|at) (his|her|their|the) (house|home|apartment)|toys?\b|laundry|(cooking|making|preparing|fixing) (her |his |their )?(own )?(lunch|dinner|breakfast|a meal|a snack|food|coffee)|\b(pour|refill|fetch|grab|get|got|getting)\w{0,4} (herself |himself |themselves )?(a |her |his |their |some |another |more )?(cup of |glass of |mug of )?(coffee|tea|water|juice|soda|drink|snack)\b|\b(carafe|kettle|coffee ?(pot|maker))\b|(own|home) kitchen|in (her|his|their) (own )?kitchen|bathroom|shower|bathtub|\byard\b|(a |her |his |their )?(mid-?(morning|afternoon) |lunch |coffee |personal )break\b/;

/** 1904.5(b)(7): the injury comes from performing the work ("drops a box of work documents", a work sewing machine). */
export const HOME_WORK =
  /\b(company|employer|work|office)[- ](issued|provided|supplied|owned|furnished)\b|\b(router|modem|vpn|docking station|webcam)s?\b|\b(they|the company|the employer|work|my employer) (gave|issued|provided|sent) (us|me|him|her|them)\b|\btickets?\b|work (documents|files|papers|laptop|computer|phone|call|equipment|materials|supplies|tasks?|samples)|(box|carton|case|crate|stack|bin) of (\w{1,20}[ ']{1,2}){0,2}(documents|files|papers|supplies|samples|product|parts|records)|case files|product samples|sent (by|from) (the|her|his|their) (office|employer|company)|(company|employer) (had )?(shipped|sent|mailed|ships|sends|mails)|performing work|for pay\b|pa(id|ys?) (\w{1,20} ){0,3}(per|by the) (piece|hour|batch|item|unit|job|task|order|sample)|(test(ing)?|sample) (samples?|bottles?|kits?|batch(es)?)|garment|sewing machine|production (batch|run|work)|keyboard|typing|laptop|video call|conference call|\bzoom\b|headset|work ?station|\bmonitor\b|office chair|for (his|her|their|the) (job|employer|work|presentation|client|customer|meeting)|client|customers?|presentation|paper cutter|proofs/;
