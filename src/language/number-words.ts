/**
 * Numbers written as words and the units read after a number, as tables. English number words are
 * closed classes; the units are the ones injury narratives, work-status notes, noise surveys and pain
 * ratings use. Canonical unit names are what callers compare against.
 */

export const SMALL: ReadonlyMap<string, number> = new Map(
  [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ].map((w, i) => [w, i]),
);
export const TENS: ReadonlyMap<string, number> = new Map(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((w, i) => [
    w,
    20 + 10 * i,
  ]),
);
export const SCALES: ReadonlyMap<string, number> = new Map([
  ['hundred', 100],
  ['thousand', 1000],
]);
export const ORDINALS: ReadonlyMap<string, number> = new Map([
  ...[
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
  ].map((w, i) => [w, i + 1] as const),
  ...[
    'twentieth',
    'thirtieth',
    'fortieth',
    'fiftieth',
    'sixtieth',
    'seventieth',
    'eightieth',
    'ninetieth',
  ].map((w, i) => [w, 20 + 10 * i] as const),
  ['hundredth', 100],
]);

/** Every word that can be part of a cardinal or ordinal number. */
export function isNumberWord(word: string): boolean {
  return SMALL.has(word) || TENS.has(word) || SCALES.has(word) || ORDINALS.has(word);
}

/** Quantity phrases: words -> value; `approximate` when the phrase is vague ("a few"). */
export const QUANTITY_PHRASES: ReadonlyArray<{
  words: readonly string[];
  value: number;
  approximate: boolean;
}> = [
  { words: ['a', 'couple'], value: 2, approximate: false },
  { words: ['couple'], value: 2, approximate: false },
  { words: ['a', 'few'], value: 3, approximate: true },
  { words: ['a', 'dozen'], value: 12, approximate: false },
  { words: ['dozen'], value: 12, approximate: false },
  { words: ['a', 'half'], value: 0.5, approximate: false },
  { words: ['half'], value: 0.5, approximate: false },
  { words: ['a', 'quarter'], value: 0.25, approximate: false },
];

/** Words before a number that make it approximate ("about 3 weeks", "like a seven"). */
export const APPROXIMATORS = new Set([
  'about',
  'around',
  'approx',
  'approximately',
  'roughly',
  'nearly',
  'almost',
  '~',
  'maybe',
  'probably',
  'like',
  'perhaps',
]);
/** Words after a number that make it approximate ("a six maybe", "three or so"). */
export const APPROXIMATE_AFTER = new Set(['maybe', 'probably', 'ish', 'perhaps', 'guess']);

/** Words that may stand between a number and its unit ("3 more days", "two full shifts"). */
export const UNIT_MODIFIERS = new Set([
  'more',
  'additional',
  'full',
  'whole',
  'consecutive',
  'extra',
  'straight',
  'calendar',
  'work',
  'working',
  'lost',
  'total',
  'separate',
  'of',
  'a',
  'an',
]);

/** Unit spellings (lowercase, as written or as lemma) -> canonical unit. */
export const UNITS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    day: ['day', 'days', 'd'],
    hour: ['hour', 'hours', 'hr', 'hrs', 'h'],
    minute: ['minute', 'minutes', 'min', 'mins'],
    second: ['second', 'seconds', 'sec', 'secs'],
    week: ['week', 'weeks', 'wk', 'wks'],
    month: ['month', 'months', 'mo', 'mos'],
    year: ['year', 'years', 'yr', 'yrs'],
    shift: ['shift', 'shifts'],
    night: ['night', 'nights'],
    mg: ['mg', 'milligram', 'milligrams'],
    mcg: ['mcg', 'microgram', 'micrograms'],
    g: ['g', 'gram', 'grams'],
    kg: ['kg', 'kilogram', 'kilograms', 'kilo', 'kilos'],
    lb: ['lb', 'lbs', 'pound', 'pounds'],
    mL: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc'],
    L: ['l', 'liter', 'liters', 'litre', 'litres'],
    tablet: ['tablet', 'tablets', 'tab', 'tabs'],
    pill: ['pill', 'pills'],
    capsule: ['capsule', 'capsules', 'cap', 'caps'],
    dose: ['dose', 'doses'],
    stitch: ['stitch', 'stitches'],
    suture: ['suture', 'sutures'],
    staple: ['staple', 'staples'],
    times: ['times', 'time', 'x'],
    visit: ['visit', 'visits'],
    session: ['session', 'sessions'],
    cm: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
    mm: ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'],
    inch: ['inch', 'inches'],
    foot: ['foot', 'feet', 'ft'],
    '%': ['%', 'percent'],
    degree: ['degree', 'degrees', '°'],
    dB: ['db'],
    dBA: ['dba'],
  }).flatMap(([unit, spellings]) => spellings.map((s) => [s, unit] as const)),
);

/** Multi-word units, longest first: words -> canonical unit. */
export const PHRASE_UNITS: ReadonlyArray<{ words: readonly string[]; unit: string }> = [
  { words: ['out', 'of', 'ten'], unit: '/10' },
  { words: ['out', 'of', '10'], unit: '/10' },
  { words: ['/', '10'], unit: '/10' },
  { words: ['per', 'cent'], unit: '%' },
];
