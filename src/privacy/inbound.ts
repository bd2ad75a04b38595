/**
 * Inbound de-identification scan: runs over every request body before any handler or validator.
 * Rejects on the first hit, in document order, of a blocked field name or an identifier-shaped value
 * (spec, Errors rule 2). The error names the field; the value is never echoed or logged.
 */
import { DeIdentificationViolation } from '../errors.ts';
import { identifierKindIn, type IdentifierKind } from './patterns.ts';

/** Field names that carry direct identifiers (compared after snake-casing and lowercasing). */
export const BLOCKED_FIELD_NAMES: ReadonlySet<string> = new Set([
  'name', 'first_name', 'last_name', 'full_name', 'ssn', 'dob', 'date_of_birth',
  'email', 'phone', 'mrn', 'patient_id', 'member_id',
]);

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

function isBlockedKey(key: string): boolean {
  if (BLOCKED_FIELD_NAMES.has(key)) return true;
  if (!/[A-Z\s-]/.test(key)) return false;
  return BLOCKED_FIELD_NAMES.has(key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[-\s]+/g, '_').toLowerCase());
}

function join(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

function isExempt(path: string, exempt: readonly string[]): boolean {
  return exempt.length > 0 && (exempt.includes(path) || exempt.includes(path.replace(/\[\d+\]/g, '[*]')));
}

/**
 * The first identifier hit in `body`, or null. Iterative (an explicit stack), so deeply nested
 * input cannot overflow the call stack; never throws.
 */
export function findInboundIdentifier(body: unknown, options: InboundScanOptions): InboundHit | null {
  const today = options.now.toISOString().slice(0, 10);
  const exempt = options.pastDateExempt ?? [];
  const stack: Array<{ path: string; value: unknown; parent: string; key?: string }> = [
    { path: '', value: body, parent: '' },
  ];
  while (stack.length > 0) {
    const { path, value, parent, key } = stack.pop()!;
    if (key !== undefined) {
      if (isBlockedKey(key)) return { field: path, kind: 'blocked_field' };
      // An identifier-shaped key: name its parent, so the key itself is never echoed.
      const kind = identifierKindIn(key, (iso) => iso < today);
      if (kind !== null) return { field: parent === '' ? 'body' : parent, kind };
    }
    if (typeof value === 'string') {
      const pastDateCounts = !isExempt(path, exempt);
      const kind = identifierKindIn(value, (iso) => pastDateCounts && iso < today);
      if (kind !== null) return { field: path === '' ? 'body' : path, kind };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ path: join(path, i), value: value[i], parent: path });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [childKey, child] = entries[i]!;
        stack.push({ path: join(path, childKey), value: child, parent: path, key: childKey });
      }
    }
  }
  return null;
}

/** Throws DeIdentificationViolation naming the first offending field. */
export function assertDeidentified(body: unknown, options: InboundScanOptions): void {
  const hit = findInboundIdentifier(body, options);
  if (hit !== null) throw new DeIdentificationViolation(hit.field);
}
