/**
 * 1904.10: a work-related Standard Threshold Shift (an average change of 10 dB or more from baseline at 2000,
 * 3000 and 4000 Hz, (b)(1)) with a total hearing level of 25 dB or more above audiometric zero in the same ear,
 * (a). The shift may be age-adjusted, the 25 dB level may not, (b)(3); after a recorded hearing loss the shift is
 * measured from the revised baseline, (b)(2)(i); a retest within 30 days that does not confirm the shift, (b)(4),
 * or a professional's determination that the loss is not work-related, (b)(6), means no record. Figures are
 * computed when stated; a hearing loss named without them leaves the shift and the level `unknown`.
 */
import type { FactKey, FactValue } from '../../facts/schema.ts';
import { type Figure, readFigures } from './hearing-figures.ts';
import { affirmed, type CaseText, factOf, type Hit, negated, scan } from './scan.ts';

const TOPIC =
  /\b(standard threshold shift|STS|hearing (loss|level|threshold|test|shift)|audiograms?|audiometr\w{0,20}|noise-induced)\b/;
const STS = /\b(standard threshold shift|STS)\b/;
/** A hearing test read as normal: no shift to compute. */
const NORMAL =
  /\b(normal|unchanged|stable) (hearing|audiogram)\b|\baudiogram (was |is |came back )?(normal|unchanged|stable)\b|\bhearing (was |is )?(normal|intact|unchanged)\b/;
/** (b)(2)(i): a recordable hearing loss already on the log, after which the shift is read from the revised baseline. */
const PREVIOUS_LOSS =
  /\b(previous(ly)?|prior|earlier|already)\b[^.;]{0,60}\b(STS|standard threshold shift|hearing loss)\b[^.;]{0,40}\brecorded\b|\b(previous(ly)?|prior|earlier|already) recorded\b[^.;]{0,40}\b(STS|standard threshold shift|hearing loss)\b/;
const STS_SHIFT = 10;
const LEVEL = 25;

/** (b)(4): a retest, and what follows it in its sentence: the shift not confirmed, or confirmed. */
const RETEST = /\bre-?test\w{0,20}/;
const NOT_CONFIRMED =
  /\b(did not|does not|didn't|doesn't|failed to|not|no longer|never) (confirm|show|reproduce)\w{0,20}|\b(no|without an?) (STS|standard threshold shift|shift|change)\b|\bnot persistent\b/i;
const CONFIRMED =
  /\b(confirm\w{0,20}|same shift|showed the same|persist\w{0,20}|still show\w{0,20}|reproduc\w{0,20})/i;
const CONFIRMED_BY_RETEST = /\b(not )?confirmed (by|on|at|in|with) (a |the )?re-?test\w{0,20}/;

/** (b)(6): a physician or other licensed health care professional on work-relatedness. */
const PROFESSIONAL =
  /\b(audiologist|physician|doctor|dr|otolaryngologist|ENT|otologist|PLHCP|LHCP|licensed health care professional|clinician|specialist)\b/;
const NOT_WORK =
  /\bnot work[- ]related\b|\bnon-?occupational\b|\bnot (caused|related|due) (by|to) (occupational |workplace |work |on-the-job )?(noise|work|the job|employment)\b|\bnot (been )?(significantly )?aggravated by (occupational |workplace |work )?noise\b|\bnot (from|by) (noise at work|work noise|workplace noise|occupational noise)\b|\b(caused (by|to)|due to|attributable to|attribut\w{0,20} (\w{1,20} ){0,3}to) (a |an |his |her |the )?(non-?occupational|age\b|viral|virus|infection|ear infection|medication|ototoxic|congenital|hereditary|genetic|aging|presbycusis|head injury|recreational|hunting|shooting)\b/;
const WORK =
  /\b(work|occupational|workplace|job) noise (contributed|caused|aggravated)\b|\bnoise (at work|on the job) (contributed|caused)\b|\bis work[- ]related\b/;

type Facts = Partial<Record<FactKey, FactValue>>;

/** The shift per ear: an age-corrected figure ((b)(3)) or one from the revised baseline ((b)(2)(i)) replaces the raw one. */
function shiftsByEar(figures: readonly Figure[]): Map<'L' | 'R' | null, Figure> {
  const shifts = figures.filter((f) => f.kind === 'shift' && !f.retest);
  const out = new Map<'L' | 'R' | null, Figure>();
  const ears = new Set(shifts.map((f) => f.ear));
  for (const ear of ears) {
    const mine = shifts.filter((f) => f.ear === ear || f.ear === null);
    const pick =
      mine.filter((f) => f.aged).length > 0
        ? mine.filter((f) => f.aged)
        : mine.filter((f) => f.revised).length > 0
          ? mine.filter((f) => f.revised)
          : mine;
    out.set(
      ear,
      pick.reduce((best, f) => (f.value > best.value ? f : best)),
    );
  }
  // An ear-less figure that only restates a sided one adds nothing.
  if (out.size > 1) out.delete(null);
  return out;
}

function readShiftAndLevel(
  texts: readonly CaseText[],
  topic: readonly Hit[],
  figures: readonly Figure[],
): Facts {
  const facts: Facts = {};
  const shifts = shiftsByEar(figures);
  const stsWords = scan(texts, STS);
  let stsEars: Set<'L' | 'R' | null> | null = null;
  const previous = affirmed(scan(texts, PREVIOUS_LOSS));
  if (previous.length > 0 && shifts.size > 0 && ![...shifts.values()].some((f) => f.revised)) {
    // (b)(2)(i): after a recorded loss only a shift from the revised baseline counts; the figures do not say.
    facts.hearing_shift = factOf('unknown', [
      ...previous,
      ...[...shifts.values()].map((f) => f.hit),
    ]);
  } else if (shifts.size > 0) {
    const sts = [...shifts.entries()].filter(([, f]) => f.value >= STS_SHIFT);
    stsEars = new Set(sts.map(([ear]) => ear));
    facts.hearing_shift =
      sts.length > 0
        ? factOf(
            'yes',
            sts.map(([, f]) => f.hit),
          )
        : factOf(
            'no',
            [...shifts.values()].map((f) => f.hit),
          );
  } else if (affirmed(stsWords).length > 0) {
    facts.hearing_shift = factOf('yes', affirmed(stsWords));
  } else if (stsWords.length > 0) {
    facts.hearing_shift = factOf('no', negated(stsWords));
  } else {
    facts.hearing_shift = factOf('unknown', topic);
  }
  // (b)(3): the 25 dB level is read without age correction, in the ear of the shift.
  const levels = figures.filter((f) => f.kind === 'level' && !f.aged && !f.retest);
  const inEar =
    stsEars === null || stsEars.size === 0
      ? levels
      : levels.filter((f) => f.ear === null || stsEars!.has(f.ear) || stsEars!.has(null));
  if (inEar.length > 0) {
    const met = inEar.filter((f) => f.value >= LEVEL);
    facts.hearing_level_25db =
      met.length > 0
        ? factOf(
            'yes',
            met.map((f) => f.hit),
          )
        : factOf(
            'no',
            inEar.map((f) => f.hit),
          );
  } else {
    facts.hearing_level_25db = factOf(
      'unknown',
      levels.length > 0 ? levels.map((f) => f.hit) : topic,
    );
  }
  return facts;
}

/** (b)(4): a retest's own words, else its figures. */
function readRetest(texts: readonly CaseText[], figures: readonly Figure[]): FactValue | undefined {
  const retests = affirmed(scan(texts, RETEST));
  const rest = (h: Hit) => h.sentence.slice(h.index + h.match.length);
  const byRetest = affirmed(scan(texts, CONFIRMED_BY_RETEST));
  const not = [
    ...retests.filter((h) => NOT_CONFIRMED.test(rest(h))),
    ...byRetest.filter((h) => /^not /i.test(h.match)),
  ];
  if (not.length > 0) return factOf('yes', not);
  const confirmed = [...retests.filter((h) => CONFIRMED.test(rest(h))), ...byRetest];
  if (confirmed.length > 0) return factOf('no', confirmed);
  const shifts = figures.filter((f) => f.kind === 'shift' && f.retest);
  if (shifts.length === 0) return undefined;
  return shifts.every((f) => f.value < STS_SHIFT)
    ? factOf(
        'yes',
        shifts.map((f) => f.hit),
      )
    : factOf(
        'no',
        shifts.map((f) => f.hit),
      );
}

/** (b)(6): the professional's determination, in a clinician statement or a sentence naming the professional. */
function readDetermination(
  texts: readonly CaseText[],
  clinician: (t: CaseText) => boolean,
): FactValue | undefined {
  const said = texts.flatMap((t) => (clinician(t) ? [t] : []));
  const named = scan(
    texts.filter((t) => !clinician(t)),
    PROFESSIONAL,
  ).map((h) => ({ ...h.text, text: h.sentence }));
  const pool = [...said, ...named];
  const not = affirmed(scan(pool, NOT_WORK));
  if (not.length > 0) return factOf('yes', not);
  const work = affirmed(scan(pool, WORK));
  return work.length > 0 ? factOf('no', work) : undefined;
}

/** The hearing facts of 1904.10, read only when the case is about hearing. */
export function readHearing(
  texts: readonly CaseText[],
  clinician: (t: CaseText) => boolean,
): Facts {
  const topic = scan(texts, TOPIC);
  if (topic.length === 0) return {};
  const figures = readFigures(texts);
  // "Denies hearing loss", "audiogram normal": the topic is raised only to be closed.
  const normal = affirmed(scan(texts, NORMAL));
  if (
    figures.length === 0 &&
    affirmed(scan(texts, STS)).length === 0 &&
    (affirmed(topic).length === 0 || normal.length > 0)
  ) {
    return { hearing_shift: factOf('no', [...normal, ...negated(topic)]) };
  }
  const facts = readShiftAndLevel(texts, topic, figures);
  const retest = readRetest(texts, figures);
  if (retest !== undefined) facts.hearing_retest_no_shift = retest;
  const determination = readDetermination(texts, clinician);
  if (determination !== undefined) facts.hearing_not_work_related = determination;
  return facts;
}
