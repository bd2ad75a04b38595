/**
 * What the recurrence reader looks for (29 CFR 1904.6), as data beside the paragraph each phrase serves.
 * Every pattern is read per sentence with negation (scan.ts), so a cue that carries its own negation
 * ("never fully resolved", "no new incident") is written with it and reads as affirmed.
 */

/** (a)(1): an earlier condition from outside work, or on another employer's log, is not a recorded case here. */
export const NON_WORK_PRIOR =
  /\bnon-?work(-related)?\b|\bnon-?occupational\b|\bage-related\b|\bnot work[- ]related\b|\boutside (of )?work\b|\boff[- ]duty\b|\bat home\b|\bsports?\b|\bweekend\b|\bpersonal\b|\bcongenital\b|\bdegenerative\b|\b(car|motor vehicle|auto) accident\b|\bhigh school\b|\bcollege\b|\bmilitary\b|\bhobby\b|\b(previous|prior|former|another|other) employer\b|\bbefore (he|she|they) (was|were) hired\b|\bbefore hire\b/;

/** (a)(1): an earlier case from work, which was recorded if it met a criterion (the text may not say). */
export const WORK_PRIOR =
  /\bwork[- ]related\b|\bat work\b|\bon the job\b|\bworkers'? comp\w{0,20}|\bwork (injury|accident|comp)\b|\boccupational\b|\bwhile working\b|\bjob[- ]related\b/;

/** (a)(1): the text says the earlier case differs in type or body part. */
export const DIFFERENT_PRIOR =
  /\bdifferent (\w{1,20} ){0,2}(injury|type|body part|part of the body|region|side|condition)\b|\bunrelated to (the |his |her |their )?(prior|previous|earlier|old|original|last \w{1,20}'s)\b|\bnot the same (injury|body part|condition)\b/;

/** (a)(2): all signs and symptoms had disappeared; a new episode or attack of an episodic illness, (b)(2), says as much. */
export const RECOVERED =
  /\b(fully |completely )?recovered( fully| completely)?\b|\b(fully |completely )?(healed|resolved)\b|\bcomplete(ly)? recovery\b|\bsymptom[- ]free\b|\b(no|zero) (further |remaining |residual |more )?([\w-]{1,20} )?(symptoms|complaints|pain|problems|issues) (since|at all|for (months|weeks|a year))\b|\bno (further |remaining |residual |more )?(symptoms|complaints|pain|problems|issues)\b|\b(signs and )?symptoms (had )?(disappeared|resolved|gone)\b|\basymptomatic\b|\b(an|new|another|separate|fresh) (\w{1,20} )?(asthma )?(episode|attack)\b|\b(full|complete) resolution\b|\breleased (from care|to full duty)\b|\bback to normal\b|\b(completely |fully |totally )?cleared( up)?( completely| fully| totally)?\b|\bwent away( completely| fully| totally)?\b|\bgot (fully |completely )?better\b/;

/**
 * (b)(2): an episode of an episodic illness (occupational asthma is the paragraph's example; allergic and skin
 * reactions come and go the same way) is a new case when a workplace event or exposure brought it on.
 */
export const EPISODE =
  /\b(asthma|asthmatic|bronchospasm|wheez\w{0,5}|allergic|allergy|urticaria|hives|dermatitis|eczema|rash|anaphyla\w{0,5})\b[^.;]{0,30}\b(episode|attack|exacerbation|flare(-?up)?|reaction)\b|\b(episode|attack|exacerbation|flare(-?up)?) of (\w{1,20} ){0,2}(asthma|bronchospasm|urticaria|hives|dermatitis|eczema|rash|allergy)\b/;

/** (a)(2): the earlier condition had not resolved (a continuation, not a recurrence). */
export const NOT_RECOVERED =
  /\bnever (fully |completely |really )?(recovered|resolved|healed|went away|got (fully |completely )?better)\b|\bnot (yet )?(fully |completely )?(recovered|resolved|healed)\b|\b(ongoing|on-going|continuing|persistent|persisting|lingering|residual|unresolved|intermittent) (\w{1,20} )?(pain|symptoms?|problems?|complaints?|soreness|numbness|strain|sprain|condition|issues?|treatment|care)\b|\b(symptoms|pain|soreness|numbness) (have |has |had )?(been )?(persisted|continued|ongoing|persistent|continuous)\b|\bstill (has|had|have|having|experienc\w{0,20}|symptomatic|sore|hurt\w{0,20}|painful|in pain|under (care|treatment)|being treated|complain\w{0,20})\b|\bcontinu\w{0,20} to (have|experience|report|complain|feel|need|receive|hurt|bother|ache)\b|\bnever (stopped|quit|ceased) (hurting|bothering|aching)\b/;

/**
 * (a)(2), (b)(2): a new event or exposure at work brought the signs or symptoms back. Protective equipment that
 * failed is worded as in wr-cues.ts WORK_PLACE (patterns stay literals, so the words are written in both).
 */
export const NEW_EVENT =
  /\b(loading|loaded|unloading|stacking|felt (a |something )?(pop|snap|tear|rip|twinge)|popped|lifted|lifting|slipped|fell|fall(ing)? (from|off|on|onto)|struck|hit|twisted|twisting|caught|pinched|crushed|pulled|pulling|pushed|pushing|carrying|tripped|stepped (in|on|off|into)|rolled|jammed|strained|sprained|dropped|collided|bent (his |her |their |the )?([\w-]{1,20} ){0,4}back|hyperextended|wrenched|exposed|exposure|inhal\w{0,20}|splash\w{0,20}|spray\w{0,20}|(skin )?contact with|handl(ed|ing)|breath\w{0,5} in|poured|pouring|spilled|spill)\b|\b(triggered|brought on|set off|provoked) by (the |a |an )?([\w-]{1,20} ){0,3}(dust|fumes?|vapou?rs?|smoke|mist|spray|chemicals?|solvents?|exposure|cleaners?|gas|allergens?|latex)\b|\b(dust|smoke|vapou?r|gas|chemical|spray) (cloud|leak|release)\b|\bnew (work |workplace )?(event|incident|injury|accident|exposure|trauma)\b|\b(got|went|spilled|dripped|splashed|soaked|landed|seeped) (on|onto|into|through) (his|her|their) |\bgot (\w{1,20} ){1,3}(on|onto|into) (his|her|their|both|one) |\b(chip|sliver|splinter|particle|fleck|shard|speck|spark|filing)s? ([\w-]{1,20} ){0,3}(got|went|flew|blew|lodged|stuck) (past|into|in|under|through|behind)\b|\b(gloves?|respirator|mask|goggles|face ?shield|apron|coveralls|sleeve) (\w{1,20} )?(tore|torn|ripped|failed|split|leaked|broke|came off)\b|\b(on|at|to|with) (the |a )?(new|faster|high-speed|higher-speed|different|heavier) ([\w-]{1,20} ){0,2}(line|job|task|machine|station|process|tool|equipment|route|assignment|quota|rate)s?\b|\b(increased|higher|faster|new) (line speed|rate|quota|workload|production (rate|target))\b/;

/** In a sentence that also tells of the earlier case, the current event follows one of these ("re-injured it when"). */
export const NOW =
  /\b(today|tonight|yesterday|this (morning|afternoon|evening|week|shift)|now|when|while|re-?injur\w{0,20}|again|after (\w{1,20} ){0,3}(days?|weeks?|months?|shifts?))\b/i;

/** (a)(2): nothing new happened at work; the symptoms came back on their own. */
export const NO_NEW_EVENT =
  /\bno (new |specific |particular |further )?(event|incident|injury|accident|trauma|exposure|mechanism)\b|\bwithout (a |any )?(new |specific )?(event|incident|injury|accident|trauma|exposure)\b|\bnothing (new |specific )?happened\b|\bspontaneous(ly)?\b|\bfor no (apparent |particular )?reason\b|\bnot (caused|triggered|brought on) by (a |any )?(new |work |workplace )?(event|incident|exposure|work)\b/;

/** (b)(1): chronic occupational illnesses whose signs recur without a new exposure; recorded once. */
export const CHRONIC_ILLNESS =
  /\b(cancer|carcinoma|mesothelioma|asbestosis|silicosis|byssinosis|pneumoconiosis|berylliosis|chronic beryllium disease|black lung)\b/;

/** (b)(3): a physician or other licensed health care professional. */
export const CLINICIAN =
  /\b(physician|doctor|doc|dr|md|surgeon|ortho\w{0,20}|occ[- ]?med|clinician|provider|nurse practitioner|physician assistant|chiropractor|LHCP|PLHCP|licensed health care professional|specialist|neurologist|rheumatologist|dermatologist|audiologist|otolaryngologist|podiatrist|physiatrist|ENT)\b/;

/**
 * (b)(3): the professional calls it a recurrence or continuation of the earlier case. An "aggravation" of an
 * old condition is the pre-existing-condition test of 1904.5(b)(4), not a recurrence.
 */
export const SAYS_RECURRENCE =
  /\brecurrence\b|\brecurrent\b|\bcontinuation of (the |a |an |his |her |their )?(\w{1,20} ){0,3}(injury|strain|sprain|condition|case|tear|problem|complaint|claim)\b|\bsame (injury|condition|case)\b|\b(flare[- ]?up|residual|sequela\w{0,20}|relapse) (of|from) (the |a |an |his |her |their )?(prior|previous|old|earlier|original|existing|recorded|same)\b|\b(related|due|attributable|secondary) to (the |his |her |their )?(prior|previous|old|earlier|original) (\w{1,20} ){0,2}(injury|case|strain|sprain|condition|claim|tear)\b|\bnot a new (injury|case|condition|claim)\b|\bcontinuing (problem|condition|injury)\b/;

/** (b)(3): the professional calls it a new injury or illness. */
export const SAYS_NEW =
  /\bnew (and separate |and distinct |separate |distinct )?(injury|case|condition|claim)\b|\b(unrelated|not related) to (the |his |her |their )?(prior|previous|earlier|old|original|last \w{1,20}'s)\b|\b(separate|distinct|different) (injury|incident|case|condition)\b|\bnot a (recurrence|continuation)\b/;
