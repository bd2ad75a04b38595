/**
 * Abbreviations as data: what clinicians and case handlers write short, with the long form the phrase
 * matcher reads in its place ("LOC" and "loss of consciousness" match the same phrase). A reviewer can
 * check each row against its source.
 */

/** Where a row's reading comes from. */
export const ABBREVIATION_SOURCES = {
  medical:
    'Wikipedia, "List of medical abbreviations" (en.wikipedia.org/wiki/List_of_medical_abbreviations, letter pages), ' +
    'and the AMA Manual of Style, 11th ed., "Clinical, Technical, and Other Common Terms"',
  workplace:
    "Workers' compensation and occupational-health shorthand; no authoritative list exists, so each is flagged where another reading is common",
} as const;

export interface Abbreviation {
  /** As written, without a trailing period ("c/o", "LOC", "Pt"). */
  short: string;
  /** The long form, lowercase words ("complains of"). */
  long: string;
  source: keyof typeof ABBREVIATION_SOURCES;
  /** Match the exact letter case only ("PT" but not "pt"). */
  caseSensitive?: boolean;
  /** Other common readings: the long form above is the usual one in injury and clinic notes, not the only one. */
  ambiguous?: string;
  /** Not read after a number ("1 L" is a litre, "L wrist" is left). */
  notAfterNumber?: boolean;
}

export const ABBREVIATIONS: readonly Abbreviation[] = [
  { short: 'pt', long: 'patient', source: 'medical' },
  {
    short: 'PT',
    long: 'physical therapy',
    source: 'medical',
    caseSensitive: true,
    ambiguous: 'patient; prothrombin time',
  },
  {
    short: 'OT',
    long: 'occupational therapy',
    source: 'medical',
    caseSensitive: true,
    ambiguous: 'overtime (in work-status notes)',
  },
  { short: 'c/o', long: 'complains of', source: 'medical', ambiguous: 'care of (in addresses)' },
  {
    short: 'LOC',
    long: 'loss of consciousness',
    source: 'medical',
    ambiguous: 'level of consciousness',
  },
  {
    short: 'ER',
    long: 'emergency department',
    source: 'medical',
    caseSensitive: true,
    ambiguous: 'employer (in HR shorthand "EE/ER")',
  },
  {
    short: 'ED',
    long: 'emergency department',
    source: 'medical',
    caseSensitive: true,
    ambiguous: 'erectile dysfunction',
  },
  { short: 'Rx', long: 'prescription', source: 'medical' },
  { short: 'OTC', long: 'over the counter', source: 'medical' },
  { short: 'w/', long: 'with', source: 'medical' },
  { short: 'w/o', long: 'without', source: 'medical' },
  { short: 's/p', long: 'status post', source: 'medical' },
  { short: 'h/o', long: 'history of', source: 'medical' },
  { short: 'r/o', long: 'rule out', source: 'medical' },
  { short: 'y/o', long: 'years old', source: 'medical' },
  { short: 'f/u', long: 'follow up', source: 'medical' },
  { short: 'n/v', long: 'nausea and vomiting', source: 'medical' },
  { short: 'b/l', long: 'bilateral', source: 'medical' },
  { short: 'bilat', long: 'bilateral', source: 'medical' },
  { short: 'HA', long: 'headache', source: 'medical', caseSensitive: true },
  { short: 'fx', long: 'fracture', source: 'medical' },
  { short: 'lac', long: 'laceration', source: 'medical' },
  { short: 'R', long: 'right', source: 'medical', caseSensitive: true, notAfterNumber: true },
  {
    short: 'L',
    long: 'left',
    source: 'medical',
    caseSensitive: true,
    notAfterNumber: true,
    ambiguous: 'litre',
  },
  { short: 'rt', long: 'right', source: 'medical' },
  { short: 'lt', long: 'left', source: 'medical' },
  { short: 'hx', long: 'history', source: 'medical' },
  { short: 'dx', long: 'diagnosis', source: 'medical' },
  { short: 'tx', long: 'treatment', source: 'medical', ambiguous: 'transplant' },
  { short: 'sx', long: 'symptoms', source: 'medical', ambiguous: 'surgery' },
  { short: 'ROM', long: 'range of motion', source: 'medical' },
  { short: 'NSAID', long: 'nonsteroidal anti inflammatory drug', source: 'medical' },
  { short: 'abx', long: 'antibiotics', source: 'medical' },
  { short: 'prn', long: 'as needed', source: 'medical' },
  { short: 'bid', long: 'twice a day', source: 'medical' },
  { short: 'tid', long: 'three times a day', source: 'medical' },
  { short: 'neg', long: 'negative', source: 'medical' },
  { short: 'approx', long: 'approximately', source: 'medical' },
  { short: 'XR', long: 'x ray', source: 'medical' },
  { short: 'LBP', long: 'low back pain', source: 'medical' },
  { short: 'TTP', long: 'tender to palpation', source: 'medical' },
  { short: 'WNL', long: 'within normal limits', source: 'medical' },
  { short: 'UE', long: 'upper extremity', source: 'medical', caseSensitive: true },
  { short: 'LE', long: 'lower extremity', source: 'medical', caseSensitive: true },
  { short: 'EE', long: 'employee', source: 'workplace' },
  { short: 'RTW', long: 'return to work', source: 'workplace' },
  { short: 'MMI', long: 'maximum medical improvement', source: 'workplace' },
];

const exact = new Map<string, Abbreviation>();
const folded = new Map<string, Abbreviation>();
for (const a of ABBREVIATIONS)
  (a.caseSensitive === true ? exact : folded).set(
    a.caseSensitive === true ? a.short : a.short.toLowerCase(),
    a,
  );

/**
 * The abbreviation a token spells, if any: exact-case rows first, then the others case-folded; a trailing
 * period and an acronym's plural "s" ("NSAIDs", "Pt.") are allowed.
 */
export function lookupAbbreviation(text: string): Abbreviation | undefined {
  const bare = text.length > 1 && text.endsWith('.') ? text.slice(0, -1) : text;
  const hit = exact.get(bare) ?? folded.get(bare.toLowerCase());
  if (hit !== undefined) return hit;
  return /^[A-Z]{2,}s$/.test(bare)
    ? (exact.get(bare.slice(0, -1)) ?? folded.get(bare.slice(0, -1).toLowerCase()))
    : undefined;
}

/** Whether `a/b` or `a/` is a slash abbreviation ("c/o", "w/"), so its pieces are read as one token. */
export function isSlashAbbreviation(text: string): boolean {
  return text.includes('/') && lookupAbbreviation(text) !== undefined;
}
