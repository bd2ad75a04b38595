/**
 * Identifier shapes shared by the inbound body scan and the outbound scan of generated text.
 * Patterns are linear (no nested quantifiers), so no input makes them slow.
 */

export type IdentifierKind = 'ssn' | 'email' | 'phone' | 'date';

/** US SSN shape: 3-2-4 digits with dashes or spaces. */
const SSN = /(?<![\d-])\d{3}[- ]\d{2}[- ]\d{4}(?![\d-])/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** NANP phone shape: optional +1, area code (bracketed or followed by a separator), 3 + 4 digits. */
const PHONE = /(?<![\d-])(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\d-])/;
/** A day-resolution ISO date: not part of a longer number and not followed by a time (a timestamp). */
const DAY_DATE = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-]|[T ]\d{2}:)/g;

/** Valid calendar dates of day resolution found in `text`, as `YYYY-MM-DD`. */
export function dayDatesIn(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(DAY_DATE)) {
    const [iso, y, m, d] = match;
    const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso) out.push(iso);
  }
  return out;
}

/** Cheap pre-check: every shape needs an `@` (email) or at least 8 digits (date 8, SSN 9, phone 10). */
export function mayHoldIdentifier(text: string): boolean {
  if (text.length < 6) return false;
  if (text.includes('@')) return true;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits >= 8) return true;
  }
  return false;
}

/**
 * The first identifier shape found in `text`, or null. Dates count when `isDateIdentifier` says so
 * (inbound: past dates only; outbound: every day date).
 */
export function identifierKindIn(text: string, isDateIdentifier: (iso: string) => boolean): IdentifierKind | null {
  if (!mayHoldIdentifier(text)) return null;
  if (SSN.test(text)) return 'ssn';
  if (EMAIL.test(text)) return 'email';
  if (PHONE.test(text)) return 'phone';
  if (dayDatesIn(text).some(isDateIdentifier)) return 'date';
  return null;
}
