/** Phrases the factor analyses look for in the case text, shared by more than one factor. */

/** Work activity, work equipment or a workplace named as the setting of the event. */
export const WORK_CUE =
  /at work|on the job|on duty|during (his|her|their|the|a) (shift|work ?day)|on shift|while (working|performing|lifting|carrying|operating|loading|unloading|stocking|cleaning|repairing|installing|moving|pushing|pulling|handling|assembling|welding|cutting|climbing|delivering|transferring|restraining|using|servicing|inspecting|answering)|assigned (tasks?|duties|work|job)|work ?(area|station|site|bench|shift)|job ?site|production line|assembly line|warehouse|loading dock|shop floor|plant floor|customer'?s? (site|home|premises|office)|(company|work) (vehicle|truck|van|laptop|computer|phone|call|documents|files|equipment|meeting|supplies)|forklift|conveyor|machine|pallet|ladder|scaffold\w{0,30}|patients?|residents?|clients?|job duties|his job|her job|their job|working (at|in|on) (the|a)|\bshop\b|shift|plant|factory|facility|stockroom|store|office|jobsite|work ?site|dock|crew|supervisor|co-?workers?|foreman|customers?|mixing|tank|delivery route|truck route|break ?room|lunch ?room|locker ?room|(company|employee|staff) (cafeteria|restroom|lounge|entrance|kitchen)/;

/** An exposure mechanism (illness or gradual onset). */
export const EXPOSURE_CUE =
  /exposed|exposure|inhal\w{0,30}|fumes|dust|chemicals?|solvents?|noise|vibration|repetitive|repeated|keyboarding|typing|heat stress|splash\w{0,30}|contact with|latex|gloves|allergens?|irritants?|wet work|sensitiz\w{0,30}|(from|by|after) (repeated(ly)? |constant(ly)? |daily )?(handling|working with|touching|mixing|spraying|applying|cleaning with)/;

/** An activity or setting away from work named as the cause. */
export const NON_WORK_CUE =
  /(?<!work(ing)? )at home|over the weekend|on the weekend|on (the|his|her|their|a) days? off|off[- ]duty|off the job|outside (of )?work|on vacation|personal (errand|activity|trip|business)|playing (basketball|soccer|football|softball|baseball|tennis|golf|hockey|pickleball|volleyball)|at the gym|home improvement|yard ?work|gardening|non-?work(-related)? (event|activity|injury|accident)|(car|motor vehicle) accident (on|over) the weekend|\bwent (out )?(jogging|hiking|biking|cycling|swimming|skiing|bowling|fishing|hunting)\b(?! (after|to catch|to stop))/;

/** Travel between home and work (outside the work environment unless on the employer's lot, road or vehicle). */
export const COMMUTE_CUE =
  /commut\w{0,30}|(driving|drove|walking|walked|riding|rode|cycling|biking|travel\w{0,30}) (\w{1,30} ){0,4}(from home )?(to|into|in to) work\b|(driving|drove|walking|walked|riding|rode|cycling|biking) (\w{1,30} ){0,4}from (his |her |their |the employee's )?home (to|into) (the|his|her|their) (office|plant|shop|store|site|job|jobsite|facility|warehouse|shift)|(driving|drove|walking|walked|riding|rode|on (his|her|their) way) home from (work|the office|the plant|the shift|(his|her|their) shift)|on (his|her|their) way (to|in to|into|home from) work/;

/** The employer's own ground or vehicle, or a work errand: a commute there stays in the work environment. */
export const EMPLOYER_GROUND_CUE =
  /parking (lot|garage|deck|structure|area)|access road|(company|work|employer'?s?|fleet) (vehicle|truck|van|car)|on the premises|(work|business) errand|for work|on company business|business trip|customer|client|deliver\w{0,30}/;

/** A discrete event of the kind that causes an acute injury. */
export const EVENT_CUE =
  /lifted|lifting|slipped|fell|fall|struck|hit|twisted|caught|pinched|crushed|pulled|pushed|tripped|cut|lacerat\w{0,30}|burn\w{0,30}|splash\w{0,30}|exposed|exposure|collided|bitten|stung|punctured|jammed|strained|sprained|dropped/;

/** Words that name the body region in a free text, for comparing a prior condition with the current one. */
export function bodyWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const stop = new Set(['the', 'and', 'left', 'right', 'both', 'upper', 'lower', 'side', 'area', 'with', 'from', 'pain', 'injury', 'strain', 'sprain']);
  return new Set(words.filter((w) => !stop.has(w)).map((w) => w.replace(/s$/, '')));
}
