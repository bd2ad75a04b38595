/**
 * Day dates inside case text the service quotes back ("slipped on the dock Fri 1/10/2025"): the quote keeps its
 * words and shows the date as `[date]`, so that the caller's own evidence can be echoed without tripping the
 * outbound scan, which blocks every day date in generated text. Month-and-year ("Feb 2025") is not a day date.
 */

/**
 * 1/10/2025, 2025-01-10, 10.01.25; Jan 10, 2025; 10 January 2025; the 10th of January 2025. A literal, so that the
 * static ReDoS check (test/security/regex-safety.test.ts) judges it.
 */
const DAY_DATE =
  /(?<![\w/.-])\d{1,4}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?\d{2,4}(?![\w/-]|\.\d)|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s{1,2}\d{1,2}(?:st|nd|rd|th)?,?\s{1,2}\d{2,4}\b|\b(?:the\s)?\d{1,2}(?:st|nd|rd|th)?\s{1,2}(?:of\s)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,?\s{1,2}\d{2,4}\b/gi;

/** The day dates written in `text`, as written. */
export function dayDatesIn(text: string): string[] {
  return /\d/.test(text) ? (text.match(DAY_DATE) ?? []) : [];
}

/**
 * `text` with the day dates of `quoted` (those the caller wrote, found with `dayDatesIn`) shown as `[date]`. A
 * date the service itself generated is not masked: the outbound scan still fails it.
 */
export function maskDayDates(text: string, quoted: ReadonlySet<string>): string {
  if (quoted.size === 0 || !/\d/.test(text)) return text;
  return text.replace(DAY_DATE, (m) => (quoted.has(m) ? '[date]' : m));
}
