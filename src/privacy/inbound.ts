/**
 * Inbound de-identification scan: runs over every request body before any handler or validator.
 * Rejects on the first hit, in document order, of a blocked field name or an identifier-shaped value
 * (spec, Errors rule 2): a string holding a shape (patterns.ts), or a number whose digits are an SSN- or
 * phone-shaped run (`123456789`, `5558675309`). The error names the field; the value is never echoed or logged.
 */
import { DeIdentificationViolation } from '../errors.ts';
import { normalizeText } from './normalize.ts';
import {
  type IdentifierKind,
  identifierKindIn,
  mayHoldIdentifier,
  numberKind,
} from './patterns.ts';

/** Field names that carry direct identifiers (spec, Errors rule 2); a key is compared as `compactKey` makes it. */
export const BLOCKED_FIELD_NAMES: ReadonlySet<string> = new Set([
  'name',
  'first_name',
  'last_name',
  'full_name',
  'ssn',
  'dob',
  'date_of_birth',
  'email',
  'phone',
  'mrn',
  'patient_id',
  'member_id',
]);

/** Space, hyphen, underscore, dot (after normalisation: their Unicode variants too) and other whitespace. */
const KEY_SEPARATORS = /[\s._-]+/g;

/**
 * A key as compared with the blocked names: normalised like scanned text (NFKC, invisible characters
 * dropped), lowercased, every separator removed, so `e-mail`, `E_Mail`, `name `, `First Name`,
 * `dateOfBirth` and `patientID` all meet their blocked name. Lowercasing goes first too, because
 * it can add a mark (`İ` becomes `i` + U+0307) that normalisation then drops.
 */
function compactKey(key: string): string {
  return normalizeText(key.toLowerCase()).toLowerCase().replace(KEY_SEPARATORS, '');
}

const BLOCKED_KEYS: ReadonlySet<string> = new Set([...BLOCKED_FIELD_NAMES].map(compactKey));

const COMPACT_LENGTHS: ReadonlySet<number> = new Set([...BLOCKED_KEYS].map((k) => k.length));

/**
 * Whether `key` is a blocked name. A char loop settles most ASCII keys without building a string: a key
 * with a character other than a letter, digit or separator, or of another compact length, cannot match.
 */
function isBlockedKey(key: string): boolean {
  let kept = 0;
  let compact = true;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c >= 128) return BLOCKED_KEYS.has(compactKey(key));
    const lower = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    const upper = c >= 65 && c <= 90;
    const separator = c === 32 || c === 45 || c === 95 || c === 46 || (c >= 9 && c <= 13);
    if (!lower && !upper && !separator) return false;
    if (!separator) kept++;
    compact &&= lower;
  }
  if (!COMPACT_LENGTHS.has(kept)) return false;
  return BLOCKED_KEYS.has(compact ? key : compactKey(key));
}

export interface InboundScanOptions {
  /** Today (UTC): a day date before it is identifier-shaped. */
  now: Date;
  /** Rendered paths exempt from the past-date rule; `[*]` matches any index. */
  pastDateExempt?: readonly string[];
}

export interface InboundHit {
  field: string;
  kind: IdentifierKind | 'blocked_field';
}

function isExempt(path: string, exempt: readonly string[]): boolean {
  return (
    exempt.length > 0 && (exempt.includes(path) || exempt.includes(path.replace(/\[\d+\]/g, '[*]')))
  );
}

const NO_EXEMPTIONS: readonly string[] = [];

/** Today (UTC) as `YYYY-MM-DD`: a day date before it is identifier-shaped. */
function todayOf(options: InboundScanOptions): string {
  return options.now.toISOString().slice(0, 10);
}

/** An object or array being walked: its keys (null for an array), the next child, and its key in its parent. */
interface Frame {
  node: object;
  keys: string[] | null;
  length: number;
  next: number;
  at: string | number;
}

/** The rendered path of `stack` (frame 0 is the root), plus `last` when given. */
function pathOf(stack: readonly Frame[], last?: string | number): string {
  let out = '';
  const add = (key: string | number) => {
    out = typeof key === 'number' ? `${out}[${key}]` : out === '' ? key : `${out}.${key}`;
  };
  for (let i = 1; i < stack.length; i++) add(stack[i]!.at);
  if (last !== undefined) add(last);
  return out;
}

/** A path as the violation names it: the root (or an empty-string key at the root) is `body`. */
function fieldOf(path: string): string {
  return path === '' ? 'body' : path;
}

function frameOf(node: object, at: string | number): Frame {
  const keys = Array.isArray(node) ? null : Object.keys(node);
  return {
    node,
    keys,
    length: keys === null ? (node as unknown[]).length : keys.length,
    next: 0,
    at,
  };
}

/**
 * The first identifier hit in `body`, or null. Iterative (an explicit stack), so deeply nested
 * input cannot overflow the call stack; never throws. Paths are rendered only for a hit (or for a
 * past date, to check the route's exemptions), so a clean body costs no string building.
 */
export function findInboundIdentifier(
  body: unknown,
  options: InboundScanOptions,
): InboundHit | null {
  const exempt = options.pastDateExempt ?? NO_EXEMPTIONS;
  if (typeof body === 'string') {
    const kind = identifierKindIn(body, (iso) => iso < todayOf(options) && !isExempt('', exempt));
    return kind === null ? null : { field: 'body', kind };
  }
  if (typeof body === 'number') {
    const kind = numberKind(body);
    return kind === null ? null : { field: 'body', kind };
  }
  if (body === null || typeof body !== 'object') return null;
  // Callbacks are created only for text that may hold an identifier: a clean body allocates no closures.
  const stack: Frame[] = [frameOf(body, '')];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.length) {
      stack.pop();
      continue;
    }
    const i = frame.next++;
    let key: string | number;
    let value: unknown;
    if (frame.keys === null) {
      key = i;
      value = (frame.node as unknown[])[i];
    } else {
      const name = frame.keys[i]!;
      key = name;
      value = (frame.node as Record<string, unknown>)[name];
      if (isBlockedKey(name)) return { field: pathOf(stack, name), kind: 'blocked_field' };
      // An identifier-shaped key: name its parent, so the key itself is never echoed.
      const kind = mayHoldIdentifier(name)
        ? identifierKindIn(name, (iso) => iso < todayOf(options))
        : null;
      if (kind !== null) return { field: fieldOf(pathOf(stack)), kind };
    }
    if (typeof value === 'string') {
      if (!mayHoldIdentifier(value)) continue;
      const at = key;
      const kind = identifierKindIn(
        value,
        (iso) => iso < todayOf(options) && !isExempt(pathOf(stack, at), exempt),
      );
      if (kind !== null) return { field: fieldOf(pathOf(stack, at)), kind };
    } else if (typeof value === 'number') {
      const kind = numberKind(value);
      if (kind !== null) return { field: fieldOf(pathOf(stack, key)), kind };
    } else if (value !== null && typeof value === 'object') {
      stack.push(frameOf(value, key));
    }
  }
  return null;
}

/** Throws DeIdentificationViolation naming the first offending field. */
export function assertDeidentified(body: unknown, options: InboundScanOptions): void {
  const hit = findInboundIdentifier(body, options);
  if (hit !== null) throw new DeIdentificationViolation(hit.field);
}
