/**
 * The rule behind each column and check, as data a reviewer can read against the regulation: the paragraph
 * and the words of it the rule implements (verified verbatim against the served eCFR text by the tests).
 * Sections not in the served dataset (1904.31, 1904.39, current 1904.41) are cited by number only.
 */
export interface ColumnRule {
  column: string;
  ref: string;
  /** Words of `ref` the rule rests on; null when the section is not in the served dataset. */
  anchor: string | null;
  rule: string;
}

export const COLUMN_RULES: readonly ColumnRule[] = [
  {
    column: 'header',
    ref: '29 CFR 1904.29(b)(1)',
    anchor: 'enter a one or two line description for each recordable injury or illness',
    rule: 'One row per recordable case; the establishment block at the top.',
  },
  {
    column: 'A',
    ref: '29 CFR 1904.29(b)(6)',
    anchor: 'separate, confidential list of the case numbers and employee names',
    rule: 'Case numbers in date order (`<year>-001`) unless the decision gives one; the employer keeps the number-to-name list.',
  },
  {
    column: 'B',
    ref: '29 CFR 1904.29(b)(6)',
    anchor: "enter “privacy case” in the space normally used for the employee's name",
    rule: '"Privacy case" for privacy cases; otherwise empty: ohds holds no names.',
  },
  {
    column: 'B',
    ref: '29 CFR 1904.29(b)(7)',
    anchor: 'You must consider the following injuries or illnesses to be privacy concern cases',
    rule: "The privacy flag is the reviewer's; a check warns when the analysis found grounds the decision does not accept.",
  },
  {
    column: 'B',
    ref: '29 CFR 1904.29(b)(8)',
    anchor:
      'this is a complete list of all injuries and illnesses considered privacy concern cases',
    rule: 'No other case is written as a privacy case.',
  },
  {
    column: 'F',
    ref: '29 CFR 1904.29(b)(9)',
    anchor: 'you do not need to include details of an intimate or private nature',
    rule: 'ohds composes no description for a privacy case; a check flags intimate detail in the one given.',
  },
  {
    column: 'G',
    ref: '29 CFR 1904.7(b)(2)',
    anchor: 'entering a check mark on the OSHA 300 Log in the space for cases resulting in death',
    rule: 'G when the decision says death.',
  },
  {
    column: 'H',
    ref: '29 CFR 1904.7(b)(3)',
    anchor: 'a check mark in the space for cases involving days away',
    rule: 'H when the decision says days away; needs at least one day in K.',
  },
  {
    column: 'I',
    ref: '29 CFR 1904.7(b)(4)',
    anchor: 'but does not involve death or days away from work',
    rule: 'I only without death or days away; needs at least one day in L.',
  },
  {
    column: 'J',
    ref: '29 CFR 1904.7(b)(5)',
    anchor:
      'did not involve death, one or more days away from work, one or more days of restricted work',
    rule: 'J only with no days away and no days restricted.',
  },
  {
    column: 'K',
    ref: '29 CFR 1904.7(b)(3)(i)',
    anchor: 'you begin counting days away on the day after the injury occurred',
    rule: "The reviewer's calendar-day count.",
  },
  {
    column: 'K',
    ref: '29 CFR 1904.7(b)(3)(vii)',
    anchor: 'entering 180 in the total days away column will be considered adequate',
    rule: 'Days away and days restricted count toward one 180-day cap; above it the cap is entered.',
  },
  {
    column: 'L',
    ref: '29 CFR 1904.7(b)(4)(xi)',
    anchor: 'You must count at least one day of restricted work or job transfer for such cases',
    rule: 'Counted like K; at least one day for an I case.',
  },
  {
    column: 'M',
    ref: '29 CFR 1904.46',
    anchor:
      'Injuries include cases such as, but not limited to, a cut, fracture, sprain, or amputation',
    rule: 'Injury (M1) or one illness type (M2-M6), as the decision gives it.',
  },
  {
    column: 'M',
    ref: '29 CFR 1904.8(a)',
    anchor: 'You must enter the case on the OSHA 300 Log as an injury',
    rule: 'A contaminated needlestick is an injury (the analysis says so; the decision decides).',
  },
  {
    column: 'M',
    ref: '29 CFR 1904.10(b)(7)',
    anchor: 'you must check the 300 Log column for hearing loss',
    rule: 'Hearing loss is M5.',
  },
  {
    column: 'year',
    ref: '29 CFR 1904.7(b)(3)(ix)',
    anchor:
      'You must enter the number of calendar days away for the injury or illness on the OSHA 300 Log for the year in which the injury or illness occurred',
    rule: 'A case dated in another year is left off this log.',
  },
  {
    column: 'totals',
    ref: '29 CFR 1904.32(b)(2)(i)',
    anchor:
      'Total the columns on the OSHA 300 Log (if you had no recordable cases, enter zeros for each column total)',
    rule: '300A totals over confirmed cases only; zeros when none.',
  },
  {
    column: '300A',
    ref: '29 CFR 1904.32(b)(2)(ii)',
    anchor:
      'annual average number of employees covered by the OSHA 300 Log, and the total hours worked',
    rule: 'Establishment information on the 300A.',
  },
  {
    column: '300A',
    ref: '29 CFR 1904.32(b)(2)(iii)',
    anchor: 'employee access and employer penalty statements found on the OSHA 300-A Summary form',
    rule: 'Not held by ohds: the HTML page says so.',
  },
  {
    column: '300A',
    ref: '29 CFR 1904.32(b)(6)',
    anchor:
      'no later than February 1 of the year following the year covered by the records and keep the posting in place until April 30',
    rule: 'Posting period printed on the page.',
  },
  {
    column: 'checks',
    ref: '29 CFR 1904.32(a)(1)',
    anchor: 'Review the OSHA 300 Log to verify that the entries are complete and accurate',
    rule: 'The checks output.',
  },
  {
    column: 'checks',
    ref: '29 CFR 1904.39',
    anchor: null,
    rule: 'Open reports: a fatality (8 hours) or an in-patient hospitalization, amputation or loss of an eye (24 hours) not marked as reported.',
  },
];
