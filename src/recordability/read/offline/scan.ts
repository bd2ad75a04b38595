/**
 * What the offline reader's part readers share: the case's texts with where each sits, cue matching per
 * sentence with negation, and evidence built from a match (the span is a verbatim substring of the case).
 */
import type { Evidence, FactValue } from '../../facts/schema.ts';
import type { RecordabilityCase } from '../../schema.ts';
import { forEachMatch, isNegatedBy, NEGATION, sentenceLocal, sentenceSpans } from '../../text.ts';
import { type CaseText, caseTexts } from '../verify.ts';

export type { CaseText } from '../verify.ts';

export interface Hit {
  text: CaseText;
  /** The sentence holding the match, and where it starts in the field's text. */
  sentence: string;
  sentenceStart: number;
  /** The match's offset within the sentence. */
  index: number;
  match: string;
  negated: boolean;
}

/** The case's texts, labelled by path and provenance. */
export function textsOf(c: RecordabilityCase): CaseText[] {
  return caseTexts(c);
}

/** Texts whose path starts with one of `prefixes` (`case.treatment.provided`, `case.statements`, `case.injury`). */
export function only(texts: readonly CaseText[], ...prefixes: string[]): CaseText[] {
  return texts.filter((t) => prefixes.some((p) => t.where.startsWith(p)));
}

/** Every match of `pattern` (case-insensitive; give it no flags) in every sentence of `texts`. */
export function scan(texts: readonly CaseText[], pattern: RegExp): Hit[] {
  const re = new RegExp(pattern.source, 'gi');
  // One scan of a whole text rules out all its sentences when the pattern cannot match there (see sentenceLocal).
  const probe = sentenceLocal(pattern) ? new RegExp(pattern.source, 'i') : null;
  const out: Hit[] = [];
  for (const text of texts) {
    if (probe !== null && !probe.test(text.text)) continue;
    for (const { sentence, start } of sentenceSpans(text.text)) {
      forEachMatch(re, sentence, (m) => {
        if (m[0] === '') return;
        out.push({
          text,
          sentence,
          sentenceStart: start,
          index: m.index,
          match: m[0],
          negated: isNegatedBy(NEGATION, sentence, m.index, m[0].length),
        });
      });
    }
  }
  return out;
}

export const affirmed = (hits: readonly Hit[]): Hit[] => hits.filter((h) => !h.negated);
export const negated = (hits: readonly Hit[]): Hit[] => hits.filter((h) => h.negated);

const MAX_SPAN = 160;

/** Evidence for a hit: the sentence around the match, clipped to 160 characters, verbatim from the case. */
export function evidenceOf(hit: Hit): Evidence {
  let from = 0;
  let to = hit.sentence.length;
  if (to - from > MAX_SPAN) {
    from = Math.max(0, Math.min(hit.index - 40, hit.sentence.length - MAX_SPAN));
    to = Math.min(hit.sentence.length, from + MAX_SPAN);
  }
  return {
    where: hit.text.where,
    span: hit.sentence.slice(from, to).trim(),
    provenance: hit.text.provenance,
  };
}

/** A fact read from hits: `value` with up to three pieces of evidence (entries before narrative). */
export function factOf(value: 'yes' | 'no' | 'unknown', hits: readonly Hit[]): FactValue {
  const ordered = [...hits].sort((a, b) =>
    a.text.provenance === b.text.provenance ? 0 : a.text.provenance === 'entry' ? -1 : 1,
  );
  const evidence: Evidence[] = [];
  for (const h of ordered) {
    const e = evidenceOf(h);
    if (!evidence.some((x) => x.where === e.where && x.span === e.span)) evidence.push(e);
    if (evidence.length === 3) break;
  }
  return { value, evidence };
}

/**
 * The usual reading of a cue: `yes` when any mention is affirmed, `no` when every mention is negated,
 * and nothing (undefined: the regulation's presumption) when the case never mentions it.
 */
export function readCue(texts: readonly CaseText[], pattern: RegExp): FactValue | undefined {
  const hits = scan(texts, pattern);
  if (hits.length === 0) return undefined;
  const yes = affirmed(hits);
  return yes.length > 0 ? factOf('yes', yes) : factOf('no', hits);
}
