/**
 * Shared counters for rate limits and credits. One interface, two implementations: in process memory
 * (one `ohds serve`) and Redis (`OHDS_REDIS_URL`: every instance behind a load balancer counts in one place).
 * Every operation is atomic, so concurrent requests on any number of instances cannot overspend.
 * A store that cannot be reached throws `ServiceUnavailable` (503).
 */

/** One counter a reservation adds to, with the ceiling it must stay within. */
export interface Charge {
  key: string;
  /** The counter may not exceed this after the addition; null = counted, never refused. */
  limit: number | null;
  /** Epoch ms at which the counter is dropped (the end of its period); null = kept. */
  expiresAt: number | null;
}

export type ReserveResult =
  /** Every counter was increased; `used` holds the values after the addition, in charge order. */
  | { ok: true; used: number[] }
  /** Nothing was changed: `refused` is the index of the first charge whose limit would be passed; `used` the current values. */
  | { ok: false; refused: number; used: number[] };

export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /** Fixed-window hit counter: +1, starting a `windowMs` window at the first hit; returns the count and ms left. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** `hit` without a promise, offered only by a store in process memory (no I/O to wait for). */
  hitSync?(key: string, windowMs: number): { count: number; ttlMs: number };
  /** Adds `amount` to every counter if all stay within their limits, else changes nothing. */
  reserve(charges: readonly Charge[], amount: number): Promise<ReserveResult>;
  /** Gives back a reservation (a call that failed). Counters whose period already ended are left alone. */
  release(charges: readonly Charge[], amount: number): Promise<void>;
  /** Throws ServiceUnavailable when the store is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
