/**
 * The audiogram figures a case states, for 1904.10: each decibel figure read as a shift from baseline (the STS
 * of (b)(1)) or a hearing level above audiometric zero ((b)(2)(ii)), with its ear and whether it is age-corrected
 * ((b)(3)), measured from a revised baseline ((b)(2)(i)) or taken at a retest ((b)(4)). Figures may be written as
 * words ("eleven dB"). A noise exposure ("92 dBA TWA") is not an audiogram figure.
 */
import { currentAt, EAR, lastEar, shiftAndLevel, sideOf } from './hearing-ears.ts';
import { headedFigures } from './hearing-headed.ts';
import { type CaseText, type Hit, scan } from './scan.ts';

/** Numbers written as words, as far as audiogram figures go. */
const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A decibel figure, in digits or words; "dBA", "dB(A)" and "dBC" are sound levels, not hearing levels. */
const DB =
  /\b(\d{1,3}(\.\d{1,2})?|(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)([- ](one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\s?-?(dB|decibels?)(?![a-z(])/i;

function numberOf(text: string): number {
  const t = text.toLowerCase();
  if (/^\d/.test(t)) return Number(t);
  const [tens, unit] = t.split(/[- ]/);
  return (TENS[tens!] ?? UNITS[tens!] ?? 0) + (unit === undefined ? 0 : (UNITS[unit] ?? 0));
}

const NOISE_AFTER = /^\s{0,3}(TWA|time[- ]weighted|exposure|noise|SPL|sound|peak|impulse)/i;
const NOISE_BEFORE =
  /\b(exposure|exposed|noise|TWA|sound level|dose|loud|decibel meter|dosimet\w{0,20})\b[^.;,]{0,20}$/i;
const SHIFT_AFTER =
  /^\s{0,3}(\(?STS\)?|(average |avg\.? )?(threshold )?(shift|change|worse|worsening|decline|drop|deterioration))/i;
const LEVEL_AFTER = /^\s{0,3}(HL|hearing level|above audiometric zero|hearing threshold level)/i;
const SHIFT_WORD =
  /\b(shifts?|change|STS|standard threshold shift|worse|from (his |her |their |the )?(\w{1,20} )?baseline|vs\.? (his |her |the )?baseline|relative to (the )?baseline|compared (with|to) (the )?baseline)\b/gi;
const LEVEL_WORD = /\b(levels?|HL|audiometric zero|thresholds?(?! shift)|(now|currently) at)\b/gi;
/** "Averaging 35 dB" is a level unless a shift word came first ("STS R ear (avg 18 dB"). */
const AVERAGE = /\b(averag\w{0,20}|avg)\b/i;
const MORE = /\b(over|above|more than|greater than|exceed\w{0,20})\s{0,3}$|>\s{0,3}$/i;
const LESS = /\b(under|below|less than)\s{0,3}$|<\s{0,3}$/i;

export interface Figure {
  kind: 'shift' | 'level';
  value: number;
  ear: 'L' | 'R' | null;
  /** (b)(3): an age-corrected shift. */
  aged: boolean;
  /** (b)(2)(i): measured from a revised baseline. */
  revised: boolean;
  /** (b)(4): taken at a retest. */
  retest: boolean;
  hit: Hit;
}

const lastIndex = (re: RegExp, s: string): number => {
  let at = -1;
  for (const m of s.matchAll(re)) at = m.index;
  return at;
};

function earOf(
  after: string,
  before: string,
  sentenceBefore: string,
  only: 'L' | 'R' | null,
): 'L' | 'R' | null {
  const next = /^\s{0,3}(in (the|his|her|their) )?\(?(right|left|R|L|rt|lt)\b/i.exec(after);
  if (next !== null) return sideOf(next[3]!);
  return lastEar(before, null) ?? lastEar(sentenceBefore, only);
}

/**
 * Whether `re` qualifies the figure: said in its clause, from the end of the previous figure's own clause (the
 * first comma or semicolon after it) to the first comma after this one ("4 dB from the revised baseline, 15 dB
 * from the original baseline": only the 4 dB is from the revised baseline).
 */
function qualifies(hit: Hit, previousEnd: number, re: RegExp): boolean {
  const s = hit.sentence;
  const end = hit.index + hit.match.length;
  const previousClause = previousEnd === 0 ? -1 : s.slice(previousEnd, hit.index).search(/[,;]/);
  const from = previousClause < 0 ? previousEnd : previousEnd + previousClause;
  // A parenthesis after the figure is an aside of its own ("27 dB (if age corrected about 23)").
  const next = s.slice(end).search(/[,;(]/);
  return re.test(s.slice(from, next < 0 ? s.length : end + next));
}

/**
 * Thresholds at 2000, 3000 and 4000 Hz written as a triple ("10/15/20 dB", or a table row "10 | 15 | 20"): the
 * frequencies themselves ("2000/3000/4000 Hz", "2k | 3k | 4k") are not thresholds.
 */
const TRIPLE =
  /(?<![\d/|])(\d{1,3})\s{0,2}[/|]\s{0,2}(\d{1,3})\s{0,2}[/|]\s{0,2}(\d{1,3})(?![\d/|k])(\s{0,2}dB\b(?!\s?\(?[AC]\b))?/i;
/**
 * The same thresholds written as a list, in the order 2000, 3000, 4000 Hz, each perhaps with its frequency: "20, 30,
 * 35", "10 dB at 2000 Hz, 15 at 3000, 20 at 4000". Read only in a text that names the frequencies (FREQUENCIES).
 */
const LIST_TRIPLE =
  /(?<![\d.:/$-])(?<a>\d{1,3})(?!\d)(\s?dB)?( (at|@) ?(2000|2 ?k)( ?k?Hz)?)?,\s{0,2}(?<b>\d{1,3})(?!\d)(\s?dB)?( (at|@) ?(3000|3 ?k)( ?k?Hz)?)?(,\s{0,2}|,? and )(?<c>\d{1,3})(?![\d:/]|\.\d)(\s?dB)?( (at|@) ?(4000|4 ?k)( ?k?Hz)?)?/i;
/** The same thresholds with each frequency first: "2 kHz 10 dB, 3 kHz 15 dB, 4 kHz 20 dB", "2k: 10, 3k: 15, 4k: 20". */
const FREQUENCY_FIRST_TRIPLE =
  /\b(2000|2 ?k)( ?k?Hz)?[:-]?\s{0,2}(?<a>\d{1,3})(?!\d|\.\d)(\s?dB)?,\s{0,2}(3000|3 ?k)( ?k?Hz)?[:-]?\s{0,2}(?<b>\d{1,3})(?!\d|\.\d)(\s?dB)?(,\s{0,2}|,? and )(4000|4 ?k)( ?k?Hz)?[:-]?\s{0,2}(?<c>\d{1,3})(?!\d|\.\d)(\s?dB)?/i;
const FREQUENCIES = /\b(k?Hz|2000|3000|4000|[234] ?k|frequenc\w{0,8})\b/i;
const BASELINE = /\bbaseline\b/i;
const IN_TRIPLE = /\d{1,3}\s{0,2}[/|]\s{0,2}\d{1,3}\s{0,2}[/|]\s{0,2}$/;

/**
 * 1904.10(b)(1)-(2): a baseline triple and a later triple in the same text give the average shift and the
 * average hearing level at 2000, 3000 and 4000 Hz, computed here rather than read figure by figure.
 */
function tripleFigures(texts: readonly CaseText[], only: 'L' | 'R' | null): Figure[] {
  const out: Figure[] = [];
  for (const text of texts) {
    const slashed = scan([text], TRIPLE);
    const listed = FREQUENCIES.test(text.text)
      ? [...scan([text], LIST_TRIPLE), ...scan([text], FREQUENCY_FIRST_TRIPLE)]
      : [];
    const all = [...slashed, ...listed].sort(
      (x, y) => x.sentenceStart - y.sentenceStart || x.index - y.index,
    );
    // Each ear's triples are compared among themselves ("L ear baseline: ... L ear now: ... R ear baseline: ...");
    // a triple whose sentence names no ear belongs to the ear of the triple before it ("This year: 20/30/35 dB").
    const ears: Figure['ear'][] = [];
    for (const h of all)
      ears.push(earOf('', '', h.sentence.slice(0, h.index), null) ?? ears.at(-1) ?? only);
    for (const ear of new Set(ears))
      out.push(
        ...earTriples(
          all.filter((_, i) => ears[i] === ear),
          ear,
        ),
      );
  }
  return out;
}

/** The average of a triple's three thresholds. */
function average(h: Hit): number {
  const m =
    TRIPLE.exec(h.match) ?? FREQUENCY_FIRST_TRIPLE.exec(h.match) ?? LIST_TRIPLE.exec(h.match);
  const [a, b, c] =
    m?.groups === undefined ? [m?.[1], m?.[2], m?.[3]] : [m.groups.a, m.groups.b, m.groups.c];
  return (Number(a) + Number(b) + Number(c)) / 3;
}

/** Whether `re` is said in the 60 characters before a triple, not before `from` (the end of the triple before it). */
const saidBefore = (re: RegExp, h: Hit, from = 0): boolean =>
  re.test(h.sentence.slice(Math.max(from, h.index - 60), h.index));
const REVISED_BASELINE = /\brevised baseline\b/i;

/**
 * A table with one row per frequency and one column per audiogram ("2k 10 / 20", "3000 Hz: 15 | 30"), under a
 * header that says which column is the baseline ("baseline / this year"). Without that header the columns are not read.
 */
const COLUMN_ROW =
  /\b(?<f>2000|3000|4000|[234] ?k)( ?k?Hz)?:?\s{0,3}(?<a>\d{1,3})(\s?dB)?\s{0,2}[/|]\s{0,2}(?<b>\d{1,3})(?![\d/|])/;
const BASELINE_FIRST = /\bbaseline\b[^/|\n]{0,40}[/|]/i;
const BASELINE_SECOND = /[/|][^/|\n]{0,40}\bbaseline\b/i;

function columnFigures(text: CaseText, only: 'L' | 'R' | null): Figure[] {
  const rows = scan([text], COLUMN_ROW).map((h) => {
    const at = h.sentenceStart + h.index;
    const before = text.text.slice(0, at);
    const ear = [...before.matchAll(EAR)].at(-1);
    const side: Figure['ear'] = lastEar(before, only);
    const m = COLUMN_ROW.exec(h.match)!.groups!;
    const frequency = m.f!.replace(/\s/g, '').replace(/k$/i, '000');
    return {
      h,
      side,
      header: before.slice(ear?.index ?? 0),
      frequency,
      a: Number(m.a),
      b: Number(m.b),
    };
  });
  const out: Figure[] = [];
  for (const side of new Set(rows.map((r) => r.side))) {
    const ear = rows.filter((r) => r.side === side);
    const at = ['2000', '3000', '4000'].map((f) => ear.filter((r) => r.frequency === f));
    if (at.some((r) => r.length !== 1)) continue;
    const header = ear[0]!.header;
    const second = BASELINE_SECOND.test(header) && !BASELINE_FIRST.test(header);
    if (!second && !BASELINE_FIRST.test(header)) continue;
    const mean = (k: 'a' | 'b') => at.reduce((sum, [r]) => sum + r![k], 0) / 3;
    const [baseline, current] = second ? [mean('b'), mean('a')] : [mean('a'), mean('b')];
    out.push(
      ...shiftAndLevel(current, baseline, {
        ear: side,
        aged: false,
        revised: false,
        retest: false,
        hit: at[2]![0]!.h,
      }),
    );
  }
  return out;
}

/** One ear's shift and level from its triples, in the order written. */
function earTriples(hits: readonly Hit[], ear: Figure['ear']): Figure[] {
  // A triple is a baseline when "baseline" stands between it and the triple before it (or the sentence start).
  const isBaseline = hits.map((h, i) => {
    const previous = hits[i - 1];
    const from =
      previous !== undefined && previous.sentenceStart === h.sentenceStart
        ? previous.index + previous.match.length
        : 0;
    return saidBefore(BASELINE, h, from);
  });
  // The current audiogram (currentAt) is compared with the revised baseline when one is given ((b)(2)(i)), else
  // with the nearest baseline before it; written before its baselines ("This yr: ... Baseline (hire): ..."), with
  // the last of them.
  const laterAt = currentAt(isBaseline);
  const following = isBaseline.slice(0, Math.max(laterAt, 0)).includes(true);
  const baselines = hits.filter((_, i) => isBaseline[i] && (!following || i < laterAt));
  const baseline = baselines.findLast((h) => saidBefore(REVISED_BASELINE, h)) ?? baselines.at(-1);
  const later = laterAt >= 0 ? hits[laterAt] : undefined;
  if (baseline === undefined || later === undefined) return [];
  return shiftAndLevel(average(later), average(baseline), {
    ear,
    aged: false,
    revised: saidBefore(REVISED_BASELINE, baseline),
    retest: false,
    hit: later,
  });
}

/** Every audiogram figure in `texts`, in order. */
export function readFigures(texts: readonly CaseText[]): Figure[] {
  const all = texts.map((t) => t.text).join(' ');
  const right = /\b(right|R) ear\b/i.test(all);
  const left = /\b(left|L) ear\b/i.test(all);
  const only = right && !left ? 'R' : left && !right ? 'L' : null;
  const out: Figure[] = [];
  let sentenceKey = '';
  let previousEnd = 0;
  let previousKind: Figure['kind'] | null = null;
  for (const hit of scan(texts, DB)) {
    const key = `${hit.text.where}@${hit.sentenceStart}`;
    if (key !== sentenceKey) {
      sentenceKey = key;
      previousEnd = 0;
      previousKind = null;
    }
    const from = previousEnd;
    const before = hit.sentence.slice(from, hit.index);
    const after = hit.sentence.slice(
      hit.index + hit.match.length,
      hit.index + hit.match.length + 30,
    );
    previousEnd = hit.index + hit.match.length;
    if (NOISE_AFTER.test(after) || NOISE_BEFORE.test(before) || IN_TRIPLE.test(before)) continue;
    const shiftAt = lastIndex(SHIFT_WORD, before);
    const levelAt = lastIndex(LEVEL_WORD, before);
    const kind: Figure['kind'] | null = SHIFT_AFTER.test(after)
      ? 'shift'
      : LEVEL_AFTER.test(after)
        ? 'level'
        : shiftAt > levelAt
          ? 'shift'
          : levelAt > shiftAt
            ? 'level'
            : AVERAGE.test(before)
              ? 'level'
              : previousKind;
    if (kind === null) continue;
    previousKind = kind;
    let value = numberOf(hit.match.replace(/\s?-?(dB|decibels?)$/i, ''));
    if (MORE.test(before)) value += 0.5;
    if (LESS.test(before)) value -= 0.5;
    // "Without a 25 dB hearing level", "no 10 dB shift": below the figure named.
    if (hit.negated) value = Math.min(value, (kind === 'shift' ? 10 : 25) - 0.5);
    out.push({
      kind,
      value,
      ear: earOf(after, before, hit.sentence.slice(0, hit.index), only),
      aged: qualifies(hit, from, /\bage[- ]?(correct|adjust)\w{0,20}/i),
      revised: qualifies(hit, from, /\brevised baseline\b/i),
      retest: /\bre-?test\w{0,20}/i.test(hit.sentence.slice(0, hit.index)),
      hit,
    });
  }
  // A text with rows under a frequency header is read by its columns; its rows are not 2k/3k/4k triples.
  const headed = texts.map((t) => headedFigures(t, only));
  const rest = texts.filter((_, i) => headed[i]!.length === 0);
  return [
    ...out,
    ...headed.flat(),
    ...tripleFigures(rest, only),
    ...texts.flatMap((t) => columnFigures(t, only)),
  ];
}
