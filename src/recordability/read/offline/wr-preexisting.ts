/**
 * Pre-existing conditions (29 CFR 1904.5(b)(4)-(5)): whether the condition existed before the work event from a
 * cause outside work, and whether the work event significantly aggravated it (death, loss of consciousness,
 * days away, restriction or transfer, or medical treatment not needed before or a change in treatment).
 */
import type { FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { affirmed, type CaseText, factOf, type Hit, only, scan } from './scan.ts';
import { matches } from './wr-cause.ts';

/** 1904.5(b)(5): a condition from before the event whose origin is named as outside work. */
const PREEXISTING =
  /pre-?existing|non-?occupational|\bnon-?occ\b|\bnon-?work\b(\)| ([\w-]{1,20} ){0,2}(injury|condition|problem|arthritis|disease|asthma|back|knee|shoulder|neck|hip|replacement))|\(not work\)|age-related|personal (asthma|arthritis|back (condition|problem))|before hire|superimposed on (an? |the |his |her |their )?(old|existing|pre-?existing|prior|chronic|\w{1,20} )?(asthma|arthritis|condition|injury|disease)/;
/** An earlier condition: pre-existing when its origin is named outside work (a car wreck, skiing, knitting). */
const HISTORY =
  /\b(old|chronic|long-?standing|longstanding|existing|prior|previous) (\([^)]{1,30}\) )?([\w-]{1,20} ){0,3}(injury|condition|problem|issues?|pain|arthritis|replacement|tear|asthma)|history of|degenerative|osteoarthritis|arthroplasty|from years of|years ago/;
const NON_WORK_ORIGIN =
  /car wreck|car accident|motor vehicle accident|(dirt ?bike|motorcycle|motorbike|atv|four-?wheeler|snowmobile|bicycle|bike|horse|boating|diving) (crash|wreck|accident|fall|spill)|(fell|thrown) (off|from) (a |his |her |their )?(horse|bike|bicycle|motorcycle|dirt ?bike|trampoline|skateboard)|rodeo|trampoline|ski\w{0,15}|sports?|football|soccer|basketball|military|knitting|gardening|hobby|\bfall\b (at home|skiing)|high school|childhood|at home|weekend/;
/** The earlier condition was work-related: that is a question of 1904.6 (recurrence), not of a pre-existing condition. */
const PRIOR_WORK =
  /(?<!non-?)work[- ]related|\brecorded\b|300 log|osha log|workers'? comp\w{0,15}|\bat work\b|on the job|previous work injury|(?<!non-?)\boccupational\b/;
/** A prior condition that had resolved before the event is not a pre-existing condition to aggravate. */
const PRIOR_RESOLVED =
  /fully recovered|recovered (completely|fully)|complete(ly)? (recovery|resolved)|resolved (completely|fully)|had resolved|healed (completely|fully)|symptom[- ]free|no (remaining |residual )?symptoms/;
const PRIOR_ACTIVE =
  /(never|not|n't) (fully |completely )?(recovered|resolved|healed)|ongoing|under (ongoing |active )?(treatment|care)|\bstill\b|persist\w{0,15}|intermittent|flare|already/;
/** 1904.10 measures a hearing shift against a baseline: a pre-existing loss is handled there, not by 1904.5(b)(4). */
const HEARING = /audiogram|threshold shift|\bSTS\b|hearing (loss|level|test)/;

/** 1904.5(b)(4)(i)-(iii): death, loss of consciousness, days away, restriction or transfer after the event. */
const OUTCOME =
  /\bdied\b|fatal(ity|ly)?|passed out|lost consciousness|loss of consciousness|\bLOC\b|unconscious|blacked out|days? (away|off)|off work|time off|time lost|lost[- ]time|(missed|lost) (\w{1,20} ){0,2}(days?|shifts?|work)|(kept|took|taken|keep|held) (him|her|them|the (employee|worker) )?off (work|the job)|(restricted|light|modified|limited|desk) (duty|work)|restrictions?\b|no (overhead )?(reaching|lifting|climbing|kneeling|bending|gripping|driving|squatting)|(assigned|moved|transferred|reassigned) (him|her|them) to (\w{1,20} ){0,2}(work|duty|duties|job|tasks?)|job transfer|transferred to (another|a different) (job|position|department)/;
/** 1904.5(b)(4)(iv): no change in treatment after the event. */
const NO_CHANGE =
  /no change (in|to) (the |his |her |their )?(medical )?(treatment|care|medications?|plan)|treatment (was |remained )?unchanged|(continued|continue|keep|kept|keeps) (\w{1,20} ){0,2}(the |his |her |their )?(same|existing|usual|prior|ongoing) (\w{1,20} )?(treatment|care|medications?|medicine|therapy|dose|regimen|splint)|same (medication|medicine|treatment|dose|regimen)|(keep|kept|continue) (doing|taking) exactly|no (new|additional|other) (treatment|medication|meds|therapy)|no changes\b|\bno (doctor|clinic|medical|physician|urgent care|ER) (visits?|appointments?)\b/;
/** 1904.5(b)(4)(iv): treatment not needed before, or changed because of the event. */
const NEW_TREATMENT =
  /never (needed|required|had|received|been given) (\w{1,20} ){0,3}(treatment|before)|for the first time|(new|changed|additional|stronger|different) (medical )?(treatment|medication|prescription|\bRx\b)|switched (\w{1,20} ){0,2}to|changed from|(added|adding|started|starting) (a |an )?(new )?(course of )?([\w-]{1,20} ){0,2}(physical therapy|\bPT\b|injections?|prescription|medications?|inhalers?|steroids?|surgery)\b|(change|increase)\w{0,15} (in |of |to )?(the |his |her |their )?(treatment|medication|dose|dosage)/;
/** A sentence telling the treatment before the event ("asthma since childhood, controlled with a rescue inhaler, no other meds"). */
const PRIOR_REGIMEN =
  /\b(has had|had had|since (childhood|birth|high school|college|\d{4}|age \d{1,2})|history of|(controlled|managed|treated) (w\/|with|by|on)|for years|long-?standing|at baseline|before (the|this) (event|incident|exposure|injury))\b/;
const PRIOR_UNTREATED =
  /no (prior |previous )?(medical )?treatment|never needed (\w{1,20} )?treatment|(managed|treated|controlled) (only |solely )?(with|by) (over[- ]the[- ]counter|OTC|non-?prescription|first aid|ice|rest|home|stretch\w{0,15})|home stretch\w{0,15}|not (been )?(treated|under treatment)|did not require treatment|managed without treatment/;
/** Medical treatment beyond first aid, as far as the aggravation test needs it (the treatment part classes it fully). */
const MEDICAL =
  /prescri\w{0,15}|\bRx\b|physical therapy|\bPT\b|injection|sutur\w{0,15}|stitches|surgery|surgical|chelation|nebuliz\w{0,15}|rigid|\bcast\b|tramadol|muscle relaxant|antibiotic/;

/** Words that name the body region, for comparing a prior condition with the current one. */
function bodyWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const stop = new Set([
    'the',
    'and',
    'left',
    'right',
    'both',
    'upper',
    'lower',
    'side',
    'area',
    'with',
    'from',
    'pain',
    'injury',
    'strain',
    'sprain',
  ]);
  return new Set(words.filter((w) => !stop.has(w)).map((w) => w.replace(/s$/, '')));
}

export interface PreexistingFacts {
  preexisting_condition?: FactValue;
  significant_aggravation?: FactValue;
  notes: string[];
}

/** What the case says about a pre-existing condition and its aggravation. */
export function readPreexisting(
  c: RecordabilityCase,
  texts: readonly CaseText[],
): PreexistingFacts {
  const all = texts.map((t) => t.text).join(' ');
  if (matches(HEARING, all)) return { notes: [] };
  const event = only(texts, 'case.incident', 'case.injury', 'case.statements');
  const priorTexts = only(texts, 'case.prior_condition');
  const priorText = c.prior_condition?.description ?? '';
  const history = affirmed(scan(event, HISTORY)).filter(
    (h) => matches(NON_WORK_ORIGIN, h.sentence) && !matches(PRIOR_WORK, h.sentence),
  );
  const named = [...affirmed(scan(event, PREEXISTING)), ...history];
  const mentions = [...scan(priorTexts, /.+/), ...named];
  if (mentions.length === 0) return { notes: [] };
  // A prior case at work belongs to 1904.6; a prior condition fully resolved leaves nothing to aggravate.
  if (matches(PRIOR_WORK, priorText)) {
    return { preexisting_condition: factOf('no', mentions), notes: [] };
  }
  if (matches(PRIOR_RESOLVED, priorText) && !matches(PRIOR_ACTIVE, priorText)) {
    return { preexisting_condition: factOf('no', mentions), notes: [] };
  }
  const body = c.injury.body_part;
  if (body !== undefined && priorText !== '' && named.length === 0) {
    const prior = bodyWords(priorText);
    if (prior.size > 0 && ![...bodyWords(body)].some((w) => prior.has(w)))
      return { preexisting_condition: factOf('no', mentions), notes: [] };
  }
  return { preexisting_condition: factOf('yes', mentions), ...aggravation(c, event, mentions) };
}

/** 1904.5(b)(4): read only once a pre-existing condition is found. */
function aggravation(
  c: RecordabilityCase,
  event: readonly CaseText[],
  prior: readonly Hit[],
): { significant_aggravation: FactValue; notes: string[] } {
  const ws = c.work_status ?? {};
  const field = [
    ws.fatality === true && 'fatality',
    ws.loss_of_consciousness === true && 'loss_of_consciousness',
    (ws.days_away ?? 0) > 0 && 'days_away',
    ws.restricted_duty === true && 'restricted_duty',
    ws.job_transfer === true && 'job_transfer',
  ].filter((x): x is string => typeof x === 'string');
  const outcome = affirmed(scan(event, OUTCOME));
  if (outcome.length > 0 || field.length > 0) {
    const notes =
      field.length > 0 && outcome.length === 0
        ? [
            `Significant aggravation of the pre-existing condition is read from work_status (${field.join(', ')}), 1904.5(b)(4)(i)-(iii).`,
          ]
        : [];
    return { significant_aggravation: factOf('yes', outcome.length > 0 ? outcome : prior), notes };
  }
  const unchanged = scan(event, NO_CHANGE).filter((h) => !matches(PRIOR_REGIMEN, h.sentence));
  if (unchanged.length > 0) return { significant_aggravation: factOf('no', unchanged), notes: [] };
  const changed = affirmed(scan(event, NEW_TREATMENT));
  if (changed.length > 0) return { significant_aggravation: factOf('yes', changed), notes: [] };
  const medical = affirmed(scan(event, MEDICAL)).filter(
    (h) =>
      !matches(
        /over[- ]the[- ]counter|\bOTC\b/,
        h.sentence.slice(Math.max(0, h.index - 20), h.index + h.match.length + 20),
      ),
  );
  const untreatedBefore = prior.some((h) => matches(PRIOR_UNTREATED, h.sentence));
  if (medical.length > 0 && untreatedBefore)
    return { significant_aggravation: factOf('yes', [...medical, ...prior]), notes: [] };
  return {
    significant_aggravation: factOf('unknown', medical.length > 0 ? [...medical, ...prior] : prior),
    notes: [],
  };
}
