/**
 * Credit settings beside the keys (docs/credits.md), pure: allowances (`N/day`), calendar periods (UTC),
 * what the server meters for one key, and the edits behind `ohds keys credit`.
 */
import { UsageError } from '../errors.ts';
import type { Allowance, KeyFile, KeyFileConsumer } from './file.ts';

export type Period = Allowance['period'];

/** What the server meters for one key; null for an unmetered consumer. */
export interface Metering {
  consumerId: string;
  /** First 16 hex digits of the key's SHA-256: names its allocation counter (never the key). */
  keyId: string;
  /** Total credits granted; null = no balance limit. */
  granted: number | null;
  /** Account-wide allowance per period; null = none. */
  cap: Allowance | null;
  /** This key's allowance per period; null = none. */
  allocation: Allowance | null;
}

/** A consumer is metered when it has a `credits` block or any key has an allocation; else unmetered, as before credits. */
export function isMetered(consumer: KeyFileConsumer): boolean {
  return consumer.credits !== undefined || consumer.keys.some((k) => k.allocation !== undefined);
}

export function meteringFor(
  consumer: KeyFileConsumer,
  key: KeyFileConsumer['keys'][number],
): Metering | null {
  if (!isMetered(consumer)) return null;
  return {
    consumerId: consumer.id,
    keyId: key.sha256.slice(0, 16),
    granted: consumer.credits?.granted ?? null,
    cap: consumer.credits?.cap ?? null,
    allocation: key.allocation ?? null,
  };
}

/** The UTC calendar period holding `now`: [start, end) in epoch ms. */
export function periodWindow(now: number, period: Period): { start: number; end: number } {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (period === 'month') return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
  const day = Date.UTC(y, m, d.getUTCDate());
  if (period === 'day') return { start: day, end: day + 86_400_000 };
  const hour = day + d.getUTCHours() * 3_600_000;
  return { start: hour, end: hour + 3_600_000 };
}

/** Parses `N/hour`, `N/day`, `N/month`, or `none` (null: remove it). */
export function parseAllowance(text: string, flag: string): Allowance | null {
  if (text.trim() === 'none') return null;
  const match = /^(\d{1,15})\/(hour|day|month)$/.exec(text.trim());
  if (match === null)
    throw new UsageError(`${flag} must be N/hour, N/day or N/month (e.g. 1000/day), or none.`);
  return { amount: Number(match[1]), period: match[2] as Period };
}

export function formatAllowance(a: Allowance): string {
  return `${a.amount}/${a.period}`;
}

export interface CreditInput {
  username: string;
  /** Credits to add to the balance. */
  add?: number;
  /** Account-wide cap; null removes it. */
  cap?: Allowance | null;
  /** Per-key allocation; null removes it. */
  allocation?: Allowance | null;
  /** Fingerprint (`sha256:1a2b3c4d`, or hex digits) of the key the allocation is for; default every key. */
  key?: string;
}

function selectKeys(consumer: KeyFileConsumer, fingerprint: string | undefined): Set<string> {
  if (fingerprint === undefined) return new Set(consumer.keys.map((k) => k.sha256));
  const prefix = fingerprint.replace(/^sha256:/, '').toLowerCase();
  if (!/^[0-9a-f]{8,64}$/.test(prefix))
    throw new UsageError(
      '--key must be a key fingerprint as `ohds keys list` shows it (sha256:1a2b3c4d).',
    );
  const matches = consumer.keys.filter((k) => k.sha256.startsWith(prefix));
  if (matches.length !== 1)
    throw new UsageError(
      `--key matches ${matches.length === 0 ? 'no key' : 'several keys'} of consumer '${consumer.username}'.`,
    );
  return new Set([matches[0]!.sha256]);
}

/**
 * Adds credits, sets or removes the account cap and per-key allocations. Adding credits (or a cap) turns
 * metering on for the consumer; a balance, once granted, stays metered.
 * @throws UsageError unknown consumer, bad amount, `--key` without `--allocation` or matching no key.
 */
export function creditConsumer(
  file: KeyFile,
  input: CreditInput,
): { file: KeyFile; consumer: KeyFileConsumer } {
  const old = file.consumers.find((c) => c.username === input.username);
  if (old === undefined)
    throw new UsageError(`No consumer with username '${input.username}' in the key file.`);
  if (input.add === undefined && input.cap === undefined && input.allocation === undefined) {
    throw new UsageError('Nothing to change: give --add, --cap or --allocation.');
  }
  if (input.key !== undefined && input.allocation === undefined)
    throw new UsageError('--key applies to --allocation only.');
  if (input.add !== undefined && !(Number.isSafeInteger(input.add) && input.add > 0)) {
    throw new UsageError('--add must be a positive whole number of credits.');
  }
  const credits = { ...old.credits };
  if (input.add !== undefined) {
    const granted = (credits.granted ?? 0) + input.add;
    if (!Number.isSafeInteger(granted))
      throw new UsageError('--add would overflow the granted total.');
    credits.granted = granted;
  }
  if (input.cap === null) delete credits.cap;
  else if (input.cap !== undefined) credits.cap = input.cap;
  const targets = input.allocation === undefined ? new Set<string>() : selectKeys(old, input.key);
  const keys = old.keys.map((k) => {
    if (!targets.has(k.sha256)) return k;
    const { allocation: _dropped, ...rest } = k;
    return input.allocation === null || input.allocation === undefined
      ? rest
      : { ...rest, allocation: input.allocation };
  });
  const keepCredits =
    old.credits !== undefined ||
    input.add !== undefined ||
    (input.cap !== undefined && input.cap !== null);
  const { credits: _old, ...base } = old;
  const consumer: KeyFileConsumer = { ...base, keys, ...(keepCredits ? { credits } : {}) };
  return { file: { consumers: file.consumers.map((c) => (c === old ? consumer : c)) }, consumer };
}
