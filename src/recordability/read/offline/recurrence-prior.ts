/**
 * Where a case speaks of an earlier injury or illness (29 CFR 1904.6): the prior-condition description as a
 * whole, and each sentence elsewhere that tells of an earlier condition ("had a recorded R wrist sprain ~8 months
 * ago", "a recurrence of the old back strain"). Each passage is a one-sentence text, so matches in it stay
 * verbatim substrings of the case.
 */
import { sentenceSpans } from '../../text.ts';
import type { CaseText } from './scan.ts';

/**
 * Words that point back to an earlier condition. "Prior to", "earlier that day" point to the current event; "seen
 * again" is a visit, not a recurrence, so "again" counts only with the injury it repeats.
 */
export const PRIOR_WORD =
  /\b(w\/ recorded|with (a |an )?recorded|previous(ly)?|prior(?! to\b)|earlier(?! (that|this|in the|today|on)\b)|former|history of|h\/o|re-?injur\w{0,20}|re-?aggravat\w{0,20}|recurr\w{0,20}|flared?[- ]?ups?|flared)\b|\b(old|original) ([\w()-]{1,20} ){0,3}(injury|injuries|strain|sprain|fracture|burn|tear|condition|case|claim|problem|surgery|replacement|arthroplasty|arthritis)\b|\b(hurt|injured|strained|sprained|twisted|pulled|tweaked|aggravated|broke|aching|ached|pain|symptoms|sprain|strain|injury|started|flared|returned) (\w{1,20} ){0,3}again\b|\bagain (injured|hurt|strained|sprained|twisted|aggravated)\b/i;
/** A clear reference to an earlier case, enough to raise the 1904.6 question on its own. */
export const STRONG_PRIOR =
  /\b(previous(ly)?|prior|earlier|old|original|former|past) (recorded |work-related |work |occupational )?([\w()-]{1,20} ){0,3}(injury|injuries|strain|sprain|fracture|burn|tear|condition|case|claim|problem|episode|illness)\b|\bpreviously (recorded|injured|had|hurt)\b|\bhistory of\b|\bh\/o\b|\bre-?injur\w{0,20}|\brecurrence\b|\bcontinuation of\b/i;
/** A time in the past, which with "recorded" places a recorded case before this one. */
const PAST_TIME =
  /\b(ago|last (year|spring|summer|fall|autumn|winter|month)|earlier (this|last) year|in (19|20)\d\d|(19|20)\d\d (OSHA |300 )?log|last year'?s|in (january|february|march|april|june|july|august|september|october|november|december|the spring|the summer|the fall|the winter))\b|\bhad (a|an) (previously )?recorded\b|\bwhen (it|he|she|they) (was|were) (first )?diagnosed\b/i;
export const RECORDED = /\brecorded\b|\b(OSHA )?300 log\b|\bOSHA log\b|\bon the log\b/i;
/** Something that can recur: an injury or illness word, so "checked again" or "tried again" is not a prior case. */
const CONDITION =
  /injur\w{0,20}|strain\w{0,20}|sprain\w{0,20}|fractur\w{0,20}|burn\w{0,20}|tear|torn|pain|ache|aching|sore\w{0,20}|symptoms?|condition|tendin\w{0,20}|tendon\w{0,20}|carpal|dermatitis|rash|asthma\w{0,20}|hernia|lacerat\w{0,20}|case|claim|problem|disease|illness|surgery|replacement|arthroplasty|arthritis|silicosis|asbestosis|byssinosis|cancer|mesothelioma/i;
/** "The same ankle", "the same body part": the current injury names the earlier one's region. */
export const SAME_PART =
  /\bsame (left |right |L |R )?(ankle|knee|wrist|back|shoulder|elbow|hand|finger|thumb|foot|toe|hip|neck|arm|forearm|leg|eye|ear|body part|part of the body|injury|condition|area)\b|\b(from|of) the (earlier|prior|previous|original|old) (recorded )?(case|injury|claim)\b/i;
/** A previous hearing loss is measured through the revised baseline of 1904.10(b)(2)(i), not 1904.6. */
const HEARING =
  /\b(STS|standard threshold shift|hearing loss|audiogram|audiometr\w{0,20}|audiolog\w{0,20}|hearing tests?|baseline)\b/i;

export interface Passage {
  /** The passage as a text of its own (a sentence, or the whole prior-condition description). */
  text: CaseText;
  /** The next sentence of the same field, which often finishes the story ("...; released, no symptoms since"). */
  next: CaseText | null;
  /** The sentence before, which may name what "the case was recorded" refers to. */
  previous: CaseText | null;
  fromPriorField: boolean;
}

const PRIOR_FIELD = 'case.prior_condition.description';

/** Whether a sentence tells of an earlier condition ("had a recorded wrist sprain last year", "a recurrence of"). */
export function tellsOfEarlier(sentence: string): boolean {
  if (HEARING.test(sentence)) return false;
  if (PRIOR_WORD.test(sentence) && CONDITION.test(sentence)) return true;
  return RECORDED.test(sentence) && PAST_TIME.test(sentence);
}

/** A passage about the earlier condition: one that tells of it, or names its body part as "the same ankle". */
function isPriorSentence(sentence: string): boolean {
  return tellsOfEarlier(sentence) || (SAME_PART.test(sentence) && !HEARING.test(sentence));
}

/** The passages of a case that tell of an earlier condition. */
export function priorPassages(texts: readonly CaseText[]): Passage[] {
  const out: Passage[] = [];
  for (const t of texts) {
    if (t.where === PRIOR_FIELD) {
      if (!HEARING.test(t.text))
        out.push({ text: t, next: null, previous: null, fromPriorField: true });
      continue;
    }
    const spans = sentenceSpans(t.text);
    spans.forEach(({ sentence }, i) => {
      if (!isPriorSentence(sentence)) return;
      const following = spans[i + 1];
      const preceding = spans[i - 1];
      out.push({
        text: { ...t, text: sentence },
        next: following === undefined ? null : { ...t, text: following.sentence },
        previous: preceding === undefined ? null : { ...t, text: preceding.sentence },
        fromPriorField: false,
      });
    });
  }
  return out;
}

/** Each sentence of `texts` as a text of its own. */
export function sentencesOf(texts: readonly CaseText[]): CaseText[] {
  return texts.flatMap((t) =>
    sentenceSpans(t.text).map(({ sentence }) => ({ ...t, text: sentence })),
  );
}

/** The sentences of `texts` that do not tell of an earlier condition (the current event and injury). */
export function currentSentences(texts: readonly CaseText[]): CaseText[] {
  return sentencesOf(texts.filter((t) => t.where !== PRIOR_FIELD)).filter(
    (t) => !tellsOfEarlier(t.text),
  );
}
